import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // One Chromium for every file (tests/e2e/global-setup.ts); each file has its own host and store, so files share
    // no state and run side by side. The journeys mostly wait on the page, so three at a time fit 2 cores.
    globalSetup: ['tests/e2e/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
