// One Skirmish at a time: a second launch is refused cleanly (logged, exits) and focuses the first window.
import type { Logger } from '@main/services/logger';

export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** Returns false (after asking the app to quit) when another instance holds the lock. */
export function claimSingleInstance(app: SingleInstanceApp, mainWindow: () => FocusableWindow | undefined, log: Logger): boolean {
  if (!app.requestSingleInstanceLock()) {
    log.warn('another Skirmish instance is already running; this one exits and the first window is focused');
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    log.info('a second launch was refused; focusing the open window');
    const win = mainWindow();
    if (!win || win.isDestroyed()) return;
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
  });
  return true;
}
