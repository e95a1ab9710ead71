// The cheating reference for measurement only (issue 37): the same search as a difficulty level, but every
// "determinization" is the true state itself (deck order, the other hands, a hidden formation, the state's own random
// stream), so it searches with perfect information. It is never offered in the app: it lives in bench/, which no
// src-main file may import (eslint.layers.js), and the bot registry of the app and the CLI does not know it
// (tests/unit/ai/cheat.test.ts says both).
import type { Bot, BotTurn } from '@main/ai/bot';
import { decide, type Difficulty } from '@main/ai/difficulty';
import type { AnyGame } from '@main/engine/game';

export interface CheatingTable {
  /** The game to play the table's matches with: the real game, except that it remembers which state each view came from. */
  readonly game: AnyGame;
  /** A bot that searches at `level` with the true state behind the view it is handed. */
  bot(level: Difficulty, name?: string): Bot;
}

/**
 * A table where a cheat can sit. Every bot at it sees views as usual; the cheat looks up the state its view was made
 * from. The honest bots play exactly as at the real game's table (the table's game differs only in that lookup).
 */
export function cheatingTable(real: AnyGame): CheatingTable {
  const stateOfView = new WeakMap<object, unknown>();
  const game: AnyGame = Object.create(real, {
    view: {
      value(state: unknown, player: number) {
        const view = real.view(state, player);
        if (typeof view === 'object' && view !== null) stateOfView.set(view, state);
        return view;
      },
    },
  });
  // The game the cheat searches: each iteration starts from a copy of the true state of the decision being searched.
  let truth: unknown = null;
  const seeing: AnyGame = Object.create(game, {
    determinize: { value: () => real.clone(truth) },
    determinizer: { value: () => () => real.clone(truth) },
  });
  return {
    game,
    bot(level, name = 'cheat') {
      return {
        name,
        choose<V, A>(turn: BotTurn<V, A>): A {
          if (turn.legal.length === 1) return turn.legal[0]!;
          const view = turn.view();
          const state = typeof view === 'object' && view !== null ? stateOfView.get(view) : undefined;
          if (state === undefined) throw new Error('the cheat sits only at a cheating table: its view names no state');
          truth = state;
          try {
            return decide({ ...turn, game: seeing, view: () => view }, level).action;
          } finally {
            truth = null;
          }
        },
      };
    },
  };
}
