// A match held in memory by the match service, and the plain helpers around it: what it keeps of its positions and
// its log, the service's dependencies, and its typed failures.
import { ServiceFailure } from '@shared/contract';
import type { LogEntry, LogRecord, Outcome } from '@main/engine/game';
import type { Message } from '@shared/games/words';
import type { GameModule } from '@main/games/registry';
import type { CardSetRepository, MatchRecord, MatchRepository } from '@main/store';
import type { AiJob, AiPlayer } from './ai-player';
import type { EventBus } from './events';
import type { Logger } from './logger';

export interface MatchServiceDeps {
  matches: MatchRepository;
  cardSets: CardSetRepository;
  /** Runs several repository calls in one transaction. */
  transaction: <T>(fn: () => T) => T;
  /**
   * The game modules by id; with a card set's content, the module of the game made from that set (gameModuleFor),
   * which plays that set's states and only those.
   */
  games: (id: string, cardSet?: unknown) => GameModule | undefined;
  /** The ids of every game that can be played. */
  gameIds: () => string[];
  ai: AiPlayer;
  events: EventBus;
  log: Logger;
  /** The least time an AI move takes to appear (ms), read for every move so settings apply at once. */
  minAiDelayMs?: () => number;
  /** Hears every AI move the search could not make (the heuristic fallback played it): logged and counted for health. */
  onAiFallback?: (what: string, reason: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** A match in memory: its record, its current state, and the work under way on it. */
export interface Live {
  record: MatchRecord;
  module: GameModule;
  state: unknown;
  /**
   * The states after the newest actions, by action count (`state` is the newest): undo goes back to one, and the replay
   * of recent moves reads them, without reading the log. Never changed once kept (every action steps a clone).
   */
  recent: Map<number, unknown>;
  /** States that replays of older positions passed, every CHECKPOINT_EVERY actions, by action count. */
  checkpoints: Map<number, unknown>;
  /** Each seat's last action index (-1: none), as far as known; undo forgets those it takes back. */
  lastBy: Map<number, number>;
  /**
   * The game log in words (it is no part of the state): the setup's lines, then each action's. `ends[k]` is the number
   * of lines once k actions are played. Null until it is told again by a replay (a finished match keeps no log).
   */
  log: { lines: LogEntry[]; ends: number[] } | null;
  /** The user card set's content the match is played with (undefined: the game's own), sent with every AI job. */
  cardSet: unknown;
  /** Serializes everything done to this match (acts, AI moves, undo). */
  queue: Promise<unknown>;
  aiJob: AiJob | null;
  aiLoop: Promise<void> | null;
  closed: boolean;
  /**
   * Per seat, the action count at which its position last changed (unset: the count when the match was loaded). An
   * action sent on a view at least this new still answers the position; only the game module's `seatUntouched` lets a
   * move leave a seat's position as it was.
   */
  seatChangedAt?: number[];
}

/** States kept after the newest actions: more than a round of AI moves of a 5-seat Rush match. */
export const RECENT_STATES = 128;
/** Replays of older positions keep the state at every this-many actions they pass (and at most CHECKPOINTS of them). */
export const CHECKPOINT_EVERY = 25;
export const CHECKPOINTS = 80;

/** Whether a seat may undo now and, when it may not, why (a replay's position has no undo to explain). */
export function undoState(undoable: boolean, human: boolean, plan: () => { ok: boolean; reason?: string }): { canUndo: boolean; undoReason?: string } {
  if (!undoable) return { canUndo: false };
  if (!human) return { canUndo: false, undoReason: 'An AI seat\'s moves are not taken back.' };
  const p = plan();
  return p.ok ? { canUndo: true } : { canUndo: false, undoReason: p.reason ?? 'This cannot be taken back.' };
}

/** What a seat is told of another seat's move it could not have seen at the table. */
export const HIDDEN_MOVE = 'made a move you cannot see yet';

export const fail = (kind: 'not_found' | 'rule' | 'validation' | 'storage', message: string, extra: Record<string, unknown> = {}): never => {
  if (kind === 'not_found') throw new ServiceFailure({ kind, message, what: String(extra.what ?? 'match') });
  if (kind === 'rule') throw new ServiceFailure({ kind, message, rule: String(extra.rule ?? 'rule'), ...(extra.words ? { words: extra.words as Message } : {}) });
  if (kind === 'validation') throw new ServiceFailure({ kind, message, issues: (extra.issues as { path: string; message: string }[]) ?? [] });
  throw new ServiceFailure({ kind, message });
};

export function plainOutcome(o: Outcome | null): unknown {
  if (!o) return null;
  const { tieBreakWords, ...rest } = o;
  return { ...rest, scores: [...o.scores], winners: [...o.winners], tieBreaks: [...o.tieBreaks], ...(tieBreakWords ? { tieBreakWords: tieBreakWords.map((m) => ({ msg: m.msg, params: { ...m.params } })) } : {}) };
}

export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function liveMatch(record: MatchRecord, module: GameModule, state: unknown, cardSet: unknown): Live {
  return {
    record, module, state, recent: new Map([[record.actionCount, state]]), checkpoints: new Map(), lastBy: new Map(), log: null,
    cardSet, queue: Promise.resolve(), aiJob: null, aiLoop: null, closed: false,
  };
}

/** Keeps the state after `count` actions as the newest, dropping the oldest beyond RECENT_STATES. */
export function keepRecent(live: Live, count: number, state: unknown): void {
  live.recent.set(count, state);
  live.recent.delete(count - RECENT_STATES);
}

export function keepCheckpoint(live: Live, count: number, state: unknown): void {
  live.checkpoints.set(count, state);
  if (live.checkpoints.size > CHECKPOINTS) live.checkpoints.delete(live.checkpoints.keys().next().value!);
}

/** After an undo back to `count` actions: what was kept of the positions past it goes. */
export function forgetAfter(live: Live, count: number): void {
  for (const held of [live.recent, live.checkpoints]) for (const n of [...held.keys()]) if (n > count) held.delete(n);
  for (const [seat, index] of [...live.lastBy]) if (index >= count) live.lastBy.delete(seat);
  live.recent.set(count, live.state);
  if (live.log) {
    live.log.lines.length = live.log.ends[count]!;
    live.log.ends.length = count + 1;
  }
}

/** Log entries in words, by the game's own words (a game without a log has no lines). */
export function linesOf(module: GameModule, entries: readonly LogRecord[], state: unknown): LogEntry[] {
  return entries.length === 0 || !module.game.logLines ? [] : module.game.logLines(entries, state);
}

/** The log in words of a setup's entries and each action's. */
export function logFrom(module: GameModule, state: unknown, setupLog: readonly LogRecord[], logs: readonly (readonly LogRecord[])[]): { lines: LogEntry[]; ends: number[] } {
  const lines = linesOf(module, setupLog, state);
  const ends = [lines.length];
  for (const entries of logs) {
    for (const line of linesOf(module, entries, state)) lines.push(line);
    ends.push(lines.length);
  }
  return { lines, ends };
}
