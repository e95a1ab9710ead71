import { describe, expect, it } from 'vitest';
import { eloFromPairs, mergeTournaments, runTournament, wilson } from '@main/ai/tournament';
import { randomBot, type Bot } from '@main/ai/bot';
import { tricksGame } from '@main/engine/testing/tricks-game';

describe('tournament statistics', () => {
  it('Wilson interval brackets the observed share and narrows with more games', () => {
    const small = wilson(7, 10), large = wilson(700, 1000);
    expect(small.low).toBeLessThan(0.7);
    expect(small.high).toBeGreaterThan(0.7);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(wilson(0, 20).low).toBe(0);
    expect(wilson(20, 20).high).toBeCloseTo(1, 10);
  });

  it('Elo: equal records give equal ratings; a 3-to-1 record gives about 191 points of difference', () => {
    const even = eloFromPairs(['a', 'b'], new Map([['a>b', 10], ['b>a', 10]]));
    expect(even.get('a')).toBe(even.get('b'));
    const skewed = eloFromPairs(['a', 'b'], new Map([['a>b', 299.5], ['b>a', 99.5]]));
    expect(skewed.get('a')! - skewed.get('b')!).toBeGreaterThan(185);
    expect(skewed.get('a')! - skewed.get('b')!).toBeLessThan(197);
    const sweep = eloFromPairs(['a', 'b'], new Map([['a>b', 40]]));
    expect(Number.isFinite(sweep.get('a'))).toBe(true);
    expect(sweep.get('a')! - sweep.get('b')!).toBeLessThan(1000);
  });

  it('rotates seats and counts a bot that always plays its highest card above random', () => {
    const greedy: Bot = { name: 'greedy', choose: (t) => [...t.legal].sort((x, y) => Number((y as { card: string }).card.slice(1)) - Number((x as { card: string }).card.slice(1)))[0]! };
    const result = runTournament(tricksGame, { players: 2 }, [greedy, randomBot], 200, 7);
    const g = result.entries.find((e) => e.bot === 'greedy')!, r = result.entries.find((e) => e.bot === 'random')!;
    expect(g.games).toBe(200);
    expect(g.wins + r.wins).toBeCloseTo(200, 5);
    expect(g.low).toBeGreaterThan(0.5);
    expect(g.elo).toBeGreaterThan(r.elo);
  });

  it('a tournament played in numbered parts and merged equals the same games played at once', () => {
    const greedy: Bot = { name: 'greedy', choose: (t) => t.legal[t.legal.length - 1]! };
    const whole = runTournament(tricksGame, { players: 2 }, [greedy, randomBot], 40, 11);
    const seats: string[][] = [];
    const a = runTournament(tricksGame, { players: 2 }, [greedy, randomBot], 16, 11, { onGame: (g) => seats.push([...g.seats]) });
    const b = runTournament(tricksGame, { players: 2 }, [greedy, randomBot], 24, 11, { first: 16 });
    expect(mergeTournaments([b, a])).toEqual(whole);
    // Seats rotate with the game number: the greedy bot sits first in even games, second in odd ones.
    expect(seats.slice(0, 4)).toEqual([['greedy', 'random'], ['random', 'greedy'], ['greedy', 'random'], ['random', 'greedy']]);
    expect(() => mergeTournaments([a, runTournament(tricksGame, { players: 2 }, [greedy, randomBot], 4, 11, { first: 10 })])).toThrow(/overlap/);
  });
});
