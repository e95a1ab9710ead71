// The unit, renderer and benchmark-peer tests, as three projects that `npm test` runs as its stages
// (`vitest run --project unit`, `--project conformance`, `--project strength`); `vitest run` runs all three.
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';
import { aliases } from './aliases.ts';
import GroupByEnvironment from './tests/setup/group-by-environment.ts';

/** Whole seeded games through the conformance kit, every game and setup (seed budgets in tests/budget.ts). */
export const CONFORMANCE_TESTS = ['tests/unit/**/conformance*.test.ts'];
/** The AI strength floors (a sequential test in npm test, the fixed series with SOAK=1). */
export const STRENGTH_TESTS = ['tests/unit/**/strength-*.test.ts'];
export const ALL_TESTS = ['tests/unit/**/*.test.ts', 'tests/renderer/**/*.test.ts', 'src-main/**/*.test.ts', 'bench/peer/*.test.ts'];

/** What every project and the test:fast config share. */
export const shared: ViteUserConfig = {
  plugins: [vue()],
  resolve: { alias: aliases },
  test: {
    // The test-only games' AI hooks (Tricks, Goofspiel): the app's registry knows only the shipped games.
    setupFiles: ['tests/setup/test-game-ais.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
};

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // Both cores: Vitest's default leaves one free, which is one worker on a 2-core machine. The unit project runs in
    // threads without a fresh module graph per file, its files grouped by environment (tests/setup/group-by-environment.ts)
    // so that each worker is kept from file to file: 110 s in place of 182 s on 2 cores. No unit test needs a fresh
    // graph (each makes its own services, stores and games; tournament-resume resets modules itself). The long runs
    // keep a process of their own per file.
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: GroupByEnvironment },
    projects: [
      { extends: true, test: { name: 'unit', include: ALL_TESTS, exclude: [...CONFORMANCE_TESTS, ...STRENGTH_TESTS, '**/node_modules/**'], pool: 'threads', isolate: false } },
      { extends: true, test: { name: 'conformance', include: CONFORMANCE_TESTS } },
      { extends: true, test: { name: 'strength', include: STRENGTH_TESTS } },
    ],
  },
});
