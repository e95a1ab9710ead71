// The player's data as a whole: status and backups of the store, restoring one, exporting everything.
import { EXPORT_FORMAT, ServiceFailure, type DataExport, type DataStatus, type ServiceImpl, type dataService } from '@shared/contract';
import type { Store } from '@main/store';
import type { DeckMainService } from './deck-main-service';
import type { MatchMainService } from './match-main-service';
import type { SettingsMainService } from './settings-main-service';

export class DataMainService implements ServiceImpl<typeof dataService> {
  constructor(private readonly deps: { dataDir: string; store?: Store; match?: MatchMainService; decks?: DeckMainService; settings: SettingsMainService; now: () => number }) {}

  private store(): Store {
    if (!this.deps.store) throw new ServiceFailure({ kind: 'storage', message: 'The data store could not be opened, so there is nothing to back up or restore.' });
    return this.deps.store;
  }

  status(): DataStatus {
    const store = this.deps.store;
    if (!store) return { dataDir: this.deps.dataDir, databasePath: null, schemaVersion: null, openedAs: 'unavailable', quarantinedTo: null, offeredBackup: null, backups: [] };
    const { recovery } = store;
    return {
      dataDir: this.deps.dataDir, databasePath: store.path, schemaVersion: store.schemaVersion, openedAs: recovery.status,
      quarantinedTo: recovery.quarantined?.movedTo ?? null, offeredBackup: recovery.offeredBackup ? { ...recovery.offeredBackup } : null,
      backups: store.listBackups().map((b) => ({ ...b })),
    };
  }

  backupNow() {
    return { ...this.store().backupNow() };
  }

  restore(input: { path: string }): DataStatus {
    const store = this.store();
    if (!store.listBackups().some((b) => b.path === input.path)) {
      throw new ServiceFailure({ kind: 'not_found', what: 'backup', message: 'That is not one of the backups in the data directory.' });
    }
    // Matches held in memory belong to the data being replaced.
    this.deps.match?.forgetAll();
    store.restoreBackup(input.path);
    return this.status();
  }

  async exportAll(): Promise<DataExport> {
    const store = this.store();
    const match = this.deps.match!;
    const records = [];
    for (let offset = 0; ; offset += 500) {
      const page = store.matches.list({ limit: 500, offset });
      records.push(...page.items);
      if (records.length >= page.total || page.items.length === 0) break;
    }
    const matches = [];
    const indexOf = new Map<string, number>();
    for (const r of records) {
      indexOf.set(r.id, matches.length);
      matches.push({ ...(await match.export({ matchId: r.id })), status: r.status, createdAt: r.createdAt });
    }
    return {
      format: EXPORT_FORMAT, version: 1, exportedAt: this.deps.now(),
      settings: await this.deps.settings.get(),
      matches,
      armies: (this.deps.decks?.list({}) ?? []).map((a) => this.deps.decks!.export({ id: a.id })),
      cardSets: store.cardSets.list().map((c) => ({ gameId: c.gameId, name: c.name, content: store.cardSets.get(c.hash)?.content })),
      campaigns: store.campaigns.list().map((c) => ({
        name: c.name, kind: c.kind, status: c.status,
        matches: store.campaigns.timeline(c.id).map((e) => ({ label: e.label, matchIndex: indexOf.get(e.matchId) ?? -1 })),
      })),
    };
  }
}
