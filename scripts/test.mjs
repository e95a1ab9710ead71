// `npm test`: type-check, lint, unit tests, then end-to-end tests; ends with one summary line
// ("tests: N passed, N failed") counted over every vitest run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'skirmish-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(title, command, args) {
  process.stdout.write(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

function vitest(title, config, name) {
  const out = join(reports, `${name}.json`);
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  if (config) args.push('--config', config);
  const ok = run(title, npx, args);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } catch {
    totals.failed += 1;
    process.stdout.write(`${title}: no test report was written\n`);
  }
  return ok;
}

const steps = [
  () => run('type-check (main, shared, tests)', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  () => run('type-check (renderer)', npx, ['vue-tsc', '-p', 'tsconfig.renderer.json', '--noEmit']),
  () => run('type-check (end-to-end tests)', npx, ['tsc', '-p', 'tsconfig.e2e.json', '--noEmit']),
  // The benchmark's boardgame.io peer has its own install (`npm run peer:install`, which CI runs); without it its
  // type-check and tests are skipped, and said to be.
  () => existsSync('bench/peer/node_modules/boardgame.io')
    ? run('type-check (bench peer)', npx, ['tsc', '-p', 'bench/peer/tsconfig.json', '--noEmit'])
    : (process.stdout.write('\n=== type-check (bench peer): skipped, boardgame.io is not installed in bench/peer (npm run peer:install)\n'), true),
  () => run('lint', npx, ['eslint', '.']),
  () => vitest('unit tests', null, 'unit'),
  () => run('build the renderer', npx, ['vite', 'build', '--logLevel', 'warn']),
  () => vitest('end-to-end tests (Chromium)', 'vitest.e2e.config.ts', 'e2e'),
];

let ok = true;
for (const step of steps) ok = step() && ok;
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
