// `npm test`: every stage in turn (type-check, lint, the app build, unit, conformance, strength, end-to-end), each
// using both cores inside. The app is built once: the build check (tests/unit/electron/build.test.ts) reads that
// build and the end-to-end tests serve its renderer. Ends with the stage table, the slowest test files and one line
// "tests: N passed, N failed" counted over every vitest run; test-artifacts/timings.json keeps the same figures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'skirmish-test-'));
const appOut = join(work, 'app');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
const files = [];
const started = Date.now();
const loadAtStart = loadavg();

function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

/** A vitest run with the JSON report beside the usual one: adds its counts to the totals and its files to the list. */
function vitest(stageName, args, env = {}) {
  const out = join(work, `${stageName}.json`);
  const ok = run(npx, ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const counts = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
    for (const key of Object.keys(totals)) totals[key] += counts[key];
    for (const file of report.testResults) {
      files.push({ file: relative(root, file.name), stage: stageName, seconds: round((file.endTime - file.startTime) / 1000), tests: file.assertionResults.length });
    }
    return { ok: ok && counts.failed === 0, tests: counts };
  } catch {
    totals.failed += 1;
    process.stdout.write(`${stageName}: no test report was written\n`);
    return { ok: false, tests: null };
  }
}

function round(x) {
  return Math.round(x * 10) / 10;
}

function stage(name, what, body) {
  process.stdout.write(`\n=== ${name}: ${what}\n`);
  const t0 = process.hrtime.bigint();
  const result = body();
  const seconds = round(Number(process.hrtime.bigint() - t0) / 1e9);
  const { ok, tests = null, note } = typeof result === 'boolean' ? { ok: result } : result;
  stages.push({ stage: name, seconds, ok, ...(tests ? { tests } : {}), ...(note ? { note } : {}) });
}

// The benchmark's boardgame.io peer has its own install (`npm run peer:install`, which CI runs); without it its
// type-check and tests are left out, and the table says so.
const peer = existsSync('bench/peer/node_modules/boardgame.io');
const projects = ['tsconfig.json', 'tsconfig.renderer.json', 'tsconfig.e2e.json', ...(peer ? ['bench/peer/tsconfig.json'] : [])];

stage('typecheck', `vue-tsc -b over ${projects.join(', ')}`, () => ({
  ok: run(npx, ['vue-tsc', '-b', ...projects]),
  ...(peer ? {} : { note: 'bench/peer not installed (npm run peer:install): its type-check left out' }),
}));
stage('lint', 'eslint .', () => run(npx, ['eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']));
stage('build', 'electron-vite build (main, preload, renderer), once for the build check and the end-to-end tests', () =>
  run(npx, ['electron-vite', 'build', '--outDir', appOut, '--logLevel', 'warn']));
const built = existsSync(join(appOut, 'renderer', 'index.html'));
stage('unit', 'vitest --project unit', () => vitest('unit', ['--project', 'unit'], { SKIRMISH_BUILD_OUT: appOut }));
stage('conformance', 'vitest --project conformance (seed budgets of tests/budget.ts)', () => vitest('conformance', ['--project', 'conformance']));
stage('strength', 'vitest --project strength (sequential floors)', () => vitest('strength', ['--project', 'strength']));
stage('e2e', 'vitest --config vitest.e2e.config.ts (Chromium, the built renderer)', () => {
  if (!built) {
    totals.failed += 1;
    process.stdout.write('the build wrote no renderer: the end-to-end tests cannot run\n');
    return { ok: false, note: 'no renderer was built' };
  }
  return vitest('e2e', ['--config', 'vitest.e2e.config.ts'], { SKIRMISH_E2E_DIST: join(appOut, 'renderer') });
});

const totalSeconds = round((Date.now() - started) / 1000);
const ok = stages.every((s) => s.ok) && totals.failed === 0;
const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, 25);

const pad = (text, n) => String(text).padEnd(n);
const lines = ['', 'stage         wall (s)  result'];
for (const s of stages) {
  const counts = s.tests ? `, ${s.tests.passed} passed, ${s.tests.failed} failed${s.tests.skipped ? `, ${s.tests.skipped} skipped` : ''}` : '';
  lines.push(`${pad(s.stage, 13)} ${String(s.seconds.toFixed(1)).padStart(8)}  ${s.ok ? 'ok' : 'FAILED'}${counts}${s.note ? ` (${s.note})` : ''}`);
}
lines.push(`${pad('total', 13)} ${String(totalSeconds.toFixed(1)).padStart(8)}  load ${loadAtStart.map((l) => l.toFixed(1)).join(' ')} at the start, ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end, ${cpus().length} cores`);
lines.push('', 'slowest test files (s):');
for (const f of slowest.slice(0, 10)) lines.push(`  ${String(f.seconds.toFixed(1)).padStart(6)}  ${f.stage.padEnd(11)} ${f.file}`);
process.stdout.write(`${lines.join('\n')}\n`);

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
mkdirSync('test-artifacts', { recursive: true });
writeFileSync(join('test-artifacts', 'timings.json'), `${JSON.stringify({
  finishedAt: new Date().toISOString(),
  commit: commit.status === 0 ? commit.stdout.trim() : null,
  node: process.version,
  cores: cpus().length,
  load: { start: loadAtStart.map(round), end: loadavg().map(round) },
  totalSeconds,
  ok,
  tests: totals,
  stages,
  slowestFiles: slowest,
}, null, 2)}\n`);
process.stdout.write(`timings: test-artifacts/timings.json\n`);

rmSync(work, { recursive: true, force: true });
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(ok ? 0 : 1);
