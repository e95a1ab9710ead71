// The Electron build of better-sqlite3 is made in a copy and written to .native/electron; node_modules' Node build stays.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BINDING_FILE, ensureElectronNative, NATIVE_DIR, STAMP_FILE } from '../../../scripts/native-electron.mjs';
import { BINDING_FILE as HOST_BINDING_FILE, DEV_NATIVE_DIR, nativeBindingProblem, sqliteNativeBinding } from '@main/hosts/electron/native';

const dirs: string[] = [];
afterEach(() => { dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })); });

function fixture() {
  const base = mkdtempSync(path.join(tmpdir(), 'skirmish-native-test-'));
  dirs.push(base);
  const root = path.join(base, 'project');
  const sqliteDir = path.join(root, 'node_modules', 'better-sqlite3');
  mkdirSync(path.join(sqliteDir, 'build', 'Release'), { recursive: true });
  mkdirSync(path.join(sqliteDir, 'src'), { recursive: true });
  writeFileSync(path.join(sqliteDir, 'package.json'), JSON.stringify({ name: 'better-sqlite3', version: '12.11.1' }));
  writeFileSync(path.join(sqliteDir, 'binding.gyp'), '{}');
  writeFileSync(path.join(sqliteDir, 'src', 'better_sqlite3.cpp'), '// source');
  writeFileSync(path.join(sqliteDir, 'build', 'Release', BINDING_FILE), 'NODE-ABI BUILD');
  const tmp = path.join(base, 'tmp');
  mkdirSync(tmp);
  return { root, sqliteDir, tmp };
}

/** A fake build step that writes an Electron binary where the named tool would, when it "succeeds". */
function fakeRun(succeeds: { prebuild: boolean; gyp: boolean }) {
  const calls: { tool: string; args: string[]; cwd: string; sawNodeBuild: boolean }[] = [];
  const run = vi.fn(async (_cmd: string, args: string[], options?: { cwd?: string }) => {
    const cwd = options!.cwd!;
    const tool = args[0]!.includes('prebuild') ? 'prebuild' : 'gyp';
    calls.push({ tool, args, cwd, sawNodeBuild: existsSync(path.join(cwd, 'build')) });
    if (!succeeds[tool as 'prebuild' | 'gyp']) return 1;
    mkdirSync(path.join(cwd, 'build', 'Release'), { recursive: true });
    writeFileSync(path.join(cwd, 'build', 'Release', BINDING_FILE), `ELECTRON BUILD by ${tool}`);
    return 0;
  });
  return { run, calls };
}

const common = { electronVersion: '45.5.0', platform: 'linux', arch: 'x64', prebuildInstallBin: '/nm/prebuild-install/bin.js', nodeGypBin: '/nm/node-gyp/bin/node-gyp.js', log: () => {} };

