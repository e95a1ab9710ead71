// Ruckus benchmark: random full Basic games per second on one core (median of several runs), 2 and 4 players.
// Both wall-clock and CPU-time rates are printed, because the build machines are shared.
import { performance } from 'node:perf_hooks';
import { Rng } from '@main/engine/rng';
import { ruckusGame } from '@main/games/ruckus/game';
import type { RuckusState } from '@main/games/ruckus/state';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One random game to its end: a uniformly random pending decision, then a uniformly random legal action. */
export function randomRuckusGame(players: number, seed: number, options: Record<string, unknown> = {}): { state: RuckusState; actions: number } {
  const state = ruckusGame.setup({ ...options, players }, seed);
  const rng = new Rng(seed ^ 0x9e3779b9);
  let actions = 0;
  while (state.phase !== 'over') {
    const decisions = ruckusGame.pending(state);
    const d = decisions.length === 1 ? decisions[0] : decisions[rng.int(decisions.length)];
    const legal = ruckusGame.legalActions(state, d.player);
    const error = ruckusGame.step(state, d.player, legal[rng.int(legal.length)]);
    if (error) throw new Error(`legal action refused: ${error.rule}: ${error.message}`);
    actions++;
  }
  return { state, actions };
}

function rate(players: number, runs: number, ms: number, options: Record<string, unknown> = {}): { wall: number; cpu: number; actions: number; rounds: number } {
  const walls: number[] = [], cpus: number[] = [];
  let actions = 0, rounds = 0, games = 0, seed = players * 1_000_000;
  for (let w = 0; w < 200; w++) randomRuckusGame(players, seed++, options); // warm-up for the JIT
  for (let r = 0; r < runs; r++) {
    const start = performance.now(), cpu = process.cpuUsage();
    let n = 0;
    while (performance.now() - start < ms) {
      const g = randomRuckusGame(players, seed++, options);
      actions += g.actions;
      rounds += g.state.round;
      n++;
    }
    const wall = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    walls.push(n / wall);
    cpus.push(n / ((used.user + used.system) / 1e6));
    games += n;
  }
  return { wall: median(walls), cpu: median(cpus), actions: actions / games, rounds: rounds / games };
}

export async function benchRuckus(out: (line: string) => void): Promise<void> {
  for (const players of [2, 4]) {
    for (const [label, options] of [['', {}]] as const) {
      const r = rate(players, 5, 1000, options);
      out(`Ruckus random ${players}-player Basic games ${label}: median ${Math.round(r.wall)} games/s wall clock, ${Math.round(r.cpu)} games/s CPU time over 5 runs of 1 s (${r.actions.toFixed(0)} actions and ${r.rounds.toFixed(1)} combat rounds per game)`);
    }
  }
}
