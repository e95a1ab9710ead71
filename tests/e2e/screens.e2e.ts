// The screens around the tables, through the UI against the real browser host: army builder, campaigns, rules and cards.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openUi, playSeatToEnd, screenshot, type RunningApp, type UiSession } from './support';

let app: RunningApp;
let page: Page;
let ui: UiSession | undefined;

beforeAll(async () => {
  ui = await openUi({ width: 1280, height: 900 });
  ({ app, page } = ui);
  await page.goto(app.host.url);
});

afterAll(async () => {
  await ui?.close();
});

describe('Ruckus army builder', () => {
  it('builds and saves a legal army', async () => {
    await page.getByRole('link', { name: 'Armies', exact: true }).click();
    await expect.poll(() => page.locator('[data-testid="army-starting"] .unit-card').count()).toBe(6);
    await page.getByTestId('army-name').fill('Iron line');
    await page.getByTestId('army-guild').selectOption('fighters');
    await page.getByRole('button', { name: /^Add Cleaver for 2 points/ }).click();
    await page.getByRole('button', { name: /^Add Captain for 1 point/ }).click();
    await expect.poll(() => page.getByTestId('army-points').textContent()).toContain('3 of 12 draft points');
    await expect.poll(() => page.getByTestId('army-verdict').textContent()).toContain('legal army');
    await page.getByTestId('army-save').click();
    await expect.poll(() => page.getByTestId('army-notice').textContent()).toContain('Saved “Iron line”');
    const saved = await app.services.impls.decks.list({});
    expect(saved.map((a) => [a.name, a.guild, a.units, a.points])).toEqual([['Iron line', 'fighters', ['F18', 'F07'], 3]]);
    await screenshot(page, 'army-builder');
  });

  it('refuses an illegal army and says why', async () => {
    await page.getByTestId('army-new').click();
    await page.getByTestId('army-name').fill('Mixed bag');
    await page.getByTestId('filter-guild').selectOption('');
    await page.getByRole('button', { name: /^Add Mugger / }).click();
    await expect.poll(() => page.getByTestId('army-verdict').textContent()).toContain('Mugger belongs to the thieves');
    await page.getByTestId('army-save').click();
    await expect.poll(() => page.getByTestId('army-refusal').textContent()).toContain('cannot be saved');
    expect(await page.getByTestId('army-refusal').textContent()).toContain('an Advanced army drafts from its own guild only');
    expect((await app.services.impls.decks.list({})).map((a) => a.name)).toEqual(['Iron line']);
    await screenshot(page, 'army-builder-refused');
  });
});

/** The test player's pick in the Rush list of every legal action (the fallback drawer): it attacks, then buys and pays. */
function aggressiveChoice(): number {
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.action-list button'));
  const rank = (t: string): number => {
    if (t.startsWith('Attack ')) return 100;
    if (t.startsWith('Assault ')) return 95;
    if (t.startsWith('Declare ')) return 90;
    if (t.startsWith('Take ')) return 80 + Number(/\d+/.exec(t)?.[0] ?? 0);
    if (t.startsWith('Pay with ')) return 70;
    if (t.startsWith('Buy ')) return 60;
    if (t.startsWith('Finish playing ')) return 55;
    if (t.includes('has no target')) return 50;
    if (t.startsWith('Place ')) return 40;
    if (t.startsWith('Repair no more')) return 35;
    if (t.startsWith('Discard ')) return 30;
    if (t.startsWith('Research')) return 25;
    if (t === 'End the turn') return 10;
    return 1;
  };
  let best = 0;
  buttons.forEach((b, i) => { if (rank(b.textContent ?? '') > rank(buttons[best]!.textContent ?? '')) best = i; });
  return best;
}

const NATION_WORDS: Record<string, string> = { ussr: 'USSR', usa: 'USA', germany: 'Germany', france: 'France' };

