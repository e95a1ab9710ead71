import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_GLOBAL, IPC_EVENT_CHANNEL, ipcChannel, methodNames, services } from '@shared/contract';

const exposed = vi.hoisted(() => ({ calls: [] as [string, unknown][] }));
const ipc = vi.hoisted(() => {
  const listeners = new Map<string, Set<(event: unknown, message: unknown) => void>>();
  return {
    listeners,
    invoke: vi.fn(async (channel: string, payload: unknown): Promise<unknown> => ({ ok: true, result: { channel, payload } })),
    on: vi.fn((channel: string, l: (event: unknown, message: unknown) => void) => { if (!listeners.has(channel)) listeners.set(channel, new Set()); listeners.get(channel)!.add(l); }),
    removeListener: vi.fn((channel: string, l: (event: unknown, message: unknown) => void) => { listeners.get(channel)?.delete(l); }),
    send: vi.fn(),
    sendSync: vi.fn(),
  };
});

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: unknown) => { exposed.calls.push([name, api]); } },
  ipcRenderer: ipc,
}));

async function loadPreload(): Promise<Record<string, unknown>> {
  exposed.calls.length = 0;
  vi.resetModules();
  await import('@main/hosts/electron/preload');
  expect(exposed.calls).toHaveLength(1);
  expect(exposed.calls[0]![0]).toBe(BRIDGE_GLOBAL);
  return exposed.calls[0]![1] as Record<string, unknown>;
}

/** Every value reachable from the bridge, to prove ipcRenderer (or any of its methods) is not among them. */
function reachable(value: unknown, seen = new Set<unknown>()): unknown[] {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return [];
  seen.add(value);
  return [value, ...Object.values(value).flatMap((v) => reachable(v, seen))];
}

describe('preload bridge', () => {
  beforeEach(() => { ipc.invoke.mockClear(); ipc.listeners.clear(); });

  it('exposes exactly one function per contract method, grouped by service, plus onEvent', async () => {
    const bridge = await loadPreload();
    expect(Object.keys(bridge).sort()).toEqual([...Object.keys(services), 'onEvent'].sort());
    const exposedMethods = Object.keys(services).flatMap((s) => Object.keys(bridge[s] as object).map((m) => `${s}.${m}`));
    expect(exposedMethods.sort()).toEqual(methodNames().sort());
    for (const s of Object.keys(services)) for (const fn of Object.values(bridge[s] as object)) expect(typeof fn).toBe('function');
    expect(typeof bridge.onEvent).toBe('function');
  });

  it('never exposes ipcRenderer or any of its functions', async () => {
    const bridge = await loadPreload();
    const values = reachable(bridge);
    for (const raw of [ipc, ipc.invoke, ipc.on, ipc.send, ipc.sendSync, ipc.removeListener]) expect(values).not.toContain(raw);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('each function invokes its own channel with the input and resolves to the CallResult', async () => {
    const bridge = await loadPreload();
    for (const name of methodNames()) {
      const [s, m] = name.split('.') as [string, string];
      const result = await (bridge[s] as Record<string, (i?: unknown) => Promise<unknown>>)[m]!({ probe: name });
      expect(result).toEqual({ ok: true, result: { channel: ipcChannel(name), payload: { probe: name } } });
    }
    expect(ipc.invoke).toHaveBeenCalledTimes(methodNames().length);
  });

  it('turns a failed invoke into a typed error instead of a rejection', async () => {
    const bridge = await loadPreload();
    ipc.invoke.mockRejectedValueOnce(new Error('An object could not be cloned.'));
    const result = await (bridge.system as Record<string, (i?: unknown) => Promise<unknown>>).echo!({ text: 'x' });
    expect(result).toEqual({ ok: false, error: { kind: 'internal', message: 'An object could not be cloned.' } });
  });

  it('onEvent hands the page the event name and payload only, and unsubscribes', async () => {
    const bridge = await loadPreload();
    const seen: unknown[][] = [];
    const off = (bridge.onEvent as (l: (...a: unknown[]) => void) => () => void)((...args) => seen.push(args));
    const emit = (message: unknown) => ipc.listeners.get(IPC_EVENT_CHANNEL)?.forEach((l) => l({ sender: ipc }, message));
    emit({ event: 'settings.changed', payload: { theme: 'dark' } });
    emit('garbage');
    expect(seen).toEqual([['settings.changed', { theme: 'dark' }]]);
    off();
    emit({ event: 'settings.changed', payload: {} });
    expect(seen).toHaveLength(1);
  });
});
