import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { GameReview } from '@shared/contract';
import { ApiError, type ApiClient } from '@renderer/api/client';

/** The game review on screen: one seat of one finished match, kept up to date from the main side's progress events. */
export const useReviewStore = defineStore('review', () => {
  /** Which seat of which match is shown. */
  const target = ref<{ matchId: string; seat: number } | null>(null);
  /** The review as far as it has got; null when it was never started. */
  const review = shallowRef<GameReview | null>(null);
  /** Whether the review has been asked for since the target changed (so "never started" is not shown before the answer). */
  const loaded = ref(false);
  /** The last refusal or failure, in the service's words. */
  const error = ref<string | null>(null);
  let client: ApiClient | null = null;
  let unsubscribe: (() => void) | null = null;
  /** Bumped on every target change: an answer for an older target is dropped. */
  let generation = 0;

  function init(api: ApiClient): void {
    client = api;
    unsubscribe?.();
    // Each rated decision is announced; the review itself (with the new move) is read again.
    unsubscribe = api.on('review.progress', (p) => {
      if (target.value && p.matchId === target.value.matchId && p.seat === target.value.seat) void refresh();
    });
  }

  /** Shows the review of another seat or match (reads what exists; starts nothing). */
  async function show(matchId: string, seat: number): Promise<void> {
    if (target.value?.matchId === matchId && target.value.seat === seat && loaded.value) return;
    target.value = { matchId, seat };
    review.value = null;
    loaded.value = false;
    error.value = null;
    generation++;
    await refresh();
  }

  async function call(fn: (api: ApiClient['api'], t: { matchId: string; seat: number }) => Promise<GameReview | null>): Promise<void> {
    const t = target.value;
    if (!client || !t) return;
    const mine = generation;
    try {
      const answer = await fn(client.api, t);
      if (mine !== generation) return;
      // Events and answers can cross: never go back to fewer rated decisions while the same review runs on.
      if (!(answer && review.value && answer.status === 'running' && review.value.status === 'running' && answer.done < review.value.done)) review.value = answer;
      loaded.value = true;
      error.value = null;
    } catch (e) {
      if (mine !== generation) return;
      loaded.value = true;
      error.value = e instanceof ApiError ? e.error.message : String(e);
    }
  }

  /** Reads the review again. */
  const refresh = (): Promise<void> => call((api, t) => api.review.get(t));
  /** Starts the review, or goes on with a stopped one. */
  const start = (): Promise<void> => call((api, t) => api.review.start(t));
  /** Stops it; the decisions rated so far stay. */
  const cancel = (): Promise<void> => call((api, t) => api.review.cancel(t));

  /** Stops listening (the screen is left). */
  function dispose(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  return { target, review, loaded, error, init, show, refresh, start, cancel, dispose };
});
