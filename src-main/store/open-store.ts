// Opening the database: checks, quarantine of a damaged file, migrations with a backup first, daily backups, restore.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BackupInfo, type PendingRecovery, clearPins, fileStamp, inspectDatabase, listBackups, readPins, rotateBackups, takeBackup, writePins } from './backups';
import { type CampaignRepository, campaignRepository } from './campaign-repository';
import { type CardSetRepository, cardSetRepository } from './card-set-repository';
import { Connection } from './connection';
import { type DeckRepository, deckRepository } from './deck-repository';
import { StoreFailure, toFailure } from './errors';
import { matchRepository } from './match-repository';
import type { MatchRepository } from './match-types';
import { MIGRATIONS, type Migration, assertNumbered } from './migrations';
import { type ReviewRepository, reviewRepository } from './review-repository';
import { type SettingsRepository, settingsRepository } from './settings-repository';
import { type StatsRepository, statsRepository } from './stats-repository';

/** 'SKRM': marks a SQLite file as ours, so another program's database is never migrated. */
export const APPLICATION_ID = 0x534b524d;
export const DATABASE_FILE = 'skirmish.sqlite';

export interface StoreOptions {
  /** Electron's userData, or --data-dir for the browser host and the CLI. Created when missing. */
  dataDir: string;
  /** The clock for stored times and file names (ms since the epoch). */
  now?: () => number;
  log?: (line: string) => void;
  /** Path of a better-sqlite3 .node build for another ABI (the Electron build). */
  nativeBinding?: string;
  fileName?: string;
  /** Take one backup a day at open (default true) and keep this many of each kind (default 5). */
  dailyBackup?: boolean;
  keepBackups?: number;
  /** Snapshot every N actions (default 50), keeping the newest `keepSnapshots` (default 3) per match. */
  snapshotEvery?: number;
  keepSnapshots?: number;
  busyTimeoutMs?: number;
  /**
   * 'full' (the default): synchronous=FULL, every acknowledged action survives a power cut.
   * 'normal': synchronous=NORMAL, survives an app crash or kill but may lose the last actions on a power cut; much faster on slow disks.
   */
  durability?: 'full' | 'normal';
  /** The schema migrations; the app's own by default (tests pass others to exercise upgrades). */
  migrations?: readonly Migration[];
}

export interface Quarantine {
  /** Where the damaged file now is: `<name>.corrupt-<time>`, never deleted. */
  readonly movedTo: string;
  readonly reason: string;
}

/** What happened when the store opened, for the app to tell the player. */
export interface RecoveryReport {
  /** 'opened' an existing database, 'created' a new one, or 'recovered': a damaged file was moved aside and a new one created. */
  readonly status: 'opened' | 'created' | 'recovered';
  readonly quarantined: Quarantine | null;
  readonly migrated: { readonly from: number; readonly to: number; readonly backup: string | null } | null;
  readonly dailyBackup: string | null;
  /** Every backup on disk, newest first. */
  readonly backups: readonly BackupInfo[];
  /**
   * After a recovery (at this open, or an earlier one the player has not settled yet): the newest backup that passed
   * quick_check when the damage was found, offered for restoreBackup.
   */
  readonly offeredBackup: BackupInfo | null;
}

export interface RestoreReport {
  readonly restoredFrom: string;
  /** The database as it was just before the restore, kept as a backup. */
  readonly previous: string;
  readonly migrated: { readonly from: number; readonly to: number } | null;
}

export interface Store {
  readonly dataDir: string;
  readonly path: string;
  readonly backupsDir: string;
  readonly schemaVersion: number;
  readonly recovery: RecoveryReport;
  readonly settings: SettingsRepository;
  readonly cardSets: CardSetRepository;
  readonly matches: MatchRepository;
  readonly stats: StatsRepository;
  readonly campaigns: CampaignRepository;
  readonly decks: DeckRepository;
  /** Game reviews of finished matches, one per seat. */
  readonly reviews: ReviewRepository;
  /** Runs several repository calls in one transaction (all or nothing). */
  transaction<T>(fn: () => T): T;
  listBackups(): BackupInfo[];
  /** A recovery the player has not settled yet, or null: while it is pending its backups are pinned (see backups.ts). */
  pendingRecovery(): PendingRecovery | null;
  /** The player keeps the fresh start: the offer is withdrawn and the pinned backups rotate like any other from now on. */
  dismissRecovery(): void;
  /** Takes a backup now (kind 'daily'), then rotates. */
  backupNow(): BackupInfo;
  /**
   * Replaces the database with a backup: checks the backup first, keeps the current database as a 'before-restore' backup,
   * swaps the files atomically and reconnects. Repositories keep working on the restored data.
   */
  restoreBackup(backupPath: string): RestoreReport;
  /** The connection's settings, for a diagnostics screen and the tests. */
  diagnostics(): StoreDiagnostics;
  /** Checkpoints the WAL and closes; further calls fail with a 'closed' storage error. Safe to call twice. */
  close(): void;
}

