import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/soak/**/*.soak.ts'],
    environment: 'node',
    testTimeout: 3_600_000,
  },
});
