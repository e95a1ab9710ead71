// The supervisor as the match service's AI port (AiPlayer, src-main/ai/seat-move.ts). An AI seat's move always comes:
// the search's, else the fallback's, else the first legal action.
import type { AiPlayer, SeatMoveAnswer } from '@main/ai/seat-move';
import type { AiBudget } from './protocol';
import type { AiSupervisor } from './supervisor';

export interface SupervisedAiPlayerOptions {
  /** The thinking budget of a difficulty; empty lets the solver use the level's own. */
  readonly budgetFor?: (difficulty: string) => AiBudget;
  /** Keep the search's top options with every move. */
  readonly wantHints?: boolean;
  readonly log?: { error(message: string): void };
}

export function supervisedAiPlayer(supervisor: AiSupervisor, opts: SupervisedAiPlayerOptions = {}): AiPlayer {
  return {
    decide(request, onProgress) {
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
