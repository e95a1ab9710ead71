// @vitest-environment happy-dom
// Rush card faces: every engine instance id resolves to the right card of the set, and the large view (the card
// menu's preview) follows hover and keyboard focus.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import CardMenu from '@renderer/components/table/CardMenu.vue';
import type { RushCardSet } from '@shared/games/rush-view';
import RushCard from '@renderer/tables/rush/RushCard.vue';
import { cardInfo, describeCard } from '@renderer/tables/rush/card-info';
import { rushGame } from '@main/games/rush/game';
import { defaultCardSet } from '@main/games/rush/default-set';

const set = defaultCardSet as RushCardSet;

describe('Rush card ids', () => {
  it('resolves every instance id the engine gives (vehicles, barracks, bases, medals) to the card it names', () => {
    const c = rushGame.cards;
    for (let i = 0; i < c.total; i++) {
      const found = cardInfo(set, c.ids[i]!);
      expect(found, c.ids[i]).not.toBeNull();
      const info = found!;
      // The engine names cards by the set's name, with a suffix for bases and medal cards.
      expect(c.names[i]!.startsWith(info.name), `${c.ids[i]}: ${c.names[i]} vs ${info.name}`).toBe(true);
      if (info.kind === 'vehicle') expect([info.cost, info.resources, info.strength, info.armour]).toEqual([c.cost[i], c.resources[i], c.strength[i], c.armour[i]]);
      if (info.kind === 'barracks') expect(info.resources).toBe(c.resources[i]);
      if (info.kind === 'medal') expect(info.medals).toBe(c.medals[i]);
    }
  });

  it('refuses ids that are not of the set', () => {
    expect(cardInfo(set, 'v101')).toBeNull();
    expect(cardInfo(set, 'p1-b7')).toBeNull();
    expect(cardInfo(set, 'm1-italy-1')).toBeNull();
  });

  it('describes a card completely in words: nation, class, stats, abilities, passives', () => {
    const index = set.vehicles.findIndex((v) => v.passives.includes('national-resources') && v.abilities.length === 0);
    const v = set.vehicles[index]!;
    const text = describeCard(cardInfo(set, `v${index + 1}`), `v${index + 1}`);
    expect(text).toContain(`cost ${v.cost}; resources ${v.resources}; strength ${v.strength}; armour ${v.armour}`);
    expect(text).toMatch(/Resources only for (USSR|USA|Germany|France) cards\./);
  });
});

describe('Rush card face', () => {
  it('shows the large view beside the table while hovered or focused, closes when both leave, and marks damage in words', async () => {
    const Wrapped = defineComponent({
      setup: () => () => h(CardMenu, { label: 'KV', actions: [] }, {
        default: () => h(RushCard, { id: 'v15', set, damaged: true }),
        preview: () => h(RushCard, { id: 'v15', set, full: true, damaged: true }),
      }),
    });
    const w = mount(Wrapped, { attachTo: document.body });
    const card = w.findComponent(RushCard);
    expect(card.vm.label).toMatch(/; damaged$/);
    expect(w.find('.face').text()).toContain('Damaged');
    const preview = () => document.querySelector('[data-testid="card-preview"]');
    expect(preview()).toBeNull();
    await w.find('.card-menu').trigger('mouseenter');
    expect(preview()?.textContent).toContain(set.vehicles[14]!.name);
    // The preview is not inside the card: it never covers what the player clicks.
    expect(w.find('.card-menu').element.contains(preview())).toBe(false);
    await w.find('.card-menu').trigger('mouseleave');
    expect(preview()).toBeNull();
    await w.find('.card-menu').trigger('focusin');
    expect(preview()).not.toBeNull();
    await w.find('.card-menu').trigger('focusout');
    expect(preview()).toBeNull();
    w.unmount();
  });
});
