// The beginning and the end of a game through the UI (issue 22): Home's Continue, resign that asks first, the end
// screen (winner on top, the engine's scoring, rematch, replay and review that each work), History telling finished,
// resigned and abandoned games apart, a Ruckus replay that draws the board at its start, middle and end, a hint whose
// buttons go once the position changes, and no instance ids in the words of whole Rush and Ruckus games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameAction, SeatView } from '@shared/contract';
import { openUi, pageOverflow, rushChoice, rushMidGame, screenshot, viewportShot, type RunningApp, type UiSession } from './support';

let app: RunningApp;
let page: Page;
let ui: UiSession | undefined;

beforeAll(async () => {
  ui = await openUi({ width: 1366, height: 768 });
  ({ app, page } = ui);
});

afterAll(async () => {
  await ui?.close();
});

/** Instance ids the engines use inside their sentences: Rush vehicles (v12), barracks (p1-b5), bases (p2-base3). */
const INSTANCE_ID = /\(v\d+\)|\bp\d-b\d+\b|\bp\d-base\d\b/;

/** A spread of choices for Ruckus (a fixed walk through the legal list, so the game is the same every run). */
function ruckusChoice(seat: SeatView, n: number): GameAction {
  return seat.legal[(n * 7) % seat.legal.length]!.action;
}

/** Plays a match whose seats are all human to its end through the match service. */
async function playOut(matchId: string, choose: (seat: SeatView, n: number) => GameAction, limit = 5000): Promise<void> {
  const match = app.services.impls.match;
  for (let n = 0; n < limit; n++) {
    const any = await match.open({ matchId, seat: 0 });
    if (any.match.status !== 'active') return;
    const player = any.pending[0]!.player;
    const seat = player === 0 ? any : await match.open({ matchId, seat: player });
    await match.act({ matchId, seat: player, action: choose(seat, n), expectedActionCount: seat.match.actionCount });
  }
  throw new Error(`match ${matchId} did not end within ${limit} actions`);
}

/** The match opened on the page, waiting for its screen. */
async function openMatchPage(matchId: string): Promise<void> {
  if (!page.url().startsWith(app.host.url.split('#')[0]!.split('?')[0]!)) await page.goto(app.host.url);
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('[data-testid="match"]', { state: 'detached', timeout: 10_000 });
  await page.evaluate((id) => { location.hash = `#/match/${id}`; }, matchId);
  await page.waitForSelector('[data-testid="match-bar"]', { timeout: 30_000 });
}

const hotSeat = (a: string, b: string) => [{ kind: 'human' as const, name: a }, { kind: 'human' as const, name: b }];

describe('Home and resigning', () => {
  let rushId = '';

  it('offers Continue for the game in progress on Home, and it opens that game', async () => {
    rushId = await rushMidGame(app, 2, 2, 11);
    await page.goto(app.host.url);
    const cont = page.getByTestId('continue');
    await expect.poll(() => cont.textContent()).toContain('World of Tanks: Rush against Anna');
    await viewportShot(page, 'home-continue');
    await cont.click();
    await expect.poll(() => page.url()).toContain(`#/match/${rushId}`);
    await page.waitForSelector('[data-testid="rush-table"] .reserve [data-roving]', { timeout: 30_000 });
    // The match screen names its game; the Rules link opens on it.
    expect(await page.getByTestId('match-setup').textContent()).toBe('World of Tanks: Rush');
  });

  it('says why Undo is off when it is, in words', async () => {
    // Before the player has moved this turn the last own action may already be behind a reveal: either way, a
    // click on an Undo that is off tells why instead of doing nothing.
    const undo = page.getByTestId('undo');
    if ((await undo.getAttribute('aria-disabled')) === 'true') {
      // U (its shortcut) on an Undo that is off: the reason appears beside it, in the main side's words.
      await page.keyboard.press('u');
      await expect.poll(() => page.getByTestId('undo-reason').textContent()).toMatch(/cannot be taken back|no action to take back/);
      expect(await undo.getAttribute('title')).toBe(await page.getByTestId('undo-reason').textContent());
    } else {
      expect(await undo.getAttribute('title')).toBe('Take back your last action');
    }
  });

  it('asks before resigning, keeps playing on "Keep playing", and resigns only on "Yes, resign"', async () => {
    await page.getByTestId('open-actions').click();
    await page.getByTestId('resign').click();
    await expect.poll(() => page.getByTestId('resign-confirm-box').isVisible()).toBe(true);
    expect(await page.getByTestId('resign-confirm-box').textContent()).toContain('Resign this game?');
    // Resign sits apart from Undo: in the drawer of every action, not in the toolbar.
    expect(await page.locator('.bar-tools [data-testid="resign"]').count()).toBe(0);
    await viewportShot(page, 'resign-confirm');
    await page.getByTestId('resign-cancel').click();
    expect((await app.services.impls.match.open({ matchId: rushId, seat: 0 })).match.status).toBe('active');
    await page.getByTestId('resign').click();
    await page.getByTestId('resign-confirm').click();
    await expect.poll(async () => (await app.services.impls.match.open({ matchId: rushId, seat: 0 })).match.status).toBe('resigned');
    await expect.poll(() => page.getByTestId('end-screen').isVisible()).toBe(true);
    expect(await page.getByTestId('end-winner').textContent()).toBe('You resigned: Anna wins.');
    expect(await page.getByTestId('end-no-scoring').isVisible()).toBe(true);
    // The game is over: no Undo any more.
    expect(await page.getByTestId('undo').count()).toBe(0);
  });
});

