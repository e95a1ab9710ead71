// Opening the store: connection settings, migrations, backups, refusal of newer schemas and recovery from damaged files.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_ID, DATABASE_FILE, SCHEMA_VERSION, StoreFailure, openStore, type Migration, type Store, type StoreOptions } from '@main/store';
import { MIGRATIONS } from '@main/store/migrations';
import { sha256File, tempDir } from './helpers';

const DAY = 86_400_000;
const cleanups: (() => void)[] = [];
const stores: Store[] = [];
afterEach(() => {
  stores.splice(0).forEach((s) => s.close());
  cleanups.splice(0).forEach((f) => f());
});

function dataDir(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

function open(options: StoreOptions): Store {
  const s = openStore(options);
  stores.push(s);
  return s;
}

/** Captures the typed failure a call throws. */
function failureOf(fn: () => unknown): StoreFailure {
  try {
    fn();
  } catch (e) {
    if (e instanceof StoreFailure) return e;
    throw e;
  }
  throw new Error('expected a StoreFailure');
}

const HUMAN_VS_AI = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'ai' as const, name: 'Bot', difficulty: 'normal' }];

/** A store holding a few matches with actions, closed; returns the ids. */
function seedDatabase(dir: string, options: Partial<StoreOptions> = {}): string[] {
  const s = openStore({ dataDir: dir, ...options });
  const ids: string[] = [];
  // One transaction: a commit per action would cost an fsync each.
  s.transaction(() => {
    for (let m = 0; m < 20; m++) {
      const match = s.matches.create({ gameId: 'tricks', options: { handSize: 3 }, seed: m, seats: HUMAN_VS_AI });
      for (let a = 0; a < 30; a++) s.matches.appendAction(match.id, { player: a % 2, action: { type: 'commit', card: `c${a}`, pad: 'x'.repeat(200) } });
      ids.push(match.id);
    }
  });
  s.close();
  return ids;
}

const listDir = (dir: string): string[] => fs.readdirSync(dir).sort();

describe('opening a new store', () => {
  it('creates the database with WAL, synchronous=FULL, foreign keys, a busy time-out and the current schema', () => {
    const dir = dataDir();
    const s = open({ dataDir: path.join(dir, 'nested', 'data') });
    expect(s.path).toBe(path.join(dir, 'nested', 'data', DATABASE_FILE));
    expect(s.recovery.status).toBe('created');
    expect(s.recovery.migrated).toEqual({ from: 0, to: SCHEMA_VERSION, backup: null });
    expect(s.diagnostics()).toEqual({ journalMode: 'wal', synchronous: 2, foreignKeys: true, busyTimeoutMs: 5000, userVersion: SCHEMA_VERSION, applicationId: APPLICATION_ID });
  });

  it('can trade power-cut durability for speed on request (synchronous=NORMAL), FULL staying the default', () => {
    expect(open({ dataDir: dataDir(), durability: 'normal' }).diagnostics().synchronous).toBe(1);
    expect(open({ dataDir: dataDir(), durability: 'full' }).diagnostics().synchronous).toBe(2);
  });

  it('passes nativeBinding to better-sqlite3: a wrong path is a typed error that leaves the file alone, the right one opens', () => {
    const dir = dataDir();
    seedDatabase(dir);
    const before = sha256File(path.join(dir, DATABASE_FILE));
    const failure = failureOf(() => openStore({ dataDir: dir, nativeBinding: path.join(dir, 'electron', 'better_sqlite3.node') }));
    expect(failure.code).toBe('native-module');
    expect(sha256File(path.join(dir, DATABASE_FILE))).toBe(before);
    expect(listDir(dir)).toEqual([DATABASE_FILE]);
    const binding = path.resolve(__dirname, '../../../node_modules/better-sqlite3/build/Release/better_sqlite3.node');
    expect(open({ dataDir: dir, nativeBinding: binding }).recovery.status).toBe('opened');
  });

  it('treats an empty (0-byte) file as a new database', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, DATABASE_FILE), '');
    const s = open({ dataDir: dir });
    expect(s.recovery.status).toBe('created');
    expect(s.recovery.quarantined).toBeNull();
    expect(s.diagnostics().userVersion).toBe(SCHEMA_VERSION);
  });

  it('reopens an existing database with its data and no migration', () => {
    const dir = dataDir();
    const ids = seedDatabase(dir);
    const s = open({ dataDir: dir });
    expect(s.recovery.status).toBe('opened');
    expect(s.recovery.migrated).toBeNull();
    expect(s.matches.get(ids[5]!)?.actionCount).toBe(30);
  });

  it('closes cleanly: the WAL is checkpointed away, a second close is harmless, and later calls fail with a typed error', () => {
    const dir = dataDir();
    const s = openStore({ dataDir: dir });
    s.settings.set('volume', 3);
    s.close();
    s.close();
    expect(fs.existsSync(path.join(dir, `${DATABASE_FILE}-wal`))).toBe(false);
    expect(failureOf(() => s.settings.get('volume')).code).toBe('closed');
  });
});

