import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiSupervisor, type AiAnswer, type AiProgress, type AiSupervisorOptions } from '@main/ai/workers/supervisor';
import type { AiJob } from '@main/ai/workers/protocol';
import { fakeWorkerPool, type FakePool } from '@main/ai/workers/testing/fake-worker';
import { memoryLogger } from '@main/services/logger';

const job = (over: Partial<AiJob> = {}): AiJob => ({
  gameId: 'tricks', matchId: 'm1', view: { hand: ['c1', 'c2'] }, player: 1, decisionKind: 'commit', difficulty: 'normal', seed: 7, budget: { timeMs: 1000 }, ...over,
});

/** The fallback answers a recognisable move, so a test can tell it from a searched one. */
const fallbackMove = (j: AiJob) => ({ type: 'fallback-move', seed: j.seed });

let pool: FakePool;
let progress: AiProgress[];
let log: ReturnType<typeof memoryLogger>;
let supervisors: AiSupervisor[];

function supervisor(over: Partial<AiSupervisorOptions> = {}): AiSupervisor {
  const s = new AiSupervisor({ factory: pool.factory, fallback: fallbackMove, now: () => Date.now(), onProgress: (p) => progress.push(p), log, hardTimeoutMs: () => 5_000, ...over });
  supervisors.push(s);
  return s;
}

/** Lets queued microtasks (fake 'ready', promise settlements) run. */
const flush = async (): Promise<void> => { await vi.advanceTimersByTimeAsync(0); };

/** Resolves to the answer if it has come, else 'pending'. */
async function peek(result: Promise<AiAnswer>): Promise<AiAnswer | 'pending'> {
  return Promise.race([result, flush().then(() => 'pending' as const)]);
}

beforeEach(() => {
  vi.useFakeTimers();
  pool = fakeWorkerPool();
  progress = [];
  log = memoryLogger();
  supervisors = [];
});

afterEach(async () => {
  for (const s of supervisors) await s.shutdown();
  vi.useRealTimers();
});

describe('AiSupervisor answers', () => {
  it("sends the job with its id to a ready worker and answers with the worker's move and timings", async () => {
    const s = supervisor();
    await flush();
    const req = s.request(job());
    expect(req.jobId).toMatch(/^ai-\d+$/);
    const w = pool.workers[0]!;
    expect(w.lastJob()).toEqual({ ...job(), jobId: req.jobId });
    vi.advanceTimersByTime(300);
    w.send({ type: 'result', jobId: req.jobId, action: { type: 'commit', card: 'c2' }, iterations: 1234, thinkingMs: 290, stats: { options: [{ action: { type: 'commit', card: 'c2' }, description: 'Commit c2', visitShare: 0.7, winChance: 0.6 }] } });
    expect(await req.result).toEqual({
      kind: 'move', jobId: req.jobId, action: { type: 'commit', card: 'c2' }, iterations: 1234, thinkingMs: 290, elapsedMs: 300,
      stats: { options: [{ action: { type: 'commit', card: 'c2' }, description: 'Commit c2', visitShare: 0.7, winChance: 0.6 }] },
    });
  });

  it('waits for the worker to be ready before sending a job', async () => {
    pool = fakeWorkerPool({ autoReady: false });
    const s = supervisor();
    const req = s.request(job());
    await flush();
    expect(pool.workers[0]!.jobs()).toEqual([]);
    pool.workers[0]!.ready();
    expect(pool.workers[0]!.lastJob().jobId).toBe(req.jobId);
  });

  it('forwards progress of the running job with match, player and elapsed time, and nothing after the answer', async () => {
    const s = supervisor();
    await flush();
    const req = s.request(job());
    const w = pool.workers[0]!;
    vi.advanceTimersByTime(100);
    w.send({ type: 'progress', jobId: req.jobId, iterations: 500, best: { action: { type: 'commit', card: 'c1' }, description: 'Commit c1', visitShare: 0.5, winChance: 0.4 } });
    w.send({ type: 'progress', jobId: 'ai-999', iterations: 1 });
    w.answer({ type: 'commit', card: 'c1' });
    w.send({ type: 'progress', jobId: req.jobId, iterations: 900 });
    await req.result;
    expect(progress).toEqual([{ jobId: req.jobId, matchId: 'm1', player: 1, iterations: 500, best: { action: { type: 'commit', card: 'c1' }, description: 'Commit c1', visitShare: 0.5, winChance: 0.4 }, elapsedMs: 100 }]);
  });

  it('answers with the fallback when the worker reports an error, and keeps the worker', async () => {
    const s = supervisor();
    await flush();
    const req = s.request(job({ seed: 3 }));
    pool.workers[0]!.send({ type: 'error', jobId: req.jobId, message: "unknown game 'tricks'" });
    expect(await req.result).toMatchObject({ kind: 'fallback', action: { type: 'fallback-move', seed: 3 }, reason: 'error', detail: "unknown game 'tricks'" });
    expect(pool.workers).toHaveLength(1);
    expect(pool.workers[0]!.terminated).toBe(false);
    const next = s.request(job());
    pool.workers[0]!.answer('searched');
    expect(await next.result).toMatchObject({ kind: 'move', action: 'searched' });
  });

  it("answers 'failed' (still exactly one answer) when the fallback itself throws", async () => {
    const s = supervisor({ fallback: () => { throw new Error('no heuristic bot'); } });
    await flush();
    const req = s.request(job());
    pool.workers[0]!.crash('segfault');
    expect(await req.result).toMatchObject({ kind: 'failed', message: expect.stringContaining('no heuristic bot') });
  });

  it('ignores messages outside the protocol and answers for other jobs, and logs the former', async () => {
    const s = supervisor();
    await flush();
    const req = s.request(job());
    const w = pool.workers[0]!;
    w.send({ type: 'result', jobId: req.jobId });
    w.send({ hello: 1 });
    w.send({ type: 'result', jobId: 'ai-999', action: 'wrong', iterations: 1, thinkingMs: 0 });
    expect(await peek(req.result)).toBe('pending');
    expect(log.lines.filter((l) => l.includes('outside the protocol'))).toHaveLength(2);
    w.answer('right');
    expect(await req.result).toMatchObject({ kind: 'move', action: 'right' });
  });
});

