import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supervisedAiPlayer } from '@main/ai/workers/ai-player';
import { AiSupervisor } from '@main/ai/workers/supervisor';
import { fakeWorkerPool, type FakePool } from '@main/ai/workers/testing/fake-worker';
import type { AiPlayer, AiRequest } from '@main/services/ai-player';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { tricksGame } from '@main/engine/testing/tricks-game';
import { memoryLogger } from '@main/services/logger';

const state = tricksGame.setup({ players: 2 }, 3);
const legal = tricksGame.legalActions(state, 1);
const request: AiRequest = { matchId: 'm7', module: tricksModule, seat: 1, decisionKind: 'commit', difficulty: 'hard', view: tricksGame.view(state, 1), legal, seed: 99 };
const flush = async (): Promise<void> => { await vi.advanceTimersByTimeAsync(0); };

let pool: FakePool;
let supervisor: AiSupervisor;
let fallback: () => unknown;
const log = memoryLogger();

beforeEach(async () => {
  vi.useFakeTimers();
  pool = fakeWorkerPool();
  fallback = () => legal[1];
  supervisor = new AiSupervisor({ factory: pool.factory, fallback: () => fallback(), now: () => Date.now(), hardTimeoutMs: () => 2_000 });
  await flush();
});

afterEach(async () => {
  await supervisor.shutdown();
  vi.useRealTimers();
});

describe("supervisedAiPlayer (the match service's AiPlayer port)", () => {
  it('fits the port and sends the seat, view, legal list and budget of the difficulty as a job', () => {
    const player: AiPlayer = supervisedAiPlayer(supervisor, { budgetFor: (d) => (d === 'hard' ? { timeMs: 2_000 } : {}), wantHints: true });
    player.decide(request, () => {});
    expect(pool.workers[0]!.lastJob()).toMatchObject({ gameId: 'tricks', matchId: 'm7', player: 1, decisionKind: 'commit', difficulty: 'hard', seed: 99, budget: { timeMs: 2_000 }, legal, wantHints: true, view: request.view });
  });

  it("answers the search's move with its elapsed time and stats, and reports progress", async () => {
    const seen: { iterations: number; elapsedMs: number }[] = [];
    const job = supervisedAiPlayer(supervisor).decide(request, (p) => seen.push(p));
    const w = pool.workers[0]!;
    vi.advanceTimersByTime(250);
    w.send({ type: 'progress', jobId: w.lastJob().jobId, iterations: 700 });
    const stats = { options: [{ action: legal[0], description: 'Commit', visitShare: 1, winChance: 0.5 }] };
    w.send({ type: 'result', jobId: w.lastJob().jobId, action: legal[0], iterations: 900, thinkingMs: 240, stats });
    expect(await job.answer).toEqual({ action: legal[0], elapsedMs: 250, iterations: 900, stats });
    expect(seen).toEqual([{ iterations: 700, elapsedMs: 250 }]);
  });

  it('marks a fallback move, and answers null once cancelled', async () => {
    const player = supervisedAiPlayer(supervisor);
    const timedOut = player.decide(request, () => {});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await timedOut.answer).toEqual({ action: legal[1], fallback: true, fallbackReason: 'timeout: no answer within 2000 ms', elapsedMs: 2_000 });
    await flush();
    const cancelled = player.decide(request, () => {});
    cancelled.cancel();
    expect(await cancelled.answer).toBeNull();
  });

  it('plays the first legal action when the search and the fallback both fail, and logs it', async () => {
    fallback = () => { throw new Error('no heuristic'); };
    const job = supervisedAiPlayer(supervisor, { log }).decide(request, () => {});
    pool.workers[0]!.crash();
    expect(await job.answer).toMatchObject({ action: legal[0], fallback: true });
    expect(log.lines.some((l) => l.includes('m7') && l.includes('no heuristic'))).toBe(true);
  });
});
