// The main-side supervisor of the AI worker pool: a queue, a hard time-out per request, cancellation,
// respawn after a crash, and a heuristic fallback, so that every request gets exactly one answer and the app never hangs.
import type { PlayerId } from '@main/engine/game';
import { isFromWorker, type AiJob, type AiJobRequest, type AiOptionStat, type AiStats, type FromWorker, type ToWorker } from './protocol';

/** Why an answer came from the fallback instead of the search. */
export type FallbackReason = 'timeout' | 'crash' | 'error' | 'unavailable';

/** The one answer a request gets. `elapsedMs` runs from the request to the answer (queue time included). */
export type AiAnswer =
  | { readonly kind: 'move'; readonly jobId: string; readonly action: unknown; readonly iterations: number; readonly stats?: AiStats; readonly thinkingMs: number; readonly elapsedMs: number }
  | { readonly kind: 'fallback'; readonly jobId: string; readonly action: unknown; readonly reason: FallbackReason; readonly detail: string; readonly elapsedMs: number }
  | { readonly kind: 'cancelled'; readonly jobId: string; readonly reason: 'cancelled' | 'shutdown'; readonly elapsedMs: number }
  | { readonly kind: 'failed'; readonly jobId: string; readonly message: string; readonly elapsedMs: number };

/** A thinking progress tick, forwarded from the worker (the lead turns it into the `ai.thinking` push event). */
export interface AiProgress {
  readonly jobId: string;
  readonly matchId?: string;
  readonly player: PlayerId;
  readonly iterations: number;
  readonly best?: AiOptionStat;
  readonly elapsedMs: number;
}

export interface AiRequest {
  readonly jobId: string;
  /** Always resolves, exactly once; never rejects. */
  readonly result: Promise<AiAnswer>;
  /** Answers 'cancelled' now (if not answered yet) and tells the worker to stop. */
  cancel(): void;
}

/** What a worker reports; a factory must not call these synchronously while creating the worker. */
export interface AiWorkerEvents {
  message(message: unknown): void;
  error(error: Error): void;
  exit(code: number): void;
}

export interface AiWorkerHandle {
  post(message: ToWorker): void;
  terminate(): unknown;
}

/** Creates one worker: a real worker thread in the app, a fake in tests. */
export type AiWorkerFactory = (events: AiWorkerEvents) => AiWorkerHandle;

export interface AiSupervisorOptions {
  readonly factory: AiWorkerFactory;
  /** The move when the search cannot answer (time-out, crash, error), e.g. the game's heuristic bot on the job's view. */
  readonly fallback: (job: AiJob) => unknown;
  /** A clock in ms (the AI layer never reads the time itself). */
  readonly now: () => number;
  /** Number of worker threads (see defaultPoolSize in thread-factory.ts). Default 1. */
  readonly size?: number;
  readonly onProgress?: (progress: AiProgress, job: AiJob) => void;
  /** The hard time-out of a request, from the request (queue time included). Default: budget.timeMs (else 5 s) plus 5 s. */
  readonly hardTimeoutMs?: (job: AiJob) => number;
  /** How long a cancelled job may take to stop before its worker is terminated and replaced (ms). Default 1000. */
  readonly cancelGraceMs?: number;
  /** Deaths before 'ready' in a row, on every worker, after which requests are answered by the fallback at once. Default 3. */
  readonly maxSpawnFailures?: number;
  /** First delay before respawning a worker that died before 'ready'; doubles each time, up to 30 s. Default 200 ms. */
  readonly respawnDelayMs?: number;
  readonly log?: { warn(message: string): void; error(message: string): void };
}

export const defaultHardTimeoutMs = (job: AiJob): number => (job.budget.timeMs ?? 5_000) + 5_000;

interface Pending {
  readonly request: AiJobRequest;
  readonly requestedAt: number;
  readonly resolve: (answer: AiAnswer) => void;
  readonly onProgress?: (progress: AiProgress) => void;
  timer?: ReturnType<typeof setTimeout>;
  answered: boolean;
  slot?: Slot;
}

interface Slot {
  readonly index: number;
  /** Bumped on every (re)spawn and death: events from an older worker are ignored. */
  generation: number;
  handle?: AiWorkerHandle;
  ready: boolean;
  /** The job the worker is running; stays set after a cancel until the worker stops it. */
  job?: Pending;
  stopTimer?: ReturnType<typeof setTimeout>;
  respawnTimer?: ReturnType<typeof setTimeout>;
  /** Deaths before 'ready' in a row. */
  failures: number;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export class AiSupervisor {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private readonly pending = new Set<Pending>();
  private readonly hardTimeoutMs: (job: AiJob) => number;
  private readonly cancelGraceMs: number;
  private readonly maxSpawnFailures: number;
  private readonly respawnDelayMs: number;
  private sequence = 0;
  private closed = false;

  constructor(private readonly opts: AiSupervisorOptions) {
    const size = opts.size ?? 1;
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`pool size must be a whole number of at least 1, not ${size}`);
    this.hardTimeoutMs = opts.hardTimeoutMs ?? defaultHardTimeoutMs;
    this.cancelGraceMs = opts.cancelGraceMs ?? 1_000;
    this.maxSpawnFailures = opts.maxSpawnFailures ?? 3;
    this.respawnDelayMs = opts.respawnDelayMs ?? 200;
    this.slots = Array.from({ length: size }, (_, index) => ({ index, generation: 0, ready: false, failures: 0 }));
    for (const slot of this.slots) this.spawn(slot);
  }

