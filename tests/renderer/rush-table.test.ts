// @vitest-environment happy-dom
// The Rush table on real engine views and previews: cards drawn from the card set, every legal action offered at
// its card, auto-pay with the engine's least-waste payment (or the player's own choice), targets lit while an
// action needs one, shot results in the engine's words and the status-bar prompt (the final scoring is the match
// screen's end screen: tests/renderer/end-screen.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import type { App } from 'vue';
import { SeatView, type SeatViewOf } from '@shared/contract';
import type { RushAction, RushPreview, RushView } from '@shared/games/rush-view';
import type { ApiClient } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import { useMatchStore } from '@renderer/stores/match';
import RushTable from '@renderer/tables/rush/RushTable.vue';
import CardMenu from '@renderer/components/table/CardMenu.vue';
import { createMatchShell, MATCH_SHELL, type MatchShell } from '@renderer/components/table/shell';
import { knownKinds, movedCards } from '@renderer/tables/rush/card-info';
import { rushModule } from '@main/games/rush/module';
import { defaultCardSet } from '@main/games/rush/default-set';
import type { RushState } from '@main/games/rush/state';

const game = rushModule.game;
const previewOf = (s: RushState, seat: number, legal: RushAction[]): RushPreview => game.preview!(s, seat, legal) as RushPreview;

function seatView(s: RushState, seat: number, actionCount = 0): SeatViewOf<'rush'> {
  const legal = game.legalActions(s, seat) as RushAction[];
  const outcome = game.outcome(s);
  // Through the contract's schema, as the main side's answer would be.
  const sv = SeatView.parse({
    match: {
      id: 'm1', gameId: 'rush', seats: [{ kind: 'human', name: 'Ada' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }],
      options: {}, status: outcome ? 'finished' : 'active', actionCount, winners: outcome ? [...outcome.winners] : null,
      createdAt: 0, updatedAt: 0, finishedAt: null,
    },
    seat,
    view: game.view(s, seat),
    pending: game.pending(s).map((d) => ({ ...d })),
    gameId: 'rush',
    legal: legal.map((a) => ({ action: { ...a }, text: game.describe(a, s) })),
    preview: previewOf(s, seat, legal),
    log: [],
    outcome: outcome ? { scores: [...outcome.scores], winners: [...outcome.winners], tieBreaks: [...outcome.tieBreaks], breakdown: outcome.breakdown } : null,
    canUndo: false,
  });
  if (sv.gameId !== 'rush') throw new Error('a Rush seat view');
  return sv;
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
let shell: MatchShell;
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

async function mountTable(current: SeatViewOf<'rush'>, viewOverride?: RushView): Promise<VueWrapper> {
  const store = useMatchStore();
  await store.init(fakeApi());
  store.current = current;
  const replay = viewOverride !== undefined;
  wrapper = mount(RushTable, {
    props: {
      view: viewOverride ?? store.current.view,
      ...(replay ? {} : { legal: current.legal, preview: current.preview, busy: false }),
      seatNames: current.match.seats.map((x) => x.name),
      onAct: (a: unknown) => { acted.push(a); },
      'onAct-all': (list: unknown[]) => { acted.push(...list); },
    },
    global: { plugins: [pinia, { install: (app: App) => provideApi(app, fakeApi()) }], provide: { [MATCH_SHELL as symbol]: shell } },
    attachTo: document.body,
  });
  await flushPromises();
  return wrapper;
}

beforeEach(() => {
  pinia = createPinia();
  setActivePinia(pinia);
  acted = [];
  shell = createMatchShell();
});
afterEach(() => { wrapper?.unmount(); wrapper = null; document.body.innerHTML = ''; });

/** The legal-action index each card menu entry and prompt button plays ('play-3', 'buy-auto-3' -> 3). */
const indexOf = (id: string): number | null => { const m = /(?:^|-)(\d+)$/.exec(id); return m && /^(play|buy-auto|buy-pick)-/.test(id) ? Number(m[1]) : null; };
function offered(w: VueWrapper): Set<number> {
  const out = new Set<number>();
  for (const menu of w.findAllComponents(CardMenu)) for (const a of (menu.props('actions') as { id: string }[])) { const i = indexOf(a.id); if (i !== null) out.add(i); }
  for (const b of shell.prompt.value?.buttons ?? []) { const i = indexOf(b.id); if (i !== null) out.add(i); }
  if (shell.prompt.value?.buttons.some((b) => b.id === 'end')) out.add(-1);
  return out;
}
const menuItems = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="card-menu"] [role="menuitem"]'));


