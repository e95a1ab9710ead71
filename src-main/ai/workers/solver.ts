// The seam between the worker pool and the AI search: one function, `solve`, run inside a worker thread.
// Difficulty levels run the ISMCTS search; other names run a registered bot.
import { botByName, randomBot } from '@main/ai/bot';
import { gameModuleFor } from '@main/games';
import type { AiJobRequest, AiOptionStat, AiStats } from './protocol';
import { Rng } from '@main/engine/rng';
import { decide, difficulties, type Difficulty, withIterations } from '@main/ai/difficulty';
import { reviewBudgetFor, reviewDecision } from '@main/ai/review';
import { chooseFromView, type GameLookup, viewTurn } from './view-turn';

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
  /** The job's game: made from the job's card set when it carries one (the view is of that set). */
  readonly lookup: GameLookup;
}

/**
 * A difficulty name (easy, normal, hard, expert) runs the ISMCTS search at that level, within the job's budget (its
 * iterations and time cap override the level's); any other name runs that bot from the registry, else the random bot.
 */
export function createSolver(deps: SolverDeps): Solve {
  return (request, onProgress, isCancelled, now) => {
    const game = deps.lookup(request.gameId, request.cardSet);
    if (!game) throw new Error(`unknown game '${request.gameId}'`);
    if (isCancelled()) throw new Error('cancelled before start');
    const level = (difficulties as Record<string, Difficulty | undefined>)[request.difficulty];
    if (!level) {
      const bot = botByName(request.difficulty) ?? randomBot;
      const action = chooseFromView(game, request, bot, request.seed);
      // A bot has no visit counts or win estimate to report, so its one tick carries no `best`.
      onProgress({ iterations: 1 });
      return { action, iterations: 1 };
    }
    const turn = viewTurn(game, request, new Rng(request.seed));
    const budgeted: Difficulty = { ...(request.budget.iterations !== undefined ? withIterations(level, request.budget.iterations) : level), maxMillis: request.budget.timeMs ?? level.maxMillis };
    if (request.played !== undefined) return reviewOne(game, request, turn.legal, budgeted, onProgress, isCancelled, now);
    const { action, advice } = decide(turn, budgeted, {
      now,
      shouldStop: isCancelled,
      onProgress: (p) => onProgress({ iterations: p.iterations, best: { action: p.best, description: game.describe(p.best), visitShare: p.bestShare, winChance: p.bestWinChance } }),
    });
    const stat = (o: (typeof advice.options)[number]): AiOptionStat => ({
      action: o.action, description: o.description, visitShare: o.visitShare, winChance: o.winChance, visits: o.visits, rank: o.rank, reason: o.reason,
      ...(o.note ? { note: o.note } : {}), why: o.why, ...(o.noteWords.length ? { noteWords: o.noteWords } : {}),
      ...(o.pickChance !== undefined ? { pickChance: o.pickChance } : {}),
    });
    const stats: AiStats = { options: advice.options.map(stat), ...(advice.chosen ? { chosen: stat(advice.chosen) } : {}), ...(advice.noise ? { noise: advice.noise } : {}) };
    return { action, iterations: advice.iterations, stats };
  };
}

/** A review job: the level's move and the player's win chance with it and with the move it made, from the view only. */
function reviewOne(
  game: NonNullable<ReturnType<GameLookup>>, request: AiJobRequest, legal: readonly unknown[], level: Difficulty,
  onProgress: (progress: SolveProgress) => void, isCancelled: () => boolean, now: () => number,
): SolveResult {
  const timeMs = request.budget.timeMs;
  const budget = timeMs === undefined ? {} : reviewBudgetFor(timeMs);
  const r = reviewDecision(game, { index: 0, player: request.player, decisionKind: request.decisionKind, view: request.view, legal, played: request.played }, {
    level, seed: request.seed, budget, now, shouldStop: isCancelled, onProgress: (iterations) => onProgress({ iterations }),
  });
  if (r.stoppedBy === 'cancelled') throw new Error('cancelled');
  const stat = (action: unknown, winChance: number): AiOptionStat => ({ action, description: game.describe(action), visitShare: 1, winChance });
  return { action: r.best, iterations: r.iterations, stats: { options: [stat(r.best, r.before)], chosen: stat(request.played, r.after), review: { before: r.before, after: r.after, sameMove: r.sameMove } } };
}

/** The solver of the app: games from the games registry, a job's card set's game made (and kept) there. */
export const solve: Solve = createSolver({
  lookup: (id, cardSet) => gameModuleFor(id, cardSet)?.game,
});
