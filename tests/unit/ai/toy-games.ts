// Two toy games built to expose search mistakes that the card games hide.
import { ruleError } from '@shared/contract/errors';
import type { Game, Outcome } from '@main/engine/game';

/**
 * Kingmaker, 3 players, perfect information. Player 1 (A) picks left, middle or right.
 * Middle: a three-way shared victory. Left: player 2 (B) crowns itself or A. Right: B crowns player 3 (C) or shares with A.
 * B serving its own interest gives A: left 0, middle 1/3, right 1/2, so right is A's best move. A search that lets
 * every chooser maximise A's reward picks left; a paranoid one (opponents minimise A) picks middle.
 */
export interface KingmakerState { players: 3; first: 'left' | 'middle' | 'right' | null; second: 'self' | 'other' | null }
export type KingmakerAction = { pick: string };

const kingmakerWinners = (s: KingmakerState): number[] | null => {
  if (s.first === 'middle') return [0, 1, 2];
  if (s.second === null) return null;
  if (s.first === 'left') return s.second === 'self' ? [1] : [0];
  return s.second === 'self' ? [0, 1] : [2];
};

export const kingmakerGame: Game<KingmakerState, KingmakerAction, KingmakerState> = {
  id: 'kingmaker', name: 'Kingmaker (test)', minPlayers: 3, maxPlayers: 3,
  setup: () => ({ players: 3, first: null, second: null }),
  pending: (s) => (kingmakerWinners(s) ? [] : s.first === null ? [{ player: 0, kind: 'first' }] : [{ player: 1, kind: 'second' }]),
  legalActions(s, p) {
    if (kingmakerWinners(s)) return [];
    if (s.first === null) return p === 0 ? [{ pick: 'left' }, { pick: 'middle' }, { pick: 'right' }] : [];
    return p === 1 ? [{ pick: 'other' }, { pick: 'self' }] : [];
  },
  step(s, p, a) {
    const legal = kingmakerGame.legalActions(s, p).some((x) => x.pick === a?.pick);
    if (!legal) return ruleError('not-your-choice', 'Not a choice you can make now.');
    if (s.first === null) s.first = a.pick as KingmakerState['first'];
    else s.second = a.pick as KingmakerState['second'];
    return null;
  },
  view: (s) => ({ ...s }),
  determinize: (v) => ({ ...v }),
  outcome(s): Outcome | null {
    const winners = kingmakerWinners(s);
    return winners ? { scores: [0, 0, 0], winners, tieBreaks: [] } : null;
  },
  describe: (a) => a.pick,
  clone: (s) => ({ ...s }),
  hiddenFrom: () => [],
};

/**
 * Matching pennies with secret, simultaneous choices: player 1 wins if both pick the same side, player 2 otherwise.
 * Whatever player 1 picks, its true value is 1/2; a search that lets player 2 see player 1's pick values both at 0.
 */
export interface PenniesState { players: 2; picks: (string | null)[] }
export type PenniesAction = { side: 'heads' | 'tails' };
export interface PenniesView { me: number; mine: string | null; picked: boolean[] }

export const penniesGame: Game<PenniesState, PenniesAction, PenniesView> = {
  id: 'pennies', name: 'Matching pennies (test)', minPlayers: 2, maxPlayers: 2,
  setup: () => ({ players: 2, picks: [null, null] }),
  pending: (s) => s.picks.flatMap((x, p) => (x === null ? [{ player: p, kind: 'pick' }] : [])),
  legalActions: (s, p) => (s.picks[p] === null ? [{ side: 'heads' }, { side: 'tails' }] : []),
  step(s, p, a) {
    if (s.picks[p] !== null || (a?.side !== 'heads' && a?.side !== 'tails')) return ruleError('cannot-pick', 'No pick to make.');
    s.picks[p] = a.side;
    return null;
  },
  view: (s, me) => ({ me, mine: s.picks[me] ?? null, picked: s.picks.map((x) => x !== null) }),
  determinize: (v, rng) => ({ players: 2, picks: v.picked.map((has, p) => (p === v.me ? v.mine : has ? rng.pick(['heads', 'tails']) : null)) }),
  outcome(s): Outcome | null {
    if (s.picks.some((x) => x === null)) return null;
    const match = s.picks[0] === s.picks[1];
    return { scores: [match ? 1 : 0, match ? 0 : 1], winners: [match ? 0 : 1], tieBreaks: [] };
  },
  describe: (a) => a.side,
  clone: (s) => ({ players: 2, picks: s.picks.slice() }),
  hiddenFrom: () => [],
};

