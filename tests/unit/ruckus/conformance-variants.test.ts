// The conformance kit over seeded whole games (300 a setup in npm test, 1,000 with SOAK=1) of Child Friendly (a third of them without upgrades) and
// Speed Enhanced (a third of them with Advanced armies) (settings in kit.ts).
import { describe, it } from 'vitest';
import { budget } from '../../budget';
import { passesKit } from './kit';

describe('Ruckus Child Friendly and Speed Enhanced setups pass the conformance kit', () => {
  it.each([[2, budget(100, 334)], [3, budget(100, 333)], [4, budget(100, 333)]])('Child Friendly, %i players: %i seeded whole games', (players, games) =>
    passesKit({ child: true, noUpgrades: players === 3 }, [players], games, 41), 600_000);
  it.each([[2, budget(100, 334)], [3, budget(100, 333)], [4, budget(100, 333)]])('Speed Enhanced, %i players: %i seeded whole games', (players, games) =>
    passesKit({ speed: true, setup: players === 4 ? 'advanced' : 'basic' }, [players], games, 42), 600_000);
});