describe('campaigns', () => {
  it('creates a Rush ladder, plays its first match, resigns it and shows the loss with the nations used', async () => {
    await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
    await page.getByTestId('campaign-kind-rush-ladder').check();
    await page.getByTestId('campaign-name').fill('Road to Berlin');
    await page.getByTestId('campaign-player').fill('Ann');
    await screenshot(page, 'campaigns');
    await page.getByTestId('campaign-create').click();
    await expect.poll(() => page.url()).toContain('#/campaigns/');
    await expect.poll(() => page.getByTestId('campaign-next').textContent()).toContain('Rung 1: Recruit Anders (easy)');
    expect(await page.getByTestId('campaign-standings').textContent()).toContain('On rung 1 of 4');
    await page.getByTestId('campaign-play').click();
    await expect.poll(() => page.url()).toContain('#/match/');
    const [campaign] = await app.services.impls.campaign.list({});
    const view = await app.services.impls.campaign.get({ campaignId: campaign!.id });
    expect(view.timeline).toHaveLength(1);
    expect(view.timeline[0]).toMatchObject({ gameId: 'rush', status: 'active', seats: ['Ann', 'Recruit Anders'] });
    expect(page.url()).toContain(view.timeline[0]!.matchId);
    expect(view.current).toBe(view.timeline[0]!.matchId);

    await page.goBack();
    await expect.poll(() => page.getByTestId('campaign-timeline').textContent()).toContain('In progress');
    expect(await page.getByTestId('campaign-continue').getAttribute('href')).toContain(view.timeline[0]!.matchId);
    await screenshot(page, 'campaign');

    // Play a few turns against the easy AI (no AI delay), then resign: the ladder records the loss and the nations used.
    const matchId = view.timeline[0]!.matchId;
    await page.getByTestId('campaign-continue').click();
    await expect.poll(() => page.url()).toContain(`#/match/${matchId}`);
    for (let moves = 0; moves < 6; moves++) {
      await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]') && !document.querySelector('.match-bar[data-busy]'), undefined, { timeout: 20_000 });
      const before = app.store.matches.actions(matchId).length;
      await page.getByTestId('open-actions').click();
      await page.waitForFunction(() => document.querySelector('.action-list button:not([disabled])'), undefined, { timeout: 20_000 });
      await page.getByTestId(`action-${await page.evaluate(aggressiveChoice)}`).click();
      await expect.poll(async () => app.store.matches.actions(matchId).length, { timeout: 20_000 }).toBeGreaterThan(before);
    }
    await page.getByTestId('open-actions').click();
    await page.getByTestId('resign').click();
    await page.getByTestId('resign-confirm').click();
    await expect.poll(() => page.getByTestId('outcome').isVisible()).toBe(true);
    const after = await app.services.impls.campaign.get({ campaignId: campaign!.id });
    expect(after.timeline[0]).toMatchObject({ status: 'resigned', winners: ['Recruit Anders'] });
    expect(after.timeline[0]!.armies.map((a) => a.name)).toEqual(['Ann', 'Recruit Anders']);

    await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
    await page.getByRole('link', { name: 'Road to Berlin' }).click();
    await expect.poll(() => page.getByTestId('campaign-timeline').textContent()).toContain('Recruit Anders won (resignation)');
    const shown = await page.getByTestId(`campaign-armies-${matchId}`).locator('li').allTextContents();
    expect(shown).toHaveLength(2);
    after.timeline[0]!.armies.forEach((army, i) => {
      expect(shown[i]).toMatch(new RegExp(`^${army.name}: (${army.faction ? NATION_WORDS[army.faction] : 'no single nation'}) · `));
      for (const card of army.cards) expect(shown[i]).toContain(card.name);
    });
    expect(await page.getByTestId('campaign-standings').textContent()).toContain('On rung 1 of 4');
    expect(await page.getByTestId('campaign-next').textContent()).toContain('Rung 1: Recruit Anders (easy)');
    await screenshot(page, 'campaign-after-resignation');
  }, 60_000);

  it('creates a free series and finishes its first match against the AI, then shows the result', async () => {
    await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
    await page.getByTestId('campaign-kind-free').check();
    await page.getByTestId('campaign-name').fill('Friday games');
    await page.getByTestId('campaign-create').click();
    await expect.poll(() => page.url()).toContain('#/campaigns/');
    const campaignUrl = page.url();
    const free = (await app.services.impls.campaign.list({})).find((c) => c.name === 'Friday games')!;
    // The series' first match: a Rush game against an easy AI, started from the new-game wizard.
    await page.getByRole('link', { name: 'New game', exact: true }).click();
    await page.getByTestId('game-rush').check();
    await expect.poll(() => page.getByTestId('seat-1').locator('select').first().inputValue()).toBe('ai');
    await page.getByTestId('seat-0').locator('input').fill('Ann');
    await page.getByTestId('seat-1').locator('select').nth(1).selectOption('easy');
    await page.getByTestId('start-game').click();
    await expect.poll(() => page.url()).toContain('#/match/');
    const matchId = /#\/match\/([^/?#]+)/.exec(page.url())![1]!;
    await page.goto(campaignUrl);
    await expect.poll(() => page.getByTestId('campaign-add-select').locator('option').count()).toBeGreaterThan(0);
    await page.getByTestId('campaign-add-select').selectOption(matchId);
    await page.getByRole('button', { name: 'Add to the series' }).click();
    await expect.poll(() => page.getByTestId('campaign-timeline').textContent()).toContain('In progress');
    await screenshot(page, 'campaign-free-series');

    // Continue it from the campaign; the game is played to the end (seat 0 through the services) and the screen shows it.
    await page.getByTestId('campaign-continue').click();
    await expect.poll(() => page.url()).toContain(`#/match/${matchId}`);
    await playSeatToEnd(app, matchId);
    await expect.poll(() => page.getByTestId('outcome').isVisible(), { timeout: 20_000 }).toBe(true);
    const [played] = (await app.services.impls.campaign.get({ campaignId: free.id })).timeline;
    expect(played).toMatchObject({ matchId, status: 'finished', seats: ['Ann', expect.any(String)] });
    expect(played!.winners.length).toBeGreaterThan(0);

    await page.goto(campaignUrl);
    const result = played!.winners.length > 1 ? `${played!.winners.join(' and ')} shared the win` : `${played!.winners[0]} won`;
    await expect.poll(() => page.getByTestId('campaign-timeline').textContent()).toContain(result);
    expect(await page.getByTestId('campaign-timeline').textContent()).toContain(`Ann against ${played!.seats[1]}`);
    const annRow = page.getByTestId('campaign-standings').locator('tr', { hasText: 'Ann' });
    expect(await annRow.locator('td').nth(2).textContent()).toBe('1');
    expect(await page.getByTestId(`campaign-replay-${matchId}`).getAttribute('href')).toContain(`/replay/${matchId}`);
    await screenshot(page, 'campaign-first-match-finished');
  }, 240_000);
});

