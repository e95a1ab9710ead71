// AI benchmark for both games: ISMCTS iterations per second (one core, warm, median of repeated runs, wall clock and
// CPU time), decision latency p50/p95/p99 per difficulty over real mid-game decisions with the app's clock (so the
// levels' time caps apply, as in the app), and a small win-rate table of short matches (Easy, the cheapest level). Tournaments of 200+ games are
// run with `npm run cli -- tournament` (see bench/RESULTS.md).
// `npm run bench -- ai` runs this section; AI_BENCH_EXPERT=1 adds Expert's latency, AI_BENCH_QUICK=1 fewer samples.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { AnyGame, Decision } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { gameModule } from '@main/games/index';
import { type Bot, botByName } from '@main/ai/bot';
import { decide, difficulties, type DifficultyName, iterationsFor } from '@main/ai/difficulty';
import { searchIsmcts } from '@main/ai/ismcts';
import { playGame } from '@main/ai/simulate';
import { wilson } from '@main/ai/tournament';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const cpuSeconds = (since: NodeJS.CpuUsage): number => { const u = process.cpuUsage(since); return (u.user + u.system) / 1e6; };
const load = (): string => os.loadavg().map((l) => l.toFixed(1)).join(' ');

interface Position { readonly state: unknown; readonly decision: Decision; readonly legal: readonly unknown[] }

interface Subject { readonly id: string; readonly label: string; readonly game: AnyGame; readonly options: Record<string, unknown> & { players: number } }

function subject(id: string, label: string, setup?: string, players = 2): Subject {
  const module = gameModule(id)!;
  return { id, label, game: module.game, options: { ...module.simulationOptions({ maxTurns: 200, setup }), players } };
}

/**
 * Real mid-game decisions: heuristic bots play seeded games, and every `every`-th decision with a real choice (two or
 * more legal actions) after the first `skip` actions is kept, with a copy of the state at that moment.
 */
function positions(s: Subject, count: number, skip = 20, every = 7): Position[] {
  const out: Position[] = [];
  const heuristic = botByName('heuristic')!;
  for (let seed = 1; out.length < count && seed < 200; seed++) {
    let actions = 0, choices = 0;
    const recorder: Bot = {
      name: 'recorder',
      choose(turn) {
        actions++;
        if (turn.legal.length > 1 && actions > skip && choices++ % every === 0 && out.length < count) {
          const state = s.game.determinize(turn.view(), new Rng(actions));
          // A determinization of the deciding player's view: all a bot may know, and a state the search can start from.
          out.push({ state, decision: turn.decision, legal: turn.legal });
        }
        return heuristic.choose(turn);
      },
    };
    playGame(s.game, s.options, 7000 + seed, Array.from({ length: s.options.players }, () => recorder));
  }
  return out;
}

interface Speed { wall: number; cpu: number; runs: number }

/**
 * Iterations per second of searches of `iterations` from each position, after one warm-up pass; medians of the runs.
 * Each search runs twice in turn: as the app runs it (the trusted play path and the game's determinizer worked out
 * once per search) and `checked` (every move through `step`, `determinize` each iteration: the search as it was).
 */
function iterationsPerSecond(s: Subject, at: readonly Position[], iterations: number): { trusted: Speed; checked: Speed; ratio: number } {
  const walls: number[][] = [[], []], cpus: number[][] = [[], []];
  for (let pass = 0; pass < 2; pass++) {
    for (const [i, p] of at.entries()) {
      const player = p.decision.player;
      for (const way of [0, 1]) {
        const t = performance.now(), c = process.cpuUsage();
        searchIsmcts({ game: s.game, view: s.game.view(p.state, player), player, legal: p.legal, rng: new Rng(i), iterations, checked: way === 1 });
        const wall = (performance.now() - t) / 1000, cpu = cpuSeconds(c);
        if (pass === 0) continue; // warm-up: let the JIT compile the hot loop first
        walls[way]!.push(iterations / wall);
        cpus[way]!.push(iterations / cpu);
      }
    }
  }
  const of = (way: number): Speed => ({ wall: median(walls[way]!), cpu: median(cpus[way]!), runs: walls[way]!.length });
  return { trusted: of(0), checked: of(1), ratio: median(cpus[0]!.map((c, i) => c / cpus[1]![i]!)) };
}

