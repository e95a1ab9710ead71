// The matches in memory and their positions: loading a match from the store (newest snapshot, then the actions after
// it, each checked against its state hash), replaying to any earlier position, applying and saving an action, undo's
// plan and the seat view. The AI seats' play (match-ai-turns.ts) and the contract methods (match-main-service.ts)
// build on it.
import type { MatchSummary, SeatView } from '@shared/contract';
import type { RuleError } from '@shared/contract/errors';
import type { AnyGame, LogEntry, LogRecord, PlayerId } from '@main/engine/game';
import { hashState } from '@main/engine/hash';
import { restoredState, storedHash, storedState } from '@main/engine/storage';
import { stringsIn } from '@main/engine/conformance';
import type { GameModule } from '@main/games/registry';
import type { MatchRecord } from '@main/store';
import {
  CHECKPOINT_EVERY, fail, keepCheckpoint, keepRecent, type Live, liveMatch, linesOf, logFrom, type MatchServiceDeps, plainOutcome, undoState,
} from './live-match';

export abstract class MatchPositions {
  protected readonly live = new Map<string, Live>();

  constructor(protected readonly deps: MatchServiceDeps) {}

  protected module(gameId: string): GameModule {
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
  protected moduleFor(gameId: string, cardSet: unknown): GameModule {
    const base = this.module(gameId);
    if (cardSet === undefined || cardSet === null) return base;
    try {
      return this.deps.games(gameId, cardSet) ?? base;
    } catch (e) {
      return fail('validation', `The match's card set does not work: ${e instanceof Error ? e.message : String(e)}`, { issues: [{ path: 'cardSet', message: e instanceof Error ? e.message : String(e) }] });
    }
  }

  protected cardSetContent(gameId: string, hash: string): unknown {
    const stored = this.deps.cardSets.get(hash);
    if (!stored || stored.gameId !== gameId) fail('not_found', `There is no stored ${gameId} card set ${hash}.`, { what: 'card set' });
    return stored!.content;
  }

  protected storedCardSet(record: MatchRecord): unknown {
    return record.cardSetHash ? this.deps.cardSets.get(record.cardSetHash)?.content : undefined;
  }

  protected setup(module: GameModule, options: Record<string, unknown>, players: number, seed: number | string, cardSet: unknown, log?: LogRecord[]): unknown {
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

  protected record(matchId: string): MatchRecord {
    const record = this.live.get(matchId)?.record ?? this.deps.matches.get(matchId);
    if (!record) fail('not_found', `There is no match ${matchId}.`, { what: 'match' });
    return record!;
  }

  /**
   * The match in memory, resumed from the store when needed: newest snapshot, then the actions after it, each checked
   * against the state hash saved with it. The states on the way are kept for undo.
   */
  protected load(matchId: string): Live {
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
      state = restored(game, point.snapshot.state, matchId);
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
      if (logged.stateHash && storedHash(game, state) !== logged.stateHash) fail('storage', `Match ${matchId} cannot be resumed: the replay differs from the game as played at action ${logged.index + 1}.`);
      live.lastBy.set(logged.player, logged.index);
      keepRecent(live, ++count, state);
    }
    live.state = state;
    if (telling) live.log = logFrom(module, state, telling[0]!, telling.slice(1));
    this.live.set(matchId, live);
    this.deps.log.info(`match ${matchId} resumed: ${point.snapshot ? `snapshot at ${point.snapshot.actionCount} + ` : ''}${point.actions.length} actions replayed`);
    return live;
  }

  /**
   * The match's state after its first `at` saved actions: kept in memory, or replayed from the nearest state before it
   * (a state kept in memory, a snapshot, or the setup). The stored state hash of the position reached is checked, and
   * so is each one at a checkpoint kept on the way. The state returned is not to be changed (it may be kept).
   */
  protected stateAt(live: Live, at: number): unknown {
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
      state = restored(game, snapshot.state, record.id);
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
      if ((checkpoint || count === at) && logged.stateHash && storedHash(game, state) !== logged.stateHash) {
        fail('storage', `Match ${record.id} cannot be replayed: the replay differs from the game as played at action ${count}.`);
      }
      if (checkpoint) keepCheckpoint(live, count, game.clone(state));
    }
    return state;
  }

