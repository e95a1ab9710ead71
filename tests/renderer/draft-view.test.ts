// @vitest-environment happy-dom
// The Draft screen on real Ruckus engine states behind a fake match service: the setup form, the units laid out,
// only legal picks enabled, whose pick it is, points left, each AI pick with its reason as it arrives, the Pure Guild
// stages, the Draft Tournament's own game, and "Start the game" once the armies are ready.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter, type Router } from 'vue-router';
import type { AiAdvice, NewMatch, SeatViewOf } from '@shared/contract';
import type { RuckusCardSet, RuckusView } from '@shared/games/ruckus-view';
import type { ApiClient } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import { ruckusModule } from '@main/games/ruckus/module';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import DraftView from '@renderer/views/DraftView.vue';
import { useDraftStore } from '@renderer/stores/draft';
import { draftPicks, draftSide, pickBlock } from '@renderer/components/draft/draft-model';

const set = defaultCardSet as unknown as RuckusCardSet;
const game = ruckusAnyGame;
const Blank = { template: '<div />' };
const SEATS = [{ kind: 'human' as const, name: 'Ada' }, { kind: 'ai' as const, name: 'Snag', difficulty: 'easy' as const }];

type Seat = (typeof SEATS)[number] | { kind: 'human'; name: string } | { kind: 'ai'; name: string; difficulty: 'easy' };

/** A fake match service over one real engine state, with the AI's advice for the moves it is told the AI played. */
function fakeApp(options: Record<string, unknown>, seats: Seat[] = SEATS, seed = 3) {
  const state = game.setup({ ...options, players: seats.length }, seed);
  const log: { player: number; action: unknown }[] = [];
  const advice = new Map<number, AiAdvice>();
  const listeners = new Map<string, ((e: unknown) => void)[]>();
  let status: 'active' | 'finished' | 'resigned' = 'active';
  const summary = () => ({
    id: 'm1', gameId: 'ruckus', seats, options, status, actionCount: log.length, winners: null, createdAt: 1, updatedAt: 1, finishedAt: null,
  });
  const seatView = (seat: number): SeatViewOf<'ruckus'> => {
    const pending = game.pending(state).map((d) => ({ player: d.player, kind: d.kind }));
    const legal = pending.some((d) => d.player === seat) ? game.legalActions(state, seat) : [];
    return {
      gameId: 'ruckus', match: summary(), seat, view: game.view(state, seat), pending, legal: legal.map((action) => ({ action, text: game.describe(action, state) })),
      log: [], outcome: null, canUndo: false,
    };
  };
  const step = (player: number, action: unknown) => {
    const error = game.step(state, player, action as never);
    if (error) throw new Error(error.message);
    log.push({ player, action });
  };
  const match = {
    games: vi.fn(async () => [{ id: 'ruckus', name: 'Ruckus', minPlayers: 2, maxPlayers: 4, setups: ruckusModule.setupChoices!.map((c) => ({ ...c, options: { ...c.options }, ...(c.players ? { players: [...c.players] } : {}) })) }]),
    create: vi.fn(async (input: NewMatch) => ({ ...summary(), seats: input.seats, options: input.options })),
    // Without a seat the main side opens the first human one.
    open: vi.fn(async ({ seat }: { seat?: number }) => seatView(seat ?? Math.max(0, seats.findIndex((s) => s.kind === 'human')))),
    act: vi.fn(async ({ seat, action }: { seat: number; action: unknown }) => { step(seat, action); return seatView(seat); }),
    cardSet: vi.fn(async () => ({ gameId: 'ruckus', content: set })),
    // The newest position stands in for the one asked for: the tests announce one move at a time.
    replay: vi.fn(async ({ seat, at }: { seat: number; at: number }) => ({
      at, total: log.length, seatView: seatView(seat), lastAction: log[at - 1] ? { player: log[at - 1]!.player, text: 'a pick' } : null,
    })),
  };
  const ai = { why: vi.fn(async ({ moveIndex }: { moveIndex: number }) => advice.get(moveIndex) ?? null) };
  const client = {
    api: { match, ai, settings: { get: vi.fn() } },
    on: (event: string, fn: (e: unknown) => void) => { listeners.set(event, [...(listeners.get(event) ?? []), fn]); return () => undefined; },
    transport: { kind: 'web' },
  } as unknown as ApiClient;
  /** An AI seat plays its pick with a reason, and the app hears of it as the main side would tell it. */
  const aiPicks = (seat: number, reason: string | null) => {
    const [pick, other] = game.legalActions(state, seat).filter((a) => (a as { type: string }).type === 'pick') as { type: 'pick'; card: string }[];
    const moveIndex = log.length;
    const description = game.describe(pick!, state);
    step(seat, pick);
    if (reason !== null) {
      const option = { action: pick!, description, visitShare: 0.6, winChance: 0.55, reason };
      advice.set(moveIndex, { matchId: 'm1', player: seat, options: [option, { action: other!, description: `Take ${other!.card}`, visitShare: 0.3, winChance: 0.4 }], chosen: option, iterations: 10, elapsedMs: 5, source: 'search' });
    }
    for (const fn of listeners.get('match.updated') ?? []) fn({ matchId: 'm1', actionCount: log.length, status: 'active' });
    return pick!.card;
  };
  const router: Router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/draft', name: 'draft', component: DraftView },
      { path: '/draft/:matchId', name: 'draft-match', component: DraftView },
      { path: '/match/:id', name: 'match', component: Blank },
    ],
  });
  /** The match ends (a resignation) while the screen is away. */
  const end = (): void => { status = 'resigned'; };
  return { end, state, log, match, ai, client, router, aiPicks, step, seatView };
}

