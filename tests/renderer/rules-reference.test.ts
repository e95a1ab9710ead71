// @vitest-environment happy-dom
// The rules reference: both games' summaries, search that narrows to matching passages, highlighting.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createMemoryHistory, createRouter } from 'vue-router';
import { createPinia, setActivePinia } from 'pinia';
import { useMatchStore } from '@renderer/stores/match';
import RulesView from '@renderer/views/RulesView.vue';
import { highlightParts, RULES, searchRules } from '@renderer/rules/rules-text';

const rush = RULES.find((r) => r.gameId === 'rush')!;
const ruckus = RULES.find((r) => r.gameId === 'ruckus')!;

describe('rules text', () => {
  it('covers both games with unique section ids', () => {
    const ids = RULES.flatMap((r) => r.sections.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rush.sections.length).toBeGreaterThan(8);
    expect(ruckus.sections.length).toBeGreaterThan(8);
  });

  it('keeps the numbers the engines enforce', () => {
    const text = (r: typeof rush) => r.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text(ruckus)).toContain('at most 12 draft points');
    expect(text(ruckus)).toContain('3-2-1 rule');
    expect(text(rush)).toContain('3 medals');
    expect(text(rush)).toContain('ninth single-medal card');
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
