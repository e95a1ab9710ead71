import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, startApp, type RunningApp } from './support';

let app: RunningApp;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') pageErrors.push(m.text()); });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the app in Chromium through the browser host', () => {
  it('loads, connects and shows the version from the main side', async () => {
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('version').textContent()).toContain('Skirmish 0.1.0');
    expect(await page.locator('.connection').getAttribute('data-state')).toBe('open');
    expect(page.url()).not.toContain('token');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Skirmish');
    const shot = await screenshot(page, 'home');
    expect(statSync(shot).size).toBeGreaterThan(5_000);
  });

  it('round-trips a settings change through the service and survives a reload', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByTestId('theme').selectOption('dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect((await app.services.impls.settings.get()).theme).toBe('dark');
    await page.reload();
    await expect.poll(() => page.getByTestId('theme').inputValue()).toBe('dark');
    await screenshot(page, 'settings-dark');
  });

  it('takes a backup from the settings screen and lists it', async () => {
    await page.getByTestId('backup-now').click();
    await expect.poll(() => page.getByTestId('data-message').textContent()).toContain('Backup taken');
    expect(await page.getByTestId('backups').locator('tbody tr').count()).toBe(1);
    expect(await page.getByTestId('data-dir').textContent()).toBe(app.dataDir);
  });

  it('shows the service\'s refusal of an invalid setting', async () => {
    await page.getByTestId('min-ai-delay').fill('99999');
    await page.getByTestId('min-ai-delay').press('Tab');
    await expect.poll(() => page.getByTestId('settings-error').textContent()).toContain('minAiDelayMs');
    expect((await app.services.impls.settings.get()).minAiDelayMs).toBe(600);
  });

  it('answers an invalid payload sent over the socket with a typed error and keeps serving', async () => {
    const token = app.host.token;
    const answers = await page.evaluate(async (t) => {
      const ws = new WebSocket(`ws://${location.host}/api?token=${t}`);
      await new Promise((r) => ws.addEventListener('open', r, { once: true }));
      const next = (): Promise<unknown> => new Promise((r) => ws.addEventListener('message', (e) => r(JSON.parse(String(e.data))), { once: true }));
      const out: unknown[] = [];
      for (const frame of ['{not json', JSON.stringify({ id: 1, method: 'settings.set', args: { theme: 42 } }), JSON.stringify({ id: 2, method: 'nope.nope' }), JSON.stringify({ id: 3, method: 'system.echo', args: { text: 'alive' } })]) {
        const answer = next();
        ws.send(frame);
        out.push(await answer);
      }
      ws.close();
      return out;
    }, token);
    expect(answers).toEqual([
      { id: null, ok: false, error: { kind: 'validation', message: 'Request is not valid JSON.', issues: [] } },
      { id: 1, ok: false, error: expect.objectContaining({ kind: 'validation', issues: [expect.objectContaining({ path: 'theme' })] }) },
      { id: 2, ok: false, error: { kind: 'unknown_method', method: 'nope.nope', message: "There is no method 'nope.nope'." } },
      { id: 3, ok: true, result: expect.objectContaining({ text: 'alive' }) },
    ]);
    expect(app.log.lines.some((l) => l.includes('not JSON'))).toBe(true);
  });

  it('refuses a socket without the token', async () => {
    const status = await page.evaluate(() => new Promise<string>((resolve) => {
      const ws = new WebSocket(`ws://${location.host}/api?token=wrong`);
      ws.addEventListener('open', () => resolve('open'));
      ws.addEventListener('error', () => resolve('refused'));
    }));
    expect(status).toBe('refused');
  });

  it('runs the about page\'s health check', async () => {
    await page.getByRole('link', { name: 'About' }).click();
    await page.getByTestId('check-health').click();
    await expect.poll(() => page.getByTestId('health-message').textContent()).toBe('Everything is working.');
    await screenshot(page, 'about');
    expect(existsSync('test-artifacts/about.png')).toBe(true);
  });

  it('raised no errors in the page', () => {
    // The refused socket above logs one expected console error.
    expect(pageErrors.filter((e) => !e.includes('WebSocket connection') && !e.includes('401'))).toEqual([]);
  });
});