const mounted: VueWrapper[] = [];
afterEach(() => { for (const w of mounted.splice(0)) w.unmount(); });

async function mountAt(path: string, app: ReturnType<typeof fakeApp>): Promise<VueWrapper> {
  await app.router.push(path);
  const App = { template: '<RouterView />' };
  const wrapper = mount(App, { global: { plugins: [createPinia(), app.router, { install: (a) => provideApi(a, app.client) }] } });
  mounted.push(wrapper);
  await flushPromises();
  return wrapper;
}

const whoPicks = (app: ReturnType<typeof fakeApp>): number => app.seatView(0).pending[0]?.player ?? -1;
const enabledPicks = (w: VueWrapper): string[] => w.findAll('[data-testid="draft-pool"] button.pick').filter((b) => b.attributes('disabled') === undefined).map((b) => b.attributes('data-testid')!.replace('pick-', '')).sort();
const legalPicks = (app: ReturnType<typeof fakeApp>, seat: number): string[] => app.seatView(seat).legal.flatMap(({ action }) => (action.type === 'pick' ? [action.card] : [])).sort();

describe('the draft setup', () => {
  it('starts with one human and one AI, and creates the chosen setup with the guilds in play', async () => {
    const app = fakeApp({ setup: 'draft', guilds: ['fighters', 'thieves'] });
    const w = await mountAt('/draft', app);
    expect(w.findAll('[data-testid^="draft-seat-"]')).toHaveLength(2);
    expect((w.find('[data-testid="draft-seat-0"] [data-testid="seat-kind"]').element as HTMLSelectElement).value).toBe('human');
    expect((w.find('[data-testid="draft-seat-1"] [data-testid="seat-kind"]').element as HTMLSelectElement).value).toBe('ai');
    // Only the army-building setups are offered.
    expect(w.findAll('input[data-testid^="draft-setup-"]').map((x) => x.attributes('data-testid'))).toEqual(['draft-setup-draft', 'draft-setup-pure', 'draft-setup-tournament']);
    await w.find('[data-testid="draft-setup-pure"]').setValue(true);
    await w.find('[data-testid="draft-player-count"]').setValue('3');
    await w.find('[data-testid="draft-seat-2"] [data-testid="seat-difficulty"]').setValue('hard');
    await w.find('[data-testid="draft-seat-0"] [data-testid="seat-guild"]').setValue('clerics');
    await w.find('[data-testid="draft-seat-1"] [data-testid="seat-guild"]').setValue('clerics');
    expect(w.find('[data-testid="draft-setup-problem"]').text()).toContain('Clerics');
    expect(w.find('[data-testid="draft-start"]').attributes('disabled')).toBeDefined();
    await w.find('[data-testid="draft-seat-1"] [data-testid="seat-guild"]').setValue('necromancers');
    expect(w.find('[data-testid="draft-setup-problem"]').exists()).toBe(false);
    await w.find('form').trigger('submit');
    await flushPromises();
    const input = app.match.create.mock.calls[0]![0];
    expect(input.gameId).toBe('ruckus');
    expect(input.seats).toEqual([{ kind: 'human', name: 'You' }, { kind: 'ai', name: 'Grizelda', difficulty: 'normal' }, { kind: 'ai', name: 'Snag', difficulty: 'hard' }]);
    expect(input.options.setup).toBe('pure');
    const guilds = input.options.guilds as string[];
    expect(guilds.slice(0, 2)).toEqual(['clerics', 'necromancers']);
    // The seat left on Random gets one of the guilds not chosen.
    expect(['fighters', 'thieves']).toContain(guilds[2]);
    expect(app.router.currentRoute.value.fullPath).toBe('/draft/m1');
  });

  it('asks four players for the Draft Tournament and at least one human seat', async () => {
    const app = fakeApp({ setup: 'draft' });
    const w = await mountAt('/draft', app);
    await w.find('[data-testid="draft-setup-tournament"]').setValue(true);
    await flushPromises();
    expect(w.findAll('[data-testid^="draft-seat-"]')).toHaveLength(4);
    expect(w.findAll('[data-testid="draft-player-count"] option').map((o) => o.text())).toEqual(['4']);
    await w.find('[data-testid="draft-seat-0"] [data-testid="seat-kind"]').setValue('ai');
    expect(w.find('[data-testid="draft-setup-problem"]').text()).toContain('make it human');
    await w.find('form').trigger('submit');
    await flushPromises();
    expect(app.match.create).not.toHaveBeenCalled();
  });
});

