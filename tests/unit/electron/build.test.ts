// `electron-vite build` with the real electron.vite.config.ts (it needs no Electron binary): what it writes.
import { spawnSync } from 'node:child_process';
import { builtinModules, createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
let out = '';
let build: { status: number | null; stderr: string | Buffer };
// `npm test` builds the app once (its build stage) and names the folder in SKIRMISH_BUILD_OUT, where the end-to-end
// tests also take the renderer from; run alone, this file builds into a temporary folder of its own.
const prebuilt = process.env['SKIRMISH_BUILD_OUT'];

beforeAll(() => {
  if (prebuilt) {
    out = prebuilt;
    build = { status: existsSync(path.join(out, 'main', 'index.js')) ? 0 : 1, stderr: `SKIRMISH_BUILD_OUT=${out} holds no build` };
    return;
  }
  out = mkdtempSync(path.join(tmpdir(), 'skirmish-ev-'));
  const cli = path.join(path.dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  build = spawnSync(process.execPath, [cli, 'build', '--outDir', out], { cwd: root, encoding: 'utf8', timeout: 90_000 });
}, 100_000);
afterAll(() => { if (!prebuilt) rmSync(out, { recursive: true, force: true }); });

/** Bare module specifiers a bundle loads at run time (import ... from 'x', import('x'), require('x')). */
function runtimeImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:^|\n)\s*import\s[^'"]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|\brequire\(\s*["']([^"']+)["']\s*\)/g)) {
    found.add((m[1] ?? m[2] ?? m[3] ?? m[4])!);
  }
  return [...found];
}

describe('electron-vite build', () => {
  it('succeeds without the Electron binary', () => {
    expect(build.status, String(build.stderr)).toBe(0);
    expect(existsSync(path.join(out, 'main', 'index.js'))).toBe(true);
    expect(existsSync(path.join(out, 'renderer', 'index.html'))).toBe(true);
  });

  it('makes the preload one sandbox-compatible CommonJS file that requires nothing but electron', () => {
    const code = readFileSync(path.join(out, 'preload', 'index.cjs'), 'utf8');
    expect(runtimeImports(code)).toEqual(['electron']);
    expect(code).not.toMatch(/\bmodule\.exports\b|\bexports\.|^\s*import\s|^\s*export\s/m);
    expect(code).toContain('exposeInMainWorld');
  });

  it('leaves the main bundle loading only electron, Node built-ins and shipped dependencies', () => {
    const code = readFileSync(path.join(out, 'main', 'index.js'), 'utf8');
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const shipped = (spec: string) => Object.hasOwn(pkg.dependencies, spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    const imports = runtimeImports(code);
    expect(imports).toContain('electron');
    const local = imports.filter((spec) => spec.startsWith('.'));
    local.forEach((spec) => expect(existsSync(path.join(out, 'main', spec))).toBe(true));
    expect(imports.filter((spec) => spec !== 'electron' && !spec.startsWith('.') && !builtins.has(spec) && !shipped(spec))).toEqual([]);
    expect(code).toContain('app://');
  });

  it('bundles the AI worker entry, importing only its own chunks, built-ins and shipped dependencies', () => {
    const code = readFileSync(path.join(out, 'main', 'workers', 'worker-main.js'), 'utf8');
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const local = runtimeImports(code).filter((spec) => spec.startsWith('.'));
    for (const spec of local) {
      expect(spec).toMatch(/^\.\.\/chunks\//);
      expect(existsSync(path.join(out, 'main', 'workers', spec))).toBe(true);
    }
    expect(runtimeImports(code).filter((spec) => !spec.startsWith('.') && !builtins.has(spec) && !Object.hasOwn(pkg.dependencies, spec))).toEqual([]);
    expect(code).toContain('parentPort');
  });
});
