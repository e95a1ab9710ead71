// The one seat guard: every method that takes a seat refuses a seat the match does not have and a seat the caller
// does not play (an AI seat while the match is on) with the typed 'seat' error, through the dispatcher as a caller
// sees it. Hot seat: every human seat at the machine may play.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceError, type CallResult, type SeatView } from '@shared/contract';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { gameModule } from '@main/games/index';
import type { AiPlayer } from '@main/services/ai-player';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';

const games = (id: string) => (id === 'tricks' ? tricksModule : gameModule(id));
const open: { store: Store; services: MainServices }[] = [];
afterEach(() => { for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); } });

/** An AI that plays its first legal action and says what it weighed, so "why" has something to tell. */
const plainAi: AiPlayer = {
  decide: (r) => ({
    answer: Promise.resolve({ action: r.legal[0], stats: { options: [{ action: r.legal[0], description: 'first', visitShare: 1, winChance: 0.5 }] } }),
    cancel: () => {},
  }),
};

function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-guard-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, games, gameIds: () => ['tricks', 'ruckus'], ai: plainAi, sleep: async () => {} });
  open.push({ store, services });
  const call = (method: string, args: unknown): Promise<CallResult> => services.dispatcher.call(method, args, 'test');
  return { store, services, call, match: services.impls.match as MatchMainService };
}

const human = (name: string) => ({ kind: 'human' as const, name });
const ai = (name: string) => ({ kind: 'ai' as const, name, difficulty: 'easy' as const });

function seatError(r: CallResult): { reason: string; seat: number } {
  if (r.ok) throw new Error(`expected a seat refusal, got ${JSON.stringify(r.result).slice(0, 200)}`);
  expect(ServiceError.safeParse(r.error).success).toBe(true);
  if (r.error.kind !== 'seat') throw new Error(`expected a seat refusal, got ${r.error.kind}: ${r.error.message}`);
  return r.error;
}

/** Every seat-taking method, with its arguments for a seat (a legal action for act). */
function seatCalls(matchId: string, legal: unknown, actionCount: number): [string, (seat: number) => unknown][] {
  return [
    ['match.open', (seat) => ({ matchId, seat })],
    ['match.act', (seat) => ({ matchId, seat, action: legal, expectedActionCount: actionCount })],
    ['match.undo', (seat) => ({ matchId, seat })],
    ['match.resign', (seat) => ({ matchId, seat })],
    ['match.replay', (seat) => ({ matchId, seat, at: 0 })],
    ['ai.hint', (seat) => ({ matchId, player: seat })],
    ['ai.why', (seat) => ({ matchId, seat })],
  ];
}

describe('the seat guard', () => {
  it('refuses, on every seat-taking method, a seat out of range and the AI seat while the match is on', async () => {
    const { call, match, store } = start();
    const m = await match.create({ gameId: 'rush', seats: [human('Ann'), ai('Bot')], options: {}, seed: 7 });
    await match.idle(m.id);
    const v = await match.open({ matchId: m.id, seat: 0 });
    const before = store.matches.get(m.id)!.actionCount;
    for (const [method, args] of seatCalls(m.id, v.legal[0]!.action, v.match.actionCount)) {
      for (const seat of [2, 4]) expect(seatError(await call(method, args(seat))), `${method} seat ${seat}`).toMatchObject({ reason: 'out-of-range', seat });
      expect(seatError(await call(method, args(1))), `${method} AI seat`).toMatchObject({ reason: 'not-yours', seat: 1 });
    }
    // Nothing was played, taken back or resigned by the refused calls.
    expect(store.matches.get(m.id)).toMatchObject({ actionCount: before, status: 'active' });
    // The human seat passes the guard on each of them (what follows is each method's own answer).
    for (const [method, args] of seatCalls(m.id, v.legal[0]!.action, v.match.actionCount)) {
      const r = await call(method, args(0));
      expect(!r.ok && r.error.kind === 'seat', method).toBe(false);
    }
  });

  it('refuses the AI seat\'s undo after the human\'s undo was refused (it would give the decision back after a reveal)', async () => {
    const { call, match, store } = start();
    const m = await match.create({ gameId: 'rush', seats: [human('Ann'), ai('Bot')], options: {}, seed: 4 });
    await match.idle(m.id);
    const v = await match.open({ matchId: m.id, seat: 0 });
    // Ending the turn draws new cards: a reveal, after which the turn cannot be taken back.
    const end = v.legal.find((l) => l.action.type === 'end')!.action;
    await match.act({ matchId: m.id, seat: 0, action: end, expectedActionCount: v.match.actionCount });
    await match.idle(m.id);
    const refusedHuman = await call('match.undo', { matchId: m.id, seat: 0 });
    expect(refusedHuman).toMatchObject({ ok: false, error: { kind: 'rule', rule: 'undo-after-reveal' } });
    const count = store.matches.get(m.id)!.actionCount;
    expect(seatError(await call('match.undo', { matchId: m.id, seat: 1 }))).toMatchObject({ reason: 'not-yours' });
    expect(store.matches.get(m.id)!.actionCount).toBe(count);
  });

  it('lets every seat be viewed once the match is over, and a match without human seats be watched', async () => {
    const { call, match } = start();
    const m = await match.create({ gameId: 'rush', seats: [human('Ann'), ai('Bot')], options: {}, seed: 9 });
    await match.idle(m.id);
    await match.resign({ matchId: m.id, seat: 0 });
    for (const method of ['match.open', 'match.replay']) expect(await call(method, { matchId: m.id, seat: 1, ...(method === 'match.replay' ? { at: 1 } : {}) })).toMatchObject({ ok: true });
    // Playing stays a human seat's: an AI seat does not act or undo, even after the end.
    expect(seatError(await call('match.undo', { matchId: m.id, seat: 1 }))).toMatchObject({ reason: 'not-yours' });
    const watched = await match.create({ gameId: 'rush', seats: [ai('A'), ai('B')], options: {}, seed: 2 });
    expect(await call('match.open', { matchId: watched.id, seat: 1 })).toMatchObject({ ok: true, result: { seat: 1 } });
    expect(seatError(await call('match.act', { matchId: watched.id, seat: 0, action: { type: 'end' }, expectedActionCount: 0 }))).toMatchObject({ reason: 'not-yours' });
  });

  it('opens the first human seat when no seat is named', async () => {
    const { call, match } = start();
    const m = await match.create({ gameId: 'rush', seats: [ai('Bot'), human('Ann')], options: {}, seed: 3 });
    const r = await call('match.open', { matchId: m.id });
    expect(r).toMatchObject({ ok: true, result: { seat: 1 } });
  });

  it('hot seat: each human seat plays, no one opens the AI seat, and an undo after the reveal is refused', async () => {
    const { call, match } = start();
    const m = await match.create({ gameId: 'rush', seats: [human('Ann'), human('Ben'), ai('Bot')], options: {}, seed: 12 });
    await match.idle(m.id);
    const opened = async (seat: number): Promise<SeatView> => {
      const r = await call('match.open', { matchId: m.id, seat });
      if (!r.ok) throw new Error(r.error.message);
      return r.result as SeatView;
    };
    expect(seatError(await call('match.open', { matchId: m.id, seat: 2 }))).toMatchObject({ reason: 'not-yours' });
    const endTurn = async (seat: number) => {
      const v = await opened(seat);
      const end = v.legal.find((l) => l.action.type === 'end')!.action;
      return call('match.act', { matchId: m.id, seat, action: end, expectedActionCount: v.match.actionCount });
    };
    expect(await endTurn(0)).toMatchObject({ ok: true });
    // Ending the turn drew Ann new cards: taking it back after she saw them is refused.
    expect(await call('match.undo', { matchId: m.id, seat: 0 })).toMatchObject({ ok: false, error: { kind: 'rule', rule: 'undo-after-reveal' } });
    // Ben, the next seat, plays his own turn at the same machine.
    expect((await opened(1)).legal.length).toBeGreaterThan(0);
    expect(await endTurn(1)).toMatchObject({ ok: true });
  });
});

