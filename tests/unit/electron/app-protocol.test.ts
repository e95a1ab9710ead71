import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, appProtocolHandler, isAppUrl, resolveAppFile } from '@main/hosts/electron/app-protocol';

const root = path.resolve('/app/out/renderer');

describe('app:// protocol', () => {
  it('maps app URLs to files under the renderer directory', () => {
    expect(resolveAppFile(root, APP_ENTRY_URL)).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://skirmish/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://skirmish/assets/index-1.js?x=1#y')).toBe(path.join(root, 'assets', 'index-1.js'));
  });

  it.each(['app://skirmish/../../etc/passwd', 'app://skirmish/%2e%2e/%2e%2e/etc/passwd'])('keeps dot segments of %s inside the renderer directory', (url) => {
    expect(resolveAppFile(root, url)).toBe(path.join(root, 'etc', 'passwd'));
  });

  it.each([
    'app://skirmish/assets/..%2f..%2f..%2fsecret',
    'app://skirmish/..%2f..%2fsecret',
    'app://skirmish/..%5c..%5csecret',
    'app://skirmish/%00',
    'app://other/index.html',
    'file:///app/out/renderer/index.html',
    'app://skirmish/%E0%A4%A',
  ])('refuses %s', (url) => {
    expect(resolveAppFile(root, url)).toBeUndefined();
  });

  it('answers with the file, its type and the CSP; 404 for a missing or refused file', async () => {
    const files: Record<string, string> = { [path.join(root, 'index.html')]: '<html></html>' };
    const handler = appProtocolHandler(root, "default-src 'none'", async (f) => {
      if (!(f in files)) throw new Error('ENOENT');
      return new TextEncoder().encode(files[f]);
    });
    const ok = await handler({ url: APP_ENTRY_URL });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(ok.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await ok.text()).toBe('<html></html>');
    expect((await handler({ url: 'app://skirmish/missing.js' })).status).toBe(404);
    expect((await handler({ url: 'app://skirmish/..%2f..%2fetc/passwd' })).status).toBe(404);
  });

  it('recognises the app page, and the dev server only when given', () => {
    expect(isAppUrl('app://skirmish/index.html#/x')).toBe(true);
    expect(isAppUrl('app://skirmishx/index.html')).toBe(false);
    expect(isAppUrl('http://localhost:5173/')).toBe(false);
    expect(isAppUrl('http://localhost:5173/', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('nonsense')).toBe(false);
  });
});
