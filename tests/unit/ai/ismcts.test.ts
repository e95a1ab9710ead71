import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@main/engine/game';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { tricksGame, type TricksState } from '@main/engine/testing/tricks-game';
import { goofspielGame } from '@main/ai/testing/goofspiel';
import { searchIsmcts, type SearchProgress } from '@main/ai/ismcts';
import { decisiveGoofspiel, randomWalk } from './helpers';
import { kingmakerGame, penniesGame, signalsGame, snapGame, type PenniesState, type SignalsState } from './toy-games';
import { defaultGameAi, type GameAi } from '@main/ai/game-ai';

const rootSearch = (game: AnyGame, state: unknown, player: number, seed: number, iterations: number) =>
  searchIsmcts({ game, view: game.view(state, player), player, legal: game.legalActions(state, player), rng: new Rng(seed), iterations });

describe('ISMCTS finds winning moves', () => {
  it('bids the card that wins the game and rates it a near-certain win', () => {
    const s = decisiveGoofspiel();
    expect(goofspielGame.invariants!(s)).toEqual([]);
    const result = rootSearch(goofspielGame, s, 0, 3, 600);
    expect(result.best).toEqual({ type: 'bid', card: 'b0-4' });
    const [win, lose] = result.options;
    expect(win!.meanReward).toBeGreaterThan(0.9);
    expect(lose!.meanReward).toBeLessThan(0.1);
    expect(win!.visits).toBeGreaterThan(lose!.visits * 5);
  });

  it('from the other seat, sees the same position as lost whatever it bids', () => {
    const result = rootSearch(goofspielGame, decisiveGoofspiel(), 1, 3, 600);
    for (const o of result.options) expect(o.meanReward).toBeLessThan(0.5);
  });

  it('with 3 players, each chooser maximises its own reward entry (kingmaker)', () => {
    const result = rootSearch(kingmakerGame, kingmakerGame.setup({ players: 3 }, 1), 0, 1, 3000);
    const by = Object.fromEntries(result.options.map((o) => [o.key, o.meanReward]));
    // Player 2 crowns itself after left and shares with player 1 after right: right is worth 1/2, middle 1/3, left 0.
    expect(result.best).toEqual({ pick: 'right' });
    expect(by['{"pick":"right"}']).toBeGreaterThan(0.4);
    expect(by['{"pick":"middle"}']).toBeCloseTo(0.9 / 3 + 0.1 / 3, 5);
    expect(by['{"pick":"left"}']).toBeLessThan(0.2);
  });
});

describe('simultaneous secret decisions are searched without peeking', () => {
  it('values both pennies at about 1/2: the opponent picks blind, not after seeing our pick', () => {
    const result = rootSearch(penniesGame, penniesGame.setup({ players: 2 }, 1), 0, 9, 4000);
    for (const o of result.options) expect(o.meanReward).toBeGreaterThan(0.3);
    for (const o of result.options) expect(o.meanReward).toBeLessThan(0.7);
  });

  it('the same game declared as sequential turns lets the second player answer, so both picks look lost', () => {
    // The contrast shows the test above would catch a search that resolves simultaneous choices in turn order.
    const sequential = { ...penniesGame, pending: (s: PenniesState) => penniesGame.pending(s).slice(0, 1) };
    const result = rootSearch(sequential, sequential.setup({ players: 2 }, 1), 0, 9, 4000);
    for (const o of result.options) expect(o.meanReward).toBeLessThan(0.25);
  });

  it('a secret choice made in several steps: our later step cannot depend on the opponent\'s earlier hidden step', () => {
    const s = signalsGame.setup({ players: 2 }, 1);
    const result = rootSearch(signalsGame, s, 0, 3, 6000);
    for (const o of result.options) expect(o.meanReward).toBeGreaterThan(0.3);
    for (const o of result.options) expect(o.meanReward).toBeLessThan(0.7);
  });

  it('a secret choice an opponent makes alone stays out of the tree once the hooks declare its kind secret', () => {
    // Player 1 picks once, then player 2 makes both its secret picks alone, then player 1 picks again.
    const interleaved = {
      ...signalsGame,
      id: 'signals-interleaved',
      pending: (st: SignalsState) => {
        const [mine, theirs] = [st.picks[0]!.length, st.picks[1]!.length];
        const player = mine === 0 ? 0 : theirs < 2 ? 1 : mine < 2 ? 0 : -1;
        return player < 0 ? [] : [{ player, kind: 'signal' }];
      },
    };
    const s = interleaved.setup({ players: 2 }, 1);
    const search = (ai: GameAi) => searchIsmcts({ game: interleaved, view: interleaved.view(s, 0), player: 0, legal: interleaved.legalActions(s, 0), rng: new Rng(5), iterations: 3000, ai });
    const secret = search({ ...defaultGameAi(interleaved), secretDecisions: ['signal'] });
    for (const o of secret.options) expect(o.meanReward).toBeGreaterThan(0.3);
    for (const o of secret.options) expect(o.meanReward).toBeLessThan(0.7);
    // Without the declaration a lone decision counts as public: the tree shows player 2's pick and the search peeks.
    const peeking = search(defaultGameAi(interleaved));
    expect(peeking.options[0]!.meanReward).toBeGreaterThan(0.9);
  });

  it('an opponent who already committed a secret card does not change the search', () => {
    const heads: PenniesState = { players: 2, picks: [null, 'heads'] };
    const tails: PenniesState = { players: 2, picks: [null, 'tails'] };
    expect(rootSearch(penniesGame, heads, 0, 4, 500).options).toEqual(rootSearch(penniesGame, tails, 0, 4, 500).options);
  });
});