describe('migrations', () => {
  const m1: Migration = { version: 1, name: 'notes', sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL);' };
  const m2: Migration = { version: 2, name: 'note tags', sql: "ALTER TABLE notes ADD COLUMN tag TEXT NOT NULL DEFAULT 'none';" };
  const broken: Migration = { version: 2, name: 'broken', sql: 'CREATE TABLE half_done (x); INSERT INTO no_such_table VALUES (1);' };

  function withNotes(dir: string): void {
    const s = openStore({ dataDir: dir, migrations: [m1] });
    s.close();
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.prepare('INSERT INTO notes (text) VALUES (?)').run('kept');
    db.close();
  }

  it('applies each pending migration in order and sets user_version, after a backup of the old database', () => {
    const dir = dataDir();
    withNotes(dir);
    const s = open({ dataDir: dir, migrations: [m1, m2], now: () => Date.UTC(2026, 0, 2) });
    expect(s.recovery.migrated?.from).toBe(1);
    expect(s.recovery.migrated?.to).toBe(2);
    const backup = s.recovery.migrated!.backup!;
    expect(path.basename(backup)).toMatch(/^skirmish-pre-migrate-2026-01-02T00-00-00-000Z\.sqlite$/);
    expect(s.diagnostics().userVersion).toBe(2);
    s.close();
    const old = new Database(backup, { readonly: true });
    expect(old.pragma('user_version', { simple: true })).toBe(1);
    expect(old.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'kept' }]);
    old.close();
    const now = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(now.prepare('SELECT text, tag FROM notes').all()).toEqual([{ text: 'kept', tag: 'none' }]);
    now.close();
  });

  it('rolls a failing migration back completely and reports it; the database stays usable at its old version', () => {
    const dir = dataDir();
    withNotes(dir);
    const failure = failureOf(() => openStore({ dataDir: dir, migrations: [m1, broken] }));
    expect(failure.code).toBe('migration-failed');
    expect(failure.message).toMatch(/version 2 \(broken\).*rolled back/);
    const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'half_done'").all()).toEqual([]);
    db.close();
    const s = open({ dataDir: dir, migrations: [m1] });
    expect(s.recovery.status).toBe('opened');
  });

  it('never migrates without its backup: when the copy cannot be made, opening fails and the database keeps its version', () => {
    const dir = dataDir();
    withNotes(dir);
    fs.writeFileSync(path.join(dir, 'backups'), 'a file where the backups folder should be');
    const failure = failureOf(() => openStore({ dataDir: dir, migrations: [m1, m2] }));
    expect(failure.error.kind).toBe('storage');
    expect(failure.message).toMatch(/pre-migrate backup/);
    const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    db.close();
  });

  it('restoring a backup from an older schema migrates it after the restore', () => {
    const dir = dataDir();
    withNotes(dir);
    const old = openStore({ dataDir: dir, migrations: [m1] });
    const backup = old.backupNow().path;
    old.close();
    const s = open({ dataDir: dir, migrations: [m1, m2] });
    const report = s.restoreBackup(backup);
    expect(report.migrated).toEqual({ from: 1, to: 2 });
    expect(s.diagnostics().userVersion).toBe(2);
  });

  it('the app migrations are numbered from 1 without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(() => openStore({ dataDir: dataDir(), migrations: [m2] })).toThrow(/numbered 2, expected 1/);
  });
});

