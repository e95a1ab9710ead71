// The conformance kit over seeded whole Basic games at 2, 3 and 4 players (300 in npm test, 1,000 with SOAK=1) (settings in kit.ts).
import { describe, it } from 'vitest';
import { budget } from '../../budget';
import { passesKit } from './kit';

describe('Ruckus Basic setup passes the conformance kit', () => {
  it.each([[2, budget(100, 334)], [3, budget(100, 333)], [4, budget(100, 333)]])('%i players: %i seeded whole games', (players, games) => passesKit({}, [players], games, 11), 600_000);
});
