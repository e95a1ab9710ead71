// The seam between the worker pool and the AI search: one function, `solve`, run inside a worker thread.
// The search (ISMCTS) replaces the body of createSolver; the pool, the protocol and the tests stay as they are.
import { botByName, randomBot } from '@main/ai/bot';
import { gameModule } from '@main/games';
import type { AiJobRequest, AiOptionStat, AiStats } from './protocol';
import { chooseFromView, type GameLookup } from './view-turn';

/** A progress tick: iterations done so far and the best move so far. */
export interface SolveProgress {
  readonly iterations: number;
  readonly best?: AiOptionStat;
}

export interface SolveResult {
  readonly action: unknown;
  readonly iterations: number;
  /** Top options with visit share and win chance; expected when the request has wantHints. */
  readonly stats?: AiStats;
}

/**
 * Decides one job. Contract for every implementation:
 * - sees `request.view` only (never a true state) and returns one of the player's legal actions;
 * - calls `onProgress` between ticks (the worker throttles what it forwards) and `isCancelled()` between ticks,
 *   returning or throwing soon after it turns true (the answer is then discarded);
 * - respects `request.budget` (iterations and/or timeMs measured with `now`, in ms); the supervisor's hard time-out is a last resort;
 * - is deterministic for a given request.seed and iteration budget; may be synchronous or return a promise.
 */
export type Solve = (
  request: AiJobRequest,
  onProgress: (progress: SolveProgress) => void,
  isCancelled: () => boolean,
  now: () => number,
) => SolveResult | Promise<SolveResult>;

export interface SolverDeps {
  readonly lookup: GameLookup;
}

/** For now: the bot named by the difficulty (falling back to the random bot) chooses from the view. */
export function createSolver(deps: SolverDeps): Solve {
  return (request, onProgress, isCancelled) => {
    const game = deps.lookup(request.gameId);
    if (!game) throw new Error(`unknown game '${request.gameId}'`);
    if (isCancelled()) throw new Error('cancelled before start');
    const bot = botByName(request.difficulty) ?? randomBot;
    const action = chooseFromView(game, request, bot, request.seed);
    // A bot has no visit counts or win estimate to report, so its one tick carries no `best`.
    onProgress({ iterations: 1 });
    return { action, iterations: 1 };
  };
}

/** The solver of the app: games from the games registry. */
export const solve: Solve = createSolver({ lookup: (id) => gameModule(id)?.game });
