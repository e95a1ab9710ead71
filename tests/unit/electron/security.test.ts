import { describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '@main/services/logger';
import { contentSecurityPolicy, hardenContents, hardenSession, isAllowedExternal, openExternalSafely, withCsp } from '@main/hosts/electron/security';

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...rest] = d.split(/\s+/);
    return [name!, rest.join(' ')];
  }));
}

describe('content security policy', () => {
  it('allows scripts from the app only, nothing by default, no plugins, no framing, no form posts', () => {
    const d = directives(contentSecurityPolicy());
    expect(d.get('default-src')).toBe("'none'");
    expect(d.get('script-src')).toBe("'self'");
    expect(d.get('object-src')).toBe("'none'");
    expect(d.get('frame-ancestors')).toBe("'none'");
    expect(d.get('base-uri')).toBe("'none'");
    expect(d.get('form-action')).toBe("'none'");
    expect(d.get('connect-src')).toBe("'self'");
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval/);
    expect(d.get('script-src')).not.toMatch(/unsafe-inline/);
  });

  it('opens the dev server origin and its HMR socket only in development', () => {
    const d = directives(contentSecurityPolicy('http://localhost:5173/'));
    expect(d.get('connect-src')).toBe("'self' ws://localhost:5173 http://localhost:5173");
    expect(d.get('script-src')).toBe("'self'");
  });

  it('replaces any CSP header a response brings, whatever its case', () => {
    const out = withCsp({ 'content-security-policy': ['default-src *'], 'X-Other': ['1'] }, 'default-src none');
    expect(out).toEqual({ 'X-Other': ['1'], 'Content-Security-Policy': ['default-src none'] });
  });
});

describe('external links', () => {
  it.each([
    ['https://github.com/skirmish', true],
    ['https://GitHub.com/x', true],
    ['http://github.com/x', false],
    ['https://github.com.evil.example/x', false],
    ['https://user:pw@github.com/x', false],
    ['https://github.com:8443/x', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isAllowedExternal(url)).toBe(allowed);
  });

  it('opens an allowlisted URL and refuses (and logs) any other', async () => {
    const shell = { openExternal: vi.fn(async () => {}) };
    const log = memoryLogger();
    expect(await openExternalSafely('https://github.com/a', shell, log)).toBe(true);
    expect(await openExternalSafely('https://example.com/a', shell, log)).toBe(false);
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
    expect(shell.openExternal).toHaveBeenCalledWith('https://github.com/a');
    expect(log.lines.some((l) => l.includes('refused to open external URL https://example.com/a'))).toBe(true);
  });
});

function fakeContents() {
  const listeners = new Map<string, (...args: any[]) => void>();
  let openHandler: ((d: { url: string }) => { action: string }) | undefined;
  return {
    listeners,
    open: (url: string) => openHandler!({ url }),
    on(event: string, listener: (...args: any[]) => void) { listeners.set(event, listener); },
    setWindowOpenHandler(handler: (d: { url: string }) => { action: 'deny' }) { openHandler = handler; },
  };
}

describe('web contents hardening', () => {
  const setup = () => {
    const contents = fakeContents();
    const shell = { openExternal: vi.fn(async () => {}) };
    const log = memoryLogger();
    hardenContents(contents, { isAppUrl: (u) => u.startsWith('app://skirmish/'), shell, log });
    return { contents, shell, log };
  };

  it('denies navigation and redirects away from the app page, allows in-app ones', () => {
    const { contents, log } = setup();
    for (const event of ['will-navigate', 'will-redirect']) {
      const away = { preventDefault: vi.fn() };
      contents.listeners.get(event)!(away, 'https://evil.example/');
      expect(away.preventDefault).toHaveBeenCalled();
      const inApp = { preventDefault: vi.fn() };
      contents.listeners.get(event)!(inApp, 'app://skirmish/index.html');
      expect(inApp.preventDefault).not.toHaveBeenCalled();
    }
    expect(log.lines.filter((l) => l.includes('denied navigation to https://evil.example/'))).toHaveLength(2);
  });

  it('denies every new window; an allowlisted https link goes to the system browser instead', async () => {
    const { contents, shell } = setup();
    expect(contents.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.open('app://skirmish/index.html')).toEqual({ action: 'deny' });
    expect(contents.open('https://github.com/x')).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
    expect(shell.openExternal).toHaveBeenCalledWith('https://github.com/x');
  });

  it('denies <webview> tags', () => {
    const { contents } = setup();
    const event = { preventDefault: vi.fn() };
    contents.listeners.get('will-attach-webview')!(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe('session hardening', () => {
  type RequestHandler = (c: unknown, p: string, cb: (g: boolean) => void) => void;
  type CheckHandler = (c: unknown, p: string) => boolean;
  type HeadersHandler = (d: { url: string; responseHeaders?: Record<string, string[]> }, cb: (r: { responseHeaders?: Record<string, string | string[]> }) => void) => void;
  function fakeSession() {
    const s: { request?: RequestHandler; check?: CheckHandler; headers?: HeadersHandler } = {};
    return Object.assign(s, {
      setPermissionRequestHandler(h: RequestHandler) { s.request = h; },
      setPermissionCheckHandler(h: CheckHandler) { s.check = h; },
      webRequest: { onHeadersReceived(h: HeadersHandler) { s.headers = h; } },
    });
  }

  it('denies every permission request and check', () => {
    const s = fakeSession();
    const log = memoryLogger();
    hardenSession(s, 'default-src none', log);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const cb = vi.fn();
      s.request!({}, permission, cb);
      expect(cb).toHaveBeenCalledWith(false);
      expect(s.check!({}, permission)).toBe(false);
    }
    expect(log.lines.some((l) => l.includes("denied permission request 'media'"))).toBe(true);
  });

  it('sets the CSP on every response', () => {
    const s = fakeSession();
    const csp = contentSecurityPolicy('http://localhost:5173');
    hardenSession(s, csp, memoryLogger());
    const cb = vi.fn();
    s.headers!({ url: 'http://localhost:5173/', responseHeaders: { 'Content-Type': ['text/html'] } }, cb);
    expect(cb).toHaveBeenCalledWith({ responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [csp] } });
  });
});
