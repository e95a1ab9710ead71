// @vitest-environment happy-dom
// The army builder against a fake deck service that checks armies with the real Ruckus army rules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { ArmyInput, SavedArmy } from '@shared/contract';
import { ApiError, type ApiClient } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import ArmyBuilderView from '@renderer/views/ArmyBuilderView.vue';
import { useArmiesStore } from '@renderer/stores/armies';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { armyPoints, checkArmy } from '@main/games/ruckus/army';

function fakeClient() {
  const stored = new Map<string, SavedArmy>();
  let next = 1;
  const toSaved = (a: ArmyInput, id: string): SavedArmy => ({ id, kind: a.kind ?? 'army', name: a.name, guild: a.guild, units: [...a.units], notes: a.notes ?? '', points: armyPoints(defaultCardSet, { kind: a.kind ?? 'army', guild: a.guild, units: a.units }), createdAt: 1, updatedAt: 1 });
  const check = (a: ArmyInput) => checkArmy(defaultCardSet, { kind: a.kind ?? 'army', guild: a.guild, units: a.units });
  const decks = {
    list: vi.fn(async () => [...stored.values()]),
    check: vi.fn(async (a: ArmyInput) => { const issues = check(a); return { ok: issues.length === 0, points: armyPoints(defaultCardSet, { kind: 'army', guild: a.guild, units: a.units }), issues }; }),
    save: vi.fn(async (a: ArmyInput) => {
      const issues = check(a);
      if (issues.length) throw new ApiError({ kind: 'validation', message: `This army cannot be saved: ${issues[0]!.message}.`, issues });
      const saved = toSaved(a, a.id ?? `army-${next++}`);
      stored.set(saved.id, saved);
      return saved;
    }),
    duplicate: vi.fn(async ({ id, name }: { id: string; name: string }) => { const copy = { ...stored.get(id)!, id: `army-${next++}`, name }; stored.set(copy.id, copy); return copy; }),
    delete: vi.fn(async ({ id }: { id: string }) => ({ deleted: stored.delete(id) })),
    export: vi.fn(),
    import: vi.fn(async ({ file }: { file: unknown }) => {
      const f = file as { format?: string } & ArmyInput;
      if (f.format !== 'skirmish-army') throw new ApiError({ kind: 'validation', message: 'This is not a Skirmish army file.', issues: [{ path: 'format', message: 'Invalid input' }] });
      return decks.save(f);
    }),
    get: vi.fn(),
  };
  const client = { api: { decks, cardSets: { builtIn: vi.fn(async () => ({ gameId: 'ruckus', content: defaultCardSet })) } }, on: () => () => undefined, transport: { kind: 'web' } } as unknown as ApiClient;
  return { client, decks, stored };
}

const mounted: { unmount(): void }[] = [];
afterEach(() => { for (const w of mounted.splice(0)) w.unmount(); vi.unstubAllGlobals(); });

async function mountBuilder() {
  const fake = fakeClient();
  const pinia = createPinia();
  setActivePinia(pinia);
  const wrapper = mount(ArmyBuilderView, { global: { plugins: [pinia, { install: (app) => provideApi(app, fake.client) }] } });
  await flushPromises();
  mounted.push(wrapper);
  return { ...fake, wrapper, store: useArmiesStore(pinia) };
}

const settle = async () => { await new Promise((r) => setTimeout(r, 200)); await flushPromises(); };

