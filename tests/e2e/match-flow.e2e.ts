// The whole path of a match through the UI, on a Rush game against an easy AI: wizard, hint and "why", autosave,
// reload, outcome, history, replay and branch, statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openUi, playSeatToEnd, screenshot, type RunningApp, type UiSession } from './support';

let app: RunningApp;
let page: Page;
let ui: UiSession | undefined;
let matchId = '';

beforeAll(async () => {
  ui = await openUi();
  ({ app, page } = ui);
});

afterAll(async () => {
  await ui?.close();
});

/** Waits until the open seat has a decision on screen (the AI seat's turn has been shown). */
async function myTurn(): Promise<void> {
  await expect.poll(async () => (await app.services.impls.match.open({ matchId, seat: 0 })).legal.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('prompt-end').isVisible(), { timeout: 30_000 }).toBe(true);
}

describe('a match through the UI', () => {
  it('starts from the new-game wizard against an AI seat', async () => {
    await page.goto(app.host.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId('game-rush').check();
    await expect.poll(() => page.getByTestId('seat-1').locator('select').first().inputValue()).toBe('ai');
    await page.getByTestId('seat-1').locator('select').nth(1).selectOption('easy');
    await page.getByTestId('seed').fill('42');
    await screenshot(page, 'new-game');
    await page.getByTestId('start-game').click();
    await expect.poll(() => page.url()).toContain('#/match/');
    matchId = /#\/match\/([^/?#]+)/.exec(page.url())![1]!;
    await myTurn();
  });

  it('gives a hint for the player\'s decision and explains the AI\'s last move', async () => {
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('advice').textContent()).toContain('The AI\'s best options for you');
    expect(await page.getByTestId('advice').locator('li').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('advice').textContent()).toMatch(/: chosen in \d+% of the search, estimated win chance \d+%/);
    // The turn ends; once the AI has played its own, "why" tells what it weighed.
    await page.getByTestId('prompt-end').click();
    await myTurn();
    if (!(await page.getByTestId('why').isVisible())) await page.getByTestId('open-advice').click();
    await page.getByTestId('why').click();
    await expect.poll(() => page.getByTestId('advice').textContent()).toMatch(/Anders (weighed these options|played|made a move)/);
    await screenshot(page, 'advice');
  });

  it('saves each move and resumes exactly after a reload', async () => {
    const count = (await app.services.impls.match.open({ matchId, seat: 0 })).match.actionCount;
    await page.getByTestId('prompt-end').click();
    await expect.poll(async () => (await app.services.impls.match.open({ matchId, seat: 0 })).match.actionCount).toBeGreaterThan(count);
    await myTurn();
    // The same cards in the same places (the labels of the AI's last move, marked until the next change, may differ).
    const cards = (): Promise<(string | null)[]> => page.locator('.rush-table [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    // The AI's turn is shown one action at a time (0.6 s each by default): the position on screen settles first.
    let before = await cards();
    for (let i = 0; i < 30; i++) {
      await page.waitForTimeout(900);
      const now = await cards();
      if (JSON.stringify(now) === JSON.stringify(before)) break;
      before = now;
    }
    expect(before.length).toBeGreaterThan(0);
    const log = await page.locator('.recent-log').textContent();
    await page.reload();
    await expect.poll(cards).toEqual(before);
    expect(await page.locator('.recent-log').textContent()).toBe(log);
    await screenshot(page, 'match-in-progress');
  });

  it('plays to the end and shows the result', async () => {
    await playSeatToEnd(app, matchId);
    await expect.poll(() => page.getByTestId('outcome').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.locator('.outcome .result').textContent()).toMatch(/^(You win|Anders wins|Shared victory: .+)\.$/);
    await screenshot(page, 'match-over');
  }, 240_000);

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
    expect(await page.locator('.last-action').textContent()).toMatch(/^(You|Anders): \S/);
    await screenshot(page, 'replay');
    await page.getByTestId('branch').click();
    await expect.poll(() => page.url()).toContain('#/match/');
    const branched = (await app.services.impls.match.list({ status: 'active', limit: 5, offset: 0 })).items[0]!;
    // The new game starts from the first action of the finished one (the AI seat may have played on since).
    expect(branched.actionCount).toBeGreaterThanOrEqual(1);
    expect(app.store.matches.actions(branched.id)[0]!.action).toEqual(app.store.matches.actions(finished.id)[0]!.action);
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
