// When saved games cannot be kept, system.health and data.status say why with a code and a sentence for the player,
// and every refused call says the same sentence: a newer schema, a read-only folder, a file where the data folder
// should be, a full disk. Settings the store refuses leave the settings in memory as they were.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceFailure, type CallResult, type DataStatus, type Health } from '@shared/contract';
import { memoryLogger } from '@main/services/logger';
import { createMainServices } from '@main/services/main-services';
import { DATABASE_FILE, openStore, SCHEMA_VERSION } from '@main/store';
import { toFailure } from '@main/store/errors';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tmp = (): string => { const d = fs.mkdtempSync(path.join(os.tmpdir(), 'skirmish-reasons-')); dirs.push(d); return d; };

/** What openStore throws for this data directory (the app keeps running without a store). */
function openFailure(dataDir: string): unknown {
  try {
    openStore({ dataDir }).close();
  } catch (e) {
    return e;
  }
  throw new Error('expected the store to refuse');
}

async function reasons(dataDir: string, failure: unknown) {
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), storeFailure: failure });
  const ok = (r: CallResult) => { if (!r.ok) throw new Error(r.error.message); return r.result; };
  const health = ok(await services.dispatcher.call('system.health', {})) as Health;
  const status = ok(await services.dispatcher.call('data.status', {})) as DataStatus;
  const refused = await services.dispatcher.call('match.list', {});
  return { health, status, refused };
}

describe('why saved games are unavailable', () => {
  it('a database from a newer Skirmish', async () => {
    const dir = tmp();
    openStore({ dataDir: dir }).close();
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.pragma(`user_version = ${SCHEMA_VERSION + 3}`);
    db.close();
    const { health, status, refused } = await reasons(dir, openFailure(dir));
    expect(health.ok).toBe(false);
    expect(health.storage).toEqual({ code: 'newer-schema', message: expect.stringMatching(/newer version of Skirmish.*Update Skirmish/) });
    expect(status).toMatchObject({ openedAs: 'unavailable', problem: health.storage });
    expect(refused).toEqual({ ok: false, error: { kind: 'storage', message: health.storage!.message } });
  });

  it('a file where the data folder should be: the reason names the place', async () => {
    const dir = path.join(tmp(), 'data');
    fs.writeFileSync(dir, 'my notes');
    const { health, status, refused } = await reasons(dir, openFailure(dir));
    expect(health.storage).toEqual({ code: 'not-a-folder', message: expect.stringContaining(`${dir}, but a file is in the way`) });
    expect(status.problem).toEqual(health.storage);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'storage', message: health.storage!.message } });
    expect(fs.readFileSync(dir, 'utf8')).toBe('my notes');
  });

  it('a read-only folder', async () => {
    const dir = tmp();
    // Root ignores permissions, so there the file system's own error stands in for the folder that refuses writes.
    const failure = process.getuid?.() === 0
      ? toFailure(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' }), `Preparing the data directory ${dir}`)
      : (fs.chmodSync(dir, 0o555), openFailure(dir));
    const { health, status } = await reasons(dir, failure);
    expect(health.storage).toEqual({ code: 'unwritable', message: expect.stringContaining(`cannot write to its data folder ${dir}`) });
    expect(status.problem?.code).toBe('unwritable');
    fs.chmodSync(dir, 0o755);
  });

  it('a full disk', async () => {
    const dir = tmp();
    const failure = toFailure(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), 'Opening the database');
    const { health, status } = await reasons(dir, failure);
    expect(health.storage).toEqual({ code: 'disk-full', message: expect.stringMatching(/disk .* is full.*Free some space/) });
    expect(status.problem?.code).toBe('disk-full');
  });

  it('nothing to report when the store works', async () => {
    const dir = tmp();
    const store = openStore({ dataDir: dir });
    const services = createMainServices({ host: 'test', dataDir: dir, log: memoryLogger(), store });
    expect(await services.dispatcher.call('system.health', {})).toMatchObject({ ok: true, result: { ok: true, storage: null } });
    expect(await services.dispatcher.call('data.status', {})).toMatchObject({ ok: true, result: { problem: null, openedAs: 'created' } });
    store.close();
  });
});

describe('settings the store refuses', () => {
  it('leave the settings in memory as they were, and later reads work', async () => {
    let refuse = true;
    const saved: unknown[] = [];
    const services = createMainServices({
      host: 'test', dataDir: '/d', log: memoryLogger(),
      settings: { load: () => undefined, save: (s) => { if (refuse) throw new ServiceFailure({ kind: 'storage', message: 'Saving a setting: the disk is full.' }); saved.push(s); } },
    });
    expect(await services.dispatcher.call('settings.set', { theme: 'dark' })).toEqual({ ok: false, error: { kind: 'storage', message: 'Saving a setting: the disk is full.' } });
    expect(await services.dispatcher.call('settings.get', {})).toMatchObject({ ok: true, result: { theme: 'system' } });
    expect(await services.dispatcher.call('settings.reset', {})).toMatchObject({ ok: false, error: { kind: 'storage' } });
    refuse = false;
    expect(await services.dispatcher.call('settings.set', { textScale: 1.5 })).toMatchObject({ ok: true, result: { theme: 'system', textScale: 1.5 } });
    expect(saved).toEqual([expect.objectContaining({ theme: 'system', textScale: 1.5 })]);
    // A key sent as undefined (Electron's structured clone keeps them) changes nothing; found by the contract fuzz test.
    expect(await services.dispatcher.call('settings.set', { animations: undefined, theme: 'dark' })).toMatchObject({ ok: true, result: { animations: true, theme: 'dark' } });
  });
});
