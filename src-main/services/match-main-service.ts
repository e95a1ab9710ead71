// Matches as the players see them: every accepted action is saved before the answer (autosave), AI seats
// play on their own, and a match resumes from its newest snapshot plus the actions after it.
import { randomInt } from 'node:crypto';
import {
  AiAdvice, MATCH_FILE_FORMAT, MATCH_FILE_VERSION, MatchFile, ServiceFailure,
  type FileAction, type MatchCardSet, type MatchSummary, type NewMatch, type SeatView, type ServiceImpl, type matchService,
} from '@shared/contract';
import type { RuleError } from '@shared/contract/errors';
import type { AnyGame, LogEntry, LogRecord, Outcome, PlayerId } from '@main/engine/game';
import type { Message } from '@shared/games/words';
import { hashState, stableStringify } from '@main/engine/hash';
import { actionSeenBy, knownOpenTo } from './secrecy';
import { stringsIn } from '@main/engine/conformance';
import type { GameModule } from '@main/games/registry';
import type { CardSetRepository, MatchRecord, MatchRepository, SeatInfo } from '@main/store';
import type { AiAnswer, AiJob, AiPlayer, AiRequest } from './ai-player';
import { toOption, whySummary, whyWords, withoutNote } from './ai-main-service';
import type { EventBus } from './events';
import type { Logger } from './logger';
import { validationIssues } from './dispatcher';

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
interface Live {
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
const RECENT_STATES = 128;
/** Replays of older positions keep the state at every this-many actions they pass (and at most CHECKPOINTS of them). */
const CHECKPOINT_EVERY = 25;
const CHECKPOINTS = 80;

/** Whether a seat may undo now and, when it may not, why (a replay's position has no undo to explain). */
function undoState(undoable: boolean, human: boolean, plan: () => { ok: boolean; reason?: string }): { canUndo: boolean; undoReason?: string } {
  if (!undoable) return { canUndo: false };
  if (!human) return { canUndo: false, undoReason: 'An AI seat\'s moves are not taken back.' };
  const p = plan();
  return p.ok ? { canUndo: true } : { canUndo: false, undoReason: p.reason ?? 'This cannot be taken back.' };
}

/** What a seat is told of another seat's move it could not have seen at the table. */
const HIDDEN_MOVE = 'made a move you cannot see yet';

const fail = (kind: 'not_found' | 'rule' | 'validation' | 'storage', message: string, extra: Record<string, unknown> = {}): never => {
  if (kind === 'not_found') throw new ServiceFailure({ kind, message, what: String(extra.what ?? 'match') });
  if (kind === 'rule') throw new ServiceFailure({ kind, message, rule: String(extra.rule ?? 'rule'), ...(extra.words ? { words: extra.words as Message } : {}) });
  if (kind === 'validation') throw new ServiceFailure({ kind, message, issues: (extra.issues as { path: string; message: string }[]) ?? [] });
  throw new ServiceFailure({ kind, message });
};

export class MatchMainService implements ServiceImpl<typeof matchService> {
  private readonly live = new Map<string, Live>();
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: MatchServiceDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  // ---- contract methods ----

  games() {
    return this.deps.gameIds().flatMap((id) => {
      const module = this.deps.games(id);
      if (!module) return [];
      const { game } = module;
      return [{ id, name: game.name, minPlayers: game.minPlayers, maxPlayers: game.maxPlayers, setups: (module.setupChoices ?? []).map((c) => ({ id: c.id, name: c.name, description: c.description, options: { ...c.options }, ...(c.players ? { players: [...c.players] } : {}) })) }];
    });
  }

  async create(input: NewMatch): Promise<MatchSummary> {
    const { game } = this.module(input.gameId);
    if (input.seats.length < game.minPlayers || input.seats.length > game.maxPlayers) {
      fail('validation', `${game.name} takes ${game.minPlayers} to ${game.maxPlayers} players, not ${input.seats.length}.`, { issues: [{ path: 'seats', message: `${game.minPlayers} to ${game.maxPlayers} seats` }] });
    }
    const cardSet = input.cardSetHash ? this.cardSetContent(input.gameId, input.cardSetHash) : undefined;
    const module = this.moduleFor(input.gameId, cardSet);
    const seed = input.seed ?? randomInt(0, 2 ** 31 - 1);
    const options = { ...input.options };
    const entries: LogRecord[] = [];
    const state = this.setup(module, options, input.seats.length, seed, cardSet, entries);
    const record = this.deps.matches.create({
      gameId: input.gameId, options, seed, seats: input.seats as SeatInfo[],
      ...(input.cardSetHash ? { cardSet: { hash: input.cardSetHash } } : {}),
    });
    const live = liveMatch(record, module, state, cardSet);
    live.log = { lines: linesOf(module, entries, state), ends: [] };
    live.log.ends.push(live.log.lines.length);
    this.live.set(record.id, live);
    this.deps.log.info(`match ${record.id} created: ${game.id}, ${input.seats.length} seats`);
    this.kickAi(live);
    return this.summary(live);
  }

  list(input: { gameId?: string; status?: MatchSummary['status']; limit: number; offset: number }) {
    const page = this.deps.matches.list({ gameId: input.gameId, status: input.status, limit: input.limit, offset: input.offset });
    return { items: page.items.map((r) => this.summaryOf(r, this.live.get(r.id)?.state, this.live.get(r.id)?.module.game)), total: page.total };
  }

  async open(input: { matchId: string; seat?: number }): Promise<SeatView> {
    const live = this.load(input.matchId);
    const seat = input.seat ?? Math.max(0, live.record.seats.findIndex((s) => s.kind === 'human'));
    guardSeat(live.record, seat, 'view');
    this.kickAi(live);
    return this.seatView(live, seat);
  }

