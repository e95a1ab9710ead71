// @vitest-environment happy-dom
// Ruckus card faces and the phase bar (guild frames and marks, stats with add-ons and damage, words for screen readers),
// and the table's wiring into the match page (card set loaded by match id, actions sent through the match store).
import { describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { mount } from '@vue/test-utils';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { ruckusGame } from '@main/games/ruckus/game';
import { provideApi } from '@renderer/api/use-api';
import { useMatchStore } from '@renderer/stores/match';
import type { RuckusCardSet, Unit } from '@shared/games/ruckus-view';
import { UNIT_FLAG } from '@shared/games/ruckus-view';
import { cardBook, unitStats } from '@renderer/tables/ruckus/cards';
import CardFace from '@renderer/tables/ruckus/CardFace.vue';
import RuckusCard from '@renderer/tables/ruckus/RuckusCard.vue';
import PhaseBar from '@renderer/tables/ruckus/PhaseBar.vue';
import RuckusTable from '@renderer/tables/ruckus/RuckusTable.vue';

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

  it('counts add-on tokens and attached Kickers into the stats, marks damage on hearts and says it all in words', async () => {
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
    // The large view repeats the card on hover and keyboard focus, and only then (a table holds dozens of cards).
    expect(w.find('.zoom').exists()).toBe(false);
    await w.trigger('focusin');
    expect(w.find('.zoom .card-face.large').exists()).toBe(true);
    await w.trigger('focusout');
    expect(w.find('.zoom').exists()).toBe(false);
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

describe('the Ruckus table in the match page', () => {
  it('loads the match card set, draws the board and sends a clicked table action through the match store', async () => {
    const s = ruckusGame.setup({ players: 2, setup: 'draft' }, 4);
    const me = ruckusGame.pending(s)[0]!.player;
    const legal = ruckusGame.legalActions(s, me);
    const seatView = {
      match: { id: 'm1', gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ada' }, { kind: 'human', name: 'Bea' }], options: {}, status: 'active', actionCount: 0, winners: null, createdAt: 0, updatedAt: 0, finishedAt: null },
      seat: me, view: ruckusGame.view(s, me), pending: ruckusGame.pending(s), legal, legalText: legal.map((a) => ruckusGame.describe(a, s)), log: [], outcome: null, canUndo: false,
    };
    const cardSet = vi.fn(async () => ({ gameId: 'ruckus', content: defaultCardSet }));
    const act = vi.fn(async () => seatView);
    const client = { api: { match: { cardSet, act, games: async () => [] } }, on: () => () => undefined };
    const pinia = createPinia();
    setActivePinia(pinia);
    const store = useMatchStore();
    await store.init(client as never);
    store.current = seatView as never;
    const w = mount(RuckusTable, { props: { view: seatView.view }, global: { plugins: [pinia, { install: (app) => provideApi(app, client as never) }] } });
    await vi.waitFor(() => expect(w.find('[data-testid="ruckus-table"]').exists()).toBe(true));
    expect(cardSet).toHaveBeenCalledWith({ matchId: 'm1' });
    const firstPick = legal.findIndex((a) => a.type === 'pick');
    await w.get(`[data-testid="table-action-${firstPick}"]`).trigger('click');
    expect(act).toHaveBeenCalledWith({ matchId: 'm1', seat: me, action: legal[firstPick], expectedActionCount: 0 });
    expect(w.get('[data-testid="player-1"]').text()).toContain(me === 1 ? 'Bea (you)' : 'Bea');
  });
});
