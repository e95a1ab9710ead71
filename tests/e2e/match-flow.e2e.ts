// The whole path of a match through the UI, on the engine's small test game: wizard, AI seat, autosave, reload, outcome, history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openUi, screenshot, type RunningApp, type UiSession } from './support';

let app: RunningApp;
let page: Page;
let ui: UiSession | undefined;

beforeAll(async () => {
  ui = await openUi();
  ({ app, page } = ui);
});

afterAll(async () => {
  await ui?.close();
});

describe('a match through the UI', () => {
  it('starts from the new-game wizard against an AI seat', async () => {
    await page.goto(app.host.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId('game-tricks').check();
    await expect.poll(() => page.getByTestId('seat-1').locator('select').first().inputValue()).toBe('ai');
    await page.getByTestId('seed').fill('42');
    await screenshot(page, 'new-game');
    await page.getByTestId('start-game').click();
    await expect.poll(() => page.url()).toContain('#/match/');
    await expect.poll(() => page.getByTestId('action-0').isVisible()).toBe(true);
  });

  it('gives a hint for the player\'s decision and explains the AI\'s last move', async () => {
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('advice').textContent()).toContain('The AI\'s best options for you');
    expect(await page.getByTestId('advice').locator('li').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('advice').textContent()).toMatch(/Commit c\d+: chosen in \d+% of the search, estimated win chance \d+%/);
    await page.getByTestId('why').click();
    await expect.poll(() => page.getByTestId('advice').textContent()).toMatch(/Anders (weighed these options|played|made a move)/);
    await screenshot(page, 'advice');
  });

  it('saves each move and resumes exactly after a reload', async () => {
    await page.getByTestId('action-0').click();
    await expect.poll(async () => (await app.services.impls.match.list({ limit: 5, offset: 0 })).items[0]!.actionCount).toBeGreaterThanOrEqual(2);
    const before = await page.locator('.action-list').textContent();
    const log = await page.locator('.recent-log').textContent();
    await page.reload();
    await expect.poll(() => page.locator('.action-list').textContent()).toBe(before);
    expect(await page.locator('.recent-log').textContent()).toBe(log);
    await screenshot(page, 'match-in-progress');
  });

  it('plays to the end and shows the result', async () => {
    for (let i = 0; i < 10 && !(await page.getByTestId('outcome').isVisible()); i++) {
      await page.getByTestId('action-0').click({ timeout: 5_000 }).catch(() => undefined);
      await page.waitForTimeout(100);
    }
    await expect.poll(() => page.getByTestId('outcome').isVisible()).toBe(true);
    expect(await page.locator('.outcome .result').textContent()).toMatch(/^(You win|Anders wins|Shared victory: .+)\.$/);
    await screenshot(page, 'match-over');
  });

  it('lists the finished game in the history', async () => {
    await page.getByRole('link', { name: 'History' }).click();
    await expect.poll(() => page.locator('.history-table tbody tr').count()).toBe(1);
    expect(await page.locator('.history-table tbody tr td').nth(4).textContent()).toMatch(/^(Won|Lost|Shared win)$/);
    expect(await page.locator('.history-table tbody tr td').nth(3).textContent()).toBe('Finished');
    await screenshot(page, 'history');
  });

  it('replays the game step by step and branches a new game from the middle', async () => {
    const finished = (await app.services.impls.match.list({ limit: 5, offset: 0 })).items[0]!;
    await page.getByTestId(`replay-${finished.id}`).click();
    await expect.poll(() => page.getByTestId('replay-position').textContent()).toBe(`Action 0 of ${finished.actionCount}`);
    await page.getByTestId('replay-forward').click();
    await page.getByTestId('replay-forward').click();
    await expect.poll(() => page.getByTestId('replay-position').textContent()).toBe(`Action 2 of ${finished.actionCount}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('replay-position').textContent()).toBe(`Action 1 of ${finished.actionCount}`);
    expect(await page.locator('.last-action').textContent()).toMatch(/Commit c\d+/);
    await screenshot(page, 'replay');
    await page.getByTestId('branch').click();
    await expect.poll(() => page.url()).toContain('#/match/');
    const branched = (await app.services.impls.match.list({ status: 'active', limit: 5, offset: 0 })).items[0]!;
    expect(branched).toMatchObject({ actionCount: 1 });
    expect(app.store.matches.get(branched.id)!.seed).toBe(app.store.matches.get(finished.id)!.seed);
    expect(page.url()).toContain(branched.id);
  });

  it('shows statistics with charts once games are finished', async () => {
    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect.poll(() => page.getByTestId('stats-summary').isVisible()).toBe(true);
    expect(await page.getByTestId('stats-summary').textContent()).toContain('Games1');
    expect(await page.locator('.chart canvas').count()).toBe(7);
    await screenshot(page, 'statistics');
  });
});
