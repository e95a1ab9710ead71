// The job protocol between the AI supervisor (main thread) and its worker threads.
// Every message is plain, structured-clone-safe data: no functions, classes or game objects cross the thread boundary.
import type { PlayerId } from '@main/engine/game';
import type { Message } from '@shared/games/words';
import type { BattleGame, BattleJob } from './battle';

/** A thinking budget: the search stops at whichever limit comes first (the supervisor's hard time-out is separate). */
export interface AiBudget {
  readonly iterations?: number;
  readonly timeMs?: number;
}

/** What the caller asks for: one decision of one player, seen from that player's view only. */
export interface AiJob {
  /** The game's id in the games registry, e.g. 'rush', 'ruckus'. */
  readonly gameId: string;
  /** The caller's own tag (a match id) carried back in progress events; never read by the AI. */
  readonly matchId?: string;
  /** The deciding player's view: everything that player may know, nothing more. */
  readonly view: unknown;
  readonly player: PlayerId;
  /** The decision's kind, in the game's words (Decision.kind). */
  readonly decisionKind: string;
  /** A difficulty or bot name ('easy'..'expert', 'heuristic', 'random'). */
  readonly difficulty: string;
  /** Seeds the search so the same job gives the same answer (the search, not the time-out, is deterministic). */
  readonly seed: number;
  readonly budget: AiBudget;
  /** Ask for the top options with visit share and win chance (hints, "why did the AI do that"). */
  readonly wantHints?: boolean;
  /** The player's legal actions computed from the true state; when absent the solver derives them from a determinization of the view. */
  readonly legal?: readonly unknown[];
  /**
   * The user card set the view's game is played with (its content as stored), absent for the game's own set. Views
   * name their set only by a key, so the worker plays the job with the game made from this content (gameModuleFor).
   */
  readonly cardSet?: unknown;
  /**
   * A game review: the move the player made here. The answer's action is then the level's own move, and `stats.review`
   * rates both from the view (`budget.timeMs` covers the whole review of the decision).
   */
  readonly played?: unknown;
}

/** A job as sent to a worker: the caller's job plus the id the supervisor gave it. */
export interface AiJobRequest extends AiJob {
  readonly jobId: string;
}

/** One candidate move with the search's opinion of it. */
export interface AiOptionStat {
  readonly action: unknown;
  /** The move in the game's words (Game.describe). */
  readonly description: string;
  /** Share of the search's visits that went to this move, 0..1. */
  readonly visitShare: number;
  /** Estimated chance that the deciding player wins after this move, 0..1. */
  readonly winChance: number;
  readonly visits?: number;
  /** 1 for the search's first choice, and so on. */
  readonly rank?: number;
  /** For a level that plays weaker moves on purpose: the chance its pick played this move. */
  readonly pickChance?: number;
  /** One line in game terms on what the move does, and how it fared in the search. */
  readonly reason?: string;
  /** The end of `reason` comparing the move with the one played, kept apart so it can be left out (secrecy.ts). */
  readonly note?: string;
  /** The start of `reason` (what the move gains and gives up) as a message of the game's catalogue. */
  readonly why?: Message;
  /** `note` as messages of the AI's catalogue. */
  readonly noteWords?: readonly Message[];
}

/** What the search knows about a decision, for hints and explanations (the search's Advice record fits this shape). */
export interface AiStats {
  /** Best options first (at most a handful). */
  readonly options: readonly AiOptionStat[];
  /** The move actually played, when a noisy difficulty did not play the top option. */
  readonly chosen?: AiOptionStat;
  /** For a level that plays weaker moves on purpose: its name and the chance it played another move than its first choice here. */
  readonly noise?: { readonly level: string; readonly weaker: number };
  /** For a review job: the player's win chance with the level's move (`before`) and with the move it made (`after`). */
  readonly review?: { readonly before: number; readonly after: number; readonly sameMove: boolean };
}

export type ToWorker =
  | { readonly type: 'job'; readonly request: AiJobRequest }
  /** Whole AI-versus-AI games of one army against another ("test this army"); cancelled with 'cancel' like a job. */
  | { readonly type: 'battle'; readonly jobId: string; readonly job: BattleJob }
  | { readonly type: 'cancel'; readonly jobId: string };

export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'progress'; readonly jobId: string; readonly iterations: number; readonly best?: AiOptionStat }
  | { readonly type: 'result'; readonly jobId: string; readonly action: unknown; readonly iterations: number; readonly stats?: AiStats; readonly thinkingMs: number }
  | { readonly type: 'cancelled'; readonly jobId: string }
  | { readonly type: 'error'; readonly jobId: string; readonly message: string }
  /** A battle's finished game. */
  | { readonly type: 'battle-game'; readonly jobId: string; readonly game: BattleGame }
  /** A battle played all its games. */
  | { readonly type: 'battle-done'; readonly jobId: string; readonly played: number };

const isRecord = (m: unknown): m is Record<string, unknown> => typeof m === 'object' && m !== null;

/** Checks a message from a worker before the supervisor trusts it (a broken worker must not break the main thread). */
export function isFromWorker(m: unknown): m is FromWorker {
  if (!isRecord(m)) return false;
  switch (m.type) {
    case 'ready':
      return true;
    case 'progress':
      return typeof m.jobId === 'string' && typeof m.iterations === 'number';
    case 'result':
      return typeof m.jobId === 'string' && 'action' in m && typeof m.iterations === 'number' && typeof m.thinkingMs === 'number';
    case 'cancelled':
      return typeof m.jobId === 'string';
    case 'error':
      return typeof m.jobId === 'string' && typeof m.message === 'string';
    case 'battle-game':
      return typeof m.jobId === 'string' && isRecord(m.game) && typeof m.game.index === 'number' && ['win', 'loss', 'draw'].includes(m.game.result as string);
    case 'battle-done':
      return typeof m.jobId === 'string' && typeof m.played === 'number';
    default:
      return false;
  }
}

/** Checks a message from the supervisor inside the worker. */
export function isToWorker(m: unknown): m is ToWorker {
  if (!isRecord(m)) return false;
  if (m.type === 'cancel') return typeof m.jobId === 'string';
  if (m.type === 'battle') {
    const j = m.job;
    return typeof m.jobId === 'string' && isRecord(j) && typeof j.gameId === 'string' && isRecord(j.army) && isRecord(j.opponent)
      && typeof j.games === 'number' && typeof j.level === 'string' && typeof j.seed === 'number';
  }
  if (m.type !== 'job' || !isRecord(m.request)) return false;
  const r = m.request;
  return typeof r.jobId === 'string' && typeof r.gameId === 'string' && typeof r.player === 'number' && typeof r.decisionKind === 'string'
    && typeof r.difficulty === 'string' && typeof r.seed === 'number' && isRecord(r.budget);
}