/**
 * Signals: both players secretly and simultaneously make two picks each, step by step (a formation built card by
 * card). Player 1 wins if its second pick equals player 2's first pick. Player 2's first pick is secret, so player 1
 * can only guess: its true chance is 1/2. A search whose tree lets player 1's second pick depend on player 2's
 * first pick would believe it always wins.
 */
export interface SignalsState { players: 2; picks: string[][] }
export type SignalsAction = { side: 'heads' | 'tails' };
export interface SignalsView { me: number; mine: string[]; counts: number[] }

export const signalsGame: Game<SignalsState, SignalsAction, SignalsView> = {
  id: 'signals', name: 'Signals (test)', minPlayers: 2, maxPlayers: 2,
  setup: () => ({ players: 2, picks: [[], []] }),
  pending: (s) => s.picks.flatMap((p, i) => (p.length < 2 ? [{ player: i, kind: 'signal' }] : [])),
  legalActions: (s, p) => (s.picks[p]!.length < 2 ? [{ side: 'heads' }, { side: 'tails' }] : []),
  step(s, p, a) {
    if (s.picks[p]!.length >= 2 || (a?.side !== 'heads' && a?.side !== 'tails')) return ruleError('cannot-pick', 'No pick to make.');
    s.picks[p]!.push(a.side);
    return null;
  },
  view: (s, me) => ({ me, mine: s.picks[me]!.slice(), counts: s.picks.map((p) => p.length) }),
  determinize: (v, rng) => ({
    players: 2,
    picks: v.counts.map((n, p) => (p === v.me ? v.mine.slice() : Array.from({ length: n }, () => rng.pick(['heads', 'tails'])))),
  }),
  outcome(s): Outcome | null {
    if (s.picks.some((p) => p.length < 2)) return null;
    const caught = s.picks[0]![1] === s.picks[1]![0];
    return { scores: [caught ? 1 : 0, caught ? 0 : 1], winners: [caught ? 0 : 1], tieBreaks: [] };
  },
  describe: (a) => a.side,
  clone: (s) => ({ players: 2, picks: s.picks.map((p) => p.slice()) }),
  hiddenFrom: () => [],
};

/**
 * Snap: both players decide at once to 'snap' or 'wait'. Choices are applied one after another, and a snap ends the
 * game on the spot (its player wins), so the other player's simultaneous choice is then refused: the case of a Ruckus
 * recruit that deals damage or ends the round before the other recruit is applied.
 */
export interface SnapState { players: 2; picks: (string | null)[]; winner: number | null }
export type SnapAction = { move: 'snap' | 'wait' };

export const snapGame: Game<SnapState, SnapAction, SnapState> = {
  id: 'snap', name: 'Snap (test)', minPlayers: 2, maxPlayers: 2,
  setup: () => ({ players: 2, picks: [null, null], winner: null }),
  pending: (s) => (s.winner !== null ? [] : s.picks.flatMap((x, p) => (x === null ? [{ player: p, kind: 'snap' }] : []))),
  legalActions: (s, p) => (s.winner === null && s.picks[p] === null ? [{ move: 'snap' }, { move: 'wait' }] : []),
  step(s, p, a) {
    if (s.winner !== null || s.picks[p] !== null || (a?.move !== 'snap' && a?.move !== 'wait')) return ruleError('cannot-snap', 'Nothing to decide.');
    s.picks[p] = a.move;
    if (a.move === 'snap') s.winner = p;
    return null;
  },
  view: (s) => ({ players: 2, picks: s.picks.slice(), winner: s.winner }),
  determinize: (v) => ({ players: 2, picks: v.picks.slice(), winner: v.winner }),
  outcome(s): Outcome | null {
    if (s.winner !== null) return { scores: s.picks.map((_, p) => (p === s.winner ? 1 : 0)), winners: [s.winner], tieBreaks: [] };
    if (s.picks.some((x) => x === null)) return null;
    return { scores: [0, 0], winners: [0, 1], tieBreaks: [] };
  },
  describe: (a) => a.move,
  clone: (s) => ({ players: 2, picks: s.picks.slice(), winner: s.winner }),
  hiddenFrom: () => [],
};