describe('the draft', () => {
  it('lays out every non-Starting unit of the guilds in play, enables only the legal picks, and sends the chosen one', async () => {
    const app = fakeApp({ setup: 'draft', guilds: ['fighters', 'thieves'] });
    if (whoPicks(app) === 1) app.aiPicks(1, null);
    expect(whoPicks(app)).toBe(0);
    const w = await mountAt('/draft/m1', app);
    const laidOut = set.units.filter((u) => (u.guild === 'fighters' || u.guild === 'thieves') && u.level !== 'S');
    expect(w.findAll('[data-testid="draft-pool"] li[data-testid^="pool-"]')).toHaveLength(laidOut.length);
    expect(w.findAll('.pool-guild').map((g) => g.attributes('data-guild'))).toEqual(['fighters', 'thieves']);
    expect(enabledPicks(w)).toEqual(legalPicks(app, 0));
    expect(w.find('[data-testid="draft-status"]').text()).toContain('Your pick: 12 draft points left.');
    // The full card text is on the card.
    const skilled = laidOut.find((u) => u.skill)!;
    expect(w.find(`[data-testid="pool-${skilled.id}"] .card-face`).attributes('aria-label')).toContain(skilled.skill!.text);
    const level2 = laidOut.find((u) => u.level === 2 && legalPicks(app, 0).includes(u.id))!;
    await w.find(`[data-testid="pick-${level2.id}"]`).trigger('click');
    await flushPromises();
    expect(app.match.act).toHaveBeenCalledWith({ matchId: 'm1', seat: 0, action: { type: 'pick', card: level2.id }, expectedActionCount: app.log.length - 1 });
    // Now the AI picks: nothing is enabled, the page says whom it waits for, and the human's points went down by 2.
    expect(enabledPicks(w)).toEqual([]);
    expect(w.find('[data-testid="draft-status"]').text()).toContain('Waiting for Snag');
    expect(w.find('[data-testid="draft-player-0"] [data-testid="points-left"]').text()).toBe('10 of 12 draft points left');
    expect(w.find('[data-testid="draft-player-0"]').text()).toContain(level2.name);
    expect(w.find('[data-testid="draft-player-1"]').attributes('aria-current')).toBe('step');
    expect(w.find(`[data-testid="pool-${level2.id}"]`).text()).toContain('In your army');
  });

  it('shows each AI pick as it arrives, with the reason the AI gave and the cards named', async () => {
    const options = { setup: 'draft', guilds: ['fighters', 'thieves'] };
    // A deal where the AI is the 1st Player: its first pick was made before the screen opened, with no reason kept.
    const seed = Array.from({ length: 20 }, (_, i) => i + 1).find((x) => whoPicks(fakeApp(options, SEATS, x)) === 1)!;
    const app = fakeApp(options, SEATS, seed);
    app.aiPicks(1, null);
    const w = await mountAt('/draft/m1', app);
    const mine = legalPicks(app, 0)[0]!;
    await w.find(`[data-testid="pick-${mine}"]`).trigger('click');
    await flushPromises();
    const taken = app.aiPicks(1, 'Best value per draft point for T07 and this army');
    await vi.waitFor(async () => {
      await flushPromises();
      expect(w.find('[data-testid="pick-reason"]').exists()).toBe(true);
    }, { timeout: 5_000 });
    const entries = w.findAll('[data-testid="pick-entry"]');
    const newest = entries[0]!;
    const nameOf = (id: string) => set.units.find((u) => u.id === id)?.name ?? id;
    expect(newest.text()).toContain(`Snag (AI) took ${nameOf(taken)}`);
    expect(newest.find('[data-testid="pick-reason"]').text()).toBe(`Reason: Best value per draft point for ${nameOf('T07')} and this army · estimated winning chance 55%`);
    expect(newest.text()).toMatch(/Also weighed: Take .+ \(40%\)/);
    expect(newest.text()).not.toMatch(/Take [FT]\d\d/);
    // The unit is marked as taken by the AI in the layout, and it is the human's pick again.
    expect(w.find(`[data-testid="pool-${taken}"]`).text()).toContain('Taken by Snag');
    expect(enabledPicks(w)).toEqual(legalPicks(app, 0));
    // The first pick has no recorded reason, and says so.
    expect(entries).toHaveLength(3);
    expect(entries.at(-1)!.text()).toContain('No reason recorded');
    expect(entries[1]!.text()).toContain(`Ada took ${nameOf(mine)}`);
  });

  it('says an AI pick\'s reason is on its way while it is read, and shows it once it arrives', async () => {
    const options = { setup: 'draft', guilds: ['fighters', 'thieves'] };
    const seed = Array.from({ length: 20 }, (_, i) => i + 1).find((x) => whoPicks(fakeApp(options, SEATS, x)) === 0)!;
    const app = fakeApp(options, SEATS, seed);
    const w = await mountAt('/draft/m1', app);
    await w.find(`[data-testid="pick-${legalPicks(app, 0)[0]!}"]`).trigger('click');
    await flushPromises();
    // The AI's reason for its pick is slow to come (a busy machine): the pick is already on the table.
    const answered = app.ai.why.getMockImplementation()!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    app.ai.why.mockImplementation(async (input) => { await held; return answered(input); });
    app.aiPicks(1, 'Best value per draft point for this army');
    await vi.waitFor(async () => {
      await flushPromises();
      expect(w.findAll('[data-testid="pick-entry"][data-ai="true"]')).toHaveLength(1);
    }, { timeout: 5_000 });
    const reason = () => w.find('[data-testid="pick-entry"][data-ai="true"] [data-testid="pick-reason"]').text();
    expect(reason()).toContain('Reading the AI\'s reasons');
    expect(reason()).not.toContain('No reason recorded');
    release();
    await vi.waitFor(async () => {
      await flushPromises();
      expect(reason()).toContain('Best value per draft point for this army');
    }, { timeout: 5_000 });
  });

  it('filters the layout by level and to the units the seat can pick now', async () => {
    const app = fakeApp({ setup: 'draft', guilds: ['clerics', 'necromancers'] });
    if (whoPicks(app) === 1) app.aiPicks(1, null);
    const w = await mountAt('/draft/m1', app);
    await w.find('[data-testid="filter-level"]').setValue('2');
    const level2 = set.units.filter((u) => (u.guild === 'clerics' || u.guild === 'necromancers') && u.level === 2);
    expect(w.findAll('[data-testid="draft-pool"] li[data-testid^="pool-"]')).toHaveLength(level2.length);
    await w.find('[data-testid="filter-level"]').setValue('');
    await w.find('[data-testid="filter-pickable"]').setValue(true);
    expect(w.findAll('[data-testid="draft-pool"] li[data-testid^="pool-"]')).toHaveLength(legalPicks(app, 0).length);
    expect(w.find('[data-testid="draft-pool-count"]').text()).toContain(`${legalPicks(app, 0).length} you can pick now`);
  });

  it('offers Start the game once the draft is over', async () => {
    const app = fakeApp({ setup: 'draft', guilds: ['fighters', 'thieves'] });
    // Both seats pick the first unit offered until nobody can pick.
    for (let guard = 0; guard < 100 && whoPicks(app) >= 0 && (app.seatView(0).view as RuckusView).phase === 'draft'; guard++) {
      const seat = whoPicks(app);
      const legal = app.seatView(seat).legal;
      app.step(seat, (legal.find((a) => a.action.type === 'pick') ?? legal[0]!).action);
    }
    const w = await mountAt('/draft/m1', app);
    expect(w.find('[data-testid="draft-ready"]').exists()).toBe(true);
    expect(w.find('[data-testid="draft-start-game"]').attributes('href')).toBe('/match/m1');
    expect(enabledPicks(w)).toEqual([]);
    // Every pick is listed, the human's army included.
    const picks = app.log.filter((l) => (l.action as { type: string }).type === 'pick');
    expect(w.findAll('[data-testid="pick-entry"]')).toHaveLength(picks.length);
    for (const p of picks.filter((x) => x.player === 0)) expect(w.find('[data-testid="draft-ready"]').text()).toContain(set.units.find((u) => u.id === (p.action as { card: string }).card)!.name);
  });

  it('offers the result, not "Start the game", once the game is over', async () => {
    const app = fakeApp({ setup: 'draft', guilds: ['fighters', 'thieves'] });
    for (let guard = 0; guard < 100 && whoPicks(app) >= 0 && (app.seatView(0).view as RuckusView).phase === 'draft'; guard++) {
      const seat = whoPicks(app);
      const legal = app.seatView(seat).legal;
      app.step(seat, (legal.find((a) => a.action.type === 'pick') ?? legal[0]!).action);
    }
    app.end();
    const w = await mountAt('/draft/m1', app);
    expect(w.find('[data-testid="draft-ready"]').exists()).toBe(true);
    expect(w.find('[data-testid="draft-start-game"]').exists()).toBe(false);
    expect(w.get('[data-testid="draft-over"]').text()).toBe('This game is over.');
    expect(w.get('[data-testid="draft-see-result"]').attributes('href')).toBe('/match/m1');
  });
});

