// Self-contained Rush games (issue 25): a game is made from its card set (makeRushGame) and keeps no state outside
// itself. Games of different sets, and two games of one set, played step by step in turn (alternating calls of the
// rules and of the AI hooks), each give exactly what they give alone, state hash by state hash; the default set's game
// is the same before and after. The rules' files hold no module-level mutable state (a memo, a cache, a scratch
// object); a per-process table of made games lives beside the registry (games/index.ts), outside the rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interleaved } from '../engine/interleave';
import type { PlayerId } from '@main/engine/game';
import { hashState } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { gameAiFor } from '@main/ai/game-ai';
import { gameModuleFor } from '@main/games';
import { checkCardSet } from '@shared/games/rush/cards';
import { defaultCardSet } from '@main/games/rush/default-set';
import { makeRushGame, rushGame, type RushGame } from '@main/games/rush/game';
import type { RushAction, RushState, RushView } from '@main/games/rush/state';

/** Every vehicle costs 1: purchases, and so whole games, go otherwise than with the default set. */
function cheapSet(): unknown {
  const set = structuredClone(defaultCardSet);
  set.name = 'cheap';
  for (const v of set.vehicles) v.cost = 1;
  return set;
}

/** The vehicles in reverse order and renamed: every vehicle's card number and name differ from the default set's. */
function reversedSet(): unknown {
  const set = structuredClone(defaultCardSet);
  set.name = 'reversed';
  set.vehicles = set.vehicles.reverse().map((v) => ({ ...v, name: `${v.name} (r)` }));
  return set;
}

/** One game's run, one step per call of `next`: its state's hash after each step, with what the AI saw there. */
function runner(game: RushGame, players: number, seed: number): { next(): string | null } {
  const ai = gameAiFor(game);
  const state = game.setup({ players, maxTurns: 40 }, seed);
  const rng = new Rng(seed * 31 + 7);
  let n = 0;
  return {
    next() {
      if (game.outcome(state)) return null;
      const pending = game.pending(state);
      const player: PlayerId = rng.pick(pending).player;
      const legal = game.legalActions(state, player) as RushAction[];
      const view = game.view(state, player) as RushView;
      // The AI's look at the position: a determinization, its rating and its rollout move, from the hooks of this game.
      const guess = game.determinize(view, new Rng(seed + n)) as RushState;
      const rating = ai.evaluate(game.clone(guess), player);
      const greedy = ai.rolloutPolicy(game.clone(state), player, legal, new Rng(seed - n));
      const words = game.describe(legal[0]!, state);
      const action = n % 3 === 0 ? greedy : rng.pick(legal);
      // Both paths of a move: the checked one (step) and the trusted one (play).
      if (n % 2 === 0) expect(game.step(state, player, action)).toBeNull();
      else game.play!(state, player, action);
      n++;
      return hashState({ state, legal, view, guess, rating, greedy, words });
    },
  };
}

const alone = (game: RushGame, players: number, seed: number): string[] => interleaved([runner(game, players, seed)])[0]!;

describe('self-contained Rush games (made from their card sets)', () => {
  it('the test sets are valid and give games of their own', () => {
    for (const set of [cheapSet(), reversedSet()]) expect(checkCardSet(set).ok).toBe(true);
    const keys = [rushGame, makeRushGame(cheapSet()), makeRushGame(reversedSet())].map((g) => g.setup({ players: 2 }, 1).set);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe('default');
  });

  it('games of different sets, and two games of one set, interleaved step by step give what each gives alone', () => {
    const defaultBefore = alone(rushGame, 3, 5);
    const cheap = makeRushGame(cheapSet()), reversed = makeRushGame(reversedSet()), reversedAgain = makeRushGame(reversedSet());
    const soloCheap = alone(makeRushGame(cheapSet()), 2, 11);
    const soloReversed = alone(makeRushGame(reversedSet()), 2, 12);
    const soloReversed4 = alone(makeRushGame(reversedSet()), 4, 13);
    const [a, b, c, d] = interleaved([runner(cheap, 2, 11), runner(rushGame, 3, 5), runner(reversed, 2, 12), runner(reversedAgain, 4, 13)]);
    expect(a).toEqual(soloCheap);
    expect(b).toEqual(defaultBefore);
    expect(c).toEqual(soloReversed);
    expect(d).toEqual(soloReversed4);
    // The sets do play differently, so equal hashes are no accident of identical games.
    expect(soloCheap).not.toEqual(alone(rushGame, 2, 11));
    expect(soloReversed.length).toBeGreaterThan(20);
    // And the default game, after all that, plays as it did before.
    expect(alone(rushGame, 3, 5)).toEqual(defaultBefore);
  });

  it('a game refuses the states and views of another set, rather than reading them with its own cards', () => {
    const cheap = makeRushGame(cheapSet());
    const s = cheap.setup({ players: 2 }, 3);
    expect(() => rushGame.step(s, 0, { type: 'end' })).toThrow(/use the game made from its set/);
    expect(() => rushGame.legalActions(s, 0)).toThrow(/use the game made from its set/);
    expect(() => rushGame.determinize(cheap.view(s, 0), new Rng(1))).toThrow(/use the game made from its set/);
    expect(() => cheap.view(rushGame.setup({ players: 2 }, 3), 0)).toThrow(/use the game made from its set/);
  });

  it('the registry makes a set\'s game once and gives the default module without a set', () => {
    const set = cheapSet();
    const made = gameModuleFor('rush', set)!;
    expect(gameModuleFor('rush', structuredClone(set))).toBe(made);
    expect(gameModuleFor('rush')!.game.setup({ players: 2 }, 1).set).toBe('default');
    expect(made.game.setup({ players: 2 }, 1).set).toBe(makeRushGame(set).setup({ players: 2 }, 1).set);
    expect(gameAiFor(made.game)).toBe(gameAiFor(made.game));
    expect(gameAiFor(made.game)).not.toBe(gameAiFor(rushGame));
  });

  it('the Rush rules and AI files hold no module-level mutable state', () => {
    const root = join(import.meta.dirname, '../../..');
    const under = (dir: string, keep: (f: string) => boolean): string[] =>
      readdirSync(join(root, dir), { recursive: true }).map(String).filter((f) => f.endsWith('.ts') && keep(f)).map((f) => `${dir}/${f}`);
    const files = [
      ...under('src-main/games/rush', () => true), ...under('src-shared/games/rush', () => true),
      ...under('src-main/ai/games', (f) => f.startsWith('rush-')),
    ];
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      // Top-level declarations only (no indentation): a `let`, or a const holding a Map, Set, WeakMap or WeakSet.
      const found = text.split('\n').filter((line) => /^(export )?let /.test(line) || /^(export )?const \w+(: [^=]+)? = new (Map|Set|WeakMap|WeakSet)\b/.test(line));
      expect(found, file).toEqual([]);
    }
  });
});
