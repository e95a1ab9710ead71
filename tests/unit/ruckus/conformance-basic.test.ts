// The conformance kit over 1,000 seeded whole Basic games at 2, 3 and 4 players (settings in kit.ts).
import { describe, it } from 'vitest';
import { passesKit } from './kit';

describe('Ruckus Basic setup passes the conformance kit', () => {
  it.each([[2, 334], [3, 333], [4, 333]])('%i players: %i seeded whole games', (players, games) => passesKit({}, [players], games, 11), 600_000);
});
