// Automated accessibility checks (axe-core in Chromium): no serious or critical violation on the World of Tanks:
// Rush table (mid-game, with a card's menu, the card preview and a drawer open too), home, new game, history, replay,
// statistics and settings screens. The army builder, draft and Ruckus table are checked in a11y-ruckus.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, importFinishedRush, openMatch, openUi, rushMidGame, type UiSession } from './support';

let ui: UiSession;
let matchId: string;
beforeAll(async () => {
  ui = await openUi({ width: 1366, height: 768 });
  matchId = await rushMidGame(ui.app, 3, 3, 4);
  // A finished game, so history and statistics have rows, tables and charts to check.
  await importFinishedRush(ui.app, 3);
});
afterAll(async () => { await ui?.close(); });

/** Lets an opening drawer or menu finish its entrance (contrast is measured on the settled colours). */
const settle = (): Promise<void> => ui.page.waitForTimeout(500);

async function route(hash: string, ready: string): Promise<void> {
  const { page, app } = ui;
  if (!page.url().startsWith(app.host.url.split('#')[0]!.split('?')[0]!)) await page.goto(app.host.url);
  await page.evaluate((h) => { location.hash = h; }, hash);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForTimeout(200);
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  const screens: [string, string, string][] = [
    ['home', '#/', '.home-actions'],
    ['new game', '#/new', '[data-testid="start-game"]'],
    ['history', '#/history', '.history-table, [data-testid="history-empty"], main h1'],
    ['statistics', '#/stats', 'main h1'],
    ['settings', '#/settings', '[data-testid="theme"]'],
  ];
  for (const [name, hash, ready] of screens) {
    it(`the ${name} screen`, async () => {
      await route(hash, ready);
      expect(await axeViolations(ui.page)).toEqual([]);
    });
  }

  it('the replay screen', async () => {
    await route(`#/replay/${matchId}`, '[data-testid="replay-position"]');
    await ui.page.waitForSelector('[data-testid="rush-table"] .reserve [data-roving]', { timeout: 30_000 });
    expect(await axeViolations(ui.page)).toEqual([]);
  });

  it('the Rush table in the middle of a game, with a card menu, the card preview, a drawer and the help open', async () => {
    const { page } = ui;
    await openMatch(page, ui.app, matchId);
    await page.waitForSelector('[data-testid="prompt"]', { timeout: 30_000 });
    expect(await axeViolations(page), 'the table').toEqual([]);
    // Hovering a card shows its preview in the side column; a playable card opens its menu.
    await page.locator('.reserve [data-roving]').first().hover();
    await page.waitForSelector('[data-testid="card-preview"]');
    await settle();
    expect(await axeViolations(page), 'with the card preview').toEqual([]);
    const playable = page.locator('[data-testid="rush-table"] .card-menu.playable:not([data-actions="1"])');
    if (await playable.count()) {
      await playable.first().click();
      await page.waitForSelector('[data-testid="card-menu"]');
    await settle();
      expect(await axeViolations(page), 'with a card menu open').toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('open-depot-1').click();
    await page.waitForSelector('[data-testid="rush-zone-drawer"]');
    await settle();
    expect(await axeViolations(page), 'with a depot drawer open').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('open-log').click();
    await page.waitForSelector('[data-testid="drawer-log"]');
    await settle();
    expect(await axeViolations(page), 'with the log drawer open').toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await page.waitForSelector('[data-testid="help-overlay"]');
    await settle();
    expect(await axeViolations(page), 'with the keyboard help open').toEqual([]);
    await page.keyboard.press('Escape');
  }, 60_000);
});
