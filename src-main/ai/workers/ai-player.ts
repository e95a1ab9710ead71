// The supervisor behind the match service's AI port (AiPlayer in src-main/services/ai-player.ts, matched structurally:
// this layer may not import services). An AI seat's move always comes: the search's, else the fallback's, else the first legal action.
import type { PlayerId } from '@main/engine/game';
import type { AiBudget, AiStats } from './protocol';
import type { AiSupervisor } from './supervisor';

export interface SeatMoveRequest {
  readonly matchId: string;
  readonly module: { readonly game: { readonly id: string } };
  readonly seat: PlayerId;
  readonly decisionKind: string;
  readonly difficulty: string;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly seed: number;
  /** The match's user card set, carried to the worker with the job. */
  readonly cardSet?: unknown;
}

export interface SeatMoveAnswer {
  readonly action: unknown;
  /** True when the search did not answer (time-out, crash, error) and a heuristic choice stands in. */
  readonly fallback?: boolean;
  /** Why the search did not answer, when `fallback`. */
  readonly fallbackReason?: string;
  readonly elapsedMs: number;
  /** Search iterations behind the move (0 for a fallback). */
  readonly iterations?: number;
  /** The search's options, for "why did the AI do that" (only with `wantHints`). */
  readonly stats?: AiStats;
}

export interface SeatMoveJob {
  /** null once cancelled (or at shutdown). */
  readonly answer: Promise<SeatMoveAnswer | null>;
  cancel(): void;
}

export interface SupervisedAiPlayerOptions {
  /** The thinking budget of a difficulty; empty lets the solver use the level's own. */
  readonly budgetFor?: (difficulty: string) => AiBudget;
  /** Keep the search's top options with every move. */
  readonly wantHints?: boolean;
  readonly log?: { error(message: string): void };
}

export function supervisedAiPlayer(supervisor: AiSupervisor, opts: SupervisedAiPlayerOptions = {}) {
  return {
    decide(request: SeatMoveRequest, onProgress: (p: { iterations: number; elapsedMs: number }) => void): SeatMoveJob {
      const asked = supervisor.request({
        gameId: request.module.game.id, matchId: request.matchId, view: request.view, player: request.seat, decisionKind: request.decisionKind,
        difficulty: request.difficulty, seed: request.seed, budget: opts.budgetFor?.(request.difficulty) ?? {}, legal: request.legal,
        ...(opts.wantHints ? { wantHints: true } : {}), ...(request.cardSet !== undefined ? { cardSet: request.cardSet } : {}),
      }, { onProgress: (p) => onProgress({ iterations: p.iterations, elapsedMs: p.elapsedMs }) });
      const answer = asked.result.then((a): SeatMoveAnswer | null => {
        switch (a.kind) {
          case 'move':
            return { action: a.action, elapsedMs: a.elapsedMs, iterations: a.iterations, ...(a.stats ? { stats: a.stats } : {}) };
          case 'fallback':
            return { action: a.action, fallback: true, fallbackReason: `${a.reason}: ${a.detail}`, elapsedMs: a.elapsedMs };
          case 'cancelled':
            return null;
          case 'failed':
            // The search and the fallback both failed: the match must still go on.
            opts.log?.error(`AI of match ${request.matchId} failed (${a.message}); playing the first legal action`);
            return request.legal.length > 0 ? { action: request.legal[0], fallback: true, fallbackReason: a.message, elapsedMs: a.elapsedMs } : null;
        }
      });
      return { answer, cancel: asked.cancel };
    },
  };
}
