// How the match service asks for an AI seat's move. The worker-pool supervisor implements this in the app;
// the in-process player below serves tests and the CLI.
import type { PlayerId } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { botByName, randomBot } from '@main/ai/bot';
import type { GameModule } from '@main/games/registry';

export interface AiRequest {
  readonly matchId: string;
  readonly module: GameModule;
  readonly seat: PlayerId;
  readonly decisionKind: string;
  readonly difficulty: string;
  /** The seat's view only: an AI never sees the state. */
  readonly view: unknown;
  /** The seat's legal actions (they are visible to the seat). */
  readonly legal: readonly unknown[];
  readonly seed: number;
}

export interface AiAnswer {
  readonly action: unknown;
  /** True when the search failed (crash, time-out) and a heuristic choice stands in. */
  readonly fallback?: boolean;
  readonly elapsedMs?: number;
}

export interface AiProgress {
  readonly iterations: number;
  readonly elapsedMs: number;
}

export interface AiJob {
  readonly answer: Promise<AiAnswer | null>;
  /** Stops the job; its answer becomes null. */
  cancel(): void;
}

export interface AiPlayer {
  decide(request: AiRequest, onProgress: (p: AiProgress) => void): AiJob;
}

/** Runs the named bot (by difficulty) on the main thread: for tests and headless use, not the app's UI path. */
export function inProcessAiPlayer(): AiPlayer {
  return {
    decide(request) {
      let cancelled = false;
      const answer = Promise.resolve().then(() => {
        if (cancelled) return null;
        const bot = botByName(request.difficulty) ?? randomBot;
        const view = request.view;
        const action = bot.choose({
          game: request.module.game, player: request.seat, decision: { player: request.seat, kind: request.decisionKind },
          legal: request.legal, rng: new Rng(request.seed), view: () => view,
        });
        return cancelled ? null : { action };
      });
      return { answer, cancel: () => { cancelled = true; } };
    },
  };
}