describe('undo in a hot-seat Ruckus game', () => {
  it('takes back a unit placed behind the Battle Screen, but not once the formations are revealed, though every card of a Basic army is known', async () => {
    const { call, match } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [human('Ann'), human('Ben'), ai('Bot')], options: { setup: 'basic' }, seed: 12 });
    await match.idle(m.id);
    const play = async (seat: number, type: 'place' | 'confirm') => {
      const v = await match.open({ matchId: m.id, seat });
      const action = v.legal.find((l) => l.action.type === type)!.action;
      return call('match.act', { matchId: m.id, seat, action, expectedActionCount: v.match.actionCount });
    };
    expect(await play(0, 'place')).toMatchObject({ ok: true });
    expect(await play(1, 'place')).toMatchObject({ ok: true });
    // Behind the screen: Ann may take her unit back (Ben has seen nothing of her formation).
    expect((await match.open({ matchId: m.id, seat: 0 })).canUndo).toBe(true);
    expect(await call('match.undo', { matchId: m.id, seat: 0 })).toMatchObject({ ok: true });
    expect(await play(0, 'place')).toMatchObject({ ok: true });
    expect(await play(0, 'confirm')).toMatchObject({ ok: true });
    expect(await play(1, 'confirm')).toMatchObject({ ok: true });
    await match.idle(m.id);
    // Revealed: Ben now knows where Ann's units stand, so he may not go back and place his again.
    const r = await call('match.undo', { matchId: m.id, seat: 1 });
    expect(r).toMatchObject({ ok: false, error: { kind: 'rule', rule: 'undo-after-reveal' } });
    expect((await match.open({ matchId: m.id, seat: 1 })).canUndo).toBe(false);
  });
});

describe('"why did the AI do that" while the match is on', () => {
  it('filters the reasons for every viewer who is not the AI that moved, and refuses the AI\'s own seat', async () => {
    const { call, match, store } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [human('Ann'), ai('Bot')], options: { setup: 'basic' }, seed: 5 });
    await match.idle(m.id);
    const index = store.matches.actions(m.id).findIndex((a) => a.player === 1 && (a.action as { type: string }).type === 'place');
    expect(index).toBeGreaterThanOrEqual(0);
    for (const args of [{ matchId: m.id, moveIndex: index }, { matchId: m.id, moveIndex: index, seat: 0 }]) {
      const r = await call('ai.why', args);
      expect(r).toMatchObject({ ok: true, result: { player: 1, hiddenMove: true } });
      expect((r as { result: { chosen?: unknown } }).result.chosen).toBeUndefined();
    }
    expect(seatError(await call('ai.why', { matchId: m.id, moveIndex: index, seat: 1 }))).toMatchObject({ reason: 'not-yours' });
    expect(seatError(await call('ai.why', { matchId: m.id, moveIndex: index, seat: 3 }))).toMatchObject({ reason: 'out-of-range' });
    expect(await call('ai.why', { matchId: m.id, moveIndex: index, seat: 5 })).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });
});
