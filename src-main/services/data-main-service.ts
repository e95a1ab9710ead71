// The player's data as a whole: status and backups of the store, restoring one, exporting everything.
import path from 'node:path';
import { EXPORT_FORMAT, ServiceFailure, type DataExport, type DataStatus, type ServiceImpl, type StorageProblem, type dataService } from '@shared/contract';
import type { Store } from '@main/store';
import type { DeckMainService } from './deck-main-service';
import type { MatchMainService } from './match-main-service';
import type { SettingsMainService } from './settings-main-service';

export class DataMainService implements ServiceImpl<typeof dataService> {
  constructor(private readonly deps: {
    dataDir: string; store?: Store; match?: MatchMainService; decks?: DeckMainService; settings: SettingsMainService; now: () => number;
    /** Why the store could not be opened (when it could not). */
    problem?: () => StorageProblem | null;
  }) {}

  private store(): Store {
    if (!this.deps.store) throw new ServiceFailure({ kind: 'storage', message: this.deps.problem?.()?.message ?? 'The data store could not be opened, so there is nothing to back up or restore.' });
    return this.deps.store;
  }

  status(): DataStatus {
    const store = this.deps.store;
    const problem = this.deps.problem?.() ?? null;
    if (!store) return { dataDir: this.deps.dataDir, databasePath: null, schemaVersion: null, openedAs: 'unavailable', quarantinedTo: null, offeredBackup: null, pendingRecovery: null, backups: [], problem };
    const { recovery } = store;
    const pending = store.pendingRecovery();
    const backups = store.listBackups();
    const offered = pending?.offered ? backups.find((b) => path.basename(b.path) === pending.offered) : undefined;
    return {
      dataDir: this.deps.dataDir, databasePath: store.path, schemaVersion: store.schemaVersion, openedAs: recovery.status,
      quarantinedTo: recovery.quarantined?.movedTo ?? pending?.quarantinedTo ?? null, offeredBackup: offered ? { ...offered } : null,
      pendingRecovery: pending ? { since: pending.since, reason: pending.reason, quarantinedTo: pending.quarantinedTo } : null,
      backups: backups.map((b) => ({ ...b })), problem,
    };
  }

  /** The player keeps the fresh start after a recovery: the offer goes, and the kept backups rotate as usual again. */
  dismissRecovery(): DataStatus {
    this.store().dismissRecovery();
    return this.status();
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
