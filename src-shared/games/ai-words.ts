// The AI's words about any game's moves: how an option fared in the search beside the move played (the end of each
// option's reason), and the one-line account of a move played or a hint. The game's own part of a reason (what a
// move gains and gives up) is in that game's catalogue ('rush.why.*', 'ruckus.why.*'); these messages carry the
// search's figures: percentages as whole numbers, playouts as counts, a level by its key ('easy').
import type { Catalogue, Param, Params, Words } from './words';

/** A level's name as a player reads it: 'easy' or 'easy:iterations=50' is "Easy". */
export function levelWords(level: Param | undefined): string {
  const base = String(level ?? '').split(':')[0] ?? '';
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** "1 time in 4" for a chance of 0.25; above a half, the nearest fraction with a small denominator ("5 times in 6"). */
export function oneIn(chance: number): string {
  if (chance <= 0) return 'never';
  if (chance < 0.02) return 'less than 1 time in 50';
  if (chance >= 0.98) return 'nearly every time';
  if (chance <= 0.5) return `1 time in ${Math.round(1 / chance)}`;
  let best = { k: 1, n: 2, error: Infinity };
  for (let n = 2; n <= 10; n++) {
    const k = Math.round(chance * n);
    const error = Math.abs(k / n - chance);
    if (k > 0 && k < n && error < best.error - 1e-9) best = { k, n, error };
  }
  return `${best.k} time${best.k === 1 ? '' : 's'} in ${best.n}`;
}

export function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${tail}`;
}

const num = (p: Params, key: string): number => Number(p[key] ?? 0);
/** A count of playouts as figures ("5,000"). */
const count = (p: Params, key: string): string => Math.round(num(p, key)).toLocaleString('en');
/** A percentage given as a whole number. */
const pct = (p: Params, key: string): string => `${Math.round(num(p, key))}%`;
/** What an option is compared with: the move played, or in a hint the search's first choice. */
const other = (p: Params): string => (p.played ? 'the move played' : 'the first choice');
/** The move a summary names, in quotes. */
const move = (p: Params, w: Words): string => `“${w.tell(p.move)}”`;
/** ", but Easy picks a weaker move on purpose" when the option was passed over by a level's deliberate weakness. */
const weaker = (p: Params): string => (p.level !== undefined ? `, but ${levelWords(p.level)} picks a weaker move on purpose` : '');
const figures = (p: Params): string => `${pct(p, 'share')}${num(p, 'iterations') > 0 ? ` of ${count(p, 'iterations')} playouts` : ' of the playouts'}, estimated win chance ${pct(p, 'chance')}`;

export const AI_WORDS: Catalogue = {
  // For a game without a catalogue (the test games): its own words.
  plain: (p) => String(p.text ?? ''),
  // The default reason of a game whose AI has no words of its own for its moves.
  best: (p, w) => `${w.tell(p.move)}: the move that did best in the search's playouts.`,

  // How an option fared beside the move played (or a hint's first choice).
  credit: (p) => `${levelWords(p.level)} counts its rule-of-thumb move as ${count(p, 'visits')} extra playouts before choosing.`,
  'trust-higher': (p) => `An option listed here scored higher (${pct(p, 'chance')}) but in only ${count(p, 'visits')} playouts against ${count(p, 'against')} for this one: too few to rely on.`,
  'trust-tied': (p) => `An option listed here scored higher (${pct(p, 'chance')}) on as many playouts (${count(p, 'visits')}): the search breaks such ties by the order of the options.`,
  'weaker-played': (p) => `${levelWords(p.level)} picks a weaker move on purpose: at this decision ${oneIn(num(p, 'weaker'))}. This time it played its ${ordinal(num(p, 'rank'))} choice.`,
  'tied-above': (p) => `Tied with ${other(p)} (${count(p, 'visits')} playouts each, estimated win chance ${pct(p, 'mine')} against ${pct(p, 'theirs')})${weaker(p)}.`,
  preferred: (p) => `The search preferred it (${count(p, 'visits')} playouts against ${count(p, 'against')}, estimated win chance ${pct(p, 'mine')} against ${pct(p, 'theirs')})${weaker(p)}.`,
  'tied-after': (p) => `Tied with ${other(p)} on playouts (${count(p, 'visits')} each; estimated win chance ${pct(p, 'mine')} against ${pct(p, 'theirs')}), and listed after it.`,
  'higher-fewer': (p) => `Its estimate is higher (${pct(p, 'mine')} against ${pct(p, 'theirs')} for ${other(p)}) but rests on ${count(p, 'visits')} playouts against ${count(p, 'against')}: too few to rely on, so the search ranks it lower.`,
  worse: (p) => `It did worse in the search: estimated win chance ${pct(p, 'mine')} against ${pct(p, 'theirs')} for ${other(p)}.`,
  same: (p) => `About as good in the search (${pct(p, 'mine')} against ${pct(p, 'theirs')} for ${other(p)}), on fewer playouts (${count(p, 'visits')} against ${count(p, 'against')}).`,

  // What a seat played and why ("Why did the AI do that?"), and a hint's first choice.
  'played-fallback': (p, w) => `${w.subject(p.by, 'played')} ${move(p, w)}: the search ran out of time, so this is the quick rule-of-thumb choice.`,
  'unseen-fallback': (p, w) => `${w.owner(p.by)} search ran out of time; the quick rule-of-thumb choice stood in.`,
  unseen: (p, w) => `${w.subject(p.by, 'made')} a move you cannot see yet.`,
  planned: (p, w) => `${w.subject(p.by, 'played')} ${move(p, w)}: the choice of its planner, which settles this kind of decision without a search (estimated win chance ${pct(p, 'chance')}).`,
  only: (p, w) => `${w.subject(p.by, 'played')} ${move(p, w)}, the only move open to it (estimated win chance ${pct(p, 'chance')}).`,
  'played-first': (p, w) => `${w.subject(p.by, 'played')} ${move(p, w)}, the move its search tried most (${figures(p)}).`,
  'played-nth': (p, w) => `${w.subject(p.by, 'played')} ${move(p, w)}, its search's ${ordinal(num(p, 'rank'))} choice (${figures(p)}).`,
  noise: (p) => `${levelWords(p.level)} picks a weaker move on purpose: at this decision ${oneIn(num(p, 'weaker'))}.`,
  'noise-took': () => 'This time it did.',
  'hint-first': (p, w) => `The search's first choice for ${w.seat(p.for)}: ${move(p, w)} (${figures(p)}).`,
};
