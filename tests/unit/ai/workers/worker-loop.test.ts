import { describe, expect, it } from 'vitest';
import { serveJobs, type JobPort } from '@main/ai/workers/worker-loop';
import { createSolver, type Solve } from '@main/ai/workers/solver';
import type { AiJobRequest, FromWorker } from '@main/ai/workers/protocol';
import { tricksGame } from '@main/engine/testing/tricks-game';

/** The worker's port in memory: `deliver` is a message event, `queue` a message only `poll` can see. */
function memoryPort() {
  const inbox: unknown[] = [];
  const out: FromWorker[] = [];
  let listener: (m: unknown) => void = () => {};
  const port: JobPort = { onMessage: (l) => (listener = l), post: (m) => out.push(structuredClone(m)), poll: () => (inbox.length ? { message: inbox.shift() } : undefined) };
  return { port, out, deliver: (m: unknown) => listener(m), queue: (m: unknown) => inbox.push(m) };
}

const state = tricksGame.setup({ players: 2 }, 42);
const request = (over: Partial<AiJobRequest> = {}): AiJobRequest => ({
  jobId: 'ai-1', gameId: 'tricks', view: tricksGame.view(state, 0), player: 0, decisionKind: 'commit', difficulty: 'random', seed: 5, budget: {}, ...over,
});
const tricksSolve = createSolver({ lookup: (id) => (id === 'tricks' ? tricksGame : undefined) });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('worker job loop', () => {
  it("announces 'ready', then answers a job with a legal move and its thinking time", async () => {
    const { port, out, deliver } = memoryPort();
    let t = 1000;
    serveJobs(port, { solve: (...args) => { t += 40; return tricksSolve(...args); }, now: () => t });
    expect(out).toEqual([{ type: 'ready' }]);
    deliver({ type: 'job', request: request() });
    await settle();
    const result = out.find((m) => m.type === 'result');
    expect(result).toMatchObject({ jobId: 'ai-1', iterations: 1, thinkingMs: 40 });
    expect(tricksGame.legalActions(state, 0)).toContainEqual((result as { action: unknown }).action);
  });

  it('forwards progress at most once per interval', async () => {
    const { port, out, deliver } = memoryPort();
    let t = 0;
    const solve: Solve = (_r, onProgress) => {
      for (let i = 1; i <= 10; i++) { t += 30; onProgress({ iterations: i * 100 }); }
      return { action: 'done', iterations: 1000 };
    };
    serveJobs(port, { solve, now: () => t, progressIntervalMs: 100 });
    deliver({ type: 'job', request: request() });
    await settle();
    // Ticks at t = 30..300: forwarded at 30, 150 (>= 130) and 270 (>= 250).
    expect(out.filter((m) => m.type === 'progress').map((m) => (m as { iterations: number }).iterations)).toEqual([100, 500, 900]);
  });

  it('lets a synchronous search see a cancel by polling, and answers cancelled instead of a move', async () => {
    const { port, out, deliver, queue } = memoryPort();
    let ticks = 0;
    const solve: Solve = (_r, onProgress, isCancelled) => {
      while (!isCancelled()) {
        if (++ticks === 5) queue({ type: 'cancel', jobId: 'ai-1' });
        onProgress({ iterations: ticks });
        if (ticks > 1000) throw new Error('never saw the cancel');
      }
      return { action: 'stopped early', iterations: ticks };
    };
    serveJobs(port, { solve, now: () => 0 });
    deliver({ type: 'job', request: request() });
    await settle();
    expect(ticks).toBe(5);
    expect(out.slice(1).map((m) => m.type)).toEqual(['progress', 'cancelled']);
  });

  it('drops a queued job on its cancel without solving it, and runs the next one', async () => {
    const { port, out, deliver } = memoryPort();
    const solved: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const solve: Solve = async (r) => { solved.push(r.jobId); if (r.jobId === 'ai-1') await gate; return { action: r.jobId, iterations: 1 }; };
    serveJobs(port, { solve, now: () => 0 });
    deliver({ type: 'job', request: request({ jobId: 'ai-1' }) });
    deliver({ type: 'job', request: request({ jobId: 'ai-2' }) });
    deliver({ type: 'job', request: request({ jobId: 'ai-3' }) });
    deliver({ type: 'cancel', jobId: 'ai-2' });
    release();
    await settle();
    expect(solved).toEqual(['ai-1', 'ai-3']);
    expect(out.slice(1).map((m) => `${m.type}:${'jobId' in m ? m.jobId : ''}`)).toEqual(['cancelled:ai-2', 'result:ai-1', 'result:ai-3']);
  });

  it('reports a failing search as an error and keeps serving', async () => {
    const { port, out, deliver } = memoryPort();
    serveJobs(port, { solve: tricksSolve, now: () => 0 });
    deliver({ type: 'job', request: request({ jobId: 'ai-1', gameId: 'chess' }) });
    deliver({ type: 'job', request: request({ jobId: 'ai-2' }) });
    await settle();
    const answers = out.filter((m) => m.type !== 'progress' && m.type !== 'ready');
    expect(answers[0]).toEqual({ type: 'error', jobId: 'ai-1', message: "unknown game 'chess'" });
    expect(answers[1]).toMatchObject({ type: 'result', jobId: 'ai-2' });
  });

  it('ignores messages that are not jobs or cancels', async () => {
    const { port, out, deliver } = memoryPort();
    let calls = 0;
    serveJobs(port, { solve: () => { calls++; return { action: 0, iterations: 0 }; }, now: () => 0 });
    deliver({ type: 'job', request: { jobId: 'ai-1' } });
    deliver('hello');
    deliver({ type: 'cancel' });
    await settle();
    expect(calls).toBe(0);
    expect(out).toEqual([{ type: 'ready' }]);
  });
});
