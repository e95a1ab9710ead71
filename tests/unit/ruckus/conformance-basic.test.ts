// The conformance kit over seeded random Basic games at 2 and 3 players (4 players: conformance-basic-4p.test.ts).
// Most games stop after their first combat round (maxRounds) to keep the file inside its time budget; a smaller
// batch plays to the end of the game.
import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { ruckusGame } from '@main/games/ruckus/game';

const CHECKS = { viewEvery: 5, probeEvery: 9, determinizeEvery: 11, maxFailures: 5 };

describe('Ruckus Basic setup passes the conformance kit', () => {
  for (const players of [2, 3]) {
    it(`${players} players: 334 seeded games of one combat round`, () => {
      const report = runConformance(ruckusGame, { ...CHECKS, players: [players], games: 334, seed: 11, options: () => ({ maxRounds: 1 }) });
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(334);
      expect(report.probes).toBeGreaterThan(334);
    });
  }

  it('complete games to the 5th Victory card at 2, 3 and 4 players', () => {
    const report = runConformance(ruckusGame, { ...CHECKS, players: [2, 3, 4], games: 8, seed: 12, options: () => ({ maxRounds: 40 }) });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(24);
    expect(report.truncated).toBeLessThan(24);
  });
});