export interface StoreDiagnostics {
  readonly journalMode: string;
  /** 2 is FULL, 1 NORMAL. */
  readonly synchronous: number;
  readonly foreignKeys: boolean;
  readonly busyTimeoutMs: number;
  readonly userVersion: number;
  readonly applicationId: number;
}

const SIDECARS = ['-wal', '-shm'] as const;

function connect(file: string, o: { nativeBinding?: string; busyTimeoutMs: number; durability: 'full' | 'normal' }): Database.Database {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { timeout: o.busyTimeoutMs, ...(o.nativeBinding ? { nativeBinding: o.nativeBinding } : {}) });
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') throw new StoreFailure('io', `The database could not switch to WAL journaling (got ${String(mode)}).`);
    db.pragma(`synchronous = ${o.durability === 'normal' ? 'NORMAL' : 'FULL'}`);
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${Math.floor(o.busyTimeoutMs)}`);
    return db;
  } catch (e) {
    db?.close();
    throw toFailure(e, `Opening ${file}`);
  }
}

function newerSchemaFailure(file: string, found: number, known: number): StoreFailure {
  return new StoreFailure('newer-schema',
    `${file} has schema version ${found}, written by a newer version of Skirmish (this one reads up to version ${known}). Update Skirmish to open it; the file has not been changed.`);
}

/** Applies the pending migrations, each in its own transaction with its user_version; a backup is taken first. */
function migrate(db: Database.Database, file: string, migrations: readonly Migration[], backup: () => string): { from: number; to: number; backup: string | null } | null {
  const from = db.pragma('user_version', { simple: true }) as number;
  const to = migrations.length;
  if (from > to) throw newerSchemaFailure(file, from, to);
  if (from === to) return null;
  const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as { n: number }).n;
  const backupPath = from > 0 || tables > 0 ? backup() : null;
  for (const m of migrations.slice(from)) {
    try {
      db.transaction(() => {
        db.exec(m.sql);
        if (m.version === 1) db.pragma(`application_id = ${APPLICATION_ID}`);
        db.pragma(`user_version = ${m.version}`);
      }).immediate();
    } catch (e) {
      throw new StoreFailure('migration-failed',
        `Upgrading the database to schema version ${m.version} (${m.name}) failed and was rolled back; it stays at version ${m.version - 1}${backupPath ? `, and a copy is at ${backupPath}` : ''}: ${e instanceof Error ? e.message : String(e)}`,
        { cause: e });
    }
  }
  return { from, to, backup: backupPath };
}

function prepareDataDir(dataDir: string): void {
  const notAFolder = (): StoreFailure => new StoreFailure('not-a-folder', `The data location ${dataDir} is a file, or inside one, where a folder must be; nothing was changed.`);
  if (fs.existsSync(dataDir) && !fs.statSync(dataDir).isDirectory()) throw notAFolder();
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOTDIR' || code === 'EEXIST') throw notAFolder();
    throw toFailure(e, `Preparing the data directory ${dataDir}`);
  }
}

/** Moves a damaged database and its -wal/-shm files aside under one `.corrupt-<time>` name; nothing is deleted. */
function quarantine(file: string, now: number): string {
  const movedTo = `${file}.corrupt-${fileStamp(now)}`;
  try {
    for (const s of SIDECARS) if (fs.existsSync(file + s)) fs.renameSync(file + s, movedTo + s);
    fs.renameSync(file, movedTo);
  } catch (e) {
    throw toFailure(e, `Moving the damaged database ${file} aside`);
  }
  return movedTo;
}

export function openStore(options: StoreOptions): Store {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const migrations = options.migrations ?? MIGRATIONS;
  assertNumbered(migrations);
  const keep = options.keepBackups ?? 5;
  const conn = { nativeBinding: options.nativeBinding, busyTimeoutMs: options.busyTimeoutMs ?? 5000, durability: options.durability ?? 'full' };
  const dataDir = path.resolve(options.dataDir);
  const file = path.join(dataDir, options.fileName ?? DATABASE_FILE);
  const backupsDir = path.join(dataDir, 'backups');
  const schemaVersion = migrations.length;
  const snapshotEvery = options.snapshotEvery ?? 50;
  const keepSnapshots = options.keepSnapshots ?? 3;
  for (const [name, n] of [['snapshotEvery', snapshotEvery], ['keepSnapshots', keepSnapshots], ['keepBackups', keep]] as const) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`${name} must be a positive integer, not ${n}`);
  }

  prepareDataDir(dataDir);

  let status: RecoveryReport['status'] = 'created';
  let quarantined: Quarantine | null = null;
  /** Why a recovery happened at this open (a damaged, empty or missing database while backups exist). */
  let damage: string | null = null;
  const hadBackups = listBackups(backupsDir).length > 0;
  if (!fs.existsSync(file) && hadBackups) {
    damage = 'the database file was missing';
    status = 'recovered';
    log(`store: ${file} is missing while backups exist; started a new database and kept the backups`);
  } else if (fs.existsSync(file)) {
    if (!fs.statSync(file).isFile()) throw new StoreFailure('unwritable', `${file} is not a file; move it away so Skirmish can create its database there.`);
    try {
      fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
    } catch (e) {
      throw toFailure(e, `Opening ${file}`);
    }
    const found = inspectDatabase(file, options.nativeBinding);
    let reason: string | null = null;
    // An empty file opens as a new database; with backups present it is data lost, not a first start.
    if (hadBackups && fs.statSync(file).size === 0) reason = 'the database file was empty';
    else if (found.state === 'corrupt') reason = found.reason;
    else if (found.tables > 0 && found.applicationId !== APPLICATION_ID) reason = 'not a Skirmish database (another program\'s SQLite file)';
    else if (found.userVersion > schemaVersion) throw newerSchemaFailure(file, found.userVersion, schemaVersion);
    if (reason !== null) {
      const movedTo = quarantine(file, now());
      quarantined = { movedTo, reason };
      damage = reason;
      status = 'recovered';
      log(`store: ${file} is damaged (${reason}); moved to ${movedTo} and started a new database`);
    } else {
      status = found.state === 'ok' && found.tables > 0 ? 'opened' : 'created';
    }
  }

  let db = connect(file, conn);
  let migrated: RecoveryReport['migrated'];
  let dailyBackup: string | null = null;
  let backups: BackupInfo[];
  try {
    migrated = migrate(db, file, migrations, () => takeBackup(db, backupsDir, 'pre-migrate', now()).path);
    if (migrated) log(`store: migrated ${file} from schema ${migrated.from} to ${migrated.to}${migrated.backup ? ` (backup ${migrated.backup})` : ''}`);
    const today = new Date(now()).toISOString().slice(0, 10);
    const hasToday = listBackups(backupsDir).some((b) => b.kind === 'daily' && new Date(b.takenAt).toISOString().slice(0, 10) === today);
    // A new or just-recovered database holds nothing worth a copy, and copying it would rotate good backups away.
    if ((options.dailyBackup ?? true) && status === 'opened' && !hasToday) {
      dailyBackup = takeBackup(db, backupsDir, 'daily', now()).path;
    }
    if (migrated?.backup || dailyBackup) rotateBackups(backupsDir, keep);
    backups = listBackups(backupsDir);
  } catch (e) {
    db.close();
    throw toFailure(e, `Opening ${file}`);
  }

  if (damage !== null) {
    // Every backup now on disk is from before the damage: all of them, the offered one first, are kept until the
    // player restores one or dismisses the offer.
    const offered = backups.find((b) => safeInspect(b.path, options.nativeBinding, schemaVersion)) ?? null;
    try {
      writePins(backupsDir, {
        since: now(), reason: damage, quarantinedTo: quarantined?.movedTo ?? null,
        offered: offered ? path.basename(offered.path) : null, pinned: backups.map((b) => path.basename(b.path)),
      });
      backups = listBackups(backupsDir);
    } catch (e) {
      db.close();
      throw e;
    }
  }
  const pendingRecovery = (): PendingRecovery | null => {
    const pins = readPins(backupsDir);
    if (pins !== 'unreadable') return pins;
    // Which backups were kept is unknown, so all are (listBackups pins them); the player can still settle it.
    return { since: 0, reason: 'the list of backups kept after a recovery could not be read, so every backup is kept', quarantinedTo: null, offered: null, pinned: listBackups(backupsDir).map((b) => path.basename(b.path)) };
  };
  const offeredNow = (): BackupInfo | null => {
    const offered = pendingRecovery()?.offered;
    return offered ? (listBackups(backupsDir).find((b) => path.basename(b.path) === offered) ?? null) : null;
  };
  const recovery: RecoveryReport = { status, quarantined, migrated, dailyBackup, backups, offeredBackup: offeredNow() };

  const c = new Connection(db);
  const cardSets = cardSetRepository(c, now);

  const closeDb = (): void => {
    if (!c.isOpen) return;
    try {
      db.pragma('optimize');
      db.pragma('wal_checkpoint(TRUNCATE)');
    } catch (e) {
      log(`store: checkpoint on close failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    db.close();
    c.replace(null);
  };

  return {
    dataDir,
    path: file,
    backupsDir,
    schemaVersion,
    recovery,
    settings: settingsRepository(c, now),
    cardSets,
    matches: matchRepository(c, now, cardSets, { snapshotEvery, keepSnapshots }),
    stats: statsRepository(c),
    campaigns: campaignRepository(c, now),
    decks: deckRepository(c, now),
    reviews: reviewRepository(c, now),
    transaction: (fn) => c.write('Saving', fn),
    listBackups: () => listBackups(backupsDir),
    pendingRecovery,
    dismissRecovery() {
      clearPins(backupsDir);
      log('store: the recovery offer was dismissed; the kept backups rotate as usual from now on');
    },
    backupNow() {
      const b = takeBackup(c.db, backupsDir, 'daily', now());
      rotateBackups(backupsDir, keep);
      return b;
    },
    restoreBackup(backupPath) {
      const source = path.resolve(backupPath);
      if (source === file) throw new StoreFailure('invalid-backup', 'That is the open database itself, not a backup.');
      if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new StoreFailure('invalid-backup', `No backup file at ${source}.`);
      const found = inspectDatabase(source, options.nativeBinding);
      if (found.state === 'corrupt') throw new StoreFailure('invalid-backup', `${source} is damaged (${found.reason}); the current database was left as it is.`);
      if (found.tables === 0 || found.applicationId !== APPLICATION_ID) throw new StoreFailure('invalid-backup', `${source} is not a Skirmish database.`);
      if (found.userVersion > schemaVersion) throw newerSchemaFailure(source, found.userVersion, schemaVersion);

      const previous = takeBackup(c.db, backupsDir, 'before-restore', now());
      closeDb();
      const partial = `${file}.restore-partial`;
      try {
        fs.copyFileSync(source, partial);
        const fd = fs.openSync(partial, 'r+');
        fs.fsyncSync(fd);
        fs.closeSync(fd);
        for (const s of SIDECARS) fs.rmSync(file + s, { force: true });
        fs.renameSync(partial, file);
      } catch (e) {
        fs.rmSync(partial, { force: true });
        db = connect(file, conn);
        c.replace(db);
        throw toFailure(e, `Restoring ${source}`);
      }
      db = connect(file, conn);
      c.replace(db);
      const m = migrate(db, file, migrations, () => takeBackup(db, backupsDir, 'pre-migrate', now()).path);
      // The player chose: a pending recovery is settled, and its pins go.
      clearPins(backupsDir);
      rotateBackups(backupsDir, keep);
      log(`store: restored ${source}; the previous database is kept at ${previous.path}`);
      return { restoredFrom: source, previous: previous.path, migrated: m ? { from: m.from, to: m.to } : null };
    },
    diagnostics() {
      const d = c.db;
      const get = (p: string): unknown => d.pragma(p, { simple: true });
      return {
        journalMode: String(get('journal_mode')), synchronous: Number(get('synchronous')), foreignKeys: get('foreign_keys') === 1,
        busyTimeoutMs: Number(get('busy_timeout')), userVersion: Number(get('user_version')), applicationId: Number(get('application_id')),
      };
    },
    close: closeDb,
  };
}

function safeInspect(file: string, nativeBinding: string | undefined, schemaVersion: number): boolean {
  try {
    const found = inspectDatabase(file, nativeBinding);
    return found.state === 'ok' && found.userVersion <= schemaVersion && found.tables > 0;
  } catch {
    return false;
  }
}
