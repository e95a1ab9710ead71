import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';
import { aliases } from './aliases.ts';

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: aliases },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/renderer/**/*.test.ts', 'src-main/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
  },
});