  async act(input: { matchId: string; seat: number; action: unknown; expectedActionCount: number }): Promise<SeatView> {
    const live = this.load(input.matchId);
    guardSeat(live.record, input.seat, 'play');
    return this.exclusive(live, async () => {
      if (!this.answersPosition(live, input.seat, input.expectedActionCount)) {
        fail('validation', `The match has moved on (${live.record.actionCount} actions, not ${input.expectedActionCount}); reopen it.`, { issues: [{ path: 'expectedActionCount', message: 'stale' }] });
      }
      this.applyAndSave(live, input.seat, input.action);
      this.kickAi(live);
      return this.seatView(live, input.seat);
    });
  }

  async undo(input: { matchId: string; seat: number }): Promise<SeatView> {
    const live = this.load(input.matchId);
    guardSeat(live.record, input.seat, 'play');
    this.stopAi(live);
    return this.exclusive(live, async () => {
      const plan = this.undoPlan(live, input.seat);
      if (!plan.ok) return fail('rule', plan.reason, { rule: plan.rule });
      const removed = this.deps.matches.undo(live.record.id, live.record.actionCount - plan.index, live.record.actionCount);
      live.state = plan.state;
      live.record = this.deps.matches.get(live.record.id)!;
      forgetAfter(live, plan.index);
      live.seatChangedAt = undefined;
      this.deps.log.info(`match ${live.record.id}: seat ${input.seat} took back ${removed.length} action(s)`);
      this.emitUpdated(live);
      this.kickAi(live);
      return this.seatView(live, input.seat);
    });
  }

  async resign(input: { matchId: string; seat: number }): Promise<MatchSummary> {
    const live = this.load(input.matchId);
    guardSeat(live.record, input.seat, 'play');
    this.stopAi(live);
    return this.exclusive(live, async () => {
      if (live.record.status !== 'active') fail('rule', 'The match is already over.', { rule: 'match-over' });
      const others = live.record.seats.map((_, i) => i).filter((i) => i !== input.seat);
      live.record = this.deps.matches.finish(live.record.id, {
        status: 'resigned',
        outcome: { resignedBy: input.seat, winners: others },
        results: live.record.seats.map((_, seat) => ({ seat, score: 0, won: seat !== input.seat, ...this.seatStats(live, seat) })),
      });
      this.emitUpdated(live);
      return this.summary(live);
    });
  }

  async delete(input: { matchId: string }): Promise<{ deleted: boolean }> {
    const live = this.live.get(input.matchId);
    if (live) {
      live.closed = true;
      this.stopAi(live);
      this.live.delete(input.matchId);
    }
    return { deleted: this.deps.matches.delete(input.matchId) };
  }

  /**
   * The match as a file. While it is on, the file tells no more than its human seats saw: no seed (with it, the whole
   * deal could be rebuilt), and each move some human seat could not see is only marked `hidden`. A finished match
   * exports in full.
   */
  async export(input: { matchId: string }): Promise<MatchFile> {
    const record = this.record(input.matchId);
    return record.status === 'active' ? this.inProgressFile(record) : this.fullFile(record);
  }

  async import(input: { file: unknown }): Promise<MatchSummary> {
    const parsed = MatchFile.safeParse(input.file);
    if (!parsed.success) fail('validation', 'This is not a Skirmish match file.', { issues: validationIssues(parsed.error) });
    const file = parsed.data!;
    if (file.inProgress || file.seed === undefined || file.actions.some((a) => !('action' in a))) {
      fail('rule', 'This file is of a match that was still being played: it leaves out the seed and the moves no player could see, so it cannot be played on. Export the match again once it is over.', { rule: 'import-in-progress' });
    }
    return this.importFull(file as FullFile);
  }

  /** Rebuilds a match from a complete file (seed and every action), checking every action. */
  private importFull(file: FullFile): MatchSummary {
    const module = this.module(file.gameId);
    if (file.seats.length < module.game.minPlayers || file.seats.length > module.game.maxPlayers) {
      fail('validation', `${module.game.name} takes ${module.game.minPlayers} to ${module.game.maxPlayers} players.`, { issues: [{ path: 'seats', message: 'wrong number of seats' }] });
    }
    let cardSetRef: { name: string; content: unknown } | undefined;
    if (file.cardSet !== undefined) {
      const check = module.validateCardSet(file.cardSet);
      if (!check.ok) fail('validation', 'The match file\'s card set is not valid.', { issues: check.issues.map((i) => ({ path: `cardSet.${i.path}`, message: i.message })) });
      cardSetRef = { name: `Imported ${file.gameId} card set`, content: file.cardSet };
    }
    const setupLog: LogRecord[] = [];
    const played = this.moduleFor(file.gameId, file.cardSet);
    const state = this.setup(played, file.options, file.seats.length, file.seed, file.cardSet, setupLog);
    const hashes: string[] = [];
    const states: unknown[] = [];
    const logs: LogRecord[][] = [];
    file.actions.forEach(({ player, action }, index) => {
      const entries: LogRecord[] = [];
      logs.push(entries);
      const error = played.game.step(state, player, action, entries);
      if (error) fail('validation', `Action ${index + 1} of the file is not legal: ${error.message}`, { issues: [{ path: `actions.${index}`, message: `${error.rule}: ${error.message}` }] });
      hashes.push(hashState(state));
      states.push(played.game.clone(state));
    });
    const record = this.deps.transaction(() => {
      const created = this.deps.matches.create({ gameId: file.gameId, options: file.options, seed: file.seed, seats: file.seats as SeatInfo[], ...(cardSetRef ? { cardSet: cardSetRef } : {}) });
      file.actions.forEach(({ player, action }, index) => this.deps.matches.appendAction(created.id, { player, action, stateHash: hashes[index]!, state: states[index], log: logs[index] }, index));
      return this.deps.matches.get(created.id)!;
    });
    const live = liveMatch(record, played, state, file.cardSet);
    live.log = logFrom(played, state, setupLog, logs);
    states.slice(-RECENT_STATES).forEach((s, i, kept) => live.recent.set(states.length - kept.length + i + 1, s));
    this.live.set(record.id, live);
    this.finishIfOver(live);
    this.kickAi(live);
    return this.summary(live);
  }