describe('a database from a newer version of the app', () => {
  it('is refused with a typed error and left byte for byte as it was, with no files added', () => {
    const dir = dataDir();
    seedDatabase(dir);
    openStore({ dataDir: dir }).close();
    const file = path.join(dir, DATABASE_FILE);
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 7}`);
    db.close();
    const before = sha256File(file);
    const filesBefore = listDir(dir);
    const backupsBefore = listDir(path.join(dir, 'backups'));

    const failure = failureOf(() => openStore({ dataDir: dir }));
    expect(failure.code).toBe('newer-schema');
    expect(failure.error).toEqual({ kind: 'storage', message: expect.stringContaining(`schema version ${SCHEMA_VERSION + 7}`) });
    expect(failure.message).toMatch(/has not been changed/);
    expect(sha256File(file)).toBe(before);
    expect(listDir(dir)).toEqual(filesBefore);
    expect(listDir(path.join(dir, 'backups'))).toEqual(backupsBefore);
  });
});

describe('damaged files are moved aside, never deleted, and a new database is started', () => {
  function expectRecovered(s: Store, dir: string, damagedSha: string): void {
    expect(s.recovery.status).toBe('recovered');
    const q = s.recovery.quarantined!;
    expect(path.dirname(q.movedTo)).toBe(dir);
    expect(path.basename(q.movedTo)).toMatch(/^skirmish\.sqlite\.corrupt-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(sha256File(q.movedTo)).toBe(damagedSha);
    // The new database works.
    const m = s.matches.create({ gameId: 'tricks', options: {}, seed: 1, seats: HUMAN_VS_AI });
    expect(s.matches.list().items.map((x) => x.id)).toEqual([m.id]);
  }

  it('a file with damaged pages (quick_check fails): the newest good backup is offered and can be restored', () => {
    const dir = dataDir();
    const ids = seedDatabase(dir);
    const file = path.join(dir, DATABASE_FILE);
    const before = openStore({ dataDir: dir, dailyBackup: false });
    const backup = before.backupNow();
    before.close();
    const bytes = fs.readFileSync(file);
    for (let page = 2; page * 4096 < bytes.length; page += 3) bytes.fill(0xa5, page * 4096 + 8, page * 4096 + 4096);
    fs.writeFileSync(file, bytes);
    const damaged = sha256File(file);

    const s = open({ dataDir: dir });
    expectRecovered(s, dir, damaged);
    expect(s.recovery.quarantined!.reason).toMatch(/quick_check|malformed/);
    expect(s.recovery.offeredBackup?.path).toBe(backup.path);

    const restored = s.restoreBackup(backup.path);
    expect(restored.restoredFrom).toBe(backup.path);
    expect(s.matches.list({ limit: 100 }).items.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(s.matches.get(ids[0]!)?.actionCount).toBe(30);
    // The database the restore replaced is kept as a backup.
    const previous = new Database(restored.previous, { readonly: true });
    expect((previous.prepare('SELECT count(*) AS n FROM matches').get() as { n: number }).n).toBe(1);
    previous.close();
  });

  it('a truncated file', () => {
    const dir = dataDir();
    seedDatabase(dir);
    const file = path.join(dir, DATABASE_FILE);
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBeGreaterThan(8 * 4096);
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const damaged = sha256File(file);
    const s = open({ dataDir: dir });
    expectRecovered(s, dir, damaged);
    expect(s.recovery.offeredBackup).toBeNull();
  });

  it('a text file named like the database', () => {
    const dir = dataDir();
    const file = path.join(dir, DATABASE_FILE);
    fs.writeFileSync(file, 'These are my notes, not a database.\n'.repeat(200));
    const damaged = sha256File(file);
    const s = open({ dataDir: dir });
    expectRecovered(s, dir, damaged);
    expect(s.recovery.quarantined!.reason).toMatch(/not a database/);
  });

  it('another program\'s SQLite database is moved aside, not migrated', () => {
    const dir = dataDir();
    const file = path.join(dir, DATABASE_FILE);
    const other = new Database(file);
    other.exec("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Zed');");
    other.close();
    const original = sha256File(file);
    const s = open({ dataDir: dir });
    expectRecovered(s, dir, original);
    expect(s.recovery.quarantined!.reason).toMatch(/not a Skirmish database/);
  });

  it('the -wal and -shm files of a damaged database go with it, so they are never applied to the new one', () => {
    const dir = dataDir();
    seedDatabase(dir);
    const file = path.join(dir, DATABASE_FILE);
    fs.writeFileSync(`${file}-wal`, Buffer.alloc(10_000, 7));
    fs.writeFileSync(file, 'garbage'.repeat(1000));
    const s = open({ dataDir: dir });
    expect(s.recovery.status).toBe('recovered');
    expect(fs.readFileSync(`${s.recovery.quarantined!.movedTo}-wal`)).toEqual(Buffer.alloc(10_000, 7));
  });
});

describe('a data location that cannot be written gives a typed error and destroys nothing', () => {
  it('a data directory whose parent is a file', () => {
    const dir = dataDir();
    const parent = path.join(dir, 'not-a-folder');
    fs.writeFileSync(parent, 'keep me');
    const failure = failureOf(() => openStore({ dataDir: path.join(parent, 'data') }));
    expect(failure.code).toBe('not-a-folder');
    expect(failure.error.kind).toBe('storage');
    expect(fs.readFileSync(parent, 'utf8')).toBe('keep me');
  });

  it('a data directory that is a file', () => {
    const dir = dataDir();
    const notDir = path.join(dir, 'data');
    fs.writeFileSync(notDir, 'keep me too');
    expect(failureOf(() => openStore({ dataDir: notDir })).code).toBe('not-a-folder');
    expect(fs.readFileSync(notDir, 'utf8')).toBe('keep me too');
  });

  it('a folder where the database file should be', () => {
    const dir = dataDir();
    fs.mkdirSync(path.join(dir, DATABASE_FILE));
    fs.writeFileSync(path.join(dir, DATABASE_FILE, 'inside.txt'), 'still here');
    expect(failureOf(() => openStore({ dataDir: dir })).code).toBe('unwritable');
    expect(fs.readFileSync(path.join(dir, DATABASE_FILE, 'inside.txt'), 'utf8')).toBe('still here');
  });
});

// Root ignores file permissions, so these run only as an ordinary user; the cases above simulate the same failure as root.
const AS_ROOT = process.getuid?.() === 0;
describe.skipIf(AS_ROOT)('read-only permissions (skipped when running as root, which ignores them)', () => {
  it('a read-only data directory, empty or holding a database, gives a typed error and the database is untouched', () => {
    const dir = dataDir();
    const empty = path.join(dir, 'empty');
    fs.mkdirSync(empty, { mode: 0o555 });
    const existing = path.join(dir, 'existing');
    seedDatabase(existing);
    const file = path.join(existing, DATABASE_FILE);
    const before = sha256File(file);
    const files = listDir(existing);
    fs.chmodSync(existing, 0o555);
    try {
      expect(failureOf(() => openStore({ dataDir: empty })).code).toBe('unwritable');
      expect(failureOf(() => openStore({ dataDir: existing })).code).toBe('unwritable');
      expect(sha256File(file)).toBe(before);
      expect(listDir(existing)).toEqual(files);
    } finally {
      fs.chmodSync(empty, 0o755);
      fs.chmodSync(existing, 0o755);
    }
  });

  it('a read-only database file gives a typed error at open, not at the first save', () => {
    const dir = dataDir();
    seedDatabase(dir);
    const file = path.join(dir, DATABASE_FILE);
    fs.chmodSync(file, 0o444);
    expect(failureOf(() => openStore({ dataDir: dir })).code).toBe('unwritable');
    fs.chmodSync(file, 0o644);
  });
});

describe('backups', () => {
  it('takes one backup a day at open and keeps the newest 5', () => {
    const dir = dataDir();
    let clock = Date.UTC(2026, 2, 1, 9);
    seedDatabase(dir, { now: () => clock });
    for (let day = 0; day < 8; day++) {
      clock = Date.UTC(2026, 2, 2 + day, 9);
      const s = openStore({ dataDir: dir, now: () => clock });
      expect(s.recovery.dailyBackup).not.toBeNull();
      s.settings.set('last-day', day);
      s.close();
      clock += 3_600_000;
      const again = openStore({ dataDir: dir, now: () => clock });
      expect(again.recovery.dailyBackup).toBeNull();
      again.close();
    }
    // A copy cut short by a crash is cleared at the next rotation, and never listed as a backup.
    const partial = path.join(dir, 'backups', 'skirmish-daily-2026-03-10T00-00-00-000Z.sqlite.partial');
    fs.writeFileSync(partial, 'half a copy');
    clock = Date.UTC(2026, 2, 10, 9);
    const s = open({ dataDir: dir, now: () => clock });
    expect(fs.existsSync(partial)).toBe(false);
    const daily = s.listBackups().filter((b) => b.kind === 'daily');
    expect(daily.map((b) => new Date(b.takenAt).toISOString().slice(0, 10))).toEqual(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-07', '2026-03-06']);
    // Each backup is a complete database as of its day.
    const newest = new Database(daily[0]!.path, { readonly: true });
    expect(newest.prepare("SELECT value FROM settings WHERE key = 'last-day'").get()).toEqual({ value: '7' });
    newest.close();
    expect(fs.readdirSync(s.backupsDir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('restoreBackup refuses a damaged, foreign or newer file and leaves the current database as it was', () => {
    const dir = dataDir();
    const s = open({ dataDir: dir, now: () => Date.UTC(2026, 4, 1) + 7 * DAY });
    s.settings.set('theme', 'dark');
    const junk = path.join(dir, 'junk.sqlite');
    fs.writeFileSync(junk, 'nope'.repeat(500));
    expect(failureOf(() => s.restoreBackup(junk)).code).toBe('invalid-backup');
    const foreign = path.join(dir, 'foreign.sqlite');
    const f = new Database(foreign);
    f.exec('CREATE TABLE x (y)');
    f.close();
    expect(failureOf(() => s.restoreBackup(foreign)).code).toBe('invalid-backup');
    const newer = s.backupNow().path;
    const n = new Database(newer);
    n.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    n.close();
    expect(failureOf(() => s.restoreBackup(newer)).code).toBe('newer-schema');
    expect(failureOf(() => s.restoreBackup(s.path)).code).toBe('invalid-backup');
    expect(failureOf(() => s.restoreBackup(path.join(dir, 'missing.sqlite'))).code).toBe('invalid-backup');
    expect(s.settings.get('theme')).toBe('dark');
    expect(s.listBackups().filter((b) => b.kind === 'before-restore')).toEqual([]);
  });
});
