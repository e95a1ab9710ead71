import { describe, expect, it, vi } from 'vitest';
import { memoryLogger, silentLogger } from '@main/services/logger';
import { createMainServices } from '@main/services/main-services';
import { memorySettings } from '@main/services/settings-main-service';
import { boundsToSave, DEFAULT_SIZE, devToolsEnabled, mainWindowOptions, rememberBounds, restorableBounds, secureWebPreferences } from '@main/hosts/electron/window';

const primary = { x: 0, y: 0, width: 1920, height: 1040 };
const secondary = { x: 1920, y: 0, width: 1280, height: 1024 };

describe('web preferences', () => {
  it('isolate the page, sandbox it and keep Node out of it', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('keep DevTools closed in a packaged build unless the development flag is set', () => {
    expect(secureWebPreferences('/p.cjs').devTools).toBe(false);
    expect(devToolsEnabled({ isPackaged: true, env: {} })).toBe(false);
    expect(devToolsEnabled({ isPackaged: true, env: { SKIRMISH_DEVTOOLS: '0' } })).toBe(false);
    expect(devToolsEnabled({ isPackaged: true, env: { SKIRMISH_DEVTOOLS: '1' } })).toBe(true);
    expect(devToolsEnabled({ isPackaged: false, env: {} })).toBe(true);
    expect(mainWindowOptions('/p.cjs', null, [primary], undefined, devToolsEnabled({ isPackaged: true, env: {} })).webPreferences.devTools).toBe(false);
    expect(mainWindowOptions('/p.cjs', null, [primary], undefined, true).webPreferences.devTools).toBe(true);
  });

  it('are the ones the main window is created with', () => {
    const options = mainWindowOptions('/p.cjs', null, [primary]);
    expect(options.webPreferences).toEqual(secureWebPreferences('/p.cjs'));
    expect(options.show).toBe(false);
  });
});

describe('window bounds', () => {
  const saved = { x: 2000, y: 100, width: 1100, height: 700, maximized: false };

  it('are restored when on a visible display', () => {
    expect(restorableBounds(saved, [primary, secondary])).toEqual(saved);
    expect(mainWindowOptions('/p.cjs', saved, [primary, secondary])).toMatchObject({ x: 2000, y: 100, width: 1100, height: 700 });
  });

  it('are ignored when their display is gone (off-screen), and the window opens centred at the default size', () => {
    expect(restorableBounds(saved, [primary])).toBeUndefined();
    const options = mainWindowOptions('/p.cjs', saved, [primary]) as Record<string, unknown>;
    expect(options).toMatchObject({ ...DEFAULT_SIZE, center: true });
    expect(options.x).toBeUndefined();
  });

  it('are ignored when only a sliver of the title bar would be visible', () => {
    expect(restorableBounds({ x: 1900, y: 10, width: 800, height: 600, maximized: false }, [primary])).toBeUndefined();
    expect(restorableBounds({ x: 100, y: -30, width: 800, height: 600, maximized: false }, [primary])).toBeUndefined();
    expect(restorableBounds({ x: 1700, y: 10, width: 800, height: 600, maximized: false }, [primary])).toBeDefined();
  });

  it('shrink to fit the largest display', () => {
    const big = { x: 10, y: 10, width: 5000, height: 3000, maximized: true };
    expect(restorableBounds(big, [primary])).toEqual({ x: 10, y: 10, width: 1920, height: 1040, maximized: true });
  });

  it('are saved through the settings service on close and restored on the next start', async () => {
    const persistence = memorySettings();
    const first = createMainServices({ host: 'electron', dataDir: '/tmp/x', log: silentLogger, settings: persistence });
    const listeners: Record<string, () => void> = {};
    const win = {
      on: (event: 'close', l: () => void) => { listeners[event] = l; },
      getNormalBounds: () => ({ x: 1950.4, y: 80, width: 1000, height: 720 }),
      isMaximized: () => true,
      isDestroyed: () => false,
    };
    rememberBounds(win, first.impls.settings, memoryLogger());
    listeners.close!();
    const second = createMainServices({ host: 'electron', dataDir: '/tmp/x', log: silentLogger, settings: persistence });
    const restored = (await second.impls.settings.get(undefined)).window;
    expect(restored).toEqual({ x: 1950, y: 80, width: 1000, height: 720, maximized: true });
    expect(restorableBounds(restored, [primary, secondary])).toEqual(restored);
  });

  it('saving failures are logged, not thrown', () => {
    const log = memoryLogger();
    const listeners: Record<string, () => void> = {};
    const win = { on: (e: 'close', l: () => void) => { listeners[e] = l; }, getNormalBounds: () => ({ x: 0, y: 0, width: 800, height: 600 }), isMaximized: () => false, isDestroyed: () => false };
    rememberBounds(win, { set: vi.fn(() => { throw new Error('disk full'); }) }, log);
    expect(() => listeners.close!()).not.toThrow();
    expect(log.lines.some((l) => l.includes('disk full'))).toBe(true);
  });

  it('keep a tiny window within the schema minimum', () => {
    const win = { on: () => {}, getNormalBounds: () => ({ x: 5, y: 5, width: 120, height: 90 }), isMaximized: () => false, isDestroyed: () => false };
    expect(boundsToSave(win)).toEqual({ x: 5, y: 5, width: 400, height: 300, maximized: false });
  });
});