describe('Pure Guild and the Draft Tournament', () => {
  it('builds a Pure Guild army from the own guild only, then its Upgrade deck, with no AI choices shown', async () => {
    const app = fakeApp({ setup: 'pure', guilds: ['fighters', 'thieves'] });
    const w = await mountAt('/draft/m1', app);
    expect(w.findAll('.pool-guild').map((g) => g.attributes('data-guild'))).toEqual(['fighters']);
    expect(w.find('h1').text()).toBe('Army building');
    expect(enabledPicks(w)).toEqual(legalPicks(app, 0));
    expect(w.find('[data-testid="draft-stop"]').exists()).toBe(true);
    // The AI's army stays behind the Battle Screen.
    expect(w.find('[data-testid="draft-player-1"]').text()).toContain('Army built behind the Battle Screen');
    expect(w.find('[data-testid="pick-feed"]').exists()).toBe(false);
    await w.find('[data-testid="draft-stop"]').trigger('click');
    await flushPromises();
    expect(app.match.act).toHaveBeenLastCalledWith(expect.objectContaining({ action: { type: 'done' } }));
    // The AI builds its army too; then the Upgrade deck is chosen from the own guild's units left.
    for (let guard = 0; guard < 40 && app.seatView(1).legal.length > 0 && (app.seatView(1).view as RuckusView).phase === 'build'; guard++) app.step(1, app.seatView(1).legal.at(-1)!.action);
    await app.router.push('/draft');
    await app.router.push('/draft/m1');
    await flushPromises();
    expect(w.find('h1').text()).toBe('Upgrade deck');
    expect(enabledPicks(w)).toEqual(legalPicks(app, 0));
    expect(enabledPicks(w).length).toBeGreaterThan(5);
    expect(w.find('[data-testid="draft-status"]').text()).toContain('pick 5 more unit(s) of your guild for your Upgrade deck');
  });

  it('follows the human\'s own game of a Draft Tournament and names the players by their tournament seats', async () => {
    const seats: Seat[] = [{ kind: 'ai', name: 'Grizelda', difficulty: 'easy' }, { kind: 'ai', name: 'Snag', difficulty: 'easy' }, { kind: 'human', name: 'Ada' }, { kind: 'ai', name: 'Mugwort', difficulty: 'easy' }];
    const app = fakeApp({ setup: 'tournament', guilds: ['fighters', 'thieves', 'clerics', 'necromancers'] }, seats, 5);
    const view = app.seatView(2).view;
    const side = draftSide(view)!;
    expect(side.seats).toEqual([2, 3]);
    expect(side.stage).toBe(1);
    // A pick in the human's game is attributed to the tournament seat that made it.
    const picker = app.seatView(2).pending.find((d) => d.player === 2 || d.player === 3)!.player;
    const pick = app.seatView(picker).legal.map((a) => a.action).find((a) => a.type === 'pick');
    const card = pick?.type === 'pick' ? pick.card : '';
    app.step(picker, { type: 'pick', card });
    expect(draftPicks(set, draftSide(app.seatView(2).view)!)).toEqual([{ seat: picker, card, order: 0 }]);
    const w = await mountAt('/draft/m1', app);
    expect(w.find('h1').text()).toContain('Draft Tournament, stage 1');
    expect(w.findAll('.pool-guild').map((g) => g.attributes('data-guild'))).toEqual(['clerics', 'necromancers']);
    expect(w.findAll('[data-testid^="draft-player-"]').map((p) => p.attributes('data-seat'))).toEqual(['2', '3']);
    expect(w.find(`[data-testid="draft-player-${picker}"]`).text()).toContain(set.units.find((u) => u.id === card)!.name);
  });

  it('says why a unit cannot be picked', () => {
    const unit = set.units.find((u) => u.level === 2)!;
    const base = { legal: new Set<string>(), takenBy: null, myTurn: true, points: 1, stage: 'draft' as const, ownGuild: unit.guild, upgradesFull: false };
    expect(pickBlock(unit, base)).toBe('Costs 2; you have 1 point left');
    expect(pickBlock(unit, { ...base, points: 5, myTurn: false })).toBe('Not your pick yet');
    expect(pickBlock(unit, { ...base, takenBy: 'Snag' })).toBe('Taken by Snag');
    expect(pickBlock(unit, { ...base, stage: 'build', ownGuild: unit.guild === 'fighters' ? 'thieves' : 'fighters' })).toBe('Not your guild');
    expect(pickBlock(unit, { ...base, legal: new Set([unit.id]) })).toBeNull();
  });
});

