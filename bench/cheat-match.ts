// Honest Hard against the cheating reference (bench/cheat.ts): the same level, budget and hooks, one searching its
// view (hidden cards re-dealt), the other the true state. Seats rotate with the game number as in `tournament`.
// `npx tsx bench/cheat-match.ts --game rush|ruckus [--setup basic] [--players 2] [--level hard] [--sees everything|hands] --first K --games N --seed S [--json]`
// --sees hands (Rush only): the cheat sees every hand but not the order of the hangars and the deck, nor the random
// stream (bench/cheat.ts, rushSeesHandsOnly).
// The --json report has the tournament command's shape (bench/queue.sh and bench/summarize-series.ts read it), plus
// each side's mean thinking time and iterations per searched move: at an equal iteration budget, the time each used.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Bot } from '@main/ai/bot';
import { difficultyBot } from '@main/ai/difficulty';
import { runTournament } from '@main/ai/tournament';
import { matchArgs } from './match-args';
import { gameModule } from '@main/games/index';
import { cheatingTable, rushSeesHandsOnly } from './cheat';

const { values } = parseArgs({
  options: {
    game: { type: 'string' }, setup: { type: 'string' }, players: { type: 'string' }, level: { type: 'string' }, sees: { type: 'string' },
    first: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' }, progress: { type: 'boolean' },
  },
});
const module = gameModule(values.game ?? '');
if (!module) throw new Error(`--game must be rush or ruckus, not '${values.game ?? ''}'`);
const { levelName, level, players, first, games, seed } = matchArgs(values);

/** Times every searched move (more than one legal action) of a bot. */
function timed(bot: Bot): { bot: Bot; millis: number[] } {
  const millis: number[] = [];
  return {
    millis,
    bot: {
      name: bot.name,
      choose(turn) {
        if (turn.legal.length === 1) return turn.legal[0]!;
        const t = performance.now();
        const action = bot.choose(turn);
        millis.push(performance.now() - t);
        return action;
      },
    },
  };
}

const sees = values.sees ?? 'everything';
if (sees !== 'everything' && !(sees === 'hands' && module.game.id === 'rush')) throw new Error(`--sees must be everything, or hands in Rush, not '${sees}'`);
const table = cheatingTable(module.game, sees === 'hands' ? rushSeesHandsOnly : undefined);
const honest = timed(difficultyBot(level));
const cheat = timed(table.bot(level, sees === 'hands' ? `cheat-hands-${levelName}` : `cheat-${levelName}`));
const seats = [honest.bot, ...Array.from({ length: players - 1 }, () => cheat.bot)];
const options = { ...module.simulationOptions({ maxTurns: 200, setup: values.setup }), players };
const started = performance.now();
const result = runTournament(table.game, options, seats, games, seed, {
  first,
  onGame: values.progress ? (g) => console.error(`game ${g.number}: won by ${g.winners.map((w) => g.seats[w]).join(' and ')}, ${((performance.now() - started) / 1000).toFixed(0)} s`) : undefined,
});
const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const report = {
  game: module.game.id, players, seed, bots: seats.map((b) => b.name), ...result, seconds: (performance.now() - started) / 1000,
  millisPerMove: { [honest.bot.name]: mean(honest.millis), [cheat.bot.name]: mean(cheat.millis) },
  searchedMoves: { [honest.bot.name]: honest.millis.length, [cheat.bot.name]: cheat.millis.length },
};
if (values.json) console.log(JSON.stringify(report));
else {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  for (const e of report.entries) console.log(`${e.bot}: ${e.wins} of ${e.games}, ${pct(e.share)} [${pct(e.low)}-${pct(e.high)}], ${mean(e.bot === honest.bot.name ? honest.millis : cheat.millis).toFixed(0)} ms per searched move`);
  console.log(`${report.seconds.toFixed(0)} s`);
}
