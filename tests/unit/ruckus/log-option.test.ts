// The log: false option of simulations: the same game, move for move, without the game log (nor the declared totals'
// parts that only the table's previews read).
import { describe, expect, it } from 'vitest';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { ruckusGame } from '@main/games/ruckus/game';
import type { RuckusState } from '@main/games/ruckus/state';

const withoutLog = (s: RuckusState): string => stableStringify({ ...s, log: [], quiet: undefined, declaredParts: undefined });

describe('Ruckus log option', () => {
  it('log: false plays the same game as the logged one and writes no log line', () => {
    for (const players of [2, 4]) {
      const logged = ruckusGame.setup({ players, setup: 'draft' }, 9);
      const quiet = ruckusGame.setup({ players, setup: 'draft', log: false }, 9);
      const rng = new Rng(4);
      let steps = 0;
      while (ruckusGame.outcome(logged) === null && steps < 400) {
        const d = rng.pick(ruckusGame.pending(logged));
        const action = rng.pick(ruckusGame.legalActions(logged, d.player));
        expect(ruckusGame.step(logged, d.player, action)).toBeNull();
        expect(ruckusGame.step(quiet, d.player, action)).toBeNull();
        steps++;
      }
      expect(withoutLog(quiet)).toBe(withoutLog(logged));
      expect(logged.log.length).toBeGreaterThan(steps / 4);
      expect(quiet.log).toEqual([]);
      expect(quiet.declaredParts).toBeUndefined();
    }
  });

  it('a state guessed for search from a view keeps the log seen so far and writes no more', () => {
    const s = ruckusGame.setup({ players: 2 }, 3);
    const guess = ruckusGame.determinize(ruckusGame.view(s, 0), new Rng(1));
    expect(guess.log).toEqual(s.log);
    const d = ruckusGame.pending(guess)[0]!;
    expect(ruckusGame.step(guess, d.player, ruckusGame.legalActions(guess, d.player)[0])).toBeNull();
    expect(guess.log).toEqual(s.log);
  });
});
