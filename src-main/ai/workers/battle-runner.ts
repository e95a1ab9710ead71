// Runs a battle ("test this army") on a worker thread of its own, so neither the main process nor the match AI pool
// waits on it: one worker per battle, started on demand and ended with it. Every run is answered exactly once.
import type { BattleGame, BattleJob } from './battle';
import { isFromWorker } from './protocol';
import type { AiWorkerFactory, AiWorkerHandle } from './supervisor';

/** How a battle ended: all games played, cancelled (the games already played stand), or failed (worker error or crash). */
export type BattleEnd =
  | { readonly kind: 'done'; readonly played: number }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

export interface BattleRun {
  /** Resolves once, never rejects. */
  readonly result: Promise<BattleEnd>;
  /** Answers 'cancelled' at once (unless already answered) and stops the worker. */
  cancel(): void;
}

/** Starts a battle; `onGame` hears each finished game in order, and never after the run is answered. */
export type BattleRunner = (job: BattleJob, onGame: (game: BattleGame) => void) => BattleRun;

export interface WorkerBattleRunnerOptions {
  /** Time the worker gets to acknowledge a cancel before it is terminated anyway (ms). Default 1000. */
  readonly cancelGraceMs?: number;
  readonly log?: { warn(message: string): void };
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function workerBattleRunner(factory: AiWorkerFactory, opts: WorkerBattleRunnerOptions = {}): BattleRunner {
  let sequence = 0;
  const grace = opts.cancelGraceMs ?? 1_000;
  return (job, onGame) => {
    const jobId = `battle-${++sequence}`;
    let resolve!: (end: BattleEnd) => void;
    const result = new Promise<BattleEnd>((r) => (resolve = r));
    let answered = false;
    let handle: AiWorkerHandle | undefined;
    let stopTimer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const stop = (): void => {
      if (ended) return;
      ended = true;
      clearTimeout(stopTimer);
      try {
        void Promise.resolve(handle?.terminate()).catch((e: unknown) => opts.log?.warn(`terminating a battle worker failed: ${messageOf(e)}`));
      } catch (e) {
        opts.log?.warn(`terminating a battle worker failed: ${messageOf(e)}`);
      }
    };
    const answer = (end: BattleEnd): void => {
      if (answered) return;
      answered = true;
      resolve(end);
    };
    const finish = (end: BattleEnd): void => {
      answer(end);
      stop();
    };
    try {
      handle = factory({
        message: (m) => {
          if (ended || !isFromWorker(m)) return;
          if (m.type === 'ready') {
            try {
              handle!.post({ type: 'battle', jobId, job });
            } catch (e) {
              finish({ kind: 'failed', message: `could not send the battle: ${messageOf(e)}` });
            }
            return;
          }
          if (!('jobId' in m) || m.jobId !== jobId) return;
          if (m.type === 'battle-game') {
            if (!answered) onGame(m.game);
          } else if (m.type === 'battle-done') finish({ kind: 'done', played: m.played });
          else if (m.type === 'cancelled') finish({ kind: 'cancelled' });
          else if (m.type === 'error') finish({ kind: 'failed', message: m.message });
        },
        error: (e) => finish({ kind: 'failed', message: `the battle worker failed: ${messageOf(e)}` }),
        exit: (code) => finish({ kind: 'failed', message: `the battle worker exited with code ${code}` }),
      });
    } catch (e) {
      finish({ kind: 'failed', message: `the battle worker could not start: ${messageOf(e)}` });
    }
    return {
      result,
      cancel: () => {
        if (answered) return;
        answer({ kind: 'cancelled' });
        try {
          handle?.post({ type: 'cancel', jobId });
        } catch {
          stop();
          return;
        }
        // The worker sees the cancel between two moves; one that does not answer in time is terminated.
        stopTimer = setTimeout(stop, grace);
      },
    };
  };
}