  /** Every action exactly, with the seed: for a finished match. */
  private fullFile(record: MatchRecord): FullFile {
    const actions = this.deps.matches.actions(record.id);
    const cardSet = this.storedCardSet(record);
    return {
      format: MATCH_FILE_FORMAT, version: MATCH_FILE_VERSION, gameId: record.gameId, seats: record.seats as MatchFile['seats'],
      options: record.options, seed: record.seed, ...(cardSet !== undefined ? { cardSet } : {}),
      actions: actions.map((a) => ({ player: a.player, action: a.action })),
    };
  }

  /** A match still being played: no seed, and a move is told only when every human seat could see it at the table. */
  private inProgressFile(record: MatchRecord): MatchFile {
    const cardSet = this.storedCardSet(record);
    const module = this.moduleFor(record.gameId, cardSet);
    const { game } = module;
    const logged = this.deps.matches.actions(record.id);
    const humans = record.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    const state = this.setup(module, record.options, record.players, record.seed, cardSet);
    const actions: FileAction[] = logged.map(({ player, action }, at) => {
      const seen = humans.every((seat) => actionSeenBy(game, state, player, action, seat, (hashSeed(record.id) + at + 1) >>> 0));
      const error = game.step(state, player, action);
      if (error) fail('storage', `Saved action ${at + 1} of match ${record.id} is refused by the rules (${error.rule}).`);
      return seen ? { player, action } : { player, hidden: true as const };
    });
    return {
      format: MATCH_FILE_FORMAT, version: MATCH_FILE_VERSION, gameId: record.gameId, seats: record.seats as MatchFile['seats'],
      options: record.options, inProgress: true, ...(cardSet !== undefined ? { cardSet } : {}), actions,
    };
  }

  private storedCardSet(record: MatchRecord): unknown {
    return record.cardSetHash ? this.deps.cardSets.get(record.cardSetHash)?.content : undefined;
  }

  cardSet(input: { matchId: string }): MatchCardSet {
    const record = this.record(input.matchId);
    const user = record.cardSetHash ? this.deps.cardSets.get(record.cardSetHash)?.content : undefined;
    // The game's card set as stored (checked by its module when it was imported): the dispatcher checks it against
    // the game's card schema before it leaves the main side.
    return { gameId: record.gameId, content: user ?? this.module(record.gameId).defaultCardSet } as MatchCardSet;
  }

  async replay(input: { matchId: string; seat: number; at: number }) {
    guardSeat(this.record(input.matchId), input.seat, 'view');
    const live = this.load(input.matchId);
    const { record, module } = live;
    const total = record.actionCount;
    const at = Math.min(input.at, total);
    const state = this.stateAt(live, at);
    let lastAction = null as { player: number; text: string; words?: Message; hidden?: true; kind?: string } | null;
    if (at > 0) {
      const { player, action } = this.deps.matches.actions(record.id, { from: at - 1, to: at })[0]!;
      const before = this.stateAt(live, at - 1);
      // While the match is on, a move the seat could not have seen at the table is not told, only that it was made.
      const hidden = record.status === 'active' && !actionSeenBy(module.game, before, player, action, input.seat, (hashSeed(record.id) + at) >>> 0);
      const kind = module.game.pending(before).find((d) => d.player === player)?.kind;
      const words = hidden ? undefined : module.game.words?.(action, before);
      lastAction = { player, text: hidden ? HIDDEN_MOVE : module.game.describe(action, before), ...(words ? { words } : {}), ...(hidden ? { hidden: true as const } : {}), ...(kind ? { kind } : {}) };
    }
    const atPoint = liveMatch({ ...record, status: at < total ? 'active' : record.status, actionCount: at }, module, state, undefined);
    atPoint.closed = true;
    const log = this.logOf(live);
    atPoint.log = { lines: log.lines.slice(0, log.ends[at]), ends: log.ends.slice(0, at + 1) };
    const seatView = this.seatView(atPoint, input.seat, false);
    return { at, total, matchStatus: record.status, seatView, lastAction };
  }

  /**
   * The match's state after its first `at` saved actions: kept in memory, or replayed from the nearest state before it
   * (a state kept in memory, a snapshot, or the setup). The stored state hash of the position reached is checked, and
   * so is each one at a checkpoint kept on the way. The state returned is not to be changed (it may be kept).
   */
  private stateAt(live: Live, at: number): unknown {
    const kept = live.recent.get(at) ?? live.checkpoints.get(at);
    if (kept !== undefined) return kept;
    const { record, module } = live;
    const { game } = module;
    let from = -1, start: unknown;
    for (const held of [live.recent, live.checkpoints]) for (const [n, s] of held) if (n < at && n > from) { from = n; start = s; }
    let state: unknown;
    const snapshot = this.deps.matches.snapshotAt(record.id, at);
    if (snapshot && snapshot.actionCount > from) {
      if (hashState(snapshot.state) !== snapshot.stateHash) fail('storage', `A saved position of match ${record.id} is damaged (snapshot hash differs).`);
      from = snapshot.actionCount;
      state = snapshot.state;
    } else if (from >= 0) {
      state = game.clone(start);
    } else {
      from = 0;
      state = this.setup(module, record.options, record.players, record.seed, live.cardSet);
    }
    const actions = this.deps.matches.actions(record.id, { from, to: at });
    for (const logged of actions) {
      const error = game.step(state, logged.player, logged.action);
      if (error) fail('storage', `Saved action ${logged.index + 1} of match ${record.id} is refused by the rules (${error.rule}).`);
      const count = logged.index + 1;
      const checkpoint = count % CHECKPOINT_EVERY === 0 && count < at;
      if ((checkpoint || count === at) && logged.stateHash && hashState(state) !== logged.stateHash) {
        fail('storage', `Match ${record.id} cannot be replayed: the replay differs from the game as played at action ${count}.`);
      }
      if (checkpoint) keepCheckpoint(live, count, game.clone(state));
    }
    return state;
  }

