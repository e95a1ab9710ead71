// Shared settings of the Ruckus conformance tests (split over several files so they run in parallel).
// Every game is played to its real end: the 200-round limit only guards random play and must never be reached.
import { expect } from 'vitest';
import type { AnyGame } from '@main/engine/game';
import { runConformance } from '@main/engine/conformance';
import type { Rng } from '@main/engine/rng';
import { ruckusGame } from '@main/games/ruckus/game';
import { ruckusIllegalSamples } from '@main/games/ruckus/probes';
import type { RuckusState } from '@main/games/ruckus/state';
import type { TournamentState } from '@main/games/ruckus/tournament';

/** Near-miss illegal moves for a single game, and for the 1-on-1 game a tournament seat is in. */
const illegalSamples = (state: unknown, player: number, rng: Rng): unknown[] => {
  const t = state as Partial<TournamentState>;
  if (t.games && t.seats) {
    const g = t.seats.findIndex((pair) => pair.includes(player));
    if (g < 0 || !t.games[g]) return [];
    return ruckusIllegalSamples(t.games[g] as RuckusState, t.seats[g]!.indexOf(player), rng);
  }
  return ruckusIllegalSamples(state as RuckusState, player, rng);
};

/**
 * `games` seeded whole games at each player count through the conformance kit: invariants and every player's view
 * (no hidden card) after every action, illegal-move probes, determinize, serialize and replay checks.
 */
export function passesKit(options: Record<string, unknown>, players: readonly number[], games: number, seed: number, game: AnyGame = ruckusGame): void {
  const report = runConformance(game, {
    players, games, seed, viewEvery: 1, probeEvery: 10, determinizeEvery: 20, maxFailures: 5, illegalSamples,
    options: () => ({ ...options, maxRounds: 200 }),
  });
  expect(report.failures).toEqual([]);
  expect(report.games).toBe(games * players.length);
  expect(report.truncated).toBe(0);
  expect(report.probes).toBeGreaterThan(report.actions / 10);
}
