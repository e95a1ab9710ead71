// Soak: 20,000+ seeded Ruckus games through the conformance kit, to the end of the game, in every setup.
// `npm run soak` (not part of `npm test`). A simulation round limit only guards against endless random play.
import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { ruckusGame } from '@main/games/ruckus/game';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';

const setups: Record<string, Record<string, unknown>> = {
  basic: {},
  advanced: { setup: 'advanced' },
  draft: { setup: 'draft' },
  'pure guild': { setup: 'pure' },
  'child friendly': { child: true },
  'child friendly without upgrades': { child: true, noUpgrades: true },
  'speed enhanced': { speed: true },
};
const GAMES = 953; // per setup and player count: 7 setups x 3 player counts x 953 = 20,013 games

describe('Ruckus soak', () => {
  for (const [name, options] of Object.entries(setups)) {
    for (const players of [2, 3, 4]) {
      it(`${name}, ${players} players: ${GAMES} complete games`, () => {
        const report = runConformance(ruckusGame, {
          players: [players], games: GAMES, seed: 1000 + players, viewEvery: 10, probeEvery: 20, determinizeEvery: 25, maxFailures: 10,
          options: () => ({ ...options, maxRounds: 200 }),
        });
        expect(report.failures).toEqual([]);
        expect(report.games).toBe(GAMES);
        expect(report.truncated).toBeLessThan(GAMES / 100);
      });
    }
  }

  it('draft tournament: 300 complete tournaments of 4 players', () => {
    const report = runConformance(ruckusAnyGame, {
      players: [4], games: 300, seed: 2000, viewEvery: 10, probeEvery: 20, determinizeEvery: 25, maxFailures: 10,
      options: () => ({ setup: 'tournament', maxRounds: 200 }),
    });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(300);
    expect(report.truncated).toBeLessThan(3);
  });
});
