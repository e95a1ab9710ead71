// Electron IPC transport: one ipcMain handler per contract method. Each call is checked to come from the app's
// own top-level page, size-checked, then validated and run by the shared dispatcher. Events go out on one channel.
import { IPC_EVENT_CHANNEL, ipcChannel, methodNames, type CallResult } from '@shared/contract';
import type { Dispatcher } from '@main/services/dispatcher';
import { tooLarge } from '@main/services/dispatcher';
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
      if (!isTrustedSender(event, deps.isAppUrl)) {
        const from = event.senderFrame?.url ?? '(no frame)';
        deps.log.warn(`refused ${method} from untrusted sender ${from.slice(0, 200)}`);
        return { ok: false, error: { kind: 'unauthorized', message: 'Calls are accepted from the app page only.' } };
      }
      if (payloadTooLarge(payload)) {
        deps.log.warn(`refused ${method}: payload too large`);
        return { ok: false, error: { kind: 'validation', message: `The arguments of ${method} are too large.`, issues: [{ path: '(root)', message: 'too large' }] } };
      }
      return deps.dispatcher.call(method, payload, 'electron');
    });
  }
  return () => methods.forEach((m) => ipcMain.removeHandler(ipcChannel(m)));
}

/** Structured-clone payloads have no text size; their JSON form is a fair measure (and what the socket carries). */
function payloadTooLarge(payload: unknown): boolean {
  if (payload === undefined) return false;
  try {
    const text = JSON.stringify(payload);
    return text !== undefined && tooLarge(text);
  } catch {
    // Cycles or BigInts: not JSON data, so the schema check would refuse it anyway; let it through to say why.
    return false;
  }
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
