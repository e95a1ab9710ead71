// The decisions behind `npm start`: launch Electron when its binary is present or can be fetched quickly,
// otherwise say so in one sentence and start the browser host. Side effects come in as `deps` so tests mock them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const OFFLINE_SENTENCE = 'Electron is not available on this machine (its binary is not installed and cannot be downloaded), so Skirmish starts in browser mode instead: open the address printed below.';

/** How long the reachability check of the download server may take. */
export const PROBE_TIMEOUT_MS = 5_000;
/** Without a reachable server the installer can still unpack a cached zip: that takes seconds. */
export const OFFLINE_INSTALL_TIMEOUT_MS = 20_000;
/** With a reachable server, a real first download of about 100 MB. */
export const ONLINE_INSTALL_TIMEOUT_MS = 10 * 60_000;

/** The executable the electron package would run, or null when it is not installed (never downloads). */
export function electronBinary(electronDir, { env = process.env, exists = existsSync, read = (f) => readFileSync(f, 'utf8') } = {}) {
  let relative;
  try {
    relative = read(path.join(electronDir, 'path.txt')).trim();
  } catch {
    return null;
  }
  if (!relative) return null;
  const file = env.ELECTRON_OVERRIDE_DIST_PATH ? path.join(env.ELECTRON_OVERRIDE_DIST_PATH, relative) : path.join(electronDir, 'dist', relative);
  return exists(file) ? file : null;
}

/** Where @electron/get fetches this version's zip from (honours ELECTRON_MIRROR as it does). */
export function electronArtifactUrl(version, platform, arch, env = process.env) {
  const mirror = env.ELECTRON_MIRROR || 'https://github.com/electron/electron/releases/download/';
  const base = mirror.endsWith('/') ? mirror : `${mirror}/`;
  return `${base}v${version}/electron-v${version}-${platform}-${arch}.zip`;
}

/** True when the download server answers at all within the time-out (any HTTP status but 5xx). */
export async function probeUrl(url, timeoutMs = PROBE_TIMEOUT_MS, fetchImpl = fetch) {
  try {
    const response = await fetchImpl(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Whether browser mode was asked for (`npm start -- --browser` or SKIRMISH_BROWSER=1). */
export function browserRequested(argv, env) {
  return argv.includes('--browser') || env.SKIRMISH_BROWSER === '1';
}

/**
 * Finds the Electron binary, fetching it when the server is reachable (or a cached zip exists).
 * deps: { binary(): string|null, probe(): Promise<boolean>, install(timeoutMs, quiet): Promise<boolean>, log(line) }
 */
export async function obtainElectron(deps) {
  const present = deps.binary();
  if (present) return present;
  const reachable = await deps.probe();
  if (reachable) deps.log('Downloading Electron for the first run...');
  // Offline, the installer's stack trace would bury the one sentence that matters: keep it quiet.
  const installed = await deps.install(reachable ? ONLINE_INSTALL_TIMEOUT_MS : OFFLINE_INSTALL_TIMEOUT_MS, !reachable);
  return installed ? deps.binary() : null;
}

/**
 * Runs `npm start`. Resolves to the exit code to leave with.
 * deps: { argv, env, root, log(line), binary, probe, install, ensureNative(): Promise<{ok, message}>,
 *         run(command, args, options): Promise<number|null>, node, bins: { electronVite, vite, tsx } }
 */
export async function start(deps) {
  const passThrough = deps.argv.filter((a) => a !== '--browser');
  if (browserRequested(deps.argv, deps.env)) {
    deps.log('Browser mode was asked for: starting the browser host.');
    return startBrowser(deps, passThrough);
  }
  const electron = await obtainElectron(deps);
  if (!electron) {
    deps.log(OFFLINE_SENTENCE);
    return startBrowser(deps, passThrough);
  }
  const native = await deps.ensureNative().catch((e) => ({ ok: false, message: e instanceof Error ? e.message : String(e) }));
  if (!native.ok) {
    deps.log(`The database module could not be built for Electron (${native.message}), so Skirmish starts in browser mode instead: open the address printed below.`);
    return startBrowser(deps, passThrough);
  }
  const built = await deps.run(deps.node, [deps.bins.electronVite, 'build'], { cwd: deps.root });
  if (built !== 0) return built ?? 1;
  // ELECTRON_RUN_AS_NODE would make the binary a plain Node and ignore the app.
  const env = { ...deps.env };
  delete env.ELECTRON_RUN_AS_NODE;
  return (await deps.run(electron, [deps.root, ...passThrough], { cwd: deps.root, env })) ?? 1;
}

async function startBrowser(deps, args) {
  const built = await deps.run(deps.node, [deps.bins.vite, 'build'], { cwd: deps.root });
  if (built !== 0) return built ?? 1;
  return (await deps.run(deps.node, [deps.bins.tsx, 'src-main/hosts/web/main.ts', ...args], { cwd: deps.root })) ?? 1;
}
