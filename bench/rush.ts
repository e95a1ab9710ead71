// World of Tanks: Rush engine benchmark: random full games per second on one core (median of several runs).
// A "random game" picks uniformly among the legal actions of a pending player until the game ends by the rules.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { playChosen } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { rushGame } from '@main/games/rush/game';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Plays `games` random games; returns games per second and the mean actions and turns per game. `checked`: every move
 * through `step` and its checks (the path of a move from outside); else the trusted path of search and simulation.
 */
export function run(players: number, games: number, seed: number, checked = false): { perSecond: number; perCpuSecond: number; actions: number; turns: number } {
  let actions = 0, turns = 0;
  const t = performance.now(), cpu = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const state = rushGame.setup({ players }, seed + g);
    const rng = new Rng(seed + g);
    while (rushGame.outcome(state) === null) {
      const pending = rushGame.pending(state);
      const player = pending.length === 1 ? pending[0]!.player : rng.pick(pending).player;
      const legal = rushGame.legalActions(state, player);
      const action = legal[rng.int(legal.length)]!;
      const error = checked ? rushGame.step(state, player, action) : playChosen(rushGame, state, player, legal, action);
      if (error) throw new Error(`legal action refused: ${error.rule}: ${error.message}`);
      actions++;
    }
    turns += state.turns;
  }
  const seconds = (performance.now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  return { perSecond: games / seconds, perCpuSecond: games / ((used.user + used.system) / 1e6), actions: actions / games, turns: turns / games };
}

export async function benchRush(out: (line: string) => void): Promise<void> {
  out(`World of Tanks: Rush engine: random full games on one core (median of 5 runs each way, after 3 warm-up runs; trusted and checked runs alternate; load ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  for (const [players, games] of [[2, 200], [4, 100]] as const) {
    for (let w = 0; w < 3; w++) { run(players, games, 99_000 + w * games); run(players, games, 99_000 + w * games, true); }
    const trusted: ReturnType<typeof run>[] = [], checked: ReturnType<typeof run>[] = [];
    for (let r = 0; r < 5; r++) { trusted.push(run(players, games, r * 10_000)); checked.push(run(players, games, r * 10_000, true)); }
    const actions = median(trusted.map((r) => r.actions));
    const turns = median(trusted.map((r) => r.turns));
    const line = (label: string, runs: ReturnType<typeof run>[]): string => {
      const rate = median(runs.map((r) => r.perSecond));
      return `${label} ${rate.toFixed(0)} games/s wall clock, ${median(runs.map((r) => r.perCpuSecond)).toFixed(0)} per CPU second (${((rate * actions) / 1000).toFixed(0)}k actions/s)`;
    };
    const ratios = trusted.map((r, i) => r.perCpuSecond / checked[i]!.perCpuSecond);
    out(`  ${players} players (${games} games per run; ${turns.toFixed(0)} turns and ${actions.toFixed(0)} actions per game):`);
    out(`    ${line('trusted path (play):', trusted)}`);
    out(`    ${line('every move checked (step):', checked)}`);
    out(`    trusted / checked per CPU second, median of the paired runs: ${median(ratios).toFixed(2)}x`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void benchRush((line) => console.log(line));
