// @vitest-environment happy-dom
// The match screen around the table: the hot-seat hand-off never outlives its match, resign asks first and sits
// apart from Undo, an Undo that is off says why, the screen names the game and its setup, and a finished game opens
// on its end screen with no Undo.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter, type Router } from 'vue-router';
import type { App } from 'vue';
import type { GameInfo, MatchSummary, SeatView } from '@shared/contract';
import { provideApi } from '@renderer/api/use-api';
import MatchView from '@renderer/views/MatchView.vue';

const GAMES: GameInfo[] = [{ id: 'tricks', name: 'Tricks', minPlayers: 2, maxPlayers: 2, setups: [
  { id: 'short', name: 'Short', description: '', options: { rounds: 3 } },
  { id: 'long', name: 'Long', description: '', options: { rounds: 9 } },
] }];

/** A seat view of a small test game: the screen around the table reads none of the game's own view. */
function seatView(id: string, over: Partial<SeatView> = {}, match: Partial<MatchSummary> = {}): SeatView {
  return {
    match: {
      id, gameId: 'tricks', seats: [{ kind: 'human', name: 'You' }, { kind: 'human', name: 'Bea' }], options: { rounds: 3 }, status: 'active',
      actionCount: 4, winners: null, createdAt: 0, updatedAt: 0, finishedAt: null, ...match,
    },
    seat: 0, view: { hand: [] }, pending: [{ player: 0, kind: 'commit' }], legal: [{ action: { type: 'commit', card: 1 }, text: 'Commit c1' }], log: [{ text: 'Player 2 commits.' }],
    outcome: null, canUndo: false, undoReason: 'You have no action to take back.', ...over,
  } as unknown as SeatView;
}

let views: Record<string, SeatView>;
let wrapper: VueWrapper | null = null;
let router: Router;
const api = {
  resign: vi.fn(async () => views.m1!.match),
  undo: vi.fn(async () => views.m1!),
};

async function mountAt(id: string): Promise<VueWrapper> {
  const client = {
    api: {
      match: {
        games: async () => GAMES,
        open: async ({ matchId }: { matchId: string }) => views[matchId]!,
        resign: api.resign,
        undo: api.undo,
        cardSet: async () => ({ gameId: 'tricks', content: {} }),
      },
      campaign: { list: async () => [] },
    },
    on: () => () => undefined,
  };
  router = createRouter({ history: createMemoryHistory(), routes: [
    { path: '/', component: { template: '<div />' } },
    { path: '/match/:id', name: 'match', component: MatchView },
    { path: '/rules', name: 'rules', component: { template: '<div />' } },
    { path: '/replay/:id', name: 'replay', component: { template: '<div />' } },
    { path: '/review/:id', name: 'review', component: { template: '<div />' } },
    { path: '/campaigns/:id', name: 'campaign', component: { template: '<div />' } },
  ] });
  await router.push(`/match/${id}`);
  wrapper = mount({ template: '<RouterView />' }, {
    global: { plugins: [router, { install: (app: App) => provideApi(app, client as never) }] },
    attachTo: document.body,
  });
  await flushPromises();
  return wrapper;
}

beforeEach(() => {
  setActivePinia(createPinia());
  api.resign.mockClear();
  api.undo.mockClear();
});
afterEach(() => { wrapper?.unmount(); wrapper = null; document.body.innerHTML = ''; });

