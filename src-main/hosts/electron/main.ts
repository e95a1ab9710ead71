// Electron entry: wires the hardened window, the app:// protocol, IPC, the store and the main-side services together.
// Everything with logic lives in the small modules beside this file, which tests exercise with a mocked electron.
import { app, BrowserWindow, ipcMain, protocol, screen, session, shell } from 'electron';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import { openStore, type Store } from '@main/store';
import { createAppAiSupervisor, createAppBattleRunner } from '@main/ai/workers/app-ai';
import { workerPoolAi } from '@main/services/ai-player';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, appProtocolHandler, isAppUrl } from './app-protocol';
import { forwardEvents, registerIpcHandlers } from './ipc';
import { nativeBindingProblem, sqliteNativeBinding } from './native';
import { contentSecurityPolicy, hardenContents, hardenSession } from './security';
import { jsonFileSettings } from './settings-file';
import { claimSingleInstance } from './single-instance';
import { devToolsEnabled, mainWindowOptions, rememberBounds } from './window';
import { aiWorkerScript } from './worker-path';

const log = consoleLogger('skirmish-electron');
const here = path.dirname(fileURLToPath(import.meta.url));
const preloadPath = path.join(here, '../preload/index.cjs');
const rendererDir = path.join(here, '../renderer');
// electron-vite dev sets this; a packaged app never loads a remote page.
const devServerUrl = !app.isPackaged && process.env.ELECTRON_RENDERER_URL ? process.env.ELECTRON_RENDERER_URL : undefined;
const appUrl = (url: string): boolean => isAppUrl(url, devServerUrl);

/** The path the store must pass to better-sqlite3 as `nativeBinding` (the Electron-ABI build). */
export const SQLITE_NATIVE_BINDING = sqliteNativeBinding({ isPackaged: app.isPackaged, appPath: app.getAppPath(), resourcesPath: process.resourcesPath });

/** The bundled AI worker entry, for the worker pool (a thread factory needs a real file outside the asar). */
export const AI_WORKER_SCRIPT = aiWorkerScript(here);

let mainWindow: BrowserWindow | undefined;

process.on('uncaughtException', (e) => log.error(`uncaught: ${e.stack ?? e.message}`));
process.on('unhandledRejection', (e) => log.error(`unhandled rejection: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));

// Must happen before 'ready'.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
app.enableSandbox();

app.on('web-contents-created', (_event, contents) => hardenContents(contents, { isAppUrl: appUrl, shell, log }));

if (claimSingleInstance(app, () => mainWindow, log)) {
  app.whenReady().then(start).catch((e: unknown) => {
    log.error(`start-up failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    app.exit(1);
  });
}

async function start(): Promise<void> {
  const dataDir = app.getPath('userData');
  const nativeProblem = nativeBindingProblem(SQLITE_NATIVE_BINDING);
  if (nativeProblem) log.warn(nativeProblem);
  let store: Store | undefined;
  let storeFailure: unknown;
  try {
    store = openStore({ dataDir, log: (line) => log.info(line), nativeBinding: SQLITE_NATIVE_BINDING });
    if (store.recovery.quarantined) log.warn(`the database was damaged and moved to ${store.recovery.quarantined.movedTo}; a new one was created`);
  } catch (e) {
    // The app still starts: saved games are refused with the reason, settings fall back to a JSON file.
    storeFailure = e;
    log.error(`could not open the data store in ${dataDir}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const supervisor = createAppAiSupervisor({ script: AI_WORKER_SCRIPT, now: Date.now, log });
  const ai = workerPoolAi(supervisor, log);
  const services = createMainServices({
    host: 'electron', dataDir, log, store, storeFailure, ai: ai.player, advisor: ai.advisor, battles: createAppBattleRunner({ script: AI_WORKER_SCRIPT, log }),
    ...(store ? {} : { settings: jsonFileSettings(path.join(dataDir, 'settings.json'), log) }),
  });
  app.on('will-quit', () => {
    services.shutdown();
    void supervisor.shutdown();
    store?.close();
  });

  const csp = contentSecurityPolicy(devServerUrl);
  hardenSession(session.defaultSession, csp, log);
  protocol.handle(APP_SCHEME, appProtocolHandler(rendererDir, csp));
  registerIpcHandlers(ipcMain, { dispatcher: services.dispatcher, isAppUrl: appUrl, log });
  forwardEvents(services.events, () => mainWindow?.webContents);

  mainWindow = await createWindow(services);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createWindow(services).then((w) => { mainWindow = w; });
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  log.info(`started; data directory ${dataDir}`);
}

async function createWindow(services: MainServices): Promise<BrowserWindow> {
  const saved = (await services.impls.settings.get(undefined)).window;
  const workAreas = screen.getAllDisplays().map((d) => d.workArea);
  const icon = app.isPackaged ? undefined : path.join(app.getAppPath(), 'resources', 'icon.png');
  const options = mainWindowOptions(preloadPath, saved, workAreas, icon, devToolsEnabled({ isPackaged: app.isPackaged, env: process.env }));
  const win = new BrowserWindow(options);
  if (saved?.maximized && 'x' in options) win.maximize();
  rememberBounds(win, services.impls.settings, log);
  win.once('ready-to-show', () => win.show());
  win.webContents.on('render-process-gone', (_e, details) => log.error(`renderer gone: ${details.reason}`));
  void win.loadURL(devServerUrl ?? APP_ENTRY_URL).catch((e: unknown) => log.error(`could not load the app page: ${String(e)}`));
  return win;
}
