// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { CallResult, SkirmishBridge } from '@shared/contract';
import { ApiError, ATTEMPTS_BEFORE_CLOSED, createApiClient, electronTransport, pickTransport, RECONNECT_DELAYS_MS, webSocketTransport, type SocketLike } from '@renderer/api/client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  private listeners: Record<string, ((e: { data?: unknown }) => void)[]> = {};
  constructor(readonly url: string) {}
  send(data: string): void { this.sent.push(data); }
  close(): void { this.fire('close', {}); }
  addEventListener(type: string, l: (e: { data?: unknown }) => void): void { (this.listeners[type] ??= []).push(l); }
  fire(type: string, e: { data?: unknown }): void { for (const l of this.listeners[type] ?? []) l(e); }
  reply(message: unknown): void { this.fire('message', { data: JSON.stringify(message) }); }
}

describe('API client over a WebSocket', () => {
  it('queues calls until the socket opens, then matches answers by id', async () => {
    const sockets: FakeSocket[] = [];
    const transport = webSocketTransport('ws://x/api?token=t', (u) => { const s = new FakeSocket(u); sockets.push(s); return s; });
    const client = createApiClient(transport);
    const pending = client.api.system.echo({ text: 'a' });
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.fire('open', {});
    const sent = JSON.parse(sockets[0]!.sent[0]!);
    expect(sent).toEqual({ id: 1, method: 'system.echo', args: { text: 'a' } });
    sockets[0]!.reply({ id: 1, ok: true, result: { text: 'a', at: 5 } });
    await expect(pending).resolves.toEqual({ text: 'a', at: 5 });
    transport.close?.();
  });

  it('turns an error answer into an ApiError carrying the typed error', async () => {
    const sockets: FakeSocket[] = [];
    const client = createApiClient(webSocketTransport('ws://x', (u) => { const s = new FakeSocket(u); sockets.push(s); return s; }));
    sockets[0]!.fire('open', {});
    const call = client.api.settings.set({ theme: 'dark' });
    sockets[0]!.reply({ id: 1, ok: false, error: { kind: 'validation', message: 'bad', issues: [] } });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).error).toEqual({ kind: 'validation', message: 'bad', issues: [] });
    client.transport.close?.();
  });

  it('delivers events to subscribers of that event only', () => {
    const sockets: FakeSocket[] = [];
    const client = createApiClient(webSocketTransport('ws://x', (u) => { const s = new FakeSocket(u); sockets.push(s); return s; }));
    const got = vi.fn();
    const off = client.on('settings.changed', got);
    sockets[0]!.reply({ event: 'system.notice', payload: { level: 'info', message: 'x' } });
    sockets[0]!.reply({ event: 'settings.changed', payload: { theme: 'dark' } });
    off();
    sockets[0]!.reply({ event: 'settings.changed', payload: { theme: 'light' } });
    expect(got.mock.calls).toEqual([[{ theme: 'dark' }]]);
    client.transport.close?.();
  });

  it('fails pending calls when the connection drops, and reconnects', async () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const transport = webSocketTransport('ws://x', (u) => { const s = new FakeSocket(u); sockets.push(s); return s; });
    sockets[0]!.fire('open', {});
    const call = transport.call('system.info', undefined);
    sockets[0]!.fire('close', {});
    await expect(call).resolves.toMatchObject({ ok: false, error: { kind: 'internal' } });
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    transport.close?.();
    vi.useRealTimers();
  });

  it('reconnects after a drop with growing delays, says closed after a few failures, and tells listeners once it is back', async () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const transport = webSocketTransport('ws://x', (u) => { const s = new FakeSocket(u); sockets.push(s); return s; });
    const states: string[] = [];
    transport.onState!((s) => states.push(s));
    const reconnected = vi.fn();
    transport.onReconnect!(reconnected);
    sockets[0]!.fire('open', {});
    expect(reconnected).not.toHaveBeenCalled();
    sockets[0]!.fire('close', {});
    // The host is gone: each attempt fails, and the next waits longer.
    const waits: number[] = [];
    const after: string[] = [states.at(-1)!];
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) { vi.advanceTimersByTime(100); waited += 100; }
      waits.push(waited);
      sockets.at(-1)!.fire('close', {});
      after.push(states.at(-1)!);
    }
    expect(waits).toEqual(RECONNECT_DELAYS_MS.slice(0, 6).map(Number));
    expect(states.slice(0, 3)).toEqual(['connecting', 'open', 'connecting']);
    // The state after each failure: connecting until the fourth failure in a row, closed from then on.
    expect(after).toEqual(Array.from({ length: 7 }, (_, i) => (i + 1 >= ATTEMPTS_BEFORE_CLOSED ? 'closed' : 'connecting')));
    // It keeps trying at the longest delay, and once the host answers again the listeners hear of it.
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS.at(-1)!);
    sockets.at(-1)!.fire('open', {});
    expect(states.at(-1)).toBe('open');
    expect(reconnected).toHaveBeenCalledTimes(1);
    // A queued call goes out on the new socket; closing stops the retries.
    void transport.call('system.info', undefined);
    expect(JSON.parse(sockets.at(-1)!.sent[0]!)).toMatchObject({ method: 'system.info' });
    transport.close?.();
    const count = sockets.length;
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(count);
    vi.useRealTimers();
  });

  it('times out a call that is never answered', async () => {
    vi.useFakeTimers();
    const transport = webSocketTransport('ws://x', (u) => new FakeSocket(u), 500);
    const call = transport.call('system.info', undefined);
    vi.advanceTimersByTime(501);
    await expect(call).resolves.toMatchObject({ ok: false, error: { kind: 'internal', message: 'system.info did not answer in time.' } });
    transport.close?.();
    vi.useRealTimers();
  });

  it('sends plain data, not reactive proxies', async () => {
    const calls: unknown[] = [];
    const client = createApiClient({ kind: 'web', call: async (_m, a) => { calls.push(a); return { ok: true, result: { text: 'x', at: 1 } }; }, onEvent: () => () => {} });
    const proxied = new Proxy({ text: 'x' }, {});
    await client.api.system.echo(proxied);
    expect(Object.getPrototypeOf(calls[0])).toBe(Object.prototype);
    expect(calls[0]).not.toBe(proxied);
  });
});

describe('transport choice at start-up', () => {
  it('uses the preload bridge inside Electron', async () => {
    const echo = vi.fn(async (): Promise<CallResult> => ({ ok: true, result: { text: 'b', at: 2 } }));
    const bridge = { system: { info: vi.fn(), health: vi.fn(), echo }, settings: { get: vi.fn(), set: vi.fn(), reset: vi.fn() }, onEvent: () => () => {} } as unknown as SkirmishBridge;
    const transport = pickTransport({ skirmish: bridge } as never);
    expect(transport.kind).toBe('electron');
    await expect(createApiClient(transport).api.system.echo({ text: 'b' })).resolves.toEqual({ text: 'b', at: 2 });
    expect(echo).toHaveBeenCalledWith({ text: 'b' });
    await expect(electronTransport(bridge).call('system.nope', {})).resolves.toMatchObject({ ok: false, error: { kind: 'unknown_method' } });
  });

  it('reads the browser host token from the fragment once, keeps it for reloads and removes it from the address', () => {
    window.history.replaceState(null, '', '/#token=abc123');
    const transport = pickTransport(Object.assign(Object.create(window), { location: window.location, history: window.history, sessionStorage: window.sessionStorage }) as never);
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.getItem('skirmish.token')).toBe('abc123');
    expect(window.location.href).not.toContain('abc123');
    transport.close?.();
  });
});
