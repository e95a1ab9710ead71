import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { tricksGame, type TricksState } from '@main/engine/testing/tricks-game';
import { goofspielGame } from '@main/ai/testing/goofspiel';
import { budgetShare, decide, difficulties } from '@main/ai/difficulty';
import { gameAiFor } from '@main/ai/game-ai';
import { searchIsmcts } from '@main/ai/ismcts';
import { rushGame } from '@main/games/rush/game';
import type { RushState } from '@main/games/rush/state';
import { decisiveGoofspiel, randomWalk, turnFor } from './helpers';

const search = (game: AnyGame, state: unknown, player: number, seed: number, iterations: number, stopWhenDecided: boolean) =>
  searchIsmcts({ game, view: game.view(state, player), player, legal: game.legalActions(state, player), rng: new Rng(seed), iterations, stopWhenDecided });

describe('search budget spent where it matters', () => {
  it('stops early once the most visited option cannot be overtaken, and picks what the whole budget would pick', () => {
    const s = decisiveGoofspiel();
    const full = search(goofspielGame, s, 0, 3, 4000, false);
    const early = search(goofspielGame, s, 0, 3, 4000, true);
    expect(full.stoppedBy).toBe('iterations');
    expect(early.stoppedBy).toBe('decided');
    expect(early.iterations).toBeLessThan(full.iterations);
    expect(early.best).toEqual(full.best);
    const [top, next] = early.options;
    // The stop is sound: the runner-up could not have caught up with the iterations left.
    expect(top!.visits - next!.visits).toBeGreaterThan(4000 - early.iterations);
  });

  it('over many positions the early stop never changes the chosen move', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const state = randomWalk<TricksState>(tricksGame, 2, seed, seed % 5);
      const player = tricksGame.pending(state)[0]!.player;
      if (tricksGame.legalActions(state, player).length < 2) continue;
      const full = search(tricksGame, state, player, seed, 600, false);
      const early = search(tricksGame, state, player, seed, 600, true);
      // Same random stream: the early search is a prefix of the full one, so its leader is the full search's leader.
      expect(early.best).toEqual(full.best);
    }
  });

  it('argmax levels stop when decided; noisy levels keep their full budget for the visit counts', () => {
    const s = decisiveGoofspiel();
    const hard = decide(turnFor(goofspielGame, s, 0, 1), difficulties.hard);
    const normal = decide(turnFor(goofspielGame, s, 0, 1), difficulties.normal);
    expect(hard.advice.stoppedBy).toBe('decided');
    expect(hard.advice.iterations).toBeLessThan(difficulties.hard.iterations);
    expect(normal.advice.iterations).toBe(difficulties.normal.iterations);
  });

  it('a Rush payment sub-step gets a quarter of the budget; other decisions the whole of it', () => {
    const ai = gameAiFor(rushGame);
    expect(budgetShare(ai, 'pay')).toBe(0.25);
    expect(budgetShare(ai, 'play-card')).toBe(1);
    expect(budgetShare({ ...ai, budgetShare: () => 0 }, 'pay')).toBe(1);
    expect(budgetShare({ ...ai, budgetShare: () => 3 }, 'pay')).toBe(1);
    // Walk random Rush games to a payment with a real choice, and search it at Normal (which never stops early).
    let found = false;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const state = rushGame.setup({ players: 2 }, seed) as RushState;
      const rng = new Rng(seed);
      for (let i = 0; i < 400 && rushGame.outcome(state) === null; i++) {
        const d = rushGame.pending(state)[0]!;
        const legal = rushGame.legalActions(state, d.player);
        if (d.kind === 'pay' && legal.length > 1) {
          const made = decide(turnFor(rushGame, state, d.player, seed), difficulties.normal);
          expect(made.advice.iterations).toBe(difficulties.normal.iterations / 4);
          found = true;
          break;
        }
        rushGame.step(state, d.player, rng.pick(legal));
      }
    }
    expect(found).toBe(true);
  });
});