describe('rules and cards', () => {
  it('searches the rules reference', async () => {
    await page.getByRole('link', { name: 'Rules', exact: true }).click();
    await page.getByTestId('rules-game-ruckus').click();
    await page.getByTestId('rules-search').fill('shield');
    await expect.poll(() => page.getByTestId('rules-count').textContent()).toMatch(/\d+ passages? in \d+ sections? mention “shield”/);
    expect(await page.locator('[data-testid="rules-sections"] mark').count()).toBeGreaterThan(1);
    await screenshot(page, 'rules');
  });

  it('shows the card gallery and lists the errors of a broken card-set file', async () => {
    await page.getByRole('link', { name: 'Cards', exact: true }).click();
    await expect.poll(() => page.locator('.vehicle-card').count()).toBe(100);
    await page.getByTestId('cards-game-ruckus').click();
    await expect.poll(() => page.locator('.unit-card').count()).toBe(100);
    const ruckus = (await app.services.impls.cardSets.builtIn({ gameId: 'ruckus' })).content as { units: Record<string, unknown>[] };
    const broken = structuredClone(ruckus);
    broken.units[0]!.hearts = 0;
    broken.units[30]!.guild = 'pirates';
    const path = join(mkdtempSync(join(tmpdir(), 'skirmish-cards-')), 'broken-ruckus.json');
    writeFileSync(path, JSON.stringify(broken));
    await page.getByTestId('card-set-file').setInputFiles(path);
    await expect.poll(() => page.getByTestId('card-set-result').textContent()).toContain('broken-ruckus.json is not a valid Ruckus: The Goblin Army Game card set');
    const rows = await page.locator('[data-testid="card-set-issues"] tbody tr').allTextContents();
    expect(rows.some((r) => r.startsWith('units[0].hearts'))).toBe(true);
    expect(rows.some((r) => r.startsWith('units[30].guild'))).toBe(true);
    expect(await app.services.impls.cardSets.list({})).toEqual([]);
    await page.getByTestId('card-set-result').scrollIntoViewIfNeeded();
    await screenshot(page, 'card-set-errors');
  });
});

describe('dark theme', () => {
  it('draws the army builder in the dark theme and renames an army inline', async () => {
    await app.services.impls.settings.set({ theme: 'dark' });
    await page.getByRole('link', { name: 'Armies', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => page.locator('[data-testid="army-starting"] .unit-card').count()).toBe(6);
    await page.getByRole('button', { name: 'Rename Iron line' }).click();
    await expect.poll(() => page.getByTestId('naming-input').inputValue()).toBe('Iron line');
    await page.getByTestId('naming-input').fill('Iron wall');
    await page.getByTestId('naming-input').press('Enter');
    await expect.poll(async () => (await app.services.impls.decks.list({})).map((a) => a.name)).toEqual(['Iron wall']);
    await screenshot(page, 'army-builder-dark');
  });
});
