// Decision agreement: a quick look at whether a level (or a level variant) chooses better than another, in minutes where
// a 200-game tournament takes hours. Heuristic bots play seeded 2-player games; at every `every`-th decision with a real
// choice, each named bot decides twice (two search seeds) from the deciding player's view, and one long search (the
// reference, `--ref` iterations at Hard's settings) rates the options. Per bot it prints how often its first choice is the
// reference's, how often its two choices agree, and its mean regret: the reference's estimated win chance of its best
// option minus that of the bot's choice, in percentage points. The reference shares the bots' evaluation, so this shows
// how well a bot's budget converges, not whether that evaluation is right: tournaments still decide (bench/RESULTS.md).
// Usage: npx tsx bench/agreement.ts [--game ruckus] [--setup basic] [--games 4] [--every 10] [--ref 80000] [--bots hard,expert]
import { parseArgs } from 'node:util';
import { variantLevel } from '@main/ai/bot';
import { gameAiFor } from '@main/ai/game-ai';
import { decide, type Difficulty, difficulties, type DifficultyName, heuristicBot, withIterations } from '@main/ai/difficulty';
import type { AnyGame } from '@main/engine/game';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { gameModule } from '@main/games/index';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'ruckus' }, setup: { type: 'string' }, games: { type: 'string', default: '4' },
    every: { type: 'string', default: '10' }, ref: { type: 'string', default: '80000' }, bots: { type: 'string', default: 'hard,expert' },
    seed: { type: 'string', default: '7100' },
  },
});
const whole = (name: string, text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`--${name} must be a whole number of at least 1 (got '${text}')`);
  return n;
};
const module = gameModule(values.game);
if (!module) throw new RangeError(`unknown game '${values.game}'`);
const game: AnyGame = module.game;
const games = whole('games', values.games), every = whole('every', values.every), refIterations = whole('ref', values.ref), seed0 = whole('seed', values.seed);
const levelOf = (name: string): Difficulty => {
  const level = (difficulties as Record<string, Difficulty | undefined>)[name as DifficultyName] ?? variantLevel(name);
  if (!level) throw new RangeError(`--bots: '${name}' is not a level or a level variant such as hard:depth=2`);
  return level;
};
const names = values.bots.split(',').map((s) => s.trim()).filter(Boolean);
const levels = names.map(levelOf);
const reference = withIterations(difficulties.hard, refIterations);
const options = { ...module.simulationOptions({ maxTurns: 200, setup: values.setup }), players: 2 };

interface Tally { agree: number; self: number; regret: number }
const tallies = names.map((): Tally => ({ agree: 0, self: 0, regret: 0 }));
let positions = 0;
const key = (a: unknown): string => stableStringify(a);
const planned = new Set(gameAiFor(game).plannedDecisions ?? []);

for (let g = 0; g < games; g++) {
  const seed = seed0 + g;
  const state = game.setup(options, seed);
  const rng = new Rng(seed ^ 0x9e3779b9);
  let choices = 0;
  while (!game.outcome(state)) {
    const decision = game.pending(state)[0]!;
    const legal = game.legalActions(state, decision.player);
    const turn = (searchSeed: number) => ({ game, player: decision.player, decision, legal, rng: new Rng(searchSeed), view: () => game.view(state, decision.player) });
    // A planned decision (plannedDecisions) is the planner's move at every level: nothing to compare there.
    if (legal.length > 1 && !planned.has(decision.kind) && ++choices % every === 0) {
      // Seeds 1, 2 for the first bot, 3, 4 for the second, ...; the reference searches with the next one.
      const picks = levels.map((level, i) => [key(decide(turn(2 * i + 1), level).action), key(decide(turn(2 * i + 2), level).action)] as const);
      const ref = decide(turn(2 * levels.length + 1), reference, { adviceTop: Infinity });
      const value = new Map(ref.advice.options.map((o) => [key(o.action), o.winChance]));
      const best = Math.max(...ref.advice.options.map((o) => o.winChance));
      const refKey = key(ref.action);
      positions++;
      const marks = picks.map(([a, b], i) => {
        const t = tallies[i]!;
        const rated = value.get(a);
        if (rated === undefined) throw new Error(`game ${seed}: ${names[i]} chose an option the reference did not rate (${a})`);
        const regret = Math.max(0, best - rated) * 100;
        if (a === refKey) t.agree++;
        if (a === b) t.self++;
        t.regret += regret;
        return `${names[i]} ${a === refKey ? '=' : '≠'}ref ${a === b ? 'same' : 'differs'} regret ${regret.toFixed(1)}`;
      });
      const top = ref.advice.options.slice(0, 3).map((o) => `${o.description} ${(o.visitShare * 100).toFixed(0)}%/${(o.winChance * 100).toFixed(0)}`).join(' | ');
      console.log(`game ${seed} ${decision.kind} (${legal.length} legal): ${marks.join(', ')} :: ${top}`);
    }
    const action = heuristicBot.choose({ game, player: decision.player, decision, legal, rng, view: () => game.view(state, decision.player) });
    const error = game.step(state, decision.player, action);
    if (error) throw new Error(`game ${seed}: the heuristic bot's move was refused (${error.rule}: ${error.message})`);
  }
}
console.log(`\n${positions} positions of ${values.game}${values.setup ? ` (${values.setup})` : ''}, games ${seed0}-${seed0 + games - 1}, every ${every}th choice; reference ${refIterations} iterations`);
names.forEach((name, i) => {
  const t = tallies[i]!;
  const pct = (x: number): string => `${x} (${positions ? ((100 * x) / positions).toFixed(0) : 0}%)`;
  console.log(`${name}: same as the reference ${pct(t.agree)}, same choice on two seeds ${pct(t.self)}, mean regret ${(positions ? t.regret / positions : 0).toFixed(2)} points`);
});
