// Real worker threads for the AI pool. The script path is injected: the app passes its bundled JS worker,
// tests and tsx runs pass a TypeScript entry with `tsx: true`.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { AiWorkerFactory } from './supervisor';

/** Under Electron workers share the main process's V8 heap limit, so each one is capped. */
export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

export interface ThreadWorkerOptions {
  /** The worker's entry: the bundled worker-main JS file in the app (unpacked from asar), a .ts file with `tsx`. */
  readonly script: string | URL;
  /** Load the script through tsx (plain Node running TypeScript sources: tests, `npm run cli`). */
  readonly tsx?: boolean;
  readonly resourceLimits?: ResourceLimits;
  readonly workerData?: unknown;
}

// On Node 20, `execArgv: ['--import', 'tsx']` does not reach a worker's entry module (measured: ERR_UNKNOWN_FILE_EXTENSION),
// so a TypeScript worker starts from a tiny JS bootstrap that registers tsx first. The bare specifier resolves from the
// working directory (the project root in tests and `npm run` scripts).
function tsxBootstrap(script: string | URL): string {
  const entry = typeof script === 'string' ? pathToFileURL(script).href : script.href;
  // The specifier is a variable so a bundle of the app shows no import of tsx (a dev-only tool it never loads).
  return `const api = ${JSON.stringify('tsx/esm/api')}; import(api).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
}

export function threadWorkerFactory(opts: ThreadWorkerOptions): AiWorkerFactory {
  const resourceLimits = opts.resourceLimits ?? DEFAULT_RESOURCE_LIMITS;
  return (events) => {
    const worker = opts.tsx
      ? new Worker(tsxBootstrap(opts.script), { eval: true, resourceLimits, workerData: opts.workerData })
      : new Worker(opts.script, { resourceLimits, workerData: opts.workerData });
    worker.on('message', events.message);
    worker.on('messageerror', events.error);
    worker.on('error', events.error);
    worker.on('exit', events.exit);
    // The supervisor's time-outs keep the process alive while a job is pending; idle workers must not.
    worker.unref();
    return { post: (message) => worker.postMessage(message), terminate: () => worker.terminate() };
  };
}

/** One worker per spare core, at most two (the UI and the main process keep one core). */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}
