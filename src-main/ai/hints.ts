// Hints for a human's pending decision, and the record kept for "why did the AI do that": both are the
// search's own statistics at the root (visit share, mean reward) plus a one-line reason in game terms.
import type { Game, PlayerId } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { type GameAi, gameAiFor } from './game-ai';
import { searchIsmcts, type SearchOption, type SearchProgress, type SearchResult, type StopReason } from './ismcts';
import { type Difficulty, isNoisy, pickChances } from './difficulty';

export interface AdviceOption<A> {
  readonly action: A;
  /** The game's own description of the action. */
  readonly description: string;
  /** Search iterations through this option, plus any rule-of-thumb credit (`credited`): the figure the pick ranked by. */
  readonly visits: number;
  /** Share of `visits` among all options: how strongly the search preferred it. */
  readonly visitShare: number;
  /** The player's mean reward after this action in the search, in [0, 1] (for an action it never tried, the position's). */
  readonly winChance: number;
  /** 1 for the option the search ranked first (most visits), and so on. */
  readonly rank: number;
  /** For a level that plays weaker moves on purpose: the chance its pick played this option. */
  readonly pickChance?: number;
  /** Visits credited to this option as the game's rule-of-thumb move before the pick (Easy). */
  readonly credited?: number;
  /** One line in game terms (what the option gains and gives up), then `note`. */
  readonly reason: string;
  /** The end of `reason` that compares the option with the move played (or the first choice), in the figures above; '' when none. */
  readonly note: string;
}

/** A level's deliberate weakness at one decision. */
export interface AdviceNoise {
  /** The level's name, e.g. 'easy'. */
  readonly level: string;
  /** The chance, at this decision, that the pick played another option than the search's first choice. */
  readonly weaker: number;
}

export interface Advice<A> {
  readonly player: PlayerId;
  readonly iterations: number;
  readonly stoppedBy: StopReason;
  /** The best options, most visited first (three unless fewer are legal); the move played is always among them. */
  readonly options: readonly AdviceOption<A>[];
  /** For an AI move: what it actually played (at low levels not always the top option). */
  readonly chosen?: AdviceOption<A>;
  /** For a level that plays weaker moves on purpose. */
  readonly noise?: AdviceNoise;
}

export interface HintRequest<S, A, V> {
  readonly game: Game<S, A, V>;
  readonly view: V;
  readonly player: PlayerId;
  readonly legal: readonly A[];
  readonly seed: number | string;
  readonly iterations?: number;
  readonly maxMillis?: number;
  readonly now?: () => number;
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (progress: SearchProgress<A>) => void;
  readonly ai?: GameAi<S, A, V>;
  /** How many options to return (default 3). */
  readonly top?: number;
}

/** Searches the player's decision from its view and returns the top options with reasons. */
export function hint<S, A, V>(req: HintRequest<S, A, V>): Advice<A> {
  const ai = req.ai ?? (gameAiFor(req.game) as GameAi<S, A, V>);
  const result = searchIsmcts({
    game: req.game, view: req.view, player: req.player, legal: req.legal, rng: new Rng(req.seed), ai,
    iterations: req.iterations, maxMillis: req.maxMillis, now: req.now, shouldStop: req.shouldStop, onProgress: req.onProgress,
    exploration: ai.exploration?.(req.view),
  });
  return adviceFrom(result, req.game, ai, req.view, req.player, undefined, req.top);
}

/** How a decision was picked from the search's options: the level (its noise) and any rule-of-thumb credit. */
export interface PickContext<A> {
  readonly level?: Pick<Difficulty, 'name' | 'temperature' | 'floor'>;
  readonly credit?: { readonly action: A; readonly visits: number };
}

/**
 * Builds the advice record from a finished search; `chosen` marks the action actually played. The options keep the
 * order and the visits the pick used, and each reason ends with how the option fared beside the move played (or, for
 * a hint, beside the search's first choice), in the same figures.
 */
