// Draft against the AI on its own screen, through the UI against the real browser host: a whole Draft against an easy
// AI with each AI pick's reason shown, then the game starts with the drafted armies; and a Pure Guild game built on
// the same screen (army, then the personal Upgrade deck) and started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOGUES } from '@shared/games/catalogues';
import { tell } from '@shared/games/words';
import { openUi, screenshot, type RunningApp, type UiSession } from './support';

let app: RunningApp;
let page: Page;
let ui: UiSession | undefined;

beforeAll(async () => {
  ui = await openUi({ width: 1400, height: 1000 });
  ({ app, page } = ui);
  await page.goto(app.host.url);
});

afterAll(async () => {
  await ui?.close();
});

const matchIdOfUrl = (url: string): string => /#\/draft\/([^/?#]+)/.exec(url)?.[1] ?? '';

/** Fills the setup form: the chosen setup, seat 1 human, the others easy AIs, fixed guilds. */
async function setUp(setup: 'draft' | 'pure' | 'tournament', guilds: string[]): Promise<string> {
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByTestId('draft-link').click();
  await expect.poll(() => page.getByTestId('draft-setup').isVisible()).toBe(true);
  await page.getByTestId(`draft-setup-${setup}`).check();
  await expect.poll(() => page.locator('[data-testid^="draft-seat-"]').count()).toBe(guilds.length);
  for (let i = 1; i < guilds.length; i++) {
    const ai = page.getByTestId(`draft-seat-${i}`);
    expect(await ai.getByTestId('seat-kind').inputValue()).toBe('ai');
    await ai.getByTestId('seat-difficulty').selectOption('easy');
    if (i === 1) await ai.getByTestId('seat-name').fill('Grizelda');
  }
  for (let i = 0; i < guilds.length; i++) await page.getByTestId(`draft-seat-${i}`).getByTestId('seat-guild').selectOption(guilds[i]!);
  await page.getByTestId('draft-start').click();
  await expect.poll(() => matchIdOfUrl(page.url())).not.toBe('');
  return matchIdOfUrl(page.url());
}

/** Waits until the seat can pick, can stop, or the armies are ready; answers which. */
async function nextTurn(): Promise<'pick' | 'stop' | 'ready'> {
  await page.waitForFunction(() => document.querySelector('[data-testid="draft-ready"]')
    || document.querySelector('[data-testid="draft-pool"] button.pick:not([disabled])')
    || document.querySelector('[data-testid="draft-stop"]:not([disabled])'), undefined, { timeout: 30_000 });
  if (await page.getByTestId('draft-ready').isVisible()) return 'ready';
  return (await page.locator('[data-testid="draft-pool"] button.pick:enabled').count()) > 0 ? 'pick' : 'stop';
}

/** Picks the dearest unit the seat may take (the pick buttons say their cost) and waits for it to be saved. */
async function pickOne(matchId: string): Promise<string> {
  const before = app.store.matches.actions(matchId).length;
  const buttons = page.locator('[data-testid="draft-pool"] button.pick:enabled');
  const labels = await buttons.evaluateAll((bs) => bs.map((b) => `${b.getAttribute('data-testid')}|${b.textContent ?? ''}`));
  const best = labels.sort((a, b) => Number(/(\d) pt/.exec(b)?.[1] ?? 0) - Number(/(\d) pt/.exec(a)?.[1] ?? 0))[0]!;
  const testId = best.split('|')[0]!;
  await page.getByTestId(testId).click();
  await expect.poll(async () => app.store.matches.actions(matchId).length, { timeout: 20_000 }).toBeGreaterThan(before);
  return testId.replace(/^pick-/, '');
}

