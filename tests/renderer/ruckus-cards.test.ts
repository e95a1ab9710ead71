// @vitest-environment happy-dom
// Ruckus cards as drawn: guild frames and emblems, a portrait by role, the effective numbers of the engine's preview on
// the card (raised in green, lowered in red, muted when they do not count, the reason for each in its title and on the
// large card), damage, markers and a face-down Zombie; and the table's wiring into the match screen (card set loaded
// by match id, the chosen action handed to the screen).
import { describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { mount } from '@vue/test-utils';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { ruckusGame, unitView } from '@main/games/ruckus/game';
import { buildPosition } from '@main/games/ruckus/scenario-support';
import type { RuckusState } from '@main/games/ruckus/state';
import { provideApi } from '@renderer/api/use-api';
import { useMatchStore } from '@renderer/stores/match';
import type { RuckusCardSet, RuckusPreview, Unit } from '@shared/games/ruckus-view';
import { cardBook } from '@renderer/tables/ruckus/cards';
import { unplacedUnit } from '@renderer/tables/ruckus/numbers';
import { roleOf } from '@renderer/tables/ruckus/art';
import CardFace from '@renderer/tables/ruckus/CardFace.vue';
import UnitTile from '@renderer/tables/ruckus/UnitTile.vue';
import RuckusTable from '@renderer/tables/ruckus/RuckusTable.vue';
import { seatViewOf } from './support/seat-view';

const set = defaultCardSet as unknown as RuckusCardSet;
const book = cardBook(set);
const unitNamed = (name: string) => set.units.find((u) => u.name === name)!;

function position(p: unknown): RuckusState {
  const built = buildPosition(ruckusGame.cards, p, { name: 'cards', game: 'ruckus', players: 2, seed: 1, steps: [{ expect: {} }] });
  if (!built.ok) throw new Error(built.issues.join('; '));
  return built.state;
}
const previewOf = (s: RuckusState, seat: number): RuckusPreview => ruckusGame.preview!(s, seat, ruckusGame.legalActions(s, seat)) as RuckusPreview;
/** A unit as the seat's view shows it (named flags). */
const unitOf = (s: RuckusState, id: string): Unit => unitView(s.seats.flatMap((p) => p.army).find((u) => u.id === id)!);

describe('Ruckus card faces', () => {
  it('frames each guild, Kicker and Victory card in its own colour class with its own emblem, level, number or VP', () => {
    for (const guild of ['fighters', 'thieves', 'clerics', 'necromancers'] as const) {
      const u = set.units.find((c) => c.guild === guild)!;
      const w = mount(CardFace, { props: { id: u.id, book } });
      expect(w.classes()).toContain(`frame-${guild}`);
      expect(w.find(`.mark .guild-emblem.${guild}`).text()).toBe(String(u.level));
      expect(w.find('.portrait').exists()).toBe(true);
    }
    const k = mount(CardFace, { props: { id: set.kickers[0]!.id, book } });
    expect(k.classes()).toContain('frame-kicker');
    expect(k.find('.guild-emblem.kicker').text()).toBe(String(set.kickers[0]!.number));
    const v = mount(CardFace, { props: { id: set.victory[0]!.id, book } });
    expect(v.classes()).toContain('frame-victory');
    expect(v.find('.guild-emblem.victory').text()).toBe(String(set.victory[0]!.vp));
    expect(v.text()).toContain(set.victory[0]!.text);
  });

  it('draws each unit with the portrait of its role', () => {
    expect(roleOf(unitNamed('Grunt Bruiser'))).toBe('brute');
    expect(roleOf(unitNamed('Siege Goblin'))).toBe('archer');
    expect(roleOf(unitNamed('Shield Bearer'))).toBe('shield');
    expect(roleOf(unitNamed('Captain'))).toBe('shield');
    expect(roleOf(unitNamed('Healer'))).toBe('healer');
    expect(roleOf(unitNamed('Recruiter'))).toBe('recruiter');
    expect(roleOf(unitNamed('Gravedigger'))).toBe('raiser');
    expect(roleOf(unitNamed('Mugger'))).toBe('thief');
    expect(roleOf(unitNamed('Bang'))).toBe('bomber');
    const w = mount(CardFace, { props: { id: unitNamed('Healer').id, book } });
    expect(w.find('.portrait.role-healer').exists()).toBe(true);
  });
});

describe('the numbers that count, on the card', () => {
  it('Grunt Bruiser beside Captain: shields 1 raised in green with "+1 shield: Captain"; its melee counts only from the 1st row', () => {
    const s = position({ players: [{ rows: [['F07', 'F02'], ['F01']] }, { rows: [['C06']] }] });
    const p = previewOf(s, 1);
    const tile = mount(UnitTile, { props: { id: 'F02', book, unit: unitOf(s, 'F02'), preview: p.units.F02 } });
    const shield = tile.get('[data-stat="shields"]');
    expect(shield.text()).toBe('1');
    expect(shield.classes()).toContain('raised');
    expect(shield.attributes('title')).toBe('1 shield (printed 0)\n+1 shield: Captain');
    // The Grunt in row 2: its 1 melee is shown, muted, and says why it does not count.
    const grunt = mount(UnitTile, { props: { id: 'F01', book, unit: unitOf(s, 'F01'), preview: p.units.F01 } });
    expect(grunt.get('[data-stat="melee"]').classes()).toContain('idle');
    expect(grunt.get('[data-stat="melee"]').attributes('title')).toContain('Melee counts only from the 1st row.');
    // The large card beside the table lists every reason, and says it in words for screen readers.
    const big = mount(CardFace, { props: { id: 'F02', book, unit: unitOf(s, 'F02'), preview: p.units.F02, large: true, why: true } });
    expect(big.get('.why').text()).toContain('+1 shield: Captain');
    expect(big.attributes('aria-label')).toContain('1 shield (+1 shield: Captain)');
  });

  it('lowered numbers in red with why (no melee this round), damage on the hearts, and each unit\'s share of the total', () => {
    const s = position({ players: [{ rows: [[{ id: 'F21', noMelee: true, damage: 1 }, { id: 'F01', addOns: ['P10'] }]] }, { rows: [['C06']] }] });
    const p = previewOf(s, 0);
    const warlord = mount(UnitTile, { props: { id: 'F21', book, unit: unitOf(s, 'F21'), preview: p.units.F21, showShare: true } });
    const melee = warlord.get('[data-stat="melee"]');
    expect(melee.text()).toBe('0');
    expect(melee.classes()).toContain('lowered');
    expect(melee.attributes('title')).toContain('\u22123 melee: no melee this combat round');
    expect(warlord.get('[data-stat="hearts"]').text()).toBe('2/3');
    expect(warlord.findAll('.dmg')).toHaveLength(1);
    expect(warlord.find('.share').exists()).toBe(false);
    const grunt = mount(UnitTile, { props: { id: 'F01', book, unit: unitOf(s, 'F01'), preview: p.units.F01, showShare: true } });
    expect(grunt.get('[data-stat="melee"]').classes()).toContain('raised');
    expect(grunt.get('[data-stat="melee"]').attributes('title')).toContain('+1 melee: melee add-on token');
    expect(grunt.get('.share').text()).toBe('+2');
  });

  it('without a preview (a card in hand) the printed numbers, unchanged', () => {
    const captain = unitNamed('Captain');
    const w = mount(CardFace, { props: { id: captain.id, book } });
    expect(w.findAll('.stat.raised')).toHaveLength(0);
    expect(w.attributes('aria-label')).toContain(`${captain.melee} melee, ${captain.ranged} ranged, ${captain.shields} shield, ${captain.hearts} hearts`);
  });

  it('shows a socketed action marker, a defeated unit and a face-down Zombie', () => {
    const active = set.units.find((u) => u.skill?.trigger === 'active')!;
    const socketed = mount(UnitTile, { props: { id: active.id, book, unit: { ...unplacedUnit(active.id, 0, 0), flags: { ...unplacedUnit(active.id, 0, 0).flags, marker: true, defeated: true } } } });
    expect(socketed.find('.socket.on').exists()).toBe(true);
    expect(socketed.get('.ribbon').text()).toBe('Defeated');
    const zombie = mount(CardFace, { props: { id: active.id, book, unit: { ...unplacedUnit(active.id, 1, 0), flags: { ...unplacedUnit(active.id, 1, 0).flags, zombie: true } } } });
    expect(zombie.classes()).toContain('frame-zombie');
    expect(zombie.text()).toContain('Zombie');
    expect(zombie.text()).not.toContain(active.name);
    expect(zombie.find('.portrait.role-zombie').exists()).toBe(true);
  });
});

describe('the Ruckus table in the match screen', () => {
  it('loads the match card set, draws the board and hands a card\'s action to the match screen', async () => {
    const s = ruckusGame.setup({ players: 2, setup: 'draft' }, 4);
    const me = ruckusGame.pending(s)[0]!.player;
    const legal = ruckusGame.legalActions(s, me);
    const seatView = seatViewOf('ruckus', ruckusGame, s, me);
    if (seatView.gameId !== 'ruckus') throw new Error('a Ruckus seat view');
    const cardSet = vi.fn(async () => ({ gameId: 'ruckus', content: defaultCardSet }));
    const client = { api: { match: { cardSet, games: async () => [] } }, on: () => () => undefined };
    const pinia = createPinia();
    setActivePinia(pinia);
    const store = useMatchStore();
    await store.init(client as never);
    store.current = seatView;
    const w = mount(RuckusTable, {
      props: { view: seatView.view, legal: seatView.legal, preview: seatView.preview, seatNames: ['Ada', 'Bea'] },
      global: { plugins: [pinia, { install: (app) => provideApi(app, client as never) }] },
    });
    await vi.waitFor(() => expect(w.find('[data-testid="ruckus-table"]').exists()).toBe(true));
    expect(cardSet).toHaveBeenCalledWith({ matchId: 'm1' });
    const pick = legal.find((a) => a.type === 'pick') as { card: string };
    await w.get(`[data-testid="draft-${pick.card}"]`).trigger('click');
    expect(w.emitted('act')).toEqual([[pick]]);
    expect(w.get(`[data-testid="strip-${me}"]`).text()).toContain(me === 1 ? 'Bea (you)' : 'Ada (you)');
  });
});
