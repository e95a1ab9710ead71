// The sequential test behind the strength floors of npm test (tests/unit/ai/helpers.ts).
import { describe, expect, it } from 'vitest';
import { Rng } from '@main/engine/rng';
import { sequentialTest } from './helpers';

const coin = (p: number, seed: number) => { const rng = new Rng(seed); return () => (rng.float() < p ? 1 : 0); };

describe("Wald's sequential test of a win share", () => {
  it('passes a hero that always wins after the fewest games the bound allows', () => {
    // Each win adds log(0.7 / 0.5); log(0.95 / 0.05) needs nine of them.
    expect(sequentialTest(() => 1, 0.5, 0.7, { maxGames: 100 })).toEqual({ verdict: 'above', games: 9, score: 9 });
  });

  it('stops a hero that always loses at "below"', () => {
    expect(sequentialTest(() => 0, 0.5, 0.7, { maxGames: 100 }).verdict).toBe('below');
  });

  it('rarely passes a hero no better than the floor: under 5% of 400 seeded series at a share of exactly 1/2', () => {
    let passed = 0;
    for (let s = 0; s < 400; s++) if (sequentialTest(coin(0.5, s), 0.5, 0.7, { maxGames: 90 }).verdict === 'above') passed++;
    expect(passed / 400).toBeLessThan(0.05);
  });

  it('counts a shared win as a fraction: all draws at a floor of 1/2 never pass', () => {
    const result = sequentialTest(() => 0.5, 0.5, 0.7, { maxGames: 60 });
    expect(result.verdict).not.toBe('above');
    expect(result.score).toBe(result.games / 2);
  });

  it('passes a clearly stronger hero in most seeded series, and says undecided when the cap comes first', () => {
    let passed = 0;
    for (let s = 0; s < 200; s++) if (sequentialTest(coin(0.8, s), 0.5, 0.7, { maxGames: 90 }).verdict === 'above') passed++;
    expect(passed / 200).toBeGreaterThan(0.9);
    expect(sequentialTest((g) => (g % 2 ? 1 : 0.25), 0.5, 0.7, { maxGames: 3 }).verdict).toBe('undecided');
  });
});