describe('Electron build of better-sqlite3', () => {
  it('uses a prebuilt binary when there is one, in a copy without the Node build, and leaves node_modules untouched', async () => {
    const { root, sqliteDir, tmp } = fixture();
    const { run, calls } = fakeRun({ prebuild: true, gyp: false });
    const result = await ensureElectronNative({ ...common, root, sqliteDir, tmp, run });
    expect(result).toMatchObject({ ok: true, built: true, file: path.join(root, NATIVE_DIR, BINDING_FILE) });
    expect(readFileSync(result.file, 'utf8')).toBe('ELECTRON BUILD by prebuild');
    expect(readFileSync(path.join(sqliteDir, 'build', 'Release', BINDING_FILE), 'utf8')).toBe('NODE-ABI BUILD');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.cwd).not.toBe(sqliteDir);
    expect(calls[0]!.sawNodeBuild).toBe(false);
    expect(calls[0]!.args).toEqual(expect.arrayContaining(['--runtime=electron', '--target=45.5.0', '--arch=x64', '--platform=linux']));
    expect(readdirSync(tmp)).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(root, NATIVE_DIR, STAMP_FILE), 'utf8'))).toEqual({ electron: '45.5.0', betterSqlite3: '12.11.1', platform: 'linux', arch: 'x64' });
  });

  it('compiles against Electron headers when no prebuilt binary exists', async () => {
    const { root, sqliteDir, tmp } = fixture();
    const { run, calls } = fakeRun({ prebuild: false, gyp: true });
    const result = await ensureElectronNative({ ...common, root, sqliteDir, tmp, run });
    expect(result.ok).toBe(true);
    expect(readFileSync(result.file, 'utf8')).toBe('ELECTRON BUILD by gyp');
    expect(calls.map((c) => c.tool)).toEqual(['prebuild', 'gyp']);
    expect(calls[1]!.args).toEqual(expect.arrayContaining(['rebuild', '--runtime=electron', '--target=45.5.0', '--dist-url=https://electronjs.org/headers']));
    expect(readFileSync(path.join(sqliteDir, 'build', 'Release', BINDING_FILE), 'utf8')).toBe('NODE-ABI BUILD');
  });

  it('does nothing when the build matches, and rebuilds when the Electron version changes', async () => {
    const { root, sqliteDir, tmp } = fixture();
    await ensureElectronNative({ ...common, root, sqliteDir, tmp, run: fakeRun({ prebuild: true, gyp: true }).run });
    const again = fakeRun({ prebuild: true, gyp: true });
    expect(await ensureElectronNative({ ...common, root, sqliteDir, tmp, run: again.run })).toMatchObject({ ok: true, built: false });
    expect(again.run).not.toHaveBeenCalled();
    const upgraded = fakeRun({ prebuild: true, gyp: true });
    expect(await ensureElectronNative({ ...common, electronVersion: '45.6.0', root, sqliteDir, tmp, run: upgraded.run })).toMatchObject({ ok: true, built: true });
    expect(upgraded.run).toHaveBeenCalled();
  });

  it('offline (both ways fail): reports it, writes nothing, cleans up', async () => {
    const { root, sqliteDir, tmp } = fixture();
    const result = await ensureElectronNative({ ...common, root, sqliteDir, tmp, run: fakeRun({ prebuild: false, gyp: false }).run });
    expect(result).toMatchObject({ ok: false, built: false });
    expect(result.message).toMatch(/neither a prebuilt binary nor Electron's headers/);
    expect(existsSync(path.join(root, NATIVE_DIR))).toBe(false);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe('the path the Electron app loads the binding from', () => {
  it('is where the script writes it in development, and the resources directory when packaged', () => {
    expect(DEV_NATIVE_DIR).toBe(NATIVE_DIR);
    expect(HOST_BINDING_FILE).toBe(BINDING_FILE);
    expect(sqliteNativeBinding({ isPackaged: false, appPath: '/project', resourcesPath: '/unused' })).toBe(path.join('/project', NATIVE_DIR, BINDING_FILE));
    expect(sqliteNativeBinding({ isPackaged: true, appPath: '/opt/Skirmish/resources/app.asar', resourcesPath: '/opt/Skirmish/resources' })).toBe(path.join('/opt/Skirmish/resources', 'native', BINDING_FILE));
  });

  it('a missing binding is named in a one-line problem', () => {
    expect(nativeBindingProblem('/x/better_sqlite3.node', () => false)).toMatch(/missing at \/x\/better_sqlite3\.node/);
    expect(nativeBindingProblem('/x/better_sqlite3.node', () => true)).toBeUndefined();
  });
});

describe('the AI worker script the Electron app starts', () => {
  it('is next to the main bundle in development, and the unpacked copy when packaged', async () => {
    const { aiWorkerScript } = await import('@main/hosts/electron/worker-path');
    expect(aiWorkerScript(path.join('/project', 'out', 'main'))).toBe(path.join('/project', 'out', 'main', 'workers', 'worker-main.js'));
    expect(aiWorkerScript(path.join('/opt', 'Skirmish', 'resources', 'app.asar', 'out', 'main'))).toBe(path.join('/opt', 'Skirmish', 'resources', 'app.asar.unpacked', 'out', 'main', 'workers', 'worker-main.js'));
  });
});
