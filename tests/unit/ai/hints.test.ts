import { describe, expect, it } from 'vitest';
import { tricksGame } from '@main/engine/testing/tricks-game';
import { hint } from '@main/ai/hints';
import { decide, difficulties } from '@main/ai/difficulty';
import { goofspielGame } from '@main/ai/testing/goofspiel';
import { decisiveGoofspiel, turnFor } from './helpers';

describe('hints', () => {
  it('give the top three options, most visited first, with visit share, win chance and a reason', () => {
    const s = goofspielGame.setup({ players: 2 }, 4);
    const advice = hint({ game: goofspielGame, view: goofspielGame.view(s, 1), player: 1, legal: goofspielGame.legalActions(s, 1), seed: 1, iterations: 1500 });
    expect(advice.iterations).toBe(1500);
    expect(advice.options).toHaveLength(3);
    const visits = advice.options.map((o) => o.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    expect(advice.options.reduce((n, o) => n + o.visitShare, 0)).toBeLessThan(1);
    for (const o of advice.options) {
      expect(o.visitShare).toBeCloseTo(o.visits / 1500, 10);
      expect(o.winChance).toBeGreaterThanOrEqual(0);
      expect(o.winChance).toBeLessThanOrEqual(1);
      expect(o.description).toBe(goofspielGame.describe(o.action));
      expect(o.reason).toMatch(new RegExp(`^Bid ${o.description.slice(4)} on prize \\d`));
    }
  });

  it('rate an option the search never tried at the position\'s estimate, not at a winning chance of 0', () => {
    const s = goofspielGame.setup({ players: 2 }, 6);
    const legal = goofspielGame.legalActions(s, 0);
    const advice = hint({ game: goofspielGame, view: goofspielGame.view(s, 0), player: 0, legal, seed: 3, iterations: 3, top: legal.length });
    const tried = advice.options.filter((o) => o.visits > 0), untried = advice.options.filter((o) => o.visits === 0);
    expect(tried.length).toBeGreaterThan(0);
    expect(untried.length).toBeGreaterThan(0);
    const position = tried.reduce((r, o) => r + o.winChance * o.visits, 0) / tried.reduce((n, o) => n + o.visits, 0);
    expect(position).toBeGreaterThan(0);
    for (const o of untried) expect(o.winChance).toBeCloseTo(position, 12);
  });

  it('recommend the winning bid with a high win chance, and rate the losing one low', () => {
    const s = decisiveGoofspiel();
    const advice = hint({ game: goofspielGame, view: goofspielGame.view(s, 0), player: 0, legal: goofspielGame.legalActions(s, 0), seed: 2, iterations: 500 });
    expect(advice.options).toHaveLength(2);
    expect(advice.options[0]!.description).toBe('Bid 4');
    expect(advice.options[0]!.winChance).toBeGreaterThan(0.9);
    expect(advice.options[1]!.winChance).toBeLessThan(0.1);
  });

  it('are repeatable for a seed, and a cancelled hint still answers with what it has', () => {
    const s = tricksGame.setup({ players: 3 }, 8);
    const req = { game: tricksGame, view: tricksGame.view(s, 2), player: 2, legal: tricksGame.legalActions(s, 2), seed: 'hint-7', iterations: 800 };
    expect(hint(req)).toEqual(hint(req));
    let n = 0;
    const cancelled = hint({ ...req, shouldStop: () => ++n > 40 });
    expect(cancelled.stoppedBy).toBe('cancelled');
    expect(cancelled.iterations).toBe(40);
    expect(cancelled.options.length).toBeGreaterThan(0);
  });

  it('after an AI move, "why" shows the same record with the move it played', () => {
    const s = goofspielGame.setup({ players: 3 }, 5);
    const { action, advice } = decide(turnFor(goofspielGame, s, 2, 3), difficulties.easy);
    expect(advice.player).toBe(2);
    expect(advice.chosen!.action).toBe(action);
    expect(advice.chosen!.reason.length).toBeGreaterThan(10);
    expect(advice.options.length).toBe(3);
  });
});