describe('Draft against the AI', () => {
  it('drafts a full army against an easy AI, shows each AI pick with its reason, and starts the game', async () => {
    const started = Date.now();
    const matchId = await setUp('draft', ['fighters', 'thieves']);
    await expect.poll(() => page.locator('[data-testid="draft-pool"] .pool-guild').count(), { timeout: 20_000 }).toBe(2);
    // Every non-Starting unit of the two guilds in play is laid out, with its full text.
    const set = (await app.services.impls.match.cardSet({ matchId })).content as { units: { id: string; name: string; guild: string; level: string | number; skill?: { text: string } }[] };
    const laidOut = set.units.filter((u) => (u.guild === 'fighters' || u.guild === 'thieves') && u.level !== 'S');
    expect(await page.locator('[data-testid="draft-pool"] li[data-testid^="pool-"]').count()).toBe(laidOut.length);
    const withSkill = laidOut.find((u) => u.skill)!;
    expect(await page.getByTestId(`pool-${withSkill.id}`).locator('.card-face').first().getAttribute('aria-label')).toContain(withSkill.skill!.text);
    await screenshot(page, 'draft-start');

    const mine: string[] = [];
    let sawAiTurn = false;
    for (let i = 0; i < 40; i++) {
      const turn = await nextTurn();
      if (turn === 'ready') break;
      if (turn === 'stop') { await page.getByTestId('draft-stop').click(); continue; }
      // On the seat's turn only its legal picks are enabled: every one of them is a legal action of the match.
      const seat = await app.services.impls.match.open({ matchId, seat: 0 });
      const legal = new Set(seat.legal.flatMap(({ action }) => (action.type === 'pick' ? [action.card] : [])));
      const enabled = await page.locator('[data-testid="draft-pool"] button.pick:enabled').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid')!.replace(/^pick-/, '')));
      expect(new Set(enabled)).toEqual(legal);
      mine.push(await pickOne(matchId));
      if (!sawAiTurn && (await page.getByTestId('draft-status').textContent())?.includes('Waiting for Grizelda')) sawAiTurn = true;
      if (mine.length === 2) await screenshot(page, 'draft-in-progress');
    }
    await expect.poll(() => page.getByTestId('draft-ready').isVisible(), { timeout: 30_000 }).toBe(true);

    // The picks as the match recorded them: the AI's are listed with the reason the AI gave.
    // The match as the main side keeps it (a match still being played exports without its hidden moves).
    const file = { options: app.store.matches.get(matchId)!.options, actions: app.store.matches.actions(matchId) };
    const picks = file.actions.filter((a) => (a.action as { type: string }).type === 'pick');
    const aiPicks = picks.filter((a) => a.player === 1);
    expect(picks.filter((a) => a.player === 0).map((a) => (a.action as { card: string }).card)).toEqual(mine);
    expect(aiPicks.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('pick-entry').count()).toBe(picks.length);
    const aiEntries = page.locator('[data-testid="pick-entry"][data-ai="true"]');
    expect(await aiEntries.count()).toBe(aiPicks.length);
    // The newest pick's reason may still be on its way from the main side: wait until none is being read.
    await expect.poll(async () => (await aiEntries.getByTestId('pick-reason').allTextContents()).filter((r) => r.includes('Reading the AI')).length, { timeout: 10_000 }).toBe(0);
    const reasons = await aiEntries.getByTestId('pick-reason').allTextContents();
    expect(reasons).toHaveLength(aiPicks.length);
    for (const r of reasons) {
      expect(r.trim().length).toBeGreaterThan(10);
      expect(r).not.toContain('No reason recorded');
    }
    const why = await app.services.impls.ai.why({ matchId, moveIndex: file.actions.findIndex((a) => a.player === 1 && (a.action as { type: string }).type === 'pick') });
    // The oldest entry is the AI's first pick: its reason as the AI service gives it, told with the seats' names (a
    // reason kept as a sentence only, with card ids named).
    const names = app.store.matches.get(matchId)!.seats.map((seat) => seat.name);
    const named = (t: string): string => t.replace(/\b[A-Za-z]+\d+\b/g, (id) => set.units.find((u) => u.id === id)?.name ?? id);
    const chosen = why!.chosen!;
    expect(reasons.at(-1)).toContain(chosen.why ? tell(CATALOGUES, chosen.why, names) : named(chosen.reason ?? chosen.description));
    // Points left: 12 less what the seat's picks cost.
    const cost = mine.reduce((n, id) => n + Number(set.units.find((u) => u.id === id)!.level), 0);
    expect(await page.getByTestId('draft-player-0').getByTestId('points-left').textContent()).toContain(`${12 - cost} of 12`);
    expect(sawAiTurn || aiPicks.length > 0).toBe(true);
    await screenshot(page, 'draft-done');

    await page.getByTestId('draft-start-game').click();
    await expect.poll(() => page.url()).toContain(`#/match/${matchId}`);
    await expect.poll(() => page.getByTestId('ruckus-table').isVisible(), { timeout: 20_000 }).toBe(true);
    const view = (await app.services.impls.match.open({ matchId, seat: 0 })).view as { phase: string; seats: { drawCards: string[] | null }[] };
    expect(view.phase).not.toBe('draft');
    await screenshot(page, 'draft-game-started');
    console.info(`Draft against the AI through the UI: ${Math.round((Date.now() - started) / 1000)} s, ${picks.length} picks`);
  }, 60_000);

  it('builds a Pure Guild army and its Upgrade deck on the same screen, then starts the game', async () => {
    const matchId = await setUp('pure', ['clerics', 'necromancers']);
    await expect.poll(() => page.locator('[data-testid="draft-pool"] .pool-guild').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('[data-testid="draft-pool"] .pool-guild').getAttribute('data-guild')).toBe('clerics');
    let stopped = false;
    for (let i = 0; i < 40; i++) {
      const turn = await nextTurn();
      if (turn === 'ready') break;
      if (turn === 'stop') { await page.getByTestId('draft-stop').click(); stopped = true; continue; }
      await pickOne(matchId);
      if (i === 2) await screenshot(page, 'draft-pure-building');
    }
    await expect.poll(() => page.getByTestId('draft-ready').isVisible(), { timeout: 30_000 }).toBe(true);
    const seat = await app.services.impls.match.open({ matchId, seat: 0 });
    const view = seat.view as { setup: string; seats: { points: number; upgrades: string[] | null; drawCards: string[] | null }[] };
    expect(view.setup).toBe('pure');
    expect(view.seats[0]!.upgrades).toHaveLength(5);
    expect(stopped || view.seats[0]!.points === 0).toBe(true);
    await page.getByTestId('draft-start-game').click();
    await expect.poll(() => page.getByTestId('ruckus-table').isVisible(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'draft-pure-started');
  }, 60_000);

  it('starts a Draft Tournament of four and shows the player\'s own 1-on-1 game', async () => {
    const matchId = await setUp('tournament', ['fighters', 'thieves', 'clerics', 'necromancers']);
    // Seats 1 and 2 play the first game: its two guilds are laid out, and its two players are listed.
    await expect.poll(() => page.locator('[data-testid="draft-pool"] .pool-guild').count(), { timeout: 20_000 }).toBe(2);
    expect(await page.locator('[data-testid="draft-pool"] .pool-guild').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-guild')))).toEqual(['fighters', 'thieves']);
    expect(await page.locator('h1').textContent()).toContain('Draft Tournament, stage 1');
    expect(await page.locator('[data-testid^="draft-player-"]').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-seat')))).toEqual(['0', '1']);
    const turn = await nextTurn();
    expect(turn).toBe('pick');
    const card = await pickOne(matchId);
    // The match as the main side keeps it (a match still being played exports without its hidden moves).
    const file = { options: app.store.matches.get(matchId)!.options, actions: app.store.matches.actions(matchId) };
    expect(file.options).toMatchObject({ setup: 'tournament' });
    expect(file.actions.some((a) => a.player === 0 && (a.action as { card?: string }).card === card)).toBe(true);
    await expect.poll(() => page.getByTestId('draft-player-0').textContent()).toContain((await page.getByTestId(`pool-${card}`).locator('.card-face').first().getAttribute('aria-label'))!.split('.')[0]!);
    await screenshot(page, 'draft-tournament');
  }, 45_000);
});