describe('Ruckus army builder', () => {
  it('shows the guild\'s 6 Starting units as fixed and only that guild\'s draftable units by default', async () => {
    const { wrapper } = await mountBuilder();
    expect(wrapper.findAll('[data-testid="army-starting"] .unit-card')).toHaveLength(6);
    expect(wrapper.find('[data-testid="army-starting"]').text()).toContain('Grunt');
    const pool = wrapper.findAll('[data-testid="army-pool"] .unit-card');
    expect(pool).toHaveLength(19);
    expect(pool.every((c) => c.attributes('data-guild') === 'fighters')).toBe(true);
    await wrapper.find('[data-testid="army-guild"]').setValue('thieves');
    expect(wrapper.find('[data-testid="army-starting"]').text()).toContain('Cutpurse');
    expect(wrapper.find('[data-testid="army-pool"]').text()).toContain('Mugger');
  });

  it('counts draft points live and says why an army over 12 points is illegal', async () => {
    const { wrapper, store } = await mountBuilder();
    for (const id of ['F18', 'F19', 'F20', 'F21', 'F22']) await wrapper.find(`[data-testid="pool-${id}"] button`).trigger('click');
    expect(wrapper.find('[data-testid="army-points"]').text()).toContain('10 of 12 draft points, 2 left');
    await settle();
    expect(wrapper.find('[data-testid="army-verdict"]').text()).toContain('legal army');
    await wrapper.find('[data-testid="pool-F23"] button').trigger('click');
    await wrapper.find('[data-testid="pool-F07"] button').trigger('click');
    expect(store.draft.units).toEqual(['F18', 'F19', 'F20', 'F21', 'F22', 'F23', 'F07']);
    expect(store.points).toBe(13);
    expect(wrapper.find('[data-testid="army-points"]').text()).toContain('1 too many');
    await settle();
    expect(wrapper.find('[data-testid="army-verdict"]').text()).toContain('13 draft points');
  });

  it('filters the units by level, attack type and skill kind', async () => {
    const { wrapper } = await mountBuilder();
    await wrapper.find('[data-testid="filter-guild"]').setValue('');
    await wrapper.find('[data-testid="filter-level"]').setValue('2');
    await wrapper.find('[data-testid="filter-attack"]').setValue('ranged');
    const names = wrapper.findAll('[data-testid="army-pool"] h3').map((h) => h.text().replace(' ★ starred', ''));
    const expected = defaultCardSet.units.filter((u) => u.level === 2 && u.ranged > 0).map((u) => u.name);
    expect(names).toEqual(expected);
    await wrapper.find('[data-testid="filter-skill"]').setValue('none');
    expect(wrapper.findAll('[data-testid="army-pool"] .unit-card').length).toBe(expected.filter((n) => !defaultCardSet.units.find((u) => u.name === n)!.skill).length);
  });

  it('saves a legal army and refuses an illegal one with its reason', async () => {
    const { wrapper, decks, stored } = await mountBuilder();
    await wrapper.find('[data-testid="army-name"]').setValue('Shield wall');
    await wrapper.find('[data-testid="pool-F07"] button').trigger('click');
    await wrapper.find('form.army-form').trigger('submit');
    await flushPromises();
    expect([...stored.values()].map((a) => [a.name, a.units])).toEqual([['Shield wall', ['F07']]]);
    expect(wrapper.find('[data-testid="army-notice"]').text()).toContain('Saved');
    expect(wrapper.find('[data-testid="saved-Shield wall"]').exists()).toBe(true);

    await wrapper.find('[data-testid="filter-guild"]').setValue('thieves');
    await wrapper.find('[data-testid="pool-T07"] button').trigger('click');
    await wrapper.find('form.army-form').trigger('submit');
    await flushPromises();
    expect(decks.save).toHaveBeenCalledTimes(2);
    expect(stored.get('army-1')!.units).toEqual(['F07']);
    expect(wrapper.find('[data-testid="army-refusal"]').text()).toContain('Mugger belongs to the thieves');
  });

  it('renames, duplicates and deletes a saved army', async () => {
    const { wrapper, stored, store } = await mountBuilder();
    await wrapper.find('[data-testid="army-name"]').setValue('First');
    await wrapper.find('form.army-form').trigger('submit');
    await flushPromises();
    vi.stubGlobal('confirm', vi.fn(() => true));
    await wrapper.find('[aria-label="Rename First"]').trigger('click');
    await wrapper.find('[data-testid="naming-input"]').setValue('Renamed');
    await wrapper.find('form.naming').trigger('submit');
    await flushPromises();
    expect(stored.get('army-1')!.name).toBe('Renamed');
    expect(store.draft.name).toBe('Renamed');
    await wrapper.find('[aria-label="Duplicate Renamed"]').trigger('click');
    expect((wrapper.find('[data-testid="naming-input"]').element as HTMLInputElement).value).toBe('Renamed (copy)');
    await wrapper.find('[data-testid="naming-input"]').setValue('Copy');
    await wrapper.find('form.naming').trigger('submit');
    await flushPromises();
    expect([...stored.values()].map((a) => a.name).sort()).toEqual(['Copy', 'Renamed']);
    await wrapper.find('[aria-label="Delete Renamed"]').trigger('click');
    await flushPromises();
    expect([...stored.values()].map((a) => a.name)).toEqual(['Copy']);
    expect(store.draft.id).toBeUndefined();
  });

  it('drops the old guild\'s drafted units when an Advanced army changes guild, but not a Draft army\'s', async () => {
    const { wrapper, store } = await mountBuilder();
    await wrapper.find('[data-testid="pool-F07"] button').trigger('click');
    await wrapper.find('[data-testid="army-guild"]').setValue('clerics');
    expect(store.draft).toMatchObject({ guild: 'clerics', units: [] });
    expect(wrapper.find('[data-testid="army-notice"]').text()).toContain('Removed Captain');
    store.draft.kind = 'draft';
    store.addUnit('F07');
    await flushPromises();
    await wrapper.find('[data-testid="army-guild"]').setValue('thieves');
    expect(store.draft).toMatchObject({ guild: 'thieves', units: ['F07'] });
    await settle();
    expect(wrapper.find('[data-testid="army-verdict"]').text()).toContain('legal army for the Draft setup');
  });

  it('imports an army file and lists why a bad one is refused', async () => {
    const { store } = await mountBuilder();
    expect(await store.importText('not json')).toBe(false);
    expect(store.refusal?.message).toContain('not JSON');
    expect(await store.importText(JSON.stringify({ format: 'other' }))).toBe(false);
    expect(store.refusal?.issues).toEqual([{ path: 'format', message: 'Invalid input' }]);
    expect(await store.importText(JSON.stringify({ format: 'skirmish-army', version: 1, kind: 'army', name: 'Imported', guild: 'clerics', units: [] }))).toBe(true);
    expect(store.draft).toMatchObject({ name: 'Imported', guild: 'clerics' });
    expect(store.saved.map((a) => a.name)).toEqual(['Imported']);
  });
});
