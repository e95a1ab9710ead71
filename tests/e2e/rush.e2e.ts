// World of Tanks: Rush through the UI: a 2-player game against the AI played on the table's own controls to the
// final scoring, a reload that resumes the same position, and one full turn played with the keyboard only.
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
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  // Long tasks on the renderer's main thread, recorded for the report (the AI thinks in workers, not here).
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/**
 * The test player's choice among the table's highlighted controls (never the fallback list): it attacks whenever it
 * can and buys the dearest card it can afford, so the game ends quickly; it returns the chosen control's play index.
 */
function choose(): string | null {
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid="rush-table"] button[data-play]:not([disabled])'));
  const rank = (b: HTMLButtonElement): number => {
    const t = b.textContent ?? '';
    if (t.includes('Fire ')) return t.includes('destroys') ? 100 : 95;
    if (t.includes('Assault here')) return 90;
    if (t.includes('Declare attacker')) return 85;
    if (t.startsWith('Pay')) return 80;
    if (t.startsWith('Take ') && t.includes('two-medal')) return 75 + Number(/\d+/.exec(t)?.[0] ?? 0);
    if (t.includes('no target left')) return 74;
    if (t.includes('Discard (Sabotage)')) return 70;
    if (t.includes('Take (Research)')) return 65;
    if (t.includes('Stop repairing')) return 62;
    if (t.includes('Repair:')) return 61;
    if (t.includes('Defend here') || t === 'Defend') return 60;
    if (t === 'Finish') return 58;
    if (t.startsWith('Buy')) {
      // Heavy tanks destroy undefended bases outright, the quickest way to end the game.
      const face = b.closest('.rush-card')?.querySelector('.face')?.getAttribute('aria-label') ?? '';
      return 40 + Number(/cost (\d+)/.exec(t)?.[1] ?? 0) + (face.includes('Heavy tank') ? 10 : 0) + Number(/strength (\d)/.exec(face)?.[1] ?? 0) * 2;
    }
    if (t === 'End turn') return 10;
    return 0; // abilities: skipped, they only lengthen the game
  };
  const best = buttons.filter((b) => rank(b) > 0).sort((a, b) => rank(b) - rank(a))[0];
  return best?.dataset.play ?? null;
}

async function actionCount(): Promise<number> {
  return (await app.services.impls.match.list({ limit: 1, offset: 0 })).items[0]!.actionCount;
}

/** Whether the human seat has just laid out its hand: nothing of its turn played yet. */
async function atTurnStart(): Promise<boolean> {
  const match = (await app.services.impls.match.list({ limit: 1, offset: 0 })).items[0]!;
  const seat = await app.services.impls.match.open({ matchId: match.id, seat: 0 });
  const view = seat.view as { current: number; phase: string; log: { text: string }[] };
  return view.current === 0 && view.phase === 'play-card' && /^Player 1's turn \d+: lays out/.test(view.log.at(-1)?.text ?? '');
}

/** Waits until the human seat may act (its controls enabled) or the game is over; true when over. */
async function waitForTurn(): Promise<boolean> {
  await page.waitForFunction(() => document.querySelector('[data-testid="outcome"]')
    || (document.querySelector('.action-list button') && !document.querySelector('.action-list button[disabled]')), undefined, { timeout: 60_000 });
  return page.getByTestId('outcome').isVisible();
}

/** Plays one chosen control with the mouse and waits until the move is saved. */
async function playOne(): Promise<void> {
  const before = await actionCount();
  const index = await page.evaluate(choose);
  if (index === null) {
    // No table control fits the test player's plan: the complete list below the table always offers a move.
    await page.getByTestId('action-0').click();
  } else {
    await page.locator(`[data-testid="rush-table"] button[data-play="${index}"]`).first().click();
  }
  await expect.poll(actionCount, { timeout: 20_000 }).toBeGreaterThan(before);
}

