// `npm run serve` as a process: a data directory that is a file does not stop it before the store opens; it serves
// and tells why games are not saved. And a failure nobody awaited is logged, not fatal.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { memoryLogger } from '@main/services/logger';
import { guardProcess } from '@main/hosts/web/process-guard';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGTERM');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function serve(dataDir: string): Promise<{ url: URL; child: ChildProcess; stderr: () => string }> {
  const child = spawn(resolve('node_modules/.bin/tsx'), ['src-main/hosts/web/main.ts', '--data-dir', dataDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '', err = '';
  child.stderr!.on('data', (d) => { err += String(d); });
  return new Promise((ok, fail) => {
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /Open (http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/.exec(out);
      if (m) ok({ url: new URL(m[1]!), child, stderr: () => err });
    });
    child.once('exit', (code) => fail(new Error(`the host exited with ${code}: ${err}`)));
  });
}

function call(url: URL, method: string, args: unknown): Promise<any> {
  const token = new URLSearchParams(url.hash.slice(1)).get('token')!;
  return new Promise((ok, fail) => {
    const ws = new WebSocket(`ws://${url.host}/api?token=${token}`);
    ws.once('open', () => ws.send(JSON.stringify({ id: 1, method, args })));
    ws.on('message', (d) => { const m = JSON.parse(String(d)); if (m.id === 1) { ws.close(); ok(m); } });
    ws.once('error', fail);
  });
}

describe('the browser host process', () => {
  it('starts with a file where its data folder should be, leaves the file alone, and says why games are not saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-serve-'));
    dirs.push(dir);
    const notAFolder = join(dir, 'data');
    writeFileSync(notAFolder, 'my notes');
    const { url, stderr } = await serve(notAFolder);
    const health = await call(url, 'system.health', {});
    expect(health).toMatchObject({ ok: true, result: { ok: false, storage: { code: 'not-a-folder', message: expect.stringContaining(notAFolder) } } });
    expect(await call(url, 'match.list', {})).toMatchObject({ ok: false, error: { kind: 'storage', message: health.result.storage.message } });
    expect(await call(url, 'settings.set', { theme: 'dark' })).toMatchObject({ ok: true, result: { theme: 'dark' } });
    expect(readFileSync(notAFolder, 'utf8')).toBe('my notes');
    expect(stderr()).toMatch(/could not open the data store/);
  }, 60_000);
});

describe('guardProcess', () => {
  it('logs an unhandled rejection and an uncaught exception, with newlines in a thrown text escaped', () => {
    const log = memoryLogger();
    const listeners = new Map<string, (e: unknown) => void>();
    guardProcess(log, (event, listener) => listeners.set(event, listener));
    listeners.get('unhandledRejection')!(new Error('the AI loop failed'));
    listeners.get('uncaughtException')!('forged\nline');
    expect(log.lines[0]).toMatch(/^error unhandled rejection: Error: the AI loop failed/);
    expect(log.lines[1]).toBe('error uncaught exception: forged\\u000aline');
  });
});