export function adviceFrom<S, A, V>(result: SearchResult<A>, game: Game<S, A, V>, ai: GameAi<S, A, V>, view: V, player: PlayerId, chosen?: A, top = 3, pick: PickContext<A> = {}): Advice<A> {
  const ranked = result.options;
  const creditOf = (o: SearchOption<A>): number => (pick.credit && o.action === pick.credit.action ? pick.credit.visits : 0);
  // An option the search never tried has no mean reward of its own (a low level may still play it, and a hint may list
  // it when there are more options than iterations): it gets the search's estimate of the position as a whole, the
  // visit-weighted mean over the options it did try, rather than a winning chance of 0.
  let tried = 0, rewardSum = 0, total = 0;
  for (const o of ranked) {
    const real = o.visits - creditOf(o);
    tried += real;
    rewardSum += o.meanReward * real;
    total += o.visits;
  }
  const position = tried > 0 ? rewardSum / tried : 0.5;
  const noisy = pick.level !== undefined && isNoisy(pick.level) && ranked.length > 1 && ranked[0]!.visits > 0;
  const chances = noisy ? pickChances(ranked, pick.level!) : undefined;
  const legal = ranked.map((o) => o.action);
  const chosenAt = chosen === undefined ? -1 : ranked.findIndex((o) => o.action === chosen);
  const stat = (o: SearchOption<A>, i: number) => {
    const credited = creditOf(o);
    return { o, i, visits: o.visits, winChance: o.visits - credited > 0 ? o.meanReward : position, credited };
  };
  const ref = stat(ranked[chosenAt >= 0 ? chosenAt : 0]!, chosenAt >= 0 ? chosenAt : 0);
  // The move played is always listed: past the first `top`, it takes the last place.
  const shown = ranked.slice(0, top).map((o, i) => ({ o, i }));
  if (chosenAt >= top && top > 0) shown[shown.length - 1] = { o: ranked[chosenAt]!, i: chosenAt };
  const shownStats = shown.map(({ o, i }) => stat(o, i));
  const toAdvice = (o: SearchOption<A>, i: number): AdviceOption<A> => {
    const me = stat(o, i);
    const note = comparison(me, ref, shownStats, chosenAt >= 0, pick.level?.name ?? '', chances);
    return {
      action: o.action, description: game.describe(o.action), visits: o.visits, visitShare: total > 0 ? o.visits / total : 0, winChance: me.winChance, rank: i + 1,
      ...(chances ? { pickChance: chances[i]! } : {}), ...(me.credited > 0 ? { credited: me.credited } : {}),
      reason: `${ai.explain(o.action, view, legal)}${note}`, note,
    };
  };
  const options = shown.map(({ o, i }) => toAdvice(o, i));
  const chosenOption = chosenAt < 0 ? undefined : options.find((o) => o.rank === chosenAt + 1) ?? toAdvice(ranked[chosenAt]!, chosenAt);
  return {
    player, iterations: result.iterations, stoppedBy: result.stoppedBy, options, ...(chosenOption ? { chosen: chosenOption } : {}),
    ...(chances ? { noise: { level: pick.level!.name, weaker: 1 - chances[0]! } } : {}),
  };
}

interface Stat<A> { readonly o: SearchOption<A>; readonly i: number; readonly visits: number; readonly winChance: number; readonly credited: number }

const pct = (x: number): string => `${Math.round(x * 100)}%`;
const count = (n: number): string => Math.round(n).toLocaleString('en');

/** A level's name as a player reads it: 'easy' or 'easy:iterations=50' is "Easy". */
export function levelName(name: string): string {
  const base = name.split(':')[0] ?? name;
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

/** How an option fared in the search beside the move played (or, in a hint, the first choice), in the advice's own figures. */
function comparison<A>(me: Stat<A>, ref: Stat<A>, shown: readonly Stat<A>[], played: boolean, level: string, chances: readonly number[] | undefined): string {
  const Level = levelName(level);
  const credit = me.credited > 0 ? ` ${Level} counts its rule-of-thumb move as ${count(me.credited)} extra playouts before choosing.` : '';
  const a = Math.round(me.winChance * 100), b = Math.round(ref.winChance * 100);
  if (me.o === ref.o) {
    // Why the move played (or the first choice) beat an option the reader sees scored higher.
    const higher = shown.filter((x) => x.o !== me.o && Math.round(x.winChance * 100) > a && x.visits < me.visits).sort((x, y) => y.winChance - x.winChance)[0];
    const tied = higher ? undefined : shown.find((x) => x.o !== me.o && Math.round(x.winChance * 100) > a && x.visits === me.visits);
    const trust = higher ? ` An option listed here scored higher (${pct(higher.winChance)}) but in only ${count(higher.visits)} playouts against ${count(me.visits)} for this one: too few to rely on.`
      : tied ? ` An option listed here scored higher (${pct(tied.winChance)}) on as many playouts (${count(me.visits)}): the search breaks such ties by the order of the options.` : '';
    if (played && me.i > 0 && chances) return `${credit} ${Level} picks a weaker move on purpose: at this decision ${oneIn(1 - chances[0]!)}. This time it played its ${ordinal(me.i + 1)} choice.${trust}`;
    return `${credit}${trust}`;
  }
  const other = played ? 'the move played' : 'the first choice';
  if (me.i < ref.i) {
    // Ranked above the move played: only a level that picks weaker moves on purpose plays below its first choice.
    const why = chances ? `, but ${Level} picks a weaker move on purpose` : '';
    if (me.visits === ref.visits) return `${credit} Tied with ${other} (${count(me.visits)} playouts each, estimated win chance ${a}% against ${b}%)${why}.`;
    return `${credit} The search preferred it (${count(me.visits)} playouts against ${count(ref.visits)}, estimated win chance ${a}% against ${b}%)${why}.`;
  }
  if (me.visits === ref.visits) return `${credit} Tied with ${other} on playouts (${count(me.visits)} each; estimated win chance ${a}% against ${b}%), and listed after it.`;
  if (a > b) return `${credit} Its estimate is higher (${a}% against ${b}% for ${other}) but rests on ${count(me.visits)} playouts against ${count(ref.visits)}: too few to rely on, so the search ranks it lower.`;
  if (a < b) return `${credit} It did worse in the search: estimated win chance ${a}% against ${b}% for ${other}.`;
  return `${credit} About as good in the search (${a}% against ${b}% for ${other}), on fewer playouts (${count(me.visits)} against ${count(ref.visits)}).`;
}
