// Ruckus through the UI at 1366x768, played on the cards: the first formation with the keyboard only, then a whole
// 2-player Basic game against the AI by acting on the table (the formation editor, units' menus, lit targets, the status
// bar's buttons; never the list of every action), with no page scroll at any point, a reload in the middle that
// resumes the same position, and the VP breakdown at the end; one round of a Draft setup; the Draft Tournament's tabs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuFigures, expectPlayersWordsAfterGame, expectResponsiveWhileAiPlays, expectPlayersWordsInChoices, insideWords, openUi, longTaskFigures, observeLongTasks, pageOverflow, positionOf, startTaskTrace, takeLongTasks, traceTasks, viewportShot, writeArtifactJson,
  type LongTask, type RunningApp, type UiSession,
} from './support';

let app: RunningApp;
let browser: Browser;
let page: Page;
/** Long tasks on the renderer's main thread during the Basic game (the page's record is read before its reload). */
const longTasks: LongTask[] = [];
const tracePath = join(tmpdir(), `skirmish-ruckus-trace-${process.pid}.json`);

let ui: UiSession | undefined;

beforeAll(async () => {
  // A browser of its own: this file takes a Chromium trace, and a trace is browser-wide.
  ui = await openUi({ width: 1366, height: 768 }, { ownBrowser: true });
  ({ app, browser, page } = ui);
  // Long tasks on the renderer's main thread (the AI thinks in workers, not here), split by AI turns.
  await observeLongTasks(page);
});

afterAll(async () => {
  await ui?.close();
});

const outcomeShown = (): Promise<boolean> => page.getByTestId('outcome').isVisible();
const table = () => page.getByTestId('ruckus-table');

/** Presses Tab until the focused element matches `selector` (keyboard-only navigation); returns the presses. */
async function tabTo(selector: string, limit = 60): Promise<number> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return i;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The page never scrolls, either way. */
async function expectNoScroll(): Promise<void> {
  expect(await pageOverflow(page)).toEqual({ x: 0, y: 0 });
}

/** A formation through the editor's card menus: the first three units into row 1, the next two into row 2, then Reveal. */
async function enterFormation(): Promise<void> {
  for (const row of [1, 1, 1, 2, 2]) {
    const card = page.locator('[data-testid="hand"] .card-menu.playable:not(.card-leave-active)').first();
    if (!(await card.count())) break;
    await card.click();
    const item = page.getByTestId('card-menu').getByRole('menuitem', { name: new RegExp(`^Into row ${row}`) });
    if (await item.count()) await item.click();
    else await page.keyboard.press('Escape');
  }
  await page.getByTestId('prompt-reveal').click();
}

/** Opens a card's menu and plays its first item; false when the card offers nothing. */
async function playCard(card: ReturnType<Page['locator']>): Promise<boolean> {
  await card.click({ timeout: 5_000 }).catch(() => undefined);
  const item = page.getByTestId('card-menu').getByRole('menuitem').first();
  if (!(await item.count())) return false;
  await item.click({ timeout: 5_000 }).catch(() => undefined);
  return true;
}

const played: Record<string, number> = { formation: 0, target: 0, card: 0, button: 0 };

/** One human decision through the table; false when the player has nothing to decide. */
async function playOne(turn: number): Promise<boolean> {
  if (await page.getByTestId('formation-editor').isVisible()) {
    await enterFormation();
    await expect.poll(() => page.getByTestId('formation-editor').isVisible(), { timeout: 20_000 }).toBe(false);
    played.formation!++;
    return true;
  }
  if (!(await page.getByTestId('prompt').isVisible())) return false;
  // A unit, a row or a card that the decision needs: lit on the table.
  const target = table().locator('[data-target="legal"]').first();
  if (await target.count()) {
    if (await playCard(target)) { played.target!++; return true; }
  }
  // A unit with a skill or an add-on token to use (every other turn, so passing is played too).
  const card = table().locator('.card-menu.playable').first();
  if (turn % 2 === 0 && (await card.count())) {
    if (await playCard(card)) { played.card!++; return true; }
  }
  const button = page.locator('.match-bar .prompt-buttons button:enabled').first();
  if (await button.count()) {
    await button.click({ timeout: 5_000 }).catch(() => undefined);
    played.button!++;
    return true;
  }
  return false;
}

