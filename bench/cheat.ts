// The cheating reference for measurement only (issue 37): the same search as a difficulty level, but every
// "determinization" is the true state itself (deck order, the other hands, a hidden formation, the state's own random
// stream), so it searches with perfect information. It is never offered in the app: it lives in bench/, which no
// src-main file may import (eslint.layers.js), and the bot registry of the app and the CLI does not know it
// (tests/unit/ai/cheat.test.ts says both).
import type { Bot, BotTurn } from '@main/ai/bot';
import { decide, type Difficulty } from '@main/ai/difficulty';
import type { AnyGame } from '@main/engine/game';
import type { Rng } from '@main/engine/rng';
import type { RushState } from '@main/games/rush/state';
import { nums, zone } from '@main/games/rush/zones';

/** Makes a copy of the true state forget part of what the cheat would see, drawing from `rng` (the search's stream). */
export type Forget = (state: unknown, rng: Rng) => void;

/**
 * Rush, a cheat that sees the hands but not the future: each determinization keeps every hand as it is and shuffles
 * the order of every hangar and of the vehicle deck, and gives the state a fresh random stream, so the searcher knows
 * the others' hands but not what anyone draws next or which vehicles reach the reserve. Between it and the honest
 * search lies what the others' hands are worth; between it and the full cheat, what the future order is worth (which
 * no inference from a seat's view can recover: it is random).
 */
export const rushSeesHandsOnly: Forget = (state, rng) => {
  const s = state as RushState;
  s.deck = zone(rng.shuffle(nums(s.deck)));
  s.hangars = s.hangars.map((h) => zone(rng.shuffle(nums(h))));
  s.rng = [rng.u32(), rng.u32(), rng.u32(), rng.u32()];
};

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
export function cheatingTable(real: AnyGame, forget?: Forget): CheatingTable {
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
  const seen = (rng: Rng): unknown => {
    const copy = real.clone(truth);
    forget?.(copy, rng);
    return copy;
  };
  const seeing: AnyGame = Object.create(game, {
    determinize: { value: (_view: unknown, rng: Rng) => seen(rng) },
    determinizer: { value: () => seen },
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
