// The game review (chess-site style): for each decision a seat made, the move a level would have played and the seat's
// win chance with that move and with the move it made. Every figure comes from searches of that seat's view at that
// point (each iteration re-deals what the seat could not see), so a review never uses a card the seat had not seen.
import type { AnyGame, PlayerId } from '@main/engine/game';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { budgetShare, decide, type Difficulty, iterationsFor, scaledDepth, scaledExploration } from './difficulty';
import { type GameAi, gameAiFor } from './game-ai';
import { searchIsmcts, type StopReason } from './ismcts';

/** One decision of the reviewed seat: what it saw, what it could do and what it did. */
export interface ReviewPoint<V = unknown, A = unknown> {
  /** The action's place in the match's log (0-based). */
  readonly index: number;
  readonly player: PlayerId;
  readonly decisionKind: string;
  /** The seat's view just before the move: the only thing the review's searches read. */
  readonly view: V;
  readonly legal: readonly A[];
  readonly played: A;
}

/** One step of a match: the state just before an action, and the action. */
export interface HistoryStep<S = unknown, A = unknown> {
  readonly state: S;
  readonly player: PlayerId;
  readonly action: A;
}

/**
 * The seat's decisions that offered a choice (a forced move, the only legal action, is not a decision), each with the
 * seat's view and legal actions at that point. The states are read here only to take the seat's view of them.
 */
export function reviewPoints<S, A>(game: AnyGame, history: Iterable<HistoryStep<S, A>>, seat: PlayerId): ReviewPoint<unknown, A>[] {
  const points: ReviewPoint<unknown, A>[] = [];
  let index = 0;
  for (const step of history) {
    if (step.player === seat) {
      const legal = game.legalActions(step.state, seat) as A[];
      if (legal.length > 1) {
        const decision = game.pending(step.state).find((d) => d.player === seat);
        // Copies: the caller may step the same state object on after this step (a replay).
        points.push({ index, player: seat, decisionKind: decision?.kind ?? '', view: structuredClone(game.view(step.state, seat)), legal: structuredClone(legal), played: structuredClone(step.action) });
      }
    }
    index++;
  }
  return points;
}

/** How much a review may think about one decision. */
export interface ReviewBudget {
  /** Share of the level's iterations for each of the two searches that rate a single move (default 0.5). */
  readonly valueShare?: number;
  /** Time cap of the level's own search, when a clock is given (ms; the level's own cap when absent). */
  readonly searchMillis?: number;
  /** Time cap of each search that rates a single move, when a clock is given (ms). */
  readonly valueMillis?: number;
}

/** A decision's thinking time split between its searches: half for the level's own, a quarter for each single-move search. */
export function reviewBudgetFor(timeMs: number): ReviewBudget {
  return { searchMillis: timeMs / 2, valueMillis: timeMs / 4 };
}

export interface ReviewOptions {
  readonly level: Difficulty;
  readonly seed: number;
  readonly budget?: ReviewBudget;
  readonly now?: () => number;
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (iterations: number) => void;
}

export interface DecisionReview<A> {
  /** The move the level would have played here. */
  readonly best: A;
  /** Whether the seat played that move. */
  readonly sameMove: boolean;
  /** The seat's win chance with the level's move: the position's worth before the move. */
  readonly before: number;
  /** The seat's win chance after the move it made. */
  readonly after: number;
  /** Search iterations spent on the decision, all searches together. */
  readonly iterations: number;
  readonly stoppedBy: StopReason;
}

const DEFAULT_VALUE_SHARE = 0.5;

/**
 * Rates one decision. The level's own search (as it would play, at its budget) finds its move; then one search of the
 * seat's view with that move as the only choice, and one with the played move as the only choice, estimate the win
 * chance after each. The two share their random stream (the same re-deals and rollouts, as far as the moves allow), so
 * two moves that come to the same thing get the same figure instead of two noisy ones. When the seat played the level's
 * move, one such search rates both.
 */
export function reviewDecision<A>(game: AnyGame, point: ReviewPoint<unknown, A>, opts: ReviewOptions): DecisionReview<A> {
  const ai = gameAiFor(game) as GameAi<unknown, A, unknown>;
  const keyOf = (a: A): string => (ai.actionKey ? ai.actionKey(a) : stableStringify(a));
  const { level } = opts;
  const rng = new Rng(opts.seed);
  const turn = { game, player: point.player, decision: { player: point.player, kind: point.decisionKind }, legal: point.legal, rng, view: () => point.view };
  const searchLevel = opts.budget?.searchMillis !== undefined ? { ...level, maxMillis: opts.budget.searchMillis } : level;
  let iterations = 0;
  const progress = (n: number): void => opts.onProgress?.(iterations + n);
  const { action: best, advice } = decide(turn, searchLevel, { now: opts.now, shouldStop: opts.shouldStop, onProgress: (p) => progress(p.iterations), progressEvery: 100, adviceTop: 1 });
  iterations += advice.iterations;
  if (advice.stoppedBy === 'cancelled') return { best, sameMove: false, before: 0.5, after: 0.5, iterations, stoppedBy: 'cancelled' };

  const share = opts.budget?.valueShare ?? DEFAULT_VALUE_SHARE;
  const valueIterations = Math.max(1, Math.round(iterationsFor(level, ai.gameId, ai.seats?.(point.view)) * budgetShare(ai, point.decisionKind) * share));
  const valueSeed = [rng.u32(), rng.u32(), rng.u32(), rng.u32()] as [number, number, number, number];
  let cancelled = false;
  const valueOf = (move: A): number => {
    const result = searchIsmcts({
      game, view: point.view, player: point.player, legal: [move], rng: new Rng(valueSeed), ai,
      iterations: valueIterations, maxMillis: opts.now ? opts.budget?.valueMillis : undefined, now: opts.now, shouldStop: opts.shouldStop,
      onProgress: (p) => progress(p.iterations), progressEvery: 100,
      exploration: scaledExploration(ai.exploration?.(point.view), level.explorationScale), rolloutDepth: scaledDepth(ai, level.rolloutDepthScale),
    });
    iterations += result.iterations;
    if (result.stoppedBy === 'cancelled') cancelled = true;
    return result.options[0]!.meanReward;
  };
  const sameMove = keyOf(best) === keyOf(point.played);
  const before = valueOf(best);
  const after = sameMove || cancelled ? before : valueOf(point.played);
  return { best, sameMove, before, after, iterations, stoppedBy: cancelled ? 'cancelled' : advice.stoppedBy };
}

/** How a move's loss of win chance is called, as chess sites do; thresholds in points of win chance (judgement calls). */
export type MoveLabel = 'inaccuracy' | 'mistake' | 'blunder';

export const LOSS_LABELS: readonly { readonly label: MoveLabel; readonly atLeast: number }[] = [
  { label: 'blunder', atLeast: 0.2 },
  { label: 'mistake', atLeast: 0.1 },
  { label: 'inaccuracy', atLeast: 0.05 },
];

export function lossLabel(loss: number): MoveLabel | undefined {
  return LOSS_LABELS.find((l) => loss >= l.atLeast)?.label;
}

/** Turning points: the moves that lost the most win chance (at least `min`), at most `count`, the biggest loss first. */
export function turningPoints<T extends { readonly loss: number }>(moves: readonly T[], count = 3, min = 0.03): T[] {
  return moves.filter((m) => m.loss >= min).sort((a, b) => b.loss - a.loss).slice(0, count);
}