  /**
   * A new match from a finished one's position after `at` actions. A match still being played is refused: the branch
   * would share its seed, so playing on in it (or turning its AI seats human) would show the cards still hidden.
   */
  async branch(input: { matchId: string; at: number; seats?: MatchFile['seats'] }): Promise<MatchSummary> {
    const record = this.record(input.matchId);
    if (record.status === 'active') {
      fail('rule', 'A match still being played cannot be branched: the new match would deal the same hidden cards. Finish or resign it first.', { rule: 'branch-active-match' });
    }
    const seats = input.seats ?? record.seats;
    if (seats.length !== record.seats.length) fail('validation', `A branch keeps the ${record.seats.length} seats of its match.`, { issues: [{ path: 'seats', message: `${record.seats.length} seats` }] });
    // The log is copied inside the database; the new match's position is then replayed and checked against its hashes.
    const copy = this.deps.matches.branch(record.id, Math.min(input.at, record.actionCount), seats as SeatInfo[]);
    let live: Live;
    try {
      live = this.load(copy.id);
    } catch (e) {
      this.live.delete(copy.id);
      this.deps.matches.delete(copy.id);
      throw e;
    }
    // A snapshot where the branch starts, so it resumes without replaying what came before.
    if (copy.actionCount > 0 && this.deps.matches.snapshotAt(copy.id, copy.actionCount)?.actionCount !== copy.actionCount) {
      this.deps.matches.saveSnapshot(copy.id, { actionCount: copy.actionCount, state: live.state, stateHash: hashState(live.state) });
    }
    this.finishIfOver(live);
    this.kickAi(live);
    return this.summary(live);
  }

  // ---- for the AI service, the app and tests ----

  /** A human seat's pending decision as the AI may see it (view and legal actions only), or null. */
  decisionFor(matchId: string, seat: number, staged: readonly unknown[] = []): AiRequest | null {
    const live = this.load(matchId);
    guardSeat(live.record, seat, 'play');
    if (live.record.status !== 'active') return null;
    const { game } = live.module;
    let state = live.state;
    // Staged actions (a formation in its editor) are played on a copy only: the hint judges the position after them.
    if (staged.length > 0) {
      state = game.clone(live.state);
      staged.forEach((action, i) => {
        if (!game.pending(state).some((d) => d.player === seat)) fail('rule', `Staged action ${i + 1} comes after the decision is over.`, { rule: 'staged-action' });
        const error = game.step(state, seat, action);
        if (error) fail('rule', `Staged action ${i + 1} is refused: ${error.message}`, { rule: error.rule });
      });
    }
    const decision = game.pending(state).find((d) => d.player === seat);
    if (!decision) return null;
    return {
      matchId, module: live.module, seat, decisionKind: decision.kind, difficulty: 'expert', view: game.view(state, seat),
      legal: game.legalActions(state, seat), seed: (hashSeed(matchId) ^ live.record.actionCount ^ staged.length) >>> 0,
      ...(live.cardSet !== undefined ? { cardSet: live.cardSet } : {}),
    };
  }

  /** The game's description of an action in the match's current position (card names, not ids). */
  describeAction(matchId: string, action: unknown): string {
    const live = this.load(matchId);
    return live.module.game.describe(action as never, live.state);
  }

  /** The same description as a message of the game's catalogue (undefined for a game without one). */
  actionWords(matchId: string, action: unknown): Message | undefined {
    const live = this.load(matchId);
    return live.module.game.words?.(action as never, live.state);
  }

  /**
   * What the AI weighed for the move at `moveIndex` (the newest AI move when absent), as kept in the store. While the
   * match is on, it is told as `seat` (the first human seat when absent) may know it: a played move the seat could not
   * see, and options that would name cards the seat has not seen, are withheld and counted.
   */
  adviceFor(matchId: string, moveIndex?: number, seat?: number): AiAdvice | null {
    const record = this.deps.matches.get(matchId);
    if (!record) return null;
    if (seat !== undefined) guardSeat(this.live.get(matchId)?.record ?? record, seat, 'view');
    const kept = this.deps.matches.advice(matchId, moveIndex);
    if (!kept) return null;
    const parsed = AiAdvice.safeParse(kept.advice);
    if (!parsed.success) {
      // A damaged row only loses its explanation; the match itself is untouched.
      this.deps.log.warn(`AI advice for move ${kept.index} of match ${matchId} is unreadable; ignored`);
      return null;
    }
    const live = this.live.get(matchId)?.record ?? record;
    const seatNames = live.seats.map((s) => s.name);
    const told = (a: AiAdvice): AiAdvice => ({ ...a, summary: whySummary(a, seatNames), summaryWords: whyWords(a) });
    const advice = parsed.data;
    // The asking seat (the first human one by default); a match without human seats is only watched, as a whole.
    const viewer = seat ?? live.seats.findIndex((s) => s.kind === 'human');
    if (live.status !== 'active' || viewer < 0 || viewer === advice.player) return told(advice);
    const loaded = this.load(matchId);
    const game = loaded.module.game;
    const before = this.stateAt(loaded, kept.index);
    const seed = (hashSeed(matchId) + kept.index + 1) >>> 0;
    const hideChosen = advice.chosen !== undefined && !actionSeenBy(game, before, advice.player, advice.chosen.action, viewer, seed);
    // The played move is shown exactly when it was seen; any other option when the seat knew it was open.
    const chosenKey = advice.chosen ? stableStringify(advice.chosen.action) : null;
    const options = advice.options.filter((o) => (stableStringify(o.action) === chosenKey ? !hideChosen : knownOpenTo(game, before, advice.player, o.action, viewer, seed)));
    const withheld = advice.options.length - options.length;
    if (!hideChosen && withheld === 0) return told(advice);
    const { chosen, ...rest } = advice;
    // The comparisons with the move played would tell which options it was not, or speak of options left out.
    return told({ ...rest, options: options.map(withoutNote), ...(hideChosen ? { hiddenMove: true } : chosen ? { chosen: withoutNote(chosen) } : {}), ...(withheld > 0 ? { withheld } : {}) });
  }


