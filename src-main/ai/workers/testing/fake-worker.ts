// An in-process stand-in for an AI worker thread, so tests drive every supervisor path deterministically.
import type { AiJobRequest, FromWorker, ToWorker } from '../protocol';
import type { AiWorkerEvents, AiWorkerFactory } from '../supervisor';

export class FakeWorker {
  /** Every message the supervisor sent, in order. */
  readonly received: ToWorker[] = [];
  terminated = false;
  constructor(private readonly events: AiWorkerEvents) {}

  /** The jobs sent to this worker, in order. */
  jobs(): AiJobRequest[] {
    return this.received.flatMap((m) => (m.type === 'job' ? [m.request] : []));
  }

  /** The job sent last; throws when none was sent, so a test cannot answer a job that never arrived. */
  lastJob(): AiJobRequest {
    const jobs = this.jobs();
    if (jobs.length === 0) throw new Error('this fake worker has received no job');
    return jobs[jobs.length - 1]!;
  }

  cancels(): string[] {
    return this.received.flatMap((m) => (m.type === 'cancel' ? [m.jobId] : []));
  }

  send(message: FromWorker | Record<string, unknown>): void {
    this.events.message(message);
  }

  ready(): void {
    this.send({ type: 'ready' });
  }

  answer(action: unknown, iterations = 1, thinkingMs = 0): void {
    this.send({ type: 'result', jobId: this.lastJob().jobId, action, iterations, thinkingMs });
  }

  /** A crash as a real worker reports it: an error, then an exit. */
  crash(message = 'boom', code = 1): void {
    this.events.error(new Error(message));
    this.events.exit(code);
  }

  exit(code = 0): void {
    this.events.exit(code);
  }
}

export interface FakePool {
  readonly factory: AiWorkerFactory;
  /** Every worker the supervisor created, in creation order (respawns included). */
  readonly workers: FakeWorker[];
  /** Workers not terminated by the supervisor. */
  live(): FakeWorker[];
}

/** `autoReady` announces 'ready' on the next microtask (as a real worker does, never during creation). */
export function fakeWorkerPool(opts: { autoReady?: boolean; failToStart?: () => boolean } = {}): FakePool {
  const workers: FakeWorker[] = [];
  const factory: AiWorkerFactory = (events) => {
    if (opts.failToStart?.()) throw new Error('cannot start a worker');
    const worker = new FakeWorker(events);
    workers.push(worker);
    if (opts.autoReady ?? true) queueMicrotask(() => { if (!worker.terminated) worker.ready(); });
    return {
      post: (message) => {
        if (worker.terminated) throw new Error('posted to a terminated worker');
        worker.received.push(structuredClone(message));
      },
      terminate: () => {
        worker.terminated = true;
      },
    };
  };
  return { factory, workers, live: () => workers.filter((w) => !w.terminated) };
}
