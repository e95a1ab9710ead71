import { describe, it } from 'vitest';
import { expectHardBeatsRandom } from './strength';

describe('Hard against random bots, Goofspiel with 5 cards, ties split', () => {
  // npm test: a sequential test that stops after a few dozen games; SOAK=1: the fixed series (about 30 s of CPU).
  it('3 players: Hard\'s win share is clearly above a fair 1/3', { timeout: 180_000 }, () => {
    expectHardBeatsRandom(3, 90, 0.5);
  });
});
