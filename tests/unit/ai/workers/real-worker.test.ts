// End to end with real worker threads (TypeScript through tsx) playing the Tricks test game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiSupervisor, type AiProgress, type AiWorkerFactory } from '@main/ai/workers/supervisor';
import { threadWorkerFactory } from '@main/ai/workers/thread-factory';
import { viewFallback } from '@main/ai/workers/fallback';
import { createAppAiSupervisor } from '@main/ai/workers/app-ai';
import type { AiJob } from '@main/ai/workers/protocol';
import { randomBot } from '@main/ai/bot';
import { tricksGame } from '@main/engine/testing/tricks-game';
import { memoryLogger } from '@main/services/logger';

const state = tricksGame.setup({ players: 3 }, 2026);
const job = (difficulty: string, over: Partial<AiJob> = {}): AiJob => ({
  gameId: 'tricks', matchId: 'match-1', view: tricksGame.view(state, 1), player: 1, decisionKind: 'commit', difficulty, seed: 3, budget: { iterations: 100 }, ...over,
});
const legal = tricksGame.legalActions(state, 1);

let spawned = 0;
const progress: AiProgress[] = [];
const log = memoryLogger();
const real = threadWorkerFactory({ script: new URL('./fixtures/tricks-worker.ts', import.meta.url), tsx: true, resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 } });
const counting: AiWorkerFactory = (events) => { spawned++; return real(events); };
let ai: AiSupervisor;

async function untilReady(): Promise<void> {
  for (let i = 0; i < 600 && ai.status().ready < 1; i++) await new Promise((r) => setTimeout(r, 50));
  expect(ai.status().ready).toBe(1);
}

beforeAll(async () => {
  ai = new AiSupervisor({
    factory: counting, size: 1, now: () => performance.now(), log,
    fallback: viewFallback((id) => (id === 'tricks' ? tricksGame : undefined), () => randomBot),
    onProgress: (p) => progress.push(p),
    hardTimeoutMs: (j) => (j.difficulty === 'test:deaf' ? 1_500 : 30_000),
    cancelGraceMs: 20_000,
  });
  await untilReady();
}, 40_000);

afterAll(async () => {
  await ai.shutdown();
});

describe('AI supervisor with a real worker thread', () => {
  it('answers a Tricks decision with a legal move searched in the worker', async () => {
    const answer = await ai.request(job('random')).result;
    expect(answer.kind).toBe('move');
    expect(legal).toContainEqual((answer as { action: unknown }).action);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual((answer as { thinkingMs: number }).thinkingMs);
  });

  it('answers a worker that runs out of its memory limit with the fallback, and serves again after the respawn', async () => {
    const answer = await ai.request(job('test:oom')).result;
    expect(answer).toMatchObject({ kind: 'fallback', reason: 'crash', detail: expect.stringMatching(/memory/i) });
    expect(legal).toContainEqual((answer as { action: unknown }).action);
    const after = await ai.request(job('random')).result;
    expect(after.kind).toBe('move');
    expect(spawned).toBe(2);
  }, 40_000);

  it('answers a worker that exits with the fallback, and serves again', async () => {
    const answer = await ai.request(job('test:exit')).result;
    expect(answer).toMatchObject({ kind: 'fallback', reason: 'crash', detail: 'worker exited with code 3' });
    expect((await ai.request(job('random')).result).kind).toBe('move');
    expect(spawned).toBe(3);
  }, 40_000);

  it('forwards progress, and a cancel stops a synchronous search inside the same worker', async () => {
    progress.length = 0;
    const spin = ai.request(job('test:spin'));
    while (progress.filter((p) => p.jobId === spin.jobId).length < 3) await new Promise((r) => setTimeout(r, 10));
    expect(progress[0]).toMatchObject({ jobId: spin.jobId, matchId: 'match-1', player: 1 });
    expect(progress.at(-1)!.iterations).toBeGreaterThan(progress[0]!.iterations);
    spin.cancel();
    expect(await spin.result).toMatchObject({ kind: 'cancelled', reason: 'cancelled' });
    // The grace period is 20 s, so a prompt answer here means the same worker stopped and took the next job.
    const next = await ai.request(job('random')).result;
    expect(next.kind).toBe('move');
    expect(next.elapsedMs).toBeLessThan(5_000);
    expect(spawned).toBe(3);
  }, 40_000);

  it('answers a search that ignores its hard time-out with the fallback, replaces the worker and serves again', async () => {
    const answer = await ai.request(job('test:deaf', { seed: 8 })).result;
    expect(answer).toMatchObject({ kind: 'fallback', reason: 'timeout' });
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(1_500);
    expect(answer.elapsedMs).toBeLessThan(3_000);
    expect((await ai.request(job('random')).result).kind).toBe('move');
    expect(spawned).toBe(4);
  }, 40_000);

  it('answers requests pending at shutdown as cancelled', async () => {
    const pending = ai.request(job('test:spin'));
    await ai.shutdown();
    expect(await pending.result).toMatchObject({ kind: 'cancelled', reason: 'shutdown' });
    expect(ai.status().workers).toBe(0);
  });
});

describe("the app's worker entry (worker-main.ts) through createAppAiSupervisor", () => {
  it('starts under tsx, serves from the games registry (which lacks Tricks) and the default fallback plays a legal Tricks move', async () => {
    const app = createAppAiSupervisor({
      script: new URL('../../../../src-main/ai/workers/worker-main.ts', import.meta.url), tsx: true, size: 1,
      now: () => performance.now(), hardTimeoutMs: () => 30_000, lookup: (id) => (id === 'tricks' ? tricksGame : undefined),
    });
    try {
      const answer = await app.request(job('random')).result;
      expect(answer).toMatchObject({ kind: 'fallback', reason: 'error', detail: "unknown game 'tricks'" });
      expect(legal).toContainEqual((answer as { action: unknown }).action);
    } finally {
      await app.shutdown();
    }
  }, 40_000);
});
