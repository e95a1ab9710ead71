// The match repository's records and its interface: a match row, its action log, snapshots, and results when it ends
// (match-repository.ts implements it on SQLite).
export type MatchStatus = 'active' | 'finished' | 'resigned' | 'abandoned';
export const MATCH_STATUSES: readonly MatchStatus[] = ['active', 'finished', 'resigned', 'abandoned'];

/** A seat: a human at this machine, or an AI with its difficulty. Extra fields (e.g. a chosen nation) are kept. */
export type SeatInfo =
  | { readonly kind: 'human'; readonly name: string; readonly [extra: string]: unknown }
  | { readonly kind: 'ai'; readonly name: string; readonly difficulty: string; readonly [extra: string]: unknown };

export interface NewMatch {
  /** Generated (a UUID) when absent. */
  id?: string;
  gameId: string;
  /** Setup options as JSON, without the card set itself (given in `cardSet`). */
  options: Record<string, unknown>;
  /** A user card set: stored by content hash, or an already stored one by its hash. */
  cardSet?: { name: string; content: unknown } | { hash: string };
  seed: number | string;
  seats: SeatInfo[];
}

export interface MatchRecord {
  readonly id: string;
  readonly gameId: string;
  readonly options: Record<string, unknown>;
  readonly cardSetHash: string | null;
  readonly seed: number | string;
  readonly seats: SeatInfo[];
  readonly players: number;
  readonly status: MatchStatus;
  /** Number of actions in the log; the next appended action gets this index. */
  readonly actionCount: number;
  /** The state hash recorded with the last action, when the caller gave one. */
  readonly lastStateHash: string | null;
  readonly outcome: unknown;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly finishedAt: number | null;
}

export interface ActionEntry {
  player: number;
  action: unknown;
  /** hashState of the state after this action: lets resume prove its replay matched. */
  stateHash?: string;
  /** The state after this action; serialized into a snapshot only when one is due (every `snapshotEvery` actions). */
  state?: unknown;
  /** The game log entries this action added (a plain JSON list), saved beside it: the log is not part of the state. */
  log?: unknown[];
}

export interface LoggedActionRecord {
  readonly index: number;
  readonly player: number;
  readonly action: unknown;
  /** Null for an action of a finished match other than one at every snapshot interval and the last (see finish). */
  readonly stateHash: string | null;
  readonly at: number;
}

export interface AppendResult {
  readonly index: number;
  readonly actionCount: number;
  readonly snapshotTaken: boolean;
}

export interface Snapshot {
  /** The state after this many actions. */
  readonly actionCount: number;
  readonly state: unknown;
  readonly stateHash: string;
  readonly at: number;
}

export interface ResumePoint {
  readonly match: MatchRecord;
  /** The match's card set content, when it was set up with a user card set. */
  readonly cardSet: unknown;
  /** The newest snapshot, or null: then replay from setup(options, seed). */
  readonly snapshot: Snapshot | null;
  /** Every logged action after the snapshot (all of them when there is none), in order. */
  readonly actions: LoggedActionRecord[];
  /**
   * The log entries saved with each action, from the first; null when the match's log is not kept (a finished match,
   * or one saved before logs were kept beside the actions): it is told again by replaying the actions from the setup.
   */
  readonly logs: unknown[] | null;
}

export interface SeatResultInput {
  seat: number;
  score: number;
  /** Score minus the best other seat's score when absent. */
  margin?: number;
  won: boolean;
  /** The Rush nation or Ruckus guild this seat played. */
  faction?: string | null;
  /** Cards bought (Rush vehicles) or drafted (Ruckus units) by this seat: card id to copies. */
  cards?: Record<string, number>;
}

export interface FinishInput {
  status: Exclude<MatchStatus, 'active'>;
  outcome?: unknown;
  /** One per seat for a played-out or resigned match; empty for an abandoned one (nothing counts in statistics). */
  results: SeatResultInput[];
}

export interface MatchListQuery {
  gameId?: string;
  status?: MatchStatus | MatchStatus[];
  limit?: number;
  offset?: number;
}

export interface MatchPage {
  readonly items: MatchRecord[];
  readonly total: number;
}

export interface MatchRepository {
  create(input: NewMatch): MatchRecord;
  get(id: string): MatchRecord | null;
  /** Unfinished first, then most recently played first. */
  list(query?: MatchListQuery): MatchPage;
  /** Deletes the match with its log, snapshots, results and campaign entry. True when it existed. */
  delete(id: string): boolean;
  /**
   * Appends one action and updates the match row in ONE transaction: the autosave.
   * `expectedIndex` guards against two writers (the action must get that index).
   */
  appendAction(matchId: string, entry: ActionEntry, expectedIndex?: number): AppendResult;
  /** Stores the state after `actionCount` actions (normally done by appendAction every `snapshotEvery` actions). */
  saveSnapshot(matchId: string, snapshot: { actionCount: number; state: unknown; stateHash: string }): void;
  /** The newest snapshot and the actions after it, read in one transaction. */
  loadForResume(matchId: string): ResumePoint;
  /** The newest snapshot taken after at most `actionCount` actions, or null. */
  snapshotAt(matchId: string, actionCount: number): Snapshot | null;
  /** The index of `player`'s last logged action, or null when it has none. */
  lastActionBy(matchId: string, player: number): number | null;
  /**
   * A new active match with the first `at` actions of another, copied inside the database with their state hashes
   * (and the newest snapshot within them): what a branch starts from. The new match gets `seats` (as many as before).
   */
  branch(fromId: string, at: number, seats: SeatInfo[]): MatchRecord;
  /** Logged actions with index in [from, to). */
  actions(matchId: string, range?: { from?: number; to?: number }): LoggedActionRecord[];
  /** Removes the last `count` actions (and snapshots past them) in one transaction; returns them, oldest first. */
  undo(matchId: string, count?: number, expectedActionCount?: number): LoggedActionRecord[];
  /**
   * Ends an active match and writes per-seat results and cards for statistics, in one transaction. The action log is
   * packed into one compressed row with the state hashes at every `snapshotEvery`-th action and the last; the log
   * entries saved beside the actions are dropped (a replay tells them again), and so are its snapshots.
   */
  finish(matchId: string, input: FinishInput): MatchRecord;
  /** Keeps what the AI weighed for the logged action at `index` (plain JSON; the service checks its shape on reading). */
  saveAdvice(matchId: string, index: number, advice: unknown): void;
  /** The advice kept for the action at `index`, or for the newest advised action; null when there is none. */
  advice(matchId: string, index?: number): { index: number; advice: unknown } | null;
}
