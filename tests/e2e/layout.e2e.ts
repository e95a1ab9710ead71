// One screen: a World of Tanks: Rush table with 2 and with 5 players, in the middle of a game, fits 1366x768 and
// 1920x1080 with no vertical or horizontal page scroll; the whole table (every opponent's bases, reserve, piles,
// medals, achievements, your bases and hand, the status bar) is inside the viewport. Viewport screenshots of each
// go to test-artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMatch, openUi, pageOverflow, rushMidGame, viewportShot, type UiSession } from './support';

let ui: UiSession;
beforeAll(async () => { ui = await openUi({ width: 1366, height: 768 }); });
afterAll(async () => { await ui?.close(); });

const SIZES = [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }] as const;

describe('the Rush table on one screen', () => {
  for (const players of [2, 5]) {
    it(`${players} players, mid-game, fits ${SIZES.map((s) => `${s.width}x${s.height}`).join(' and ')} with no page scroll`, async () => {
      const id = await rushMidGame(ui.app, players, players === 2 ? 8 : 4, players === 2 ? 5 : 9);
      const { page } = ui;
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await openMatch(page, ui.app, id);
        await page.waitForSelector('[data-testid="prompt"]', { timeout: 30_000 });
        await page.waitForTimeout(300);
        await viewportShot(page, `layout-rush-${players}p-${size.width}x${size.height}`);
        expect(await pageOverflow(page), `${players} players at ${size.width}x${size.height}`).toEqual({ x: 0, y: 0 });
        // Everything that must be seen is inside the viewport, not clipped off by the table's box.
        const outside = await page.evaluate(() => {
          const must = ['[data-testid="match-bar"]', '.reserve', '.piles', '.medal-decks', '.achievements', '.player-area.me .bases', '.hand', ...Array.from(document.querySelectorAll('.player-area.opponent')).map((_, i) => `.player-area.opponent:nth-child(${i + 1}) .bases`)];
          const box = document.querySelector('.match-table')!.getBoundingClientRect();
          return must.filter((sel) => {
            const el = document.querySelector(sel);
            if (!el) return true;
            const r = el.getBoundingClientRect();
            const within = sel.includes('match-bar') ? { top: 0, left: 0, bottom: innerHeight, right: innerWidth } : box;
            return r.top < within.top - 1 || r.left < within.left - 1 || r.bottom > within.bottom + 1 || r.right > within.right + 1;
          });
        });
        expect(outside, 'zones outside the table box').toEqual([]);
        expect(await page.locator('.player-area.opponent').count()).toBe(players - 1);
        // The table box itself does not scroll either (a scrollbar there would be a page scroll in disguise).
        const tableScroll = await page.evaluate(() => { const t = document.querySelector('.match-table')!; return { y: t.scrollHeight - t.clientHeight, x: t.scrollWidth - t.clientWidth }; });
        expect(tableScroll.y, 'table box height').toBeLessThanOrEqual(1);
        expect(tableScroll.x, 'table box width').toBeLessThanOrEqual(1);
        // Cards scale with the viewport and stay readable.
        const reserveWidth = await page.locator('.reserve .rush-card').first().evaluate((e) => e.getBoundingClientRect().width);
        expect(reserveWidth).toBeGreaterThan(80);
      }
    }, 240_000);
  }
});
