// The game review's searches: a bad move loses win chance, and a seat's review never depends on cards it could not see.
import { describe, expect, it } from 'vitest';
import { difficulties, heuristicBot, withIterations } from '@main/ai/difficulty';
import { reviewDecision, reviewPoints, turningPoints, lossLabel, type HistoryStep, type ReviewPoint } from '@main/ai/review';
import { stringsIn } from '@main/engine/conformance';
import type { AnyGame } from '@main/engine/game';
import { stableStringify } from '@main/engine/hash';
import { playSteps } from '@main/ai/simulate';
import { Rng } from '@main/engine/rng';
import { gameModule } from '@main/games';

/** A seeded 2-player game played by the heuristic bot in both seats: the state before each action, and the action. */
function playedGame(gameId: string, seed: number, maxActions = Infinity): { game: AnyGame; steps: HistoryStep[] } {
  const module = gameModule(gameId)!;
  return { game: module.game, steps: playSteps(module.game, { ...module.simulationOptions({}), players: 2 }, seed, heuristicBot, maxActions).steps };
}

const level = (gameId: string, iterations: number) => withIterations(difficulties.hard, gameId === 'ruckus' ? iterations / 4 : iterations);

describe('game review points', () => {
  it('are the seat\'s own decisions with a choice, each with the seat\'s view, in log order', () => {
    const { game, steps } = playedGame('rush', 7, 80);
    const points = reviewPoints(game, steps, 0);
    expect(points.length).toBeGreaterThan(5);
    for (const p of points) {
      const step = steps[p.index]!;
      expect(step.player).toBe(0);
      expect(p.played).toEqual(step.action);
      expect(p.legal.length).toBeGreaterThan(1);
      expect(stableStringify(p.view)).toBe(stableStringify(game.view(step.state, 0)));
    }
    // Forced moves (one legal action) and the other seat's moves are not decisions of seat 0.
    const seat0Choices = steps.filter((s) => s.player === 0 && game.legalActions(s.state, 0).length > 1).length;
    expect(points).toHaveLength(seat0Choices);
    expect(points.map((p) => p.index)).toEqual([...points.map((p) => p.index)].sort((a, b) => a - b));
  });

  it('carry no card hidden from the seat at that point', () => {
    for (const gameId of ['rush', 'ruckus']) {
      const { game, steps } = playedGame(gameId, 11, 120);
      for (const p of reviewPoints(game, steps, 1)) {
        const hidden = game.hiddenFrom(steps[p.index]!.state, 1);
        const carried = stringsIn(p);
        expect(hidden.filter((id) => carried.has(id)), `${gameId} point ${p.index}`).toEqual([]);
      }
    }
  });
});

