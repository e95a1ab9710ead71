// After a recovery the backup offered and every backup from before the damage stay, through daily launches and
// "back up now" alike, until the player restores one or keeps the fresh start; an empty or missing database while
// backups exist is such a recovery.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore, type Store } from '@main/store';
import { PINS_FILE } from '@main/store/backups';
import { sha256File, tempDir } from './helpers';

const DAY = 86_400_000;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function dataDir(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

/** Days of ordinary use before the damage: one launch a day (a daily backup each), some play, then a close. */
function useForDays(dir: string, days: number, start: number): number {
  let clock = start;
  for (let d = 0; d < days; d++) {
    clock = start + d * DAY;
    const s = openStore({ dataDir: dir, now: () => clock });
    s.settings.set('day', d);
    s.close();
  }
  return clock;
}

function damage(dir: string, how: 'garbage' | 'empty' | 'missing'): void {
  const file = path.join(dir, DATABASE_FILE);
  for (const side of ['-wal', '-shm']) fs.rmSync(file + side, { force: true });
  if (how === 'missing') fs.rmSync(file);
  else fs.writeFileSync(file, how === 'empty' ? '' : 'not a database '.repeat(500));
}

const names = (s: Store): string[] => s.listBackups().map((b) => path.basename(b.path)).sort();
const dayOf = (file: string): number => Number(new Database(file, { readonly: true }).prepare("SELECT value FROM settings WHERE key = 'day'").pluck().get());

describe('backups after a recovery', () => {
  it.each(['garbage', 'empty', 'missing'] as const)('a %s database: the offered backup and all older ones survive a week of launches and backups, until dismissed', (how) => {
    const dir = dataDir();
    const start = Date.UTC(2026, 5, 1, 9);
    let clock = useForDays(dir, 7, start);
    const before = openStore({ dataDir: dir, now: () => clock, dailyBackup: false });
    const fromBefore = names(before);
    before.close();
    expect(fromBefore).toHaveLength(5);
    const shas = new Map(fromBefore.map((n) => [n, sha256File(path.join(dir, 'backups', n))]));
    damage(dir, how);

    clock += DAY;
    const recovered = openStore({ dataDir: dir, now: () => clock });
    expect(recovered.recovery.status).toBe('recovered');
    expect(recovered.recovery.quarantined === null).toBe(how === 'missing');
    // The newest good backup: taken when the last day's launch opened, so it holds the day before's play.
    const offered = recovered.recovery.offeredBackup!;
    expect(dayOf(offered.path)).toBe(5);
    expect(recovered.listBackups().every((b) => b.pinned)).toBe(true);
    expect(recovered.pendingRecovery()).toMatchObject({ reason: expect.stringMatching(how === 'missing' ? /missing/ : how === 'empty' ? /empty/ : /./) });
    // "Back up now" five times on the day of the recovery: the good ones stay.
    for (let i = 0; i < 5; i++) { clock += 60_000; recovered.backupNow(); }
    recovered.close();

    // A week of daily launches and backups: the pinned ones are never rotated away, and the offer stays.
    for (let d = 1; d <= 7; d++) {
      clock = start + (8 + d) * DAY;
      const s = openStore({ dataDir: dir, now: () => clock });
      expect(s.recovery.status).toBe('opened');
      expect(s.recovery.dailyBackup).not.toBeNull();
      s.backupNow();
      for (const n of fromBefore) expect(names(s)).toContain(n);
      expect(s.recovery.offeredBackup?.path).toBe(offered.path);
      expect(s.listBackups().filter((b) => !b.pinned && b.kind === 'daily')).toHaveLength(5);
      s.close();
    }
    for (const [n, sha] of shas) expect(sha256File(path.join(dir, 'backups', n))).toBe(sha);

    // Dismissed: the offer goes and the old backups rotate like any other at the next backup.
    const last = openStore({ dataDir: dir, now: () => clock + 1_000 });
    last.dismissRecovery();
    expect(last.pendingRecovery()).toBeNull();
    expect(last.listBackups().some((b) => b.pinned)).toBe(false);
    last.backupNow();
    for (const n of fromBefore) expect(names(last)).not.toContain(n);
    last.close();
    const again = openStore({ dataDir: dir, now: () => clock + 2_000 });
    expect(again.recovery.offeredBackup).toBeNull();
    again.close();
  });

  it('restoring the offered backup settles the recovery and brings the data back', () => {
    const dir = dataDir();
    let clock = useForDays(dir, 3, Date.UTC(2026, 6, 1, 9));
    damage(dir, 'empty');
    clock += DAY;
    const s = openStore({ dataDir: dir, now: () => clock });
    const offered = s.recovery.offeredBackup!;
    s.restoreBackup(offered.path);
    expect(s.settings.get('day')).toBe(1);
    expect(s.pendingRecovery()).toBeNull();
    expect(fs.existsSync(path.join(s.backupsDir, PINS_FILE))).toBe(false);
    s.close();
  });

  it('a damaged list of kept backups keeps every backup, and can still be settled', () => {
    const dir = dataDir();
    let clock = useForDays(dir, 6, Date.UTC(2026, 7, 1, 9));
    damage(dir, 'garbage');
    clock += DAY;
    openStore({ dataDir: dir, now: () => clock }).close();
    fs.writeFileSync(path.join(dir, 'backups', PINS_FILE), '{ not json');
    const s = openStore({ dataDir: dir, now: () => clock + DAY });
    const count = s.listBackups().length;
    for (let i = 0; i < 6; i++) s.backupNow();
    expect(s.listBackups().length).toBe(count + 6);
    expect(s.pendingRecovery()).toMatchObject({ reason: expect.stringContaining('could not be read') });
    s.dismissRecovery();
    s.backupNow();
    expect(s.listBackups().filter((b) => b.kind === 'daily')).toHaveLength(5);
    s.close();
  });

  it('an empty or missing database without any backup is a first start, not a recovery', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, DATABASE_FILE), '');
    const s = openStore({ dataDir: dir });
    expect(s.recovery.status).toBe('created');
    expect(s.pendingRecovery()).toBeNull();
    s.close();
  });
});