  /**
   * The match's saved actions replayed from its setup, for a game review: the state just before each action (one state
   * object, stepped on after each step is read), who played it and the action.
   */
  *replaySteps(matchId: string): Generator<{ state: unknown; player: number; action: unknown }> {
    const record = this.record(matchId);
    const cardSet = record.cardSetHash ? this.deps.cardSets.get(record.cardSetHash)?.content : undefined;
    const module = this.moduleFor(record.gameId, cardSet);
    const state = this.setup(module, record.options, record.players, record.seed, cardSet);
    for (const [i, { player, action }] of this.deps.matches.actions(record.id).entries()) {
      yield { state, player, action };
      const error = module.game.step(state, player, action);
      if (error) fail('storage', `Saved action ${i + 1} of match ${record.id} is refused by the rules (${error.rule}).`);
    }
  }

  /** Resolves when no AI work is under way or due on the match. */
  async idle(matchId: string): Promise<void> {
    const live = this.live.get(matchId);
    while (live && (live.aiLoop || this.aiSeatToMove(live) !== null)) {
      if (!live.aiLoop) this.kickAi(live);
      await live.aiLoop;
    }
  }

  /** Drops every match held in memory (after a restore replaced the data); they reload from the store. */
  forgetAll(): void {
    this.shutdown();
    this.live.clear();
  }

  /** Stops every AI job (on quit). */
  shutdown(): void {
    for (const live of this.live.values()) {
      live.closed = true;
      this.stopAi(live);
    }
  }

  // ---- internals ----

  private module(gameId: string): GameModule {
    const module = this.deps.games(gameId);
    if (!module) fail('not_found', `There is no game '${gameId}'.`, { what: 'game' });
    return module!;
  }

  /** The module of the game match `matchId` plays: the game made from its card set, when it has one. */
  moduleOfMatch(matchId: string): GameModule {
    const live = this.live.get(matchId);
    if (live) return live.module;
    const record = this.record(matchId);
    return this.moduleFor(record.gameId, this.storedCardSet(record));
  }

  /** The module of the game made from a match's card set (the game's own module without one). */
  private moduleFor(gameId: string, cardSet: unknown): GameModule {
    const base = this.module(gameId);
    if (cardSet === undefined || cardSet === null) return base;
    try {
      return this.deps.games(gameId, cardSet) ?? base;
    } catch (e) {
      return fail('validation', `The match's card set does not work: ${e instanceof Error ? e.message : String(e)}`, { issues: [{ path: 'cardSet', message: e instanceof Error ? e.message : String(e) }] });
    }
  }

  private cardSetContent(gameId: string, hash: string): unknown {
    const stored = this.deps.cardSets.get(hash);
    if (!stored || stored.gameId !== gameId) fail('not_found', `There is no stored ${gameId} card set ${hash}.`, { what: 'card set' });
    return stored!.content;
  }

  private setup(module: GameModule, options: Record<string, unknown>, players: number, seed: number | string, cardSet: unknown, log?: LogRecord[]): unknown {
    try {
      return module.game.setup({ ...options, players, ...(cardSet !== undefined ? { cardSet } : {}) }, seed, log);
    } catch (e) {
      // A game's setup error may name each problem (Ruckus armies); keep those paths, under `options`.
      const named = (e as { issues?: unknown }).issues;
      const issues = Array.isArray(named) && named.every((i) => typeof i?.path === 'string' && typeof i?.message === 'string')
        ? (named as { path: string; message: string }[]).map((i) => ({ path: `options.${i.path}`, message: i.message }))
        : [{ path: 'options', message: e instanceof Error ? e.message : String(e) }];
      return fail('validation', `These setup options do not work: ${e instanceof Error ? e.message : String(e)}`, { issues });
    }
  }

  private record(matchId: string): MatchRecord {
    const record = this.live.get(matchId)?.record ?? this.deps.matches.get(matchId);
    if (!record) fail('not_found', `There is no match ${matchId}.`, { what: 'match' });
    return record!;
  }

  /**
   * The match in memory, resumed from the store when needed: newest snapshot, then the actions after it, each checked
   * against the state hash saved with it. The states on the way are kept for undo.
   */
  private load(matchId: string): Live {
    const cached = this.live.get(matchId);
    if (cached) return cached;
    const point = this.deps.matches.loadForResume(matchId);
    // A state names its card set by a key; the game made from the set's content plays it.
    const module = this.moduleFor(point.match.gameId, point.cardSet ?? undefined);
    const { game } = module;
    let state: unknown;
    // Without a snapshot or saved log entries (a finished match), the replay from the setup tells the log on its way.
    const telling: LogRecord[][] | null = !point.snapshot && !point.logs ? [[]] : null;
    if (point.snapshot) {
      if (hashState(point.snapshot.state) !== point.snapshot.stateHash) fail('storage', `The saved position of match ${matchId} is damaged (snapshot hash differs).`);
      state = point.snapshot.state;
    } else {
      state = this.setup(module, point.match.options, point.match.players, point.match.seed, point.cardSet ?? undefined, telling?.[0]);
    }
    const live = liveMatch(point.match, module, state, point.cardSet ?? undefined);
    if (point.logs) {
      // The setup's lines are told again (a setup is cheap and its log is no part of any saved state).
      const setupLog: LogRecord[] = [];
      this.setup(module, point.match.options, point.match.players, point.match.seed, point.cardSet ?? undefined, setupLog);
      live.log = logFrom(module, state, setupLog, point.logs as LogRecord[][]);
    }
    live.recent.clear();
    let count = point.snapshot?.actionCount ?? 0;
    live.recent.set(count, state);
    for (const logged of point.actions) {
      state = game.clone(state);
      const entries: LogRecord[] | undefined = telling ? [] : undefined;
      if (entries) telling!.push(entries);
      const error = game.step(state, logged.player, logged.action, entries);
      if (error) fail('storage', `Match ${matchId} cannot be resumed: saved action ${logged.index + 1} is refused by the rules (${error.rule}).`);
      if (logged.stateHash && hashState(state) !== logged.stateHash) fail('storage', `Match ${matchId} cannot be resumed: the replay differs from the game as played at action ${logged.index + 1}.`);
      live.lastBy.set(logged.player, logged.index);
      keepRecent(live, ++count, state);
    }
    live.state = state;
    if (telling) live.log = logFrom(module, state, telling[0]!, telling.slice(1));
    this.live.set(matchId, live);
    this.deps.log.info(`match ${matchId} resumed: ${point.snapshot ? `snapshot at ${point.snapshot.actionCount} + ` : ''}${point.actions.length} actions replayed`);
    return live;
  }

