// Builds the desktop app into out/: main and the AI worker entry (ESM, better-sqlite3 left external), preload (one sandbox-compatible
// CommonJS file with everything bundled but 'electron'), renderer (the same Vue app the browser host serves).
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { aliases } from './aliases.ts';

export default defineConfig({
  main: {
    resolve: { alias: aliases },
    build: {
      // Dependencies stay in node_modules (better-sqlite3 loads its native file from there or from nativeBinding).
      externalizeDeps: true,
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src-main/hosts/electron/main.ts'),
          'workers/worker-main': resolve(import.meta.dirname, 'src-main/ai/workers/worker-main.ts'),
        },
        external: ['better-sqlite3'],
      },
    },
  },
  preload: {
    resolve: { alias: aliases },
    build: {
      // A sandboxed preload cannot require from node_modules: bundle zod and the contract into the one file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src-main/hosts/electron/preload.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src-renderer'),
    plugins: [vue()],
    resolve: { alias: aliases },
    build: {
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src-renderer/index.html') } },
      chunkSizeWarningLimit: 1500,
    },
  },
});
