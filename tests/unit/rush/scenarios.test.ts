// Runs every scenario file under tests/scenarios/rush/ through the engine's scenario runner.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScenarioFile, runScenario } from '@main/engine/scenario';
import { rushModule } from '@main/games/rush/module';

const dir = join(import.meta.dirname, '../../scenarios/rush');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('Rush scenario files', () => {
  it('there are at least 60', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  it.each(files)('%s passes', (file) => {
    const scenario = ScenarioFile.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(scenario.game).toBe('rush');
    const result = runScenario(rushModule.game, rushModule.scenarios, scenario);
    expect(result.failures).toEqual([]);
    expect(result.passed).toBe(true);
  });
});
