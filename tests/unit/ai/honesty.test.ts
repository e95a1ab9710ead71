// The AI is honest: it decides from the view alone, so re-dealing every card it cannot see changes nothing,
// and it never even reads the true state. And it never answers with an illegal action.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@main/engine/game';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { tricksGame, type TricksState } from '@main/engine/testing/tricks-game';
import { goofspielGame } from '@main/ai/testing/goofspiel';
import { decide, difficulties, difficultyBot } from '@main/ai/difficulty';
import { botByName, type Bot } from '@main/ai/bot';
import { randomWalk, turnFor } from './helpers';

const games: [AnyGame, number[]][] = [[tricksGame, [2, 3, 4]], [goofspielGame, [2, 3, 4]]];

describe('re-dealing the hidden cards does not change the bot\'s choice', () => {
  for (const [game, counts] of games) {
    for (const players of counts) {
      it(`${game.id}, ${players} players: same view and seed, other hidden cards, same move and same statistics`, () => {
        let redealt = 0;
        for (const [seed, steps] of [[1, 1], [2, players + 1], [3, 2 * players - 1]] as const) {
          const state = randomWalk(game, players, seed, steps);
          const player = game.pending(state).at(-1)!.player;
          const view = game.view(state, player);
          const other = game.determinize(view, new Rng(seed * 7919));
          expect(stableStringify(game.view(other, player))).toBe(stableStringify(view));
          if (stableStringify(game.hiddenFrom(other, player)) !== stableStringify(game.hiddenFrom(state, player))) redealt++;
          const a = decide(turnFor(game, state, player, 99), difficulties.normal);
          const b = decide(turnFor(game, other, player, 99), difficulties.normal);
          expect(stableStringify(b.action)).toBe(stableStringify(a.action));
          expect(b.advice.options.map((o) => [o.visits, o.winChance])).toEqual(a.advice.options.map((o) => [o.visits, o.winChance]));
        }
        // The positions must really differ in what is hidden, or the test proves nothing.
        expect(redealt).toBe(3);
      });
    }
  }

  it('the search never reads the true state: every game call it makes is on a determinization', () => {
    const state = randomWalk<TricksState>(tricksGame, 3, 5, 2);
    const player = tricksGame.pending(state)[0]!.player;
    const touched: string[] = [];
    const guarded = new Proxy(tricksGame, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (args.includes(state)) touched.push(String(key));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as AnyGame;
    const turn = { ...turnFor(tricksGame, state, player, 1), game: guarded };
    const { action } = decide(turn, difficulties.hard);
    expect(turn.legal).toContain(action);
    expect(touched).toEqual([]);
  });
});

/** Drives a game like the conformance kit (a random pending player each step) with AI seats, checking each answer. */
function playChecked(game: AnyGame, players: number, seed: number, bot: Bot): number {
  const state = game.setup({ players }, seed);
  const rng = new Rng(seed);
  let decisions = 0;
  while (game.outcome(state) === null) {
    const decision = rng.pick(game.pending(state));
    const legal = game.legalActions(state, decision.player);
    const action = bot.choose({ game, player: decision.player, decision, legal, rng, view: () => game.view(state, decision.player) });
    expect(legal.map(stableStringify)).toContain(stableStringify(action));
    expect(game.step(state, decision.player, action)).toBeNull();
    decisions++;
  }
  return decisions;
}

describe('AI seats never submit an illegal action', () => {
  for (const [game, counts] of [[tricksGame, [2, 3, 4]], [goofspielGame, [2, 3, 4, 5]]] as [AnyGame, number[]][]) {
    it(`${game.id}: every difficulty over ${counts.join(', ')} players, a random pending player deciding each step`, () => {
      let decisions = 0;
      const cheap = { iterations: 60 };
      for (const players of counts) {
        for (const level of Object.values(difficulties)) {
          decisions += playChecked(game, players, 100 + players, difficultyBot({ ...level, ...cheap }));
        }
        decisions += playChecked(game, players, 200 + players, botByName('heuristic')!);
      }
      expect(decisions).toBeGreaterThan(counts.length * 5 * 6);
    });
  }
});
