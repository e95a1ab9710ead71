// @vitest-environment happy-dom
// Ruckus card faces and the phase bar: guild frames and marks, stats with add-ons and damage, words for screen readers.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import type { RuckusCardSet, Unit } from '@shared/games/ruckus-view';
import { UNIT_FLAG } from '@shared/games/ruckus-view';
import { cardBook, unitStats } from '@renderer/tables/ruckus/cards';
import CardFace from '@renderer/tables/ruckus/CardFace.vue';
import RuckusCard from '@renderer/tables/ruckus/RuckusCard.vue';
import PhaseBar from '@renderer/tables/ruckus/PhaseBar.vue';

const set = defaultCardSet as unknown as RuckusCardSet;
const book = cardBook(set);
const unitNamed = (name: string) => set.units.find((u) => u.name === name)!;

describe('Ruckus card faces', () => {
  it('frames each guild, Kicker and Victory card in its own colour class and mark', () => {
    for (const guild of ['fighters', 'thieves', 'clerics', 'necromancers'] as const) {
      const u = set.units.find((c) => c.guild === guild)!;
      const w = mount(CardFace, { props: { id: u.id, book } });
      expect(w.classes()).toContain(`frame-${guild}`);
      expect(w.find(`.guild-mark.${guild}`).text()).toBe(String(u.level));
    }
    const k = mount(CardFace, { props: { id: set.kickers[0]!.id, book } });
    expect(k.classes()).toContain('frame-kicker');
    expect(k.find('.guild-mark.kicker').text()).toBe(String(set.kickers[0]!.number));
    const v = mount(CardFace, { props: { id: set.victory[0]!.id, book } });
    expect(v.classes()).toContain('frame-victory');
    expect(v.find('.guild-mark.victory').text()).toBe(String(set.victory[0]!.vp));
    expect(v.text()).toContain(set.victory[0]!.text);
  });

  it('counts add-on tokens and attached Kickers into the stats, marks damage on hearts and says it all in words', () => {
    const warlord = unitNamed('Warlord');
    const heartToken = set.tokens.find((t) => t.addOn === 'heart')!;
    const meleeToken = set.tokens.find((t) => t.addOn === 'melee')!;
    const unit: Unit = { id: warlord.id, row: 0, dmg: 2, f: 0, owner: 0, addOns: [heartToken.id, meleeToken.id], attached: [] };
    expect(unitStats(book, unit, warlord.id)).toEqual({ melee: warlord.melee + 1, ranged: warlord.ranged, shields: warlord.shields, hearts: warlord.hearts + 1 });
    const w = mount(RuckusCard, { props: { id: warlord.id, book, unit } });
    const face = w.findAll('.card-face')[0]!;
    expect(face.findAll('.heart-hit')).toHaveLength(2);
    expect(face.findAll('.stat-icon.heart')).toHaveLength(warlord.hearts + 1 - 2);
    expect(face.attributes('aria-label')).toContain(`${warlord.melee + 1} melee`);
    expect(face.attributes('aria-label')).toContain('2 damage');
    expect(w.find('.on-card').text()).toContain('heart add-on token');
    // The large view repeats the card for hover and keyboard focus.
    expect(w.find('.zoom .card-face.large').exists()).toBe(true);
  });

  it('shows a socketed action marker, a defeated unit and a face-down Zombie', () => {
    const active = set.units.find((u) => u.skill?.trigger === 'active')!;
    const socketed = mount(RuckusCard, { props: { id: active.id, book, unit: { id: active.id, row: 0, dmg: 0, f: UNIT_FLAG.MARKER | UNIT_FLAG.DEFEATED, owner: 0, addOns: [], attached: [] } } });
    expect(socketed.find('.socket.on').exists()).toBe(true);
    expect(socketed.find('.on-card').text()).toContain('Defeated');
    expect(socketed.findAll('.card-face')[0]!.attributes('aria-label')).toContain('action marker socketed');
    const zombie = mount(CardFace, { props: { id: active.id, book, unit: { id: active.id, row: 1, dmg: 0, f: UNIT_FLAG.ZOMBIE, owner: 0, addOns: [], attached: [] } } });
    expect(zombie.classes()).toContain('frame-zombie');
    expect(zombie.text()).toContain('Zombie');
    expect(zombie.text()).not.toContain(active.name);
  });
});

describe('the phase bar', () => {
  it('marks the current step in words and names who must act', () => {
    const w = mount(PhaseBar, { props: { phase: 'fall', round: 2, cycle: 1, waiting: 'waiting for Bot', hasHits: false } });
    const now = w.get('[aria-current="step"]');
    expect(now.text()).toContain('Falling forward');
    expect(w.findAll('li.done').map((l) => l.text())).toEqual(['✓Formation', '✓Recruit', '✓Activation', '✓Declaration', '✓Resolution']);
    expect(w.get('[data-testid="phase-now"]').text()).toBe('Falling forward — waiting for Bot');
    const draft = mount(PhaseBar, { props: { phase: 'draft', round: 0, cycle: 0, waiting: 'your decision', hasHits: false } });
    expect(draft.find('ol').exists()).toBe(false);
    expect(draft.text()).toContain('Draft: pick units in turn');
  });
});
