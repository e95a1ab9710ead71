import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataExport, ServiceFailure } from '@shared/contract';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import type { DataMainService } from '@main/services/data-main-service';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];
let clock = Date.UTC(2026, 10, 30, 12);
function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-data-'));
  const store = openStore({ dataDir, dailyBackup: false, now: () => (clock += 1_000) });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, games: (id) => (id === 'tricks' ? tricksModule : undefined), gameIds: () => ['tricks'], sleep: async () => {} });
  open.push({ store, services });
  return { dataDir, services, match: services.impls.match as MatchMainService, data: services.impls.data as DataMainService };
}
afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});
const seats = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'ai' as const, name: 'Bot', difficulty: 'easy' as const }];

describe('data service', () => {
  it('reports where the data lives and how it opened', () => {
    const { data, dataDir } = start();
    expect(data.status()).toMatchObject({ dataDir, openedAs: 'created', quarantinedTo: null, backups: [] });
  });

  it('backs up, and restoring a backup brings the data back as it was then', async () => {
    const { data, match } = start();
    const kept = await match.create({ gameId: 'tricks', seats, options: {}, seed: 1 });
    await match.idle(kept.id);
    const backup = data.backupNow();
    expect(data.status().backups.map((b) => b.path)).toContain(backup.path);
    const later = await match.create({ gameId: 'tricks', seats, options: {}, seed: 2 });
    await match.idle(later.id);
    expect((await match.list({ limit: 10, offset: 0 })).total).toBe(2);
    const after = data.restore({ path: backup.path });
    expect(after.backups.some((b) => b.kind === 'before-restore')).toBe(true);
    const list = await match.list({ limit: 10, offset: 0 });
    expect(list.items.map((m) => m.id)).toEqual([kept.id]);
    expect((await match.open({ matchId: kept.id, seat: 0 })).match.actionCount).toBe(1);
  });

  it('refuses to restore a file that is not one of its backups', () => {
    const { data } = start();
    try {
      data.restore({ path: '/etc/passwd' });
      throw new Error('expected a refusal');
    } catch (e) {
      expect((e as ServiceFailure).error).toMatchObject({ kind: 'not_found', what: 'backup' });
    }
  });

  it('exports every match, army, card set, campaign and the settings as one valid file', async () => {
    const { data, match, services } = start();
    const m = await match.create({ gameId: 'tricks', seats, options: {}, seed: 3 });
    await match.idle(m.id);
    await services.impls.campaign.create({ kind: 'free', name: 'Evenings' });
    await services.impls.cardSets.import({ gameId: 'tricks', name: 'Mine', content: { cards: 9 } });
    const file = await data.exportAll();
    // The file as written (JSON) is valid and the schema keeps all of it: nothing unknown is dropped on import.
    const written: unknown = JSON.parse(JSON.stringify(file));
    const parsed = DataExport.safeParse(written);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(written);
    expect(file.matches).toHaveLength(1);
    // A match still being played goes without its seed, and the AI's face-down card is only marked hidden.
    expect(file.matches[0]).toMatchObject({ format: 'skirmish-match', gameId: 'tricks', inProgress: true, status: 'active', actions: [{ player: 1, hidden: true }] });
    expect(file.matches[0]).not.toHaveProperty('seed');
    await match.resign({ matchId: m.id, seat: 0 });
    expect((await data.exportAll()).matches[0]).toMatchObject({ seed: 3, status: 'resigned', actions: [{ player: 1, action: expect.anything() }] });
    expect(file.cardSets).toEqual([{ gameId: 'tricks', name: 'Mine', content: { cards: 9 } }]);
    expect(file.campaigns).toEqual([{ name: 'Evenings', kind: 'free', status: 'active', matches: [] }]);
    expect(file.settings).toMatchObject({ theme: 'system' });
  });
});
