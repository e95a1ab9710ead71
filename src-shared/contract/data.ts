// The player's data as a whole: backups, restoring one, and exporting everything to one file.
import { z } from 'zod';
import { ArmyFile } from './decks';
import { defineService, type ServiceApi } from './define';
import { MatchFile } from './match';

export const Backup = z.object({
  path: z.string(), kind: z.string(), takenAt: z.number(), bytes: z.number(),
  /** Kept through every rotation until the player settles a recovery (restores a backup or dismisses the offer). */
  pinned: z.boolean(),
});
export type Backup = z.infer<typeof Backup>;

/** Why saved games cannot be kept, as a code the app can act on and a sentence it shows the player. */
export const StorageProblem = z.object({
  code: z.enum(['newer-schema', 'unwritable', 'not-a-folder', 'disk-full', 'corrupt', 'busy', 'native-module', 'migration-failed', 'io']),
  message: z.string(),
});
export type StorageProblem = z.infer<typeof StorageProblem>;

export const DataStatus = z.object({
  dataDir: z.string(),
  databasePath: z.string().nullable(),
  schemaVersion: z.number().int().nullable(),
  /** What happened when the store opened: 'opened', 'created', 'recovered' (a damaged file was moved aside), or 'unavailable'. */
  openedAs: z.enum(['opened', 'created', 'recovered', 'unavailable']),
  /** Where a damaged database was moved, when it was. */
  quarantinedTo: z.string().nullable(),
  /** The backup offered after a recovery, until the player restores one or dismisses the offer. */
  offeredBackup: Backup.nullable(),
  /** A recovery the player has not settled yet (at this start or an earlier one); its backups are pinned meanwhile. */
  pendingRecovery: z.object({ since: z.number(), reason: z.string(), quarantinedTo: z.string().nullable() }).nullable(),
  backups: z.array(Backup),
  /** Why the data store is unavailable or failing (null when it works). */
  problem: StorageProblem.nullable(),
});
export type DataStatus = z.infer<typeof DataStatus>;

export const EXPORT_FORMAT = 'skirmish-export';
export const DataExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.number(),
  settings: z.unknown(),
  matches: z.array(MatchFile.extend({ status: z.string(), createdAt: z.number() })),
  armies: z.array(ArmyFile),
  cardSets: z.array(z.object({ gameId: z.string(), name: z.string(), content: z.unknown() })),
  campaigns: z.array(z.object({ name: z.string(), kind: z.string(), status: z.string(), matches: z.array(z.object({ label: z.string().nullable(), matchIndex: z.number().int() })) })),
});
export type DataExport = z.infer<typeof DataExport>;

export const dataService = defineService({
  name: 'data',
  methods: {
    status: { input: z.object({}).strict().optional(), output: DataStatus, summary: 'Where the data lives, how it opened, and its backups.' },
    backupNow: { input: z.object({}).strict().optional(), output: Backup, summary: 'Takes a backup now.' },
    restore: { input: z.object({ path: z.string().min(1).max(1_000) }).strict(), output: DataStatus, summary: 'Replaces the data with a backup (the current data is kept as a backup first).' },
    dismissRecovery: { input: z.object({}).strict().optional(), output: DataStatus, summary: 'Keeps the fresh start after a recovery: the offer is withdrawn and the kept backups rotate as usual again.' },
    exportAll: { input: z.object({}).strict().optional(), output: DataExport, summary: 'Every match, army, card set, campaign and setting as one file.' },
  },
  events: {},
});
export type DataService = ServiceApi<typeof dataService>;
