import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';
import { aliases } from './aliases.ts';

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: aliases },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/renderer/**/*.test.ts', 'src-main/**/*.test.ts', 'bench/peer/*.test.ts'],
    // The test-only games' AI hooks (Tricks, Goofspiel): the app's registry knows only the shipped games.
    setupFiles: ['tests/setup/test-game-ais.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
  },
});
