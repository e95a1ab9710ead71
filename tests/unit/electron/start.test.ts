// The decisions of `npm start`, with every spawned process and network check mocked.
import { describe, expect, it, vi } from 'vitest';
import {
  electronArtifactUrl, electronBinary, OFFLINE_INSTALL_TIMEOUT_MS, OFFLINE_SENTENCE, ONLINE_INSTALL_TIMEOUT_MS, obtainElectron, probeUrl, start, type StartDeps,
} from '../../../scripts/start-plan.mjs';

function deps(over: Partial<StartDeps> & { installs?: boolean; present?: boolean; reachable?: boolean; nativeOk?: boolean; exitCodes?: Record<string, number> } = {}) {
  let installed = over.present ?? false;
  const lines: string[] = [];
  const runs: { command: string; args: string[]; env?: Record<string, string | undefined> }[] = [];
  const d: StartDeps = {
    argv: [],
    env: { PATH: '/bin', ELECTRON_RUN_AS_NODE: '1' },
    root: '/project',
    node: '/usr/bin/node',
    bins: { electronVite: '/nm/electron-vite.js', vite: '/nm/vite.js', tsx: '/nm/tsx.mjs' },
    log: (l) => lines.push(l),
    binary: vi.fn(() => (installed ? '/nm/electron/dist/electron' : null)),
    probe: vi.fn(async () => over.reachable ?? false),
    install: vi.fn(async () => { if (over.installs) installed = true; return over.installs ?? false; }),
    ensureNative: vi.fn(async () => ({ ok: over.nativeOk ?? true, message: over.nativeOk === false ? 'no headers' : 'built' })),
    run: vi.fn(async (command: string, args: string[], options?: { env?: Record<string, string | undefined> }) => {
      runs.push({ command, args, env: options?.env });
      return over.exitCodes?.[args[0] ?? command] ?? 0;
    }),
    ...over,
  };
  return { d, lines, runs };
}

const browserRuns = [
  { command: '/usr/bin/node', args: ['/nm/vite.js', 'build'] },
  { command: '/usr/bin/node', args: ['/nm/tsx.mjs', 'src-main/hosts/web/main.ts'] },
];

describe('npm start', () => {
  it('offline and without the binary: one sentence, then the renderer build and the browser host', async () => {
    const { d, lines, runs } = deps();
    expect(await start(d)).toBe(0);
    expect(lines).toEqual([OFFLINE_SENTENCE]);
    expect(OFFLINE_SENTENCE.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBe(1);
    expect(runs.map(({ command, args }) => ({ command, args }))).toEqual(browserRuns);
    expect(d.install).toHaveBeenCalledWith(OFFLINE_INSTALL_TIMEOUT_MS, true);
    expect(d.ensureNative).not.toHaveBeenCalled();
  });

  it('with the binary present: never probes or downloads; prepares the native build, builds, launches Electron without ELECTRON_RUN_AS_NODE', async () => {
    const { d, lines, runs } = deps({ present: true });
    expect(await start(d)).toBe(0);
    expect(d.probe).not.toHaveBeenCalled();
    expect(d.install).not.toHaveBeenCalled();
    expect(d.ensureNative).toHaveBeenCalledTimes(1);
    expect(runs.map(({ command, args }) => ({ command, args }))).toEqual([
      { command: '/usr/bin/node', args: ['/nm/electron-vite.js', 'build'] },
      { command: '/nm/electron/dist/electron', args: ['/project'] },
    ]);
    expect(runs[1]!.env).not.toHaveProperty('ELECTRON_RUN_AS_NODE');
    expect(runs[1]!.env).toHaveProperty('PATH', '/bin');
    expect(lines).toEqual([]);
  });

  it('online without the binary: downloads it with the long time-out, then launches Electron', async () => {
    const { d, runs, lines } = deps({ reachable: true, installs: true });
    expect(await start(d)).toBe(0);
    expect(d.install).toHaveBeenCalledWith(ONLINE_INSTALL_TIMEOUT_MS, false);
    expect(runs.at(-1)!.command).toBe('/nm/electron/dist/electron');
    expect(lines).toEqual(['Downloading Electron for the first run...']);
  });

  it('a cached zip unpacked while offline still launches Electron', async () => {
    const { d, runs } = deps({ reachable: false, installs: true });
    await start(d);
    expect(runs.at(-1)!.command).toBe('/nm/electron/dist/electron');
  });

  it('when the native module cannot be built for Electron, says why and falls back to the browser host', async () => {
    const { d, lines, runs } = deps({ present: true, nativeOk: false });
    expect(await start(d)).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/could not be built for Electron \(no headers\).*browser mode/);
    expect(runs.map(({ command, args }) => ({ command, args }))).toEqual(browserRuns);
  });

  it('a native build step that throws (say, a build tool missing) is reported the same way', async () => {
    const { d, lines, runs } = deps({ present: true });
    d.ensureNative = async () => { throw new Error("Cannot find module 'node-gyp/bin/node-gyp.js'"); };
    expect(await start(d)).toBe(0);
    expect(lines[0]).toMatch(/could not be built for Electron \(Cannot find module 'node-gyp\/bin\/node-gyp.js'\)/);
    expect(runs.map((r) => r.args[0])).toEqual(['/nm/vite.js', '/nm/tsx.mjs']);
  });

  it('--browser or SKIRMISH_BROWSER=1 skips Electron entirely and passes the other flags to the web host', async () => {
    const a = deps({ present: true, argv: ['--browser', '--port', '8123'] });
    await start(a.d);
    expect(a.d.binary).not.toHaveBeenCalled();
    expect(a.runs.at(-1)!.args).toEqual(['/nm/tsx.mjs', 'src-main/hosts/web/main.ts', '--port', '8123']);
    const b = deps({ present: true, env: { SKIRMISH_BROWSER: '1' } });
    await start(b.d);
    expect(b.runs.map((r) => r.args[0])).toEqual(['/nm/vite.js', '/nm/tsx.mjs']);
  });

  it('a failed build stops there with its exit code', async () => {
    const electron = deps({ present: true, exitCodes: { '/nm/electron-vite.js': 2 } });
    expect(await start(electron.d)).toBe(2);
    expect(electron.runs).toHaveLength(1);
    const browser = deps({ exitCodes: { '/nm/vite.js': 3 } });
    expect(await start(browser.d)).toBe(3);
    expect(browser.runs).toHaveLength(1);
  });

  it('passes on the exit code of the app it launched', async () => {
    const { d } = deps({ exitCodes: { '/nm/tsx.mjs': 7 } });
    expect(await start(d)).toBe(7);
  });
});

