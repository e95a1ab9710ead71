// @vitest-environment happy-dom
// The army builder against a fake deck service that checks armies with the real Ruckus army rules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { ArmyInput, BattleReport, BattleRunInput, CoachInput, SavedArmy } from '@shared/contract';
import { ApiError, type ApiClient } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import ArmyBuilderView from '@renderer/views/ArmyBuilderView.vue';
import { useArmiesStore } from '@renderer/stores/armies';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { armyPoints, checkArmy } from '@main/games/ruckus/army';
import { draftCoach } from '@main/ai/games/ruckus-coach';
import type { Guild } from '@shared/games/ruckus/cards';

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
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  const report = (input: BattleRunInput, over: Partial<BattleReport> = {}): BattleReport => ({
    runId: 'battle-1', status: 'running', level: input.level ?? 'heuristic', games: input.games, played: 0, wins: 0, losses: 0, draws: 0, winRate: 0, interval: { low: 0, high: 1 }, wentFirst: 0,
    army: { name: input.army.kind === 'units' ? input.army.name ?? 'Unsaved army' : 'x', guild: 'fighters', units: [] }, opponent: { name: 'Basic clerics', guild: 'clerics', units: [] }, ...over,
  });
  const battle = {
    run: vi.fn(async (input: BattleRunInput) => report(input)),
    cancel: vi.fn(async () => ({ cancelled: true })),
    status: vi.fn(),
    // The real coach function behind a fake service.
    coach: vi.fn(async (input: CoachInput) => {
      const candidates = input.candidates ?? defaultCardSet.units.filter((u) => u.guild === input.guild && u.level !== 'S' && !input.picked.includes(u.id)).map((u) => u.id);
      return draftCoach(defaultCardSet, input.guild as Guild, input.picked, candidates, { child: !!input.child, players: input.players });
    }),
  };
  const on = (event: string, listener: (payload: unknown) => void) => {
    listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    return () => listeners.set(event, (listeners.get(event) ?? []).filter((l) => l !== listener));
  };
  const emit = (event: string, payload: unknown) => { for (const l of listeners.get(event) ?? []) l(payload); };
  const client = { api: { decks, battle, cardSets: { builtIn: vi.fn(async () => ({ gameId: 'ruckus', content: defaultCardSet })) } }, on, transport: { kind: 'web' } } as unknown as ApiClient;
  return { client, decks, stored, battle, emit, report };
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

  it('tests the army: sends it with the chosen opponent, games and AI, shows progress, the result and its interval, and cancels', async () => {
    const { wrapper, battle, emit, report } = await mountBuilder();
    await settle();
    // An empty Advanced army is legal: the button is enabled once the check answered.
    const runButton = wrapper.find('[data-testid="tester-run"]');
    expect(runButton.attributes('disabled')).toBeUndefined();
    const opponents = wrapper.findAll('[data-testid="tester-opponent"] option').map((o) => o.text());
    expect(opponents).toEqual(['Basic Thieves', 'Basic Clerics', 'Basic Necromancers']);
    await wrapper.find('[data-testid="army-name"]').setValue('Hammer');
    await wrapper.find('[data-testid="pool-F18"] button').trigger('click');
    await wrapper.find('[data-testid="tester-opponent"]').setValue('basic:clerics');
    await wrapper.find('[data-testid="tester-games"]').setValue('20');
    await wrapper.find('[data-testid="tester-level"]').setValue('easy');
    await settle();
    await wrapper.find('[data-testid="army-tester"] form').trigger('submit');
    await flushPromises();
    expect(battle.run).toHaveBeenCalledWith({ army: { kind: 'units', guild: 'fighters', units: ['F18'], name: 'Hammer' }, opponent: { kind: 'basic', guild: 'clerics' }, games: 20, level: 'easy' });
    const input = battle.run.mock.calls[0]![0];
    expect(wrapper.find('[data-testid="tester-status"]').text()).toBe('Playing: 0 of 20 games done');
    expect(wrapper.find('[data-testid="tester-run"]').attributes('disabled')).toBeDefined();
    emit('battle.progress', report(input, { played: 5, wins: 3, losses: 1, draws: 1, winRate: 0.6, interval: { low: 0.23, high: 0.88 } }));
    emit('battle.progress', report(input, { runId: 'other', played: 9 }));
    await flushPromises();
    expect(wrapper.find('[data-testid="tester-status"]').text()).toBe('Playing: 5 of 20 games done');
    expect((wrapper.find('[data-testid="tester-progress"]').element as HTMLProgressElement).value).toBe(5);
    expect(wrapper.find('[data-testid="tester-wins"]').text()).toBe('3');
    expect(wrapper.find('[data-testid="tester-rate"]').text()).toBe('Win rate 60%; 95% interval 23% to 88%');
    await wrapper.find('[data-testid="tester-cancel"]').trigger('click');
    expect(battle.cancel).toHaveBeenCalledWith({ runId: 'battle-1' });
    emit('battle.progress', report(input, { status: 'cancelled', played: 6, wins: 4, losses: 1, draws: 1, winRate: 4 / 6, interval: { low: 0.3, high: 0.9 } }));
    // A late tick never overwrites the final report.
    emit('battle.progress', report(input, { played: 7 }));
    await flushPromises();
    expect(wrapper.find('[data-testid="tester-status"]').text()).toBe('Cancelled after 6 of 20 games');
    expect(wrapper.find('[data-testid="tester-cancel"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="tester-rate"]').text()).toContain('67%');
  });

  it('will not test an illegal or Draft army, or a number of games out of range, and says why', async () => {
    const { wrapper, store, battle } = await mountBuilder();
    for (const id of ['F18', 'F19', 'F20', 'F21', 'F22', 'F23', 'F07']) store.addUnit(id);
    await settle();
    expect(wrapper.find('[data-testid="tester-run"]').attributes('disabled')).toBeDefined();
    expect(wrapper.find('[data-testid="tester-blocked"]').text()).toBe('Make the army legal first.');
    store.draft.units = [];
    await wrapper.find('[data-testid="tester-games"]').setValue('500');
    await settle();
    expect(wrapper.find('[data-testid="tester-blocked"]').text()).toBe('Choose between 10 and 200 games.');
    store.draft.kind = 'draft';
    await settle();
    expect(wrapper.find('[data-testid="tester-blocked"]').text()).toContain('Only an Advanced army');
    await wrapper.find('[data-testid="army-tester"] form').trigger('submit');
    expect(battle.run).not.toHaveBeenCalled();
  });

  it('shows the draft coach: value per point, fit and reason for each unit, sortable, updated as units are added', async () => {
    const { wrapper, battle } = await mountBuilder();
    await settle();
    const rows = () => wrapper.findAll('[data-testid="coach-table"] tbody tr');
    const fighters = defaultCardSet.units.filter((u) => u.guild === 'fighters' && u.level !== 'S');
    expect(rows()).toHaveLength(fighters.length);
    const advice = draftCoach(defaultCardSet, 'fighters', [], fighters.map((u) => u.id));
    // Best first, as the coach ranks them, with the reason in words.
    expect(rows().map((r) => r.attributes('data-testid'))).toEqual(advice.map((a) => `coach-${a.card}`));
    expect(rows()[0]!.find('.reason').text()).toBe(advice[0]!.reason);
    // Sorting by value per point: descending, then ascending on a second click.
    await wrapper.find('[data-testid="coach-sort-valuePerPoint"]').trigger('click');
    const vpp = () => wrapper.findAll('[data-testid="coach-table"] tbody tr').map((r) => advice.find((a) => `coach-${a.card}` === r.attributes('data-testid'))!.valuePerPoint);
    expect(vpp()).toEqual([...vpp()].sort((a, b) => b - a));
    expect(wrapper.find('[data-testid="coach-sort-valuePerPoint"]').element.parentElement!.getAttribute('aria-sort')).toBe('descending');
    await wrapper.find('[data-testid="coach-sort-valuePerPoint"]').trigger('click');
    expect(vpp()).toEqual([...vpp()].sort((a, b) => a - b));
    // Adding a unit from the coach asks again with it picked, and it leaves the list.
    const first = advice[0]!.card;
    await wrapper.find(`[data-testid="coach-${first}"] button`).trigger('click');
    await settle();
    expect(battle.coach).toHaveBeenLastCalledWith({ guild: 'fighters', picked: [first], players: 2, child: false });
    expect(wrapper.find(`[data-testid="coach-${first}"]`).exists()).toBe(false);
    expect(rows()).toHaveLength(fighters.length - 1);
  });

  it('rates the units for the chosen number of players and for Child Friendly games', async () => {
    const { wrapper, battle } = await mountBuilder();
    await settle();
    const order = () => wrapper.findAll('[data-testid="coach-table"] tbody tr').map((r) => r.attributes('data-testid'));
    const ids = defaultCardSet.units.filter((u) => u.guild === 'fighters' && u.level !== 'S').map((u) => u.id);
    const expected = (options: { players: number; child: boolean }) => draftCoach(defaultCardSet, 'fighters', [], ids, options).map((a) => `coach-${a.card}`);
    expect(order()).toEqual(expected({ players: 2, child: false }));
    await wrapper.find('[data-testid="coach-players"]').setValue('4');
    await settle();
    expect(battle.coach).toHaveBeenLastCalledWith({ guild: 'fighters', picked: [], players: 4, child: false });
    expect(order()).toEqual(expected({ players: 4, child: false }));
    await wrapper.find('[data-testid="coach-child"]').setValue(true);
    await settle();
    expect(battle.coach).toHaveBeenLastCalledWith({ guild: 'fighters', picked: [], players: 4, child: true });
    expect(order()).toEqual(expected({ players: 4, child: true }));
    // The three ratings differ, so the rows really follow the choice.
    expect(new Set([expected({ players: 2, child: false }), expected({ players: 4, child: false }), expected({ players: 4, child: true })].map((o) => o.join()))).toHaveProperty('size', 3);
  });
});
