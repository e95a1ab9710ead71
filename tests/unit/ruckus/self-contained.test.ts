// Self-contained Ruckus games (issue 25): a game is made from its card set (makeRuckusGame) and keeps no state outside
// itself. Games of different sets, and two games of one set, played step by step in turn (alternating calls of the
// rules and of the AI hooks), each give exactly what they give alone, state hash by state hash; the default set's game
// is the same before and after. The rules' and the AI's files hold no module-level mutable state (a cache, a table of
// sets by key); a per-process table of made games lives beside the registry (games/index.ts), outside the rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interleaved } from '../engine/interleave';
import type { AnyGame, PlayerId } from '@main/engine/game';
import { hashState } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { gameAiFor } from '@main/ai/game-ai';
import { gameModuleFor } from '@main/games';
import { checkCardSet, type CardSet } from '@shared/games/ruckus/cards';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { makeRuckusGame, ruckusGame, type RuckusView } from '@main/games/ruckus/game';
import { ruckusModule } from '@main/games/ruckus/module';
import type { RuckusAction } from '@main/games/ruckus/actions';
import type { RuckusState } from '@main/games/ruckus/state';

/** Every unit has one more heart: hits defeat fewer units, so whole games go otherwise than with the default set. */
function hardySet(): CardSet {
  const set = structuredClone(defaultCardSet);
  set.name = 'hardy';
  for (const unit of set.units) unit.hearts = Math.min(8, unit.hearts + 1);
  return set;
}

/** Every unit renamed (a named ally too), and Gozer's skill lasting until the next Declaration as Poison Pete's does. */
function renamedSet(): CardSet {
  const set = structuredClone(defaultCardSet);
  set.name = 'renamed';
  for (const unit of set.units) {
    unit.name = `${unit.name} (r)`;
    const effect = unit.skill?.effect;
    if (effect?.kind === 'self-bonus' && effect.ifAlly) effect.ifAlly = `${effect.ifAlly} (r)`;
    if (effect?.kind === 'disable-melee') unit.skill!.effect = { kind: 'disable-melee', until: 'next-declaration' };
  }
  return set;
}

/** One game's run, one step per call of `next`: its state's hash after each step, with what the AI saw there. */
function runner(game: AnyGame, options: Record<string, unknown>, seed: number): { next(): string | null } {
  const ai = gameAiFor(game);
  const state = game.setup({ maxRounds: 8, ...options }, seed) as RuckusState;
  const rng = new Rng(seed * 31 + 7);
  let n = 0;
  return {
    next() {
      if (game.outcome(state) || n >= 400) return null;
      const player: PlayerId = rng.pick(game.pending(state)).player;
      const legal = game.legalActions(state, player) as RuckusAction[];
      const view = game.view(state, player) as RuckusView;
      // The AI's look at the position: a determinization, its rating, its rollout move and a reason, from this game's hooks.
      const guess = game.determinize(view, new Rng(seed + n)) as RuckusState;
      const rating = ai.evaluate(game.clone(guess), player);
      const greedy = ai.rolloutPolicy(game.clone(state), player, legal, new Rng(seed - n));
      const why = n % 4 === 0 ? ai.explain(legal[0], view, legal) : null;
      const preview = n % 4 === 2 ? game.preview?.(state, player, legal) : null;
      const words = game.describe(legal[0]!, state);
      const action = n % 3 === 0 ? greedy : rng.pick(legal);
      // Both paths of a move: the checked one (step) and the trusted one (play).
      if (n % 2 === 0) expect(game.step(state, player, action)).toBeNull();
      else game.play!(state, player, action);
      n++;
      return hashState({ state, legal, view, guess, rating, greedy, why, preview, words });
    },
  };
}

const alone = (game: AnyGame, options: Record<string, unknown>, seed: number): string[] => interleaved([runner(game, options, seed)])[0]!;
const module = (set?: CardSet): AnyGame => (set ? ruckusModule.withCardSet(set) : ruckusModule).game;

