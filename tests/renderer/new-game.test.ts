// @vitest-environment happy-dom
// The new-game wizard's Ruckus guilds and armies: a seat may bring a saved army, which the match service passes to the engine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import { DEFAULT_SETTINGS, type NewMatch, type SavedArmy, type Settings, type SettingsPatch } from '@shared/contract';
import type { ApiClient } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import { useSettingsStore } from '@renderer/stores/settings';
import NewGameView from '@renderer/views/NewGameView.vue';
import { defaultCardSet } from '@main/games/ruckus/card-set';

const ids = (guild: string, level: 1 | 2, n: number) => defaultCardSet.units.filter((u) => u.guild === guild && u.level === level).slice(0, n).map((u) => u.id);
const army = (id: string, name: string, guild: string, units: string[], kind: 'army' | 'draft' = 'army'): SavedArmy => ({ id, kind, name, guild, units, notes: '', points: 0, createdAt: 1, updatedAt: 1 });
const SAVED = [
  army('a1', 'Hammer', 'fighters', ids('fighters', 2, 3)),
  army('a2', 'Choir', 'clerics', ids('clerics', 1, 5)),
  army('a3', 'Mixed draft', 'thieves', [...ids('thieves', 1, 1), ...ids('clerics', 1, 1)], 'draft'),
];
const SETUPS = [
  { id: 'basic', name: 'Basic', description: 'Starred units.', options: { setup: 'basic' } },
  { id: 'advanced', name: 'Advanced', description: '12 draft points.', options: { setup: 'advanced' } },
  { id: 'draft', name: 'Draft', description: 'Shared pick.', options: { setup: 'draft' } },
];

function fake(lastSetup: Record<string, unknown> | null = null) {
  let settings: Settings = { ...DEFAULT_SETTINGS, lastSetup };
  const match = {
    games: vi.fn(async () => [{ id: 'ruckus', name: 'Ruckus', minPlayers: 2, maxPlayers: 4, setups: SETUPS }]),
    create: vi.fn(async (input: NewMatch) => ({ id: 'm1', gameId: input.gameId, seats: input.seats, options: input.options, status: 'active', actionCount: 0, winners: null, createdAt: 1, updatedAt: 1, finishedAt: null })),
  };
  const api = {
    match,
    cardSets: { list: vi.fn(async () => []) },
    decks: { list: vi.fn(async () => SAVED) },
    settings: { get: vi.fn(async () => settings), set: vi.fn(async (patch: SettingsPatch) => (settings = { ...settings, ...patch } as Settings)) },
  };
  const client = { api, on: () => () => undefined, transport: { kind: 'web' } } as unknown as ApiClient;
  return { client, api, current: () => settings };
}

const mounted: { unmount(): void }[] = [];
afterEach(() => { for (const w of mounted.splice(0)) w.unmount(); });

async function mountWizard(f: ReturnType<typeof fake>) {
  const pinia = createPinia();
  setActivePinia(pinia);
  await useSettingsStore(pinia).load(f.client);
  const Blank = { template: '<p>match</p>' };
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/new', name: 'new-game', component: NewGameView }, { path: '/draft', name: 'draft', component: Blank }, { path: '/match/:id', name: 'match', component: Blank }, { path: '/armies', name: 'armies', component: Blank }] });
  await router.push('/new');
  const wrapper = mount({ template: '<RouterView />' }, { global: { plugins: [pinia, router, { install: (app) => provideApi(app, f.client) }] } });
  mounted.push(wrapper);
  await flushPromises();
  await flushPromises();
  return { wrapper, router };
}
const options = (w: { findAll(s: string): { text(): string }[] }, sel: string) => w.findAll(`${sel} option`).map((o) => o.text());