describe('the end screen', () => {
  let finished = '';

  it('shows the winner on top and the engine\'s scoring of a finished Rush game, at both window sizes', async () => {
    const created = await app.services.impls.match.create({ gameId: 'rush', seed: 4, options: {}, seats: hotSeat('You', 'Ben') });
    finished = created.id;
    await playOut(finished, rushChoice);
    const seat = await app.services.impls.match.open({ matchId: finished, seat: 0 });
    const breakdown = seat.outcome!.breakdown as { players: { total: number }[] };
    await openMatchPage(finished);
    await expect.poll(() => page.getByTestId('end-screen').isVisible()).toBe(true);
    const winners = seat.outcome!.winners.map((w) => seat.match.seats[w]!.name);
    const expected = winners.length > 1 ? `Shared victory: ${winners.join(' and ')}.` : winners[0] === 'You' ? 'You win.' : `${winners[0]} wins.`;
    expect(await page.getByTestId('end-winner').textContent()).toBe(expected);
    // The winner line comes before the scoring, at the top of the screen.
    const top = (await page.getByTestId('end-winner').boundingBox())!.y;
    const scoring = page.locator('[data-testid="end-screen"] [data-testid="rush-scoring"]');
    expect(top).toBeLessThan((await scoring.boundingBox())!.y);
    expect((await scoring.locator('.score-table .total').allTextContents()).map(Number)).toEqual(breakdown.players.map((p) => p.total));
    const text = (await scoring.textContent()) ?? '';
    expect(text).not.toMatch(/You has\b/);
    await viewportShot(page, 'end-screen-rush-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await viewportShot(page, 'end-screen-rush-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    // "See the table" closes it; the status bar's button opens it again.
    await page.getByTestId('end-close').click();
    expect(await page.getByTestId('end-screen').count()).toBe(0);
    await page.getByTestId('open-outcome').click();
    await expect.poll(() => page.getByTestId('end-screen').isVisible()).toBe(true);
  }, 120_000);

  it('has no instance id in the log, the statistics or the choices of the whole Rush game', async () => {
    await page.getByTestId('end-close').click();
    await page.getByTestId('open-log').click();
    const all = page.getByTestId('log-all');
    if (await all.count()) await all.click();
    const log = (await page.getByTestId('drawer-log').textContent()) ?? '';
    expect(log.length).toBeGreaterThan(1000);
    expect(log).not.toMatch(INSTANCE_ID);
    expect(log).not.toMatch(/\bPlayer \d\b/);
    expect(log).toMatch(/You (buy|play|end|declare|take|place) /);
    expect(log).not.toMatch(/You (buys|plays|ends|declares|takes|places|is|has)\b/);
    await page.keyboard.press('Escape');
    await page.evaluate(() => { location.hash = '#/stats'; });
    await expect.poll(() => page.getByTestId('top-cards').locator('tbody tr').count()).toBeGreaterThan(1);
    const cards = await page.getByTestId('top-cards').locator('tbody tr td:first-child').allTextContents();
    for (const name of cards) expect(name).not.toMatch(/^[a-z]+-[a-z0-9-]+$|^[A-Z]\d\d$|^p\d-b\d+$/);
  });

  it('replays the game from the end screen', async () => {
    await openMatchPage(finished);
    await page.getByTestId('end-replay').click();
    await expect.poll(() => page.url()).toContain(`#/replay/${finished}`);
    await expect.poll(() => page.getByTestId('replay-position').textContent()).toMatch(/^Action 0 of \d+$/);
  });

  it('opens the game review from the end screen', async () => {
    await openMatchPage(finished);
    await page.getByTestId('end-review').click();
    await expect.poll(() => page.url()).toContain(`#/review/${finished}`);
    expect(page.url()).toContain('seat=0');
  });

  it('starts a rematch with the same game, seats and setup', async () => {
    await openMatchPage(finished);
    await page.getByTestId('end-rematch').click();
    await expect.poll(() => page.url()).not.toContain(finished);
    const id = /#\/match\/([^/?#]+)/.exec(page.url())![1]!;
    const before = app.store.matches.get(finished)!;
    const after = app.store.matches.get(id)!;
    expect(after.gameId).toBe(before.gameId);
    expect(after.seats).toEqual(before.seats);
    expect(after.options).toEqual(before.options);
    expect(after.status).toBe('active');
    await page.waitForSelector('[data-testid="rush-table"]', { timeout: 30_000 });
    expect(await page.getByTestId('end-screen').count()).toBe(0);
  });

  it('tells finished, resigned, abandoned and unfinished games apart in the history', async () => {
    const abandoned = await app.services.impls.match.create({ gameId: 'rush', seed: 1, options: {}, seats: hotSeat('Cleo', 'Dan') });
    app.store.matches.finish(abandoned.id, { status: 'abandoned', results: [] });
    await page.evaluate(() => { location.hash = '#/history'; });
    await expect.poll(() => page.locator('.history-table tbody tr').count()).toBeGreaterThanOrEqual(4);
    const status = async (id: string) => page.getByTestId(`history-status-${id}`).textContent();
    const result = async (id: string) => page.getByTestId(`history-result-${id}`).textContent();
    expect(await status(finished)).toBe('Finished');
    expect(await result(finished)).toMatch(/^(Won|Lost|Shared win)$/);
    expect(await status(abandoned.id)).toBe('Abandoned');
    expect(await result(abandoned.id)).toBe('No result: not counted in statistics');
    const resigned = (await app.services.impls.match.list({ status: 'resigned', limit: 5, offset: 0 })).items[0]!;
    expect(await status(resigned.id)).toBe('Resigned');
    expect(await result(resigned.id)).toBe('Lost (You resigned)');
    await viewportShot(page, 'history-status');
  });
});

describe('Ruckus', () => {
  let ruckusId = '';

  it('replays a finished game with the board drawn at its start, middle and end', async () => {
    const created = await app.services.impls.match.create({ gameId: 'ruckus', seed: 9, options: { setup: 'basic' }, seats: hotSeat('You', 'Ben') });
    ruckusId = created.id;
    await playOut(ruckusId, ruckusChoice);
    const total = app.store.matches.actions(ruckusId).length;
    await page.evaluate((id) => { location.hash = `#/replay/${id}`; }, ruckusId);
    for (const at of [0, Math.floor(total / 2), total]) {
      await page.evaluate(({ id, at }) => { location.hash = `#/replay/${id}?at=${at}&n=${Math.random()}`; }, { id: ruckusId, at });
      await page.reload();
      await expect.poll(() => page.getByTestId('replay-position').textContent()).toBe(`Action ${at} of ${total}`);
      await expect.poll(() => page.locator('[data-testid="replay-table"] [data-testid="ruckus-table"]').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByTestId('replay-table').textContent()).not.toContain('Setting up the table');
      expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/\bPlayer \d\b/);
      await viewportShot(page, `ruckus-replay-${at}`);
    }
    // Step forward from the middle: the board follows.
    await page.getByTestId('replay-back').click();
    await expect.poll(() => page.getByTestId('replay-position').textContent()).toBe(`Action ${total - 1} of ${total}`);
    expect(await page.locator('[data-testid="replay-table"] [data-testid="ruckus-table"]').isVisible()).toBe(true);
  }, 120_000);

  it('shows the Ruckus end screen with the engine\'s VP breakdown and names the setup', async () => {
    const seat = await app.services.impls.match.open({ matchId: ruckusId, seat: 0 });
    await openMatchPage(ruckusId);
    await expect.poll(() => page.getByTestId('end-screen').isVisible()).toBe(true);
    const scoring = page.locator('[data-testid="end-screen"] [data-testid="ruckus-scoring"]');
    expect((await scoring.locator('.total').allTextContents()).map(Number)).toEqual(seat.outcome!.scores);
    expect(await page.getByTestId('match-setup').textContent()).toBe('Ruckus: The Goblin Army Game · Basic setup');
    await viewportShot(page, 'end-screen-ruckus-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await viewportShot(page, 'end-screen-ruckus-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    // The whole game's log: names, no ids, "You" with its verb.
    await page.getByTestId('end-close').click();
    await page.getByTestId('open-log').click();
    const all = page.getByTestId('log-all');
    if (await all.count()) await all.click();
    const log = (await page.getByTestId('drawer-log').textContent()) ?? '';
    expect(log).not.toMatch(INSTANCE_ID);
    expect(log).not.toMatch(/\bPlayer \d\b/);
    expect(log).not.toMatch(/You (draws|reveals|deals|is|has|wins)\b/);
    // Its rulebook passages open on demand.
    expect(await page.locator('[data-testid="drawer-log"] [data-testid="cite"]').count()).toBe(0);
    await page.locator('[data-testid="drawer-log"] [data-testid="cite-toggle"]').first().click();
    expect(await page.locator('[data-testid="drawer-log"] [data-testid="cite"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.evaluate(() => { location.hash = '#/rules'; });
    await expect.poll(() => page.getByTestId('rules-game-ruckus').getAttribute('aria-pressed')).toBe('true');
  }, 60_000);
});

describe('a hint answers one position', () => {
  it('takes its "Play this" buttons away once the position changes', async () => {
    const created = { id: await rushMidGame(app, 2, 1, 3) };
    await openMatchPage(created.id);
    await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]') && !document.querySelector('.match-bar[data-busy]'), undefined, { timeout: 20_000 });
    await page.getByTestId('hint').click();
    await expect.poll(() => page.locator('[data-testid="play-hint"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const at = Number(await page.getByTestId('advice').getAttribute('data-at'));
    // Another move is made (the turn ended from the status bar, as a player would): the hint's position is gone.
    await page.getByTestId('prompt-end').click();
    await expect.poll(async () => (await app.services.impls.match.open({ matchId: created.id, seat: 0 })).match.actionCount).toBeGreaterThan(at);
    await expect.poll(() => page.getByTestId('advice-cleared').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="play-hint"]').count()).toBe(0);
    await screenshot(page, 'hint-cleared');
  });
});

/** A Ruckus Basic game against an easy AI, the human seat playing its walk of choices, to a later combat round. */
async function ruckusMidGame(round: number): Promise<string> {
  const match = app.services.impls.match;
  const created = await match.create({ gameId: 'ruckus', seed: 12, options: { setup: 'basic' }, seats: [{ kind: 'human', name: 'You' }, { kind: 'ai', name: 'Anders', difficulty: 'easy' }] });
  const deadline = Date.now() + 90_000;
  for (let n = 0; Date.now() < deadline; n++) {
    const seat = await match.open({ matchId: created.id, seat: 0 });
    if (seat.match.status !== 'active') break;
    const v = seat.view as { round?: number; phase?: string };
    if ((v.round ?? 0) >= round && seat.legal.length > 0 && v.phase === 'activation') break;
    if (seat.legal.length === 0) { await new Promise((r) => setTimeout(r, 40)); continue; }
    await Promise.resolve().then(() => match.act({ matchId: created.id, seat: 0, action: ruckusChoice(seat, n), expectedActionCount: seat.match.actionCount })).catch(() => undefined);
  }
  return created.id;
}

describe('the match screen in the middle of real games', () => {
  it('shows a Rush game against two AI seats at 1366x768 and 1920x1080 with the setup named and the toolbar in view', async () => {
    const id = await rushMidGame(app, 3, 5, 8);
    await openMatchPage(id);
    await page.waitForSelector('[data-testid="rush-table"] .reserve [data-roving]', { timeout: 30_000 });
    for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(200);
      expect(await pageOverflow(page)).toEqual({ x: 0, y: 0 });
      const rules = (await page.getByTestId('open-rules').boundingBox())!;
      expect(rules.x + rules.width).toBeLessThanOrEqual(size.width);
      const side = (await page.locator('.recent-log').textContent()) ?? '';
      expect(side).not.toMatch(INSTANCE_ID);
      expect(side).not.toMatch(/\bPlayer \d\b/);
      await viewportShot(page, `match-rush-mid-${size.width}`);
    }
    // Every choice, in the drawer of every action, in words: names, no ids.
    await page.getByTestId('open-actions').click();
    const choices = (await page.getByTestId('drawer-actions').textContent()) ?? '';
    // The player's turn, or an AI's Sabotage asking for one of the player's cards (the AIs may have played it).
    expect(choices).toMatch(/End the turn|Discard .+ \(Sabotage\)/);
    expect(choices).not.toMatch(INSTANCE_ID);
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(INSTANCE_ID);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 768 });
  }, 200_000);

  it('shows a Ruckus game against the AI in a later round at both sizes, its setup named', async () => {
    const id = await ruckusMidGame(2);
    await openMatchPage(id);
    await page.waitForSelector('[data-testid="ruckus-table"]', { timeout: 30_000 });
    expect(await page.getByTestId('match-setup').textContent()).toBe('Ruckus: The Goblin Army Game · Basic setup');
    for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(200);
      const side = (await page.locator('.recent-log').textContent()) ?? '';
      expect(side).not.toMatch(/\bPlayer \d\b/);
      expect(side).not.toMatch(/You (draws|reveals|deals|is|has|wins)\b/);
      await viewportShot(page, `match-ruckus-mid-${size.width}`);
    }
    await page.getByTestId('open-actions').click();
    const choices = (await page.getByTestId('drawer-actions').textContent()) ?? '';
    expect(choices).not.toMatch(/\bPlayer \d\b/);
    expect(choices).not.toMatch(/\b[FTCN]\d\d\b/);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 768 });
  }, 150_000);
});
