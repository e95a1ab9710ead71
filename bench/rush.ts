// World of Tanks: Rush engine benchmark: random full games per second on one core (median of several runs).
// A "random game" picks uniformly among the legal actions of a pending player until the game ends by the rules.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Rng } from '@main/engine/rng';
import { rushGame } from '@main/games/rush/rules';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Plays `games` random games; returns games per second and the mean actions and turns per game. */
function run(players: number, games: number, seed: number): { perSecond: number; perCpuSecond: number; actions: number; turns: number } {
  let actions = 0, turns = 0;
  const t = performance.now(), cpu = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const state = rushGame.setup({ players }, seed + g);
    const rng = new Rng(seed + g);
    while (rushGame.outcome(state) === null) {
      const pending = rushGame.pending(state);
      const player = pending.length === 1 ? pending[0]!.player : rng.pick(pending).player;
      const legal = rushGame.legalActions(state, player);
      rushGame.step(state, player, legal[rng.int(legal.length)]);
      actions++;
    }
    turns += state.turns;
  }
  const seconds = (performance.now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  return { perSecond: games / seconds, perCpuSecond: games / ((used.user + used.system) / 1e6), actions: actions / games, turns: turns / games };
}

export async function benchRush(out: (line: string) => void): Promise<void> {
  out('World of Tanks: Rush engine: random full games on one core (median of 5 runs, after 3 warm-up runs)');
  for (const [players, games] of [[2, 200], [4, 100]] as const) {
    for (let w = 0; w < 3; w++) run(players, games, 99_000 + w * games);
    const runs = [0, 1, 2, 3, 4].map((r) => run(players, games, r * 10_000));
    const rate = median(runs.map((r) => r.perSecond));
    const cpuRate = median(runs.map((r) => r.perCpuSecond));
    const actions = median(runs.map((r) => r.actions));
    const turns = median(runs.map((r) => r.turns));
    out(`  ${players} players: ${rate.toFixed(0)} games/s wall clock, ${cpuRate.toFixed(0)} per CPU second (${games} games per run; ${turns.toFixed(0)} turns and ${actions.toFixed(0)} actions per game; ${((rate * actions) / 1000).toFixed(0)}k actions/s)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void benchRush((line) => console.log(line));
