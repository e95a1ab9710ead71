import { describe, expect, it } from 'vitest';
import { IPC_EVENT_CHANNEL, ipcChannel, methodNames, MAX_REQUEST_BYTES, type CallResult } from '@shared/contract';
import { memoryLogger } from '@main/services/logger';
import { createMainServices } from '@main/services/main-services';
import { forwardEvents, registerIpcHandlers, type InvokeEvent } from '@main/hosts/electron/ipc';
import { isAppUrl } from '@main/hosts/electron/app-protocol';

type Handler = (event: InvokeEvent, payload: unknown) => Promise<CallResult>;

function setup(devServerUrl?: string) {
  const handlers = new Map<string, Handler>();
  const ipcMain = { handle: (c: string, h: Handler) => { handlers.set(c, h); }, removeHandler: (c: string) => { handlers.delete(c); } };
  const log = memoryLogger();
  const services = createMainServices({ host: 'electron', dataDir: '/data', log });
  const dispose = registerIpcHandlers(ipcMain, { dispatcher: services.dispatcher, isAppUrl: (u) => isAppUrl(u, devServerUrl), log });
  return { handlers, log, services, dispose };
}

const appPage: InvokeEvent = { senderFrame: { url: 'app://skirmish/index.html#/play', parent: null } };

describe('IPC handlers', () => {
  it('are registered for every contract method, on its own channel, and removed together', () => {
    const { handlers, dispose } = setup();
    expect([...handlers.keys()].sort()).toEqual(methodNames().map(ipcChannel).sort());
    expect(methodNames().length).toBeGreaterThan(0);
    dispose();
    expect(handlers.size).toBe(0);
  });

  it('run a call from the app page through the dispatcher', async () => {
    const { handlers } = setup();
    const result = await handlers.get(ipcChannel('system.echo'))!(appPage, { text: 'hello' });
    expect(result).toMatchObject({ ok: true, result: { text: 'hello' } });
    const info = await handlers.get(ipcChannel('system.info'))!(appPage, undefined);
    expect(info).toMatchObject({ ok: true, result: { host: 'electron', dataDir: '/data' } });
  });

  it.each([
    ['another page', { senderFrame: { url: 'https://evil.example/', parent: null } }],
    ['a file page', { senderFrame: { url: 'file:///tmp/x.html', parent: null } }],
    ['a subframe of the app page', { senderFrame: { url: 'app://skirmish/index.html', parent: {} } }],
    ['a destroyed frame', { senderFrame: null }],
  ])('refuse and log a call from %s', async (_name, event) => {
    const { handlers, log, services } = setup();
    const before = await services.impls.settings.get(undefined);
    const result = await handlers.get(ipcChannel('settings.set'))!(event as InvokeEvent, { theme: before.theme === 'dark' ? 'light' : 'dark' });
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorized', message: expect.any(String) } });
    expect(await services.impls.settings.get(undefined)).toEqual(before);
    expect(log.lines.some((l) => l.startsWith('warn refused settings.set from untrusted sender'))).toBe(true);
  });

  it('accept the dev server page only when running against it', async () => {
    const dev = setup('http://localhost:5173');
    const fromDev: InvokeEvent = { senderFrame: { url: 'http://localhost:5173/#/', parent: null } };
    expect(await dev.handlers.get(ipcChannel('system.health'))!(fromDev, undefined)).toMatchObject({ ok: true });
    const prod = setup();
    expect(await prod.handlers.get(ipcChannel('system.health'))!(fromDev, undefined)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });

  it('answer a bad payload with a typed validation error and keep serving', async () => {
    const { handlers, log } = setup();
    const bad = await handlers.get(ipcChannel('settings.set'))!(appPage, { theme: 'purple', extra: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.kind).toBe('validation');
      if (bad.error.kind === 'validation') expect(bad.error.issues.map((i) => i.path)).toContain('theme');
    }
    expect(log.lines.some((l) => l.includes('refused invalid arguments for settings.set'))).toBe(true);
    const wrongType = await handlers.get(ipcChannel('system.echo'))!(appPage, 'not an object');
    expect(wrongType).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(await handlers.get(ipcChannel('system.echo'))!(appPage, { text: 'still here' })).toMatchObject({ ok: true });
  });

  it('refuse an oversized payload before validating it', async () => {
    const { handlers } = setup();
    const result = await handlers.get(ipcChannel('system.echo'))!(appPage, { text: 'x'.repeat(MAX_REQUEST_BYTES + 1) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringContaining('too large') } });
  });
});

describe('push events', () => {
  it('are forwarded to the window on the event channel, and not to a destroyed one', async () => {
    const { services } = setup();
    const sent: unknown[][] = [];
    let destroyed = false;
    const stop = forwardEvents(services.events, () => ({ isDestroyed: () => destroyed, send: (...args: unknown[]) => { sent.push(args); } }));
    await services.impls.settings.set({ theme: 'dark' });
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe(IPC_EVENT_CHANNEL);
    expect(sent[0]![1]).toMatchObject({ event: 'settings.changed', payload: { theme: 'dark' } });
    destroyed = true;
    await services.impls.settings.set({ theme: 'light' });
    expect(sent).toHaveLength(1);
    destroyed = false;
    stop();
    await services.impls.settings.set({ theme: 'dark' });
    expect(sent).toHaveLength(1);
  });
});