/** Milliseconds of each decision at a difficulty, with the app's clock so its time cap applies. */
function latencies(s: Subject, at: readonly Position[], level: DifficultyName): number[] {
  const clock = (): number => performance.now();
  const times: number[] = [];
  for (const [i, p] of at.entries()) {
    const player = p.decision.player;
    const t = performance.now();
    decide({ game: s.game, player, decision: p.decision, legal: p.legal, rng: new Rng(i), view: () => s.game.view(p.state, player) }, difficulties[level], { now: clock });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** Win share of `hero` against `other` in 2-player games, seats alternating, with a 95% Wilson interval. */
function winShare(s: Subject, hero: Bot, other: Bot, games: number): string {
  let wins = 0, counted = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const played = playGame(s.game, s.options, 9000 + g, seat === 0 ? [hero, other] : [other, hero]);
    if (played.outcome.truncated) continue;
    counted++;
    if (played.outcome.winners.includes(seat)) wins += 1 / played.outcome.winners.length;
  }
  const { low, high } = wilson(wins, counted);
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  return `${pct(counted ? wins / counted : 0)} [${pct(low)}-${pct(high)}] over ${counted} games${counted < games ? ` (${games - counted} stopped at the turn limit)` : ''}`;
}

export async function benchAi(out: (line: string) => void): Promise<void> {
  const quick = process.env.AI_BENCH_QUICK === '1';
  const levels: DifficultyName[] = ['easy', 'normal', 'hard', ...(process.env.AI_BENCH_EXPERT === '1' ? ['expert' as const] : [])];
  out(`machine: ${os.cpus().length} cores, load average ${load()} (wall-clock figures suffer when other work shares the cores; CPU-time figures less so)`);
  for (const s of [subject('rush', 'World of Tanks: Rush 2p'), subject('ruckus', 'Ruckus 2p Basic', 'basic')]) {
    const at = positions(s, quick ? 12 : 40);
    const speed = iterationsPerSecond(s, at.slice(0, quick ? 6 : 12), 2000);
    out(`${s.label} ISMCTS: median ${Math.round(speed.trusted.wall)} iterations/s wall clock, ${Math.round(speed.trusted.cpu)} per CPU-second on one core (${speed.trusted.runs} warm searches of 2,000 iterations from mid-game decisions; load ${load()})`);
    out(`${s.label} ISMCTS, every move checked and a full determinization each iteration (the search before the trusted path): median ${Math.round(speed.checked.wall)} iterations/s wall clock, ${Math.round(speed.checked.cpu)} per CPU-second; trusted / checked ${speed.ratio.toFixed(2)}x, median of the paired searches`);
    for (const level of levels) {
      const d = difficulties[level];
      const budget = iterationsFor(d, s.game.id, s.options.players);
      const times = latencies(s, at, level);
      out(`${s.label} latency ${level} (${budget} iterations, cap ${d.maxMillis} ms): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms over ${times.length} mid-game decisions (load ${load()})`);
    }
    const bots = (n: string): Bot => botByName(n)!;
    const games = quick ? 2 : 6;
    for (const [hero, other] of [['easy', 'random'], ['easy', 'heuristic']] as const) {
      out(`${s.label} win share, ${hero} vs ${other}: ${winShare(s, bots(hero), bots(other), games)} (load ${load()})`);
    }
  }
  // 4-player tables: thinking time only (Hard and Expert search three times as much at a Rush table of 3-5 seats).
  for (const s of [subject('rush', 'World of Tanks: Rush 4p', undefined, 4), subject('ruckus', 'Ruckus 4p Basic', 'basic', 4)]) {
    const at = positions(s, 12);
    for (const level of levels.filter((l) => l === 'hard' || l === 'expert')) {
      const d = difficulties[level];
      const times = latencies(s, at, level);
      out(`${s.label} latency ${level} (${iterationsFor(d, s.game.id, s.options.players)} iterations, cap ${d.maxMillis} ms): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms over ${times.length} mid-game decisions (load ${load()})`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void benchAi((line) => process.stdout.write(`${line}\n`));
