// Types of start-plan.mjs, for the unit tests.
export declare const OFFLINE_SENTENCE: string;
export declare const PROBE_TIMEOUT_MS: number;
export declare const OFFLINE_INSTALL_TIMEOUT_MS: number;
export declare const ONLINE_INSTALL_TIMEOUT_MS: number;

export interface RunOptions { cwd?: string; env?: Record<string, string | undefined>; timeoutMs?: number; stdio?: 'inherit' | 'ignore' }

export interface ObtainDeps {
  binary(): string | null;
  probe(): Promise<boolean>;
  install(timeoutMs: number, quiet: boolean): Promise<boolean>;
  log(line: string): void;
}

export interface StartDeps extends ObtainDeps {
  argv: string[];
  env: Record<string, string | undefined>;
  root: string;
  node: string;
  bins: { electronVite: string; vite: string; tsx: string };
  ensureNative(): Promise<{ ok: boolean; message: string }>;
  run(command: string, args: string[], options?: RunOptions): Promise<number | null>;
}

export declare function electronBinary(electronDir: string, io?: { env?: Record<string, string | undefined>; exists?: (file: string) => boolean; read?: (file: string) => string }): string | null;
export declare function electronArtifactUrl(version: string, platform: string, arch: string, env?: Record<string, string | undefined>): string;
export declare function probeUrl(url: string, timeoutMs?: number, fetchImpl?: (url: string, init: RequestInit) => Promise<{ status: number }>): Promise<boolean>;
export declare function browserRequested(argv: string[], env: Record<string, string | undefined>): boolean;
export declare function obtainElectron(deps: ObtainDeps): Promise<string | null>;
export declare function start(deps: StartDeps): Promise<number>;
