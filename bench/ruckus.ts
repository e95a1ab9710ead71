// Ruckus benchmark: random full Basic games per second on one core (median of several runs), 2 and 4 players.
// Both wall-clock and CPU-time rates are printed, because the build machines are shared.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { playChosen } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { ruckusGame } from '@main/games/ruckus/game';
import type { RuckusState } from '@main/games/ruckus/state';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * One random game to its end: a uniformly random pending decision, then a uniformly random legal action. `checked`:
 * every move through `step` and its checks (the path of a move from outside); else the trusted path of search.
 */
export function randomRuckusGame(players: number, seed: number, options: Record<string, unknown> = {}, checked = false): { state: RuckusState; actions: number } {
  const state = ruckusGame.setup({ ...options, players }, seed);
  const rng = new Rng(seed ^ 0x9e3779b9);
  let actions = 0;
  while (state.phase !== 'over') {
    const decisions = ruckusGame.pending(state);
    const d = decisions.length === 1 ? decisions[0] : decisions[rng.int(decisions.length)];
    const legal = ruckusGame.legalActions(state, d.player);
    const action = legal[rng.int(legal.length)];
    const error = checked ? ruckusGame.step(state, d.player, action) : playChosen(ruckusGame, state, d.player, legal, action);
    if (error) throw new Error(`legal action refused: ${error.rule}: ${error.message}`);
    actions++;
  }
  return { state, actions };
}

interface Rate { wall: number; cpu: number; actions: number; rounds: number; ratio: number }

/** Rates of the trusted path and of every move checked, in alternating runs of `ms` each (same seeds both ways). */
function rate(players: number, runs: number, ms: number, options: Record<string, unknown> = {}): { trusted: Rate; checked: Rate } {
  const walls: number[][] = [[], []], cpus: number[][] = [[], []];
  const actions = [0, 0], rounds = [0, 0], games = [0, 0];
  let seed = players * 1_000_000;
  for (let w = 0; w < 200; w++) { randomRuckusGame(players, seed, options); randomRuckusGame(players, seed++, options, true); } // warm-up for the JIT
  for (let r = 0; r < runs; r++) {
    const from = seed;
    for (const way of [0, 1]) {
      seed = from;
      const start = performance.now(), cpu = process.cpuUsage();
      let n = 0;
      while (performance.now() - start < ms) {
        const g = randomRuckusGame(players, seed++, options, way === 1);
        actions[way] += g.actions;
        rounds[way] += g.state.round;
        n++;
      }
      const wall = (performance.now() - start) / 1000;
      const used = process.cpuUsage(cpu);
      walls[way]!.push(n / wall);
      cpus[way]!.push(n / ((used.user + used.system) / 1e6));
      games[way] += n;
    }
  }
  const ratio = median(cpus[0]!.map((c, i) => c / cpus[1]![i]!));
  const of = (way: number): Rate => ({ wall: median(walls[way]!), cpu: median(cpus[way]!), actions: actions[way] / games[way], rounds: rounds[way] / games[way], ratio });
  return { trusted: of(0), checked: of(1) };
}

export async function benchRuckus(out: (line: string) => void): Promise<void> {
  out(`Ruckus engine: random Basic games on one core, 5 runs of 1 s each way, trusted and checked runs alternating (load ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  for (const players of [2, 4]) {
    const { trusted, checked } = rate(players, 5, 1000);
    out(`Ruckus random ${players}-player Basic games (${trusted.actions.toFixed(0)} actions and ${trusted.rounds.toFixed(1)} combat rounds per game):`);
    out(`  trusted path (play): median ${Math.round(trusted.wall)} games/s wall clock, ${Math.round(trusted.cpu)} games/s CPU time`);
    out(`  every move checked (step): median ${Math.round(checked.wall)} games/s wall clock, ${Math.round(checked.cpu)} games/s CPU time`);
    out(`  trusted / checked per CPU second, median of the paired runs: ${trusted.ratio.toFixed(2)}x`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void benchRuckus((line) => process.stdout.write(`${line}\n`));
