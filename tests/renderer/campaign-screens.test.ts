// @vitest-environment happy-dom
// Campaign list, creation and the campaign page against a fake campaign service.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { createMemoryHistory, createRouter, type Router } from 'vue-router';
import type { CampaignView, NewCampaign } from '@shared/contract';
import type { ApiClient } from '@renderer/api/client';
import { ApiError } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import CampaignsView from '@renderer/views/CampaignsView.vue';
import CampaignPage from '@renderer/views/CampaignView.vue';

const Blank = { template: '<div />' };

function campaignView(over: Partial<CampaignView> = {}): CampaignView {
  return {
    id: 'c1', name: 'Ladder', kind: 'rush-ladder', status: 'active',
    standings: [{ name: 'Ann', played: 1, wins: 1, place: null, note: 'On rung 2 of 4: Sergeant Volkov' }],
    next: { label: 'Rung 2: Sergeant Volkov (normal)', gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Sergeant Volkov', difficulty: 'normal' }], options: {} },
    current: null,
    timeline: [{ position: 0, label: 'Rung 1: Recruit Anders (easy)', matchId: 'm1', gameId: 'rush', status: 'finished', winners: ['Ann'], seats: ['Ann', 'Recruit Anders'], finishedAt: 1_700_000_000_000,
      armies: [{ name: 'Ann', faction: 'ussr', cards: [{ id: 'V01', name: 'T-34', copies: 2 }, { id: 'V07', name: 'KV-1', copies: 1 }] }, { name: 'Recruit Anders', faction: null, cards: [{ id: 'V30', name: 'M4 Sherman', copies: 1 }] }, { name: 'Cy', faction: null, cards: [] }] }],
    createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000, ...over,
  };
}

function setup(view = campaignView()) {
  const campaign = {
    list: vi.fn(async () => [{ id: 'c0', name: 'Old one', kind: 'free' as const, status: 'finished' as const, updatedAt: 1 }]),
    create: vi.fn(async (input: NewCampaign) => {
      if (input.name.length > 60) throw new ApiError({ kind: 'validation', message: 'Invalid campaign', issues: [{ path: 'name', message: 'too long' }] });
      return { ...view, id: 'c9', name: input.name, kind: input.kind };
    }),
    get: vi.fn(async () => view),
    playNext: vi.fn(async () => ({ matchId: 'm2' })),
    addMatch: vi.fn(),
    delete: vi.fn(async () => ({ deleted: true })),
  };
  const match = { games: vi.fn(async () => [{ id: 'rush', name: 'World of Tanks: Rush', minPlayers: 2, maxPlayers: 5, setups: [] }]), list: vi.fn(async () => ({ items: [], total: 0 })) };
  const client = { api: { campaign, match }, on: () => () => undefined, transport: { kind: 'web' } } as unknown as ApiClient;
  const router: Router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/campaigns', name: 'campaigns', component: CampaignsView },
      { path: '/campaigns/:id', name: 'campaign', component: CampaignPage },
      { path: '/match/:id', name: 'match', component: Blank },
      { path: '/replay/:id', name: 'replay', component: Blank },
      { path: '/new', name: 'new-game', component: Blank },
      { path: '/draft/:matchId', name: 'draft-match', component: Blank },
    ],
  });
  return { campaign, client, router };
}

const mounted: { unmount(): void }[] = [];
afterEach(() => { for (const w of mounted.splice(0)) w.unmount(); });

async function mountAt(path: string, s: ReturnType<typeof setup>) {
  await s.router.push(path);
  const App = { template: '<RouterView />' };
  const wrapper = mount(App, { global: { plugins: [createPinia(), s.router, { install: (app) => provideApi(app, s.client) }] } });
  mounted.push(wrapper);
  await flushPromises();
  return wrapper;
}

