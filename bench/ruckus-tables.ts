// Do the 3- and 4-player unit-value tables build better armies for games of that size than the 2-player tables?
// Advanced (or Draft) games of N players: one seat builds by the tables for N players, every other seat by the 2-player
// tables (all with the AI's own choices: chooseBuildPick's knapsack plan, or chooseDraftPick); every battle is played by
// the heuristic rules of thumb. The seat building by the N-player tables turns with the game number. Without a
// difference it would win 1/N of the games.
// --reverse swaps the tables: one seat by the 2-player tables against N-1 seats by the N-player tables.
//
//   npx tsx bench/ruckus-tables.ts --players 4 --games 4000 --seed 60000 [--setup advanced|draft] [--child] [--reverse]
import { parseArgs } from 'node:util';
import { ruckusHeuristicBot } from '@main/ai/games/ruckus-ai';
import { chooseBuildPick, chooseDraftPick, type DraftSeat } from '@main/ai/games/ruckus-army';
import { ratingsFor, unitValueData, type Ratings } from '@main/ai/games/ruckus-values';
import { wilson } from '@main/ai/tournament';
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import type { RuckusAction } from '@main/games/ruckus/actions';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { ruckusGame } from '@main/games/ruckus/game';
import type { RuckusState } from '@main/games/ruckus/state';

const { values } = parseArgs({
  options: { players: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, setup: { type: 'string' }, child: { type: 'boolean' }, reverse: { type: 'boolean' } },
  strict: true,
});
const players = Number(values.players ?? 4), games = Number(values.games ?? 2000), seed0 = Number(values.seed ?? 60_000);
const setup = values.setup ?? 'advanced', child = values.child === true, reverse = values.reverse === true;
if (![3, 4].includes(players) || !Number.isInteger(games) || games < 1 || !Number.isInteger(seed0) || !['advanced', 'draft'].includes(setup)) {
  throw new Error('usage: --players 3|4 --games G --seed S [--setup advanced|draft] [--child] [--reverse]');
}
if (!unitValueData.byPlayers?.[String(players)]) throw new Error(`the shipped data has no tables for ${players} players`);

const set = defaultCardSet;
const own = ratingsFor(set, child, unitValueData, players);
const two = ratingsFor(set, child, unitValueData, 2);
/** The hero seat's ratings and everyone else's. */
const [heroTables, otherTables] = reverse ? [two, own] : [own, two];
const [heroName, otherName] = reverse ? ['2-player', `${players}-player`] : [`${players}-player`, '2-player'];
const game = ruckusGame as unknown as AnyGame;
const isUnit = (id: string): boolean => set.units.some((u) => u.id === id && u.level !== 'S');

/** A building choice by the given ratings (the state is read directly: the builder's own picks and the public pool). */
function build(s: RuckusState, p: number, legal: readonly RuckusAction[], r: Ratings, picked: readonly string[][]): RuckusAction {
  const picks = legal.flatMap((a) => (a.type === 'pick' ? [a.card] : []));
  const done = legal.find((a) => a.type === 'done')!;
  let card: string | null;
  if (s.phase === 'build') card = chooseBuildPick(r, { guild: s.seats[p].guild, picked: picked[p]! }, picks, s.seats[p].points).card;
  else {
    const seat = (i: number): DraftSeat => ({ guild: s.seats[i].guild, picked: picked[i]!, points: s.seats[i].points, done: s.seats[i].done, name: `Player ${i + 1}` });
    const opponents = s.seats.map((_, i) => i).filter((i) => i !== p).map(seat);
    card = chooseDraftPick(r, { me: seat(p), opponents, pool: s.draftPool.filter(isUnit), choices: picks }).card;
  }
  return (card === null ? done : legal.find((a) => a.type === 'pick' && a.card === card)) ?? done;
}

let score = 0, shared = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seed = seed0 + g, hero = g % players;
  const s = game.setup({ players, setup, child }, seed) as RuckusState;
  const rng = new Rng(seed ^ 0x9e3779b9);
  const picked: string[][] = s.seats.map(() => []);
  while (!game.outcome(s)) {
    const d = game.pending(s)[0]!;
    const legal = game.legalActions(s, d.player) as RuckusAction[];
    let a: RuckusAction;
    if (s.phase === 'build' || s.phase === 'draft') {
      a = build(s, d.player, legal, d.player === hero ? heroTables : otherTables, picked);
      if (a.type === 'pick' && isUnit(a.card)) picked[d.player]!.push(a.card);
    } else {
      a = ruckusHeuristicBot.choose({ game, player: d.player, decision: d, legal, rng, view: () => game.view(s, d.player) }) as RuckusAction;
    }
    const error = game.step(s, d.player, a);
    if (error) throw new Error(`game ${seed}: ${error.rule}: ${error.message}`);
  }
  const w = game.outcome(s)!.winners;
  if (w.includes(hero)) { score += 1 / w.length; if (w.length > 1) shared++; }
}
const { low, high } = wilson(score, games);
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
console.log(`${players} players, ${setup}${child ? ' (Child Friendly)' : ''}, seeds ${seed0}-${seed0 + games - 1}: the seat building by the ${heroName} tables `
  + `won ${score.toFixed(1)} of ${games} (${pct(score / games)} [${pct(low)}-${pct(high)}]; even share ${pct(1 / players)}; ${shared} shared) `
  + `against ${players - 1} seats building by the ${otherName} tables, in ${((performance.now() - started) / 1000).toFixed(0)} s`);