  private exclusive<T>(live: Live, fn: () => Promise<T>): Promise<T> {
    const run = live.queue.then(fn, fn);
    live.queue = run.catch(() => undefined);
    return run;
  }

  /** Applies an action and saves it in one transaction; the in-memory state changes only once it is saved. */
  private applyAndSave(live: Live, seat: PlayerId, action: unknown): void {
    const error = this.tryApplyAndSave(live, seat, action);
    if (error) fail('rule', error.message, { rule: error.rule, words: error.words });
  }

  /** As applyAndSave, but a move the rules refuse is returned (nothing changed) instead of thrown. */
  private tryApplyAndSave(live: Live, seat: PlayerId, action: unknown): RuleError | null {
    if (live.record.status !== 'active') fail('rule', 'The match is over.', { rule: 'match-over' });
    const { game } = live.module;
    const next = game.clone(live.state);
    const entries: LogRecord[] = [];
    const error = game.step(next, seat, action, entries);
    if (error) return error;
    const index = live.record.actionCount;
    const log = this.logOf(live);
    this.deps.matches.appendAction(live.record.id, { player: seat, action, stateHash: hashState(next), state: next, log: entries }, index);
    this.markSeats(live, live.state, next, seat, index + 1);
    live.state = next;
    for (const line of linesOf(live.module, entries, next)) log.lines.push(line);
    log.ends.push(log.lines.length);
    live.record = { ...live.record, actionCount: index + 1, updatedAt: this.deps.now?.() ?? Date.now() };
    live.lastBy.set(seat, index);
    keepRecent(live, index + 1, next);
    this.finishIfOver(live);
    this.emitUpdated(live);
    return null;
  }

  /**
   * Whether an action a seat chose on the view after `expected` actions still answers the match's position: the view
   * is the newest, or every move since left the seat's position as it was (a Draft Tournament's other table). The
   * action itself is checked by the rules as always.
   */
  private answersPosition(live: Live, seat: number, expected: number): boolean {
    const count = live.record.actionCount;
    if (expected === count) return true;
    if (!Number.isInteger(expected) || expected > count) return false;
    return expected >= (live.seatChangedAt?.[seat] ?? count);
  }

  private markSeats(live: Live, before: unknown, after: unknown, actor: number, count: number): void {
    const seats = live.record.seats.length;
    const marks = live.seatChangedAt ?? Array.from({ length: seats }, () => live.record.actionCount);
    const untouched = live.module.seatUntouched;
    for (let seat = 0; seat < seats; seat++) {
      if (seat === actor || !untouched || !untouched(before, after, actor, seat)) marks[seat] = count;
    }
    live.seatChangedAt = marks;
  }

  private finishIfOver(live: Live): void {
    const outcome = live.module.game.outcome(live.state);
    if (!outcome || live.record.status !== 'active') return;
    const scores = outcome.scores;
    live.record = this.deps.matches.finish(live.record.id, {
      status: 'finished',
      outcome,
      results: live.record.seats.map((_, seat) => ({ seat, score: scores[seat] ?? 0, won: outcome.winners.includes(seat), ...this.seatStats(live, seat) })),
    });
    this.deps.log.info(`match ${live.record.id} finished: winners ${outcome.winners.join(', ')}`);
  }

  private seatStats(live: Live, seat: number): { faction?: string | null; cards?: Record<string, number> } {
    const stats = live.module.seatStats?.(live.state)?.[seat];
    if (!stats) return {};
    const cards = Object.fromEntries(Object.entries(stats.cards).filter(([, n]) => n > 0));
    return { faction: stats.faction, ...(Object.keys(cards).length ? { cards } : {}) };
  }

  private emitUpdated(live: Live): void {
    this.deps.events.emit('match.updated', { matchId: live.record.id, actionCount: live.record.actionCount, status: live.record.status });
  }

  /** The first pending decision that belongs to an AI seat, or null. */
  private aiSeatToMove(live: Live): { seat: number; kind: string } | null {
    if (live.closed || live.record.status !== 'active') return null;
    for (const d of live.module.game.pending(live.state)) {
      if (live.record.seats[d.player]?.kind === 'ai') return { seat: d.player, kind: d.kind };
    }
    return null;
  }

