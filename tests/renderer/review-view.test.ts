// @vitest-environment happy-dom
// The game review screen against a fake review service: start, progress from events, cancel, and the rated moves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { GameReview, MatchSummary, ReviewMove, ReviewProgress } from '@shared/contract';
import { ApiError, type ApiClient } from '@renderer/api/client';
import { provideApi } from '@renderer/api/use-api';
import ReviewView from '@renderer/views/ReviewView.vue';
import { REVIEW_ROUTE, reviewLocation } from '@renderer/router';

const Blank = { template: '<div />' };

const summary: MatchSummary = {
  id: 'm1', gameId: 'rush', seats: [{ kind: 'ai', name: 'Anders', difficulty: 'hard' }, { kind: 'human', name: 'Ann' }], options: {},
  status: 'finished', actionCount: 40, winners: [0], createdAt: 1, updatedAt: 2, finishedAt: 2,
};

const move = (index: number, number: number, before: number, after: number, over: Partial<ReviewMove> = {}): ReviewMove => ({
  index, number, played: { action: { type: 'end' }, description: `Played move ${number}` }, best: { action: { type: 'buy', card: 'v1' }, description: `Best move ${number}` },
  sameMove: before === after, before, after, loss: before - after, iterations: 100, ...over,
});

function reviewOf(over: Partial<GameReview>): GameReview {
  return {
    matchId: 'm1', seat: 1, gameId: 'rush', seatName: 'Ann', status: 'running', done: 0, total: 4, level: 'hard', budgetMs: 1800,
    moves: [], turningPoints: [], unrated: 0, elapsedMs: 0, ...over,
  };
}

function setup() {
  let listener: ((p: ReviewProgress) => void) | null = null;
  let current: GameReview | null = null;
  const review = {
    get: vi.fn(async (input: { matchId: string; seat: number }) => {
      if (input.seat > 1) throw new ApiError({ kind: 'validation', message: 'Match m1 has no seat 2.', issues: [{ path: 'seat', message: '0 to 1' }] });
      return current;
    }),
    start: vi.fn(async () => (current = reviewOf({ status: 'running' }))),
    cancel: vi.fn(async () => (current = { ...current!, status: 'cancelled' })),
  };
  const match = {
    games: vi.fn(async () => [{ id: 'rush', name: 'World of Tanks: Rush', minPlayers: 2, maxPlayers: 5, setups: [] }]),
    list: vi.fn(async () => ({ items: [summary], total: 1 })),
  };
  const client = {
    api: { review, match }, transport: { kind: 'web' },
    on: (event: string, l: (p: ReviewProgress) => void) => { if (event === 'review.progress') listener = l; return () => { listener = null; }; },
  } as unknown as ApiClient;
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/review/:id', name: REVIEW_ROUTE, component: ReviewView }, { path: '/replay/:id', name: 'replay', component: Blank }],
  });
  const push = async (next: GameReview) => {
    current = next;
    listener?.({ matchId: next.matchId, seat: next.seat, status: next.status, done: next.done, total: next.total });
    await flushPromises();
  };
  return { review, client, router, push, listening: () => listener !== null };
}

const mounted: { unmount(): void }[] = [];
afterEach(() => { for (const w of mounted.splice(0)) w.unmount(); });

async function mountAt(s: ReturnType<typeof setup>, seat?: number) {
  await s.router.push(reviewLocation('m1', seat));
  const wrapper = mount({ template: '<RouterView />' }, { global: { plugins: [createPinia(), s.router, { install: (app) => provideApi(app, s.client) }] } });
  mounted.push(wrapper);
  await flushPromises();
  return wrapper;
}

