import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { botByName, botNames } from '@main/ai/bot';
import { mergeTournaments, runTournament, type TournamentResult } from '@main/ai/tournament';
import { type CliCommand, type CliIo, UsageError } from '../command';
import { defaultLookup, type GameLookup, requireGame, wholeNumber } from '../game-flags';

const usage = `Usage: npm run cli -- tournament --game rush|ruckus --players N --bots a,b,... --games G --seed S [options]

Plays G games with seats rotated over the games, and prints each bot's win share with a 95% interval and an Elo estimate.
Game g uses seed S+g and puts bot (i+g) mod N in seat i, so an even run of games gives every bot every seat equally.
  --bots a,b,...   one bot per seat, e.g. hard,heuristic,heuristic,heuristic (known: ${botNames().join(', ')});
                   a level with changed settings, for measurements: LEVEL:iterations=N;depth=X;explore=Y (N iterations in every game, X times the rollout depth, Y times the exploration)
  --setup NAME     Ruckus setup: basic, advanced, draft, tournament, child, speed, pure
  --max-turns T    stop a game after T turns (rounds for Ruckus); such games count for nobody (default 200)
  --first K        start at game number K (default 0): run games 0-99 and 100-199 in two processes, then merge
  --merge a,b,...  instead of playing, merge the --json reports in these files (parts of one tournament)
  --progress       print one line per finished game on standard error
  --json           print one JSON object`;

interface Report extends TournamentResult {
  readonly game: string;
  readonly players: number;
  readonly seed: number;
  readonly bots: readonly string[];
  readonly seconds: number;
}

function printReport(io: CliIo, report: Report, title: string): void {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  io.out(title);
  if (report.hitTurnLimit) io.out(`  ${report.hitTurnLimit} game(s) stopped at the turn limit and count for nobody`);
  const width = Math.max(...report.entries.map((e) => e.bot.length));
  for (const e of [...report.entries].sort((a, b) => b.share - a.share)) {
    io.out(`  ${e.bot.padEnd(width)}  win share ${pct(e.share)} [${pct(e.low)}-${pct(e.high)}] over ${e.games} games (${e.wins} wins), Elo ${e.elo}`);
  }
  io.out(`  ${report.seconds.toFixed(0)} s`);
}

async function merge(io: CliIo, files: string[], json: boolean): Promise<number> {
  const reports: Report[] = [];
  for (const file of files) {
    try {
      reports.push(JSON.parse(await io.readFile(file)) as Report);
    } catch (e) {
      throw new UsageError(`${file}: not a tournament --json report (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  const head = reports[0]!;
  for (const r of reports) {
    if (r.game !== head.game || r.players !== head.players || r.seed !== head.seed || r.bots.join(',') !== head.bots.join(',')) {
      throw new UsageError('--merge: the reports must share game, players, seed and bots (parts of one tournament).');
    }
  }
  let merged: TournamentResult;
  try {
    merged = mergeTournaments(reports);
  } catch (e) {
    throw new UsageError(`--merge: ${e instanceof Error ? e.message : String(e)}`);
  }
  const report: Report = { game: head.game, players: head.players, seed: head.seed, bots: head.bots, ...merged, seconds: reports.reduce((s, r) => s + r.seconds, 0) };
  if (json) io.out(JSON.stringify(report));
  else printReport(io, report, `Tournament (${reports.length} parts merged): ${report.games} games of ${report.game}, ${report.players} players, seed ${report.seed}, seats rotated`);
  return 0;
}

export function tournamentCommand(lookup: GameLookup = defaultLookup): CliCommand {
  return {
    name: 'tournament',
    summary: 'Play bots against each other with rotating seats; win shares with 95% intervals and Elo.',
    usage,
    async run(argv, io) {
      const { values } = parseArgs({
        args: argv, strict: true,
        options: {
          game: { type: 'string' }, players: { type: 'string' }, bots: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' },
          setup: { type: 'string' }, 'max-turns': { type: 'string' }, first: { type: 'string' }, merge: { type: 'string' }, progress: { type: 'boolean' }, json: { type: 'boolean' },
        },
      });
      if (values.merge !== undefined) return merge(io, values.merge.split(',').map((s) => s.trim()).filter(Boolean), values.json === true);
      const module = requireGame(lookup, values.game);
      const players = wholeNumber('players', values.players, module.game.minPlayers, module.game.minPlayers, module.game.maxPlayers);
      const games = wholeNumber('games', values.games, 100, 1, 1_000_000);
      const seed = wholeNumber('seed', values.seed, 1, 0, 2 ** 31 - 1);
      const maxTurns = wholeNumber('max-turns', values['max-turns'], 200, 1, 1_000_000);
      const first = wholeNumber('first', values.first, 0, 0, 1_000_000_000);
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
      const started = performance.now();
      const result = runTournament(module.game, options as Record<string, unknown> & { players: number }, bots, games, seed, {
        first,
        onGame: values.progress
          ? (g) => io.err(`game ${g.number}: seats ${g.seats.join(',')}, ${g.truncated ? 'stopped at the turn limit' : `won by ${g.winners.map((w) => `${g.seats[w]} (seat ${w})`).join(' and ')}`}, ${((performance.now() - started) / 1000).toFixed(0)} s`)
          : undefined,
      });
      const report: Report = { game: module.game.id, players, seed, bots: names, ...result, seconds: (performance.now() - started) / 1000 };
      if (values.json) {
        io.out(JSON.stringify(report));
        return 0;
      }
      const range = first ? ` (games ${first}-${first + games - 1})` : '';
      printReport(io, report, `Tournament: ${games} games of ${module.game.name}${range}, ${players} players, seed ${seed}, seats rotated`);
      return 0;
    },
  };
}
