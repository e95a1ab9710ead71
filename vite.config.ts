// Builds the renderer alone (for the browser host and the end-to-end tests) into dist-renderer/.
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { aliases } from './aliases.ts';

export default defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [vue()],
  resolve: { alias: aliases },
  build: {
    outDir: '../dist-renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
});