  /** Starts the AI loop if an AI seat must decide and no loop runs; it never blocks the caller. */
  private kickAi(live: Live): void {
    if (live.aiLoop || this.aiSeatToMove(live) === null) return;
    live.aiLoop = this.runAi(live).catch((e: unknown) => {
      this.deps.log.error(`AI loop of match ${live.record.id} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }).finally(() => { live.aiLoop = null; });
  }

  private stopAi(live: Live): void {
    live.aiJob?.cancel();
    live.aiJob = null;
  }

  private async runAi(live: Live): Promise<void> {
    for (;;) {
      const turn = this.aiSeatToMove(live);
      if (!turn) return;
      const seatInfo = live.record.seats[turn.seat] as SeatInfo & { difficulty: string };
      const { game } = live.module;
      const legal = game.legalActions(live.state, turn.seat);
      const actionCount = live.record.actionCount;
      const now = this.deps.now ?? Date.now;
      const started = now();
      const job = this.deps.ai.decide({
        matchId: live.record.id, module: live.module, seat: turn.seat, decisionKind: turn.kind, difficulty: seatInfo.difficulty,
        view: game.view(live.state, turn.seat), legal, seed: (hashSeed(live.record.id) + actionCount) >>> 0,
        ...(live.cardSet !== undefined ? { cardSet: live.cardSet } : {}),
      }, (p) => this.deps.events.emit('match.thinking', { matchId: live.record.id, seat: turn.seat, iterations: p.iterations, elapsedMs: p.elapsedMs, done: false }));
      live.aiJob = job;
      const answer = await job.answer;
      if (live.aiJob === job) live.aiJob = null;
      // The least delay is for people watching; a match between AI seats only plays at full speed.
      const minDelay = live.record.seats.some((s) => s.kind === 'human') ? (this.deps.minAiDelayMs?.() ?? 0) : 0;
      const waited = now() - started;
      if (minDelay > waited) await this.sleep(minDelay - waited);
      this.deps.events.emit('match.thinking', { matchId: live.record.id, seat: turn.seat, iterations: 0, elapsedMs: now() - started, done: true });
      if (!answer || live.closed) return;
      if (answer.fallback) this.deps.onAiFallback?.(`move ${actionCount + 1} of match ${live.record.id} (seat ${turn.seat})`, answer.fallbackReason ?? 'the search gave no answer');
      const applied = await this.exclusive(live, async () => {
        // The human may have undone or the match moved on while the AI thought: then think again.
        if (live.record.actionCount !== actionCount || live.record.status !== 'active') return false;
        let action = answer.action;
        const moveIndex = live.record.actionCount;
        const before = live.state;
        const describe = (a: unknown): string => game.describe(a, before);
        const words = game.words ? (a: unknown): Message => game.words!(a, before) : undefined;
        if (this.tryApplyAndSave(live, turn.seat, action)) {
          this.deps.log.error(`AI of match ${live.record.id} chose an illegal action; playing a legal one instead`);
          action = legal[0];
          this.applyAndSave(live, turn.seat, action);
        }
        this.keepAdvice(live.record.id, moveIndex, turn.seat, answer, action, describe, words);
        return true;
      });
      if (!applied && live.closed) return;
    }
  }

  /** Stores what the AI weighed for the move it just played, for "why did the AI do that" after any restart. */
  private keepAdvice(matchId: string, moveIndex: number, seat: number, answer: AiAnswer, played: unknown, describe: (action: unknown) => string, words?: (action: unknown) => Message): void {
    const options = answer.stats?.options ?? [];
    const chosen = answer.stats?.chosen ?? options.find((o) => stableStringify(o.action) === stableStringify(played));
    const advice: AiAdvice = {
      matchId, player: seat, options: options.slice(0, 3).map((o) => toOption(o, describe, words)), ...(chosen ? { chosen: toOption(chosen, describe, words) } : {}),
      iterations: answer.iterations ?? 0, elapsedMs: answer.elapsedMs ?? 0, source: answer.fallback || !answer.stats ? 'fallback' : 'search',
      ...(answer.stats?.noise ? { noise: { level: answer.stats.noise.level, weaker: Math.min(1, Math.max(0, answer.stats.noise.weaker)) } } : {}),
    };
    try {
      this.deps.matches.saveAdvice(matchId, moveIndex, advice);
    } catch (e) {
      // The move itself is saved; only its explanation is lost.
      this.deps.log.warn(`could not keep AI advice for move ${moveIndex} of match ${matchId}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Where undo would go back to: just before the seat's last action, if no hidden card was revealed to it since. */
  private undoPlan(live: Live, seat: number): { ok: true; index: number; state: unknown } | { ok: false; rule: string; reason: string } {
    if (live.record.status !== 'active') return { ok: false, rule: 'match-over', reason: 'The match is over.' };
    const index = this.lastActionOf(live, seat);
    if (index < 0) return { ok: false, rule: 'nothing-to-undo', reason: 'You have no action to take back.' };
    const before = this.stateAt(live, index);
    // Undo takes back every action since, so no human seat may have seen a card since that was hidden from it then
    // (hot seat: one player's undo must not hand another a decision made after a reveal).
    const { game } = live.module;
    const humans = [seat, ...live.record.seats.flatMap((s, i) => (s.kind === 'human' && i !== seat ? [i] : []))];
    for (const h of humans) {
      const hidden = game.hiddenFrom(before, h);
      const seesNow = stringsIn(game.view(live.state, h));
      if (hidden.some((id) => seesNow.has(id)) || game.revealedSince?.(before, live.state, h)) {
        return { ok: false, rule: 'undo-after-reveal', reason: h === seat ? 'Cards you could not see before have been revealed since, so this cannot be taken back.' : `Cards ${live.record.seats[h]!.name} could not see before have been revealed to them since, so this cannot be taken back.` };
      }
    }
    return { ok: true, index, state: before };
  }

  /**
   * The match's game log in words: kept in memory, or told again by replaying its saved actions from the setup with
   * the game log on (a finished match, a branch, or a match saved before the log was kept beside its actions). The
   * replay must reach the state in memory.
   */
  private logOf(live: Live): { lines: LogEntry[]; ends: number[] } {
    if (live.log) return live.log;
    const { record, module } = live;
    const setupLog: LogRecord[] = [];
    const state = this.setup(module, record.options, record.players, record.seed, live.cardSet, setupLog);
    const logs: LogRecord[][] = [];
    for (const logged of this.deps.matches.actions(record.id, { to: record.actionCount })) {
      const entries: LogRecord[] = [];
      const error = module.game.step(state, logged.player, logged.action, entries);
      if (error) fail('storage', `Saved action ${logged.index + 1} of match ${record.id} is refused by the rules (${error.rule}).`);
      logs.push(entries);
    }
    if (hashState(state) !== hashState(live.state)) fail('storage', `The game log of match ${record.id} cannot be told again: the replay differs from the game as played.`);
    live.log = logFrom(module, state, setupLog, logs);
    return live.log;
  }

  /** The index of the seat's last action (-1: none), looked up in the log once and then kept. */
  private lastActionOf(live: Live, seat: number): number {
    let index = live.lastBy.get(seat);
    if (index === undefined) {
      index = this.deps.matches.lastActionBy(live.record.id, seat) ?? -1;
      live.lastBy.set(seat, index);
    }
    return index;
  }

  private seatView(live: Live, seat: number, undoable = true): SeatView {
    const { game } = live.module;
    const pending = live.record.status === 'active' ? game.pending(live.state) : [];
    const legal = pending.some((d) => d.player === seat) ? game.legalActions(live.state, seat) : [];
    const human = live.record.seats[seat]!.kind === 'human';
    const preview = game.preview?.(live.state, seat, legal);
    // The game's own view, actions, previews and breakdown: the module's game is type-erased here, and the
    // dispatcher checks the result against the game's schemas (SeatView) before it leaves the main side.
    const table = {
      gameId: live.record.gameId,
      view: game.view(live.state, seat),
      legal: legal.map((action) => ({ action, text: game.describe(action, live.state), ...(game.words ? { words: game.words(action, live.state) } : {}) })),
      ...(preview === undefined ? {} : { preview }),
      outcome: plainOutcome(game.outcome(live.state)),
    } as unknown as Pick<SeatView, 'gameId' | 'view' | 'legal' | 'preview' | 'outcome'>;
    return {
      match: this.summary(live),
      seat,
      pending,
      log: [...this.logOf(live).lines],
      ...undoState(undoable, human, () => this.undoPlan(live, seat)),
      ...table,
    } as SeatView;
  }

  private summary(live: Live): MatchSummary {
    return this.summaryOf(live.record, live.state, live.module.game);
  }

  private summaryOf(r: MatchRecord, state: unknown, played?: AnyGame): MatchSummary {
    const outcome = r.outcome as { winners?: number[] } | null;
    const game: AnyGame | undefined = played ?? this.deps.games(r.gameId)?.game;
    const winners = outcome?.winners ?? (state !== undefined && game ? (game.outcome(state)?.winners ?? null) : null);
    return {
      id: r.id, gameId: r.gameId, seats: r.seats as MatchSummary['seats'], options: r.options, status: r.status,
      actionCount: r.actionCount, winners: winners ? [...winners] : null, createdAt: r.createdAt, updatedAt: r.updatedAt, finishedAt: r.finishedAt,
    };
  }
}

/** A match file with its seed and every action: what import and branch rebuild a match from. */
type FullFile = Omit<MatchFile, 'seed' | 'actions' | 'inProgress'> & { seed: number | string; actions: { player: number; action: unknown }[] };

/**
 * The one seat guard of every method that takes a seat. The model: whoever calls plays every human seat (hot seat:
 * several people at one machine take turns at the same app) and no AI seat. So a seat must exist; 'play' (act, undo,
 * resign, hints) needs a human seat; 'view' (open, replay, "why did the AI do that") needs a human seat while the match
 * is on, except in a match without human seats, which is only watched; once a match is over every seat may be viewed.
 */
export function guardSeat(record: Pick<MatchRecord, 'id' | 'seats' | 'status'>, seat: number, use: 'view' | 'play'): void {
  const seats = record.seats;
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats.length) {
    throw new ServiceFailure({ kind: 'seat', reason: 'out-of-range', seat: Number.isInteger(seat) ? seat : -1, message: `Match ${record.id} has no seat ${seat}: its seats are 0 to ${seats.length - 1}.` });
  }
  if (seats[seat]!.kind === 'human') return;
  if (use === 'view' && (record.status !== 'active' || !seats.some((s) => s.kind === 'human'))) return;
  throw new ServiceFailure({
    kind: 'seat', reason: 'not-yours', seat,
    message: use === 'play' ? `Seat ${seat} is played by the AI.` : `Seat ${seat} is played by the AI, and its cards stay hidden until the match is over.`,
  });
}

function plainOutcome(o: Outcome | null): unknown {
  if (!o) return null;
  const { tieBreakWords, ...rest } = o;
  return { ...rest, scores: [...o.scores], winners: [...o.winners], tieBreaks: [...o.tieBreaks], ...(tieBreakWords ? { tieBreakWords: tieBreakWords.map((m) => ({ msg: m.msg, params: { ...m.params } })) } : {}) };
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function liveMatch(record: MatchRecord, module: GameModule, state: unknown, cardSet: unknown): Live {
  return {
    record, module, state, recent: new Map([[record.actionCount, state]]), checkpoints: new Map(), lastBy: new Map(), log: null,
    cardSet, queue: Promise.resolve(), aiJob: null, aiLoop: null, closed: false,
  };
}

/** Keeps the state after `count` actions as the newest, dropping the oldest beyond RECENT_STATES. */
function keepRecent(live: Live, count: number, state: unknown): void {
  live.recent.set(count, state);
  live.recent.delete(count - RECENT_STATES);
}

function keepCheckpoint(live: Live, count: number, state: unknown): void {
  live.checkpoints.set(count, state);
  if (live.checkpoints.size > CHECKPOINTS) live.checkpoints.delete(live.checkpoints.keys().next().value!);
}

/** After an undo back to `count` actions: what was kept of the positions past it goes. */
function forgetAfter(live: Live, count: number): void {
  for (const held of [live.recent, live.checkpoints]) for (const n of [...held.keys()]) if (n > count) held.delete(n);
  for (const [seat, index] of [...live.lastBy]) if (index >= count) live.lastBy.delete(seat);
  live.recent.set(count, live.state);
  if (live.log) {
    live.log.lines.length = live.log.ends[count]!;
    live.log.ends.length = count + 1;
  }
}

/** Log entries in words, by the game's own words (a game without a log has no lines). */
function linesOf(module: GameModule, entries: readonly LogRecord[], state: unknown): LogEntry[] {
  return entries.length === 0 || !module.game.logLines ? [] : module.game.logLines(entries, state);
}

/** The log in words of a setup's entries and each action's. */
function logFrom(module: GameModule, state: unknown, setupLog: readonly LogRecord[], logs: readonly (readonly LogRecord[])[]): { lines: LogEntry[]; ends: number[] } {
  const lines = linesOf(module, setupLog, state);
  const ends = [lines.length];
  for (const entries of logs) {
    for (const line of linesOf(module, entries, state)) lines.push(line);
    ends.push(lines.length);
  }
  return { lines, ends };
}
