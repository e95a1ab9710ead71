// The conformance kit over 334 seeded random 4-player Basic games of one combat round.
import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { ruckusGame } from '@main/games/ruckus/game';

describe('Ruckus Basic setup passes the conformance kit at 4 players', () => {
  it('4 players: 334 seeded games of one combat round', () => {
    const report = runConformance(ruckusGame, { viewEvery: 5, probeEvery: 9, determinizeEvery: 11, maxFailures: 5, players: [4], games: 334, seed: 11, options: () => ({ maxRounds: 1 }) });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(334);
    expect(report.probes).toBeGreaterThan(334);
  });
});
