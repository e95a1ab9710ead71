import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import WebSocket from 'ws';
import { MAX_REQUEST_BYTES } from '@shared/contract';
import { memoryLogger } from '@main/services/logger';
import { createMainServices } from '@main/services/main-services';
import { startWebHost, type WebHost } from '@main/hosts/web/server';

let host: WebHost;
const log = memoryLogger();
const staticDir = mkdtempSync(join(tmpdir(), 'skirmish-static-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Skirmish</title>');
writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(tmpdir(), 'skirmish-secret.txt'), 'secret');

beforeAll(async () => {
  host = await startWebHost({ services: createMainServices({ host: 'web', dataDir: '/data', log }), staticDir, log, token: 'test-token-0123456789' });
});
afterAll(async () => { await host.close(); });

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

function connect(query = `?token=${host.token}`, origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api${query}`, origin ? { origin } : {});
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Sends one frame and waits for the next response frame (events are skipped). */
function roundTrip(ws: WebSocket, frame: string | Buffer, binary = false): Promise<any> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData): void => {
      const msg = JSON.parse(String(data));
      if ('event' in msg) return;
      ws.off('message', onMessage);
      resolve(msg);
    };
    ws.on('message', onMessage);
    ws.send(frame, { binary });
  });
}

describe('browser host: HTTP', () => {
  it('binds to 127.0.0.1 only and puts the token in the fragment of the URL', () => {
    expect(host.server.address()).toMatchObject({ address: '127.0.0.1' });
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/#token=test-token-0123456789`);
  });

  it('serves the app with a strict content security policy', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Skirmish</title>');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/assets/app.js')).headers['content-type']).toContain('text/javascript');
  });

  it('falls back to the app page for routes, 404s missing assets and refuses to leave its folder', async () => {
    expect((await get('/settings')).body).toContain('<title>Skirmish</title>');
    expect((await get('/assets/missing.js')).status).toBe(404);
    for (const path of ['/../skirmish-secret.txt', '/%2e%2e/skirmish-secret.txt', '/assets/%2e%2e/%2e%2e/skirmish-secret.txt']) {
      const res = await get(path);
      expect(res.body).not.toContain('secret');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});

describe('browser host: the Host header (DNS rebinding)', () => {
  it('serves only requests for 127.0.0.1:<port> or localhost:<port>', async () => {
    expect((await get('/', { Host: `localhost:${host.port}` })).status).toBe(200);
    for (const name of ['evil.example', `evil.example:${host.port}`, '127.0.0.1', `127.0.0.1:${host.port + 1}`, `localhost.evil.example:${host.port}`]) {
      const res = await get('/', { Host: name });
      expect(res.status, name).toBe(421);
      expect(res.body).not.toContain('Skirmish');
    }
    expect(log.lines.some((l) => l.includes("refused an HTTP request for host 'evil.example'"))).toBe(true);
  });

  it('refuses a socket whose Host names another server, even with the right token and no Origin', async () => {
    const refused = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api?token=${host.token}`, { headers: { Host: `rebound.example:${host.port}` } });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => reject(new Error('opened')));
      ws.once('error', () => undefined);
    });
    expect(refused).toBe(421);
    const ws = await connect(`?token=${host.token}`, `http://localhost:${host.port}`);
    ws.close();
  });
});

describe('browser host: socket', () => {
  it('refuses a socket without the token, with a wrong token, or from a foreign origin', async () => {
    await expect(connect('')).rejects.toThrow('HTTP 401');
    await expect(connect('?token=wrong')).rejects.toThrow('HTTP 401');
    await expect(connect(`?token=${host.token}x`)).rejects.toThrow('HTTP 401');
    await expect(connect(`?token=${host.token}`, 'http://evil.example')).rejects.toThrow('HTTP 403');
    expect(log.lines.filter((l) => l.includes('missing or wrong token')).length).toBeGreaterThanOrEqual(3);
    expect(log.lines.some((l) => l.includes('foreign origin'))).toBe(true);
  });

  it('carries a service round trip and pushes events', async () => {
    const ws = await connect(`?token=${host.token}`, `http://127.0.0.1:${host.port}`);
    expect(await roundTrip(ws, JSON.stringify({ id: 1, method: 'system.echo', args: { text: 'hi' } }))).toMatchObject({ id: 1, ok: true, result: { text: 'hi' } });
    const event = new Promise((resolve) => ws.on('message', (d) => { const m = JSON.parse(String(d)); if (m.event) resolve(m); }));
    expect(await roundTrip(ws, JSON.stringify({ id: 'two', method: 'settings.set', args: { theme: 'dark' } }))).toMatchObject({ id: 'two', ok: true });
    expect(await event).toMatchObject({ event: 'settings.changed', payload: { theme: 'dark' } });
    ws.close();
  });

  it('answers bad input with typed errors and keeps serving', async () => {
    const ws = await connect();
    expect(await roundTrip(ws, 'not json')).toMatchObject({ id: null, ok: false, error: { kind: 'validation', message: 'Request is not valid JSON.' } });
    expect(await roundTrip(ws, JSON.stringify({ id: 3 }))).toMatchObject({ id: 3, ok: false, error: { kind: 'validation' } });
    expect(await roundTrip(ws, JSON.stringify([1, 2]))).toMatchObject({ id: null, ok: false, error: { kind: 'validation' } });
    expect(await roundTrip(ws, JSON.stringify({ id: 4, method: 'system.rm', args: {} }))).toMatchObject({ id: 4, ok: false, error: { kind: 'unknown_method', method: 'system.rm' } });
    expect(await roundTrip(ws, JSON.stringify({ id: 5, method: 'settings.set', args: { textScale: 'big' } }))).toMatchObject({ id: 5, ok: false, error: { kind: 'validation', issues: [{ path: 'textScale' }] } });
    expect(await roundTrip(ws, Buffer.from([1, 2, 3]), true)).toMatchObject({ ok: false, error: { kind: 'validation', message: 'Requests are JSON text frames.' } });
    const big = JSON.stringify({ id: 6, method: 'system.echo', args: { text: 'x'.repeat(MAX_REQUEST_BYTES) } });
    expect(await roundTrip(ws, big)).toMatchObject({ ok: false, error: { kind: 'validation', message: `Request larger than ${MAX_REQUEST_BYTES} bytes.` } });
    expect(await roundTrip(ws, JSON.stringify({ id: 7, method: 'system.echo', args: { text: 'still here' } }))).toMatchObject({ id: 7, ok: true, result: { text: 'still here' } });
    ws.close();
  });

  it('writes unknown method names to the log on one line, control characters escaped', async () => {
    const ws = await connect();
    const forged = 'nope\n2026-01-01T00:00:00.000Z web info admin logged in\r\u2028x';
    expect(await roundTrip(ws, JSON.stringify({ id: 9, method: forged, args: {} }))).toMatchObject({ id: 9, ok: false, error: { kind: 'unknown_method' } });
    const line = log.lines.find((l) => l.includes('refused unknown method \'nope'))!;
    expect(line).not.toMatch(/[\n\r\u2028]/);
    expect(line).toContain('nope\\u000a2026');
    ws.close();
  });

  it('closes a socket that sends a frame beyond the hard limit, and keeps serving others', async () => {
    const ws = await connect();
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send('x'.repeat(MAX_REQUEST_BYTES * 4 + 10));
    expect(await closed).toBe(1009);
    const other = await connect();
    expect(await roundTrip(other, JSON.stringify({ id: 8, method: 'system.echo', args: { text: 'next' } }))).toMatchObject({ id: 8, ok: true, result: { text: 'next' } });
    other.close();
  });
});
