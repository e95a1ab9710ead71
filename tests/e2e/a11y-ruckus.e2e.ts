// Accessibility of the Ruckus screens, checked by axe-core in Chromium: the table while formations are placed, in the
// Activation Phase with a card's menu open, while damage is assigned, the Draft Tournament's table, the army builder,
// and the Draft screen (setup and drafting). No serious or critical violation anywhere, in the light and dark themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchMainService } from '@main/services/match-main-service';
import { axeViolations, openUi, type RunningApp, type UiSession } from './support';
import type { GameAction } from '@shared/contract';

let ui: UiSession | undefined;
let app: RunningApp;
let page: Page;

beforeAll(async () => {
  ui = await openUi({ width: 1366, height: 768 });
  ({ app, page } = ui);
});

afterAll(async () => {
  await ui?.close();
});

type Legal = GameAction;

/** Seat 0 plays through the match service (front row first, skills when it can) until `stop` holds. */
async function playUntil(matchId: string, stop: (v: { phase: string; round: number; hits: { to: number }[] }, legal: Legal[]) => boolean, budget = 500): Promise<boolean> {
  const match = app.services.impls.match as MatchMainService;
  for (let i = 0; i < budget; i++) {
    await match.idle(matchId);
    const v = await match.open({ matchId, seat: 0 });
    const legal: Legal[] = v.legal.map((l) => l.action);
    const game = (v.view as { kind?: string }).kind === 'tournament' ? (v.view as { games: { me: number }[] }).games.find((g) => g.me >= 0) : v.view;
    if (stop(game as never, legal)) return true;
    if (!legal.length) { await new Promise((r) => setTimeout(r, 50)); continue; }
    const choice = legal.find((a) => a.type === 'place' && a.row === 0) ?? legal.find((a) => a.type === 'pick') ?? legal.find((a) => a.type === 'confirm')
      ?? legal.find((a) => a.type === 'activate') ?? legal.find((a) => a.type === 'assign') ?? legal[legal.length - 1]!;
    // An AI move between open and act that changes seat 0's position (a phase ended) makes the action out of date: the loop looks again.
    await match.act({ matchId, seat: 0, action: choice, expectedActionCount: v.match.actionCount }).catch((e: unknown) => { if (!/moved on/.test(String((e as Error).message))) throw e; });
  }
  return false;
}

async function open(hash: string): Promise<void> {
  await page.goto(app.host.url);
  await page.evaluate((h) => { location.hash = h; }, hash);
  await page.waitForTimeout(300);
}

async function expectClean(where: string): Promise<void> {
  // Drawers slide and cards turn in: let every animation end, so colours are checked as they stay.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 }).catch(() => undefined);
  const problems = await axeViolations(page);
  expect(problems, `${where}: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
}

const seats = (n: number) => [{ kind: 'human' as const, name: 'You' }, ...['Anders', 'Birgit', 'Cyril'].slice(0, n - 1).map((name) => ({ kind: 'ai' as const, name, difficulty: 'easy' as const }))];

describe('axe finds no serious or critical violation on the Ruckus screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`the table (${theme} theme): formation, activation with a card's menu open, and damage`, async () => {
      await app.services.impls.settings.set({ theme });
      const m = await app.services.impls.match.create({ gameId: 'ruckus', seats: seats(3), options: { setup: 'basic' }, seed: theme === 'light' ? 5 : 6 });
      await open(`#/match/${m.id}`);
      await expect.poll(() => page.getByTestId('formation-editor').isVisible(), { timeout: 30_000 }).toBe(true);
      // A card picked up: the rows it may go to are lit.
      await page.locator('[data-testid="hand"] .card-menu.playable').first().click();
      await expectClean('formation with a hand card\'s menu open');
      await page.keyboard.press('Escape');
      expect(await playUntil(m.id, (v, legal) => v.round >= 2 && v.phase === 'activation' && legal.length > 0)).toBe(true);
      await open(`#/match/${m.id}`);
      await expect.poll(() => page.getByTestId('ruckus-table').isVisible(), { timeout: 30_000 }).toBe(true);
      await expectClean('the Activation Phase');
      const card = page.locator('[data-testid="ruckus-table"] .card-menu.playable').first();
      if (await card.count()) {
        await card.click();
        await expectClean('a unit\'s menu');
        await page.keyboard.press('Escape');
      }
      // The large card in the side column, by keyboard focus.
      await page.locator('[data-testid="ruckus-table"] .unit-tile').first().evaluate((el) => (el.closest('.card-menu') as HTMLElement).focus());
      await expectClean('a card\'s large preview');
      expect(await playUntil(m.id, (v, legal) => legal.some((a) => a.type === 'assign'), 400)).toBe(true);
      await open(`#/match/${m.id}`);
      await expect.poll(() => page.getByTestId('ruckus-table').isVisible(), { timeout: 30_000 }).toBe(true);
      await expectClean('damage being assigned');
      // A lit target's menu: what taking the damage would do.
      await page.locator('[data-testid="ruckus-table"] [data-target="legal"]').first().click();
      expect(await page.getByTestId('card-menu').isVisible()).toBe(true);
      await expectClean('a target\'s menu');
      await page.keyboard.press('Escape');
      // A discard pile in its drawer.
      const discard = page.locator('[data-testid^="discard-"]:enabled').first();
      if (await discard.count()) {
        await discard.click();
        await expectClean('a discard pile drawer');
      }
    }, 240_000);
  }

  it('the Draft Tournament\'s table, with its bracket drawer', async () => {
    await app.services.impls.settings.set({ theme: 'light' });
    const m = await app.services.impls.match.create({ gameId: 'ruckus', seats: seats(4), options: { setup: 'tournament' }, seed: 9 });
    await open(`#/match/${m.id}`);
    await expect.poll(() => page.getByTestId('tournament').isVisible(), { timeout: 30_000 }).toBe(true);
    await expectClean('the tournament drafting');
    await page.getByTestId('open-bracket').click();
    await expectClean('the bracket drawer');
    await page.keyboard.press('Escape');
    await page.getByTestId('tournament-tab-1').click();
    await expectClean('the watched game');
  }, 180_000);

  it('the army builder', async () => {
    await open('#/armies');
    await expect.poll(() => page.locator('main h1').first().isVisible(), { timeout: 20_000 }).toBe(true);
    await page.waitForTimeout(500);
    await expectClean('the army builder');
  }, 60_000);

  it('the Draft screen: its setup form and a Draft in progress', async () => {
    await open('#/draft');
    await expect.poll(() => page.getByTestId('draft-setup').isVisible(), { timeout: 20_000 }).toBe(true);
    await expectClean('the Draft setup');
    const m = await app.services.impls.match.create({ gameId: 'ruckus', seats: seats(2), options: { setup: 'draft' }, seed: 3 });
    await open(`#/draft/${m.id}`);
    await expect.poll(() => page.getByTestId('draft-pool').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.waitForTimeout(500);
    await expectClean('a Draft in progress');
  }, 120_000);
});
