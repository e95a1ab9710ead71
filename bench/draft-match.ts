// Ruckus Draft strength (issue 37): a seat that drafts as a level does (Hard's search over its picks, by the self-play
// values) against a seat that drafts another way, both playing the battle as that level, seats rotated with the game
// number as in `tournament`.
// `npx tsx bench/draft-match.ts --against random|printed|heuristic [--level hard] [--players 2] --first K --games N --seed S [--json]`
//   random: a random legal army; printed: the printed-worth rule of thumb; heuristic: the heuristic bot's picks.
// The --json report has the tournament command's shape (bench/queue.sh and bench/summarize-series.ts read it).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Bot } from '@main/ai/bot';
import { difficultyBot } from '@main/ai/difficulty';
import { runTournament } from '@main/ai/tournament';
import { matchArgs } from './match-args';
import { gameModule } from '@main/games/index';
import { type Drafter, draftingWith, heuristicDrafter, printedWorthDrafter, randomDrafter } from './draft-bots';

const { values } = parseArgs({
  options: {
    against: { type: 'string' }, level: { type: 'string' }, players: { type: 'string' },
    first: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' }, progress: { type: 'boolean' },
  },
});
const drafters: Record<string, Drafter> = { random: randomDrafter, printed: printedWorthDrafter, heuristic: heuristicDrafter };
const against = values.against ?? '';
const drafter = drafters[against];
if (!drafter) throw new Error(`--against must be one of ${Object.keys(drafters).join(', ')}, not '${against}'`);
const { levelName, level, players, first, games, seed } = matchArgs(values);

const module = gameModule('ruckus')!;
const hero: Bot = { ...difficultyBot(level), name: `${levelName}-draft` };
const other = draftingWith(drafter, difficultyBot(level), `${against}-draft`);
const seats = [hero, ...Array.from({ length: players - 1 }, () => other)];
const options = { ...module.simulationOptions({ maxTurns: 200, setup: 'draft' }), players };
const started = performance.now();
const result = runTournament(module.game, options, seats, games, seed, {
  first,
  onGame: values.progress ? (g) => console.error(`game ${g.number}: won by ${g.winners.map((w) => g.seats[w]).join(' and ')}, ${((performance.now() - started) / 1000).toFixed(0)} s`) : undefined,
});
const report = { game: module.game.id, setup: 'draft', players, seed, bots: seats.map((b) => b.name), ...result, seconds: (performance.now() - started) / 1000 };
if (values.json) console.log(JSON.stringify(report));
else {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  for (const e of report.entries) console.log(`${e.bot}: ${e.wins} of ${e.games}, ${pct(e.share)} [${pct(e.low)}-${pct(e.high)}]`);
  console.log(`${report.seconds.toFixed(0)} s`);
}