describe('finding Electron', () => {
  it('reads the executable from path.txt and checks it exists, without running the package', () => {
    const files: Record<string, string> = { '/e/path.txt': 'electron\n' };
    const io = { env: {}, read: (f: string) => { if (!(f in files)) throw new Error('ENOENT'); return files[f]!; }, exists: (f: string) => f === '/e/dist/electron' };
    expect(electronBinary('/e', io)).toBe('/e/dist/electron');
    expect(electronBinary('/e', { ...io, exists: () => false })).toBeNull();
    expect(electronBinary('/other', io)).toBeNull();
    expect(electronBinary('/e', { ...io, env: { ELECTRON_OVERRIDE_DIST_PATH: '/opt/el' }, exists: (f) => f === '/opt/el/electron' })).toBe('/opt/el/electron');
  });

  it('does not probe when the binary is there, and gives up quickly when nothing can be fetched', async () => {
    const probe = vi.fn(async () => false);
    const install = vi.fn(async () => false);
    expect(await obtainElectron({ binary: () => null, probe, install, log: () => {} })).toBeNull();
    expect(install).toHaveBeenCalledWith(OFFLINE_INSTALL_TIMEOUT_MS, true);
    expect(OFFLINE_INSTALL_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

  it('builds the download URL the way @electron/get does, mirror included', () => {
    expect(electronArtifactUrl('45.5.0', 'linux', 'x64', {})).toBe('https://github.com/electron/electron/releases/download/v45.5.0/electron-v45.5.0-linux-x64.zip');
    expect(electronArtifactUrl('45.5.0', 'win32', 'arm64', { ELECTRON_MIRROR: 'https://mirror.example/electron' })).toBe('https://mirror.example/electron/v45.5.0/electron-v45.5.0-win32-arm64.zip');
  });

  it('the probe is true for any answer but a server error, false for a network failure or a time-out', async () => {
    expect(await probeUrl('https://x', 100, async () => ({ status: 302 }))).toBe(true);
    expect(await probeUrl('https://x', 100, async () => ({ status: 404 }))).toBe(true);
    expect(await probeUrl('https://x', 100, async () => ({ status: 503 }))).toBe(false);
    expect(await probeUrl('https://x', 100, async () => { throw new TypeError('fetch failed'); })).toBe(false);
    const started = Date.now();
    const hang = (_u: string, init: RequestInit) => new Promise<{ status: number }>((_r, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await probeUrl('https://x', 50, hang)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
