import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { botByName, botNames, type Bot } from '@main/ai/bot';
import { playGame } from '@main/ai/simulate';
import { type CliCommand, UsageError } from '../command';
import { defaultLookup, type GameLookup, loadCardSet, requireGame, wholeNumber } from '../game-flags';

const usage = `Usage: npm run cli -- simulate --game rush|ruckus --players N --games G --seed S [options]

Plays G games with bots in every seat and reports speed, length, win shares and how games ended.
  --bots a,b,...     bot per seat, repeated as needed (default: random; known: ${botNames().join(', ')})
  --max-turns T      stop a game after T turns (rounds for Ruckus) and report it as hitting the limit (default 200)
  --max-rounds T     the same, in Ruckus's words
  --setup NAME       Ruckus setup: basic, advanced, draft, tournament, child, speed, pure
  --card-set FILE    play with a user card set (validated first)
  --json             print one JSON object instead of text`;

export interface SimulationReport {
  game: string;
  players: number;
  games: number;
  seed: number;
  bots: string[];
  seconds: number;
  gamesPerSecond: number;
  meanTurns: number;
  meanActions: number;
  endReasons: Record<string, number>;
  hitTurnLimit: number;
  winShares: { seat: number; bot: string; wins: number; share: number }[];
}

export function simulateCommand(lookup: GameLookup = defaultLookup): CliCommand {
  return {
    name: 'simulate',
    summary: 'Play many games between bots and report speed, length and win shares.',
    usage,
    async run(argv, io) {
      const { values } = parseArgs({
        args: argv,
        strict: true,
        options: {
          game: { type: 'string' }, players: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' },
          bots: { type: 'string' }, 'max-turns': { type: 'string' }, 'max-rounds': { type: 'string' }, setup: { type: 'string' },
          'card-set': { type: 'string' }, json: { type: 'boolean' },
        },
      });
      const module = requireGame(lookup, values.game);
      const { game } = module;
      const players = wholeNumber('players', values.players, game.minPlayers, game.minPlayers, game.maxPlayers);
      const games = wholeNumber('games', values.games, 100, 1, 10_000_000);
      const seed = wholeNumber('seed', values.seed, 1, 0, 2 ** 31 - 1);
      const maxTurns = wholeNumber('max-turns', values['max-turns'] ?? values['max-rounds'], 200, 1, 1_000_000);
      const botList = (values.bots ?? 'random').split(',').map((s) => s.trim()).filter(Boolean);
      const seats: Bot[] = Array.from({ length: players }, (_, i) => {
        const name = botList[i % botList.length]!;
        const bot = botByName(name);
        if (!bot) throw new UsageError(`Unknown bot '${name}' (known: ${botNames().join(', ')}).`);
        return bot;
      });
      let cardSet: unknown;
      if (values['card-set']) {
        const loaded = await loadCardSet(module, values['card-set'], io);
        if (!loaded) return 1;
        cardSet = loaded.set;
      }
      let options: Record<string, unknown>;
      // A user card set is played by the game made from it.
      let played: typeof module;
      try {
        options = { ...module.simulationOptions({ maxTurns, setup: values.setup, cardSet }), players };
        played = cardSet === undefined ? module : module.withCardSet(cardSet);
      } catch (e) {
        throw new UsageError(e instanceof Error ? e.message : String(e));
      }

      const wins = new Array<number>(players).fill(0);
      const endReasons: Record<string, number> = {};
      let turns = 0, actions = 0, hitTurnLimit = 0;
      const started = performance.now();
      for (let g = 0; g < games; g++) {
        const result = playGame(played.game, options as Record<string, unknown> & { players: number }, seed + g, seats);
        const summary = played.summary(result.state);
        turns += summary.turns;
        actions += result.actions;
        endReasons[summary.endReason] = (endReasons[summary.endReason] ?? 0) + 1;
        if (result.outcome.truncated) hitTurnLimit++;
        else for (const w of result.outcome.winners) wins[w]! += 1 / result.outcome.winners.length;
      }
      const seconds = (performance.now() - started) / 1000;
      const decided = games - hitTurnLimit;
      const report: SimulationReport = {
        game: game.id, players, games, seed, bots: seats.map((b) => b.name),
        seconds: round(seconds, 3), gamesPerSecond: round(games / seconds, 1),
        meanTurns: round(turns / games, 2), meanActions: round(actions / games, 1),
        endReasons, hitTurnLimit,
        winShares: wins.map((w, seat) => ({ seat: seat + 1, bot: seats[seat]!.name, wins: round(w, 2), share: decided ? round(w / decided, 4) : 0 })),
      };
      if (values.json) {
        io.out(JSON.stringify(report));
        return 0;
      }
      io.out(`Simulated ${games} game${games === 1 ? '' : 's'} of ${game.name}, ${players} players, seed ${seed} (bots: ${report.bots.join(', ')})`);
      io.out(`  speed:       ${report.gamesPerSecond} games/s (${report.seconds} s)`);
      io.out(`  mean length: ${report.meanTurns} turns, ${report.meanActions} actions`);
      io.out(`  ended by:    ${Object.entries(endReasons).sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n} (${pct(n / games)})`).join(', ')}`);
      if (hitTurnLimit > 0) io.out(`  turn limit:  ${hitTurnLimit} game${hitTurnLimit === 1 ? '' : 's'} stopped at ${maxTurns} turns (not counted in win shares)`);
      io.out(`  win share:   ${report.winShares.map((w) => `seat ${w.seat} (${w.bot}) ${pct(w.share)}`).join(', ')}`);
      return 0;
    },
  };
}

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
