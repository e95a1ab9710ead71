import { describe, it } from 'vitest';
import { expectHardBeatsRandom } from './strength';

describe('Hard against random bots, Goofspiel with 5 cards, ties split', () => {
  // A generous timeout: the games take about 18 s of CPU, more on a busy shared machine.
  it('4 players: Hard\'s win share is clearly above a fair 1/4', { timeout: 180_000 }, () => {
    expectHardBeatsRandom(4, 40);
  });
});
