// `npm start`: builds and launches the Electron app; without an obtainable Electron binary (offline), says so
// in one sentence and starts the browser host instead. The decisions live in start-plan.mjs (unit-tested).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureElectronNative, runCommand } from './native-electron.mjs';
import { electronArtifactUrl, electronBinary, probeUrl, start } from './start-plan.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Resolving package.json never runs electron's index.js (which would start a download with no time-out).
const electronDir = path.dirname(require.resolve('electron/package.json'));
const electronVersion = require('electron/package.json').version;
const bin = (pkg, name) => {
  const manifest = require(`${pkg}/package.json`);
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name ?? pkg];
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), entry);
};

const code = await start({
  argv: process.argv.slice(2),
  env: process.env,
  root,
  node: process.execPath,
  bins: { electronVite: bin('electron-vite'), vite: bin('vite'), tsx: bin('tsx') },
  log: (line) => console.log(line),
  binary: () => electronBinary(electronDir),
  probe: () => probeUrl(electronArtifactUrl(electronVersion, process.platform, process.arch)),
  install: async (timeoutMs, quiet) => (await runCommand(process.execPath, [path.join(electronDir, 'install.js')], { cwd: electronDir, timeoutMs, stdio: quiet ? 'ignore' : 'inherit' })) === 0,
  ensureNative: () => ensureElectronNative({ root, electronVersion }),
  run: (command, args, options) => runCommand(command, args, options),
});
process.exit(code);
