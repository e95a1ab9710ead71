// The player's data as a whole: backups, restoring one, and exporting everything to one file.
import { z } from 'zod';
import { ArmyFile } from './decks';
import { defineService, type ServiceApi } from './define';
import { MatchFile } from './match';

export const Backup = z.object({ path: z.string(), kind: z.string(), takenAt: z.number(), bytes: z.number() });
export type Backup = z.infer<typeof Backup>;

export const DataStatus = z.object({
  dataDir: z.string(),
  databasePath: z.string().nullable(),
  schemaVersion: z.number().int().nullable(),
  /** What happened when the store opened: 'opened', 'created', 'recovered' (a damaged file was moved aside), or 'unavailable'. */
  openedAs: z.enum(['opened', 'created', 'recovered', 'unavailable']),
  /** Where a damaged database was moved, when it was. */
  quarantinedTo: z.string().nullable(),
  /** The backup offered after a recovery. */
  offeredBackup: Backup.nullable(),
  backups: z.array(Backup),
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
    exportAll: { input: z.object({}).strict().optional(), output: DataExport, summary: 'Every match, army, card set, campaign and setting as one file.' },
  },
  events: {},
});
export type DataService = ServiceApi<typeof dataService>;
