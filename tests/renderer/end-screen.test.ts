// @vitest-environment happy-dom
// The end screen on real engine outcomes: the winner on top, each player's final scoring as the engine gives it
// (Rush: medals, bases, every achievement with its holder or why nobody got it; Ruckus: Victory cards, tokens, add-ons,
// buried cards and the engine's totals), a resigned game told as such, and the way on: a rematch with the same
// setup, the replay, the game review and back to the campaign the match belongs to (else home).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createMemoryHistory, createRouter, type Router } from 'vue-router';
import type { App } from 'vue';
import { SeatView, type MatchSummary } from '@shared/contract';
import type { RushBreakdown } from '@shared/games/rush-view';
import type { RuckusBreakdown } from '@shared/games/ruckus-view';
import { provideApi } from '@renderer/api/use-api';
import EndScreen from '@renderer/components/end/EndScreen.vue';
import { rushModule } from '@main/games/rush/module';
import { defaultCardSet } from '@main/games/rush/default-set';
import { ruckusModule } from '@main/games/ruckus/module';
import type { AnyGame } from '@main/engine/game';
import { CATALOGUES } from '@shared/games/catalogues';
import { tell, type Message } from '@shared/games/words';

/** Plays a game with the first legal action of whoever must decide (a fixed walk, so the same game every run). */
function finished(game: AnyGame, options: Record<string, unknown>, seed: number, pick: (legal: unknown[], n: number) => unknown): unknown {
  const s = game.setup(options, seed);
  for (let n = 0; n < 50_000 && !game.outcome(s); n++) {
    const player = game.pending(s)[0]!.player;
    const error = game.step(s, player, pick(game.legalActions(s, player), n));
    if (error) throw new Error(error.message);
  }
  return s;
}

