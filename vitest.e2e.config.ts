import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // The Tricks test game's AI hooks, for the quick whole-game runs (the app's registry knows only the shipped games).
    setupFiles: ['tests/setup/test-game-ais.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
