// @vitest-environment happy-dom
// Back after a dropped connection, the app reads again what it shows: the system store its info and health, and the
// match store the match on screen (events sent while the socket was down were never heard).
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { SeatView } from '@shared/contract';
import type { ApiClient, ConnectionState } from '@renderer/api/client';
import { useMatchStore } from '@renderer/stores/match';
import { useSystemStore } from '@renderer/stores/system';

function fakeClient() {
  let actionCount = 0;
  const calls: string[] = [];
  const reconnect = new Set<() => void>();
  const state = new Set<(s: ConnectionState) => void>();
  // A small test game: the store reads none of the game's own view, so its seat view is cast to the contract's.
  const seatView = (): SeatView => ({
    match: { id: 'm1', gameId: 'tricks', seats: [{ kind: 'ai', name: 'Bot', difficulty: 'easy' }, { kind: 'human', name: 'Ada' }], options: {}, status: 'active', actionCount, winners: null, createdAt: 0, updatedAt: 0, finishedAt: null },
    seat: 1, view: { n: actionCount }, pending: [], legal: [], log: [], outcome: null, canUndo: false,
  }) as unknown as SeatView;
  const client = {
    api: {
      system: {
        info: async () => { calls.push('info'); return { app: 'Skirmish', version: '1', host: 'web', dataDir: '/d', node: '20' }; },
        health: async () => { calls.push('health'); return { ok: true, uptimeMs: 1, checks: [], storage: null, aiFallbacks: 0 }; },
      },
      match: {
        games: async () => [],
        open: async (args: { matchId: string; seat?: number }) => { calls.push(`open ${JSON.stringify(args)}`); return seatView(); },
      },
    },
    on: () => () => undefined,
    transport: {
      kind: 'web',
      onState: (l: (s: ConnectionState) => void) => { state.add(l); l('open'); return () => state.delete(l); },
      onReconnect: (l: () => void) => { reconnect.add(l); return () => reconnect.delete(l); },
    },
  } as unknown as ApiClient;
  return {
    client, calls,
    /** The host moved on while the socket was down, then the socket came back. */
    dropAndReturn(movedTo: number) {
      for (const l of state) l('connecting');
      actionCount = movedTo;
      for (const l of state) l('open');
      for (const l of reconnect) l();
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => { setActivePinia(createPinia()); });

describe('after a reconnection', () => {
  it('the system store reads info and health again, and the match store re-opens the match on screen', async () => {
    const main = fakeClient();
    const system = useSystemStore();
    await system.load(main.client);
    const match = useMatchStore();
    await match.init(main.client);
    await match.open('m1');
    // Opened without a seat: the main side picks the first human one.
    expect(main.calls).toEqual(['info', 'health', 'open {"matchId":"m1"}']);
    expect(match.current?.seat).toBe(1);
    main.dropAndReturn(4);
    await settle();
    expect(system.reconnects).toBe(1);
    expect(main.calls.slice(3)).toEqual(expect.arrayContaining(['info', 'health', 'open {"matchId":"m1","seat":1}']));
    expect(match.current?.match.actionCount).toBe(4);
  });

  it('with no match on screen, only the system store reads again', async () => {
    const main = fakeClient();
    await useSystemStore().load(main.client);
    await useMatchStore().init(main.client);
    main.dropAndReturn(2);
    await settle();
    expect(main.calls.filter((c) => c.startsWith('open'))).toEqual([]);
    expect(main.calls.filter((c) => c === 'health')).toHaveLength(2);
  });
});
