// Shared set-up for end-to-end tests: the real browser host in-process and Debian's Chromium via playwright-core.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import { startWebHost, type WebHost } from '@main/hosts/web/server';
import { openStore, type Store } from '@main/store';
import { gameIds, gameModule } from '@main/games/index';
import { tricksModule } from '@main/engine/testing/tricks-module';

export const ARTIFACTS = resolve('test-artifacts');

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // try the next name
    }
  }
  throw new Error('No Chromium found: install Debian\'s chromium (apt-get install -y chromium) or set CHROMIUM_PATH.');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    headless: true,
  });
}

export interface RunningApp {
  host: WebHost;
  services: MainServices;
  store: Store;
  log: ReturnType<typeof memoryLogger>;
  dataDir: string;
  close(): Promise<void>;
}

/** Games offered in end-to-end tests: the real ones plus the engine's small test game, for quick whole-game runs. */
const e2eGames = (id: string) => (id === 'tricks' ? tricksModule : gameModule(id));
const e2eGameIds = () => [...gameIds(), 'tricks'];

export async function startApp(): Promise<RunningApp> {
  // SKIRMISH_E2E_DIST lets parallel work build the renderer into its own folder (`vite build --outDir ...`).
  const staticDir = resolve(process.env['SKIRMISH_E2E_DIST'] ?? 'dist-renderer');
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error('dist-renderer is missing: run `vite build` first (npm run test:e2e does).');
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-e2e-'));
  const log = memoryLogger();
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'web', dataDir, log, store, games: e2eGames, gameIds: e2eGameIds });
  const host = await startWebHost({ services, staticDir, log });
  const close = async (): Promise<void> => {
    services.shutdown();
    await host.close();
    store.close();
  };
  return { host, services, store, log, dataDir, close };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
