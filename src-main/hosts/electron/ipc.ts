// Electron IPC transport: one ipcMain handler per contract method. Each call is checked to come from the app's
// own top-level page, size-checked, then validated and run by the shared dispatcher. Events go out on one channel.
import { IPC_EVENT_CHANNEL, ipcChannel, logSafe, MAX_REQUEST_BYTES, measure, methodNames, type CallResult } from '@shared/contract';
import type { Dispatcher } from '@main/services/dispatcher';
import type { Logger } from '@main/services/logger';

export interface InvokeEvent {
  senderFrame: { url: string; parent: unknown } | null;
  sender?: { id: number };
}

export interface IpcMainLike {
  handle(channel: string, handler: (event: InvokeEvent, payload: unknown) => Promise<CallResult>): void;
  removeHandler(channel: string): void;
}

/** True when the call comes from the main frame of the app page (not a subframe, not another page). */
export function isTrustedSender(event: InvokeEvent, isAppUrl: (url: string) => boolean): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame !== undefined && frame.parent === null && isAppUrl(frame.url);
}

/** Registers every method's handler; returns the function that removes them all. */
export function registerIpcHandlers(ipcMain: IpcMainLike, deps: { dispatcher: Dispatcher; isAppUrl(url: string): boolean; log: Logger }): () => void {
  const methods = methodNames();
  for (const method of methods) {
    ipcMain.handle(ipcChannel(method), async (event, payload) => {
      // A handler never rejects: Electron would pass the raw error text to the page, and nothing would log it here.
      try {
        if (!isTrustedSender(event, deps.isAppUrl)) {
          const from = event.senderFrame?.url ?? '(no frame)';
          deps.log.warn(`refused ${method} from untrusted sender ${logSafe(from, 200)}`);
          return { ok: false, error: { kind: 'unauthorized', message: 'Calls are accepted from the app page only.' } };
        }
        if (payloadTooLarge(payload)) {
          deps.log.warn(`refused ${method}: payload too large`);
          return { ok: false, error: { kind: 'validation', message: `The arguments of ${method} are too large.`, issues: [{ path: '(root)', message: 'too large' }] } };
        }
        return await deps.dispatcher.call(method, payload, 'electron');
      } catch (e) {
        deps.log.error(`${method} failed in the IPC handler: ${e instanceof Error ? (e.stack ?? e.message) : logSafe(e)}`);
        return { ok: false, error: { kind: 'internal', message: `${method} failed inside the app.` } };
      }
    });
  }
  return () => methods.forEach((m) => ipcMain.removeHandler(ipcChannel(m)));
}

/**
 * Structured-clone payloads have no text size; a bound on their JSON size is a fair measure (and what the socket
 * carries). Measured without recursion: a deeply nested or cyclic payload goes on to the dispatcher, which says why.
 */
function payloadTooLarge(payload: unknown): boolean {
  if (payload === undefined) return false;
  const m = measure(payload, { maxChars: MAX_REQUEST_BYTES });
  return !m.ok && m.message.startsWith('larger than');
}

export interface EventTarget {
  isDestroyed(): boolean;
  send(channel: string, message: { event: string; payload: unknown }): void;
}

/** Forwards every push event to the window's page; returns the function that stops forwarding. */
export function forwardEvents(events: { subscribe(listener: (event: string, payload: unknown) => void): () => void }, target: () => EventTarget | undefined): () => void {
  return events.subscribe((event, payload) => {
    const contents = target();
    if (contents && !contents.isDestroyed()) contents.send(IPC_EVENT_CHANNEL, { event, payload });
  });
}