describe('reviewing a decision', () => {
  it('Rush: ending the turn while a purchase is open loses win chance against the Hard move', () => {
    const { game, steps } = playedGame('rush', 7, 120);
    const points = reviewPoints(game, steps, 0).filter((p) => p.decisionKind === 'play-card'
      && p.legal.some((a) => (a as { type: string }).type === 'buy') && p.legal.some((a) => (a as { type: string }).type === 'end'));
    expect(points.length).toBeGreaterThanOrEqual(2);
    for (const p of points.slice(0, 2)) {
      const end = p.legal.find((a) => (a as { type: string }).type === 'end')!;
      const review = reviewDecision(game, { ...p, played: end }, { level: level('rush', 2000), seed: 5 });
      expect(review.sameMove).toBe(false);
      expect((review.best as { type: string }).type).not.toBe('end');
      expect(review.before - review.after, `point ${p.index}: ${review.before} then ${review.after}`).toBeGreaterThan(0.03);
    }
  });

  it('Ruckus: confirming an empty formation loses win chance against placing a unit', () => {
    const { game, steps } = playedGame('ruckus', 7, 40);
    const first = reviewPoints(game, steps, 0).find((p) => p.decisionKind === 'formation' && p.legal.some((a) => (a as { type: string }).type === 'confirm'))!;
    expect(first).toBeDefined();
    const confirm = first.legal.find((a) => (a as { type: string }).type === 'confirm')!;
    const review = reviewDecision(game, { ...first, played: confirm }, { level: level('ruckus', 2000), seed: 5 });
    expect((review.best as { type: string }).type).toBe('place');
    expect(review.before - review.after).toBeGreaterThan(0.1);
    expect(lossLabel(review.before - review.after)).toBeDefined();
  });

  it('rates the level\'s own move the same before and after, with one search for both', () => {
    const { game, steps } = playedGame('ruckus', 3, 40);
    const p = reviewPoints(game, steps, 0)[0]!;
    const lvl = level('ruckus', 800);
    const first = reviewDecision(game, p, { level: lvl, seed: 9 });
    const again = reviewDecision(game, { ...p, played: first.best }, { level: lvl, seed: 9 });
    expect(again.sameMove).toBe(true);
    expect(again.after).toBe(again.before);
    expect(again.before).toBe(first.before);
  });

  it('stops when asked to and says so', () => {
    const { game, steps } = playedGame('rush', 7, 40);
    const p = reviewPoints(game, steps, 0)[0]!;
    let calls = 0;
    const review = reviewDecision(game, p, { level: level('rush', 5000), seed: 1, shouldStop: () => ++calls > 50 });
    expect(review.stoppedBy).toBe('cancelled');
    expect(review.iterations).toBeLessThan(60);
  });
});

describe('a seat\'s review never reads another seat\'s hidden cards', () => {
  /** The same steps with every state replaced by another one consistent with the reviewed seat's view: the others' hidden cards re-dealt. */
  function redealt(game: AnyGame, steps: readonly HistoryStep[], seat: number, seed: number): HistoryStep[] {
    const rng = new Rng(seed);
    return steps.map((s) => (s.player === seat ? { ...s, state: game.determinize(game.view(s.state, seat), rng) } : s));
  }

  for (const gameId of ['rush', 'ruckus']) {
    it(`${gameId}: re-dealing what the seat cannot see gives the same review for a fixed seed`, () => {
      const { game, steps } = playedGame(gameId, 21, 90);
      const seat = 0;
      const other = redealt(game, steps, seat, 99);
      // The re-dealt states differ from the real ones in what the seat cannot see, and only there.
      let differing = 0;
      steps.forEach((s, i) => {
        if (s.player !== seat) return;
        expect(stableStringify(game.view(other[i]!.state, seat))).toBe(stableStringify(game.view(s.state, seat)));
        if (stableStringify(other[i]!.state) !== stableStringify(s.state)) differing++;
      });
      expect(differing).toBeGreaterThan(0);

      const review = (history: readonly HistoryStep[]) => reviewPoints(game, history, seat).slice(0, 6).map((p: ReviewPoint, i) => {
        const r = reviewDecision(game, p, { level: level(gameId, 400), seed: 1000 + i });
        return { index: p.index, best: stableStringify(r.best), before: r.before, after: r.after, iterations: r.iterations };
      });
      const real = review(steps);
      expect(real.length).toBe(6);
      expect(review(other)).toEqual(real);
    });
  }
});

describe('turning points', () => {
  it('are the biggest losses, at least the minimum, biggest first', () => {
    const moves = [{ i: 1, loss: 0.02 }, { i: 2, loss: 0.3 }, { i: 3, loss: 0.05 }, { i: 4, loss: 0.12 }, { i: 5, loss: 0.04 }, { i: 6, loss: -0.01 }];
    expect(turningPoints(moves).map((m) => m.i)).toEqual([2, 4, 3]);
    expect(turningPoints(moves, 5, 0.045).map((m) => m.i)).toEqual([2, 4, 3]);
    expect(lossLabel(0.3)).toBe('blunder');
    expect(lossLabel(0.12)).toBe('mistake');
    expect(lossLabel(0.06)).toBe('inaccuracy');
    expect(lossLabel(0.02)).toBeUndefined();
  });
});
