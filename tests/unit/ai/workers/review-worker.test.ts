// A game review's decisions rated on a real AI worker thread (the app's worker entry under tsx), through the supervisor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppAiSupervisor } from '@main/ai/workers/app-ai';
import type { AiSupervisor } from '@main/ai/workers/supervisor';
import { difficulties, heuristicBot, withIterations } from '@main/ai/difficulty';
import { reviewDecision, reviewPoints } from '@main/ai/review';
import { playSteps } from '@main/ai/simulate';
import { gameModule } from '@main/games';
import { workerPoolAi } from '@main/services/ai-player';
import { memoryLogger } from '@main/services/logger';

const module = gameModule('ruckus')!;
const game = module.game;

/** The first decisions of seat 0 in a seeded Ruckus Basic game played by the heuristic bot. */
function points() {
  return reviewPoints(game, playSteps(game, { setup: 'basic', players: 2 }, 12, heuristicBot, 40).steps, 0);
}

let supervisor: AiSupervisor;
const log = memoryLogger();

beforeAll(async () => {
  supervisor = createAppAiSupervisor({
    script: new URL('../../../../src-main/ai/workers/worker-main.ts', import.meta.url), tsx: true, size: 1, now: () => performance.now(), hardTimeoutMs: () => 60_000, log,
  });
  for (let i = 0; i < 600 && supervisor.status().ready < 1; i++) await new Promise((r) => setTimeout(r, 50));
  expect(supervisor.status().ready).toBe(1);
}, 40_000);

afterAll(async () => {
  await supervisor.shutdown();
});

describe('review jobs on a real worker thread', () => {
  it('rate a decision exactly as the search does on the main thread, for the same seed and budget', async () => {
    const advisor = workerPoolAi(supervisor, log).advisor;
    const [first, second] = points();
    for (const p of [first!, second!]) {
      // A deliberately bad move: the last legal one (confirming a formation early, or the weakest placement).
      const played = p.legal.at(-1);
      const answer = await advisor.review({
        matchId: 'm', module, seat: 0, decisionKind: p.decisionKind, difficulty: 'hard', view: p.view, legal: p.legal, played, seed: 31, iterations: 200,
      }).answer;
      const local = reviewDecision(game, { ...p, played }, { level: withIterations(difficulties.hard, 200), seed: 31 });
      expect(answer).toMatchObject({ kind: 'rated', before: local.before, after: local.after, sameMove: local.sameMove, iterations: local.iterations });
      expect((answer as { best: unknown }).best).toEqual(local.best);
    }
  }, 60_000);

  it('stop when cancelled: the answer is null and the worker serves the next job', async () => {
    const advisor = workerPoolAi(supervisor, log).advisor;
    const p = points()[0]!;
    const ask = () => advisor.review({ matchId: 'm', module, seat: 0, decisionKind: p.decisionKind, difficulty: 'hard', view: p.view, legal: p.legal, played: p.legal[0], seed: 1, iterations: 1_000_000, budgetMs: 30_000 });
    const job = ask();
    await new Promise((r) => setTimeout(r, 300));
    job.cancel();
    expect(await job.answer).toBeNull();
    const next = advisor.review({ matchId: 'm', module, seat: 0, decisionKind: p.decisionKind, difficulty: 'hard', view: p.view, legal: p.legal, played: p.legal[0], seed: 1, iterations: 50 });
    expect(await next.answer).toMatchObject({ kind: 'rated' });
    expect(supervisor.status().workers).toBe(1);
  }, 60_000);
});