describe('the match screen', () => {
  it('hands a hot-seat game over to the seat to play, and forgets the hand-off on the next match', async () => {
    views = {
      m1: seatView('m1', { legal: [], pending: [{ player: 1, kind: 'commit' }] }, { seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bea' }] }),
      // The next game is against the AI and it is the player's own turn: nothing to hand over.
      m2: seatView('m2', {}, { seats: [{ kind: 'human', name: 'You' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }] }),
    };
    const w = await mountAt('m1');
    expect(w.get('#hand-off-title').text()).toBe('Pass the computer to Bea');
    expect(w.get('[data-testid="take-over"]').text()).toBe('I am Bea: show my cards');
    await router.push('/match/m2');
    await flushPromises();
    expect(w.find('#hand-off-title').exists()).toBe(false);
    expect(w.find('[data-testid="take-over"]').exists()).toBe(false);
    expect(w.find('.match-table').exists()).toBe(true);
  });

  it('words the hand-off for a seat named "You" without "I am You"', async () => {
    views = { m1: seatView('m1', { seat: 1, legal: [], pending: [{ player: 0, kind: 'commit' }] }) };
    const w = await mountAt('m1');
    expect(w.get('#hand-off-title').text()).toBe('Your turn at the computer');
    expect(w.get('[data-testid="take-over"]').text()).toBe('I am ready: show my cards');
  });

  it('says why Undo is off instead of doing nothing, and takes back when it is on', async () => {
    views = { m1: seatView('m1') };
    const w = await mountAt('m1');
    const undo = w.get('[data-testid="undo"]');
    expect(undo.attributes('aria-disabled')).toBe('true');
    expect(undo.attributes('title')).toBe('You have no action to take back.');
    expect(w.find('[data-testid="undo-reason"]').exists()).toBe(false);
    await undo.trigger('click');
    expect(w.get('[data-testid="undo-reason"]').text()).toBe('You have no action to take back.');
    expect(api.undo).not.toHaveBeenCalled();
    views = { m1: seatView('m1', { canUndo: true, undoReason: undefined }) };
    await router.push('/');
    await router.push('/match/m1');
    await flushPromises();
    await w.get('[data-testid="undo"]').trigger('click');
    await flushPromises();
    expect(api.undo).toHaveBeenCalledTimes(1);
  });

  it('asks before resigning, from the drawer of every action and not beside Undo', async () => {
    views = { m1: seatView('m1') };
    const w = await mountAt('m1');
    expect(w.find('.bar-tools [data-testid="resign"]').exists()).toBe(false);
    await w.get('[data-testid="open-actions"]').trigger('click');
    await flushPromises();
    await w.get('[data-testid="resign"]').trigger('click');
    expect(api.resign).not.toHaveBeenCalled();
    expect(w.get('[data-testid="resign-confirm-box"]').text()).toContain('Resign this game?');
    await w.get('[data-testid="resign-cancel"]').trigger('click');
    expect(w.find('[data-testid="resign-confirm-box"]').exists()).toBe(false);
    expect(api.resign).not.toHaveBeenCalled();
    await w.get('[data-testid="resign"]').trigger('click');
    await w.get('[data-testid="resign-confirm"]').trigger('click');
    await flushPromises();
    expect(api.resign).toHaveBeenCalledTimes(1);
    expect(api.resign).toHaveBeenCalledWith({ matchId: 'm1', seat: 0 });
  });

  it('names the game and its setup, and shows the log in the players\' names', async () => {
    views = { m1: seatView('m1') };
    const w = await mountAt('m1');
    expect(w.get('[data-testid="match-setup"]').text()).toBe('Tricks · Short setup');
    expect(w.get('.recent-log').text()).toContain('Bea commits.');
    expect(w.get('[data-testid="open-rules"]').attributes('href')).toBe('/rules?game=tricks');
  });

  it('opens a finished game on its end screen, with no Undo', async () => {
    views = { m1: seatView('m1', { legal: [], pending: [], outcome: { scores: [3, 1], winners: [0], tieBreaks: [] } }, { status: 'finished', winners: [0] }) };
    const w = await mountAt('m1');
    expect(w.get('[data-testid="end-winner"]').text()).toBe('You win.');
    expect(w.find('[data-testid="undo"]').exists()).toBe(false);
    expect(w.get('[data-testid="end-scores"]').text()).toContain('3');
    await w.get('[data-testid="end-close"]').trigger('click');
    expect(w.find('[data-testid="end-screen"]').exists()).toBe(false);
    await w.get('[data-testid="open-outcome"]').trigger('click');
    expect(w.find('[data-testid="end-screen"]').exists()).toBe(true);
  });
});
