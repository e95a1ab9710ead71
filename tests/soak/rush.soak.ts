// Soak: 20,000 seeded World of Tanks: Rush games under the conformance kit (5,000 per player count, 2-5 players),
// invariants after every action, sparser view, probe and determinize checks. Run by `npm run soak`, not `npm test`.
import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { rushGame } from '@main/games/rush/rules';
import { illegalSamples } from '../unit/rush/kit';

describe('World of Tanks: Rush soak', () => {
  it.each([2, 3, 4, 5])('%i players: 5,000 games (one in ten without a turn limit)', (players) => {
    // Nine games in ten stop at 60 turns to keep the soak to minutes; every tenth is played to its real end.
    const full = runConformance(rushGame, {
      players: [players], games: 500, seed: 20_000 + players, options: () => ({ log: false }),
      viewEvery: 97, probeEvery: 89, determinizeEvery: 193, illegalSamples,
    });
    expect(full.failures).toEqual([]);
    expect(full.truncated).toBe(0);
    const capped = runConformance(rushGame, {
      players: [players], games: 4_500, seed: 40_000 + players, options: () => ({ maxTurns: 60, log: false }),
      viewEvery: 47, probeEvery: 43, determinizeEvery: 97, illegalSamples,
    });
    expect(capped.failures).toEqual([]);
    expect(full.games + capped.games).toBe(5_000);
  });
});
