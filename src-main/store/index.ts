// The store's public surface: openStore and the repository interfaces the services are written against.
export { openStore, DATABASE_FILE, APPLICATION_ID } from './open-store';
export type { Store, StoreOptions, RecoveryReport, RestoreReport, Quarantine, StoreDiagnostics } from './open-store';
export type { BackupInfo, BackupKind } from './backups';
export { StoreFailure, type StorageErrorCode } from './errors';
export { MIGRATIONS, SCHEMA_VERSION, type Migration } from './migrations';
export type { SettingsRepository } from './settings-repository';
export type { CardSetRepository, CardSetRecord, CardSetSummary, NewCardSet } from './card-set-repository';
export type {
  MatchRepository, MatchRecord, MatchStatus, NewMatch, SeatInfo, ActionEntry, AppendResult, LoggedActionRecord, Snapshot, ResumePoint,
  SeatResultInput, FinishInput, MatchListQuery, MatchPage,
} from './match-types';
export type { StatsRepository, StatsFilter, StatsDimension, WinRecord, Streaks, CardUse, Bucket, SeriesPoint } from './stats-repository';
export type { CampaignRepository, CampaignRecord, CampaignEntry, CampaignKind, CampaignStatus } from './campaign-repository';
export type { DeckRepository, DeckRecord, DeckInput, DeckKind } from './deck-repository';
export type { ReviewRepository, ReviewRecord, ReviewStatus } from './review-repository';
