// "Tricks": a tiny built-in game that exercises every part of the engine interface the real games use:
// hidden hands, a hidden deck, simultaneous secret decisions, a reveal, a log (outside the state) and an outcome
// with tie-breaks.
// Each round every player secretly commits one card; when all have committed the highest value takes the trick.
import { ruleError, type RuleError } from '@shared/contract/errors';
import type { Decision, Game, LogEntry, LogRecord, Outcome, PlayerId } from '../game';
import { type Rng, type RngState, seedRng, shuffleInPlace } from '../rng';

export interface TricksOptions { players: number; handSize?: number }

export interface TricksState {
  players: number;
  handSize: number;
  rng: RngState;
  /** Every card instance id, in deal order; a card's value is its number. */
  cards: string[];
  deck: string[];
  hands: string[][];
  committed: (string | null)[];
  played: string[];
  tricks: number[];
}

export type TricksAction = { type: 'commit'; card: string };

export interface TricksView {
  me: PlayerId;
  players: number;
  handSize: number;
  deckCount: number;
  hand: string[];
  handCounts: number[];
  myCommitted: string | null;
  hasCommitted: boolean[];
  played: string[];
  tricks: number[];
}

/** The log entries of Tricks, as `step` writes them (`logLines` says them). */
export type TricksLogEntry =
  | { m: 'deal'; players: number; handSize: number }
  | { m: 'trick'; cards: string[]; winner: number };

const valueOf = (card: string): number => Number(card.slice(1));

function isCommit(action: unknown): action is TricksAction {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'commit' && typeof (action as { card?: unknown }).card === 'string';
}

function resolveTrick(s: TricksState, log: LogRecord[] | undefined): void {
  const plays = s.committed as string[];
  let best = 0;
  for (let p = 1; p < s.players; p++) if (valueOf(plays[p]!) > valueOf(plays[best]!)) best = p;
  s.tricks[best]!++;
  s.played.push(...plays);
  log?.push({ m: 'trick', cards: plays.slice(), winner: best } satisfies TricksLogEntry);
  s.committed = s.committed.map(() => null);
}

export const tricksGame: Game<TricksState, TricksAction, TricksView, TricksOptions> = {
  id: 'tricks',
  name: 'Tricks (engine test game)',
  minPlayers: 2,
  maxPlayers: 4,

  setup(options, seed, log) {
    const players = options.players;
    if (!Number.isInteger(players) || players < 2 || players > 4) throw new RangeError(`Tricks takes 2 to 4 players, not ${players}`);
    const handSize = options.handSize ?? 3;
    const rng = seedRng(seed);
    const cards = Array.from({ length: players * handSize + 4 }, (_, i) => `c${i + 1}`);
    const deck = shuffleInPlace(rng, cards.slice());
    const hands = Array.from({ length: players }, () => deck.splice(0, handSize));
    log?.push({ m: 'deal', players, handSize } satisfies TricksLogEntry);
    return { players, handSize, rng, cards, deck, hands, committed: hands.map(() => null), played: [], tricks: hands.map(() => 0) };
  },

  pending(s) {
    if (s.hands.every((h) => h.length === 0)) return [];
    const out: Decision[] = [];
    for (let p = 0; p < s.players; p++) if (s.committed[p] === null) out.push({ player: p, kind: 'commit' });
    return out;
  },

  legalActions(s, player) {
    if (player < 0 || player >= s.players || s.committed[player] !== null) return [];
    return s.hands[player]!.map((card) => ({ type: 'commit', card }));
  },

  step(s, player, action, log): RuleError | null {
    if (s.hands.every((h) => h.length === 0)) return ruleError('game-over', 'The game is over.');
    if (!Number.isInteger(player) || player < 0 || player >= s.players) return ruleError('no-such-player', `There is no player ${player}.`);
    if (!isCommit(action)) return ruleError('unknown-action', 'The only action is committing a card.');
    if (s.committed[player] !== null) return ruleError('already-committed', 'You have already committed a card this round.');
    const hand = s.hands[player]!;
    const at = hand.indexOf(action.card);
    if (at < 0) return ruleError('card-not-in-hand', `${action.card} is not in your hand.`);
    hand.splice(at, 1);
    s.committed[player] = action.card;
    if (s.committed.every((c) => c !== null)) resolveTrick(s, log);
    return null;
  },

  view(s, me) {
    return {
      me,
      players: s.players,
      handSize: s.handSize,
      deckCount: s.deck.length,
      hand: s.hands[me]!.slice(),
      handCounts: s.hands.map((h) => h.length),
      myCommitted: s.committed[me] ?? null,
      hasCommitted: s.committed.map((c) => c !== null),
      played: s.played.slice(),
      tricks: s.tricks.slice(),
    };
  },

  determinize(v, rng: Rng) {
    const total = v.players * v.handSize + 4;
    const all = Array.from({ length: total }, (_, i) => `c${i + 1}`);
    const known = new Set([...v.hand, ...v.played, ...(v.myCommitted ? [v.myCommitted] : [])]);
    const unknown = rng.shuffle(all.filter((c) => !known.has(c)));
    const hands = v.handCounts.map((n, p) => (p === v.me ? v.hand.slice() : unknown.splice(0, n)));
    const committed = v.hasCommitted.map((has, p) => (p === v.me ? v.myCommitted : has ? unknown.pop()! : null));
    return {
      players: v.players, handSize: v.handSize, rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()],
      cards: all, deck: unknown, hands, committed, played: v.played.slice(), tricks: v.tricks.slice(),
    };
  },

  outcome(s): Outcome | null {
    if (!s.hands.every((h) => h.length === 0) || s.committed.some((c) => c !== null)) return null;
    const top = Math.max(...s.tricks);
    const winners = s.tricks.flatMap((t, p) => (t === top ? [p] : []));
    return { scores: s.tricks.slice(), winners, tieBreaks: winners.length > 1 ? ['Equal tricks: a shared victory.'] : [] };
  },

  describe(action) {
    return `Commit ${action.card}`;
  },

  clone(s) {
    return { ...s, rng: [...s.rng] as RngState, cards: s.cards.slice(), deck: s.deck.slice(), hands: s.hands.map((h) => h.slice()), committed: s.committed.slice(), played: s.played.slice(), tricks: s.tricks.slice() };
  },

  hiddenFrom(s, player) {
    const hidden = s.deck.slice();
    for (let p = 0; p < s.players; p++) {
      if (p === player) continue;
      hidden.push(...s.hands[p]!);
      const c = s.committed[p];
      if (c) hidden.push(c);
    }
    return hidden;
  },

  invariants(s) {
    const problems: string[] = [];
    const zones = [...s.deck, ...s.hands.flat(), ...s.committed.filter((c): c is string => c !== null), ...s.played];
    const total = s.players * s.handSize + 4;
    if (zones.length !== total) problems.push(`${zones.length} cards in zones, expected ${total}`);
    if (new Set(zones).size !== zones.length) problems.push('a card is in two zones');
    return problems;
  },

  logLines(entries) {
    return entries.map((entry): LogEntry => {
      const e = entry as TricksLogEntry;
      return e.m === 'deal'
        ? { text: `Each of the ${e.players} players is dealt ${e.handSize} cards.` }
        : { text: `Revealed ${e.cards.join(', ')}; player ${e.winner + 1} takes the trick.`, cites: 'Highest card takes the trick.' };
    });
  },
};
