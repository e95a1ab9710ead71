// Where the bundled AI worker entry is: electron-builder unpacks it (and the chunks it imports) from the asar.
import path from 'node:path';

/** The worker script next to the main bundle; inside a packaged app, its unpacked copy. */
export function aiWorkerScript(mainDir: string): string {
  const file = path.join(mainDir, 'workers', 'worker-main.js');
  return file.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
}
