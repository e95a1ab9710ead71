// The entry module wired against a mocked electron: what a real start would set up, checked without the binary.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ipcChannel, methodNames } from '@shared/contract';

const fake = vi.hoisted(() => {
  const state = {
    gotLock: true,
    userData: '',
    appPath: '/project',
    appListeners: new Map<string, ((...a: any[]) => void)[]>(),
    windows: [] as any[],
    handlers: new Map<string, (...a: any[]) => unknown>(),
    protocols: new Map<string, (req: { url: string }) => Promise<Response>>(),
    privileged: [] as unknown[],
    permissionHandler: undefined as undefined | ((c: unknown, p: string, cb: (g: boolean) => void) => void),
    headersHandler: undefined as undefined | ((d: any, cb: (r: any) => void) => void),
    quit: 0,
    sandboxEnabled: false,
    ready: undefined as undefined | Promise<void>,
  };
  const on = (event: string, l: (...a: any[]) => void) => { state.appListeners.set(event, [...(state.appListeners.get(event) ?? []), l]); };
  class BrowserWindow {
    listeners = new Map<string, () => void>();
    loaded: string | undefined;
    maximized = false;
    webContents = { on: () => {}, isDestroyed: () => false, send: vi.fn() };
    constructor(public options: any) { state.windows.push(this); }
    static getAllWindows() { return state.windows; }
    on(e: string, l: () => void) { this.listeners.set(e, l); }
    once(e: string, l: () => void) { this.listeners.set(e, l); }
    loadURL(url: string) { this.loaded = url; return Promise.resolve(); }
    maximize() { this.maximized = true; }
    isMaximized() { return this.maximized; }
    isDestroyed() { return false; }
    getNormalBounds() { return { x: 40, y: 50, width: 1111, height: 777 }; }
    show() {}
  }
  return {
    state,
    module: {
      app: {
        isPackaged: false,
        getAppPath: () => state.appPath,
        getPath: (name: string) => { if (name !== 'userData') throw new Error(name); return state.userData; },
        requestSingleInstanceLock: () => state.gotLock,
        on,
        quit: () => { state.quit++; },
        exit: () => {},
        enableSandbox: () => { state.sandboxEnabled = true; },
        whenReady: () => { state.ready = Promise.resolve(); return state.ready; },
      },
      BrowserWindow,
      ipcMain: { handle: (c: string, h: (...a: any[]) => unknown) => { state.handlers.set(c, h); }, removeHandler: (c: string) => { state.handlers.delete(c); } },
      protocol: {
        registerSchemesAsPrivileged: (s: unknown[]) => { state.privileged.push(...s); },
        handle: (scheme: string, h: (req: { url: string }) => Promise<Response>) => { state.protocols.set(scheme, h); },
      },
      screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
      session: {
        defaultSession: {
          setPermissionRequestHandler: (h: any) => { state.permissionHandler = h; },
          setPermissionCheckHandler: () => {},
          webRequest: { onHeadersReceived: (h: any) => { state.headersHandler = h; } },
        },
      },
      shell: { openExternal: vi.fn(async () => {}) },
    },
  };
});

vi.mock('electron', () => ({ ...fake.module, default: fake.module }));

const stderr: string[] = [];

/** Starts main.ts against the fake; `userData` is kept when given (a restart). */
async function boot(gotLock: boolean, userData?: string): Promise<void> {
  Object.assign(fake.state, { gotLock, quit: 0, windows: [], ready: undefined, privileged: [] });
  fake.state.appListeners.clear();
  fake.state.handlers.clear();
  fake.state.userData = userData ?? mkdtempSync(path.join(tmpdir(), 'skirmish-main-'));
  vi.resetModules();
  stderr.length = 0;
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => { stderr.push(String(chunk)); return true; });
  await import('@main/hosts/electron/main');
  await fake.state.ready;
  await new Promise((r) => setTimeout(r, 10));
}

function quit(): void {
  fake.state.appListeners.get('will-quit')?.forEach((l) => l());
}

/** An app directory whose ".native/electron" binding is node_modules' build: the right ABI under vitest's Node. */
function appWithBinding(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skirmish-app-'));
  mkdirSync(path.join(dir, '.native', 'electron'), { recursive: true });
  const nodeBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')), 'build', 'Release', 'better_sqlite3.node');
  copyFileSync(nodeBuild, path.join(dir, '.native', 'electron', 'better_sqlite3.node'));
  return dir;
}

afterEach(() => {
  quit();
  vi.restoreAllMocks();
  rmSync(fake.state.userData, { recursive: true, force: true });
  if (fake.state.appPath !== '/project') rmSync(fake.state.appPath, { recursive: true, force: true });
  fake.state.appPath = '/project';
});

