// The browser host process outlives a failure nobody awaited: it is logged, not fatal.
import { logSafe } from '@shared/contract';
import type { Logger } from '@main/services/logger';

type On = (event: 'unhandledRejection' | 'uncaughtException', listener: (e: unknown) => void) => unknown;

/**
 * A failure nothing awaited is logged, and the host keeps serving: every request already answers its own errors, so
 * such a failure belongs to background work (an AI loop, a battle), never to the data of an acknowledged action.
 */
export function guardProcess(log: Logger, on: On = (event, listener) => process.on(event, listener)): void {
  on('unhandledRejection', (e) => log.error(`unhandled rejection: ${e instanceof Error ? (e.stack ?? e.message) : logSafe(e, 500)}`));
  on('uncaughtException', (e) => log.error(`uncaught exception: ${e instanceof Error ? (e.stack ?? e.message) : logSafe(e, 500)}`));
}
