// The shell's security policy: CSP on every response, no navigation, no new windows, no permissions,
// and external links only to an allowlist. Functions take the Electron objects they harden, so tests pass fakes.
import type { Logger } from '@main/services/logger';

/** Links the app may open in the user's browser: https only, these hosts only. */
export const EXTERNAL_ALLOWLIST: readonly string[] = ['github.com', 'www.github.com'];

/** The Content-Security-Policy of the app page. The dev server also needs its HMR socket and injected styles. */
export function contentSecurityPolicy(devServerUrl?: string): string {
  const dev = devServerUrl ? new URL(devServerUrl) : undefined;
  const connect = dev ? `'self' ws://${dev.host} ${dev.origin}` : `'self'`;
  return [
    `default-src 'none'`,
    `script-src 'self'`,
    // Vue binds inline style attributes; no inline script is ever allowed.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src ${connect}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-src 'none'`,
    `frame-ancestors 'none'`,
    `worker-src 'self'`,
  ].join('; ');
}

/** True for an https URL on the allowlist (exact host, no credentials, default port). */
export function isAllowedExternal(url: string, allowlist: readonly string[] = EXTERNAL_ALLOWLIST): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && parsed.port === ''
    && allowlist.includes(parsed.hostname.toLowerCase());
}

/** Opens an allowlisted URL in the system browser; refuses (and logs) everything else. */
export async function openExternalSafely(url: string, shell: { openExternal(url: string): Promise<void> }, log: Logger): Promise<boolean> {
  if (!isAllowedExternal(url)) {
    log.warn(`refused to open external URL ${url.slice(0, 200)}`);
    return false;
  }
  await shell.openExternal(url);
  return true;
}

export interface HardenableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * Denies navigation away from the app page, every new window and every <webview>. A new-window request for an
 * allowlisted https link opens it in the system browser instead.
 */
export function hardenContents(contents: HardenableContents, deps: { isAppUrl(url: string): boolean; shell: { openExternal(url: string): Promise<void> }; log: Logger }): void {
  const denyNavigation = (event: { preventDefault(): void }, url: string): void => {
    if (deps.isAppUrl(url)) return;
    event.preventDefault();
    deps.log.warn(`denied navigation to ${url.slice(0, 200)}`);
  };
  contents.on('will-navigate', denyNavigation);
  contents.on('will-redirect', denyNavigation);
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    deps.log.warn('denied a <webview>');
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url)) {
      void openExternalSafely(url, deps.shell, deps.log).catch((e: unknown) => deps.log.error(`openExternal failed: ${String(e)}`));
    } else {
      deps.log.warn(`denied a new window for ${url.slice(0, 200)}`);
    }
    return { action: 'deny' };
  });
}

type HeadersCallback = (response: { responseHeaders?: Record<string, string | string[]> }) => void;

export interface HardenableSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
  webRequest: {
    onHeadersReceived(listener: (details: { url: string; responseHeaders?: Record<string, string[]> }, callback: HeadersCallback) => void): void;
  };
}

/** Denies every permission request and sets the CSP on every response the session receives. */
export function hardenSession(session: HardenableSession, csp: string, log: Logger): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log.warn(`denied permission request '${permission}'`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCsp(details.responseHeaders, csp) });
  });
}

/** Response headers with any existing CSP header replaced by ours (header names are case-insensitive). */
export function withCsp(headers: Record<string, string[]> | undefined, csp: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') out[name] = value;
  }
  out['Content-Security-Policy'] = [csp];
  return out;
}
