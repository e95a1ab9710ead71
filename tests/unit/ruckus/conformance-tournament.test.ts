// The conformance kit over whole Draft Gameplay Tournaments: on the draft setup, and on the Basic and Advanced setups
// the rulebook's note allows (a long run: npm test runs it, test:fast leaves it out).
import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { ruckusAnyGame, type TournamentState } from '@main/games/ruckus/tournament';
import { budget } from '../../budget';

const WHOLE = budget(14, 56), EACH = budget(8, 32);

describe('the Draft Gameplay Tournament passes the conformance kit', () => {
  it(`passes the conformance kit over ${WHOLE} complete tournaments`, () => {
    const report = runConformance(ruckusAnyGame, {
      players: [4], games: WHOLE, seed: 31, viewEvery: 7, probeEvery: 11, determinizeEvery: 13, maxFailures: 5,
      options: () => ({ setup: 'tournament', maxRounds: 200 }),
    });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(WHOLE);
    expect(report.truncated).toBe(0);
  });

  for (const base of ['basic', 'advanced'] as const) {
    it(`can be played with the ${base} setup (the rulebook's note): conformance over ${EACH} tournaments`, () => {
      const s = ruckusAnyGame.setup({ players: 4, setup: 'tournament', tournamentSetup: base }, 5) as TournamentState;
      expect(s.games.map((g) => g.phase)).toEqual(base === 'basic' ? ['formation', 'formation'] : ['build', 'build']);
      const report = runConformance(ruckusAnyGame, {
        players: [4], games: EACH, seed: 41, viewEvery: 7, probeEvery: 11, determinizeEvery: 13, maxFailures: 5,
        options: () => ({ setup: 'tournament', tournamentSetup: base, maxRounds: 200 }),
      });
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(EACH);
    });
  }
});
