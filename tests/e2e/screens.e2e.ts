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

describe('campaigns', () => {
  it('creates a Rush ladder and plays its first match', async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByTestId('campaign-kind-rush-ladder').check();
    await page.getByTestId('campaign-name').fill('Road to Berlin');
    await page.getByTestId('campaign-player').fill('Ann');
    await screenshot(page, 'campaigns');
    await page.getByTestId('campaign-create').click();
    await expect.poll(() => page.url()).toContain('#/campaigns/');
    await expect.poll(() => page.getByTestId('campaign-next').textContent()).toContain('Rung 1: Recruit Anders (easy)');
    expect(await page.getByTestId('campaign-standings').textContent()).toContain('On rung 1 of 4');
    await page.getByTestId('campaign-play').click();
    await expect.poll(() => page.url()).toContain('#/match/');
    const [campaign] = await app.services.impls.campaign.list({});
    const view = await app.services.impls.campaign.get({ campaignId: campaign!.id });
    expect(view.timeline).toHaveLength(1);
    expect(view.timeline[0]).toMatchObject({ gameId: 'rush', status: 'active', seats: ['Ann', 'Recruit Anders'] });
    expect(page.url()).toContain(view.timeline[0]!.matchId);
    expect(view.current).toBe(view.timeline[0]!.matchId);

    await page.goBack();
    await expect.poll(() => page.getByTestId('campaign-timeline').textContent()).toContain('In progress');
    expect(await page.getByTestId('campaign-continue').getAttribute('href')).toContain(view.timeline[0]!.matchId);
    await screenshot(page, 'campaign');
  });
});