describe('World of Tanks: Rush through the UI', () => {
  it('starts a 2-player game against the AI and draws the table', async () => {
    await page.goto(app.host.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId('game-rush').check();
    await expect.poll(() => page.getByTestId('seat-1').locator('select').first().inputValue()).toBe('ai');
    await page.getByTestId('seat-1').locator('select').nth(1).selectOption('easy');
    await page.getByTestId('seed').fill('7');
    await page.getByTestId('start-game').click();
    await expect.poll(() => page.url()).toContain('#/match/');
    await expect.poll(() => page.getByTestId('rush-table').isVisible()).toBe(true);
    // The card set arrives over the API: reserve cards show names, stats and the nation in words.
    await expect.poll(() => page.locator('.reserve [data-card]').count()).toBe(4);
    await expect.poll(() => page.locator('.reserve .face').first().getAttribute('aria-label')).toMatch(/(USSR|USA|Germany|France) .*cost \d+; resources \d+; strength \d+; armour \d+/);
    expect(await page.locator('.player-area.me .rush-base').count()).toBe(3);
    expect(await page.locator('.player-area.opponent .rush-base').count()).toBe(3);
    expect(await page.getByTestId('rush-turn').textContent()).toMatch(/your turn/);
    await screenshot(page, 'rush-table-start');
  });

  it('plays one full turn with the keyboard only, a purchase included, focus always visible', async () => {
    // A turn worth playing by keyboard: one that starts with a reserve card the hand can buy.
    for (let i = 0; i < 300; i++) {
      expect(await waitForTurn()).toBe(false);
      if (await atTurnStart() && (await page.locator('.reserve button[data-play]').count()) > 0) break;
      await playOne();
    }
    expect(await atTurnStart()).toBe(true);
    const turn = Number(/^Turn (\d+)/.exec((await page.getByTestId('rush-turn').textContent()) ?? '')?.[1]);
    const labels: string[] = [];
    for (let step = 0; step < 30 && labels.at(-1) !== 'End turn'; step++) {
      const index = await page.evaluate(choose);
      expect(index).not.toBeNull();
      const label = (await page.locator(`[data-testid="rush-table"] button[data-play="${index}"]`).first().textContent())!.trim();
      let reached = false;
      for (let tab = 0; tab < 250 && !reached; tab++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate((i) => (document.activeElement as HTMLElement | null)?.dataset?.play === i
          && !!document.activeElement?.closest('[data-testid="rush-table"]'), index);
      }
      expect(reached, `Tab reaches the control "${label}"`).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
      if (step === 0) await screenshot(page, 'rush-keyboard-focus');
      const before = await actionCount();
      await page.keyboard.press('Enter');
      await expect.poll(actionCount, { timeout: 20_000 }).toBeGreaterThan(before);
      labels.push(label);
      if (label !== 'End turn') await waitForTurn();
    }
    expect(labels.at(-1)).toBe('End turn');
    expect(labels.some((l) => l.startsWith('Buy'))).toBe(true);
    expect(labels.some((l) => l.startsWith('Pay'))).toBe(true);
    // The turn passed to the AI and came back.
    await waitForTurn();
    await expect.poll(() => page.getByTestId('rush-turn').textContent()).toMatch(new RegExp(`^Turn ${turn + 2} · your turn`));
  });

  it('resumes exactly the same position after a reload', async () => {
    for (let i = 0; i < 6; i++) {
      if (await waitForTurn()) break;
      await playOne();
    }
    await waitForTurn();
    await expect.poll(() => page.locator('.reserve [data-card]').count()).toBeGreaterThan(0);
    const table = await page.getByTestId('rush-table').innerHTML();
    const log = await page.locator('.game-log').textContent();
    const count = await actionCount();
    await screenshot(page, 'rush-table-midgame');
    await page.reload();
    await expect.poll(() => page.getByTestId('rush-table').innerHTML(), { timeout: 20_000 }).toBe(table);
    expect(await page.locator('.game-log').textContent()).toBe(log);
    expect(await actionCount()).toBe(count);
    // The same table in the dark theme.
    const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
    await page.evaluate(() => { document.documentElement.dataset.theme = 'dark'; });
    await screenshot(page, 'rush-table-dark');
    await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
  });

  it('plays the game to the end and shows the full scoring breakdown', async () => {
    let moves = 0;
    let sawAttack = false;
    while (!(await waitForTurn())) {
      if (!sawAttack && (await page.locator('[data-testid="rush-table"] .target-btn').count()) > 0) {
        sawAttack = true;
        await screenshot(page, 'rush-attack-targets');
      }
      await playOne();
      moves++;
      expect(moves).toBeLessThan(1500);
    }
    await expect.poll(() => page.getByTestId('rush-scoring').isVisible()).toBe(true);
    const match = (await app.services.impls.match.list({ limit: 1, offset: 0 })).items[0]!;
    expect(match.status).toBe('finished');
    const seat = await app.services.impls.match.open({ matchId: match.id, seat: 0 });
    const breakdown = seat.outcome!.breakdown as { players: { total: number }[]; achievements: { id: string }[] };
    // Every achievement in play has its row with each player's count and who got it or why nobody did.
    expect(await page.locator('[data-testid="rush-scoring"] [data-achievement]').count()).toBe(breakdown.achievements.length);
    for (const a of breakdown.achievements) {
      expect(await page.locator(`[data-testid="rush-scoring"] [data-achievement="${a.id}"]`).textContent()).toMatch(/has the most|Nobody/);
    }
    const totals = await page.locator('[data-testid="rush-scoring"] .score-table .total').allTextContents();
    expect(totals.map(Number)).toEqual(breakdown.players.map((p) => p.total));
    expect(sawAttack).toBe(true);
    await screenshot(page, 'rush-final-scoring');
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    console.info(`Rush e2e: ${moves} human moves through the table; long tasks on the main thread since the last reload: ${longTasks.length}, longest ${Math.round(Math.max(0, ...longTasks))} ms`);
  }, 240_000);
});