describe('Rush table', () => {
  it('draws every zone from the card set: reserve, piles, medal decks, achievements, bases, hands', async () => {
    const s = game.setup({ players: 2 }, 11) as RushState;
    const sv = seatView(s, 0);
    const v = sv.view as RushView;
    const w = await mountTable(sv);
    const reserve = w.findAll('.reserve [data-roving]');
    expect(reserve.map((c) => c.attributes('data-card'))).toEqual(v.reserve);
    const first = defaultCardSet.vehicles[Number(v.reserve[0]!.slice(1)) - 1]!;
    expect(reserve[0]!.attributes('data-label')).toContain(`${first.name}, `);
    expect(reserve[0]!.attributes('data-label')).toContain(`cost ${first.cost}; resources ${first.resources}; strength ${first.strength}; armour ${first.armour}`);
    expect(reserve[0]!.find('.rush-art').attributes('data-art')).toBe(first.class);
    // Screen readers hear the card in words (its name from content); the drawn face is hidden from the name.
    expect(reserve[0]!.find('.card-name').text()).toBe(reserve[0]!.attributes('data-label'));
    expect(reserve[0]!.find('.card-face-slot').attributes('aria-hidden')).toBe('true');
    expect(w.find('[data-testid="rush-deck"]').text()).toContain(String(v.deckCount));
    expect(w.find('[data-testid="medals-ussr"]').text()).toContain('Order of the Red Star');
    expect(w.find('[data-testid="medals-ussr"]').text()).toMatch(/USSR.*9 single · 3 double/);
    expect(w.findAll('.achievements [data-achievement]')).toHaveLength(v.achievements.length);
    expect(w.findAll('.player-area.me .rush-base')).toHaveLength(3);
    expect(w.findAll('.player-area.opponent .rush-base')).toHaveLength(3);
    expect(w.findAll('.hand [data-roving]').map((c) => c.attributes('data-card'))).toEqual(v.hands[0]);
    expect(w.find('[data-testid="rush-turn"]').text()).toBe('Turn 1 · your turn');
    // The side column gets each player's running score from the engine and the counters.
    expect(shell.panels.value.map((p) => p.score)).toEqual((sv.preview as RushPreview).score.map((r) => r.total));
    expect(shell.panels.value[1]!.counters.find((c) => c.label === 'Hand')?.value).toBe(v.handCounts[1]);
    // One tab stop per zone: exactly one card of the hand and of the reserve is tabbable.
    expect(w.findAll('.hand [data-roving]').filter((c) => c.attributes('tabindex') === '0')).toHaveLength(1);
    expect(w.findAll('.reserve [data-roving]').filter((c) => c.attributes('tabindex') === '0')).toHaveLength(1);
  });

  it('offers every legal action at its card or in the status bar, and plays exactly the one chosen', async () => {
    const s = playUntil((st) => st.current === 0 && st.phase === 0 && (game.legalActions(st, 0) as RushAction[]).some((a) => a.type === 'buy' || a.type === 'declare'));
    const sv = seatView(s, 0);
    const w = await mountTable(sv);
    const on = offered(w);
    sv.legal.forEach(({ action, text }, i) => {
      const t = action.type;
      if (t === 'end') expect(on.has(-1)).toBe(true);
      else if (t !== 'defend') expect(on.has(i), `${text} is on the table`).toBe(true);
    });
    // End turn is the status bar's end button (the E shortcut presses it).
    const end = shell.prompt.value!.buttons.find((b) => b.id === 'end')!;
    expect(end.kind).toBe('end');
    end.run();
    expect(acted).toEqual([{ type: 'end' }]);
  });

  it('buys a reserve card with the engine\'s least-waste payment in one click, or lets the player choose the cards', async () => {
    const s = playUntil((st) => st.current === 0 && st.phase === 0 && (game.legalActions(st, 0) as RushAction[]).some((a) => a.type === 'buy'));
    const sv = seatView(s, 0);
    const buy = sv.legal.findIndex((a) => a.action.type === 'buy');
    const card = (sv.legal[buy]!.action as { card: string }).card;
    const pv = (sv.preview as RushPreview).actions[buy] as Extract<NonNullable<RushPreview['actions'][number]>, { kind: 'buy' }>;
    expect(pv.kind).toBe('buy');
    const w = await mountTable(sv);
    const reserveCard = w.find(`.reserve [data-card="${card}"]`);
    expect(reserveCard.classes()).toContain('playable');
    await reserveCard.trigger('click');
    await flushPromises();
    const items = menuItems();
    expect(items[0]!.textContent).toContain('Buy');
    expect(items[0]!.textContent).toContain(`cost ${pv.cost}`);
    items[0]!.click();
    // The purchase, then exactly the payment the engine suggested, in its order.
    expect(acted).toEqual([sv.legal[buy]!.action, ...pv.autoPay.map((c) => ({ type: 'pay', card: c }))]);
    // The suggestion is a real payment: the rules accept it and the purchase completes.
    const after = game.clone(s);
    for (const a of acted) expect(game.step(after, 0, a as RushAction)).toBeNull();
    expect(after.phase).toBe(0);
    expect(after.depots[0]!.length).toBeGreaterThan(s.depots[0]!.length);
    // The other entry plays only the purchase, so the player picks the cards to pay with.
    acted.length = 0;
    await reserveCard.trigger('click');
    await flushPromises();
    menuItems().find((i) => i.textContent?.includes('choosing'))!.click();
    expect(acted).toEqual([sv.legal[buy]!.action]);
  });

  it('while paying, hand cards pay at a click and the status bar offers the rest of the least-waste payment', async () => {
    const s = playUntil((st) => st.current === 0 && st.phase === 1);
    const sv = seatView(s, 0);
    const v = sv.view as RushView;
    const pv = sv.preview as RushPreview;
    const w = await mountTable(sv);
    const target = defaultCardSet.vehicles[Number(v.turn.target!.slice(1)) - 1]!;
    expect(shell.prompt.value!.text).toContain(`pay for ${target.name}: ${v.turn.owed} still owed`);
    expect(shell.prompt.value!.detail).toContain(`Cost ${target.cost} · paid ${target.cost - v.turn.owed} · owed ${v.turn.owed}`);
    const auto = shell.prompt.value!.buttons.find((b) => b.id === 'auto-pay')!;
    auto.run();
    expect(acted).toEqual(pv.purchase!.autoPay.map((c) => ({ type: 'pay', card: c })));
    acted.length = 0;
    const pay = sv.legal.findIndex((a) => a.action.type === 'pay');
    const card = (sv.legal[pay]!.action as { card: string }).card;
    const menu = w.findAllComponents(CardMenu).find((m) => m.attributes('data-card') === card && m.element.closest('.hand'))!;
    expect((menu.props('actions') as { label: string }[])[0]!.label).toMatch(/^Pay \+\d$/);
    await menu.trigger('click');
    expect(acted).toEqual([sv.legal[pay]!.action]);
  });

  it('during an attack, lights up the aimed attacker\'s targets with the engine\'s result, and fires at a click', async () => {
    let checked = 0;
    for (const seed of [3, 5, 8, 13]) {
      const s = playUntil((st) => st.current === 0 && (game.legalActions(st, 0) as RushAction[]).some((a) => a.type === 'fire'), seed);
      if (game.outcome(s)) continue;
      const sv = seatView(s, 0);
      const w = await mountTable(sv);
      const lit = w.findAll('[data-target="legal"]');
      expect(lit.length).toBeGreaterThan(0);
      for (const el of lit) {
        const menu = w.findAllComponents(CardMenu).find((m) => m.element === el.element)!;
        const entry = (menu.props('actions') as { id: string; detail?: string }[])[0]!;
        const index = indexOf(entry.id)!;
        const action = sv.legal[index]!.action as Extract<RushAction, { type: 'fire' }>;
        expect(action.type).toBe('fire');
        const after = game.clone(s);
        expect(game.step(after, 0, action)).toBeNull();
        const v = game.view(after, 0) as RushView;
        const gone = !v.bases[1]!.some((b) => b.card === action.target || b.defender === action.target);
        expect(entry.detail).toMatch(gone ? /^destroys/ : /^damages$/);
        if (gone && (sv.view as RushView).bases[1]!.some((b) => b.defender === action.target)) expect(entry.detail).toMatch(/\+1 (USSR|USA|Germany|France) medal/);
        checked++;
      }
      acted.length = 0;
      await lit[0]!.trigger('click');
      expect(acted).toHaveLength(1);
      expect((acted[0] as RushAction).type).toBe('fire');
      wrapper?.unmount(); wrapper = null;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a hand card with several bases to defend asks for the base, lights them, then places it there', async () => {
    const byCard = (st: RushState): number => Math.max(0, ...Object.values((game.legalActions(st, 0) as RushAction[])
      .filter((a) => a.type === 'defend').reduce<Record<string, number>>((n, a) => ({ ...n, [a.card]: (n[a.card] ?? 0) + 1 }), {})));
    const s = playUntil((st) => st.current === 0 && st.phase === 0 && byCard(st) > 1);
    const sv = seatView(s, 0);
    const defend = sv.legal.map((a, i) => [a.action, i] as const).filter(([a]) => a.type === 'defend');
    const card = defend.map(([a]) => (a as { card: string }).card).find((c, _, all) => all.filter((x) => x === c).length > 1)!;
    const options = defend.filter(([a]) => (a as { card: string }).card === card);
    const w = await mountTable(sv);
    expect(w.findAll('.player-area.me [data-target="legal"]')).toHaveLength(0);
    await w.find(`.hand [data-card="${card}"]`).trigger('click');
    await flushPromises();
    menuItems().find((i) => i.textContent?.includes('Defend'))!.click();
    await flushPromises();
    expect(shell.prompt.value!.text).toContain('Choose one of your bases to defend');
    const lit = w.findAll('.player-area.me [data-target="legal"]');
    expect(lit).toHaveLength(options.length);
    await lit[0]!.trigger('click');
    expect(acted).toEqual([options[0]![0]]);
  });

  it('shows no controls for a view that is not the open seat\'s (the replay screen)', async () => {
    const s = playUntil((st) => st.current === 0 && (game.legalActions(st, 0) as RushAction[]).some((a) => a.type === 'buy'));
    const sv = seatView(s, 0);
    const w = await mountTable(sv, structuredClone(sv.view));
    expect(w.findAllComponents(CardMenu).every((m) => (m.props('actions') as unknown[]).length === 0)).toBe(true);
    expect(shell.prompt.value).toBeNull();
    expect(w.findAll('.reserve [data-card]').length).toBeGreaterThan(0);
  });

  it('shows the public knowledge of unseen hand and hangar cards in the depot drawer, counted and named', async () => {
    const s = playUntil((st) => st.current === 0 && st.turns >= 4);
    const sv = seatView(s, 0);
    const v = sv.view as RushView;
    expect(v.hands[1]).toBeNull();
    const w = await mountTable(sv);
    await w.find('[data-testid="open-depot-1"]').trigger('click');
    await flushPromises();
    const known = document.querySelector<HTMLElement>('[data-testid="rush-known-1"]')!;
    const rows = Array.from(known.querySelectorAll('li'));
    const kinds = knownKinds(defaultCardSet, v.unseen[1]!);
    expect(rows.map((r) => Number(/^(\d+) ×/.exec(r.textContent!)![1])).reduce((a, b) => a + b, 0)).toBe(v.handCounts[1]! + v.hangarCounts[1]!);
    expect(rows).toHaveLength(kinds.length);
    for (const [i, k] of kinds.entries()) expect(rows[i]!.textContent).toContain(`${k.count} × ${k.name}`);
    expect(known.textContent).toContain(defaultCardSet.barracks[0]!.name);
    // The depot's cards are drawn in the drawer too.
    expect(document.querySelectorAll('[data-testid="rush-zone-drawer"] [data-card]').length).toBe(v.depots[1]!.length);
  });

  it('marks the cards another player\'s action just moved, only while that action is the one on screen', async () => {
    const s = playUntil((st) => st.current === 1 && st.phase === 1 && st.owed <= 1);
    const beforeSeat = seatView(s, 0, 8);
    const before = beforeSeat.view;
    const pay = (game.legalActions(s, 1) as RushAction[]).find((a) => a.type === 'pay')!;
    expect(game.step(s, 1, pay)).toBeNull();
    const sv = seatView(s, 0, 9);
    const after = sv.view as RushView;
    const w = await mountTable(sv);
    expect(w.findAll('.rush-card.fresh')).toHaveLength(0);
    const store = useMatchStore();
    store.step = { seq: 1, actionCount: 9, player: 1, text: 'Bot buys a card', log: [], before: beforeSeat };
    await flushPromises();
    const moved = movedCards(before, after).cards;
    const marked = w.findAll('.rush-card.fresh').map((c) => c.attributes('data-card'));
    expect(marked.length).toBeGreaterThan(0);
    for (const id of marked) expect(moved.has(id!)).toBe(true);
    const fresh = after.reserve.find((c) => moved.has(c))!;
    expect(w.find(`.reserve .rush-card[data-card="${fresh}"]`).classes()).toContain('fresh');
    expect(w.find(`.reserve [data-roving][data-card="${fresh}"]`).attributes('data-label')).toContain('just moved');
    store.step = { ...store.step, seq: 2, actionCount: 8 };
    await flushPromises();
    expect(w.findAll('.rush-card.fresh')).toHaveLength(0);
  });
});
