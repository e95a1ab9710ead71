// @vitest-environment happy-dom
// The Rush table on real engine views: cards drawn from the card set, every legal action placed on the table,
// clicks that play exactly the chosen action, shot previews that match the rules, and the final scoring.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import type { App } from 'vue';
import type { SeatView } from '@shared/contract';
import type { RushAction, RushBreakdown, RushView } from '@shared/games/rush-view';
import type { ApiClient } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import { useMatchStore } from '@renderer/stores/match';
import RushTable from '@renderer/tables/rush/RushTable.vue';
import { knownKinds, movedCards } from '@renderer/tables/rush/card-info';
import { rushModule } from '@main/games/rush/module';
import { defaultCardSet } from '@main/games/rush/default-set';
import type { RushState } from '@main/games/rush/state';

const game = rushModule.game;

function seatView(s: RushState, seat: number, actionCount = 0): SeatView {
  const legal = game.legalActions(s, seat) as RushAction[];
  const outcome = game.outcome(s);
  return {
    match: {
      id: 'm1', gameId: 'rush', seats: [{ kind: 'human', name: 'Ada' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }],
      options: {}, seed: 1, status: outcome ? 'finished' : 'active', actionCount, winners: outcome ? [...outcome.winners] : null,
      createdAt: 0, updatedAt: 0, finishedAt: null,
    },
    seat,
    view: game.view(s, seat),
    pending: game.pending(s).map((d) => ({ ...d })),
    legal: legal.map((a) => ({ ...a })),
    legalText: legal.map((a) => game.describe(a, s)),
    log: [],
    outcome: outcome ? { scores: [...outcome.scores], winners: [...outcome.winners], tieBreaks: [...outcome.tieBreaks], breakdown: outcome.breakdown } : null,
    canUndo: false,
  };
}

/** The test players' plan (attack first, buy the dearest card): reaches attacks and the end of the game quickly. */
function pick(legal: RushAction[]): RushAction {
  const rank = (a: RushAction): number => ({ fire: 9, declare: 8, pay: 7, medals: 6, hold: 6, sabotage: 6, research: 5, 'repair-done': 5, repair: 4, finish: 4, defend: 3, buy: 2, end: 1, ability: 0, assault: 6, discard: 0 })[a.type];
  return [...legal].sort((a, b) => rank(b) - rank(a))[0]!;
}

/** Plays the plan for both seats until `stop` holds for the state (or the game ends). */
function playUntil(stop: (s: RushState) => boolean, seed = 3): RushState {
  const s = game.setup({ players: 2 }, seed) as RushState;
  for (let i = 0; i < 20_000 && !stop(s) && !game.outcome(s); i++) {
    const player = game.pending(s)[0]!.player;
    const error = game.step(s, player, pick(game.legalActions(s, player) as RushAction[]));
    if (error) throw new Error(error.message);
  }
  return s;
}

let pinia: Pinia;
let acted: unknown[];
let wrapper: VueWrapper | null = null;

function fakeApi(): ApiClient {
  return {
    api: {
      match: {
        games: async () => [],
        cardSet: async () => ({ gameId: 'rush', content: structuredClone(defaultCardSet) }),
        act: async (input: { action: unknown }) => { acted.push(input.action); return useMatchStore().current!; },
        open: async () => useMatchStore().current!,
      },
    },
    on: () => () => undefined,
  } as unknown as ApiClient;
}

async function mountTable(current: SeatView, viewOverride?: unknown): Promise<VueWrapper> {
  const store = useMatchStore();
  await store.init(fakeApi());
  store.current = current;
  wrapper = mount(RushTable, {
    props: { view: viewOverride ?? store.current.view },
    global: { plugins: [pinia, { install: (app: App) => provideApi(app, fakeApi()) }] },
  });
  await flushPromises();
  return wrapper;
}

beforeEach(() => {
  pinia = createPinia();
  setActivePinia(pinia);
  acted = [];
});
afterEach(() => { wrapper?.unmount(); wrapper = null; });

