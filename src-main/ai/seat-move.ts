// The AI's port for one seat's move, declared once here: the match service asks through it (services/ai-player.ts),
// and the worker pool (workers/ai-player.ts) and the in-process player answer it.
import type { PlayerId } from '@main/engine/game';
import type { GameModule } from '@main/games/registry';
import type { AiStats } from './workers/protocol';

export interface SeatMoveRequest {
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
  /** The match's user card set (its content), so a worker thread can read a view that names it; absent: the game's own. */
  readonly cardSet?: unknown;
}

export interface SeatMoveAnswer {
  readonly action: unknown;
  /** The search's options, kept for "why did the AI do that" (the worker pool gives them only with `wantHints`). */
  readonly stats?: AiStats;
  /** True when the search did not answer (time-out, crash, error) and a heuristic choice stands in. */
  readonly fallback?: boolean;
  /** Why the search did not answer, when `fallback`. */
  readonly fallbackReason?: string;
  readonly elapsedMs?: number;
  /** Search iterations behind the move (0 for a fallback). */
  readonly iterations?: number;
}

export interface SeatMoveProgress {
  readonly iterations: number;
  readonly elapsedMs: number;
}

export interface SeatMoveJob {
  /** null once cancelled (or at shutdown). */
  readonly answer: Promise<SeatMoveAnswer | null>;
  cancel(): void;
}

export interface AiPlayer {
  decide(request: SeatMoveRequest, onProgress: (progress: SeatMoveProgress) => void): SeatMoveJob;
}
