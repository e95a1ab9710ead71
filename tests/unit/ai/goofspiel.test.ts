import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { goofspielGame, type GoofspielState } from '@main/ai/testing/goofspiel';

const bidAll = (s: GoofspielState, values: number[]): void => {
  values.forEach((v, p) => expect(goofspielGame.step(s, p, { type: 'bid', card: `b${p}-${v}` })).toBeNull());
};

describe('Goofspiel (the AI test game)', () => {
  it('passes the conformance kit with 2 to 5 players under both tie rules', () => {
    for (const ties of ['discard', 'split'] as const) {
      const report = runConformance(goofspielGame, { players: [2, 3, 4, 5], games: 40, options: () => ({ ties }) });
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(160);
    }
  });

  it('the single highest bid takes the prize; a tie for highest discards it, or splits it', () => {
    const s = goofspielGame.setup({ players: 3 }, 1);
    const first = s.prize!;
    bidAll(s, [6, 2, 5]);
    expect(s.scores).toEqual([Number(first.slice(1)), 0, 0]);
    const second = s.prize!;
    bidAll(s, [5, 5, 1]);
    expect(s.scores).toEqual([Number(first.slice(1)), 0, 0]);
    expect(s.history[1]).toEqual({ prize: second, bids: ['b0-5', 'b1-5', 'b2-1'], winner: null });

    const t = goofspielGame.setup({ players: 3, ties: 'split' }, 1);
    bidAll(t, [4, 4, 1]);
    expect(t.scores).toEqual([Number(first.slice(1)) / 2, Number(first.slice(1)) / 2, 0]);
  });

  it('keeps other players\' bids and the prize order out of a view until revealed', () => {
    const s = goofspielGame.setup({ players: 2 }, 3);
    expect(goofspielGame.step(s, 1, { type: 'bid', card: 'b1-3' })).toBeNull();
    const view = goofspielGame.view(s, 0);
    expect(JSON.stringify(view)).not.toContain('b1-3');
    for (const p of s.prizeDeck) expect(JSON.stringify(view)).not.toContain(`"${p}"`);
    expect(view.hasBid).toEqual([false, true]);
    expect(goofspielGame.step(s, 1, { type: 'bid', card: 'b1-4' })).toMatchObject({ rule: 'already-bid' });
    expect(goofspielGame.step(s, 0, { type: 'bid', card: 'b1-4' })).toMatchObject({ rule: 'card-not-in-hand' });
  });

  it('ends when the last prize is taken, most points winning and equal points sharing', () => {
    const s = goofspielGame.setup({ players: 2, cards: 2 }, 1);
    bidAll(s, [2, 1]);
    expect(goofspielGame.outcome(s)).toBeNull();
    bidAll(s, [1, 2]);
    const outcome = goofspielGame.outcome(s)!;
    expect(outcome.scores.reduce((a, b) => a + b, 0)).toBe(3);
    expect(outcome.winners).toEqual([outcome.scores[0]! > outcome.scores[1]! ? 0 : 1]);
    expect(goofspielGame.pending(s)).toEqual([]);
  });
});
