// @vitest-environment happy-dom
// The rules reference: both games' summaries agree with the engines and the default card sets, search narrows to
// matching passages, highlighting keeps every character.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createMemoryHistory, createRouter } from 'vue-router';
import { createPinia, setActivePinia } from 'pinia';
import { useMatchStore } from '@renderer/stores/match';
import RulesView from '@renderer/views/RulesView.vue';
import { highlightParts, RULES, searchRules } from '@renderer/rules/rules-text';
import { defaultCardSet as ruckusCards } from '@main/games/ruckus/card-set';
import { GUILDS } from '@shared/games/ruckus/cards';
import { DRAFT_POINTS, DRAW_LIMIT, PURE_UPGRADE_DECK, VICTORY_DECK_SIZE } from '@main/games/ruckus/rules';
import { ROW_CAP } from '@main/games/ruckus/state';
import { DRAFT_POINTS as SHARED_DRAFT_POINTS, RUCKUS_GUILDS } from '@shared/games/ruckus-view';
import { Ability as RushAbility } from '@shared/games/rush/cards';
import { defaultCardSet as rushCards } from '@main/games/rush/default-set';

const RUSH_ABILITIES = RushAbility.options.map((o) => o.shape.kind.value);

const rush = RULES.find((r) => r.gameId === 'rush')!;
const ruckus = RULES.find((r) => r.gameId === 'ruckus')!;

describe('rules text', () => {
  it('covers both games with unique section ids', () => {
    const ids = RULES.flatMap((r) => r.sections.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rush.sections.length).toBeGreaterThan(8);
    expect(ruckus.sections.length).toBeGreaterThan(8);
  });

  // The summary's numbers and lists are read out of its text and held against the engines' own constants and the
  // default card sets, so a change on either side that leaves them apart fails here.
  const paragraphs = (r: typeof rush, id?: string) => r.sections.filter((s) => !id || s.id === id).flatMap((s) => s.paragraphs).join(' ');
  const number = (text: string, pattern: RegExp): number[] => {
    const m = pattern.exec(text);
    expect(m, `the rules summary should say ${pattern}`).not.toBeNull();
    return m!.slice(1).map(Number);
  };
  const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

  it('Ruckus: the draft points, the 3-2-1 rule, the draw, the Victory deck and the guilds are the engine\'s', () => {
    const text = paragraphs(ruckus);
    expect(number(text, /at most (\d+) draft points/)).toEqual([DRAFT_POINTS]);
    // The army builder counts by the shared constants; the engine keeps its own copy until it imports them.
    expect(SHARED_DRAFT_POINTS).toBe(DRAFT_POINTS);
    expect([...RUCKUS_GUILDS]).toEqual([...GUILDS]);
    expect(number(text, /(\d)-(\d)-(\d) rule/)).toEqual([...ROW_CAP]);
    expect(number(text, /at most (\d) in the first row, (\d) in the second and (\d) in the third/)).toEqual([...ROW_CAP]);
    expect(number(text, /draw (\d+) cards/)).toEqual([DRAW_LIMIT]);
    expect(number(text, /fight combat rounds for (\d+) Victory cards/)).toEqual([VICTORY_DECK_SIZE]);
    expect(text).toContain(`When the ${ORDINALS[VICTORY_DECK_SIZE]} is won`);
    expect(number(text, /private upgrade deck of (\d+) unchosen cards/)).toEqual([PURE_UPGRADE_DECK]);
    const [perGuild, starting] = number(text, /has (\d+) units: (\d+) Starting units/);
    for (const guild of GUILDS) {
      const units = ruckusCards.units.filter((u) => u.guild === guild);
      expect([units.length, units.filter((u) => u.level === 'S').length], guild).toEqual([perGuild, starting]);
      expect(text, guild).toContain(guild[0]!.toUpperCase() + guild.slice(1));
    }
  });

  it('Rush: the bases, the squad, the vehicle deck, the medal decks and the achievements are the default set\'s', () => {
    const text = paragraphs(rush);
    expect(number(text, /Each player gets (\d+) bases/)).toEqual([rushCards.base.perPlayer]);
    expect(number(text, /every enemy base you destroy is worth (\d+) medals/)).toEqual([rushCards.base.medals]);
    expect(number(text, /(\d+) per captured base/)).toEqual([rushCards.base.medals]);
    expect(number(text, /Shuffle the (\d+) vehicle cards/)).toEqual([rushCards.vehicles.length]);
    const squad = rushCards.barracks.reduce((n, b) => n + b.count, 0);
    expect(text).toContain(`a squad of ${squad} barracks cards (${rushCards.barracks.map((b) => `${b.count} ${b.name}`).join(', ')})`);
    for (const [nation, deck] of Object.entries(rushCards.medals)) {
      expect(text, nation).toContain(`the ${ORDINALS[deck.one]} single-medal card of any nation`);
    }
    // Every kind of achievement the set lays out is described in the achievements section.
    const described = paragraphs(rush, 'rush-achievements').toLowerCase();
    const phrase: Record<string, string> = {
      'destroyed-bases': 'destroyed bases', light: 'light tanks', medium: 'medium tanks', spg: 'self-propelled guns', heavy: 'heavy tanks',
      auxiliary: 'auxiliary troops', 'double-medals': 'double-medal cards', 'largest-squad': 'largest squad',
    };
    for (const a of rushCards.achievements) {
      const nation = /^medals-(\w+)$/.exec(a.kind)?.[1];
      expect(described, a.kind).toContain(nation ?? phrase[a.kind]!);
    }
    // Every ability a card may have is explained by its name.
    for (const kind of RUSH_ABILITIES) expect(paragraphs(rush, 'rush-abilities'), kind).toContain(`${kind[0]!.toUpperCase()}${kind.slice(1)}:`);
  });

  it('finds passages that mention every word of the query, in any case', () => {
    const found = searchRules(ruckus, 'SHIELD unblockable');
    expect(found.length).toBeGreaterThan(0);
    expect(found.flatMap((s) => s.paragraphs).every((p) => /shield/i.test(p) && /unblockable/i.test(p))).toBe(true);
    expect(searchRules(ruckus, 'zzzz')).toEqual([]);
    expect(searchRules(rush, '  ')).toBe(rush.sections);
  });

  it('keeps a whole section when its title matches', () => {
    expect(searchRules(rush, 'achievements').find((s) => s.id === 'rush-achievements')!.paragraphs).toEqual(rush.sections.find((s) => s.id === 'rush-achievements')!.paragraphs);
  });

  it('splits text into highlighted runs without losing characters, even for regex characters', () => {
    const parts = highlightParts('Shields stop damage; a shield (once).', 'shield (once');
    expect(parts.map((p) => p.text).join('')).toBe('Shields stop damage; a shield (once).');
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['Shield', 'shield', '(once']);
  });
});

