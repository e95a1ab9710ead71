// The supervisor's fallback on the main thread: a fast bot choosing from the job's view when the search cannot answer.
import type { Bot } from '@main/ai/bot';
import type { AiJob } from './protocol';
import { chooseFromView, type GameLookup } from './view-turn';

/** A fallback for AiSupervisor: `botFor` picks the bot (the game's heuristic bot once it exists); throws on an unknown game. */
export function viewFallback(lookup: GameLookup, botFor: (job: AiJob) => Bot): (job: AiJob) => unknown {
  return (job) => {
    const game = lookup(job.gameId, job.cardSet);
    if (!game) throw new Error(`unknown game '${job.gameId}'`);
    return chooseFromView(game, job, botFor(job), job.seed);
  };
}