describe('AiSupervisor cancellation', () => {
  it('cancels a queued job without ever sending it', async () => {
    const s = supervisor();
    await flush();
    const first = s.request(job());
    const second = s.request(job({ seed: 2 }));
    second.cancel();
    expect(await second.result).toMatchObject({ kind: 'cancelled', reason: 'cancelled', jobId: second.jobId });
    pool.workers[0]!.answer('one');
    await first.result;
    expect(pool.workers[0]!.jobs().map((j) => j.jobId)).toEqual([first.jobId]);
  });

  it('answers a running job cancelled at once, tells the worker to stop, ignores its late move and reuses it', async () => {
    const s = supervisor();
    await flush();
    const req = s.request(job());
    const queued = s.request(job({ seed: 2 }));
    const w = pool.workers[0]!;
    req.cancel();
    req.cancel();
    expect(await req.result).toMatchObject({ kind: 'cancelled', reason: 'cancelled' });
    expect(w.cancels()).toEqual([req.jobId]);
    // The worker stays busy until it stops: the queued job is not sent yet.
    expect(w.jobs()).toHaveLength(1);
    w.send({ type: 'result', jobId: req.jobId, action: 'too late', iterations: 1, thinkingMs: 0 });
    expect(await req.result).toMatchObject({ kind: 'cancelled' });
    expect(w.lastJob().jobId).toBe(queued.jobId);
    expect(w.terminated).toBe(false);
  });

  it('replaces a worker that does not stop within the grace period after a cancel', async () => {
    const s = supervisor({ cancelGraceMs: 500 });
    await flush();
    const req = s.request(job());
    const queued = s.request(job({ seed: 2 }));
    req.cancel();
    await vi.advanceTimersByTimeAsync(499);
    expect(pool.workers[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(pool.workers[0]!.terminated).toBe(true);
    await flush();
    expect(pool.workers[1]!.lastJob().jobId).toBe(queued.jobId);
    pool.workers[1]!.answer('fresh');
    expect(await queued.result).toMatchObject({ kind: 'move', action: 'fresh' });
    expect(await req.result).toMatchObject({ kind: 'cancelled' });
  });

  it('does not replace a worker that stopped in time', async () => {
    const s = supervisor({ cancelGraceMs: 500 });
    await flush();
    const req = s.request(job());
    req.cancel();
    pool.workers[0]!.send({ type: 'cancelled', jobId: req.jobId });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(pool.workers).toHaveLength(1);
    expect(pool.workers[0]!.terminated).toBe(false);
  });
});

describe('AiSupervisor hard time-out', () => {
  it('answers with the marked fallback, terminates and respawns the worker, and ignores its late answer', async () => {
    const s = supervisor({ hardTimeoutMs: (j) => j.budget.timeMs! + 200 });
    await flush();
    const req = s.request(job({ seed: 11 }));
    const old = pool.workers[0]!;
    await vi.advanceTimersByTimeAsync(1_199);
    expect(await peek(req.result)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await req.result).toEqual({ kind: 'fallback', jobId: req.jobId, action: { type: 'fallback-move', seed: 11 }, reason: 'timeout', detail: 'no answer within 1200 ms', elapsedMs: 1200 });
    expect(old.terminated).toBe(true);
    old.answer('late');
    old.exit(1);
    expect(await req.result).toMatchObject({ kind: 'fallback', reason: 'timeout' });
    await flush();
    expect(pool.live()).toHaveLength(1);
    const next = s.request(job());
    pool.live()[0]!.answer('after');
    expect(await next.result).toMatchObject({ kind: 'move', action: 'after' });
  });

  it('times out a job still waiting in the queue without touching the busy worker', async () => {
    const s = supervisor({ hardTimeoutMs: (j) => (j.seed === 2 ? 300 : 10_000) });
    await flush();
    const running = s.request(job({ seed: 1 }));
    const waiting = s.request(job({ seed: 2 }));
    await vi.advanceTimersByTimeAsync(300);
    expect(await waiting.result).toMatchObject({ kind: 'fallback', reason: 'timeout', action: { type: 'fallback-move', seed: 2 } });
    expect(pool.workers[0]!.terminated).toBe(false);
    pool.workers[0]!.answer('one');
    expect(await running.result).toMatchObject({ kind: 'move', action: 'one' });
    expect(pool.workers[0]!.jobs().map((j) => j.seed)).toEqual([1]);
  });
});

describe('AiSupervisor crashes', () => {
  it('answers the running job with the fallback, respawns, and serves the next job', async () => {
    const s = supervisor();
    await flush();
    const req = s.request(job({ seed: 5 }));
    pool.workers[0]!.crash('JS heap out of memory');
    expect(await req.result).toMatchObject({ kind: 'fallback', reason: 'crash', action: { type: 'fallback-move', seed: 5 }, detail: 'worker error: JS heap out of memory' });
    expect(log.lines.some((l) => l.startsWith('error') && l.includes('JS heap out of memory'))).toBe(true);
    await flush();
    expect(pool.workers).toHaveLength(2);
    const next = s.request(job());
    pool.workers[1]!.answer('ok');
    expect(await next.result).toMatchObject({ kind: 'move', action: 'ok' });
  });

  it('answers a crash by exit alone (no error event) the same way', async () => {
    const s = supervisor();
    await flush();
    const req = s.request(job());
    pool.workers[0]!.exit(0);
    expect(await req.result).toMatchObject({ kind: 'fallback', reason: 'crash', detail: 'worker exited with code 0' });
  });

  it('keeps the queue through a crash: the queued jobs run in order on the respawned worker', async () => {
    const s = supervisor();
    await flush();
    const reqs = [1, 2, 3].map((seed) => s.request(job({ seed })));
    pool.workers[0]!.crash();
    expect(s.status()).toMatchObject({ queued: 2, ready: 0 });
    expect(await reqs[0]!.result).toMatchObject({ kind: 'fallback', reason: 'crash' });
    await flush();
    const w = pool.workers[1]!;
    w.answer('second');
    await flush();
    w.answer('third');
    expect(await reqs[1]!.result).toMatchObject({ kind: 'move', action: 'second' });
    expect(await reqs[2]!.result).toMatchObject({ kind: 'move', action: 'third' });
    expect(w.jobs().map((j) => j.seed)).toEqual([2, 3]);
  });

  it('a crash of an idle worker answers nothing and the pool still serves', async () => {
    const s = supervisor({ size: 2 });
    await flush();
    pool.workers[1]!.crash();
    await flush();
    expect(s.status()).toEqual({ workers: 2, ready: 2, busy: 0, queued: 0 });
  });

  it('answers at once with the fallback when no worker can start, and recovers when one can', async () => {
    let failing = true;
    pool = fakeWorkerPool({ failToStart: () => failing });
    const s = supervisor({ maxSpawnFailures: 3, respawnDelayMs: 100 });
    const early = s.request(job({ seed: 1 }));
    expect(await peek(early.result)).toBe('pending');
    await vi.advanceTimersByTimeAsync(100 + 200);
    expect(await early.result).toMatchObject({ kind: 'fallback', reason: 'unavailable' });
    const during = s.request(job({ seed: 2 }));
    expect(await during.result).toMatchObject({ kind: 'fallback', reason: 'unavailable', elapsedMs: 0 });
    failing = false;
    await vi.advanceTimersByTimeAsync(400);
    expect(s.status()).toMatchObject({ workers: 1, ready: 1 });
    const after = s.request(job({ seed: 3 }));
    pool.workers[0]!.answer('back');
    expect(await after.result).toMatchObject({ kind: 'move', action: 'back' });
  });

  it('counts a worker that dies before ready as a start failure and backs off before the next try', async () => {
    pool = fakeWorkerPool({ autoReady: false });
    supervisor({ respawnDelayMs: 100 });
    pool.workers[0]!.crash('bad script');
    await vi.advanceTimersByTimeAsync(99);
    expect(pool.workers).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pool.workers).toHaveLength(2);
    pool.workers[1]!.crash('bad script');
    await vi.advanceTimersByTimeAsync(199);
    expect(pool.workers).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pool.workers).toHaveLength(3);
  });
});