describe('electron main entry', () => {
  it('a second instance quits before creating anything', async () => {
    await boot(false);
    expect(fake.state.quit).toBe(1);
    expect(fake.state.ready).toBeUndefined();
    expect(fake.state.windows).toHaveLength(0);
    expect(fake.state.handlers.size).toBe(0);
  });

  it('the first instance sandboxes every renderer, registers the app scheme, every IPC method and a hardened window', async () => {
    await boot(true);
    expect(fake.state.sandboxEnabled).toBe(true);
    expect(fake.state.privileged).toEqual([expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) })]);
    expect([...fake.state.handlers.keys()].sort()).toEqual(methodNames().map(ipcChannel).sort());
    expect(fake.state.windows).toHaveLength(1);
    const win = fake.state.windows[0];
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(win.options.webPreferences.preload).toMatch(/preload[\\/]index\.cjs$/);
    // Run unpackaged (development), DevTools are allowed; a packaged build keeps them closed (window.test.ts).
    expect(win.options.webPreferences.devTools).toBe(true);
    expect(win.loaded).toBe('app://skirmish/index.html');
    expect(fake.state.appListeners.has('web-contents-created')).toBe(true);
    expect(fake.state.appListeners.has('second-instance')).toBe(true);
  });

  it('denies permissions and serves the page with the CSP header', async () => {
    await boot(true);
    const cb = vi.fn();
    fake.state.permissionHandler!({}, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
    const response = await fake.state.protocols.get('app')!({ url: 'app://skirmish/..%2fsecret' });
    expect(response.status).toBe(404);
    const headers = vi.fn();
    fake.state.headersHandler!({ url: 'app://skirmish/index.html', responseHeaders: {} }, headers);
    expect(headers.mock.calls[0]![0].responseHeaders['Content-Security-Policy'][0]).toMatch(/script-src 'self'/);
  });

  it('answers IPC from the app page with the data directory from userData, and refuses another page', async () => {
    await boot(true);
    const info = fake.state.handlers.get(ipcChannel('system.info'))!;
    expect(await info({ senderFrame: { url: 'app://skirmish/index.html', parent: null } }, undefined)).toMatchObject({ ok: true, result: { host: 'electron', dataDir: fake.state.userData } });
    expect(await info({ senderFrame: { url: 'https://evil.example/', parent: null } }, undefined)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });

  const appPage = { senderFrame: { url: 'app://skirmish/index.html', parent: null } };

  it('opens the store in userData through the nativeBinding path, and keeps the window bounds there across a restart', async () => {
    fake.state.appPath = appWithBinding();
    await boot(true);
    const health = await fake.state.handlers.get(ipcChannel('system.health'))!(appPage, undefined) as { ok: true; result: { checks: { name: string; ok: boolean; detail: string }[] } };
    const storeCheck = health.result.checks.find((c) => c.name === 'store')!;
    expect(storeCheck.ok).toBe(true);
    expect(storeCheck.detail).toContain(fake.state.userData);
    fake.state.windows[0].listeners.get('close')!();
    quit();
    await boot(true, fake.state.userData);
    expect(fake.state.windows[0].options).toMatchObject({ x: 40, y: 50, width: 1111, height: 777 });
    expect(existsSync(path.join(fake.state.userData, 'settings.json'))).toBe(false);
  });

  it('without the Electron build of better-sqlite3: logs why, still starts, keeps the bounds in settings.json', async () => {
    fake.state.appPath = mkdtempSync(path.join(tmpdir(), 'skirmish-app-'));
    await boot(true);
    expect(stderr.join('')).toMatch(/the Electron build of better-sqlite3 is missing at .*better_sqlite3\.node/);
    expect(stderr.join('')).toMatch(/could not open the data store/);
    const health = await fake.state.handlers.get(ipcChannel('system.health'))!(appPage, undefined) as { ok: true; result: { checks: { name: string; ok: boolean }[] } };
    expect(health.result.checks.find((c) => c.name === 'store')!.ok).toBe(false);
    fake.state.windows[0].listeners.get('close')!();
    const saved = JSON.parse(readFileSync(path.join(fake.state.userData, 'settings.json'), 'utf8'));
    expect(saved.window).toEqual({ x: 40, y: 50, width: 1111, height: 777, maximized: false });
    quit();
    await boot(true, fake.state.userData);
    expect(fake.state.windows[0].options).toMatchObject({ x: 40, y: 50, width: 1111, height: 777 });
  });
});
