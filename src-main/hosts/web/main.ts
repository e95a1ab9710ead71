// `npm run serve`: the browser host as a process. Flags: --port N (default: a free port), --data-dir DIR.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { consoleLogger } from '@main/services/logger';
import { createMainServices } from '@main/services/main-services';
import { openStore, type Store } from '@main/store';
import { createAppAiSupervisor, createAppBattleRunner } from '@main/ai/workers/app-ai';
import { workerPoolAi } from '@main/services/ai-player';
import { guardProcess } from './process-guard';
import { startWebHost } from './server';

const usage = 'Usage: npm run serve -- [--port N] [--data-dir DIR]';

function defaultDataDir(): string {
  const base = process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share');
  return join(base, 'skirmish');
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } }, strict: true }));
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n${usage}\n`);
    process.exitCode = 2;
    return;
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`--port must be a whole number from 0 to 65535, not '${values.port}'.\n${usage}\n`);
    process.exitCode = 2;
    return;
  }
  const dataDir = resolve(values['data-dir'] ?? defaultDataDir());
  const log = consoleLogger('web');
  guardProcess(log);
  let store: Store | undefined;
  let storeFailure: unknown;
  try {
    // openStore prepares the folder itself, with a typed reason when it cannot (a file in its place, no permission).
    store = openStore({ dataDir, log: (line) => log.info(line) });
    if (store.recovery.quarantined) log.warn(`the database was damaged and moved to ${store.recovery.quarantined.movedTo}; a new one was created`);
  } catch (e) {
    // The app still starts: settings stay in memory and the player is told why saved games are unavailable.
    storeFailure = e;
    log.error(`could not open the data store in ${dataDir}: ${e instanceof Error ? e.message : String(e)}`);
  }
  // The browser host runs from TypeScript under tsx, so AI workers start the TypeScript entry through tsx too.
  const supervisor = createAppAiSupervisor({ script: new URL('../../ai/workers/worker-main.ts', import.meta.url), tsx: true, now: Date.now, log });
  const ai = workerPoolAi(supervisor, log);
  const battles = createAppBattleRunner({ script: new URL('../../ai/workers/worker-main.ts', import.meta.url), tsx: true, log });
  const services = createMainServices({ host: 'web', dataDir, log, store, storeFailure, ai: ai.player, advisor: ai.advisor, battles });
  const staticDir = fileURLToPath(new URL('../../../dist-renderer', import.meta.url));
  const host = await startWebHost({ services, staticDir, log, port });
  process.stdout.write(`Skirmish is running. Open ${host.url}\n`);
  const stop = (): void => {
    services.shutdown();
    void Promise.all([host.close(), supervisor.shutdown()]).then(() => {
      store?.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`Could not start the browser host: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
