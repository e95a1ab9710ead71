// The engine conformance kit on World of Tanks: Rush at 4 and 5 players (see conformance.test.ts).
import { describe, it } from 'vitest';
import { passesKit, RUSH_KIT_GAMES } from './kit';

describe('World of Tanks: Rush passes the conformance kit', () => {
  it.each([4, 5])(`%i players: ${RUSH_KIT_GAMES} seeded whole games`, (players) => passesKit(players), 450_000);
});
