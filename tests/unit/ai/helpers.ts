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