/** A new Basic game from the wizard (Ruckus's default setup), human against an easy AI. */
async function newBasicGame(seed: string): Promise<void> {
  await page.goto(app.host.url);
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-ruckus').check();
  await expect.poll(() => page.getByTestId('seat-1').locator('select').first().inputValue()).toBe('ai');
  await page.getByLabel('Seat 2 difficulty').selectOption('easy');
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
  await expect.poll(() => page.url()).toContain('#/match/');
  await expect.poll(() => table().isVisible(), { timeout: 30_000 }).toBe(true);
}

describe('a Ruckus Basic game through the UI, on the cards, at 1366x768', () => {
  it('enters the first formation with the keyboard only: one tab stop for the hand, keys 1 to 3, E reveals', async () => {
    await newBasicGame('21');
    await expect.poll(() => page.getByTestId('formation-editor').isVisible(), { timeout: 30_000 }).toBe(true);
    await expectNoScroll();
    await viewportShot(page, 'ruckus-formation-start');
    await tabTo('[data-testid="hand"] [data-roving]');
    // The arrow keys move within the hand; the hand is one tab stop.
    const first = await page.evaluate(() => document.activeElement?.getAttribute('data-card'));
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-card'))).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    // A card's large preview opens in the side column, never over the table, one at a time: the hovered card's while
    // the pointer rests on it, the focused card's again when it leaves.
    const slot = page.locator('#card-preview-slot');
    const focusedCard = await page.evaluate(() => document.activeElement?.getAttribute('data-card'));
    const hovered = page.locator('[data-testid="hand"] [data-roving]').nth(2);
    expect(await hovered.getAttribute('data-card')).not.toBe(focusedCard);
    await hovered.hover();
    await expect.poll(() => slot.textContent()).toContain(await hovered.getAttribute('data-label').then((l) => l!.split('.')[0]!));
    expect(await slot.locator('.card-face').count()).toBe(1);
    const hoveredText = await slot.textContent();
    const [shown, board] = await Promise.all([slot.boundingBox(), page.locator('.match-table').boundingBox()]);
    expect(shown!.x).toBeGreaterThanOrEqual(board!.x + board!.width - 1);
    await page.mouse.move(0, 0);
    await expect.poll(() => slot.textContent()).not.toBe(hoveredText);
    expect(await slot.locator('.card-face').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-card'))).toBe(focusedCard);
    // With reduced motion, staging a card moves it without any animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press('1');
    const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(running).toBe(0);
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    expect(await page.locator('[data-testid="formation-row-0"] .unit-tile').count()).toBe(2);
    expect(await page.locator('[data-testid="formation-row-1"] .unit-tile').count()).toBe(1);
    // Focus stayed in the hand after each card left it.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="hand"]') !== null)).toBe(true);
    await viewportShot(page, 'ruckus-formation-staged');
    await expectNoScroll();
    expect(await page.getByTestId('prompt-reveal').textContent()).toContain('Reveal formation 2-1');
    await page.keyboard.press('e');
    await expect.poll(() => page.getByTestId('formation-editor').isVisible(), { timeout: 20_000 }).toBe(false);
    const match = (await app.services.impls.match.list({ limit: 5, offset: 0 })).items[0]!;
    // The match as the main side keeps it (a match still being played exports without its hidden moves).
    const file = { options: app.store.matches.get(match.id)!.options, actions: app.store.matches.actions(match.id) };
    const mine = file.actions.flatMap((a) => (a.player === 0 && 'action' in a ? [(a.action as { type: string }).type] : []));
    expect(mine.filter((t) => t === 'place').length).toBe(3);
    expect(mine).toContain('confirm');
  });

  it('plays on the cards to the VP breakdown, never scrolling, reloading in the middle to the same position', async () => {
    let reloaded = false;
    let shotDamage = false;
    let checks = 0;
    const started = Date.now();
    await takeLongTasks(page); // from here on: the game itself
    await startTaskTrace(browser, page, tracePath);
    for (let i = 0; i < 3000 && !(await outcomeShown()); i++) {
      await expectNoScroll();
      checks++;
      const myTurn = await page.getByTestId('prompt').isVisible();
      const round = Number((await page.getByTestId('camp').textContent().catch(() => ''))?.match(/Round (\d+)/)?.[1] ?? 0);
      if (!shotDamage && myTurn && (await page.getByTestId('prompt').textContent())?.includes('assign')) {
        await viewportShot(page, 'ruckus-damage-choice');
        shotDamage = true;
      }
      // Reload only while nobody else decides, so the AI cannot move between the two looks at the table.
      if (!reloaded && round >= 2 && myTurn && (await page.getByTestId('prompt').textContent())?.includes('activate')) {
        await page.waitForTimeout(300);
        await page.mouse.move(0, 0);
        const count = (await app.services.impls.match.list({ limit: 1, offset: 0 })).items[0]!.actionCount;
        const position = await positionOf(page, 'ruckus-table', 'text');
        const prompt = await page.getByTestId('prompt').textContent();
        longTasks.push(...await takeLongTasks(page));
        await page.reload();
        await expect.poll(() => page.getByTestId('prompt').textContent(), { timeout: 30_000 }).toBe(prompt);
        await page.mouse.move(0, 0);
        expect(await positionOf(page, 'ruckus-table', 'text')).toBe(position);
        expect((await app.services.impls.match.list({ limit: 1, offset: 0 })).items[0]!.actionCount).toBe(count);
        await viewportShot(page, 'ruckus-after-reload');
        reloaded = true;
        await expectPlayersWordsInChoices(page, 'ruckus');
      }
      if (!(await playOne(i))) await page.waitForTimeout(80);
    }
    expect(reloaded).toBe(true);
    await expect.poll(outcomeShown, { timeout: 30_000 }).toBe(true);
    await expectNoScroll();
    // The scores drawer opens by itself; the table shows the whole VP breakdown.
    await page.keyboard.press('Escape');
    const breakdown = page.getByTestId('vp-breakdown');
    expect(await breakdown.locator('tbody tr').count()).toBe(2);
    expect(await breakdown.textContent()).toMatch(/winner/);
    expect(await page.locator('.match-bar .result').textContent()).toMatch(/^(You win|Anders wins|Shared victory: .+)\.$/);
    await viewportShot(page, 'ruckus-game-over');
    // Played on the table: formations in the editor, lit targets and units' menus; the list of every action was read
    // once, never played from.
    const match = (await app.services.impls.match.list({ limit: 5, offset: 0 })).items[0]!;
    const file = await app.services.impls.match.export({ matchId: match.id });
    const kinds = new Set(file.actions.flatMap((a) => (a.player === 0 && 'action' in a ? [(a.action as { type: string }).type] : [])));
    for (const k of ['place', 'confirm', 'assign']) expect(kinds).toContain(k);
    expect(played.formation).toBeGreaterThanOrEqual(3);
    expect(played.target! + played.card!).toBeGreaterThan(5);
    console.info(`Ruckus Basic on the cards: ${checks} no-scroll checks; ${played.formation} formations, ${played.target} targets, ${played.card} card menus, ${played.button} status-bar buttons; actions played: ${[...kinds].join(', ')}`);
    await browser.stopTracing();
    longTasks.push(...await takeLongTasks(page));
    // Words a player reads: names, never ids, in the end screen, the whole log and the statistics.
    expect(await expectPlayersWordsAfterGame(page, 'ruckus')).toBeGreaterThan(2_000);
    const whole = longTaskFigures(longTasks);
    const aiTurns = longTaskFigures(longTasks.filter((t) => t.aiTurn));
    const traced = traceTasks(tracePath);
    rmSync(tracePath, { force: true });
    const cpuWhole = cpuFigures(traced);
    const cpuAi = cpuFigures(traced.filter((t) => t.aiTurn));
    writeArtifactJson('ruckus-long-tasks', { game: 'ruckus', setup: 'basic', seconds: Math.round((Date.now() - started) / 1000), loadAverage: loadavg(), whole, aiTurns, cpu: { whole: cpuWhole, aiTurns: cpuAi }, tasks: longTasks });
    console.info(`Ruckus Basic game through the UI: ${Math.round((Date.now() - started) / 1000)} s (load average ${loadavg().map((l) => l.toFixed(1)).join(', ')}); long tasks (> 50 ms wall) on the renderer's main thread: whole game ${whole.count} (longest ${whole.longestMs} ms, total ${whole.totalMs} ms), during AI turns ${aiTurns.count} (longest ${aiTurns.longestMs} ms); main-thread CPU per task from the trace: whole game longest ${cpuWhole.longestMs} ms${insideWords(cpuWhole.longest)}, ${cpuWhole.over50} over 50 ms; during AI turns longest ${cpuAi.longestMs} ms${insideWords(cpuAi.longest)}, tenth longest ${cpuAi.tenthMs} ms, ${cpuAi.over50} over 50 ms, ${cpuAi.totalMs} ms in ${cpuAi.tasks} tasks`);
    // Wall-clock long tasks depend on the machine's load, CPU per task much less: the line is RAIL's 100 ms, read as
    // expectResponsiveWhileAiPlays says; the 50 ms figures are printed above.
    expectResponsiveWhileAiPlays(cpuAi);
  }, 600_000);
});

describe('a Ruckus Draft setup through the UI', () => {
  it('drafts units from the open pool in turn, on the cards, and plays the first combat round', async () => {
    await app.services.impls.settings.set({ theme: 'dark' });
    const created = await app.services.impls.match.create({
      gameId: 'ruckus', seats: [{ kind: 'human', name: 'You' }, { kind: 'ai', name: 'Rival', difficulty: 'easy' }], options: { setup: 'draft' }, seed: 8,
    });
    await page.goto(app.host.url);
    await page.evaluate((id) => { location.hash = `#/match/${id}`; }, created.id);
    await expect.poll(() => table().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('draft-pool').isVisible(), { timeout: 30_000 }).toBe(true);
    await expectNoScroll();
    await viewportShot(page, 'ruckus-draft');
    let picks = 0;
    for (let i = 0; i < 400; i++) {
      const round = await page.getByTestId('camp').textContent().catch(() => '');
      if (/Round [2-9]/.test(round ?? '') || (await outcomeShown())) break;
      if (await page.getByTestId('draft-pool').isVisible()) {
        const take = page.locator('[data-testid="draft-pool"] .card-menu.playable').first();
        if (await take.count()) { await take.click().catch(() => undefined); picks++; await page.waitForTimeout(50); continue; }
      }
      if (!(await playOne(i))) await page.waitForTimeout(80);
    }
    expect(picks).toBeGreaterThan(0);
    expect(await page.getByTestId('camp').textContent()).toMatch(/Round [2-9]/);
    await expectNoScroll();
    const match = (await app.services.impls.match.list({ limit: 5, offset: 0 })).items[0]!;
    // The match as the main side keeps it (a match still being played exports without its hidden moves).
    const file = { options: app.store.matches.get(match.id)!.options, actions: app.store.matches.actions(match.id) };
    expect(file.options).toMatchObject({ setup: 'draft' });
    expect(file.actions.filter((a) => a.player === 0 && (a.action as { type: string }).type === 'pick').length).toBeGreaterThan(0);
    await viewportShot(page, 'ruckus-draft-round-2');
  }, 240_000);
});

describe('the Draft Tournament through the UI', () => {
  it('draws the bracket, the shared Camp and both games as tabs; the player drafts in their own game and watches the other', async () => {
    await app.services.impls.settings.set({ theme: 'light', minAiDelayMs: 0 });
    const created = await app.services.impls.match.create({
      gameId: 'ruckus', options: { setup: 'tournament' }, seed: 4,
      seats: [{ kind: 'human', name: 'You' }, { kind: 'ai', name: 'Rival', difficulty: 'easy' }, { kind: 'ai', name: 'Cleo', difficulty: 'easy' }, { kind: 'ai', name: 'Dax', difficulty: 'easy' }],
    });
    await page.goto(app.host.url);
    await page.evaluate((id) => { location.hash = `#/match/${id}`; }, created.id);
    await expect.poll(() => page.getByTestId('tournament').isVisible(), { timeout: 30_000 }).toBe(true);
    await expectNoScroll();
    expect(await page.locator('.generic-board').count()).toBe(0);
    expect(await page.getByTestId('shared-camp').textContent()).toMatch(/Kicker deck\d+/);
    expect(await page.getByTestId('tournament-tab-0').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('tournament-tab-0').textContent()).toContain('you play here');
    // The bracket, in its drawer.
    await page.getByTestId('open-bracket').click();
    expect(await page.getByTestId('bracket-Game 1').textContent()).toMatch(/You .*· you vs Rival/);
    expect(await page.getByTestId('bracket-Game 2').textContent()).toMatch(/Cleo .*vs Dax/);
    await page.keyboard.press('Escape');
    // Draft picks in the player's own game, on its cards.
    const own = page.getByTestId('tournament-game-0');
    let picks = 0;
    for (let i = 0; i < 200 && picks < 3; i++) {
      const take = own.locator('[data-testid="draft-pool"] .card-menu.playable').first();
      if (await take.count()) {
        const count = async (): Promise<number> => (await app.services.impls.match.open({ matchId: created.id, seat: 0 })).match.actionCount;
        const before = await count();
        await take.click().catch(() => undefined);
        await expect.poll(count, { timeout: 20_000 }).toBeGreaterThan(before);
        picks++;
      } else {
        await page.waitForTimeout(100);
      }
    }
    expect(picks).toBe(3);
    // The match as the main side keeps it (a match still being played exports without its hidden moves).
    const file = { options: app.store.matches.get(created.id)!.options, actions: app.store.matches.actions(created.id) };
    expect(file.actions.filter((a) => a.player === 0 && (a.action as { type: string }).type === 'pick')).toHaveLength(3);
    await viewportShot(page, 'ruckus-tournament');
    // The other game, reached with the keyboard, is watched: its players' names, nothing to play.
    await page.getByTestId('tournament-tab-0').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('tournament-tab-1').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('t-tab-1');
    const other = page.getByTestId('tournament-game-1');
    expect(await other.textContent()).toContain('You do not play in this game');
    expect(await other.getByTestId('strip-0').textContent()).toContain('Cleo');
    expect(await other.locator('.card-menu.playable').count()).toBe(0);
    await expectNoScroll();
    await viewportShot(page, 'ruckus-tournament-watching');

    // The player's first formation, entered in the editor and sent in one batch while the other table plays on: every
    // staged unit is placed and revealed, with no refusal (the race with AI moves is tested on the match service, in
    // tests/unit/services/stale-views.test.ts).
    await page.getByTestId('tournament-tab-1').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('tournament-tab-0').getAttribute('aria-selected')).toBe('true');
    const match = app.services.impls.match;
    for (let i = 0; i < 200 && !(await own.getByTestId('formation-editor').isVisible()); i++) {
      const v = await match.open({ matchId: created.id, seat: 0 });
      const pick = v.legal.map((l) => l.action).find((a) => a.type === 'pick' || a.type === 'done');
      if (pick) await Promise.resolve(match.act({ matchId: created.id, seat: 0, action: pick, expectedActionCount: v.match.actionCount })).catch(() => undefined);
      else await page.waitForTimeout(100);
    }
    await expect.poll(() => own.getByTestId('formation-editor').isVisible(), { timeout: 30_000 }).toBe(true);
    await enterFormation();
    await expect.poll(() => own.getByTestId('formation-editor').isVisible(), { timeout: 30_000 }).toBe(false);
    expect(await page.getByTestId('match-error').count()).toBe(0);
    const placed = app.store.matches.actions(created.id).filter((a) => a.player === 0 && ['place', 'confirm'].includes((a.action as { type: string }).type));
    expect(placed.filter((a) => (a.action as { type: string }).type === 'place').length).toBeGreaterThanOrEqual(3);
    expect(placed.at(-1)!.action).toEqual({ type: 'confirm' });
  }, 180_000);
});