describe('AiSupervisor under load and at shutdown', () => {
  it('answers 40 concurrent requests exactly once each with their own move, never giving a worker two jobs at once', async () => {
    const s = supervisor({ size: 2 });
    await flush();
    const answers = new Map<string, number>();
    const reqs = Array.from({ length: 40 }, (_, seed) => s.request(job({ seed })));
    for (const r of reqs) void r.result.then((a) => answers.set(a.jobId, (answers.get(a.jobId) ?? 0) + 1));
    let rounds = 0;
    while (answers.size < 40 && rounds++ < 100) {
      for (const w of pool.live()) {
        const jobs = w.jobs();
        // A worker gets its next job only once its previous one is answered.
        expect(jobs.slice(0, -1).every((j) => answers.has(j.jobId))).toBe(true);
        const last = jobs[jobs.length - 1];
        if (last && !answers.has(last.jobId)) w.send({ type: 'result', jobId: last.jobId, action: { seed: last.seed }, iterations: 1, thinkingMs: 0 });
      }
      await flush();
      expect(s.status().busy).toBeLessThanOrEqual(2);
    }
    expect([...answers.values()]).toEqual(Array(40).fill(1));
    for (const [i, r] of reqs.entries()) expect(await r.result).toMatchObject({ kind: 'move', action: { seed: i } });
    expect(pool.workers.map((w) => w.jobs().length).sort()).toEqual([20, 20]);
  });

  it('shutdown answers running and queued requests as cancelled, terminates every worker and spawns no more', async () => {
    const s = supervisor({ size: 2 });
    await flush();
    const reqs = [1, 2, 3, 4].map((seed) => s.request(job({ seed })));
    await s.shutdown();
    for (const r of reqs) expect(await r.result).toMatchObject({ kind: 'cancelled', reason: 'shutdown' });
    expect(pool.workers.every((w) => w.terminated)).toBe(true);
    pool.workers[0]!.answer('late');
    pool.workers[0]!.crash();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pool.workers).toHaveLength(2);
    const after = s.request(job());
    expect(await after.result).toMatchObject({ kind: 'cancelled', reason: 'shutdown' });
  });

  it('refuses a pool size that is not a whole number of at least 1', () => {
    expect(() => supervisor({ size: 0 })).toThrow(RangeError);
  });
});

describe('AiSupervisor progress listeners', () => {
  it("gives each request its own progress, and a throwing listener breaks nothing", async () => {
    const s = supervisor({ size: 2, onProgress: () => { throw new Error('listener bug'); } });
    await flush();
    const mine: number[] = [];
    const theirs: number[] = [];
    const a = s.request(job(), { onProgress: (p) => mine.push(p.iterations) });
    const b = s.request(job(), { onProgress: (p) => theirs.push(p.iterations) });
    const [wa, wb] = pool.workers;
    wa!.send({ type: 'progress', jobId: a.jobId, iterations: 10 });
    wb!.send({ type: 'progress', jobId: b.jobId, iterations: 20 });
    wa!.send({ type: 'progress', jobId: a.jobId, iterations: 30 });
    wa!.answer('a');
    wb!.answer('b');
    expect(await a.result).toMatchObject({ kind: 'move', action: 'a' });
    expect(await b.result).toMatchObject({ kind: 'move', action: 'b' });
    expect(mine).toEqual([10, 30]);
    expect(theirs).toEqual([20]);
    expect(log.lines.filter((l) => l.includes('listener bug'))).toHaveLength(3);
  });
});
