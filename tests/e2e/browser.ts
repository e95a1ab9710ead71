// Debian's Chromium for the end-to-end tests: where it is, how it is launched, and the one browser the e2e files share
// (tests/e2e/global-setup.ts starts it as a Playwright browser server; each file connects to it).
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

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

export function launchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    headless: true,
  };
}

/** A Chromium of its own (a file that takes a browser-wide trace needs one; so does a run without the global setup). */
export function launchOwnBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** The shared browser when the global setup started one (closing it only disconnects), else a browser of its own. */
export function connectBrowser(endpoint: string | undefined): Promise<Browser> {
  return endpoint ? chromium.connect(endpoint) : launchOwnBrowser();
}
