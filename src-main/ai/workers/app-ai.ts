// The app's AI pool in one call: real worker threads running worker-main, sized to the machine, with the heuristic bot as fallback.
import type { ResourceLimits } from 'node:worker_threads';
import { botByName, randomBot } from '@main/ai/bot';
import { gameModuleFor } from '@main/games';
import type { AiJob } from './protocol';
import { viewFallback } from './fallback';
import { AiSupervisor, type AiSupervisorOptions } from './supervisor';
import { type BattleRunner, workerBattleRunner } from './battle-runner';
import { defaultPoolSize, threadWorkerFactory } from './thread-factory';
import type { GameLookup } from './view-turn';

export interface AppAiOptions extends Partial<Omit<AiSupervisorOptions, 'factory' | 'now'>> {
  /** The worker entry: the bundled worker-main JS (unpacked from asar) in the app, worker-main.ts with `tsx` elsewhere. */
  readonly script: string | URL;
  readonly tsx?: boolean;
  readonly now: () => number;
  readonly resourceLimits?: ResourceLimits;
  /** Games for the main-side fallback (the workers use the games registry). */
  readonly lookup?: GameLookup;
}

/** The bot the fallback plays: the heuristic one once it is registered, else random. */
const fallbackBot = (_job: AiJob) => botByName('heuristic') ?? randomBot;

export function createAppAiSupervisor(opts: AppAiOptions): AiSupervisor {
  const { script, tsx, resourceLimits, lookup, ...rest } = opts;
  return new AiSupervisor({
    size: defaultPoolSize(),
    fallback: viewFallback(lookup ?? ((id, cardSet) => gameModuleFor(id, cardSet)?.game), fallbackBot),
    ...rest,
    factory: threadWorkerFactory({ script, tsx, resourceLimits }),
  });
}

/** The app's battles ("test this army"): each on a worker thread of its own, running the same worker entry. */
export function createAppBattleRunner(opts: { script: string | URL; tsx?: boolean; resourceLimits?: ResourceLimits; log?: { warn(message: string): void } }): BattleRunner {
  return workerBattleRunner(threadWorkerFactory({ script: opts.script, tsx: opts.tsx, resourceLimits: opts.resourceLimits }), { log: opts.log });
}
