// A test sequencer for the edit loop (vitest.fast.config.ts): Vitest's own order (failed and slow files first), but the
// files that ask for another environment (`// @vitest-environment happy-dom`, the renderer tests) after all the others.
// Without isolation a worker is kept from file to file only while the environment stays the same: mixed, the loop
// started 35 workers, each loading the engines, the AI and happy-dom again; grouped, it starts about four.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ENVIRONMENT = /@vitest-environment\s+([\w-]+)/;

export function environmentOf(file: string): string {
  return ENVIRONMENT.exec(readFileSync(file, 'utf8').slice(0, 2000))?.[1] ?? 'node';
}

export default class GroupByEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const env = new Map(sorted.map((f) => [f.moduleId, environmentOf(f.moduleId)]));
    const rank = (f: TestSpecification) => (env.get(f.moduleId) === 'node' ? 0 : 1);
    // Array.prototype.sort is stable: within a group the base order stays.
    return sorted.sort((a, b) => rank(a) - rank(b) || (env.get(a.moduleId)! < env.get(b.moduleId)! ? -1 : env.get(a.moduleId)! > env.get(b.moduleId)! ? 1 : 0));
  }
}