  /**
   * Asks for one AI decision. The answer always comes, exactly once, by the hard time-out at the latest.
   * `onProgress` hears this request's progress (the supervisor-wide `onProgress` hears it too).
   */
  request(job: AiJob, options: { onProgress?: (progress: AiProgress) => void } = {}): AiRequest {
    const jobId = `ai-${++this.sequence}`;
    let resolve!: (answer: AiAnswer) => void;
    const result = new Promise<AiAnswer>((r) => (resolve = r));
    const p: Pending = { request: { ...job, jobId }, requestedAt: this.opts.now(), resolve, answered: false, onProgress: options.onProgress };
    this.pending.add(p);
    if (this.closed) this.answer(p, { kind: 'cancelled', jobId, reason: 'shutdown', elapsedMs: 0 });
    else if (this.unavailable()) this.answerWithFallback(p, 'unavailable', 'no AI worker could start');
    else {
      p.timer = setTimeout(() => this.timedOut(p), this.hardTimeoutMs(job));
      this.queue.push(p);
      this.dispatch();
    }
    return { jobId, result, cancel: () => this.cancel(p) };
  }

  /** Workers alive and ready, jobs running and jobs waiting: for health checks and tests. */
  status(): { workers: number; ready: number; busy: number; queued: number } {
    return {
      workers: this.slots.filter((s) => s.handle).length,
      ready: this.slots.filter((s) => s.handle && s.ready).length,
      busy: this.slots.filter((s) => s.job).length,
      queued: this.queue.length,
    };
  }