describe('new-game wizard: Ruckus guilds and armies', () => {
  it('a seat brings a saved army: its guild follows, the others get other guilds, and the engine options carry the army', async () => {
    const f = fake();
    const { wrapper, router } = await mountWizard(f);
    // Only Advanced armies (of one guild) are offered; a Draft army mixing guilds is not.
    expect(options(wrapper, '[data-testid="army-0"]')).toEqual(['Basic (recommended units)', 'Saved: Hammer (Fighters, 0 points)', 'Saved: Choir (Clerics, 0 points)']);
    await wrapper.find('[data-testid="army-0"]').setValue('a1');
    expect((wrapper.find('[data-testid="guild-0"]').element as HTMLSelectElement).value).toBe('fighters');
    await wrapper.find('form.wizard').trigger('submit');
    await flushPromises();
    expect(f.api.match.create).toHaveBeenCalledTimes(1);
    const input = f.api.match.create.mock.calls[0]![0];
    expect(input.options.setup).toBe('basic');
    expect(input.options.armies).toEqual([{ guild: 'fighters', units: SAVED[0]!.units }, null]);
    const guilds = input.options.guilds as string[];
    expect(guilds[0]).toBe('fighters');
    expect(['thieves', 'clerics', 'necromancers']).toContain(guilds[1]);
    // The wizard remembers the choices.
    expect(f.current().lastSetup).toMatchObject({ gameId: 'ruckus', setup: 'basic', guilds: ['fighters', ''], armies: ['a1', ''] });
    expect(router.currentRoute.value.name).toBe('match');
  });

  it('lists only the saved armies of a seat\'s chosen guild, and a guild change drops an army of another guild', async () => {
    const { wrapper } = await mountWizard(fake());
    await wrapper.find('[data-testid="guild-1"]').setValue('clerics');
    expect(options(wrapper, '[data-testid="army-1"]')).toEqual(['Basic (recommended units)', 'Saved: Choir (Clerics, 0 points)']);
    await wrapper.find('[data-testid="army-1"]').setValue('a2');
    await wrapper.find('[data-testid="guild-1"]').setValue('thieves');
    expect((wrapper.find('[data-testid="army-1"]').element as HTMLSelectElement).value).toBe('');
  });

  it('refuses two seats of one guild before asking the main side', async () => {
    const f = fake();
    const { wrapper } = await mountWizard(f);
    await wrapper.find('[data-testid="army-0"]').setValue('a1');
    await wrapper.find('[data-testid="guild-1"]').setValue('fighters');
    await wrapper.find('form.wizard').trigger('submit');
    await flushPromises();
    expect(f.api.match.create).not.toHaveBeenCalled();
    expect(wrapper.find('[data-testid="army-problem"]').text()).toContain('Two seats play the Fighters');
  });

  it('Advanced offers armies built at the table; Draft has no army choice and sends none', async () => {
    const f = fake();
    const { wrapper } = await mountWizard(f);
    await wrapper.find('input[name="setup"][value="advanced"]').setValue(true);
    expect(options(wrapper, '[data-testid="army-0"]')[0]).toBe('Built at the table (12 draft points)');
    await wrapper.find('[data-testid="army-1"]').setValue('a2');
    await wrapper.find('input[name="setup"][value="draft"]').setValue(true);
    expect(wrapper.find('[data-testid="army-0"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="army-seat-0"]').text()).toContain('Drafted at the table');
    await wrapper.find('form.wizard').trigger('submit');
    await flushPromises();
    const input = f.api.match.create.mock.calls[0]![0];
    expect(input.options.setup).toBe('draft');
    expect(input.options.armies).toBeUndefined();
    // The seat's guild chosen with the army stays chosen.
    expect((input.options.guilds as string[])[1]).toBe('clerics');
  });

  it('offers the remembered setup again, forgetting an army deleted since', async () => {
    const seats = [{ kind: 'human', name: 'You' }, { kind: 'ai', name: 'Snag', difficulty: 'easy' }, { kind: 'ai', name: 'Mugwort', difficulty: 'easy' }];
    const { wrapper } = await mountWizard(fake({ gameId: 'ruckus', seats, setup: 'advanced', guilds: ['', 'necromancers', 'thieves'], armies: ['a2', '', 'gone'] }));
    expect((wrapper.find('input[name="setup"][value="advanced"]').element as HTMLInputElement).checked).toBe(true);
    expect((wrapper.find('[data-testid="army-0"]').element as HTMLSelectElement).value).toBe('a2');
    expect((wrapper.find('[data-testid="guild-0"]').element as HTMLSelectElement).value).toBe('clerics');
    expect((wrapper.find('[data-testid="guild-1"]').element as HTMLSelectElement).value).toBe('necromancers');
    expect((wrapper.find('[data-testid="army-2"]').element as HTMLSelectElement).value).toBe('');
  });
});
