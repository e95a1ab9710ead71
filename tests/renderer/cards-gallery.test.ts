// @vitest-environment happy-dom
// The card gallery and card-set import against a fake card-set service that uses the games' real sets and validators.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import type { CardSetSummary } from '@shared/contract';
import type { ApiClient } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import CardsView from '@renderer/views/CardsView.vue';
import { defaultCardSet as ruckusSet } from '@main/games/ruckus/card-set';
import { checkCardSet as checkRuckus } from '@shared/games/ruckus/cards';
import { defaultCardSet as rushSet } from '@main/games/rush/default-set';
import { checkCardSet as checkRush } from '@shared/games/rush/cards';

function fakeClient() {
  const stored = new Map<string, CardSetSummary & { content: unknown }>();
  const check = (gameId: string, content: unknown) => (gameId === 'rush' ? checkRush(content) : checkRuckus(content));
  const cardSets = {
    builtIn: vi.fn(async ({ gameId }: { gameId: string }) => ({ gameId, content: gameId === 'rush' ? rushSet : ruckusSet })),
    list: vi.fn(async ({ gameId }: { gameId?: string }) => [...stored.values()].filter((s) => !gameId || s.gameId === gameId).map(({ content: _c, ...s }) => s)),
    get: vi.fn(async ({ hash }: { hash: string }) => stored.get(hash)!),
    validate: vi.fn(async ({ gameId, content }: { gameId: string; content: unknown }) => { const r = check(gameId, content); return { ok: r.ok, issues: r.issues }; }),
    import: vi.fn(async ({ gameId, name, content }: { gameId: string; name: string; content: unknown }) => {
      const summary = { hash: `h${stored.size + 1}`, gameId, name, createdAt: 1 };
      stored.set(summary.hash, { ...summary, content });
      return summary;
    }),
    rename: vi.fn(async ({ hash, name }: { hash: string; name: string }) => { stored.get(hash)!.name = name; return { ok: true as const }; }),
    delete: vi.fn(async ({ hash }: { hash: string }) => ({ deleted: stored.delete(hash) })),
  };
  const client = { api: { cardSets }, on: () => () => undefined, transport: { kind: 'web' } } as unknown as ApiClient;
  return { client, cardSets, stored };
}

const mounted: VueWrapper[] = [];
afterEach(() => { for (const w of mounted.splice(0)) w.unmount(); });

async function mountGallery() {
  const fake = fakeClient();
  const wrapper = mount(CardsView, { global: { plugins: [{ install: (app) => provideApi(app, fake.client) }] } });
  mounted.push(wrapper);
  await flushPromises();
  return { ...fake, wrapper };
}

async function chooseFile(wrapper: VueWrapper, text: string, name = 'set.json') {
  const input = wrapper.find('[data-testid="card-set-file"]');
  Object.defineProperty(input.element, 'files', { value: [new File([text], name, { type: 'application/json' })], configurable: true });
  await input.trigger('change');
  await flushPromises();
  await new Promise((r) => setTimeout(r, 10));
  await flushPromises();
}

