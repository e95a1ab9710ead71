// AI benchmark: ISMCTS iterations per second (median of repeated runs, wall clock and CPU time) and decision
// latency p50/p95/p99 per difficulty, with the app's clock so the levels' time caps apply, plus a small win table.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { tricksGame } from '@main/engine/testing/tricks-game';
import { type Bot, botByName } from '@main/ai/bot';
import { difficulties, difficultyBot, difficultyNames } from '@main/ai/difficulty';
import { searchIsmcts } from '@main/ai/ismcts';
import { playGame } from '@main/ai/simulate';
import { goofspielGame } from '@main/ai/testing/goofspiel';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const cpuSeconds = (since: NodeJS.CpuUsage): number => { const u = process.cpuUsage(since); return (u.user + u.system) / 1e6; };

/** Iterations per second of one search from the first decision of a seeded game, after a warm-up search. */
function iterationsPerSecond(game: AnyGame, players: number, iterations: number, runs: number): { wall: number; cpu: number; nodes: number } {
  const walls: number[] = [], cpus: number[] = [];
  let nodes = 0;
  for (let r = -1; r < runs; r++) {
    const state = game.setup({ players }, 1000 + r);
    const player = game.pending(state)[0]!.player;
    const view = game.view(state, player);
    const legal = game.legalActions(state, player);
    const t = performance.now(), c = process.cpuUsage();
    const result = searchIsmcts({ game, view, player, legal, rng: new Rng(r), iterations });
    const wall = (performance.now() - t) / 1000, cpu = cpuSeconds(c);
    if (r < 0) continue; // warm-up: let the JIT compile the hot loop first
    walls.push(iterations / wall);
    cpus.push(iterations / cpu);
    nodes = result.nodes;
  }
  return { wall: median(walls), cpu: median(cpus), nodes };
}

/** Times every decision a bot makes in seeded games against random seats. */
function latencies(game: AnyGame, players: number, bot: Bot, games: number): number[] {
  const times: number[] = [];
  const timed: Bot = {
    name: bot.name,
    choose(turn) {
      if (turn.legal.length === 1) return turn.legal[0]!; // forced: no search, not a latency sample
      const t = performance.now();
      const action = bot.choose(turn);
      times.push(performance.now() - t);
      return action;
    },
  };
  const random = botByName('random')!;
  for (let g = 0; g < games; g++) playGame(game, { players, ties: 'split' }, 5000 + g, Array.from({ length: players }, (_, i) => (i === g % players ? timed : random)));
  return times.sort((a, b) => a - b);
}

/** Win share of `hero` against `other` in 2-player games, seats alternating, with a 95% Wilson interval. */
function winShare(game: AnyGame, hero: Bot, other: Bot, games: number): string {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const played = playGame(game, { players: 2, ties: 'split' }, 9000 + g, seat === 0 ? [hero, other] : [other, hero]);
    if (played.outcome.winners.includes(seat)) wins += 1 / played.outcome.winners.length;
  }
  const z = 1.96, p = wins / games, n = games;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `${(p * 100).toFixed(1)}% [${((centre - half) * 100).toFixed(1)}-${((centre + half) * 100).toFixed(1)}] over ${games} games`;
}

export async function benchAi(out: (line: string) => void): Promise<void> {
  out(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (wall-clock figures suffer when other work shares the cores; CPU-time figures less so)`);
  for (const [game, players] of [[tricksGame, 2], [tricksGame, 4], [goofspielGame, 2], [goofspielGame, 3]] as const) {
    const r = iterationsPerSecond(game, players, 20_000, 5);
    out(`ISMCTS ${game.id} ${players}p: median ${Math.round(r.wall)} iterations/s wall, ${Math.round(r.cpu)} per CPU-second (5 runs of 20,000 iterations, ${r.nodes} tree nodes)`);
  }
  const clock = (): number => performance.now();
  for (const name of difficultyNames) {
    const level = difficulties[name];
    const games = name === 'expert' ? 6 : 12;
    const times = latencies(goofspielGame, 2, difficultyBot(level, clock), games);
    out(`latency ${name} (${level.iterations} iterations, cap ${level.maxMillis} ms) goofspiel 2p: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms over ${times.length} searched decisions`);
  }
  const bots = (n: string): Bot => botByName(n)!;
  for (const [hero, other] of [['hard', 'random'], ['hard', 'heuristic'], ['normal', 'easy'], ['hard', 'normal']] as const) {
    out(`goofspiel 2p (ties split) win share, ${hero} vs ${other}: ${winShare(goofspielGame, bots(hero), bots(other), 40)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void benchAi((line) => process.stdout.write(`${line}\n`));
