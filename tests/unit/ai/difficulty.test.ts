import { describe, expect, it } from 'vitest';
import { Rng } from '@main/engine/rng';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { botByName, botNames } from '@main/ai/bot';
import { decide, difficulties, difficultyNames, pickWithNoise } from '@main/ai/difficulty';
import type { SearchOption } from '@main/ai/ismcts';
import { goofspielGame } from '@main/ai/testing/goofspiel';
import { runCli } from '@main/hosts/cli/cli';
import { simulateCommand } from '@main/hosts/cli/commands/simulate';
import { decisiveGoofspiel, turnFor } from './helpers';

const option = (key: string, visits: number): SearchOption<string> => ({ action: key, key, visits, share: 0, meanReward: 0.5 });
const options = [option('best', 100), option('close', 60), option('weak', 20), option('blunder', 5)];

function histogram(level: { temperature: number; floor: number }, draws: number): Record<string, number> {
  const rng = new Rng(42);
  const counts: Record<string, number> = {};
  for (let i = 0; i < draws; i++) {
    const a = pickWithNoise(options, level, rng);
    counts[a] = (counts[a] ?? 0) + 1;
  }
  return counts;
}

describe('difficulty levels', () => {
  it('are registered as bots beside random, heuristic and the plain search', () => {
    expect(botNames()).toEqual(expect.arrayContaining(['random', 'heuristic', 'ismcts', 'easy', 'normal', 'hard', 'expert']));
    for (const name of difficultyNames) expect(botByName(name)!.name).toBe(name);
  });

  it('think longer and add less noise at each step up', () => {
    const levels = difficultyNames.map((n) => difficulties[n]);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]!.iterations).toBeGreaterThan(levels[i - 1]!.iterations);
      expect(levels[i]!.maxMillis).toBeGreaterThan(levels[i - 1]!.maxMillis);
      expect(levels[i]!.temperature).toBeLessThanOrEqual(levels[i - 1]!.temperature);
    }
  });

  it('Hard and Expert always play the most visited option', () => {
    expect(histogram(difficulties.hard, 200)).toEqual({ best: 200 });
    expect(histogram(difficulties.expert, 200)).toEqual({ best: 200 });
  });

  it('Easy slips to a close second often but never to a rarely visited option', () => {
    const easy = histogram(difficulties.easy, 4000);
    // Floor 0.3: 'weak' (20 of the top's 100 visits) and 'blunder' are out; the rest in proportion to visits.
    expect(Object.keys(easy).sort()).toEqual(['best', 'close']);
    expect(easy.best! / 4000).toBeCloseTo(100 / 160, 1);
    expect(easy.close! / 4000).toBeCloseTo(60 / 160, 1);
  });

  it('Normal slips less than Easy and only to options within half of the best', () => {
    const normal = histogram(difficulties.normal, 4000);
    expect(Object.keys(normal).sort()).toEqual(['best', 'close']);
    expect(normal.close! / 4000).toBeCloseTo(0.36 / 1.36, 1);
  });

  it('no level throws away a won game: every level bids 4 on the decisive prize, whatever the seed', () => {
    const s = decisiveGoofspiel();
    for (const name of difficultyNames) {
      for (let seed = 1; seed <= 5; seed++) {
        const { action, advice } = decide(turnFor(goofspielGame, s, 0, seed), difficulties[name]);
        expect(action).toEqual({ type: 'bid', card: 'b0-4' });
        expect(advice.chosen?.action).toBe(action);
      }
    }
  });

  it('with a clock, a level stops at its time cap', () => {
    let t = 0;
    const { advice } = decide(turnFor(goofspielGame, goofspielGame.setup({ players: 3 }, 2), 0, 1), difficulties.expert, { now: () => (t += 250) });
    expect(advice.stoppedBy).toBe('time');
    expect(advice.iterations).toBeLessThan(difficulties.expert.iterations);
  });

  it('`simulate --bots hard,random` plays through the CLI', async () => {
    const stdout: string[] = [];
    const io = { out: (l: string) => stdout.push(l), err: (l: string) => stdout.push(l), readFile: async () => '', listFiles: async () => [] };
    const lookup = (id: string) => (id === 'tricks' ? tricksModule : undefined);
    const code = await runCli(['simulate', '--game', 'tricks', '--players', '2', '--games', '4', '--bots', 'hard,random', '--json'], io, [simulateCommand(lookup)]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout[0]!);
    expect(report.bots).toEqual(['hard', 'random']);
    expect(report.games).toBe(4);
  });
});
