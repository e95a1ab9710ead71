import { parseArgs } from 'node:util';
import { botByName, botNames } from '@main/ai/bot';
import { runTournament } from '@main/ai/tournament';
import { type CliCommand, UsageError } from '../command';
import { defaultLookup, type GameLookup, requireGame, wholeNumber } from '../game-flags';

const usage = `Usage: npm run cli -- tournament --game rush|ruckus --players N --bots a,b,... --games G --seed S [options]

Plays G games with seats rotated over the games, and prints each bot's win share with a 95% interval and an Elo estimate.
  --bots a,b,...   one bot per seat, e.g. hard,heuristic,heuristic,heuristic (known: ${botNames().join(', ')})
  --setup NAME     Ruckus setup: basic, advanced, draft, tournament, child, speed, pure
  --max-turns T    stop a game after T turns (rounds for Ruckus); such games count for nobody (default 200)
  --json           print one JSON object`;

export function tournamentCommand(lookup: GameLookup = defaultLookup): CliCommand {
  return {
    name: 'tournament',
    summary: 'Play bots against each other with rotating seats; win shares with 95% intervals and Elo.',
    usage,
    async run(argv, io) {
      const { values } = parseArgs({
        args: argv, strict: true,
        options: { game: { type: 'string' }, players: { type: 'string' }, bots: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, setup: { type: 'string' }, 'max-turns': { type: 'string' }, json: { type: 'boolean' } },
      });
      const module = requireGame(lookup, values.game);
      const players = wholeNumber('players', values.players, module.game.minPlayers, module.game.minPlayers, module.game.maxPlayers);
      const games = wholeNumber('games', values.games, 100, 1, 1_000_000);
      const seed = wholeNumber('seed', values.seed, 1, 0, 2 ** 31 - 1);
      const maxTurns = wholeNumber('max-turns', values['max-turns'], 200, 1, 1_000_000);
      const names = (values.bots ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (names.length !== players) throw new UsageError(`--bots must name ${players} bots, one per seat (got ${names.length}).`);
      const bots = names.map((n) => {
        const bot = botByName(n);
        if (!bot) throw new UsageError(`Unknown bot '${n}' (known: ${botNames().join(', ')}).`);
        return bot;
      });
      let options: Record<string, unknown>;
      try {
        options = { ...module.simulationOptions({ maxTurns, setup: values.setup }), players };
      } catch (e) {
        throw new UsageError(e instanceof Error ? e.message : String(e));
      }
      const result = runTournament(module.game, options as Record<string, unknown> & { players: number }, bots, games, seed);
      if (values.json) {
        io.out(JSON.stringify({ game: module.game.id, players, seed, bots: names, ...result }));
        return 0;
      }
      const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
      io.out(`Tournament: ${games} games of ${module.game.name}, ${players} players, seed ${seed}, seats rotated`);
      if (result.hitTurnLimit) io.out(`  ${result.hitTurnLimit} game(s) stopped at the turn limit and count for nobody`);
      const width = Math.max(...result.entries.map((e) => e.bot.length));
      for (const e of [...result.entries].sort((a, b) => b.share - a.share)) {
        io.out(`  ${e.bot.padEnd(width)}  win share ${pct(e.share)} [${pct(e.low)}-${pct(e.high)}] over ${e.games} games, Elo ${e.elo}`);
      }
      return 0;
    },
  };
}
