// The Ruckus table on one screen: with 2 and 4 players and the Draft Tournament, at 1366x768 and 1920x1080, in the middle
// of a game (formation, the Activation Phase, damage being dealt), the page never scrolls either way, and every
// opponent's army, the Camp, the player's own army and the decision are in view. A viewport screenshot of each is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchMainService } from '@main/services/match-main-service';
import { openUi, pageOverflow, viewportShot, type RunningApp, type UiSession } from './support';
import type { GameAction } from '@shared/contract';

let ui: UiSession | undefined;
let app: RunningApp;

beforeAll(async () => {
  ui = await openUi({ width: 1366, height: 768 });
  app = ui.app;
});

afterAll(async () => {
  await ui?.close();
});

type Legal = GameAction;

/**
 * Plays seat 0 through the match service (a simple player: front row first, skills when it can, the first unit for
 * damage) while the AI plays the others, until `stop` holds for seat 0's view or the move budget runs out.
 */
async function playUntil(matchId: string, stop: (view: { phase: string; round: number; hits: { to: number }[]; me: number }, legal: Legal[]) => boolean, budget = 400): Promise<void> {
  const match = app.services.impls.match as MatchMainService;
  for (let i = 0; i < budget; i++) {
    // In a Draft Tournament the other game's AIs play on and on: wait for seat 0's own decision, not for every AI to rest.
    for (let w = 0; w < 400 && (await match.open({ matchId, seat: 0 })).legal.length === 0; w++) await new Promise((r) => setTimeout(r, 25));
    const v = await match.open({ matchId, seat: 0 });
    const legal: Legal[] = v.legal.map((l) => l.action);
    const game = (v.view as { kind?: string; games?: unknown[]; seats?: number[][] }).kind === 'tournament'
      ? ((v.view as { games: { phase: string; round: number; hits: { to: number }[]; me: number }[] }).games.find((g) => g.me >= 0)!)
      : (v.view as { phase: string; round: number; hits: { to: number }[]; me: number });
    if (stop(game, legal)) return;
    if (legal.length === 0) continue;
    const place = legal.find((a) => a.type === 'place' && (a.row === 0 || i % 3 === 0));
    const pick = legal.find((a) => a.type === 'pick');
    const active = legal.find((a) => a.type === 'activate' || a.type === 'add-on');
    const choice = place ?? pick ?? legal.find((a) => a.type === 'confirm') ?? active ?? legal.find((a) => a.type === 'assign') ?? legal[legal.length - 1]!;
    // An AI move between open and act that changes seat 0's position (a phase ended) makes the action out of date: the loop looks again.
    await match.act({ matchId, seat: 0, action: choice, expectedActionCount: v.match.actionCount }).catch((e: unknown) => { if (!/moved on/.test(String((e as Error).message))) throw e; });
  }
  throw new Error('the game never reached the wanted position');
}

