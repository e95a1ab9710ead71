// No message crashes the host: deep, huge and strange payloads to every method, over both transports (the browser
// host's socket and Electron's IPC handlers, each into the shared dispatcher), are refused with a typed error, and the
// host still answers after each one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ipcChannel, methodNames, ServiceError, type CallResult } from '@shared/contract';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import { openStore, type Store } from '@main/store';
import { startWebHost, type WebHost } from '@main/hosts/web/server';
import { registerIpcHandlers, type InvokeEvent } from '@main/hosts/electron/ipc';

const log = memoryLogger();
let store: Store;
let services: MainServices;
let host: WebHost;
let ws: WebSocket;
const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-hostile-'));
const staticDir = mkdtempSync(join(tmpdir(), 'skirmish-hostile-static-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Skirmish</title>');

beforeAll(async () => {
  store = openStore({ dataDir, dailyBackup: false });
  services = createMainServices({ host: 'web', dataDir, log, store, sleep: async () => {} });
  host = await startWebHost({ services, staticDir, log, token: 'hostile-token-0123456789' });
  ws = await new Promise<WebSocket>((resolve, reject) => {
    const s = new WebSocket(`ws://127.0.0.1:${host.port}/api?token=${host.token}`, { maxPayload: 64 * 1024 * 1024 });
    s.once('open', () => resolve(s));
    s.once('error', reject);
  });
});
afterAll(async () => {
  ws.close();
  services.shutdown();
  await host.close();
  store.close();
});

let nextId = 1;
/** Sends one text frame and waits for the answer with its id (events and other answers are skipped). */
function send(text: string, id: number): Promise<any> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData): void => {
      const msg = JSON.parse(String(data));
      if (msg.id !== id) return;
      ws.off('message', onMessage);
      resolve(msg);
    };
    ws.on('message', onMessage);
    ws.send(text);
  });
}
const frame = (method: string, argsText: string): { id: number; text: string } => {
  const id = nextId++;
  return { id, text: `{"id":${id},"method":${JSON.stringify(method)},"args":${argsText}}` };
};

async function alive(): Promise<void> {
  const { id, text } = frame('system.echo', '{"text":"still here"}');
  expect(await send(text, id)).toMatchObject({ ok: true, result: { text: 'still here' } });
}

const nestedText = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
function nested(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
/** Every field name the contract's methods take, so a deep value lands where each schema would look. */
const FIELDS = ['matchId', 'seat', 'action', 'expectedActionCount', 'file', 'content', 'gameId', 'name', 'hash', 'path', 'text', 'seats', 'options', 'army', 'opponent', 'picked', 'units', 'lastSetup', 'at', 'player', 'moveIndex', 'id', 'campaignId', 'runId', 'guild', 'candidates'];

/** Hostile argument texts, as a browser would send them. */
const PAYLOADS: [string, () => string][] = [
  ['5,000 nested arrays', () => nestedText(5_000)],
  ['200,000 nested arrays', () => nestedText(200_000)],
  ['every field 5,000 arrays deep', () => `{${FIELDS.map((f) => `${JSON.stringify(f)}:${nestedText(5_000)}`).join(',')}}`],
  ['an action 5,000 arrays deep', () => `{"matchId":"m","seat":0,"expectedActionCount":0,"action":${nestedText(5_000)}}`],
  ['a file whose actions are 5,000 arrays deep', () => `{"file":{"format":"skirmish-match","version":1,"gameId":"rush","seats":[],"options":{},"seed":1,"actions":[{"player":0,"action":${nestedText(5_000)}}]}}`],
  ['a 3 MB string', () => JSON.stringify('x'.repeat(3_000_000))],
  ['an object of 20,000 keys', () => `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`],
  ['an array of 150,000 numbers', () => `[${Array.from({ length: 150_000 }, (_, i) => i).join(',')}]`],
  ['a match file of 150,000 actions', () => `{"file":{"format":"skirmish-match","version":1,"gameId":"rush","seats":[],"options":{},"seed":1,"actions":[${Array.from({ length: 150_000 }, () => '{"player":0,"action":1}').join(',')}]}}`],
  ['a content of 100,000 nested objects', () => `{"gameId":"rush","name":"x","content":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`],
];

describe('hostile payloads over the browser host\'s socket', () => {
  it.each(PAYLOADS)('%s, to every method: a typed refusal each time, and the host answers after each', async (_name, make) => {
    const args = make();
    for (const method of methodNames()) {
      const { id, text } = frame(method, args);
      const answer = await send(text, id);
      expect(answer.ok, method).toBe(false);
      expect(ServiceError.safeParse(answer.error).success, method).toBe(true);
      expect(answer.error.kind, `${method}: ${answer.error.message}`).toBe('validation');
      await alive();
    }
  });

  it('refuses the reported message (match.act with an action of 5,000 nested arrays) and match.import of the same, as validation', async () => {
    for (const [method, args] of [['match.act', `{"matchId":"x","seat":0,"expectedActionCount":0,"action":${nestedText(5_000)}}`], ['match.import', `{"file":${nestedText(5_000)}}`]] as const) {
      const { id, text } = frame(method, args);
      expect(await send(text, id)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
    await alive();
    expect(log.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});

describe('hostile payloads over the Electron IPC handlers', () => {
  type Handler = (event: InvokeEvent, payload: unknown) => Promise<CallResult>;
  const handlers = new Map<string, Handler>();
  const ipcLog = memoryLogger();
  const appPage: InvokeEvent = { senderFrame: { url: 'app://skirmish/index.html', parent: null } };
  beforeAll(() => {
    registerIpcHandlers({ handle: (c: string, h: Handler) => { handlers.set(c, h); }, removeHandler: () => {} }, { dispatcher: services.dispatcher, isAppUrl: (u) => u.startsWith('app://skirmish/'), log: ipcLog });
  });

  const cyclic = (): unknown => { const o: Record<string, unknown> = { matchId: 'm', seat: 0 }; o.action = o; o.file = o; return o; };
  const STRUCTURED: [string, () => unknown][] = [
    ['100,000 nested arrays', () => nested(100_000)],
    ['every field 100,000 arrays deep', () => Object.fromEntries(FIELDS.map((f) => [f, nested(100_000)]))],
    ['a cycle (structured clone carries them)', cyclic],
    ['an array of 1,100,000 zeros', () => new Array(1_100_000).fill(0)],
    ['1,100 objects of 1,000 keys each', () => Array.from({ length: 1_100 }, () => Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`k${i}`, i])))],
    ['a 5 MB string in a field', () => ({ text: 'x'.repeat(5_000_000) })],
    ['NaN, Infinity and a bigint', () => ({ matchId: 'm', seat: Number.NaN, at: Number.POSITIVE_INFINITY, player: 10n })],
  ];

  it.each(STRUCTURED)('%s, to every method: a typed refusal each time, and the handlers answer after each', async (_name, make) => {
    const payload = make();
    for (const method of methodNames()) {
      const answer = await handlers.get(ipcChannel(method))!(appPage, payload);
      expect(answer.ok, method).toBe(false);
      if (answer.ok) continue;
      expect(ServiceError.safeParse(answer.error).success, method).toBe(true);
      expect(answer.error.kind, `${method}: ${answer.error.message}`).toBe('validation');
      expect(await handlers.get(ipcChannel('system.echo'))!(appPage, { text: 'ok' })).toMatchObject({ ok: true, result: { text: 'ok' } });
    }
    expect(ipcLog.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});
