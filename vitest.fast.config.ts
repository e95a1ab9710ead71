// `npm run test:fast`: the unit and renderer tests without the long runs (whole-game conformance, AI strength,
// SIGKILL loops), for the edit loop. `npm test` still runs everything.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

export const SLOW_TESTS = [
  'tests/unit/**/conformance*.test.ts',
  'tests/unit/ai/strength-*.test.ts',
  'tests/unit/ai/difficulty.test.ts',
  'tests/unit/store/crash-*.test.ts',
];

// Both cores: Vitest's default leaves one free (one worker on a 2-core machine), which made the loop 1.6x slower here.
export default mergeConfig(base, defineConfig({ test: { exclude: [...SLOW_TESTS, '**/node_modules/**'], maxWorkers: 2 } }));
