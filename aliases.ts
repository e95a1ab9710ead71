// Path aliases, defined once and shared by vite, electron-vite and vitest (tsconfig.base.json mirrors them for tsc).
import { fileURLToPath } from 'node:url';

const at = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@shared': at('./src-shared'),
  '@main': at('./src-main'),
  '@renderer': at('./src-renderer/src'),
};
