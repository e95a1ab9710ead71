import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { GameInfo, MatchSummary, NewMatch, SeatView } from '@shared/contract';
import { ApiError, type ApiClient } from '@renderer/api/client';

export const useMatchStore = defineStore('match', () => {
  /** The games the main side offers, with player counts and setup variants. */
  const games = ref<GameInfo[]>([]);
  /** The seat view of the open match, or null. */
  const current = ref<SeatView | null>(null);
  /** An AI seat thinking in the open match: which seat and for how long. */
  const thinking = ref<{ seat: number; elapsedMs: number } | null>(null);
  /** The last refusal (an illegal move, a storage problem), shown beside the table. */
  const error = ref<string | null>(null);
  /** Whether an action is on its way to the main side. */
  const busy = ref(false);
  let client: ApiClient | null = null;
  let unsubscribe: (() => void)[] = [];

  function message(e: unknown): string {
    return e instanceof ApiError ? e.error.message : String(e);
  }

  /** Connects the store to the API and follows match events. */
  async function init(api: ApiClient): Promise<void> {
    client = api;
    for (const off of unsubscribe) off();
    unsubscribe = [
      api.on('match.updated', (e) => {
        if (current.value && e.matchId === current.value.match.id && e.actionCount !== current.value.match.actionCount) void refresh();
      }),
      api.on('match.thinking', (e) => {
        if (current.value?.match.id !== e.matchId) return;
        thinking.value = e.done ? null : { seat: e.seat, elapsedMs: e.elapsedMs };
      }),
    ];
    if (games.value.length === 0) games.value = await api.api.match.games();
  }

  async function create(input: NewMatch): Promise<MatchSummary | null> {
    try {
      error.value = null;
      return await client!.api.match.create(input);
    } catch (e) {
      error.value = message(e);
      return null;
    }
  }

  /** Opens a match as one seat (the first human seat by default). */
  async function open(matchId: string, seat?: number): Promise<void> {
    try {
      error.value = null;
      const first = await client!.api.match.open({ matchId, seat: seat ?? 0 });
      const humanSeat = seat ?? first.match.seats.findIndex((s) => s.kind === 'human');
      current.value = humanSeat >= 0 && humanSeat !== first.seat ? await client!.api.match.open({ matchId, seat: humanSeat }) : first;
    } catch (e) {
      error.value = message(e);
      current.value = null;
    }
  }

  async function refresh(): Promise<void> {
    if (current.value) await open(current.value.match.id, current.value.seat);
  }

  /** Plays one of the seat's legal actions. */
  async function act(action: unknown): Promise<boolean> {
    const view = current.value;
    if (!view || busy.value) return false;
    busy.value = true;
    try {
      current.value = await client!.api.match.act({ matchId: view.match.id, seat: view.seat, action, expectedActionCount: view.match.actionCount });
      error.value = null;
      return true;
    } catch (e) {
      error.value = message(e);
      await refresh();
      return false;
    } finally {
      busy.value = false;
    }
  }

  async function undo(): Promise<void> {
    const view = current.value;
    if (!view) return;
    try {
      current.value = await client!.api.match.undo({ matchId: view.match.id, seat: view.seat });
      error.value = null;
    } catch (e) {
      error.value = message(e);
    }
  }

  async function resign(): Promise<void> {
    const view = current.value;
    if (!view) return;
    try {
      await client!.api.match.resign({ matchId: view.match.id, seat: view.seat });
      await refresh();
    } catch (e) {
      error.value = message(e);
    }
  }

  function close(): void {
    current.value = null;
    thinking.value = null;
  }

  return { games, current, thinking, error, busy, init, create, open, refresh, act, undo, resign, close };
});
