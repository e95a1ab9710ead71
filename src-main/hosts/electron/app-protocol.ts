// The built renderer is served from app://skirmish/ rather than file://, so responses carry our CSP header,
// the page has a real origin, and no other local file is reachable (Electron's security guide, item 18).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'skirmish';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Privileges the scheme is registered with before the app is ready. */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false, stream: false } as const;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

/** The file under `rootDir` that an app:// URL names, or undefined for other hosts and any escape attempt. */
export function resolveAppFile(rootDir: string, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return undefined;
  }
  // Backslashes are separators on Windows: refuse them everywhere so the check means the same on every OS.
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = path.resolve(rootDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** True when a URL is the app page or one of its resources (or, in development, the dev server's). */
export function isAppUrl(url: string, devServerUrl?: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
    return devServerUrl !== undefined && parsed.origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}

/** Builds the protocol handler: reads the file, answers with its type and the CSP; 404 for anything else. */
export function appProtocolHandler(rootDir: string, csp: string, read: (file: string) => Promise<Uint8Array> = readFile): (request: { url: string }) => Promise<Response> {
  return async (request) => {
    const file = resolveAppFile(rootDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await read(file);
      return new Response(body as unknown as ConstructorParameters<typeof Response>[0], {
        status: 200,
        headers: {
          'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Security-Policy': csp,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
