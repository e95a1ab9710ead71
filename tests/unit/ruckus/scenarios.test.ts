// Every scenario file under tests/scenarios/ruckus/ runs through the engine's scenario runner and must pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, ScenarioFile } from '@main/engine/scenario';
import { ruckusModule } from '@main/games/ruckus/module.ts';

const dir = join(process.cwd(), 'tests/scenarios/ruckus');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('Ruckus scenario files', () => {
  it('there are at least 80 of them', () => {
    expect(files.length).toBeGreaterThanOrEqual(80);
  });

  for (const file of files) {
    it(file, () => {
      const scenario = ScenarioFile.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      expect(scenario.game).toBe('ruckus');
      const result = runScenario(ruckusModule.game, ruckusModule.scenarios, scenario);
      expect(result.failures).toEqual([]);
    });
  }
});

describe('the scenario runner catches a wrong expectation', () => {
  it('reports a mismatch and a bad position', () => {
    const base = JSON.parse(readFileSync(join(dir, files[0]), 'utf8')) as Record<string, unknown>;
    const wrong = ScenarioFile.parse({ ...base, steps: [{ expect: { phase: 'no-such-phase' } }] });
    expect(runScenario(ruckusModule.game, ruckusModule.scenarios, wrong).passed).toBe(false);
    const bad = ScenarioFile.parse({ ...base, position: { players: [{ rows: [['F01', 'F01']] }, { rows: [['NOPE']] }] } });
    const result = runScenario(ruckusModule.game, ruckusModule.scenarios, bad);
    expect(result.passed).toBe(false);
    expect(result.failures.join(' ')).toContain("card 'F01' is placed twice");
    expect(result.failures.join(' ')).toContain("no card 'NOPE'");
  });
});
