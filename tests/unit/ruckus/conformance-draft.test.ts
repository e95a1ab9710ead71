// The conformance kit over seeded whole Draft games and Draft Gameplay Tournaments (npm test: 300 and 60; SOAK=1: 1,000 and 250, four one-on-one
// games a tournament on shared camps) (settings in kit.ts).
import { describe, it } from 'vitest';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import { budget } from '../../budget';
import { passesKit } from './kit';

describe('Ruckus Draft setups pass the conformance kit', () => {
  it.each([[2, budget(100, 334)], [3, budget(100, 333)], [4, budget(100, 333)]])('Draft, %i players: %i seeded whole games', (players, games) => passesKit({ setup: 'draft' }, [players], games, 31), 600_000);
  const tournaments = budget(60, 250);
  it(`Draft Gameplay Tournament, 4 players: ${tournaments} seeded whole tournaments`, () => passesKit({ setup: 'tournament' }, [4], tournaments, 32, ruckusAnyGame), 600_000);
});
