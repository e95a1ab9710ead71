// `npm run test:fast`: the unit and renderer tests without the long runs (whole-game conformance, AI strength,
// SIGKILL loops, hostile-payload stress, the whole app build), for the edit loop. `npm test` still runs everything.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

export const SLOW_TESTS = [
  'tests/unit/**/conformance*.test.ts',
  'tests/unit/**/strength-*.test.ts',
  'tests/unit/**/stress-*.test.ts',
  'tests/unit/ai/difficulty.test.ts',
  'tests/unit/store/crash-*.test.ts',
  // The app's whole electron-vite build (main, preload and renderer) into a temporary folder.
  'tests/unit/electron/build.test.ts',
];

// Both cores: Vitest's default leaves one free (one worker on a 2-core machine), which made the loop 1.6x slower here.
// Threads without a fresh module graph per file: no test depends on a fresh one (each makes its own services, stores
// and games; tournament-resume resets modules itself), and it saved a fifth of the loop's CPU time.
export default mergeConfig(base, defineConfig({ test: { exclude: [...SLOW_TESTS, '**/node_modules/**'], maxWorkers: 2, pool: 'threads', isolate: false } }));
