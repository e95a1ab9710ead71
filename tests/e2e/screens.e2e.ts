// The screens around the tables, through the UI against the real browser host: army builder, campaigns, rules and cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, startApp, type RunningApp } from './support';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  await app.services.impls.settings.set({ minAiDelayMs: 0 });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(app.host.url);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('Ruckus army builder', () => {
  it('builds and saves a legal army', async () => {
    await page.getByRole('link', { name: 'Armies' }).click();
    await expect.poll(() => page.locator('[data-testid="army-starting"] .unit-card').count()).toBe(6);
    await page.getByTestId('army-name').fill('Iron line');
    await page.getByTestId('army-guild').selectOption('fighters');
    await page.getByRole('button', { name: /^Add Cleaver for 2 points/ }).click();
    await page.getByRole('button', { name: /^Add Captain for 1 point/ }).click();
    await expect.poll(() => page.getByTestId('army-points').textContent()).toContain('3 of 12 draft points');
    await expect.poll(() => page.getByTestId('army-verdict').textContent()).toContain('legal army');
    await page.getByTestId('army-save').click();
    await expect.poll(() => page.getByTestId('army-notice').textContent()).toContain('Saved “Iron line”');
    const saved = await app.services.impls.decks.list({});
    expect(saved.map((a) => [a.name, a.guild, a.units, a.points])).toEqual([['Iron line', 'fighters', ['F18', 'F07'], 3]]);
    await screenshot(page, 'army-builder');
  });

  it('refuses an illegal army and says why', async () => {
    await page.getByTestId('army-new').click();
    await page.getByTestId('army-name').fill('Mixed bag');
    await page.getByTestId('filter-guild').selectOption('');
    await page.getByRole('button', { name: /^Add Mugger / }).click();
    await expect.poll(() => page.getByTestId('army-verdict').textContent()).toContain('Mugger belongs to the thieves');
    await page.getByTestId('army-save').click();
    await expect.poll(() => page.getByTestId('army-refusal').textContent()).toContain('cannot be saved');
    expect(await page.getByTestId('army-refusal').textContent()).toContain('an Advanced army drafts from its own guild only');
    expect((await app.services.impls.decks.list({})).map((a) => a.name)).toEqual(['Iron line']);
    await screenshot(page, 'army-builder-refused');
  });
});