describe('campaign screens', () => {
  it('lists campaigns and creates a Ruckus Draft Tournament with its options, then opens it', async () => {
    const s = setup();
    const wrapper = await mountAt('/campaigns', s);
    expect(wrapper.find('[data-testid="campaign-list"]').text()).toContain('Old one');
    await wrapper.find('[data-testid="campaign-kind-ruckus-draft-tournament"]').setValue(true);
    await wrapper.find('[data-testid="campaign-name"]').setValue('Spring cup');
    await wrapper.find('[data-testid="campaign-player"]').setValue('Ann');
    await wrapper.find('form').trigger('submit');
    await flushPromises();
    expect(s.campaign.create).toHaveBeenCalledWith({ kind: 'ruckus-draft-tournament', name: 'Spring cup', player: 'Ann', difficulty: 'normal', setup: 'draft' });
    expect(s.router.currentRoute.value.fullPath).toBe('/campaigns/c9');
  });

  it('names a campaign by its kind when no name is given, and a free series has no player', async () => {
    const s = setup();
    const wrapper = await mountAt('/campaigns', s);
    await wrapper.find('[data-testid="campaign-kind-free"]').setValue(true);
    expect(wrapper.find('[data-testid="campaign-player"]').exists()).toBe(false);
    await wrapper.find('form').trigger('submit');
    await flushPromises();
    expect(s.campaign.create).toHaveBeenCalledWith({ kind: 'free', name: 'Free series 2' });
  });

  it('shows standings, the next match and the history with replay links; Play opens the created match', async () => {
    const s = setup();
    const wrapper = await mountAt('/campaigns/c1', s);
    expect(wrapper.find('h1').text()).toBe('Ladder');
    expect(wrapper.find('[data-testid="campaign-standings"]').text()).toContain('On rung 2 of 4');
    expect(wrapper.find('[data-testid="campaign-next"]').text()).toContain('Sergeant Volkov (AI, normal)');
    const timeline = wrapper.find('[data-testid="campaign-timeline"]');
    expect(timeline.text()).toContain('Ann won');
    expect(wrapper.find('[data-testid="campaign-replay-m1"]').attributes('href')).toBe('/replay/m1');
    await wrapper.find('[data-testid="campaign-play"]').trigger('click');
    await flushPromises();
    expect(s.campaign.playNext).toHaveBeenCalledWith({ campaignId: 'c1' });
    expect(s.router.currentRoute.value.fullPath).toBe('/match/m2');
  });

  it('shows the nation and vehicles each seat used in a Rush match, and the guild and units in a Ruckus one', async () => {
    const ruckus = {
      position: 1, label: 'Round 1, game 1', matchId: 'm3', gameId: 'ruckus', status: 'resigned' as const, winners: ['Ann'], seats: ['Ann', 'Snag'], finishedAt: 1_700_000_100_000,
      armies: [{ name: 'Ann', faction: 'fighters', cards: [{ id: 'F07', name: 'Captain', copies: 1 }, { id: 'F18', name: 'Cleaver', copies: 1 }] }, { name: 'Snag', faction: 'thieves', cards: [] }],
    };
    const base = campaignView();
    const s = setup(campaignView({ timeline: [base.timeline[0]!, ruckus] }));
    const wrapper = await mountAt('/campaigns/c1', s);
    const rush = wrapper.findAll('[data-testid="campaign-armies-m1"] li').map((li) => li.text());
    expect(rush).toEqual(['Ann: USSR · 3 vehicles: T-34 ×2, KV-1', 'Recruit Anders: no single nation · 1 vehicle: M4 Sherman', 'Cy: no single nation · no vehicles']);
    const goblins = wrapper.findAll('[data-testid="campaign-armies-m3"] li').map((li) => li.text());
    expect(goblins).toEqual(['Ann: Fighters · 2 units beyond the Starting ones: Captain, Cleaver', 'Snag: Thieves · Starting units only']);
    expect(wrapper.find('[data-testid="campaign-armies-m3"]').attributes('aria-label')).toBe('Armies');
    // Only a Draft Tournament's matches link to the Draft screen.
    expect(wrapper.find('[data-testid="campaign-draft-m3"]').exists()).toBe(false);
  });

  it('links a Draft Tournament\'s matches to the Draft screen', async () => {
    const entry = { position: 0, label: 'Round 1, game 1', matchId: 'm4', gameId: 'ruckus', status: 'active' as const, winners: [], seats: ['Ann', 'Grizelda'], finishedAt: null, armies: [] };
    const s = setup(campaignView({ kind: 'ruckus-draft-tournament', next: null, current: 'm4', timeline: [entry] }));
    const wrapper = await mountAt('/campaigns/c1', s);
    expect(wrapper.find('[data-testid="campaign-draft-m4"]').attributes('href')).toBe('/draft/m4');
  });

  it('offers to continue an unfinished campaign match instead of a new one', async () => {
    const s = setup(campaignView({ next: null, current: 'm5', timeline: [{ position: 0, label: 'Final', matchId: 'm5', gameId: 'rush', status: 'active', winners: [], seats: ['Ann', 'Snag'], finishedAt: null, armies: [] }] }));
    const wrapper = await mountAt('/campaigns/c1', s);
    expect(wrapper.find('[data-testid="campaign-play"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="campaign-continue"]').attributes('href')).toBe('/match/m5');
    expect(wrapper.find('[data-testid="campaign-timeline"]').text()).toContain('In progress');
    expect(wrapper.find('[data-testid="campaign-armies-m5"]').exists()).toBe(false);
  });

  it('lets a free series take any game not already in it, even while one of its games is under way', async () => {
    const inSeries = { position: 0, label: null, matchId: 'm1', gameId: 'rush', status: 'active' as const, winners: [], seats: ['Ann', 'Bo'], finishedAt: null, armies: [] };
    const s = setup(campaignView({ kind: 'free', name: 'Fridays', next: null, current: 'm1', standings: [], timeline: [inSeries] }));
    const summary = (id: string) => ({ id, gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Cy' }], options: {}, status: 'finished', actionCount: 9, winners: [0], createdAt: 1, updatedAt: 2, finishedAt: 2 });
    (s.client.api.match.list as unknown as ReturnType<typeof vi.fn>).mockResolvedValue({ items: [summary('m1'), summary('m7')], total: 2 });
    s.campaign.addMatch.mockImplementation(async () => campaignView({ kind: 'free', next: null, current: 'm1', timeline: [inSeries, { ...inSeries, position: 1, matchId: 'm7', status: 'finished', winners: ['Ann'], seats: ['Ann', 'Cy'] }] }));
    const wrapper = await mountAt('/campaigns/c1', s);
    expect(wrapper.find('[data-testid="campaign-continue"]').exists()).toBe(true);
    const options = wrapper.findAll('[data-testid="campaign-add-select"] option');
    expect(options.map((o) => o.attributes('value'))).toEqual(['m7']);
    await wrapper.find('form.add-match').trigger('submit');
    await flushPromises();
    expect(s.campaign.addMatch).toHaveBeenCalledWith({ campaignId: 'c1', matchId: 'm7' });
    expect(s.campaign.get).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal from the service', async () => {
    const s = setup();
    s.campaign.playNext.mockRejectedValueOnce(new ApiError({ kind: 'rule', rule: 'campaign-complete', message: 'The campaign is complete.' }));
    const wrapper = await mountAt('/campaigns/c1', s);
    await wrapper.find('[data-testid="campaign-play"]').trigger('click');
    await flushPromises();
    expect(wrapper.find('[data-testid="campaign-error"]').text()).toBe('The campaign is complete.');
    expect(s.router.currentRoute.value.fullPath).toBe('/campaigns/c1');
  });
});
