// Soak: 20,000 seeded World of Tanks: Rush games under the conformance kit (5,000 per player count, 2-5 players), each
// played to its real end, invariants after every action, sparser view, probe and determinize checks.
// Run by `npm run soak`, not `npm test` (about half an hour on one core).
import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { rushGame } from '@main/games/rush/game';
import { illegalSamples } from '../unit/rush/kit';

describe('World of Tanks: Rush soak', () => {
  it.each([2, 3, 4, 5])('%i players: 5,000 whole games', (players) => {
    // No turn limit: random play ends every game by the rules (a lost last base or the ninth medal).
    const report = runConformance(rushGame, {
      players: [players], games: 5_000, seed: 20_000 + players, options: () => ({}),
      viewEvery: 47, probeEvery: 43, determinizeEvery: 97, illegalSamples,
    });
    expect(report.failures).toEqual([]);
    expect(report.truncated).toBe(0);
    expect(report.games).toBe(5_000);
  });
});
