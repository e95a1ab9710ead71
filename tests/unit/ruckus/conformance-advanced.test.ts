// The conformance kit over 1,000 seeded whole games each of the Advanced and Pure Guild setups (settings in kit.ts).
import { describe, it } from 'vitest';
import { passesKit } from './kit';

describe('Ruckus Advanced and Pure Guild setups pass the conformance kit', () => {
  it.each([[2, 334], [3, 333], [4, 333]])('Advanced, %i players: %i seeded whole games', (players, games) => passesKit({ setup: 'advanced' }, [players], games, 21), 600_000);
  it.each([[2, 334], [3, 333], [4, 333]])('Pure Guild, %i players: %i seeded whole games', (players, games) => passesKit({ setup: 'pure' }, [players], games, 22), 600_000);
});
