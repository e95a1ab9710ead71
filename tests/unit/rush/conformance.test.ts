// The engine conformance kit on World of Tanks: Rush (2 and 3 players; 4 and 5 in conformance-large.test.ts), with
// the Rush invariants after every action and near-miss illegal moves (overpaying, a second attack, a wrong nation,
// a defended base, a base card played).
import { describe, it } from 'vitest';
import { passesKit, RUSH_KIT_GAMES } from './kit';

describe('World of Tanks: Rush passes the conformance kit', () => {
  it.each([2, 3])(`%i players: ${RUSH_KIT_GAMES} seeded whole games`, (players) => passesKit(players), 450_000);
});
