// Types of native-electron.mjs, for the unit tests.
import type { RunOptions } from './start-plan.mjs';

export declare const NATIVE_DIR: string;
export declare const BINDING_FILE: string;
export declare const STAMP_FILE: string;

export declare function runCommand(command: string, args: string[], options?: RunOptions): Promise<number | null>;
export declare function wantedBuild(v: { electronVersion: string; sqliteVersion: string; platform: string; arch: string }): Record<string, string>;
export declare function ensureElectronNative(options: {
  root?: string;
  electronVersion: string;
  platform?: string;
  arch?: string;
  sqliteDir?: string;
  prebuildInstallBin?: string;
  nodeGypBin?: string;
  run?: (command: string, args: string[], options?: RunOptions) => Promise<number | null>;
  log?: (line: string) => void;
  tmp?: string;
}): Promise<{ ok: boolean; built: boolean; file: string; message: string }>;