describe('card gallery', () => {
  it('shows every Rush vehicle with its ability text and filters by nation, class and ability', async () => {
    const { wrapper } = await mountGallery();
    expect(wrapper.findAll('.vehicle-card')).toHaveLength(100);
    expect(wrapper.find('[aria-label^="BT-7,"]').text()).toContain('Scouting: discard the whole reserve');
    await wrapper.find('[data-testid="filter-nation"]').setValue('germany');
    await wrapper.find('[data-testid="filter-class"]').setValue('heavy');
    const expected = rushSet.vehicles.filter((v) => v.nation === 'germany' && v.class === 'heavy').map((v) => v.name);
    expect(wrapper.findAll('.vehicle-card h3').map((h) => h.text())).toEqual(expected);
    await wrapper.find('[data-testid="filter-class"]').setValue('');
    await wrapper.find('[data-testid="filter-ability"]').setValue('repair');
    expect(wrapper.findAll('.vehicle-card')).toHaveLength(rushSet.vehicles.filter((v) => v.nation === 'germany' && v.abilities.some((a) => a.kind === 'repair')).length);
    expect(wrapper.text()).toContain('Engineers');
    expect(wrapper.text()).toContain('Largest squad');
  });

  it('shows every Ruckus unit, Kicker and Victory card, and filters units', async () => {
    const { wrapper } = await mountGallery();
    await wrapper.find('[data-testid="cards-game-ruckus"]').trigger('click');
    await flushPromises();
    expect(wrapper.findAll('.unit-card')).toHaveLength(100);
    expect(wrapper.findAll('.kicker')).toHaveLength(8);
    expect(wrapper.findAll('.victory')).toHaveLength(12);
    await wrapper.find('[data-testid="filter-level"]').setValue('S');
    expect(wrapper.find('[data-testid="cards-count"]').text()).toBe('24 of 100 units');
    await wrapper.find('[data-testid="filter-level"]').setValue('');
    await wrapper.find('[data-testid="filter-skill"]').setValue('reaction');
    const reactions = ruckusSet.units.filter((u) => u.skill && !['active', 'passive'].includes(u.skill.trigger));
    expect(wrapper.findAll('.unit-card')).toHaveLength(reactions.length);
  });

  it('lists every problem of a broken card-set file and stores nothing', async () => {
    const { wrapper, cardSets, stored } = await mountGallery();
    const broken = structuredClone(rushSet) as unknown as { vehicles: Record<string, unknown>[] };
    broken.vehicles[3]!.cost = 40;
    broken.vehicles[7]!.nation = 'italy';
    await chooseFile(wrapper, JSON.stringify(broken), 'broken.json');
    expect(cardSets.validate).toHaveBeenCalledTimes(1);
    expect(cardSets.import).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    const rows = wrapper.findAll('[data-testid="card-set-issues"] tbody tr').map((r) => r.text());
    expect(rows.some((r) => r.startsWith('vehicles[3].cost'))).toBe(true);
    expect(rows.some((r) => r.startsWith('vehicles[7].nation'))).toBe(true);
    expect(wrapper.find('[data-testid="card-set-result"]').attributes('role')).toBe('alert');
  });

  it('says when a file is not JSON', async () => {
    const { wrapper, cardSets } = await mountGallery();
    await chooseFile(wrapper, '{ "name": ', 'bad.json');
    expect(wrapper.find('[data-testid="card-set-result"]').text()).toContain('bad.json is not a JSON file');
    expect(cardSets.validate).not.toHaveBeenCalled();
  });

  it('imports a valid set, shows its cards, renames and deletes it', async () => {
    const { wrapper, stored } = await mountGallery();
    const mine = structuredClone(rushSet);
    mine.vehicles[0]!.name = 'Renamed tank';
    await wrapper.find('[data-testid="card-set-name"]').setValue('My corrections');
    await chooseFile(wrapper, JSON.stringify(mine));
    expect([...stored.values()].map((s) => s.name)).toEqual(['My corrections']);
    expect((wrapper.find('[data-testid="cards-set"]').element as HTMLSelectElement).value).toBe('h1');
    await flushPromises();
    expect(wrapper.findAll('.vehicle-card h3')[0]!.text()).toBe('Renamed tank');
    expect(wrapper.find('[data-testid="card-set-result"]').attributes('role')).toBe('status');

    await wrapper.find('.set-actions button').trigger('click');
    await wrapper.find('.rename input').setValue('Fixed set');
    await wrapper.find('.rename').trigger('submit');
    await flushPromises();
    expect(stored.get('h1')!.name).toBe('Fixed set');
    vi.stubGlobal('confirm', vi.fn(() => true));
    await wrapper.find('.set-actions .danger').trigger('click');
    await flushPromises();
    vi.unstubAllGlobals();
    expect(stored.size).toBe(0);
    expect((wrapper.find('[data-testid="cards-set"]').element as HTMLSelectElement).value).toBe('');
    expect(wrapper.findAll('.vehicle-card h3')[0]!.text()).toBe(rushSet.vehicles[0]!.name);
  });
});
