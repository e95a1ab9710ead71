// Builds a bot's turn from a job: the deciding player's view and legal actions, never the true state.
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import type { Bot, BotTurn } from '@main/ai/bot';
import type { AiJob } from './protocol';

/** Finds a game by id: the games registry in the app, a fixed list in tests. */
/** A game by id; with a job's card set content, the game made from that set (which plays that set's views only). */
export type GameLookup = (gameId: string, cardSet?: unknown) => AnyGame | undefined;

/**
 * The player's legal actions: the caller's list when given, else those of a determinization of the view
 * (a player's own options depend only on what that player knows, so any consistent determinization gives them).
 */
export function legalFromView(game: AnyGame, job: AiJob, rng: Rng): readonly unknown[] {
  if (job.legal) return job.legal;
  return game.legalActions(game.determinize(job.view, rng), job.player);
}

export function viewTurn(game: AnyGame, job: AiJob, rng: Rng): BotTurn {
  const legal = legalFromView(game, job, rng);
  if (legal.length === 0) throw new Error(`player ${job.player} has no legal action for '${job.decisionKind}' in ${game.id}`);
  return { game, player: job.player, decision: { player: job.player, kind: job.decisionKind }, legal, rng, view: () => job.view };
}

/** Lets one bot choose for a job (used by the default solver and by the main-side fallback). */
export function chooseFromView(game: AnyGame, job: AiJob, bot: Bot, seed: number): unknown {
  const rng = new Rng(seed);
  return bot.choose(viewTurn(game, job, rng));
}
