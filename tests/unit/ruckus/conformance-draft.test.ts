// The conformance kit over 1,000 seeded whole Draft games and 250 whole Draft Gameplay Tournaments (1,000 one-on-one
// games on shared camps) (settings in kit.ts).
import { describe, it } from 'vitest';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import { passesKit } from './kit';

describe('Ruckus Draft setups pass the conformance kit', () => {
  it.each([[2, 334], [3, 333], [4, 333]])('Draft, %i players: %i seeded whole games', (players, games) => passesKit({ setup: 'draft' }, [players], games, 31), 600_000);
  it('Draft Gameplay Tournament, 4 players: 250 seeded whole tournaments', () => passesKit({ setup: 'tournament' }, [4], 250, 32, ruckusAnyGame), 600_000);
});
