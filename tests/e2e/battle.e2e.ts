// "Test this army" and the draft coach through the UI, against the browser host with a real battle worker thread;
// then the saved army taken into a new game from the wizard.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAppBattleRunner } from '@main/ai/workers/app-ai';
import { startWebHost, type WebHost } from '@main/hosts/web/server';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import { openStore, type Store } from '@main/store';
import { launchBrowser, screenshot, writeArtifactJson } from './support';

let services: MainServices;
let host: WebHost;
let store: Store;
let browser: Browser;
let page: Page;
const figures: Record<string, number> = {};

beforeAll(async () => {
  const staticDir = resolve(process.env['SKIRMISH_E2E_DIST'] ?? 'dist-renderer');
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error('the built renderer is missing: run `vite build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-e2e-battle-'));
  const log = memoryLogger();
  store = openStore({ dataDir, dailyBackup: false });
  // Battles run on a worker thread started from the TypeScript worker entry, as the browser host does.
  const battles = createAppBattleRunner({ script: resolve('src-main/ai/workers/worker-main.ts'), tsx: true, log });
  services = createMainServices({ host: 'web', dataDir, log, store, battles });
  await services.impls.settings.set({ minAiDelayMs: 0 });
  host = await startWebHost({ services, staticDir, log });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(host.url);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  services?.shutdown();
  await host?.close();
  store?.close();
  if (Object.keys(figures).length) writeArtifactJson('battle-e2e', figures);
});

/** The win rate and its interval as shown: 'Win rate 40%; 95% interval 17% to 69%'. */
const rateOf = (text: string) => /^Win rate (\d+)%; 95% interval (\d+)% to (\d+)%$/.exec(text.trim())!.slice(1).map((x) => Number(x) / 100);

describe('test this army', () => {
  it('builds and saves an army, runs a few battles against a Basic army, and shows progress, the result and its interval', async () => {
    await page.getByRole('link', { name: 'Armies', exact: true }).click();
    await expect.poll(() => page.locator('[data-testid="army-starting"] .unit-card').count()).toBe(6);
    await page.getByTestId('army-name').fill('Test pilots');
    await page.getByTestId('army-guild').selectOption('fighters');
    await page.getByRole('button', { name: /^Add Cleaver for 2 points/ }).first().click();
    await page.getByRole('button', { name: /^Add Captain for 1 point/ }).first().click();
    await expect.poll(() => page.getByTestId('army-verdict').textContent()).toContain('legal army');
    await page.getByTestId('army-save').click();
    await expect.poll(() => page.getByTestId('army-notice').textContent()).toContain('Saved “Test pilots”');

    await page.getByTestId('tester-opponent').selectOption('basic:clerics');
    await page.getByTestId('tester-games').fill('10');
    await page.getByTestId('tester-level').selectOption('heuristic');
    const started = Date.now();
    await page.getByTestId('tester-run').click();
    await expect.poll(() => page.getByTestId('tester-status').textContent(), { timeout: 30_000 }).toMatch(/Playing: [1-9]\d* of 10 games done|Finished/);
    await expect.poll(() => page.getByTestId('tester-status').textContent(), { timeout: 120_000 }).toBe('Finished: 10 games');
    figures.tenHeuristicGamesMs = Date.now() - started;
    const count = async (id: string) => Number(await page.getByTestId(id).textContent());
    const [wins, losses, draws] = [await count('tester-wins'), await count('tester-losses'), await count('tester-draws')];
    expect(wins + losses + draws).toBe(10);
    const [rate, low, high] = rateOf((await page.getByTestId('tester-rate').textContent())!);
    expect(rate).toBeCloseTo(Math.round((wins / 10) * 100) / 100, 5);
    expect(low!).toBeLessThanOrEqual(rate!);
    expect(high!).toBeGreaterThanOrEqual(rate!);
    expect(await page.getByTestId('tester-progress').getAttribute('value')).toBe('10');
    await screenshot(page, 'army-tester');
  }, 180_000);

  it('cancels a long battle: it stops early and says after how many games', async () => {
    await page.getByTestId('tester-games').fill('200');
    await page.getByTestId('tester-run').click();
    await expect.poll(() => page.getByTestId('tester-status').textContent(), { timeout: 60_000 }).toMatch(/Playing: [1-9]\d* of 200 games done/);
    await page.getByTestId('tester-cancel').click();
    await expect.poll(() => page.getByTestId('tester-status').textContent(), { timeout: 10_000 }).toMatch(/^Cancelled after \d+ of 200 games$/);
    const played = Number(/after (\d+)/.exec((await page.getByTestId('tester-status').textContent())!)![1]);
    expect(played).toBeLessThan(200);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('tester-status').textContent()).toBe(`Cancelled after ${played} of 200 games`);
  }, 90_000);

  it('the draft coach rates the units left, sorts by value per point, and follows an added unit', async () => {
    const rows = page.locator('[data-testid="coach-table"] tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    const before = await rows.count();
    await page.getByTestId('coach-sort-valuePerPoint').click();
    const values = (await page.getByTestId('coach-vpp').allTextContents()).map((t) => Number(t.replace('−', '-').replace('±', '')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await rows.first().getByRole('button', { name: /^Add / }).click();
    await expect.poll(() => rows.count()).toBe(before - 1);
    // Rated for four players, the same units get the 4-player self-play values: the figures change, not the units.
    const names = async () => (await rows.locator('th').allTextContents()).sort().join('|');
    const figures = async () => (await page.getByTestId('coach-vpp').allTextContents()).join('|');
    const [twoNames, twoFigures] = [await names(), await figures()];
    await page.getByTestId('coach-players').selectOption('4');
    await expect.poll(figures).not.toBe(twoFigures);
    expect(await names()).toBe(twoNames);
    await screenshot(page, 'draft-coach');
  }, 60_000);
});

describe('a saved army in a new game', () => {
  it('the wizard offers the saved army for a seat and the match starts with it', async () => {
    await page.getByRole('link', { name: 'New game', exact: true }).click();
    await page.getByTestId('game-ruckus').check();
    await page.locator('input[name="setup"][value="basic"]').check();
    await page.getByTestId('army-0').selectOption({ label: 'Saved: Test pilots (Fighters, 3 points)' });
    expect(await page.getByTestId('guild-0').inputValue()).toBe('fighters');
    await page.getByTestId('start-game').click();
    await page.waitForURL(/\/match\//, { timeout: 30_000 });
    const list = services.impls.match.list({ limit: 5, offset: 0 }) as { items: { options: Record<string, unknown> }[] };
    const options = (await list).items[0]!.options;
    expect(options.armies).toEqual([{ guild: 'fighters', units: ['F18', 'F07'] }, null]);
  }, 60_000);
});