describe('Rush table', () => {
  it('draws every zone from the card set: reserve, piles, medal decks, achievements, bases, hands', async () => {
    const s = game.setup({ players: 2 }, 11) as RushState;
    const sv = seatView(s, 0);
    const v = sv.view as RushView;
    const w = await mountTable(sv);
    const reserve = w.findAll('.reserve [data-card]');
    expect(reserve.map((c) => c.attributes('data-card'))).toEqual(v.reserve);
    const first = defaultCardSet.vehicles[Number(v.reserve[0]!.slice(1)) - 1]!;
    expect(reserve[0]!.find('.face').attributes('aria-label')).toContain(`${first.name}, `);
    expect(reserve[0]!.find('.face').attributes('aria-label')).toContain(`cost ${first.cost}; resources ${first.resources}; strength ${first.strength}; armour ${first.armour}`);
    expect(w.find('[data-testid="rush-deck"]').text()).toContain(String(v.deckCount));
    expect(w.find('[data-testid="medals-ussr"]').text()).toContain('Order of the Red Star');
    expect(w.find('[data-testid="medals-ussr"]').text()).toContain('9 × one medal, 3 × two medals');
    expect(w.findAll('.achievements [data-achievement]')).toHaveLength(v.achievements.length);
    expect(w.findAll('.player-area.me .rush-base')).toHaveLength(3);
    expect(w.findAll('.player-area.opponent .rush-base')).toHaveLength(3);
    expect(w.find('.player-area.opponent').text()).toContain(`Hand ${v.handCounts[1]}`);
    expect(w.findAll('.hand [data-card]').map((c) => c.attributes('data-card'))).toEqual(v.hands[0]);
    expect(w.find('[data-testid="rush-turn"]').text()).toBe('Turn 1 · your turn: playing cards');
  });

  it('places every legal action on the table, highlighted, and plays exactly the one clicked', async () => {
    // A position where the player can buy: some reserve card is affordable.
    const s = playUntil((st) => st.cur === 0 && st.phase === 0 && (game.legalActions(st, 0) as RushAction[]).some((a) => a.type === 'buy'));
    const sv = seatView(s, 0);
    const w = await mountTable(sv);
    const onTable = new Set(w.findAll('button[data-play]').map((b) => Number(b.attributes('data-play'))));
    sv.legal.forEach((a, i) => {
      if ((a as RushAction).type !== 'defend') expect(onTable.has(i), `${sv.legalText[i]} is on the table`).toBe(true);
    });
    const buy = sv.legal.findIndex((a) => (a as RushAction).type === 'buy');
    const card = (sv.legal[buy] as { card: string }).card;
    const reserveCard = w.find(`.reserve [data-card="${card}"]`);
    expect(reserveCard.classes()).toContain('playable');
    await reserveCard.find(`button[data-play="${buy}"]`).trigger('click');
    expect(acted).toEqual([sv.legal[buy]]);
  });

  it('shows the purchase being paid with its running total and the Pay controls on hand cards', async () => {
    const s = playUntil((st) => st.cur === 0 && st.phase === 1);
    const sv = seatView(s, 0);
    const v = sv.view as RushView;
    const w = await mountTable(sv);
    const target = defaultCardSet.vehicles[Number(v.turn.target!.slice(1)) - 1]!;
    expect(w.find('[data-testid="rush-purchase"]').text()).toBe(`Buying ${target.name}: cost ${target.cost}, paid ${target.cost - v.turn.owed}, still owed ${v.turn.owed}`);
    const pays = w.findAll('.hand button[data-play]');
    expect(pays.length).toBe(sv.legal.length);
    expect(pays.every((b) => /^Pay \+\d$/.test(b.text()))).toBe(true);
  });

  it('during an attack, shows each target with the chosen attacker and a preview that matches the rules', async () => {
    let previews = 0;
    for (const seed of [3, 5, 8, 13]) {
      const s = playUntil((st) => st.cur === 0 && (game.legalActions(st, 0) as RushAction[]).some((a) => a.type === 'fire'), seed);
      if (game.outcome(s)) continue;
      const sv = seatView(s, 0);
      const w = await mountTable(sv);
      expect(w.find('.in-play').exists()).toBe(true);
      for (const btn of w.findAll('.target-btn')) {
        const index = Number(btn.attributes('data-play'));
        const action = sv.legal[index] as Extract<RushAction, { type: 'fire' }>;
        const before = game.view(s, 0) as RushView;
        const after = game.clone(s);
        expect(game.step(after, 0, action)).toBeNull();
        const v = game.view(after, 0) as RushView;
        // Destroyed: the base card or the defender is gone from the owner's slot after the shot.
        const gone = !v.bases[1]!.some((b) => b.card === action.target || b.defender === action.target);
        expect(before.bases[1]!.some((b) => b.card === action.target || b.defender === action.target)).toBe(true);
        expect(btn.text()).toContain(gone ? 'destroys' : 'damages');
        previews++;
      }
      wrapper?.unmount(); wrapper = null;
    }
    expect(previews).toBeGreaterThan(0);
  });

  it('a hand card with several bases to defend asks for the base, then places it there', async () => {
    const byCard = (st: RushState): number => Math.max(0, ...Object.values((game.legalActions(st, 0) as RushAction[])
      .filter((a) => a.type === 'defend').reduce<Record<string, number>>((n, a) => ({ ...n, [a.card]: (n[a.card] ?? 0) + 1 }), {})));
    const s = playUntil((st) => st.cur === 0 && st.phase === 0 && byCard(st) > 1);
    const sv = seatView(s, 0);
    const defend = sv.legal.map((a, i) => [a as RushAction, i] as const).filter(([a]) => a.type === 'defend');
    const card = defend.map(([a]) => (a as { card: string }).card).find((c, _, all) => all.filter((x) => x === c).length > 1)!;
    const options = defend.filter(([a]) => (a as { card: string }).card === card);
    expect(options.length).toBeGreaterThan(1);
    const w = await mountTable(sv);
    const hand = w.find(`.hand [data-card="${card}"]`);
    expect(w.findAll('.player-area.me .rush-base button')).toHaveLength(0);
    await hand.findAll('button').find((b) => b.text() === 'Defend…')!.trigger('click');
    expect(w.findAll('.player-area.me .rush-base button').map((b) => Number(b.attributes('data-play')))).toEqual(options.map(([, i]) => i));
    await w.find('.player-area.me .rush-base button').trigger('click');
    expect(acted).toEqual([options[0]![0]]);
  });

  it('shows no controls for a view that is not the open seat\'s (the replay screen)', async () => {
    const s = playUntil((st) => st.cur === 0 && (game.legalActions(st, 0) as RushAction[]).some((a) => a.type === 'buy'));
    const sv = seatView(s, 0);
    const w = await mountTable(sv, structuredClone(sv.view));
    expect(w.findAll('button[data-play]')).toHaveLength(0);
    expect(w.findAll('.reserve [data-card]').length).toBeGreaterThan(0);
  });

  it('shows the full scoring breakdown at the end: totals, every achievement with its holder or why nobody got it', async () => {
    const s = playUntil(() => false, 21);
    const sv = seatView(s, 0);
    const breakdown = sv.outcome!.breakdown as RushBreakdown;
    const w = await mountTable(sv);
    const scoring = w.find('[data-testid="rush-scoring"]');
    expect(scoring.exists()).toBe(true);
    expect(scoring.findAll('.score-table .total').map((t) => Number(t.text()))).toEqual(breakdown.players.map((p) => p.total));
    for (const a of breakdown.achievements) {
      const row = scoring.find(`[data-achievement="${a.id}"]`).text();
      const top = Math.max(...a.counts);
      if (a.awardedTo !== null) expect(row).toContain(`${a.awardedTo === 0 ? 'Ada (you)' : 'Bot'} has the most (${top})`);
      else if (top === 0) expect(row).toContain('Nobody: no player has any.');
      else expect(row).toContain(`tie at ${top}`);
    }
    const winner = sv.outcome!.winners[0]!;
    expect(scoring.find('.score-table tbody').findAll('tr')[winner]!.text()).toContain('winner');
    expect(w.find('[data-testid="rush-turn"]').text()).toMatch(/^Game over after \d+ turns$/);
  });

  it('previews what each shot wins: a medal of the attacking nation for a destroyed vehicle, a base worth its medals', async () => {
    let checked = 0;
    for (const seed of [3, 5, 8, 13, 21, 34]) {
      const s = playUntil((st) => st.cur === 0 && (game.legalActions(st, 0) as RushAction[]).some((a) => a.type === 'fire'), seed);
      if (game.outcome(s)) continue;
      const sv = seatView(s, 0);
      const before = sv.view as RushView;
      const w = await mountTable(sv);
      for (const btn of w.findAll('.target-btn')) {
        const action = sv.legal[Number(btn.attributes('data-play'))] as Extract<RushAction, { type: 'fire' }>;
        const onBase = before.bases[1]!.some((b) => b.card === action.target);
        const after = game.clone(s);
        expect(game.step(after, 0, action)).toBeNull();
        const v = game.view(after, 0) as RushView;
        const gone = !v.bases[1]!.some((b) => b.card === action.target || b.defender === action.target);
        const nation = defaultCardSet.vehicles[Number(action.card.slice(1)) - 1]!.nation;
        const words = { ussr: 'USSR', usa: 'USA', germany: 'Germany', france: 'France' }[nation];
        if (gone && !onBase) {
          // The engine counts the destroyed vehicle towards the attack's medals (taken when the attack ends).
          expect(btn.text()).toContain(`destroys · +1 ${words} medal`);
          const killsBefore = before.turn.kills;
          expect(v.turn.attackers.length === 0 || v.turn.kills === killsBefore + 1).toBe(true);
        } else if (gone && onBase) {
          expect(btn.text()).toContain(`destroys · base worth ${defaultCardSet.base.medals} medals`);
          expect(v.depots[0]).toContain(action.target);
        } else {
          expect(btn.text()).not.toContain('medal');
        }
        checked++;
      }
      wrapper?.unmount(); wrapper = null;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('shows the public knowledge of unseen hand and hangar cards, counted and named from the card set', async () => {
    const s = playUntil((st) => st.cur === 0 && st.turns >= 4);
    const sv = seatView(s, 0);
    const v = sv.view as RushView;
    expect(v.hands[1]).toBeNull();
    const w = await mountTable(sv);
    const known = w.find('[data-testid="rush-known-1"]');
    expect(known.find('summary').text()).toBe(`Known unseen cards ${v.unseen[1]!.length}`);
    const rows = known.findAll('.known-list li');
    const kinds = knownKinds(defaultCardSet, v.unseen[1]!);
    expect(rows.map((r) => Number(/^(\d+) ×/.exec(r.text())![1])).reduce((a, b) => a + b, 0)).toBe(v.handCounts[1]! + v.hangarCounts[1]!);
    expect(rows).toHaveLength(kinds.length);
    for (const [i, k] of kinds.entries()) expect(rows[i]!.text()).toContain(`${k.count} × ${k.name}`);
    // A vehicle kind is named with its nation, class and cost; barracks by name.
    const vehicle = defaultCardSet.vehicles.find((x) => v.unseen[1]!.includes(x.id));
    if (vehicle) expect(known.text()).toContain(vehicle.name);
    expect(known.text()).toContain(defaultCardSet.barracks[0]!.name);
    expect(w.find('[data-testid="rush-known-0"] summary').text()).toBe(`In your hangar ${v.hangarCounts[0]}`);
  });

  it('marks the cards another player\'s action just moved, only while that action is the one on screen', async () => {
    // The AI's turn: it pays the last of a purchase, so a laid-out hand card goes to its depot and the bought card
    // leaves the reserve, which is refilled.
    const s = playUntil((st) => st.cur === 1 && st.phase === 1 && st.owed <= 1);
    const before = game.view(s, 0) as RushView;
    const pay = (game.legalActions(s, 1) as RushAction[]).find((a) => a.type === 'pay')!;
    expect(game.step(s, 1, pay)).toBeNull();
    const sv = seatView(s, 0, 9);
    const after = sv.view as RushView;
    const w = await mountTable(sv);
    expect(w.findAll('.rush-card.fresh')).toHaveLength(0);
    const store = useMatchStore();
    store.step = { seq: 1, actionCount: 9, player: 1, text: 'Bot buys a card', log: [], before };
    await flushPromises();
    const moved = movedCards(before, after).cards;
    expect(moved.size).toBeGreaterThan(0);
    const marked = w.findAll('.rush-card.fresh').map((c) => c.attributes('data-card'));
    expect(marked.length).toBeGreaterThan(0);
    for (const id of marked) expect(moved.has(id!)).toBe(true);
    // Every moved card that is drawn face up on the table carries the mark and says so in words.
    for (const id of moved) {
      const card = w.find(`[data-testid="rush-table"] > :not(.supply) [data-card="${id}"], .reserve [data-card="${id}"]`);
      if (card.exists()) {
        expect(card.classes()).toContain('fresh');
        expect(card.find('.face').attributes('aria-label')).toContain('just moved');
        expect(card.find('.fresh-tag').text()).toBe('✦ just now');
      }
    }
    expect(after.reserve.some((c) => moved.has(c))).toBe(true);
    expect(w.find(`.reserve [data-card="${after.reserve.find((c) => moved.has(c))}"]`).classes()).toContain('fresh');
    // Cards the action did not touch stay unmarked; another action on screen clears the marks.
    for (const c of after.hands[1] ?? []) if (!moved.has(c)) expect(w.find(`[data-card="${c}"]`).classes()).not.toContain('fresh');
    store.step = { ...store.step, seq: 2, actionCount: 8 };
    await flushPromises();
    expect(w.findAll('.rush-card.fresh')).toHaveLength(0);
  });
});