describe('rules screen', () => {
  it('switches game and narrows the sections as the player types', async () => {
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: RulesView }, { path: '/cards', component: RulesView }] });
    const wrapper = mount(RulesView, { global: { plugins: [router, createPinia()] } });
    expect(wrapper.find('[data-testid="rules-sections"]').text()).toContain('Buying');
    await wrapper.find('[data-testid="rules-game-ruckus"]').trigger('click');
    expect(wrapper.find('[data-testid="rules-game-ruckus"]').attributes('aria-pressed')).toBe('true');
    expect(wrapper.findAll('[data-testid="rules-sections"] section')).toHaveLength(ruckus.sections.length);
    await wrapper.find('[data-testid="rules-search"]').setValue('falling');
    const shown = wrapper.findAll('[data-testid="rules-sections"] section');
    expect(shown.length).toBe(searchRules(ruckus, 'falling').length);
    expect(wrapper.findAll('mark').every((m) => m.text().toLowerCase() === 'falling')).toBe(true);
    expect(wrapper.find('[data-testid="rules-count"]').text()).toContain('mention “falling”');
    await wrapper.find('[data-testid="rules-search"]').setValue('zzzz');
    expect(wrapper.find('[data-testid="rules-sections"]').text()).toContain('Nothing in the Ruckus: The Goblin Army Game rules mentions “zzzz”');
  });

  it('opens on the game asked for, else on the game played last (the match screen\'s Rules link names its game)', async () => {
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/rules', component: RulesView }, { path: '/cards', component: RulesView }] });
    const pinia = createPinia();
    setActivePinia(pinia);
    await router.push('/rules?game=ruckus');
    const asked = mount(RulesView, { global: { plugins: [router, pinia] } });
    expect(asked.find('[data-testid="rules-game-ruckus"]').attributes('aria-pressed')).toBe('true');
    expect(asked.find('[data-testid="rules-sections"]').text()).toContain(ruckus.sections[0]!.title);
    asked.unmount();
    await router.push('/rules');
    useMatchStore().lastGameId = 'ruckus';
    const last = mount(RulesView, { global: { plugins: [router, pinia] } });
    expect(last.find('[data-testid="rules-game-ruckus"]').attributes('aria-pressed')).toBe('true');
    last.unmount();
    useMatchStore().lastGameId = null;
    const fresh = mount(RulesView, { global: { plugins: [router, pinia] } });
    expect(fresh.find('[data-testid="rules-game-rush"]').attributes('aria-pressed')).toBe('true');
  });
});
