// Where the Electron-ABI build of better-sqlite3 lives. node_modules keeps the Node build (for tests and the
// browser host); the Electron app passes this path as better-sqlite3's `nativeBinding` option.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Relative to the project root in development; scripts/native-electron.mjs writes it there. */
export const DEV_NATIVE_DIR = path.join('.native', 'electron');
/** Relative to the packaged app's resources directory (electron-builder extraResources, outside the asar). */
export const PACKAGED_NATIVE_DIR = 'native';
export const BINDING_FILE = 'better_sqlite3.node';

export interface AppPaths {
  isPackaged: boolean;
  /** app.getAppPath(): the project root in development. */
  appPath: string;
  /** process.resourcesPath in a packaged app. */
  resourcesPath: string;
}

/** The path the store must give better-sqlite3 as `nativeBinding` when running under Electron. */
export function sqliteNativeBinding(paths: AppPaths): string {
  return paths.isPackaged
    ? path.join(paths.resourcesPath, PACKAGED_NATIVE_DIR, BINDING_FILE)
    : path.join(paths.appPath, DEV_NATIVE_DIR, BINDING_FILE);
}

/** A one-line problem when the binding is missing (npm start builds it; packaging copies it), else undefined. */
export function nativeBindingProblem(file: string, exists: (p: string) => boolean = existsSync): string | undefined {
  return exists(file) ? undefined : `the Electron build of better-sqlite3 is missing at ${file}; run \`node scripts/native-electron.mjs\` with internet access`;
}
