// Backup copies (VACUUM INTO a temporary file, then an atomic rename), their rotation, and read-only inspection of a file.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isCorruption, toFailure } from './errors';

export type BackupKind = 'daily' | 'pre-migrate' | 'before-restore';

export interface BackupInfo {
  readonly path: string;
  readonly kind: BackupKind;
  /** When the backup was taken (the store's clock), ms since the epoch. */
  readonly takenAt: number;
  readonly bytes: number;
}

const PREFIX = 'skirmish';
const NAME = /^skirmish-(daily|pre-migrate|before-restore)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.sqlite$/;

/** A time as text that is safe in a file name on every platform and sorts by time. */
export function fileStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[:.]/g, '-');
}

function parseStamp(stamp: string): number {
  const m = /^(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/.exec(stamp);
  return m ? Date.parse(`${m[1]}:${m[2]}:${m[3]}.${m[4]}Z`) : NaN;
}

export function listBackups(dir: string): BackupInfo[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT') return [];
    throw toFailure(e, 'Listing backups');
  }
  const out: BackupInfo[] = [];
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    const full = path.join(dir, name);
    const takenAt = parseStamp(m[2]!);
    if (!Number.isFinite(takenAt)) continue;
    out.push({ path: full, kind: m[1] as BackupKind, takenAt, bytes: fs.statSync(full).size });
  }
  return out.sort((a, b) => b.takenAt - a.takenAt || b.path.localeCompare(a.path));
}

function fsyncPath(p: string, flags: 'r' | 'r+' = 'r'): void {
  const fd = fs.openSync(p, flags);
  try {
    fs.fsyncSync(fd);
  } catch (e) {
    // Some platforms cannot fsync a directory; the rename is still atomic there.
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EBADF'].includes((e as { code?: string }).code ?? '')) throw e;
  } finally {
    fs.closeSync(fd);
  }
}

/** Copies the open database into the backups folder; the copy appears under its final name only when complete. */
export function takeBackup(db: Database.Database, dir: string, kind: BackupKind, now: number): BackupInfo {
  try {
    fs.mkdirSync(dir, { recursive: true });
    let name = `${PREFIX}-${kind}-${fileStamp(now)}.sqlite`;
    for (let n = 1; fs.existsSync(path.join(dir, name)); n++) name = `${PREFIX}-${kind}-${fileStamp(now + n)}.sqlite`;
    const final = path.join(dir, name);
    const temp = `${final}.partial`;
    fs.rmSync(temp, { force: true });
    db.prepare('VACUUM INTO ?').run(temp);
    fsyncPath(temp, 'r+');
    fs.renameSync(temp, final);
    fsyncPath(dir);
    return { path: final, kind, takenAt: parseStamp(name.slice(PREFIX.length + kind.length + 2, -'.sqlite'.length)), bytes: fs.statSync(final).size };
  } catch (e) {
    throw toFailure(e, `Taking a ${kind} backup`);
  }
}

/** Keeps the newest `keep` backups of each kind and deletes older ones (only files named as our backups). */
export function rotateBackups(dir: string, keep: number): string[] {
  const removed: string[] = [];
  // A copy cut short by a crash never got its final name; it is not a backup.
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (name.startsWith(`${PREFIX}-`) && name.endsWith('.sqlite.partial')) {
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(path.join(dir, name));
    }
  }
  const seen = new Map<BackupKind, number>();
  for (const b of listBackups(dir)) {
    const n = (seen.get(b.kind) ?? 0) + 1;
    seen.set(b.kind, n);
    if (n > keep) {
      fs.rmSync(b.path, { force: true });
      removed.push(b.path);
    }
  }
  return removed;
}

export type Inspection =
  | { readonly state: 'ok'; readonly userVersion: number; readonly applicationId: number; readonly tables: number }
  | { readonly state: 'corrupt'; readonly reason: string };

const SIDECARS = ['-wal', '-shm'] as const;

/**
 * Opens a database file read-only and reports its schema version and `PRAGMA quick_check`.
 * Damage is reported, not thrown; other failures (permissions, locks) throw a typed error. The file is never written.
 */
export function inspectDatabase(file: string, nativeBinding?: string): Inspection {
  const existed = SIDECARS.map((s) => fs.existsSync(file + s));
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
    const userVersion = db.pragma('user_version', { simple: true }) as number;
    const applicationId = db.pragma('application_id', { simple: true }) as number;
    const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as { n: number }).n;
    const problems = (db.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check);
    if (problems.length !== 1 || problems[0] !== 'ok') return { state: 'corrupt', reason: `quick_check: ${problems.join('; ').replace(/\s+/g, ' ').slice(0, 300)}` };
    return { state: 'ok', userVersion, applicationId, tables };
  } catch (e) {
    if (isCorruption(e)) return { state: 'corrupt', reason: e instanceof Error ? e.message : String(e) };
    throw toFailure(e, `Opening ${file}`);
  } finally {
    db?.close();
    // A read-only open of a WAL file creates empty -wal/-shm files: remove the ones this look created, if they hold nothing.
    SIDECARS.forEach((s, i) => {
      const p = file + s;
      if (!existed[i] && fs.existsSync(p) && (s === '-shm' || fs.statSync(p).size === 0)) fs.rmSync(p, { force: true });
    });
  }
}
