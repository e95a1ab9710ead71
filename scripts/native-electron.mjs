// Builds better-sqlite3 for Electron's ABI into .native/electron/, leaving node_modules' Node build untouched
// (tests and the browser host use that one). The Electron app loads this file through the `nativeBinding` option.
// Run directly: `node scripts/native-electron.mjs` (needs internet for the prebuilt binary or Electron's headers).
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Kept equal to DEV_NATIVE_DIR and BINDING_FILE in src-main/hosts/electron/native.ts (a unit test checks). */
export const NATIVE_DIR = path.join('.native', 'electron');
export const BINDING_FILE = 'better_sqlite3.node';
export const STAMP_FILE = 'build.json';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command; resolves to its exit code (a time-out kills it and resolves to null). */
export function runCommand(command, args, { cwd, timeoutMs, env, stdio = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: env ?? process.env, stdio, windowsHide: true });
    const timer = timeoutMs ? setTimeout(() => child.kill('SIGTERM'), timeoutMs) : undefined;
    child.on('error', () => { clearTimeout(timer); resolve(null); });
    child.on('exit', (code) => { clearTimeout(timer); resolve(code); });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** What the Electron build must match; a change of any field means a rebuild. */
export function wantedBuild({ electronVersion, sqliteVersion, platform, arch }) {
  return { electron: electronVersion, betterSqlite3: sqliteVersion, platform, arch };
}

/**
 * Makes sure .native/electron/better_sqlite3.node is built for this Electron version, platform and arch.
 * Works in a temporary copy of the package, so node_modules/better-sqlite3/build is never written.
 * Resolves to { ok, built, file, message }.
 */
export async function ensureElectronNative({
  root = ROOT,
  electronVersion,
  platform = process.platform,
  arch = process.arch,
  sqliteDir = path.dirname(require.resolve('better-sqlite3/package.json')),
  prebuildInstallBin = require.resolve('prebuild-install/bin.js'),
  nodeGypBin = require.resolve('node-gyp/bin/node-gyp.js'),
  run = runCommand,
  log = (line) => process.stdout.write(`${line}\n`),
  tmp = tmpdir(),
}) {
  const outDir = path.join(root, NATIVE_DIR);
  const file = path.join(outDir, BINDING_FILE);
  const stampFile = path.join(outDir, STAMP_FILE);
  const sqliteVersion = readJson(path.join(sqliteDir, 'package.json'))?.version;
  const want = wantedBuild({ electronVersion, sqliteVersion, platform, arch });
  if (existsSync(file) && JSON.stringify(readJson(stampFile)) === JSON.stringify(want)) {
    return { ok: true, built: false, file, message: 'up to date' };
  }

  const work = mkdtempSync(path.join(tmp, 'skirmish-native-'));
  try {
    // Sources only: the copy must not carry node_modules' Node-ABI build along.
    cpSync(sqliteDir, work, { recursive: true, filter: (src) => !/[\\/](build|node_modules|prebuilds)([\\/]|$)/.test(path.relative(sqliteDir, src).replace(/^/, '/')) });
    const built = path.join(work, 'build', 'Release', BINDING_FILE);
    const flags = [`--runtime=electron`, `--target=${electronVersion}`, `--arch=${arch}`, `--platform=${platform}`];

    log(`Preparing better-sqlite3 for Electron ${electronVersion} (${platform}-${arch}): trying a prebuilt binary...`);
    const prebuilt = await run(process.execPath, [prebuildInstallBin, ...flags], { cwd: work, timeoutMs: 120_000 });
    if (prebuilt !== 0 || !existsSync(built)) {
      log('No prebuilt binary; compiling against Electron\'s headers (about a minute)...');
      const compiled = await run(process.execPath, [nodeGypBin, 'rebuild', '--release', `--target=${electronVersion}`, `--arch=${arch}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'], { cwd: work, timeoutMs: 15 * 60_000 });
      if (compiled !== 0 || !existsSync(built)) {
        return { ok: false, built: false, file, message: 'neither a prebuilt binary nor Electron\'s headers could be obtained' };
      }
    }
    mkdirSync(outDir, { recursive: true });
    copyFileSync(built, file);
    writeFileSync(stampFile, `${JSON.stringify(want, null, 2)}\n`);
    return { ok: true, built: true, file, message: 'built' };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const electronVersion = readJson(require.resolve('electron/package.json')).version;
  const result = await ensureElectronNative({ electronVersion });
  console.log(result.ok ? `better-sqlite3 for Electron: ${result.message} (${result.file})` : `better-sqlite3 for Electron could not be prepared: ${result.message}.`);
  process.exit(result.ok ? 0 : 1);
}
