// The lint configuration enforces the architecture's layering: each deliberate violation below must fail.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const violations: [string, string, string, string][] = [
  ['src-shared imports node', 'src-shared/contract/bad.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'no-restricted-imports'],
  ['src-shared imports electron', 'src-shared/bad.ts', "import { app } from 'electron';\nexport const x = app;", 'no-restricted-imports'],
  ['src-shared imports main code', 'src-shared/bad.ts', "import { apply } from '@main/engine/game';\nexport const x = apply;", 'no-restricted-imports'],
  ['the renderer imports main code', 'src-renderer/src/bad.ts', "import { createDispatcher } from '@main/services/dispatcher';\nexport const x = createDispatcher;", 'no-restricted-imports'],
  ['the renderer imports node', 'src-renderer/src/bad.ts', "import { join } from 'path';\nexport const x = join;", 'no-restricted-imports'],
  ['the renderer imports SQLite', 'src-renderer/src/bad.ts', "import Database from 'better-sqlite3';\nexport const x = Database;", 'no-restricted-imports'],
  ['a game imports node I/O', 'src-main/games/rush/bad.ts', "import { writeFileSync } from 'node:fs';\nexport const x = writeFileSync;", 'no-restricted-imports'],
  ['a game imports the store', 'src-main/games/rush/bad.ts', "import { x } from '@main/store/db';\nexport const y = x;", 'no-restricted-imports'],
  ['the engine uses Math.random', 'src-main/engine/bad.ts', 'export const roll = (): number => Math.random();', 'no-restricted-syntax'],
  ['the AI reads the clock', 'src-main/ai/bad.ts', 'export const t = (): number => Date.now();', 'no-restricted-syntax'],
  ['a service imports electron', 'src-main/services/bad.ts', "import { ipcMain } from 'electron';\nexport const x = ipcMain;", 'no-restricted-imports'],
  ['the web host imports electron', 'src-main/hosts/web/bad.ts', "import { app } from 'electron';\nexport const x = app;", 'no-restricted-imports'],
];

describe('layering lint rules', () => {
  it.each(violations)('fails when %s', async (_name, filePath, code, rule) => {
    const found = await problems(filePath, code);
    expect(found.some((p) => p.startsWith(`${rule}:`))).toBe(true);
  });

  it('blocks Node built-ins by their exact name only, not project files that share a name', async () => {
    expect(await problems('src-main/games/ok.ts', "import { rushModule } from './rush/module';\nimport { x } from './events';\nexport const y = [rushModule, x];")).toEqual([]);
    expect((await problems('src-main/games/bad.ts', "import { createRequire } from 'module';\nexport const y = createRequire;")).some((p) => p.startsWith('no-restricted-imports:'))).toBe(true);
    expect((await problems('src-main/ai/bad.ts', "import { Worker } from 'worker_threads';\nexport const y = Worker;")).some((p) => p.startsWith('no-restricted-imports:'))).toBe(true);
  });

  it('accepts the allowed imports', async () => {
    expect(await problems('src-main/games/rush/ok.ts', "import { seedRng } from '@main/engine/rng';\nimport { ruleError } from '@shared/contract/errors';\nexport const x = [seedRng, ruleError];")).toEqual([]);
    expect(await problems('src-renderer/src/ok.ts', "import { services } from '@shared/contract';\nexport const x = services;")).toEqual([]);
    expect(await problems('src-main/hosts/electron/ok.ts', "import { app } from 'electron';\nexport const x = app;")).toEqual([]);
    expect(await problems('src-main/store/ok.ts', "import Database from 'better-sqlite3';\nexport const x = Database;")).toEqual([]);
  });
});
