// `npm run test:fast`: the unit and renderer tests without the long runs (whole-game conformance, AI strength,
// SIGKILL loops, hostile-payload stress, the whole app build), for the edit loop. `npm test` still runs everything.
import { defineConfig } from 'vitest/config';
import { ALL_TESTS, CONFORMANCE_TESTS, shared, STRENGTH_TESTS } from './vitest.config.ts';

export const SLOW_TESTS = [
  ...CONFORMANCE_TESTS,
  ...STRENGTH_TESTS,
  'tests/unit/**/stress-*.test.ts',
  'tests/unit/ai/difficulty.test.ts',
  'tests/unit/store/crash-*.test.ts',
  // The app's whole electron-vite build (main, preload and renderer) into a temporary folder.
  'tests/unit/electron/build.test.ts',
];

// Both cores: Vitest's default leaves one free (one worker on a 2-core machine), which made the loop 1.6x slower here.
// Threads without a fresh module graph per file: no test depends on a fresh one (each makes its own services, stores
// and games; tournament-resume resets modules itself), and it saved a fifth of the loop's CPU time.
export default defineConfig({
  ...shared,
  test: { ...shared.test, include: ALL_TESTS, exclude: [...SLOW_TESTS, '**/node_modules/**'], maxWorkers: 2, pool: 'threads', isolate: false },
});