  /**
   * The match's game log in words: kept in memory, or told again by replaying its saved actions from the setup with
   * the game log on (a finished match, a branch, or a match saved before the log was kept beside its actions). The
   * replay must reach the state in memory.
   */
  protected logOf(live: Live): { lines: LogEntry[]; ends: number[] } {
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

  protected exclusive<T>(live: Live, fn: () => Promise<T>): Promise<T> {
    const run = live.queue.then(fn, fn);
    live.queue = run.catch(() => undefined);
    return run;
  }

  /** Applies an action and saves it in one transaction; the in-memory state changes only once it is saved. */
  protected applyAndSave(live: Live, seat: PlayerId, action: unknown): void {
    const error = this.tryApplyAndSave(live, seat, action);
    if (error) fail('rule', error.message, { rule: error.rule, words: error.words });
  }

  /** As applyAndSave, but a move the rules refuse is returned (nothing changed) instead of thrown. */
  protected tryApplyAndSave(live: Live, seat: PlayerId, action: unknown): RuleError | null {
    if (live.record.status !== 'active') fail('rule', 'The match is over.', { rule: 'match-over' });
    const { game } = live.module;
    const next = game.clone(live.state);
    const entries: LogRecord[] = [];
    const error = game.step(next, seat, action, entries);
    if (error) return error;
    const index = live.record.actionCount;
    const log = this.logOf(live);
    this.deps.matches.appendAction(live.record.id, { player: seat, action, stateHash: storedHash(game, next), state: storedState(game, next), log: entries }, index);
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
  protected answersPosition(live: Live, seat: number, expected: number): boolean {
    const count = live.record.actionCount;
    if (expected === count) return true;
    if (!Number.isInteger(expected) || expected > count) return false;
    return expected >= (live.seatChangedAt?.[seat] ?? count);
  }

  protected markSeats(live: Live, before: unknown, after: unknown, actor: number, count: number): void {
    const seats = live.record.seats.length;
    const marks = live.seatChangedAt ?? Array.from({ length: seats }, () => live.record.actionCount);
    const untouched = live.module.seatUntouched;
    for (let seat = 0; seat < seats; seat++) {
      if (seat === actor || !untouched || !untouched(before, after, actor, seat)) marks[seat] = count;
    }
    live.seatChangedAt = marks;
  }

  protected finishIfOver(live: Live): void {
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

  protected seatStats(live: Live, seat: number): { faction?: string | null; cards?: Record<string, number> } {
    const stats = live.module.seatStats?.(live.state)?.[seat];
    if (!stats) return {};
    const cards = Object.fromEntries(Object.entries(stats.cards).filter(([, n]) => n > 0));
    return { faction: stats.faction, ...(Object.keys(cards).length ? { cards } : {}) };
  }

  protected emitUpdated(live: Live): void {
    this.deps.events.emit('match.updated', { matchId: live.record.id, actionCount: live.record.actionCount, status: live.record.status });
  }

  /** The index of the seat's last action (-1: none), looked up in the log once and then kept. */
  protected lastActionOf(live: Live, seat: number): number {
    let index = live.lastBy.get(seat);
    if (index === undefined) {
      index = this.deps.matches.lastActionBy(live.record.id, seat) ?? -1;
      live.lastBy.set(seat, index);
    }
    return index;
  }

  /** Where undo would go back to: just before the seat's last action, if no hidden card was revealed to it since. */
  protected undoPlan(live: Live, seat: number): { ok: true; index: number; state: unknown } | { ok: false; rule: string; reason: string } {
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

  protected seatView(live: Live, seat: number, undoable = true): SeatView {
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

  protected summary(live: Live): MatchSummary {
    return this.summaryOf(live.record, live.state, live.module.game);
  }

  protected summaryOf(r: MatchRecord, state: unknown, played?: AnyGame): MatchSummary {
    const outcome = r.outcome as { winners?: number[] } | null;
    const game: AnyGame | undefined = played ?? this.deps.games(r.gameId)?.game;
    const winners = outcome?.winners ?? (state !== undefined && game ? (game.outcome(state)?.winners ?? null) : null);
    return {
      id: r.id, gameId: r.gameId, seats: r.seats as MatchSummary['seats'], options: r.options, status: r.status,
      actionCount: r.actionCount, winners: winners ? [...winners] : null, createdAt: r.createdAt, updatedAt: r.updatedAt, finishedAt: r.finishedAt,
    };
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
}

/** A snapshot's state in play (its stored form read back); one that cannot be read back is damage, not a crash. */
function restored(game: AnyGame, stored: unknown, matchId: string): unknown {
  try {
    return restoredState(game, stored);
  } catch (e) {
    return fail('storage', `The saved position of match ${matchId} is damaged (${e instanceof Error ? e.message : String(e)}).`);
  }
}