describe('self-contained Ruckus games (made from their card sets)', () => {
  it('the test sets are valid and give games of their own', () => {
    for (const set of [hardySet(), renamedSet()]) expect(checkCardSet(set).ok).toBe(true);
    const keys = [ruckusGame, makeRuckusGame(hardySet()), makeRuckusGame(renamedSet())].map((game) => game.setup({ players: 2 }, 1).setKey);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe('default');
  });

  it('games of different sets, and two games of one set, interleaved step by step give what each gives alone', () => {
    const basic2 = { players: 2, setup: 'basic' }, draft3 = { players: 3, setup: 'draft' }, advanced2 = { players: 2, setup: 'advanced' };
    const defaultBefore = alone(module(), draft3, 5);
    const soloHardy = alone(module(hardySet()), basic2, 11);
    const soloRenamed = alone(module(renamedSet()), advanced2, 12);
    const soloRenamedTournament = alone(module(renamedSet()), { players: 4, setup: 'tournament' }, 13);
    const [a, b, c, d] = interleaved([
      runner(module(hardySet()), basic2, 11), runner(module(), draft3, 5), runner(module(renamedSet()), advanced2, 12),
      runner(module(renamedSet()), { players: 4, setup: 'tournament' }, 13),
    ]);
    expect(a).toEqual(soloHardy);
    expect(b).toEqual(defaultBefore);
    expect(c).toEqual(soloRenamed);
    expect(d).toEqual(soloRenamedTournament);
    // The sets do play differently, so equal hashes are no accident of identical games.
    expect(soloHardy).not.toEqual(alone(module(), basic2, 11));
    expect(soloRenamed.length).toBeGreaterThan(20);
    // And the default game, after all that, plays as it did before.
    expect(alone(module(), draft3, 5)).toEqual(defaultBefore);
  });

  it('a game refuses the states and views of another set, rather than reading them with its own cards', () => {
    const hardy = makeRuckusGame(hardySet());
    const s = hardy.setup({ players: 2 }, 3);
    expect(() => ruckusGame.step(s, 0, { type: 'confirm' })).toThrow(/use the game made from its set/);
    expect(() => ruckusGame.legalActions(s, 0)).toThrow(/use the game made from its set/);
    expect(() => ruckusGame.determinize(hardy.view(s, 0), new Rng(1))).toThrow(/use the game made from its set/);
    expect(() => hardy.view(ruckusGame.setup({ players: 2 }, 3), 0)).toThrow(/use the game made from its set/);
    expect(() => ruckusGame.setup({ players: 2, cardSet: hardySet() }, 3)).toThrow(/make the game from that set/);
  });

  it('the registry makes a set\'s game once and gives the default module without a set', () => {
    const set = hardySet();
    const made = gameModuleFor('ruckus', set)!;
    expect(gameModuleFor('ruckus', structuredClone(set))).toBe(made);
    expect(gameModuleFor('ruckus')!.game.setup({ players: 2 }, 1).setKey).toBe('default');
    expect((made.game.setup({ players: 2 }, 1) as RuckusState).setKey).toBe(makeRuckusGame(set).setup({ players: 2 }, 1).setKey);
    expect(gameAiFor(made.game)).toBe(gameAiFor(made.game));
    expect(gameAiFor(made.game)).not.toBe(gameAiFor(ruckusModule.game));
  });

  it('the Ruckus rules and AI files hold no module-level mutable state', () => {
    const root = join(import.meta.dirname, '../../..');
    const rules = readdirSync(join(root, 'src-main/games/ruckus'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => `src-main/games/ruckus/${f}`);
    const ai = readdirSync(join(root, 'src-main/ai/games')).filter((f) => f.startsWith('ruckus-')).map((f) => `src-main/ai/games/${f}`);
    const files = [...rules, ...ai, 'src-shared/games/ruckus/cards.ts', 'src-shared/games/ruckus/schema.ts'];
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      // Top-level declarations only (no indentation): a `let`, or a const holding a Map, Set, WeakMap or WeakSet that
      // its type does not make read-only.
      const found = text.split('\n').filter((line) => /^(export )?let /.test(line)
        || (/^(export )?const \w+(: [^=]+)? = new (Map|Set|WeakMap|WeakSet)\b/.test(line) && !/^(export )?const \w+: Readonly(Set|Map)</.test(line)));
      expect(found, file).toEqual([]);
    }
  });
});
