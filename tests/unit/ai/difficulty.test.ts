import { describe, expect, it } from 'vitest';
import { Rng } from '@main/engine/rng';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { botByName, botNames, variantLevel } from '@main/ai/bot';
import { decide, difficulties, difficultyBot, difficultyNames, iterationsFor, pickWithNoise, scaledDepth, scaledExploration, withIterations, withPrior } from '@main/ai/difficulty';
import { DEFAULT_EXPLORATION } from '@main/ai/ismcts';
import { rushAi } from '@main/ai/games/rush-ai';
import { ruckusAi } from '@main/ai/games/ruckus-ai';
import { playGame } from '@main/ai/simulate';
import { rushGame } from '@main/games/rush/game';
import type { SearchOption } from '@main/ai/ismcts';
import { goofspielGame } from '@main/ai/testing/goofspiel';
import { goofspielAi } from '@main/ai/testing/goofspiel-ai';
import { registerGameAi } from '@main/ai/game-ai';
import { hint } from '@main/ai/hints';
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
      for (const game of ['rush', 'ruckus']) {
        for (const seats of [2, 3, 4, 5]) expect(iterationsFor(levels[i]!, game, seats), `${levels[i]!.name} in ${game}, ${seats} seats`).toBeGreaterThan(iterationsFor(levels[i - 1]!, game, seats));
      }
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
    // Temperature 0.25: 'close' weighs (60/100)^4 = 0.13 beside the best's 1.
    expect(normal.close! / 4000).toBeCloseTo(0.1296 / 1.1296, 1);
  });

  it('Easy starts from the heuristic move: credited visits make an under-visited sensible move its likely pick', () => {
    // The small search visited 'weak' (the heuristic's move) 20 times; a quarter of a 200-iteration budget lifts it
    // to 70 visits, second after 'best', so it is now played often and 'blunder' is still never played.
    const lifted = withPrior(options, 'weak', 0.25 * 200);
    expect(lifted.map((o) => [o.key, o.visits])).toEqual([['best', 100], ['weak', 70], ['close', 60], ['blunder', 5]]);
    const rng = new Rng(7);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 4000; i++) { const a = pickWithNoise(lifted, difficulties.easy, rng); counts[a] = (counts[a] ?? 0) + 1; }
    expect(Object.keys(counts).sort()).toEqual(['best', 'close', 'weak']);
    expect(counts.weak! / 4000).toBeCloseTo(70 / 230, 1);
    expect(difficulties.easy.prior).toBeGreaterThan(0);
    for (const name of ['normal', 'hard', 'expert'] as const) expect(difficulties[name].prior ?? 0).toBe(0);
  });

  it('Easy finishes the Rush games it is winning against random play (it used to drag them to the turn limit)', () => {
    const random = botByName('random')!, easy = difficultyBot(difficulties.easy);
    for (const seed of [1003, 1004, 1005]) {
      const seats = seed % 2 === 0 ? [easy, random] : [random, easy];
      const { outcome } = playGame(rushGame as never, { players: 2, maxTurns: 200 }, seed, seats);
      expect(outcome.truncated ?? false, `seed ${seed}`).toBe(false);
      expect(outcome.winners, `seed ${seed}`).toEqual([seats.indexOf(easy)]);
    }
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

  it('keep three options in the advice record unless told to keep more (the agreement screen rates every option)', () => {
    const turn = (): ReturnType<typeof turnFor> => turnFor(goofspielGame, goofspielGame.setup({ players: 2 }, 4), 0, 5);
    const legal = turn().legal.length;
    expect(legal).toBeGreaterThan(3);
    expect(decide(turn(), difficulties.normal).advice.options).toHaveLength(3);
    const all = decide(turn(), difficulties.normal, { adviceTop: Infinity });
    expect(all.advice.options).toHaveLength(legal);
    expect(all.advice.options.some((o) => o.action === all.action)).toBe(true);
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

describe('the game\'s exploration hook', () => {
  const level = { name: 'probe', iterations: 3000, maxMillis: 1000, temperature: 1, floor: 0 };
  /** The top option's visit share at the first bid of a 5-card Goofspiel, from decide and from a hint, with the hook at `c` (none when undefined). */
  function topShares(c: number | undefined): { decide: number; hint: number } {
    registerGameAi(c === undefined ? goofspielAi : { ...goofspielAi, exploration: () => c });
    try {
      const state = goofspielGame.setup({ players: 2, cards: 5 }, 3);
      const turn = turnFor(goofspielGame, state, 0, 9);
      const decided = decide(turn, level).advice.options[0]!.visitShare;
      const hinted = hint({ game: goofspielGame, view: turn.view(), player: 0, legal: turn.legal, seed: 9, iterations: 3000 }).options[0]!.visitShare;
      return { decide: decided, hint: hinted };
    } finally {
      registerGameAi(goofspielAi);
    }
  }

  it('sets the UCB constant of the searches behind decide and hints: a small one exploits, a large one spreads the visits', () => {
    const narrow = topShares(0.02), usual = topShares(undefined), wide = topShares(20);
    // Five bids: a search that barely explores piles its visits on one bid, one that mostly explores nears a fifth each.
    for (const path of ['decide', 'hint'] as const) {
      expect(narrow[path]).toBeGreaterThan(usual[path] + 0.05);
      expect(wide[path]).toBeLessThan(0.3);
      expect(usual[path]).toBeGreaterThan(0.4);
    }
  });
});

describe('level variants for measurements', () => {
  it('name a level with changed iterations or rollout depth, and keep the rest of the level', () => {
    expect(variantLevel('hard:depth=2')).toEqual({ ...difficulties.hard, name: 'hard:depth=2', rolloutDepthScale: 2 });
    // A changed budget replaces the level's per-game and per-table budgets (gameIterations, tableIterations) too.
    const { gameIterations: _perGame, tableIterations: _perTable, ...expert } = difficulties.expert;
    expect(variantLevel('expert:iterations=8000;depth=0.5')).toEqual({ ...expert, name: 'expert:iterations=8000;depth=0.5', iterations: 8000, rolloutDepthScale: 0.5 });
    expect(variantLevel('expert:explore=0.25')).toEqual({ ...difficulties.expert, name: 'expert:explore=0.25', explorationScale: 0.25 });
    expect(botByName('normal:iterations=300')!.name).toBe('normal:iterations=300');
  });

  it('with changed iterations, search that many in every game, even one the level budgets on its own', () => {
    const usual = { name: 'probe', iterations: 1000, maxMillis: 800, temperature: 0.25, floor: 0.5 };
    const level = { ...usual, gameIterations: { ruckus: 300 } };
    expect(iterationsFor(level, 'ruckus')).toBe(300);
    expect(iterationsFor(level, 'rush')).toBe(1000);
    const fixed = withIterations(level, 700);
    expect(iterationsFor(fixed, 'ruckus')).toBe(700);
    expect(iterationsFor(fixed, 'rush')).toBe(700);
    expect(fixed).toEqual({ ...usual, iterations: 700 });
    expect(iterationsFor(withIterations(difficulties.hard, 700), 'rush', 4)).toBe(700);
    // So does a named variant of a shipped level.
    expect(iterationsFor(variantLevel('normal:iterations=700')!, 'ruckus')).toBe(700);
  });

  it('spend a per-game budget in the search behind decide, and the usual one in other games', () => {
    const state = goofspielGame.setup({ players: 2, cards: 5 }, 3);
    const searched = (level: Parameters<typeof decide>[1]) => decide(turnFor(goofspielGame, state, 0, 9), level).advice.iterations;
    const probe = { name: 'probe', iterations: 400, maxMillis: 1000, temperature: 1, floor: 0 };
    expect(searched(probe)).toBe(400);
    expect(searched({ ...probe, gameIterations: { [goofspielGame.id]: 150 } })).toBe(150);
    expect(searched({ ...probe, gameIterations: { rush: 150 } })).toBe(400);
  });

  it('reject anything else, so a typo is never measured as a level', () => {
    for (const name of ['hard:', 'hard:depth=0', 'hard:depth=abc', 'hard:depth=-1', 'hard:depth=2=3', 'hard:speed=2', 'hard:explore=0', 'hard:iterations=1.5', 'hard:iterations=0', 'master:depth=2', 'hard:depth=2;']) {
      expect(variantLevel(name), name).toBeUndefined();
      expect(botByName(name), name).toBeUndefined();
    }
  });

  it('scale the game\'s rollout depth, never below one step', () => {
    const rush = { gameId: 'rush', rolloutDepth: 10 };
    expect(scaledDepth(rush, 2)).toBe(20);
    expect(scaledDepth(rush, 0.01)).toBe(1);
    expect(scaledDepth(rush, undefined)).toBeUndefined();
    expect(scaledDepth({ gameId: 'rush', rolloutDepth: undefined }, 2)).toBeUndefined();
    // Per game: only the games named.
    expect(scaledDepth(rush, { rush: 3, ruckus: 2 })).toBe(30);
    expect(scaledDepth({ gameId: 'ruckus', rolloutDepth: 12 }, { rush: 3 })).toBeUndefined();
  });

  it('scale the game\'s exploration constant, or the search\'s default for a game without one', () => {
    expect(scaledExploration(0.4, 0.5)).toBeCloseTo(0.2, 10);
    expect(scaledExploration(undefined, 0.5)).toBeCloseTo(DEFAULT_EXPLORATION / 2, 10);
    expect(scaledExploration(0.4, undefined)).toBe(0.4);
    expect(scaledExploration(undefined, undefined)).toBeUndefined();
  });

  it('with a smaller exploration constant, concentrate the search behind decide on the option that looks best', () => {
    const state = goofspielGame.setup({ players: 2, cards: 5 }, 3);
    const top = (explorationScale?: number) => decide(turnFor(goofspielGame, state, 0, 9), { name: 'probe', iterations: 3000, maxMillis: 1000, temperature: 1, floor: 0, explorationScale }).advice.options[0]!.visitShare;
    const usual = top(undefined);
    expect(top(1)).toBe(usual);
    expect(top(0.1)).toBeGreaterThan(usual + 0.05);
    expect(top(10)).toBeLessThan(usual - 0.05);
  });

  it('Hard and Expert search three times as much at a Rush table of 3-5 seats as at two, and the search gets that budget', () => {
    for (const name of ['hard', 'expert'] as const) {
      for (const seats of [3, 4, 5]) expect(iterationsFor(difficulties[name], 'rush', seats), `${name}, ${seats} seats`).toBe(3 * iterationsFor(difficulties[name], 'rush', 2));
      expect(iterationsFor(difficulties[name], 'rush')).toBe(iterationsFor(difficulties[name], 'rush', 2));
      for (const seats of [2, 3, 4]) expect(iterationsFor(difficulties[name], 'ruckus', seats)).toBe(iterationsFor(difficulties[name], 'ruckus'));
    }
    for (const name of ['easy', 'normal'] as const) expect(iterationsFor(difficulties[name], 'rush', 4)).toBe(iterationsFor(difficulties[name], 'rush', 2));
    // A noisy probe level (it never stops early) reports the iterations it searched: its table budget at 4 seats, its own at 2.
    const probe = { name: 'probe', iterations: 40, tableIterations: { rush: { 4: 120 } }, maxMillis: 800, temperature: 0.25, floor: 0.5 };
    const searched = (players: number): { iterations: number; kind: string } => {
      const state = rushGame.setup({ players }, 3);
      const player = rushGame.pending(state)[0]!.player;
      const turn = turnFor(rushGame, state, player, 1);
      return { iterations: decide(turn, probe).advice.iterations, kind: turn.decision.kind };
    };
    const two = searched(2), four = searched(4);
    expect(four.kind).toBe(two.kind);
    expect(four.iterations).toBe(3 * two.iterations);
    expect(two.iterations).toBeGreaterThan(0);
  });

  it('every level thinks for less in Ruckus than in Rush, with wider steps between the levels', () => {
    for (const name of difficultyNames) expect(iterationsFor(difficulties[name], 'ruckus'), name).toBeLessThan(iterationsFor(difficulties[name], 'rush'));
    // Easy, Normal and Hard each search at least 3x the level below in Ruckus; Expert's step there is mostly its longer rollout.
    const ruckus = difficultyNames.map((name) => iterationsFor(difficulties[name], 'ruckus'));
    for (let i = 1; i < ruckus.length - 1; i++) expect(ruckus[i]! / ruckus[i - 1]!, difficultyNames[i]).toBeGreaterThanOrEqual(3);
    expect(iterationsFor(difficulties.expert, 'ruckus') / iterationsFor(difficulties.hard, 'ruckus')).toBeGreaterThanOrEqual(2);
  });

  it('Expert rolls out three times as far as Hard in Rush (with four times Hard\'s budget), and six times as far in Ruckus', () => {
    expect(scaledDepth(rushAi, difficulties.expert.rolloutDepthScale)).toBe(3 * rushAi.rolloutDepth!);
    expect(iterationsFor(difficulties.expert, 'rush')).toBe(4 * iterationsFor(difficulties.hard, 'rush'));
    expect(scaledDepth(rushAi, difficulties.hard.rolloutDepthScale)).toBeUndefined();
    expect(scaledDepth(ruckusAi, difficulties.expert.rolloutDepthScale)).toBe(6 * ruckusAi.rolloutDepth!);
    expect(scaledDepth(ruckusAi, difficulties.hard.rolloutDepthScale)).toBeUndefined();
  });

  it('make the search behind decide roll out further before the evaluation cuts it off', () => {
    /** The fewest prizes already decided in any state the evaluation rated, searching the first bid at `scale`. */
    function shallowest(scale: number | undefined): number {
      let fewest = Infinity;
      registerGameAi({
        ...goofspielAi, rolloutDepth: 2,
        evaluate(s, p) {
          fewest = Math.min(fewest, s.history.length);
          return goofspielAi.evaluate(s, p);
        },
      });
      try {
        const state = goofspielGame.setup({ players: 2, cards: 9 }, 5);
        decide(turnFor(goofspielGame, state, 0, 7), { name: 'probe', iterations: 300, maxMillis: 1000, temperature: 0, floor: 1, rolloutDepthScale: scale });
      } finally {
        registerGameAi(goofspielAi);
      }
      return fewest;
    }
    // A round is two bids, so two rollout steps decide one more prize and four decide two.
    const usual = shallowest(undefined);
    expect(shallowest(1)).toBe(usual);
    expect(shallowest(2)).toBe(usual + 1);
    expect(shallowest(4)).toBe(usual + 3);
  });
});
