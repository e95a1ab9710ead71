import { parseArgs } from 'node:util';
import { relative } from 'node:path';
import { runScenario, ScenarioFile } from '@main/engine/scenario';
import { type CliCommand, UsageError } from '../command';
import { defaultLookup, type GameLookup } from '../game-flags';

const usage = `Usage: npm run cli -- scenario <file-or-folder> [--json]

Runs scenario files (format: tests/scenarios/README.md) and prints each failure and "N passed, N failed".`;

export interface ScenarioRun { file: string; name: string; passed: boolean; failures: string[] }

export function scenarioCommand(lookup: GameLookup = defaultLookup): CliCommand {
  return {
    name: 'scenario',
    summary: 'Run rule scenario files and report which pass.',
    usage,
    async run(argv, io) {
      const { values, positionals } = parseArgs({ args: argv, strict: true, allowPositionals: true, options: { json: { type: 'boolean' } } });
      if (positionals.length === 0) throw new UsageError('Name a scenario file or a folder of them.');
      const runs: ScenarioRun[] = [];
      for (const target of positionals) {
        let files: string[];
        try {
          files = await io.listFiles(target, '.json');
        } catch {
          throw new UsageError(`No file or folder at '${target}'.`);
        }
        for (const file of files) runs.push(await runFile(file, lookup, io));
      }
      const passed = runs.filter((r) => r.passed).length;
      const failed = runs.length - passed;
      if (values.json) {
        io.out(JSON.stringify({ passed, failed, scenarios: runs }));
      } else {
        for (const r of runs.filter((x) => !x.passed)) {
          io.out(`FAIL ${relative(process.cwd(), r.file)}: ${r.name}`);
          for (const f of r.failures) io.out(`  ${f}`);
        }
        io.out(`${passed} passed, ${failed} failed`);
      }
      return failed === 0 && runs.length > 0 ? 0 : 1;
    },
  };
}

async function runFile(file: string, lookup: GameLookup, io: { readFile(p: string): Promise<string> }): Promise<ScenarioRun> {
  let json: unknown;
  try {
    json = JSON.parse(await io.readFile(file));
  } catch (e) {
    return { file, name: file, passed: false, failures: [`not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const parsed = ScenarioFile.safeParse(json);
  if (!parsed.success) {
    return { file, name: file, passed: false, failures: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
  }
  const base = lookup(parsed.data.game);
  if (!base) return { file, name: parsed.data.name, passed: false, failures: [`unknown game '${parsed.data.game}'`] };
  // A scenario of a user card set runs on the game made from that set.
  const cardSet = parsed.data.options?.cardSet;
  let module = base;
  try {
    if (cardSet !== undefined) module = base.withCardSet(cardSet);
  } catch (e) {
    return { file, name: parsed.data.name, passed: false, failures: [`options.cardSet: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const result = runScenario(module.game, module.scenarios, parsed.data);
  return { file, name: result.name, passed: result.passed, failures: result.failures };
}
