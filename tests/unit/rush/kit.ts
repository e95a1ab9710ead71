// Shared conformance settings for the Rush kit tests (split over two files so they run in parallel).
import { expect } from 'vitest';
import { budget } from '../../budget';
import { runConformance } from '@main/engine/conformance';
import type { Rng } from '@main/engine/rng';
import { rushGame } from '@main/games/rush/game';
import { rushIllegalSamples } from '@main/games/rush/probes';
import type { RushState } from '@main/games/rush/state';

export const illegalSamples = (state: unknown, player: number, rng: Rng): unknown[] => rushIllegalSamples(state as RushState, player, rng);

/** Seeded whole games a player count: npm test plays the first 100, SOAK=1 all 250 (the family npm test played before). */
export const RUSH_KIT_GAMES = budget(100, 250);

/** RUSH_KIT_GAMES seeded whole games at one player count, each played to its real end (the 600-turn limit only guards random play). */
export function passesKit(players: number): void {
  const report = runConformance(rushGame, {
    players: [players], games: RUSH_KIT_GAMES, seed: 7, options: () => ({ maxTurns: 600 }),
    viewEvery: 15, probeEvery: 25, determinizeEvery: 50, illegalSamples,
  });
  expect(report.failures).toEqual([]);
  expect(report.games).toBe(RUSH_KIT_GAMES);
  expect(report.truncated).toBe(0);
  expect(report.probes).toBeGreaterThan(report.actions / 25);
}
