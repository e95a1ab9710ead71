// The job loop inside a worker thread: one job at a time, progress throttled, cancellation seen between ticks.
import { isToWorker, type AiJobRequest, type FromWorker, type ToWorker } from './protocol';
import type { Solve, SolveProgress } from './solver';
import type { BattleGame, BattleJob } from './battle';

/** Plays a battle's games, reporting each finished one; returns how many were played before the end or a cancel. */
export type PlayBattle = (job: BattleJob, onGame: (game: BattleGame) => void, isCancelled: () => boolean) => { played: number; cancelled: boolean };

/** Work waiting in a worker: one AI decision, or a battle of whole games. */
type Work = { readonly jobId: string; readonly request: AiJobRequest } | { readonly jobId: string; readonly battle: BattleJob };

/** The worker's side of its channel to the supervisor. */
export interface JobPort {
  onMessage(listener: (message: unknown) => void): void;
  post(message: FromWorker): void;
  /** Takes one message already queued for this worker without waiting, so a synchronous search still sees a cancel. */
  poll(): { message: unknown } | undefined;
}

export interface JobLoopOptions {
  readonly solve: Solve;
  /** Serves 'battle' jobs; a worker without it answers them with an error. */
  readonly battle?: PlayBattle;
  readonly now: () => number;
  /** Least time between two progress messages of a job (ms). */
  readonly progressIntervalMs?: number;
}

/** Serves jobs on a port until the thread ends; announces itself with 'ready'. */
export function serveJobs(port: JobPort, opts: JobLoopOptions): void {
  const interval = opts.progressIntervalMs ?? 100;
  const queue: Work[] = [];
  const cancelled = new Set<string>();
  let running: string | null = null;

  const take = (message: unknown): void => {
    if (!isToWorker(message)) return;
    const m: ToWorker = message;
    if (m.type === 'job' || m.type === 'battle') {
      queue.push(m.type === 'job' ? { jobId: m.request.jobId, request: m.request } : { jobId: m.jobId, battle: m.job });
      if (running === null) void next();
      return;
    }
    const at = queue.findIndex((r) => r.jobId === m.jobId);
    if (at >= 0) {
      queue.splice(at, 1);
      port.post({ type: 'cancelled', jobId: m.jobId });
    } else if (m.jobId === running) {
      cancelled.add(m.jobId);
    }
  };

  const run = async (request: AiJobRequest): Promise<void> => {
    const { jobId } = request;
    const started = opts.now();
    let lastProgress = -Infinity;
    const isCancelled = (): boolean => {
      for (let m = port.poll(); m !== undefined; m = port.poll()) take(m.message);
      return cancelled.has(jobId);
    };
    const onProgress = (p: SolveProgress): void => {
      const t = opts.now();
      if (t - lastProgress < interval || cancelled.has(jobId)) return;
      lastProgress = t;
      port.post({ type: 'progress', jobId, iterations: p.iterations, ...(p.best ? { best: p.best } : {}) });
    };
    try {
      const result = await opts.solve(request, onProgress, isCancelled, opts.now);
      if (isCancelled()) port.post({ type: 'cancelled', jobId });
      else port.post({ type: 'result', jobId, action: result.action, iterations: result.iterations, thinkingMs: opts.now() - started, ...(result.stats ? { stats: result.stats } : {}) });
    } catch (e) {
      if (cancelled.has(jobId)) port.post({ type: 'cancelled', jobId });
      else port.post({ type: 'error', jobId, message: e instanceof Error ? e.message : String(e) });
    }
  };

  const runBattle = (jobId: string, job: BattleJob): void => {
    const isCancelled = (): boolean => {
      for (let m = port.poll(); m !== undefined; m = port.poll()) take(m.message);
      return cancelled.has(jobId);
    };
    try {
      if (!opts.battle) throw new Error('this worker does not play battles');
      const { played, cancelled: stopped } = opts.battle(job, (game) => port.post({ type: 'battle-game', jobId, game }), isCancelled);
      port.post(stopped || isCancelled() ? { type: 'cancelled', jobId } : { type: 'battle-done', jobId, played });
    } catch (e) {
      port.post(cancelled.has(jobId) ? { type: 'cancelled', jobId } : { type: 'error', jobId, message: e instanceof Error ? e.message : String(e) });
    }
  };

  const next = async (): Promise<void> => {
    for (let work = queue.shift(); work; work = queue.shift()) {
      running = work.jobId;
      try {
        if ('battle' in work) runBattle(work.jobId, work.battle);
        else await run(work.request);
      } finally {
        cancelled.delete(work.jobId);
        running = null;
      }
    }
  };

  port.onMessage(take);
  port.post({ type: 'ready' });
}
