import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceFailure, type SeatView } from '@shared/contract';
import { hashState } from '@main/engine/hash';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { tricksGame, type TricksState, type TricksView } from '@main/engine/testing/tricks-game';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';

const games = (id: string) => (id === 'tricks' ? tricksModule : undefined);
const open: { store: Store; services: MainServices }[] = [];

function start(dataDir = mkdtempSync(join(tmpdir(), 'skirmish-match-')), delays: number[] = [], now?: () => number) {
  const store = openStore({ dataDir, dailyBackup: false });
  const log = memoryLogger();
  const services = createMainServices({ host: 'test', dataDir, log, store, games, sleep: async (ms) => { delays.push(ms); }, ...(now ? { now } : {}) });
  open.push({ store, services });
  return { store, services, log, dataDir, match: services.impls.match as MatchMainService, delays };
}

afterEach(() => {
  for (const { store, services } of open.splice(0)) {
    services.shutdown();
    store.close();
  }
});

const human = (name: string) => ({ kind: 'human' as const, name });
const ai = (name: string) => ({ kind: 'ai' as const, name, difficulty: 'normal' as const });
// Tricks is a test game outside the contract's games: its view is read as the test game's own.
const view = (v: SeatView) => v.view as unknown as TricksView;

async function refusal(p: Promise<unknown>): Promise<ServiceFailure['error']> {
  const e = await p.then(() => null, (x: unknown) => x);
  if (!(e instanceof ServiceFailure)) throw new Error(`expected a ServiceFailure, got ${String(e)}`);
  return e.error;
}

