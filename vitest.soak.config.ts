// `npm run soak`: the long randomized runs at their larger budgets (SOAK=1, tests/budget.ts): every conformance seed
// family at its full size, the SIGKILL loops at 50 kills, the strength floors as their fixed Wilson series, plus the
// soaks of tests/soak (20,000 Rush and 20,013 Ruckus games).
import { defineConfig } from 'vitest/config';
import { CONFORMANCE_TESTS, shared, STRENGTH_TESTS } from './vitest.config.ts';

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ['tests/soak/**/*.soak.ts', ...CONFORMANCE_TESTS, ...STRENGTH_TESTS, 'tests/unit/store/crash-*.test.ts'],
    env: { SOAK: '1' },
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 3_600_000,
  },
});
