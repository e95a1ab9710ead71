// A Draft Tournament saved past its first stage resumes in a fresh process: the finished stage's lines, kept in the
// tournament's log when the stage ends, are made again by the replay, so every saved action's state hash still holds,
// whether the resume replays the stage's end from the start or starts from a snapshot taken after it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { SeatView } from '@shared/contract';

async function fresh() {
  vi.resetModules();
  const [{ createMainServices }, { openStore }, { memoryLogger }] = await Promise.all([
    import('@main/services/main-services'), import('@main/store'), import('@main/services/logger'),
  ]);
  return { createMainServices, openStore, memoryLogger };
}

type Services = ReturnType<Awaited<ReturnType<typeof fresh>>['createMainServices']>;

async function call(s: Services, method: string, args: unknown): Promise<unknown> {
  const r = await s.dispatcher.call(method, args, 'test');
  if (!r.ok) throw new Error(`${method}: ${r.error.kind}: ${r.error.message}`);
  return r.result;
}

const stageOf = (v: SeatView): number => (v.view as { stage: number }).stage;

async function playedPastStageOne(snapshotEvery: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-tournament-resume-'));
  const first = await fresh();
  const store = first.openStore({ dataDir, dailyBackup: false, snapshotEvery });
  const services = first.createMainServices({ host: 'test', dataDir, log: first.memoryLogger(), store });
  const seats = ['Ann', 'Bea', 'Cid', 'Dov'].map((name) => ({ kind: 'human', name }));
  const { id } = await call(services, 'match.create', { gameId: 'ruckus', seats, options: { setup: 'tournament' }, seed: 11 }) as { id: string };
  // Varied but repeatable choices (the first legal action alone can stall a game).
  let r = 7;
  let v = await call(services, 'match.open', { matchId: id, seat: 0 }) as SeatView;
  let extra = 0;
  for (let i = 0; i < 4000 && extra < 6 && v.outcome === null; i++) {
    const seat = v.pending[0]!.player;
    const mine = await call(services, 'match.open', { matchId: id, seat }) as SeatView;
    r = (r * 1103515245 + 12345) % 2147483648;
    // The acting seat's answer tells the stage and who decides next, as seat 0's view would.
    v = await call(services, 'match.act', { matchId: id, seat, action: mine.legal[r % mine.legal.length]!.action, expectedActionCount: mine.match.actionCount }) as SeatView;
    if (stageOf(v) >= 2) extra++;
  }
  v = await call(services, 'match.open', { matchId: id, seat: 0 }) as SeatView;
  expect(stageOf(v)).toBe(2);
  const snapshot = store.matches.loadForResume(id).snapshot;
  services.shutdown();
  store.close();
  return { dataDir, id, before: v, snapshot };
}

async function resumed(dataDir: string, id: string, snapshotEvery: number): Promise<SeatView> {
  const second = await fresh();
  const store = second.openStore({ dataDir, dailyBackup: false, snapshotEvery });
  const services = second.createMainServices({ host: 'test', dataDir, log: second.memoryLogger(), store });
  try {
    return await call(services, 'match.open', { matchId: id, seat: 0 }) as SeatView;
  } finally {
    services.shutdown();
    store.close();
  }
}

describe('resuming a Draft Tournament past its first stage', () => {
  it('replays the first stage\'s end from the start and keeps both tables\' lines', async () => {
    const { dataDir, id, before, snapshot } = await playedPastStageOne(100_000);
    expect(snapshot).toBeNull();
    const stageOneLines = before.log.filter((e) => /^Table [12]: /.test(e.text));
    expect(stageOneLines.some((e) => e.text.startsWith('Table 1: '))).toBe(true);
    expect(stageOneLines.some((e) => e.text.startsWith('Table 2: '))).toBe(true);
    const after = await resumed(dataDir, id, 100_000);
    expect(after.match.actionCount).toBe(before.match.actionCount);
    expect(after.view).toEqual(before.view);
    expect(after.log).toEqual(before.log);
  }, 120_000);

  it('starts from a snapshot taken after the first stage and keeps its lines', async () => {
    const { dataDir, id, before, snapshot } = await playedPastStageOne(3);
    expect(snapshot).not.toBeNull();
    expect((snapshot!.state as { stage: number }).stage).toBe(2);
    const after = await resumed(dataDir, id, 3);
    expect(after.view).toEqual(before.view);
    expect(after.log).toEqual(before.log);
    expect(after.log.filter((e) => e.text.startsWith('Table 1: ')).length).toBeGreaterThan(0);
  }, 120_000);
});