describe('hot seat and the AI\'s reasons', () => {
  it('lets two human players take turns at one screen', async () => {
    const seats: Seat[] = [{ kind: 'human', name: 'Ada' }, { kind: 'human', name: 'Bo' }];
    const app = fakeApp({ setup: 'draft', guilds: ['fighters', 'thieves'] }, seats);
    const w = await mountAt('/draft/m1', app);
    const picker = whoPicks(app);
    const select = w.find('[data-testid="draft-play-as"]');
    expect(select.findAll('option').map((o) => o.text())).toEqual(['Ada', 'Bo']);
    await select.setValue(String(picker));
    await flushPromises();
    expect(app.match.open).toHaveBeenLastCalledWith({ matchId: 'm1', seat: picker });
    expect(enabledPicks(w)).toEqual(legalPicks(app, picker));
    await select.setValue(String(1 - picker));
    await flushPromises();
    expect(enabledPicks(w)).toEqual([]);
    expect(w.find('[data-testid="draft-status"]').text()).toContain(`Waiting for ${seats[picker]!.name}`);
  });

  it('asks for each move\'s reason once, and again for moves played after an undo', async () => {
    setActivePinia(createPinia());
    const why = vi.fn(async ({ moveIndex }: { moveIndex: number }) => (moveIndex === 1 ? { matchId: 'm1', player: 1, options: [], iterations: 0, elapsedMs: 1, source: 'fallback' as const } : null));
    const store = useDraftStore();
    store.init({ api: { ai: { why } } } as unknown as ApiClient);
    store.follow('m1');
    await store.catchUp(3);
    expect(why.mock.calls.map((c) => c[0].moveIndex)).toEqual([0, 1, 2]);
    expect(Object.keys(store.advice)).toEqual(['1']);
    await store.catchUp(3);
    expect(why).toHaveBeenCalledTimes(3);
    store.truncate(1);
    expect(store.advice).toEqual({});
    await store.catchUp(2);
    expect(why.mock.calls.map((c) => c[0].moveIndex)).toEqual([0, 1, 2, 1]);
    // Another match starts afresh.
    store.follow('m2');
    expect(store.checked).toBe(0);
  });
});
