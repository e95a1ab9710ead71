// `npm run test:fast`: the unit and renderer tests without the long runs (whole-game conformance, AI strength,
// SIGKILL loops, hostile-payload stress, the whole app build, the slowest files named below), for the edit loop.
// `npm test` still runs every one of them (its unit, conformance and strength stages).
import { defineConfig } from 'vitest/config';
import { ALL_TESTS, CONFORMANCE_TESTS, shared, STRENGTH_TESTS } from './vitest.config.ts';
import GroupByEnvironment from './tests/setup/group-by-environment.ts';

export const SLOW_TESTS = [
  ...CONFORMANCE_TESTS,
  ...STRENGTH_TESTS,
  'tests/unit/**/stress-*.test.ts',
  'tests/unit/ai/difficulty.test.ts',
  'tests/unit/store/crash-*.test.ts',
  // The app's whole electron-vite build (main, preload and renderer) into a temporary folder.
  'tests/unit/electron/build.test.ts',
  // Files that took 1.5-6 s each in the loop (test-artifacts/timings.json): real worker threads, whole
  // tournaments and games played out, the refusal sweeps over every move kind, and the cheating reference bot.
  'tests/unit/services/tournament-resume.test.ts',
  'tests/unit/ai/workers/real-worker.test.ts',
  'tests/unit/ai/workers/user-card-set.test.ts',
  'tests/unit/ai/workers/battle-worker.test.ts',
  'tests/unit/ai/workers/review-worker.test.ts',
  'tests/unit/ai/cheat.test.ts',
  'tests/unit/ruckus/refusals.test.ts',
  'tests/unit/ruckus/self-contained.test.ts',
  'tests/unit/rush/refusals.test.ts',
  'tests/unit/rush/full-games.test.ts',
  'tests/renderer/ruckus-round.test.ts',
  // Services and AI tests that play whole games or searches at the levels' real budgets (2.5-7 s each).
  'tests/unit/services/review-service.test.ts',
  'tests/unit/services/why-service.test.ts',
  'tests/unit/services/campaign-stats-cards.test.ts',
  'tests/unit/ai/explanations.test.ts',
  'tests/unit/ai/ruckus-prune.test.ts',
  'tests/unit/ai/ruckus-army.test.ts',
];

// Both cores: Vitest's default leaves one free (one worker on a 2-core machine), which made the loop 1.6x slower here.
// Threads without a fresh module graph per file: no test depends on a fresh one (each makes its own services, stores
// and games; tournament-resume resets modules itself), and it saved a fifth of the loop's CPU time.
export default defineConfig({
  ...shared,
  test: { ...shared.test, include: ALL_TESTS, exclude: [...SLOW_TESTS, '**/node_modules/**'], maxWorkers: 2, pool: 'threads', isolate: false,
    experimental: { fsModuleCache: true }, sequence: { sequencer: GroupByEnvironment } },
});
