// A match played with a user card set resumes from its snapshot in a fresh process: the game is made anew from the
// set's stored content before the snapshot, which names the set only by key, is read.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { SeatView } from '@shared/contract';

async function fresh() {
  vi.resetModules();
  const [{ createMainServices }, { openStore }, { memoryLogger }, { defaultCardSet }] = await Promise.all([
    import('@main/services/main-services'), import('@main/store'), import('@main/services/logger'), import('@main/games/rush/default-set'),
  ]);
  return { createMainServices, openStore, memoryLogger, defaultCardSet };
}

describe('resuming a match with a user card set', () => {
  it('reads the snapshot in a process that has never seen the set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-set-resume-'));
    const first = await fresh();
    const set = { ...structuredClone(first.defaultCardSet), name: 'Ours', vehicles: first.defaultCardSet.vehicles.map((v, i) => (i === 0 ? { ...v, name: 'Prototype' } : v)) };
    let store = first.openStore({ dataDir, dailyBackup: false, snapshotEvery: 2 });
    let services = first.createMainServices({ host: 'test', dataDir, log: first.memoryLogger(), store });
    const call = async (s: typeof services, method: string, args: unknown) => {
      const r = await s.dispatcher.call(method, args, 'test');
      if (!r.ok) throw new Error(`${method}: ${r.error.kind}: ${r.error.message}`);
      return r.result;
    };
    const { hash } = await call(services, 'cardSets.import', { gameId: 'rush', name: 'Ours', content: set }) as { hash: string };
    const { id } = await call(services, 'match.create', { gameId: 'rush', seats: [{ kind: 'human', name: 'A' }, { kind: 'human', name: 'B' }], options: {}, seed: 8, cardSetHash: hash }) as { id: string };
    for (let i = 0; i < 6; i++) {
      const v = await call(services, 'match.open', { matchId: id, seat: 0 }) as SeatView;
      const seat = v.pending[0]!.player;
      const mine = await call(services, 'match.open', { matchId: id, seat }) as SeatView;
      await call(services, 'match.act', { matchId: id, seat, action: mine.legal[0]!.action, expectedActionCount: mine.match.actionCount });
    }
    const before = await call(services, 'match.open', { matchId: id, seat: 0 }) as SeatView;
    expect(store.matches.loadForResume(id).snapshot).not.toBeNull();
    services.shutdown();
    store.close();

    const second = await fresh();
    store = second.openStore({ dataDir, dailyBackup: false, snapshotEvery: 2 });
    services = second.createMainServices({ host: 'test', dataDir, log: second.memoryLogger(), store });
    const after = await call(services, 'match.open', { matchId: id, seat: 0 }) as SeatView;
    expect(after.view).toEqual(before.view);
    services.shutdown();
    store.close();
  });
});