describe('match service', () => {
  it('creates a match, lets the AI seat decide on its own, and shows a seat only its own view', async () => {
    const { match, store } = start();
    const created = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot')], options: {}, seed: 5 });
    await match.idle(created.id);
    const seen = await match.open({ matchId: created.id, seat: 0 });
    expect(seen.match.actionCount).toBe(1);
    expect(view(seen).hasCommitted).toEqual([false, true]);
    expect(view(seen).hand).toHaveLength(3);
    expect(seen.legal).toHaveLength(3);
    expect(seen.legal[0]!.text).toMatch(/^Commit c\d+$/);
    expect(seen.pending).toEqual([{ player: 0, kind: 'commit' }]);
    // The AI's hand, dealt again from the seed and its moves: none of it is in the human seat's view.
    const truth = tricksGame.setup({ players: 2 }, 5) as TricksState;
    for (const a of store.matches.actions(created.id)) expect(tricksGame.step(truth, a.player, a.action as never)).toBeNull();
    expect(truth.hands[1]!.length).toBeGreaterThan(0);
    for (const card of truth.hands[1]!) expect(view(seen).hand).not.toContain(card);
    expect(JSON.stringify(seen)).not.toMatch(new RegExp(`"${truth.hands[1]![0]}"`));
  });

  it('refuses an illegal action with the rule it breaks, and saves nothing', async () => {
    const { match, store } = start();
    const m = await match.create({ gameId: 'tricks', seats: [human('Ann'), human('Ben')], options: {}, seed: 1 });
    const theirs = view(await match.open({ matchId: m.id, seat: 1 })).hand[0]!;
    expect(await refusal(match.act({ matchId: m.id, seat: 0, action: { type: 'commit', card: theirs }, expectedActionCount: 0 }))).toMatchObject({ kind: 'rule', rule: 'card-not-in-hand' });
    expect(await refusal(match.act({ matchId: m.id, seat: 0, action: 'nonsense', expectedActionCount: 0 }))).toMatchObject({ kind: 'rule', rule: 'unknown-action' });
    expect(store.matches.get(m.id)!.actionCount).toBe(0);
  });

  it('saves every action before answering, and a new process resumes exactly there', async () => {
    const first = start();
    const m = await first.match.create({ gameId: 'tricks', seats: [human('Ann'), human('Ben')], options: {}, seed: 9 });
    const hand = view(await first.match.open({ matchId: m.id, seat: 0 })).hand;
    const after = await first.match.act({ matchId: m.id, seat: 0, action: { type: 'commit', card: hand[1]! }, expectedActionCount: 0 });
    expect(first.store.matches.actions(m.id)).toHaveLength(1);
    first.services.shutdown();
    first.store.close();
    open.pop();
    const second = start(first.dataDir);
    const resumed = await second.match.open({ matchId: m.id, seat: 0 });
    expect(hashState(resumed.view)).toBe(hashState(after.view));
    expect(resumed.match.actionCount).toBe(1);
  });

  it('plays a whole game against the AI to its outcome and records it', async () => {
    const { match, store } = start();
    const m = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot'), ai('Cat')], options: {}, seed: 3 });
    for (;;) {
      await match.idle(m.id);
      const v = await match.open({ matchId: m.id, seat: 0 });
      if (v.outcome) {
        expect(v.match.status).toBe('finished');
        expect(v.match.winners).toEqual(v.outcome.winners);
        break;
      }
      await match.act({ matchId: m.id, seat: 0, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    }
    expect(store.matches.get(m.id)!.status).toBe('finished');
    expect(await refusal(match.act({ matchId: m.id, seat: 0, action: { type: 'commit', card: 'c1' }, expectedActionCount: store.matches.get(m.id)!.actionCount }))).toMatchObject({ kind: 'rule', rule: 'match-over' });
  });

  it('waits the minimum AI delay so AI moves never feel instant', async () => {
    const delays: number[] = [];
    const { match, services } = start(undefined, delays, () => 5_000);
    await services.impls.settings.set({ minAiDelayMs: 700 });
    const m = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot')], options: {}, seed: 2 });
    await match.idle(m.id);
    // The clock stands still, so the AI answered in no time and the whole minimum delay is waited.
    expect(delays).toEqual([700]);
    await services.impls.settings.set({ aiPace: 'slow' });
    const v = await match.open({ matchId: m.id, seat: 0 });
    await match.act({ matchId: m.id, seat: 0, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    await match.idle(m.id);
    expect(delays).toEqual([700, 1400]);
  });

  it('undoes a seat\'s last action while nothing hidden was revealed, and refuses once cards were revealed', async () => {
    const { match } = start();
    const m = await match.create({ gameId: 'tricks', seats: [human('Ann'), human('Ben')], options: {}, seed: 4 });
    const annHand = view(await match.open({ matchId: m.id, seat: 0 })).hand;
    const committed = await match.act({ matchId: m.id, seat: 0, action: { type: 'commit', card: annHand[0]! }, expectedActionCount: 0 });
    expect(committed.canUndo).toBe(true);
    const undone = await match.undo({ matchId: m.id, seat: 0 });
    expect(undone.match.actionCount).toBe(0);
    expect(view(undone).hand).toEqual(annHand);
    await match.act({ matchId: m.id, seat: 0, action: { type: 'commit', card: annHand[0]! }, expectedActionCount: 0 });
    const benHand = view(await match.open({ matchId: m.id, seat: 1 })).hand;
    await match.act({ matchId: m.id, seat: 1, action: { type: 'commit', card: benHand[0]! }, expectedActionCount: 1 });
    const ann = await match.open({ matchId: m.id, seat: 0 });
    expect(ann.canUndo).toBe(false);
    expect(await refusal(match.undo({ matchId: m.id, seat: 0 }))).toMatchObject({ kind: 'rule', rule: 'undo-after-reveal' });
    expect(await refusal(match.undo({ matchId: (await match.create({ gameId: 'tricks', seats: [human('A'), human('B')], options: {} })).id, seat: 0 }))).toMatchObject({ rule: 'nothing-to-undo' });
  });

  it('exports a finished match as a file and imports it back to the same position', async () => {
    const { match } = start();
    const m = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot')], options: {}, seed: 11 });
    for (;;) {
      await match.idle(m.id);
      const v = await match.open({ matchId: m.id, seat: 0 });
      if (v.outcome) break;
      await match.act({ matchId: m.id, seat: 0, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    }
    const file = await match.export({ matchId: m.id });
    expect(file).toMatchObject({ format: 'skirmish-match', version: 1, gameId: 'tricks', seed: 11 });
    expect(file.inProgress).toBeUndefined();
    expect(file.actions.every((a) => 'action' in a)).toBe(true);
    const copy = await match.import({ file });
    expect(copy.id).not.toBe(m.id);
    expect(copy.status).toBe('finished');
    for (const seat of [0, 1]) {
      const a = await match.open({ matchId: m.id, seat });
      const b = await match.open({ matchId: copy.id, seat });
      expect(hashState(b.view)).toBe(hashState(a.view));
    }
  });

  it('rejects a broken match file precisely', async () => {
    const { match } = start();
    expect(await refusal(match.import({ file: { hello: 1 } }))).toMatchObject({ kind: 'validation', message: 'This is not a Skirmish match file.' });
    const good = { format: 'skirmish-match', version: 1, gameId: 'tricks', seats: [human('A'), human('B')], options: {}, seed: 1, actions: [] as { player: number; action: unknown }[] };
    expect(await refusal(match.import({ file: { ...good, gameId: 'chess' } }))).toMatchObject({ kind: 'not_found' });
    const tampered = { ...good, actions: [{ player: 0, action: { type: 'commit', card: 'c999' } }] };
    const error = await refusal(match.import({ file: tampered }));
    expect(error).toMatchObject({ kind: 'validation', issues: [{ path: 'actions.0', message: 'card-not-in-hand: c999 is not in your hand.' }] });
    expect((await match.list({ limit: 50, offset: 0 })).total).toBe(0);
  });

  it('refuses acting for an AI seat, a missing seat or an unknown match', async () => {
    const { match } = start();
    const m = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot')], options: {}, seed: 1 });
    expect(await refusal(match.act({ matchId: m.id, seat: 1, action: { type: 'commit', card: 'c1' }, expectedActionCount: 1 }))).toMatchObject({ kind: 'seat', reason: 'not-yours', seat: 1 });
    expect(await refusal(match.open({ matchId: m.id, seat: 3 }))).toMatchObject({ kind: 'seat', reason: 'out-of-range', seat: 3 });
    expect(await refusal(match.open({ matchId: 'nope', seat: 0 }))).toMatchObject({ kind: 'not_found' });
    expect(await refusal(match.create({ gameId: 'tricks', seats: [human('A'), human('B'), human('C'), human('D'), human('E')], options: {} }))).toMatchObject({ kind: 'validation' });
  });

  it('resigns, lists unfinished first, and deletes', async () => {
    const { match } = start();
    const a = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot')], options: {}, seed: 1 });
    const b = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot')], options: {}, seed: 2 });
    const resigned = await match.resign({ matchId: a.id, seat: 0 });
    expect(resigned).toMatchObject({ status: 'resigned', winners: [1] });
    const list = await match.list({ limit: 50, offset: 0 });
    expect(list.items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(await match.delete({ matchId: a.id })).toEqual({ deleted: true });
    expect(await match.delete({ matchId: a.id })).toEqual({ deleted: false });
  });

  it('validates every payload at the dispatcher', async () => {
    const { services } = start();
    for (const [method, args] of [
      ['match.create', { gameId: 'tricks', seats: [{ kind: 'robot', name: 'x' }] }],
      ['match.act', { matchId: 'x', seat: -1, action: {} }],
      ['match.act', { matchId: 'x', seat: 0, action: { big: 'x'.repeat(20_000) } }],
      ['match.open', { matchId: '' }],
      ['match.list', { limit: 100_000 }],
    ] as const) {
      expect(await services.dispatcher.call(method, args)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
  });

  it('replays a match action by action for one seat, and branches a new match from any point', async () => {
    const { match } = start();
    const m = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot')], options: {}, seed: 21 });
    for (;;) {
      await match.idle(m.id);
      const v = await match.open({ matchId: m.id, seat: 0 });
      if (v.outcome) break;
      await match.act({ matchId: m.id, seat: 0, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    }
    const start0 = await match.replay({ matchId: m.id, seat: 0, at: 0 });
    expect(start0).toMatchObject({ at: 0, total: 6, lastAction: null });
    expect(view(start0.seatView).hand).toHaveLength(3);
    const step2 = await match.replay({ matchId: m.id, seat: 1, at: 2 });
    // The position is mid-match, the match itself is over: what the replay screen's choices go by.
    expect(step2.seatView.match.status).toBe('active');
    expect(step2.matchStatus).toBe('finished');
    expect(step2.lastAction).toMatchObject({ text: expect.stringMatching(/^Commit c\d+$/) });
    expect(view(step2.seatView).tricks.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await match.replay({ matchId: m.id, seat: 0, at: 99 })).at).toBe(6);
    const branched = await match.branch({ matchId: m.id, at: 2 });
    expect(branched).toMatchObject({ status: 'active', actionCount: 2 });
    expect(branched).not.toHaveProperty('seed');
    // The branch is a match being played again: the AI seat's cards are hidden from the human seat once more.
    const fromBranch = await match.open({ matchId: branched.id, seat: 0 });
    expect(hashState(fromBranch.view)).toBe(hashState((await match.replay({ matchId: m.id, seat: 0, at: 2 })).seatView.view));
    expect(await refusal(match.open({ matchId: branched.id, seat: 1 }))).toMatchObject({ kind: 'seat', reason: 'not-yours' });
    // A match still being played is not branched: the branch would deal the same hidden cards.
    expect(await refusal(match.branch({ matchId: branched.id, at: 1 }))).toMatchObject({ kind: 'rule', rule: 'branch-active-match' });
    expect(await refusal(match.branch({ matchId: branched.id, at: 1, seats: [human('Ann'), human('Peek')] }))).toMatchObject({ kind: 'rule', rule: 'branch-active-match' });
  });

  it('keeps an AI seat\'s cards hidden in the replay of a match still being played', async () => {
    const { match } = start();
    const m = await match.create({ gameId: 'tricks', seats: [human('Ann'), ai('Bot')], options: {}, seed: 22 });
    await match.idle(m.id);
    expect(await refusal(match.replay({ matchId: m.id, seat: 1, at: 1 }))).toMatchObject({ kind: 'seat', reason: 'not-yours', seat: 1 });
    expect((await match.replay({ matchId: m.id, seat: 0, at: 1 })).seatView.canUndo).toBe(false);
  });

  it('gives the card set a match is played with', async () => {
    const { match, store } = start();
    const plain = await match.create({ gameId: 'tricks', seats: [human('Ann'), human('Ben')], options: {} });
    expect(match.cardSet({ matchId: plain.id })).toEqual({ gameId: 'tricks', content: { cards: 12 } });
    const saved = store.cardSets.save({ gameId: 'tricks', name: 'Mine', content: { cards: 30 } });
    const custom = await match.create({ gameId: 'tricks', seats: [human('Ann'), human('Ben')], options: {}, cardSetHash: saved.hash });
    expect(match.cardSet({ matchId: custom.id })).toEqual({ gameId: 'tricks', content: { cards: 30 } });
  });
});
