// The game review through the UI: finish a short game, open its review from History, watch it progress, read the
// win chances and turning points; and cancel a long review of a Rush game, then go on with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MATCH_FILE_FORMAT, MATCH_FILE_VERSION, type GameReview, type ReviewProgress } from '@shared/contract';
import { heuristicBot } from '@main/ai/difficulty';
import { playSteps } from '@main/ai/simulate';
import { gameModule } from '@main/games/index';
import { importFinishedRush, openUi, screenshot, type RunningApp, type UiSession } from './support';

let app: RunningApp;
let page: Page;
let ui: UiSession | undefined;
const progress: ReviewProgress[] = [];

beforeAll(async () => {
  ui = await openUi({ width: 1366, height: 768 });
  ({ app, page } = ui);
  app.services.events.subscribe((event, payload) => { if (event === 'review.progress') progress.push(payload as ReviewProgress); });
});

afterAll(async () => {
  await ui?.close();
});

/** Records in the page the highest value the review's progress bar showed, and whether it was ever shown. */
async function watchProgressBar(): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __reviewBar: { seen: boolean; max: number } };
    w.__reviewBar = { seen: false, max: -1 };
    const check = (): void => {
      const bar = document.querySelector('[data-testid="review-progress"]');
      if (bar) { w.__reviewBar.seen = true; w.__reviewBar.max = Math.max(w.__reviewBar.max, Number(bar.getAttribute('value'))); }
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}
const progressBar = (): Promise<{ seen: boolean; max: number }> => page.evaluate(() => (window as unknown as { __reviewBar: { seen: boolean; max: number } }).__reviewBar);

function reviewOf(matchId: string, seat: number): GameReview | null {
  return (app.services.impls.review.get({ matchId, seat }) as GameReview | null);
}

describe('the game review', () => {
  it('opens a short finished game\'s review from History, shows progress, then each decision\'s win chances and the turning points', async () => {
    // A short Rush game (stopped at a turn limit) played by the heuristic bot in both seats, imported as a finished
    // match with a human in seat 0: few decisions, so the whole review runs here.
    const match = await importFinishedRush(app, 7, { maxTurns: 4 });
    expect(match.status).toBe('finished');
    await page.goto(app.host.url);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    // Only a game that is over offers a review.
    await page.getByTestId(`review-${match.id}`).click();
    await expect.poll(() => page.url()).toContain(`#/review/${match.id}`);
    await expect.poll(() => page.getByTestId('review-start').textContent()).toBe('Review your decisions');
    await watchProgressBar();
    await page.getByTestId('review-start').click();
    await expect.poll(() => page.getByTestId('review-done').isVisible(), { timeout: 60_000 }).toBe(true);
    const bar = await progressBar();
    expect(bar.seen).toBe(true);

    const review = reviewOf(match.id, 0)!;
    expect(review.status).toBe('done');
    expect(review.total).toBeGreaterThan(1);
    expect(progress.filter((p) => p.matchId === match.id && p.status === 'running').map((p) => p.done)).toEqual(Array.from({ length: review.total + 1 }, (_, i) => i));
    // Each decision's row: the move made, the win chance before and after, the change and the AI's move, as the service rated them.
    const rows = page.locator('[data-testid="review-moves"] tbody tr');
    await expect.poll(() => rows.count()).toBe(review.total);
    for (const m of review.moves) {
      const cells = await page.getByTestId(`review-move-${m.index}`).locator('td').allTextContents();
      expect(cells[0]).toBe(String(m.number));
      expect(cells[1]).toContain(m.played.description);
      expect(cells[2]).toBe(`${Math.round(m.before * 100)}% → ${Math.round(m.after * 100)}%`);
      expect(cells[4]).toBe(m.sameMove ? 'The same move' : m.best.description);
    }
    // The turning points are the service's, biggest loss first; with none the screen says so.
    if (review.turningPoints.length > 0) {
      const shown = await page.locator('[data-testid="turning-points"] li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-testid')));
      expect(shown).toEqual(review.turningPoints.map((i) => `turning-${i}`));
    } else {
      expect(await page.getByTestId('no-turning-points').isVisible()).toBe(true);
    }
    expect(await page.getByTestId('review-chart').getAttribute('aria-label')).toMatch(/^Your win chance after each of \d+ decisions/);
    expect(await page.locator('.review .lead').textContent()).toContain('each of your decisions rated by the Hard AI from what you could see');
    await screenshot(page, 'review-short');

    // Kept with the match: a reload shows the finished review at once.
    await page.reload();
    await expect.poll(() => page.getByTestId('review-done').isVisible()).toBe(true);
    expect(await rows.count()).toBe(review.total);
  }, 180_000);

  it('reviews a finished Rush game: progress, then cancel keeps the decisions rated so far, and it goes on from there', async () => {
    // A whole Rush game played by the heuristic bot in both seats, imported as a finished match with a human in seat 0.
    const module = gameModule('rush')!;
    const actions = playSteps(module.game, { players: 2 }, 4, heuristicBot).steps.map(({ player, action }) => ({ player, action }));
    const match = await app.services.impls.match.import({
      file: { format: MATCH_FILE_FORMAT, version: MATCH_FILE_VERSION, gameId: 'rush', options: {}, seed: 4, actions, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Anders', difficulty: 'hard' }] },
    });
    expect(match.status).toBe('finished');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await page.getByTestId(`review-${match.id}`).click();
    await expect.poll(() => page.getByTestId('review-start').textContent()).toBe('Review Ann\'s decisions');
    await page.getByTestId('review-start').click();
    await expect.poll(async () => Number(await page.getByTestId('review-progress').getAttribute('value')), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('review-status').textContent()).toMatch(/Rating decision \d+ of \d+/);
    await expect.poll(() => page.locator('[data-testid="review-moves"] tbody tr').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'review-rush-running');

    await page.getByTestId('review-cancel').click();
    await expect.poll(() => page.getByTestId('review-status').textContent(), { timeout: 30_000 }).toMatch(/The review stopped after \d+ of \d+ decisions/);
    const stopped = reviewOf(match.id, 0)!;
    expect(stopped.status).toBe('cancelled');
    expect(stopped.done).toBeGreaterThanOrEqual(2);
    expect(stopped.done).toBeLessThan(stopped.total);
    expect(await page.getByTestId('review-status').textContent()).toContain(`stopped after ${stopped.done} of ${stopped.total}`);
    await page.waitForTimeout(4_000);
    // Nothing was rated after the cancel.
    expect(reviewOf(match.id, 0)!.done).toBe(stopped.done);
    expect(await page.locator('[data-testid="review-moves"] tbody tr').count()).toBe(stopped.done);
    await screenshot(page, 'review-rush-cancelled');

    await page.getByTestId('review-start').click();
    await expect.poll(async () => Number(await page.getByTestId('review-progress').getAttribute('value')), { timeout: 60_000 }).toBeGreaterThan(stopped.done);
    await page.getByTestId('review-cancel').click();
    await expect.poll(() => reviewOf(match.id, 0)!.status, { timeout: 30_000 }).toBe('cancelled');
    const again = reviewOf(match.id, 0)!;
    expect(again.moves.slice(0, stopped.done)).toEqual(stopped.moves);
  }, 240_000);
});
