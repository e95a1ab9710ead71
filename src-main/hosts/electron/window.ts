// The main window: hardened web preferences, and size and position remembered through the settings service.
import type { Settings } from '@shared/contract';
import type { Logger } from '@main/services/logger';

export type WindowBounds = NonNullable<Settings['window']>;
export interface Rect { x: number; y: number; width: number; height: number }

export const DEFAULT_SIZE = { width: 1280, height: 800 } as const;
export const MIN_SIZE = { width: 960, height: 640 } as const;

/**
 * Whether the window may open DevTools: in development (the app run unpackaged, from the source tree) or with the
 * development flag SKIRMISH_DEVTOOLS=1; never otherwise in a packaged build, where the console could make calls that
 * a player at the table should not (the bridge still guards every seat, but a page's memory holds what it was shown).
 */
export function devToolsEnabled(opts: { isPackaged: boolean; env: Record<string, string | undefined> }): boolean {
  return !opts.isPackaged || opts.env['SKIRMISH_DEVTOOLS'] === '1';
}

/** Web preferences of every app window: isolated, sandboxed, no Node in the page, DevTools only when allowed. */
export function secureWebPreferences(preloadPath: string, devTools = false) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    devTools,
  } as const;
}

/** Width and height of the part of `rect` inside `area`. */
function overlap(rect: Rect, area: Rect): { width: number; height: number } {
  const width = Math.min(rect.x + rect.width, area.x + area.width) - Math.max(rect.x, area.x);
  const height = Math.min(rect.y + rect.height, area.y + area.height) - Math.max(rect.y, area.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/**
 * The saved bounds when their title bar area is on a display the user can see now (a monitor may have been
 * unplugged since), otherwise undefined so the window opens centred at the default size.
 */
export function restorableBounds(saved: Settings['window'], workAreas: readonly Rect[]): WindowBounds | undefined {
  if (!saved) return undefined;
  // The top strip is what the user drags the window by: all of its height and 100 px of its width must be visible.
  const titleBar: Rect = { x: saved.x, y: saved.y, width: saved.width, height: Math.min(40, saved.height) };
  const visible = workAreas.some((area) => {
    const seen = overlap(titleBar, area);
    return seen.height >= titleBar.height && seen.width >= Math.min(100, saved.width);
  });
  if (!visible) return undefined;
  const largest = workAreas.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
  return { ...saved, width: Math.min(saved.width, Math.max(largest.width, MIN_SIZE.width)), height: Math.min(saved.height, Math.max(largest.height, MIN_SIZE.height)) };
}

/** BrowserWindow options for the main window, with restored bounds when they are visible. */
export function mainWindowOptions(preloadPath: string, saved: Settings['window'], workAreas: readonly Rect[], iconPath?: string, devTools = false) {
  const bounds = restorableBounds(saved, workAreas);
  return {
    ...(bounds ? { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height } : { ...DEFAULT_SIZE, center: true }),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Skirmish',
    backgroundColor: '#1b1e24',
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: secureWebPreferences(preloadPath, devTools),
  };
}

export interface TrackableWindow {
  on(event: 'close', listener: () => void): unknown;
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isDestroyed(): boolean;
}

/** The bounds to save: the normal (unmaximized) rectangle plus whether it was maximized. */
export function boundsToSave(win: TrackableWindow): WindowBounds {
  const b = win.getNormalBounds();
  return {
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.max(400, Math.round(b.width)),
    height: Math.max(300, Math.round(b.height)),
    maximized: win.isMaximized(),
  };
}

/** Saves the window's bounds through the settings service when it closes. */
export function rememberBounds(win: TrackableWindow, settings: { set(patch: { window: WindowBounds }): unknown }, log: Logger): void {
  win.on('close', () => {
    if (win.isDestroyed()) return;
    try {
      settings.set({ window: boundsToSave(win) });
    } catch (e) {
      log.warn(`could not save the window bounds: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
}