function seatView(game: AnyGame, gameId: string, s: unknown, status: MatchSummary['status'] = 'finished', options: Record<string, unknown> = {}): SeatView {
  const outcome = game.outcome(s);
  // Through the contract's schema, as the main side's answer would be: the engine's view and breakdown must fit it.
  return SeatView.parse({
    gameId,
    match: {
      id: 'm1', gameId, seats: [{ kind: 'human', name: 'You' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options, status,
      actionCount: 120, winners: outcome ? [...outcome.winners] : [1], createdAt: 0, updatedAt: 0, finishedAt: 1,
    },
    seat: 0, view: game.view(s, 0), pending: [], legal: [], log: [],
    outcome: outcome ? { scores: [...outcome.scores], winners: [...outcome.winners], tieBreaks: [...outcome.tieBreaks], breakdown: outcome.breakdown } : null,
    canUndo: false,
  });
}

let wrapper: VueWrapper | null = null;
let router: Router;
afterEach(() => { wrapper?.unmount(); wrapper = null; document.body.innerHTML = ''; });

async function mountEnd(view: SeatView, campaigns: { id: string; name: string; kind: string; matches: string[] }[] = []) {
  const create = vi.fn(async () => ({ ...view.match, id: 'm2', status: 'active' as const }));
  const client = {
    api: {
      match: { create, cardSet: async () => ({ gameId: 'rush', content: structuredClone(defaultCardSet) }) },
      campaign: {
        list: async () => campaigns.map((c) => ({ id: c.id, name: c.name, kind: c.kind, status: 'active', updatedAt: 0 })),
        get: async ({ campaignId }: { campaignId: string }) => ({ timeline: campaigns.find((c) => c.id === campaignId)!.matches.map((matchId) => ({ matchId })) }),
      },
    },
    on: () => () => undefined,
  };
  router = createRouter({
    history: createMemoryHistory(),
    routes: ['/', '/match/:id', '/replay/:id', '/review/:id', '/campaigns/:id'].map((path) => ({ path, name: path === '/' ? 'home' : { '/match/:id': 'match', '/replay/:id': 'replay', '/review/:id': 'review', '/campaigns/:id': 'campaign' }[path], component: { template: '<div />' } })),
  });
  await router.push('/match/m1');
  wrapper = mount(EndScreen, {
    props: { view, title: 'The game' },
    global: { plugins: [router, { install: (app: App) => provideApi(app, client as never) }] },
    attachTo: document.body,
  });
  await flushPromises();
  return { w: wrapper, create };
}

const rushGame = rushModule.game;
const rushPick = (legal: unknown[]): unknown => {
  const rank: Record<string, number> = { fire: 9, declare: 8, pay: 7, medals: 6, hold: 6, sabotage: 6, research: 5, 'repair-done': 5, repair: 4, finish: 4, defend: 3, buy: 2, end: 1, ability: 0, assault: 6 };
  return [...(legal as { type: string }[])].sort((a, b) => (rank[b.type] ?? 0) - (rank[a.type] ?? 0))[0];
};

describe('the end screen', () => {
  it('puts the winner on top and shows the engine\'s Rush scoring, "You" with its verb', async () => {
    const sv = seatView(rushGame, 'rush', finished(rushGame, { players: 2 }, 21, rushPick));
    const breakdown = sv.outcome!.breakdown as RushBreakdown;
    const { w } = await mountEnd(sv);
    const winner = sv.outcome!.winners.length > 1 ? /^Shared victory/ : sv.outcome!.winners[0] === 0 ? /^You win\.$/ : /^Bot wins\.$/;
    expect(w.get('[data-testid="end-winner"]').text()).toMatch(winner);
    // The headline comes before the scoring.
    const html = w.html();
    expect(html.indexOf('end-winner')).toBeLessThan(html.indexOf('rush-scoring'));
    const scoring = w.get('[data-testid="rush-scoring"]');
    expect(scoring.findAll('.score-table .total').map((t) => Number(t.text()))).toEqual(breakdown.players.map((p) => p.total));
    for (const a of breakdown.achievements) {
      const row = scoring.get(`[data-achievement="${a.id}"]`).text();
      if (a.awardedTo === 0) expect(row).toContain('You have the most');
      if (a.awardedTo === 1) expect(row).toContain('Bot has the most');
    }
    expect(scoring.text()).not.toMatch(/You has\b/);
  });

  it('tells the tie-breaks by their messages with the players\' names, and an old match\'s by its sentences', async () => {
    const sv = seatView(rushGame, 'rush', finished(rushGame, { players: 2 }, 21, rushPick));
    if (sv.gameId !== 'rush') throw new Error('a Rush seat view');
    const tieBreakWords: Message[] = [
      { msg: 'rush.tieBreak', params: { rule: 'medals', seats: [{ seat: 0 }, { seat: 1 }], values: [9, 9], leaders: [] } },
      { msg: 'rush.sharedVictory', params: { seats: [{ seat: 0 }, { seat: 1 }] } },
    ];
    // The engine's neutral words are what a match saved before messages carries.
    const neutral = tieBreakWords.map((m) => tell(CATALOGUES, m, ['Player 1', 'Player 2']));
    expect(neutral[1]).toBe('Still tied: a shared victory for Player 1 and Player 2.');
    const { w } = await mountEnd({ ...sv, outcome: { ...sv.outcome!, tieBreaks: neutral, tieBreakWords } });
    const lines = w.findAll('.tie-breaks li').map((li) => li.text());
    expect(lines).toEqual(['Tied on medals; more vehicles destroyed (medals on medal cards): you 9, Bot 9 (still tied)', 'Still tied: a shared victory for you and Bot.']);
    wrapper!.unmount(); wrapper = null;
    const old = await mountEnd({ ...sv, outcome: { ...sv.outcome!, tieBreaks: neutral } });
    expect(old.w.findAll('.tie-breaks li').map((li) => li.text())[1]).toBe('Still tied: a shared victory for you and Bot.');
  });

  it('shows the engine\'s Ruckus breakdown: Victory cards with their VP, tokens, add-ons, buried cards and the totals', async () => {
    const game = ruckusModule.game;
    const s = finished(game, { players: 2, setup: 'basic' }, 5, (legal, n) => legal[(n * 7) % legal.length]);
    const sv = seatView(game, 'ruckus', s, 'finished', { setup: 'basic' });
    const b = sv.outcome!.breakdown as RuckusBreakdown;
    const { w } = await mountEnd(sv);
    const scoring = w.get('[data-testid="ruckus-scoring"]');
    expect(scoring.findAll('.total').map((t) => Number(t.text()))).toEqual(sv.outcome!.scores);
    b.players.forEach((p, seat) => {
      const row = scoring.get(`tr[data-seat="${seat}"]`).text();
      for (const v of p.victoryCards) expect(row).toContain(`${v.name} ${v.vp}`);
    });
    expect(scoring.text()).toContain(`After ${b.rounds} combat round`);
  });

  it('tells a resigned game: who resigned and who wins, and that it has no final scoring', async () => {
    const s = rushGame.setup({ players: 2 }, 3);
    const sv = seatView(rushGame, 'rush', s, 'resigned');
    const { w } = await mountEnd(sv);
    expect(w.get('[data-testid="end-winner"]').text()).toBe('You resigned: Bot wins.');
    expect(w.find('[data-testid="end-no-scoring"]').exists()).toBe(true);
  });

  it('starts a rematch with the same game, seats and setup options, and opens it', async () => {
    const s = rushGame.setup({ players: 2 }, 3);
    const sv = seatView(rushGame, 'rush', s, 'resigned', { maxTurns: 40 });
    const { w, create } = await mountEnd(sv);
    await w.get('[data-testid="end-rematch"]').trigger('click');
    await flushPromises();
    expect(create).toHaveBeenCalledWith({ gameId: 'rush', seats: sv.match.seats, options: { maxTurns: 40 } });
    expect(router.currentRoute.value.fullPath).toBe('/match/m2');
  });

  it('links the replay and the review of the seat, and goes back to the campaign the match is part of', async () => {
    const sv = seatView(rushGame, 'rush', rushGame.setup({ players: 2 }, 3), 'resigned');
    const { w } = await mountEnd(sv, [{ id: 'c0', name: 'Other', kind: 'free', matches: ['x'] }, { id: 'c1', name: 'Road to Berlin', kind: 'rush-ladder', matches: ['m0', 'm1'] }]);
    expect(w.get('[data-testid="end-replay"]').attributes('href')).toBe('/replay/m1?seat=0');
    expect(w.get('[data-testid="end-review"]').attributes('href')).toBe('/review/m1?seat=0');
    expect(w.get('[data-testid="end-campaign"]').text()).toBe('Back to the ladder: Road to Berlin');
    expect(w.get('[data-testid="end-campaign"]').attributes('href')).toBe('/campaigns/c1');
    expect(w.find('[data-testid="end-home"]').exists()).toBe(false);
  });

  it('offers home when the match belongs to no campaign, and closes on "See the table"', async () => {
    const sv = seatView(rushGame, 'rush', rushGame.setup({ players: 2 }, 3), 'resigned');
    const { w } = await mountEnd(sv, [{ id: 'c0', name: 'Other', kind: 'free', matches: ['x'] }]);
    expect(w.find('[data-testid="end-campaign"]').exists()).toBe(false);
    expect(w.get('[data-testid="end-home"]').attributes('href')).toBe('/');
    await w.get('[data-testid="end-close"]').trigger('click');
    expect(w.emitted('close')).toHaveLength(1);
  });
});
