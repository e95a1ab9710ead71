// Reward vectors: one entry per player in [0, 1], so each chooser in a search maximises its own entry (3-5 players).
import type { Outcome } from '@main/engine/game';

/** Weight of the score share beside the win share: enough to prefer a closer loss, too small to trade a win for points. */
const SCORE_WEIGHT = 0.1;

/**
 * The reward of a finished game: a winner's share of the victory (1 alone, 1/k in a k-way shared victory),
 * blended with a small share of the scores. A truncated game (no winners) rewards by score share only.
 */
export function outcomeReward(outcome: Outcome): number[] {
  const n = outcome.scores.length;
  const shares = scoreShares(outcome.scores);
  const out = new Array<number>(n);
  if (outcome.winners.length === 0) {
    for (let p = 0; p < n; p++) out[p] = shares[p]!;
    return out;
  }
  const win = 1 / outcome.winners.length;
  for (let p = 0; p < n; p++) out[p] = (1 - SCORE_WEIGHT) * (outcome.winners.includes(p) ? win : 0) + SCORE_WEIGHT * shares[p]!;
  return out;
}

/** Each player's share of the scores after shifting the lowest to zero; equal shares when all are equal. */
export function scoreShares(scores: readonly number[]): number[] {
  const n = scores.length;
  let min = Infinity;
  for (const s of scores) if (s < min) min = s;
  let total = 0;
  for (const s of scores) total += s - min;
  const out = new Array<number>(n);
  for (let p = 0; p < n; p++) out[p] = total > 0 ? (scores[p]! - min) / total : 1 / n;
  return out;
}

/** Turns projected scores into a reward vector that sums to 1 (a soft "who is ahead"). */
export function softmaxRewards(projected: readonly number[], temperature: number): number[] {
  let max = -Infinity;
  for (const x of projected) if (x > max) max = x;
  const out = projected.map((x) => Math.exp((x - max) / temperature));
  let total = 0;
  for (const x of out) total += x;
  for (let p = 0; p < out.length; p++) out[p]! /= total;
  return out;
}
