// Matches as the players see them: every accepted action is saved before the answer (autosave), AI seats
// play on their own, and a match resumes from its newest snapshot plus the actions after it.
import { randomInt } from 'node:crypto';
import {
  AiAdvice, MATCH_FILE_FORMAT, MATCH_FILE_VERSION, MatchFile, ServiceFailure,
  type FileAction, type MatchCardSet, type MatchSummary, type NewMatch, type SeatView, type ServiceImpl, type matchService,
} from '@shared/contract';
import type { LogRecord } from '@main/engine/game';
import type { Message } from '@shared/games/words';
import { stableStringify } from '@main/engine/hash';
import { storedHash, storedState } from '@main/engine/storage';
import type { MatchRecord, SeatInfo } from '@main/store';
import type { AiRequest } from './ai-player';
import { whySummary, whyWords, withoutNote } from './ai-main-service';
import { validationIssues } from './dispatcher';
import { fail, forgetAfter, hashSeed, HIDDEN_MOVE, type Live, liveMatch, linesOf, logFrom, RECENT_STATES } from './live-match';
import { MatchAiTurns } from './match-ai-turns';
import { actionSeenBy, knownOpenTo } from './secrecy';

export type { MatchServiceDeps } from './live-match';

export class MatchMainService extends MatchAiTurns implements ServiceImpl<typeof matchService> {
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
      hashes.push(storedHash(played.game, state));
      states.push(played.game.clone(state));
    });
    const record = this.deps.transaction(() => {
      const created = this.deps.matches.create({ gameId: file.gameId, options: file.options, seed: file.seed, seats: file.seats as SeatInfo[], ...(cardSetRef ? { cardSet: cardSetRef } : {}) });
      file.actions.forEach(({ player, action }, index) => this.deps.matches.appendAction(created.id, { player, action, stateHash: hashes[index]!, state: storedState(played.game, states[index]), log: logs[index] }, index));
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
      this.deps.matches.saveSnapshot(copy.id, { actionCount: copy.actionCount, state: storedState(live.module.game, live.state), stateHash: storedHash(live.module.game, live.state) });
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
