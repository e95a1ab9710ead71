// The conformance kit in every setup variant at 2, 3 and 4 players (short games: two combat rounds each).
import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { ruckusGame } from '@main/games/ruckus/game';

const checks = { viewEvery: 5, probeEvery: 9, determinizeEvery: 11, maxFailures: 5 };
const setups: Record<string, Record<string, unknown>> = {
  advanced: { setup: 'advanced' },
  draft: { setup: 'draft' },
  'pure guild': { setup: 'pure' },
  'child friendly': { child: true },
  'child friendly without upgrades, drafted': { child: true, noUpgrades: true, setup: 'draft' },
  'speed enhanced': { speed: true },
  'speed enhanced, advanced': { speed: true, setup: 'advanced' },
};

describe('Ruckus setup variants pass the conformance kit', () => {
  for (const [name, options] of Object.entries(setups)) {
    it(`${name}: 60 seeded games at 2, 3 and 4 players`, () => {
      const report = runConformance(ruckusGame, { ...checks, players: [2, 3, 4], games: 20, seed: 21, options: () => ({ ...options, maxRounds: 2 }) });
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(60);
      expect(report.actions).toBeGreaterThan(60 * 10);
    });
  }
});
