// Shared helpers for the AI tests: positions, bot turns and a random walk into the middle of a game.
import type { AnyGame, PlayerId } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import type { BotTurn } from '@main/ai/bot';
import { goofspielGame, type GoofspielState } from '@main/ai/testing/goofspiel';

/** A bot turn for `player` in `state`, its view computed from the state the way a host does. */
export function turnFor<S>(game: AnyGame, state: S, player: PlayerId, seed: number): BotTurn<unknown, unknown> {
  const decision = game.pending(state).find((d) => d.player === player)!;
  return { game, player, decision, legal: game.legalActions(state, player), rng: new Rng(seed), view: () => game.view(state, player) };
}

/** Plays `steps` random actions (a random pending player each time) from a seeded setup. */
export function randomWalk<S>(game: AnyGame, players: number, seed: number, steps: number, options: Record<string, unknown> = {}): S {
  const state = game.setup({ ...options, players }, seed) as S;
  const rng = new Rng(seed + 17);
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const d = rng.pick(game.pending(state));
    const error = game.step(state, d.player, rng.pick(game.legalActions(state, d.player)));
    if (error) throw new Error(error.message);
  }
  return state;
}

/**
 * Goofspiel with 4 cards, two rounds played (player 1 won prize 2, player 2 won prize 3), prize 4 on the table and
 * prize 1 left. Player 1 holds 1 and 4, player 2 holds 2 and 3: bidding 4 wins the game, bidding 1 loses it.
 */
export function decisiveGoofspiel(): GoofspielState {
  const s = goofspielGame.setup({ players: 2, cards: 4 }, 1);
  s.history = [{ prize: 'p2', bids: ['b0-2', 'b1-1'], winner: 0 }, { prize: 'p3', bids: ['b0-3', 'b1-4'], winner: 1 }];
  s.scores = [2, 3];
  s.prize = 'p4';
  s.prizeDeck = ['p1'];
  s.hands = [['b0-1', 'b0-4'], ['b1-2', 'b1-3']];
  s.bids = [null, null];
  return s;
}

/** Wilson score interval lower bound at 95% for `wins` out of `n`. */
export function wilsonLower(wins: number, n: number): number {
  const z = 1.96, p = wins / n;
  return (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
}

/** The end of a sequential test: `above` (the share beats the floor), `below` (it does not) or `undecided` at the cap. */
export interface SequentialResult { verdict: 'above' | 'below' | 'undecided'; games: number; score: number }

/**
 * Wald's sequential probability ratio test of H0 "the hero's share is at most `p0`" against H1 "it is `p1`", one game
 * at a time: `play(g)` returns game g's score for the hero, in [0, 1] (a shared win counts a fraction). It stops at
 * `above` once the log likelihood ratio reaches log((1 - beta) / alpha), at `below` once it falls to
 * log(beta / (1 - alpha)), and at `undecided` after `maxGames`. Fractional scores are sound: for x in [0, 1] with mean
 * at most p0, E[exp(step)] <= 1 by convexity, so the ratio is a supermartingale under H0 and Ville's inequality keeps
 * the chance of a false `above` under alpha, however many games it takes.
 */
export function sequentialTest(play: (game: number) => number, p0: number, p1: number, { alpha = 0.05, beta = 0.05, maxGames }: { alpha?: number; beta?: number; maxGames: number }): SequentialResult {
  const win = Math.log(p1 / p0), loss = Math.log((1 - p1) / (1 - p0));
  const upper = Math.log((1 - beta) / alpha), lower = Math.log(beta / (1 - alpha));
  let llr = 0, score = 0;
  for (let g = 0; g < maxGames; g++) {
    const x = play(g);
    score += x;
    llr += x * win + (1 - x) * loss;
    if (llr >= upper) return { verdict: 'above', games: g + 1, score };
    if (llr <= lower) return { verdict: 'below', games: g + 1, score };
  }
  return { verdict: 'undecided', games: maxGames, score };
}
