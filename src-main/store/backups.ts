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
  /** Kept through every rotation: a recovery awaits the player's choice, and this backup is from before the damage. */
  readonly pinned: boolean;
}

/**
 * A recovery the player has not settled yet (restored a backup, or dismissed the offer). Until then the offered backup
 * and every backup from before the damage are pinned: no rotation removes them, however many backups follow.
 */
export interface PendingRecovery {
  /** When the damage was found. */
  readonly since: number;
  readonly reason: string;
  readonly quarantinedTo: string | null;
  /** File name (in the backups folder) of the backup offered for restore, if one passed its check. */
  readonly offered: string | null;
  /** File names of the pinned backups. */
  readonly pinned: readonly string[];
}

/** The file in the backups folder that records a pending recovery and its pins. */
export const PINS_FILE = 'pinned.json';

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
  const pins = readPins(dir);
  const pinned = (name: string): boolean => pins === 'unreadable' || (pins?.pinned.includes(name) ?? false);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (e) {
    // No folder, or a file where it should be: no backups (taking one then fails with the reason).
    if ((e as { code?: string }).code === 'ENOENT' || (e as { code?: string }).code === 'ENOTDIR') return [];
    throw toFailure(e, 'Listing backups');
  }
  const out: BackupInfo[] = [];
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    const full = path.join(dir, name);
    const takenAt = parseStamp(m[2]!);
    if (!Number.isFinite(takenAt)) continue;
    out.push({ path: full, kind: m[1] as BackupKind, takenAt, bytes: fs.statSync(full).size, pinned: pinned(name) });
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
    return { path: final, kind, takenAt: parseStamp(name.slice(PREFIX.length + kind.length + 2, -'.sqlite'.length)), bytes: fs.statSync(final).size, pinned: false };
  } catch (e) {
    throw toFailure(e, `Taking a ${kind} backup`);
  }
}

/**
 * Keeps the newest `keep` backups of each kind and deletes older ones (only files named as our backups). Pinned backups
 * are never deleted and do not count towards `keep`; an unreadable pins file pins everything.
 */
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
    if (b.pinned) continue;
    const n = (seen.get(b.kind) ?? 0) + 1;
    seen.set(b.kind, n);
    if (n > keep) {
      fs.rmSync(b.path, { force: true });
      removed.push(b.path);
    }
  }
  return removed;
}

/** The pending recovery, null when there is none, 'unreadable' when its file is damaged (then every backup stays). */
export function readPins(dir: string): PendingRecovery | null | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, PINS_FILE), 'utf8');
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT' || (e as { code?: string }).code === 'ENOTDIR') return null;
    return 'unreadable';
  }
  try {
    const p = JSON.parse(text) as Partial<PendingRecovery>;
    const names = Array.isArray(p.pinned) && p.pinned.every((n) => typeof n === 'string') ? p.pinned : null;
    if (!names || typeof p.since !== 'number' || typeof p.reason !== 'string') return 'unreadable';
    return {
      since: p.since, reason: p.reason, quarantinedTo: typeof p.quarantinedTo === 'string' ? p.quarantinedTo : null,
      offered: typeof p.offered === 'string' ? p.offered : null, pinned: names,
    };
  } catch {
    return 'unreadable';
  }
}

/** Records a pending recovery (merging with one already pending, so no earlier pin is lost); written atomically. */
export function writePins(dir: string, recovery: PendingRecovery): PendingRecovery {
  const before = readPins(dir);
  const earlier = before && before !== 'unreadable' ? before.pinned : [];
  const merged: PendingRecovery = { ...recovery, pinned: [...new Set([...earlier, ...recovery.pinned])] };
  try {
    fs.mkdirSync(dir, { recursive: true });
    const final = path.join(dir, PINS_FILE);
    const temp = `${final}.partial`;
    fs.writeFileSync(temp, `${JSON.stringify(merged, null, 2)}\n`);
    fsyncPath(temp, 'r+');
    fs.renameSync(temp, final);
    fsyncPath(dir);
  } catch (e) {
    throw toFailure(e, 'Keeping the backups from before the damage');
  }
  return merged;
}

/** Ends a pending recovery: its backups rotate like any other from now on. */
export function clearPins(dir: string): void {
  try {
    fs.rmSync(path.join(dir, PINS_FILE), { force: true });
  } catch (e) {
    throw toFailure(e, 'Releasing the kept backups');
  }
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