describe('simultaneous choices that interfere', () => {
  it('when an earlier choice ends the game, the later simultaneous choice lapses instead of crashing the search', () => {
    for (const player of [0, 1]) {
      const state = snapGame.setup({ players: 2 }, 1);
      const result = rootSearch(snapGame, state, player, 3, 400);
      expect(result.iterations).toBe(400);
      expect(['snap', 'wait']).toContain((result.best as { move: string }).move);
      // Snapping wins on the spot when applied first, so it is the better choice for either seat.
      expect((result.best as { move: string }).move).toBe('snap');
    }
  });
});

describe('budgets, cancellation, progress and determinism', () => {
  const state = tricksGame.setup({ players: 3 }, 11);
  const base = { game: tricksGame, view: tricksGame.view(state, 0), player: 0, legal: tricksGame.legalActions(state, 0) };

  it('runs exactly the iteration budget and is repeatable with the same seed', () => {
    const a = searchIsmcts({ ...base, rng: new Rng(5), iterations: 777 });
    const b = searchIsmcts({ ...base, rng: new Rng(5), iterations: 777 });
    expect(a.iterations).toBe(777);
    expect(a.stoppedBy).toBe('iterations');
    expect(a.options.reduce((n, o) => n + o.visits, 0)).toBe(777);
    expect(b.options).toEqual(a.options);
    const c = searchIsmcts({ ...base, rng: new Rng(6), iterations: 777 });
    expect(c.options.map((o) => o.visits)).not.toEqual(a.options.map((o) => o.visits));
  });

  it('stops on the time budget measured with the injected clock', () => {
    let t = 0;
    const result = searchIsmcts({ ...base, rng: new Rng(1), maxMillis: 40, now: () => (t += 1) });
    expect(result.stoppedBy).toBe('time');
    expect(result.iterations).toBeGreaterThan(0);
    expect(result.iterations).toBeLessThanOrEqual(40 * 8);
  });

  it('the iteration budget wins over a long time budget', () => {
    const result = searchIsmcts({ ...base, rng: new Rng(1), iterations: 50, maxMillis: 1e9, now: () => 0 });
    expect(result.iterations).toBe(50);
  });

  it('stops when cancelled, and before starting answers the first legal action', () => {
    let calls = 0;
    const result = searchIsmcts({ ...base, rng: new Rng(1), iterations: 10_000, shouldStop: () => ++calls > 123 });
    expect(result.stoppedBy).toBe('cancelled');
    expect(result.iterations).toBe(123);
    const none = searchIsmcts({ ...base, rng: new Rng(1), shouldStop: () => true });
    expect(none.iterations).toBe(0);
    expect(none.best).toBe(base.legal[0]);
  });

  it('reports progress every N iterations with a legal best action so far', () => {
    const seen: SearchProgress<unknown>[] = [];
    searchIsmcts({ ...base, rng: new Rng(2), iterations: 1000, progressEvery: 100, onProgress: (p) => seen.push(p) });
    expect(seen.map((p) => p.iterations)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    for (const p of seen) expect(base.legal).toContain(p.best);
    expect(seen.at(-1)!.bestShare).toBeGreaterThan(0);
    for (const p of seen) expect(p.bestWinChance).toBeGreaterThan(0);
    for (const p of seen) expect(p.bestWinChance).toBeLessThanOrEqual(1);
  });

  it('answers with one of the legal action objects it was given', () => {
    const s = randomWalk<TricksState>(tricksGame, 4, 3, 5);
    const p = tricksGame.pending(s)[0]!.player;
    const legal = tricksGame.legalActions(s, p);
    const result = searchIsmcts({ game: tricksGame, view: tricksGame.view(s, p), player: p, legal, rng: new Rng(1), iterations: 300 });
    expect(legal).toContain(result.best);
    expect(new Set(result.options.map((o) => stableStringify(o.action)))).toEqual(new Set(legal.map(stableStringify)));
  });

  it('refuses to search a decision without legal actions', () => {
    expect(() => searchIsmcts({ ...base, legal: [], rng: new Rng(1) })).toThrow(/no legal action/);
  });
});
