// Builds the object the preload exposes on window.skirmish: one named function per contract method, each invoking
// that method's own channel, plus onEvent. The raw ipcRenderer never reaches the page.
import { IPC_EVENT_CHANNEL, ipcChannel, services, type CallResult, type SkirmishBridge } from '@shared/contract';

export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, message: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, message: unknown) => void): unknown;
}

export function buildBridge(ipc: IpcRendererLike): SkirmishBridge {
  const bridge: Record<string, unknown> = {};
  for (const [service, spec] of Object.entries(services)) {
    const fns: Record<string, (input?: unknown) => Promise<CallResult>> = {};
    for (const method of Object.keys(spec.methods)) {
      const channel = ipcChannel(`${service}.${method}`);
      fns[method] = async (input?: unknown) => {
        try {
          return (await ipc.invoke(channel, input)) as CallResult;
        } catch (e) {
          // An invoke that throws (say, an uncloneable argument) still answers with a typed error.
          return { ok: false, error: { kind: 'internal', message: e instanceof Error ? e.message : String(e) } };
        }
      };
    }
    bridge[service] = Object.freeze(fns);
  }
  bridge.onEvent = (listener: (event: string, payload: unknown) => void) => {
    // The IPC event object carries the sender (ipcRenderer itself): only the message reaches the page.
    const handler = (_event: unknown, message: unknown): void => {
      if (typeof message === 'object' && message !== null && typeof (message as { event?: unknown }).event === 'string') {
        const m = message as { event: string; payload?: unknown };
        listener(m.event, m.payload);
      }
    };
    ipc.on(IPC_EVENT_CHANNEL, handler);
    return () => { ipc.removeListener(IPC_EVENT_CHANNEL, handler); };
  };
  return Object.freeze(bridge) as unknown as SkirmishBridge;
}
