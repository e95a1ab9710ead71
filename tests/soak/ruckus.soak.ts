// Soak: 20,013 seeded whole Ruckus games through the conformance kit in every setup at 2, 3 and 4 players, plus 300
// whole Draft Gameplay Tournaments, with the settings of the `npm test` kit (tests/unit/ruckus/kit.ts).
// `npm run soak` (not part of `npm test`). The 200-round limit only guards random play and is never reached.
import { describe, it } from 'vitest';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import { passesKit } from '../unit/ruckus/kit';

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
  let seed = 1000;
  for (const [name, options] of Object.entries(setups)) {
    for (const players of [2, 3, 4]) {
      const s = seed++;
      it(`${name}, ${players} players: ${GAMES} whole games`, () => passesKit(options, [players], GAMES, s));
    }
  }

  it('draft tournament: 300 whole tournaments of 4 players', () => passesKit({ setup: 'tournament' }, [4], 300, 2000, ruckusAnyGame));
});