  /** Terminates every worker and answers every pending request as cancelled. Later requests are answered the same way. */
  async shutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const p of [...this.pending]) this.answer(p, { kind: 'cancelled', jobId: p.request.jobId, reason: 'shutdown', elapsedMs: this.elapsed(p) });
    const terminations: unknown[] = [];
    for (const slot of this.slots) {
      clearTimeout(slot.stopTimer);
      clearTimeout(slot.respawnTimer);
      slot.generation++;
      slot.job = undefined;
      slot.ready = false;
      const handle = slot.handle;
      slot.handle = undefined;
      if (handle) terminations.push(this.terminate(handle));
    }
    await Promise.allSettled(terminations);
  }

  private spawn(slot: Slot): void {
    if (this.closed) return;
    const generation = ++slot.generation;
    slot.ready = false;
    const current = (): boolean => slot.generation === generation && !this.closed;
    try {
      slot.handle = this.opts.factory({
        message: (m) => { if (current()) this.received(slot, m); },
        error: (e) => { if (current()) this.died(slot, `worker error: ${messageOf(e)}`); },
        exit: (code) => { if (current()) this.died(slot, `worker exited with code ${code}`); },
      });
    } catch (e) {
      slot.handle = undefined;
      this.died(slot, `worker could not start: ${messageOf(e)}`);
    }
  }

  private received(slot: Slot, message: unknown): void {
    if (!isFromWorker(message)) {
      this.opts.log?.warn(`AI worker ${slot.index} sent a message outside the protocol; ignored`);
      return;
    }
    const m: FromWorker = message;
    if (m.type === 'ready') {
      slot.ready = true;
      slot.failures = 0;
      this.dispatch();
      return;
    }
    const p = slot.job;
    if (!p || p.request.jobId !== m.jobId) return; // a late message about a job this worker no longer runs
    if (m.type === 'battle-game' || m.type === 'battle-done') return; // battles run on their own workers (battle-runner.ts)
    if (m.type === 'progress') {
      if (p.answered) return;
      const progress: AiProgress = { jobId: m.jobId, ...(p.request.matchId !== undefined ? { matchId: p.request.matchId } : {}), player: p.request.player, iterations: m.iterations, ...(m.best ? { best: m.best } : {}), elapsedMs: this.elapsed(p) };
      this.listen(() => p.onProgress?.(progress));
      this.listen(() => this.opts.onProgress?.(progress, p.request));
      return;
    }
    slot.job = undefined;
    clearTimeout(slot.stopTimer);
    if (m.type === 'result') this.answer(p, { kind: 'move', jobId: m.jobId, action: m.action, iterations: m.iterations, ...(m.stats ? { stats: m.stats } : {}), thinkingMs: m.thinkingMs, elapsedMs: this.elapsed(p) });
    else if (m.type === 'error') this.answerWithFallback(p, 'error', m.message);
    else this.answer(p, { kind: 'cancelled', jobId: m.jobId, reason: 'cancelled', elapsedMs: this.elapsed(p) });
    this.dispatch();
  }

  /** A worker died on its own (crash, out of memory, exit): answer its job with the fallback and replace it. */
  private died(slot: Slot, why: string): void {
    const wasReady = slot.ready;
    const p = this.retire(slot);
    this.opts.log?.error(`AI worker ${slot.index}: ${why}${p ? ` (job ${p.request.jobId})` : ''}`);
    if (p && !p.answered) this.answerWithFallback(p, 'crash', why);
    if (wasReady) {
      this.spawn(slot);
      return;
    }
    slot.failures++;
    if (this.unavailable()) for (const q of [...this.queue]) this.answerWithFallback(q, 'unavailable', 'no AI worker could start');
    const delay = Math.min(this.respawnDelayMs * 2 ** (slot.failures - 1), 30_000);
    slot.respawnTimer = setTimeout(() => this.spawn(slot), delay);
  }

  /** Ends a worker the supervisor gave up on (time-out, cancel not honoured) and starts a fresh one. */
  private replace(slot: Slot, why: string): void {
    this.opts.log?.warn(`AI worker ${slot.index} replaced: ${why}`);
    this.retire(slot);
    this.spawn(slot);
  }

  /** Detaches a slot from its worker (terminating it) and returns the job it was running. */
  private retire(slot: Slot): Pending | undefined {
    slot.generation++;
    clearTimeout(slot.stopTimer);
    clearTimeout(slot.respawnTimer);
    const handle = slot.handle;
    const p = slot.job;
    slot.handle = undefined;
    slot.job = undefined;
    slot.ready = false;
    if (handle) void this.terminate(handle);
    return p;
  }

  private async terminate(handle: AiWorkerHandle): Promise<void> {
    try {
      await handle.terminate();
    } catch (e) {
      this.opts.log?.warn(`terminating an AI worker failed: ${messageOf(e)}`);
    }
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.handle || !slot.ready || slot.job) continue;
      const p = this.queue.shift()!;
      slot.job = p;
      p.slot = slot;
      try {
        slot.handle.post({ type: 'job', request: p.request });
      } catch (e) {
        this.died(slot, `could not send a job: ${messageOf(e)}`);
      }
    }
  }

  private cancel(p: Pending): void {
    if (p.answered) return;
    this.answer(p, { kind: 'cancelled', jobId: p.request.jobId, reason: 'cancelled', elapsedMs: this.elapsed(p) });
    const slot = p.slot;
    if (!slot || slot.job !== p || !slot.handle) return;
    try {
      slot.handle.post({ type: 'cancel', jobId: p.request.jobId });
    } catch (e) {
      this.died(slot, `could not send a cancel: ${messageOf(e)}`);
      return;
    }
    slot.stopTimer = setTimeout(() => {
      if (slot.job === p) this.replace(slot, `job ${p.request.jobId} did not stop within ${this.cancelGraceMs} ms of its cancel`);
    }, this.cancelGraceMs);
  }

  private timedOut(p: Pending): void {
    if (p.answered) return;
    const slot = p.slot;
    const limit = this.hardTimeoutMs(p.request);
    this.answerWithFallback(p, 'timeout', `no answer within ${limit} ms`);
    if (slot && slot.job === p) this.replace(slot, `job ${p.request.jobId} passed its hard time-out of ${limit} ms`);
  }

  /** A listener that throws must not break the supervisor's bookkeeping. */
  private listen(call: () => void): void {
    try {
      call();
    } catch (e) {
      this.opts.log?.error(`AI progress listener failed: ${messageOf(e)}`);
    }
  }

  private unavailable(): boolean {
    return this.slots.every((s) => s.failures >= this.maxSpawnFailures);
  }

  private elapsed(p: Pending): number {
    return this.opts.now() - p.requestedAt;
  }

  /** Settles a request once; every later attempt is ignored, so a request can never get two answers. */
  private answer(p: Pending, answer: AiAnswer): boolean {
    if (p.answered) return false;
    p.answered = true;
    clearTimeout(p.timer);
    this.pending.delete(p);
    const at = this.queue.indexOf(p);
    if (at >= 0) this.queue.splice(at, 1);
    p.resolve(answer);
    return true;
  }

  private answerWithFallback(p: Pending, reason: FallbackReason, detail: string): void {
    if (p.answered) return;
    const jobId = p.request.jobId;
    let answer: AiAnswer;
    try {
      answer = { kind: 'fallback', jobId, action: this.opts.fallback(p.request), reason, detail, elapsedMs: this.elapsed(p) };
    } catch (e) {
      this.opts.log?.error(`AI fallback failed on job ${jobId}: ${messageOf(e)}`);
      answer = { kind: 'failed', jobId, message: `${detail}; the fallback failed too: ${messageOf(e)}`, elapsedMs: this.elapsed(p) };
    }
    this.answer(p, answer);
  }
}