async function openMatch(page: Page, id: string): Promise<void> {
  await page.goto(app.host.url);
  await page.evaluate((m) => { location.hash = `#/match/${m}`; }, id);
  await expect.poll(() => page.getByTestId('ruckus-table').first().isVisible(), { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(400);
  await page.mouse.move(0, 0);
}

/** No page scroll, and the table's own box does not scroll either (reaching its safety-net scrollbar is a bug). */
async function expectOneScreen(page: Page): Promise<void> {
  expect(await pageOverflow(page)).toEqual({ x: 0, y: 0 });
  const box = await page.evaluate(() => {
    const el = document.querySelector('.match-table');
    return el ? { x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight } : null;
  });
  expect(box).toEqual({ x: 0, y: 0 });
}

const SIZES = [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }] as const;

async function shots(page: Page, name: string, check: (page: Page) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await expectOneScreen(page);
    await check(page);
    await viewportShot(page, `layout-ruckus-${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(SIZES[0]);
}

const seats = (n: number) => [{ kind: 'human' as const, name: 'You' }, ...['Anders', 'Birgit', 'Cyril'].slice(0, n - 1).map((name) => ({ kind: 'ai' as const, name, difficulty: 'easy' as const }))];

describe('the Ruckus table fits one screen', () => {
  for (const players of [2, 4]) {
    it(`${players} players: formation, the Activation Phase and damage, at both sizes`, async () => {
      const page = ui!.page;
      const created = await app.services.impls.match.create({ gameId: 'ruckus', seats: seats(players), options: { setup: 'basic' }, seed: 30 + players });
      await openMatch(page, created.id);
      await expect.poll(() => page.getByTestId('formation-editor').isVisible(), { timeout: 30_000 }).toBe(true);
      await shots(page, `${players}p-formation`, async (p) => {
        expect(await p.getByTestId('hand').locator('[data-card]').count()).toBeGreaterThan(0);
        expect(await p.locator('[data-testid^="screen-"]').count()).toBe(players - 1);
      });
      // The second round's Activation Phase: every army revealed, a decision of seat 0 on the table.
      await playUntil(created.id, (v, legal) => v.round >= 2 && v.phase === 'activation' && legal.length > 0);
      await openMatch(page, created.id);
      await shots(page, `${players}p-activation`, async (p) => {
        for (let seat = 0; seat < players; seat++) expect(await p.getByTestId(`player-${seat}`).isVisible()).toBe(true);
        expect(await p.getByTestId('camp').isVisible()).toBe(true);
        expect(await p.getByTestId('prompt').textContent()).toMatch(/activate|pass/i);
        // Every unit on the battlefield is fully in the viewport.
        const out = await p.evaluate(() => Array.from(document.querySelectorAll('.unit-tile')).filter((el) => {
          const r = el.getBoundingClientRect();
          return r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth || r.height < 30;
        }).length);
        expect(out).toBe(0);
        if (players === 4) {
          // Three opponents side by side: their tiles stand taller to use the rows' height (not held to about 60 px by
          // the column's width), and each header wraps rather than cutting off its counts.
          const opp = await p.evaluate(() => ({
            smallest: Math.min(...Array.from(document.querySelectorAll('.rk-opp .unit-tile')).map((el) => el.getBoundingClientRect().height)),
            cut: Array.from(document.querySelectorAll('.rk-opp .player-strip')).filter((el) => el.scrollWidth > el.clientWidth + 1).length,
          }));
          expect(opp.smallest).toBeGreaterThan(72);
          expect(opp.cut).toBe(0);
        }
        if (players === 2) {
          // Both armies' rows share the height alike: the opponent's tiles are as large as the player's own.
          const heights = await p.evaluate(() => [1, 0].map((seat) => Math.max(...Array.from(document.querySelectorAll(`[data-testid="player-${seat}"] .unit-tile`)).map((el) => el.getBoundingClientRect().height))));
          expect(heights[0]! / heights[1]!).toBeGreaterThan(0.8);
        }
      });
      await playUntil(created.id, (v, legal) => v.hits.some((h) => h.to === 0) && legal.some((a) => a.type === 'assign'), 600).catch(() => undefined);
      await openMatch(page, created.id);
      await shots(page, `${players}p-later`, async () => undefined);
    }, 240_000);
  }

  // Every other setup, each at another player count: its army building on the table, then the second round's battle.
  for (const [setup, players] of [['advanced', 3], ['draft', 2], ['pure', 4]] as const) {
    it(`${setup} with ${players} players: army building and the Activation Phase, at both sizes`, async () => {
      const page = ui!.page;
      const created = await app.services.impls.match.create({ gameId: 'ruckus', seats: seats(players), options: { setup }, seed: 40 + players });
      await openMatch(page, created.id);
      await expect.poll(() => page.getByTestId('draft-pool').isVisible(), { timeout: 30_000 }).toBe(true);
      await shots(page, `${setup}-${players}p-building`, async (p) => {
        expect(await p.locator('[data-testid="draft-pool"] [data-actions]:not([data-actions="0"])').count()).toBeGreaterThan(0);
        // The pool's tiles grow to fill the table: every unit on offer in view without scrolling, none tiny.
        const pool = await p.evaluate(() => {
          const el = document.querySelector<HTMLElement>('[data-testid="draft-pool"]')!;
          const tiles = Array.from(el.querySelectorAll('.unit-tile')).map((t) => t.getBoundingClientRect());
          const box = el.getBoundingClientRect();
          return { scroll: el.scrollHeight - el.clientHeight, smallest: Math.min(...tiles.map((t) => t.height)), fill: (Math.max(...tiles.map((t) => t.bottom)) - box.top) / el.clientHeight };
        });
        expect(pool.scroll).toBeLessThanOrEqual(0);
        expect(pool.smallest).toBeGreaterThan(50);
        expect(pool.fill).toBeGreaterThan(0.6);
      });
      await playUntil(created.id, (v, legal) => v.round >= 2 && v.phase === 'activation' && legal.length > 0, 600);
      await openMatch(page, created.id);
      await shots(page, `${setup}-${players}p-activation`, async (p) => {
        for (let seat = 0; seat < players; seat++) expect(await p.getByTestId(`player-${seat}`).isVisible()).toBe(true);
        // The battle is on (an AI's reaction may already have dealt damage since the position was reached).
        expect(await p.getByTestId('ruckus-table').getAttribute('data-phase')).toMatch(/^(activation|declaration|resolution|fall|after-fall)$/);
      });
    }, 240_000);
  }

  it('the Draft Tournament: the drafting and the first battle of the player\'s game, at both sizes', async () => {
    const page = ui!.page;
    const created = await app.services.impls.match.create({ gameId: 'ruckus', seats: seats(4), options: { setup: 'tournament' }, seed: 12 });
    await openMatch(page, created.id);
    await expect.poll(() => page.getByTestId('tournament').isVisible(), { timeout: 30_000 }).toBe(true);
    await shots(page, 'tournament-draft', async (p) => {
      expect(await p.getByTestId('draft-pool').isVisible()).toBe(true);
    });
    await playUntil(created.id, (v, legal) => v.phase === 'activation' && legal.length > 0, 600);
    await openMatch(page, created.id);
    await shots(page, 'tournament-battle', async (p) => {
      expect(await p.getByTestId('tournament-game-0').isVisible()).toBe(true);
      expect(await p.getByTestId('player-1').isVisible()).toBe(true);
    });
  }, 240_000);
});
