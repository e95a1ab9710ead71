// The conformance kit over seeded whole games (300 a setup in npm test, 1,000 with SOAK=1) of the Advanced and Pure Guild setups (settings in kit.ts).
import { describe, it } from 'vitest';
import { budget } from '../../budget';
import { passesKit } from './kit';

describe('Ruckus Advanced and Pure Guild setups pass the conformance kit', () => {
  it.each([[2, budget(100, 334)], [3, budget(100, 333)], [4, budget(100, 333)]])('Advanced, %i players: %i seeded whole games', (players, games) => passesKit({ setup: 'advanced' }, [players], games, 21), 600_000);
  it.each([[2, budget(100, 334)], [3, budget(100, 333)], [4, budget(100, 333)]])('Pure Guild, %i players: %i seeded whole games', (players, games) => passesKit({ setup: 'pure' }, [players], games, 22), 600_000);
});
