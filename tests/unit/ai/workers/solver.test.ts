import { describe, expect, it } from 'vitest';
import { createSolver } from '@main/ai/workers/solver';
import { viewFallback } from '@main/ai/workers/fallback';
import { legalFromView } from '@main/ai/workers/view-turn';
import type { AiJobRequest } from '@main/ai/workers/protocol';
import { randomBot } from '@main/ai/bot';
import { Rng } from '@main/engine/rng';
import { tricksGame, type TricksState } from '@main/engine/testing/tricks-game';

const lookup = (id: string) => (id === 'tricks' ? tricksGame : undefined);
const solve = createSolver({ lookup });
const request = (state: TricksState, player: number, over: Partial<AiJobRequest> = {}): AiJobRequest => ({
  jobId: 'ai-1', gameId: 'tricks', view: tricksGame.view(state, player), player, decisionKind: 'commit', difficulty: 'random', seed: 1, budget: {}, ...over,
});
const run = (r: AiJobRequest) => solve(r, () => {}, () => false, () => 0);

/** Positions part-way through 3-player games, so hands, played cards and commitments vary. */
function positions(): { state: TricksState; player: number }[] {
  const out: { state: TricksState; player: number }[] = [];
  for (let seed = 0; seed < 30; seed++) {
    const state = tricksGame.setup({ players: 3, handSize: 4 }, seed);
    const rng = new Rng(seed);
    for (let k = 0; k < seed % 7; k++) {
      const d = tricksGame.pending(state)[0]!;
      tricksGame.step(state, d.player, rng.pick(tricksGame.legalActions(state, d.player)));
    }
    out.push({ state, player: tricksGame.pending(state)[0]!.player });
  }
  return out;
}

describe('default solver (bot by difficulty, from the view)', () => {
  it("returns one of the player's legal moves in the true state, the same for the same seed", async () => {
    for (const { state, player } of positions()) {
      const a = await run(request(state, player, { seed: 9 }));
      expect(tricksGame.legalActions(state, player)).toContainEqual(a.action);
      expect((await run(request(state, player, { seed: 9 }))).action).toEqual(a.action);
    }
  });

  it('derives exactly the true legal moves from a determinization of the view', () => {
    for (const { state, player } of positions()) {
      const job = request(state, player);
      expect(legalFromView(tricksGame, job, new Rng(3))).toEqual(tricksGame.legalActions(state, player));
    }
  });

  it("chooses only among the caller's legal list when one is given", async () => {
    const state = tricksGame.setup({ players: 2 }, 4);
    const only = tricksGame.legalActions(state, 1)[2]!;
    for (let seed = 0; seed < 10; seed++) expect((await run(request(state, 1, { seed, legal: [only] }))).action).toEqual(only);
  });

  it('varies with the seed (the random bot stands in for unknown difficulty names)', async () => {
    const state = tricksGame.setup({ players: 2, handSize: 5 }, 4);
    const picks = new Set<string>();
    for (let seed = 0; seed < 20; seed++) picks.add(JSON.stringify((await run(request(state, 0, { seed, difficulty: 'no-such-bot' }))).action));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('refuses an unknown game and a job cancelled before it starts', () => {
    const state = tricksGame.setup({ players: 2 }, 4);
    expect(() => run(request(state, 0, { gameId: 'chess' }))).toThrow("unknown game 'chess'");
    expect(() => solve(request(state, 0), () => {}, () => true, () => 0)).toThrow('cancelled');
  });
});

describe('viewFallback', () => {
  it("plays the given bot's legal move from the job's view and refuses an unknown game", () => {
    const fallback = viewFallback(lookup, () => randomBot);
    for (const { state, player } of positions()) expect(tricksGame.legalActions(state, player)).toContainEqual(fallback(request(state, player)));
    expect(() => fallback({ ...request(tricksGame.setup({ players: 2 }, 1), 0), gameId: 'chess' })).toThrow("unknown game 'chess'");
  });
});

describe('solver at a difficulty level (the ISMCTS search)', () => {
  it('searches within the job\'s budget and reports its options, a legal move and progress', async () => {
    const state = tricksGame.setup({ players: 3, handSize: 4 }, 12);
    const ticks: { iterations: number; best?: { description: string } }[] = [];
    const result = await solve(request(state, 0, { difficulty: 'hard', budget: { iterations: 400 } }), (p) => ticks.push(p), () => false, () => 0);
    expect(tricksGame.legalActions(state, 0)).toContainEqual(result.action);
    expect(result.iterations).toBe(400);
    expect(result.stats!.options.length).toBeGreaterThan(0);
    expect(result.stats!.options.length).toBeLessThanOrEqual(3);
    expect(result.stats!.options[0]!.description).toMatch(/^Commit c\d+$/);
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.at(-1)!.best?.description).toMatch(/^Commit c\d+$/);
  });

  it('stops early when the job is cancelled, and honours a time cap on the injected clock', async () => {
    const state = tricksGame.setup({ players: 2, handSize: 5 }, 13);
    let checks = 0;
    const cancelled = await solve(request(state, 0, { difficulty: 'expert', budget: { iterations: 50_000 } }), () => {}, () => ++checks > 50, () => 0);
    expect(cancelled.iterations).toBeLessThan(50_000);
    let clock = 0;
    const capped = await solve(request(state, 0, { difficulty: 'expert', budget: { iterations: 50_000, timeMs: 100 } }), () => {}, () => false, () => (clock += 1));
    expect(capped.iterations).toBeLessThan(50_000);
  });
});

