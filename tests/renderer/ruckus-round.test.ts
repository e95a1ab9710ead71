// @vitest-environment happy-dom
// The Ruckus table answers the position on screen: the declared totals (the Camp's ranking and the players' "Declared"
// chips) show only while that fight's damage is dealt, never into the next round, even if a preview of the last fight
// were still at hand; and in Pure Guild the Upgrade deck figure is the player's own deck.
import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { ruckusGame } from '@main/games/ruckus/game';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import type { RuckusState } from '@main/games/ruckus/state';
import type { RuckusAction, RuckusCardSet, RuckusPreview, RuckusView } from '@shared/games/ruckus-view';
import { cardBook } from '@renderer/tables/ruckus/cards';
import RuckusBoard from '@renderer/tables/ruckus/RuckusBoard.vue';
import CampBand from '@renderer/tables/ruckus/CampBand.vue';
import { createMatchShell, provideMatchShell } from '@renderer/components/table/shell';
import { provideApi } from '@renderer/api/use-api';

const book = cardBook(defaultCardSet as unknown as RuckusCardSet);
const names = ['Ada', 'Bot', 'Cy', 'Dee'];
let wrapper: VueWrapper | null = null;
afterEach(() => { wrapper?.unmount(); wrapper = null; document.body.innerHTML = ''; });

function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x % n; };
}

function seatProps(s: RuckusState, seat: number) {
  const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
  return {
    view: ruckusGame.view(s, seat) as unknown as RuckusView,
    book,
    legal: legal.map((action) => ({ action, text: ruckusGame.describe(action as never, s) })),
    preview: ruckusGame.preview!(s, seat, legal) as RuckusPreview,
    busy: false, seatNames: names, pending: ruckusGame.pending(s), outcome: ruckusGame.outcome(s),
  };
}

function mountBoard(p: ReturnType<typeof seatProps>): VueWrapper {
  const shell = createMatchShell();
  const Host = defineComponent({ setup() { provideMatchShell(shell); return () => h(RuckusBoard as never, { ...p }); } });
  wrapper?.unmount();
  // The formation editor asks the API only for a hint, which this test never does.
  wrapper = mount(Host, { attachTo: document.body, global: { plugins: [{ install: (app) => provideApi(app, { api: {}, on: () => () => undefined } as never) }] } });
  return wrapper;
}

/** The declared totals the board shows: the Camp's ranking and each player's "Declared" chip, by seat. */
function shownDeclared(w: VueWrapper): { ranking: boolean; chips: Map<number, number> } {
  const chips = new Map<number, number>();
  for (const el of w.findAll('[data-testid^="declared-"]')) {
    if (!/^Declared\b/.test(el.text())) continue;
    chips.set(Number(el.attributes('data-testid')!.slice('declared-'.length)), Number(el.find('b').text()));
  }
  return { ranking: w.find('[data-testid="declared"]').exists(), chips };
}

const DEALING = new Set(['resolution', 'fall', 'after-fall']);

describe('declared damage answers the fight being dealt', () => {
  it('shows each fight\'s own totals while they are dealt and none in the rounds after, through a whole game', () => {
    const s = ruckusGame.setup({ players: 3, setup: 'basic', maxRounds: 4 }, 21) as RuckusState;
    const rand = lcg(9);
    const looked = new Set<string>();
    let dealt = 0, after = 0;
    let lastFight: ReturnType<typeof seatProps> | null = null;
    let staleChecked = 0;
    for (let n = 0; n < 20000 && s.phase !== 'over'; n++) {
      const key = `${s.round}/${s.cycle}/${s.phase}`;
      if (!looked.has(key)) {
        looked.add(key);
        const p = seatProps(s, 0);
        const shown = shownDeclared(mountBoard(p));
        if (DEALING.has(s.phase) && s.declared.some((d) => d >= 0)) {
          dealt++;
          // The totals of this fight, as the engine declared them.
          expect(shown.ranking).toBe(true);
          const fighting = s.declared.flatMap((d, seat) => (d >= 0 ? [[seat, d] as const] : []));
          expect([...shown.chips.entries()].sort()).toEqual(fighting);
          lastFight = p;
        } else if (s.phase === 'formation' || s.phase === 'recruit' || s.phase === 'bury' || s.phase === 'upgrade') {
          after++;
          expect(shown).toEqual({ ranking: false, chips: new Map() });
          // Even with the last fight's preview still at hand, a later position shows none of its totals.
          if (lastFight && s.round > lastFight.view.round) {
            expect(shownDeclared(mountBoard({ ...p, preview: lastFight.preview }))).toEqual({ ranking: false, chips: new Map() });
            staleChecked++;
          }
        }
      }
      const seat = ruckusGame.pending(s)[0]!.player;
      const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
      expect(ruckusGame.step(s, seat, legal[rand(legal.length)]!)).toBeNull();
    }
    expect(s.round).toBeGreaterThan(2);
    expect(dealt).toBeGreaterThan(2);
    expect(after).toBeGreaterThan(2);
    expect(staleChecked).toBeGreaterThan(0);
  });
});

describe('Pure Guild', () => {
  it('shows the player\'s own Upgrade deck, not the empty shared one', () => {
    const s = ruckusGame.setup({ players: 2, setup: 'pure' }, 4) as RuckusState;
    const rand = lcg(2);
    for (let n = 0; n < 2000 && s.phase !== 'formation'; n++) {
      const seat = ruckusGame.pending(s)[0]!.player;
      const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
      expect(ruckusGame.step(s, seat, legal[rand(legal.length)]!)).toBeNull();
    }
    expect(s.phase).toBe('formation');
    for (const seat of [0, 1]) {
      const p = seatProps(s, seat);
      expect(p.view.upgradeCount).toBe(0);
      const own = p.view.seats[seat]!.upgradeCount;
      expect(own).toBeGreaterThan(0);
      wrapper?.unmount();
      wrapper = mount(CampBand, { props: { view: p.view, preview: p.preview, book, nameOf: (i: number) => names[i]!, round: p.view.round }, attachTo: document.body });
      expect(wrapper.get('[data-testid="upgrade-count"]').text()).toBe(`Your upgrades ${own}`);
    }
  });

  it('keeps the shared Upgrade deck\'s figure in the other setups', () => {
    const s = ruckusGame.setup({ players: 2, setup: 'basic' }, 4) as RuckusState;
    const p = seatProps(s, 0);
    expect(p.view.upgradeCount).toBeGreaterThan(0);
    wrapper = mount(CampBand, { props: { view: p.view, preview: p.preview, book, nameOf: (i: number) => names[i]!, round: p.view.round }, attachTo: document.body });
    expect(wrapper.get('[data-testid="upgrade-count"]').text()).toBe(`Upgrades ${p.view.upgradeCount}`);
  });
});