describe('the game review screen', () => {
  it('opens on the first human seat, starts the review, follows its progress and cancels it', async () => {
    const s = setup();
    const w = await mountAt(s);
    expect(s.review.get).toHaveBeenCalledWith({ matchId: 'm1', seat: 1 });
    expect(w.text()).toContain('each of Ann\'s decisions rated by the Hard AI');
    await w.get('[data-testid="review-start"]').trigger('click');
    await flushPromises();
    expect(s.review.start).toHaveBeenCalledWith({ matchId: 'm1', seat: 1 });
    expect(w.get('[data-testid="review-progress"]').attributes('value')).toBe('0');

    await s.push(reviewOf({ done: 2, moves: [move(3, 1, 0.5, 0.5), move(7, 2, 0.6, 0.35, { label: 'blunder' })], turningPoints: [7] }));
    expect(w.get('[data-testid="review-progress"]').attributes('value')).toBe('2');
    expect(w.get('[data-testid="review-status"]').text()).toContain('Rating decision 3 of 4');
    expect(w.findAll('[data-testid^="review-move-"]')).toHaveLength(2);

    await w.get('[data-testid="review-cancel"]').trigger('click');
    await flushPromises();
    expect(s.review.cancel).toHaveBeenCalledWith({ matchId: 'm1', seat: 1 });
    expect(w.get('[data-testid="review-status"]').text()).toContain('stopped after 2 of 4 decisions');
    expect(w.get('[data-testid="review-start"]').text()).toBe('Go on with the review');
  });

  it('shows the win chance of every decision, the AI\'s move, and the turning points biggest loss first', async () => {
    const s = setup();
    const w = await mountAt(s, 1);
    await s.push(reviewOf({
      status: 'done', done: 4,
      moves: [move(3, 1, 0.5, 0.5), move(7, 2, 0.6, 0.35, { label: 'blunder' }), move(9, 3, 0.4, 0.31, { label: 'inaccuracy' }), move(12, 4, 0.3, 0.32)],
      turningPoints: [7, 9],
    }));
    expect(w.get('[data-testid="review-done"]').text()).toMatch(/All 4 decisions rated\.\s+Ann played the Hard AI's move in 1 of 4; 1 blunder; 1 inaccuracy\./);
    const turning = w.findAll('[data-testid="turning-points"] li');
    expect(turning.map((li) => li.attributes('data-testid'))).toEqual(['turning-7', 'turning-9']);
    expect(turning[0]!.text()).toContain('Decision 2Blunder');
    expect(turning[0]!.text()).toContain('Ann played “Played move 2”: win chance 60% → 35% (−25 points)');
    expect(turning[0]!.text()).toContain('The Hard AI would have played “Best move 2” (60%)');
    expect(turning[0]!.get('a').attributes('href')).toContain('/replay/m1?at=7&seat=1');
    const row = (i: number) => w.get(`[data-testid="review-move-${i}"]`).findAll('td').map((td) => td.text());
    expect(row(3)).toEqual(['1', 'Played move 1', '50% → 50%', '±0', 'The same move']);
    expect(row(12)).toEqual(['4', 'Played move 4', '30% → 32%', '+2', 'Best move 4']);
    expect(w.get('[data-testid="review-move-7"]').classes()).toContain('turning');
    expect(w.get('[data-testid="review-chart"]').attributes('aria-label')).toBe('Ann\'s win chance after each of 4 decisions, from 50% to 32%; turning points at decisions 2, 3.');
    expect(w.findAll('[data-testid="review-chart"] circle.turning')).toHaveLength(2);
  });

  it('tells the moves in the players\' words: seats by name, no instance ids', async () => {
    const s = setup();
    const w = await mountAt(s, 1);
    const played = { action: { type: 'fire' }, description: 'Attack Base of player 1 (p1-base2) with T95 (v39)' };
    const best = { action: { type: 'buy' }, description: 'Buy M22 Locust (v29) from the reserve' };
    await s.push(reviewOf({ status: 'done', done: 1, total: 1, moves: [move(5, 1, 0.6, 0.3, { label: 'blunder', played, best })], turningPoints: [5] }));
    const row = w.get('[data-testid="review-move-5"]').findAll('td').map((td) => td.text());
    expect(row[1]).toContain("Attack Anders's base 2 with T95");
    expect(row[4]).toBe('Buy M22 Locust from the reserve');
    expect(w.get('[data-testid="turning-points"]').text()).toContain('Ann played “Attack Anders\'s base 2 with T95”');
    expect(w.text()).not.toMatch(/\(v\d+\)|p\d-base\d|\bplayer \d/i);
  });

  it('tells the moves by their messages when the review has them, with the reader\'s grammar', async () => {
    const s = setup();
    const w = await mountAt(s, 1);
    const played = { action: { type: 'fire' }, description: 'Words of an older version', words: { msg: 'rush.act.fire', params: { card: 'T95', target: 'base', targetOwner: { seat: 0 }, targetBase: 2 } } };
    const best = { action: { type: 'end' }, description: 'End the turn', words: { msg: 'rush.act.end', params: {} } };
    await s.push(reviewOf({ status: 'done', done: 1, total: 1, moves: [move(5, 1, 0.6, 0.3, { label: 'blunder', played, best })], turningPoints: [5] }));
    const row = w.get('[data-testid="review-move-5"]').findAll('td').map((td) => td.text());
    expect(row[1]).toContain("Attack Anders's base 2 with T95");
    expect(row[4]).toBe('End the turn');
  });

  it('shows the service\'s refusal and another seat\'s review when asked', async () => {
    const s = setup();
    const w = await mountAt(s, 2);
    expect(w.get('[data-testid="review-error"]').text()).toBe('Match m1 has no seat 2.');
    await w.get('[data-testid="review-seat"]').setValue('0');
    await flushPromises();
    await flushPromises();
    expect(s.review.get).toHaveBeenLastCalledWith({ matchId: 'm1', seat: 0 });
    expect(w.find('[data-testid="review-error"]').exists()).toBe(false);
    expect(w.get('[data-testid="review-start"]').text()).toBe('Review Anders\'s decisions');
  });

  it('stops listening to progress when the screen is left', async () => {
    const s = setup();
    const w = await mountAt(s);
    expect(s.listening()).toBe(true);
    w.unmount();
    mounted.splice(0);
    expect(s.listening()).toBe(false);
  });
});
