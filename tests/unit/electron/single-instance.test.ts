import { describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '@main/services/logger';
import { claimSingleInstance } from '@main/hosts/electron/single-instance';

function fakeApp(gotLock: boolean) {
  const listeners: Record<string, () => void> = {};
  return { listeners, requestSingleInstanceLock: vi.fn(() => gotLock), on: vi.fn((e: 'second-instance', l: () => void) => { listeners[e] = l; }), quit: vi.fn() };
}

function fakeWindow(minimized: boolean) {
  return { isDestroyed: () => false, isMinimized: () => minimized, restore: vi.fn(), show: vi.fn(), focus: vi.fn() };
}

describe('single instance', () => {
  it('a second instance is refused: it logs why and quits', () => {
    const app = fakeApp(false);
    const log = memoryLogger();
    expect(claimSingleInstance(app, () => undefined, log)).toBe(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.on).not.toHaveBeenCalled();
    expect(log.lines).toEqual([expect.stringMatching(/^warn another Skirmish instance is already running/)]);
  });

  it('the first instance keeps running and focuses (and restores) its window when a second one starts', () => {
    const app = fakeApp(true);
    const win = fakeWindow(true);
    const log = memoryLogger();
    expect(claimSingleInstance(app, () => win, log)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.listeners['second-instance']!();
    expect(win.restore).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
    expect(log.lines.some((l) => l.includes('second launch was refused'))).toBe(true);
  });

  it('does not crash when the second launch comes before the window exists', () => {
    const app = fakeApp(true);
    claimSingleInstance(app, () => undefined, memoryLogger());
    expect(() => app.listeners['second-instance']!()).not.toThrow();
  });
});
