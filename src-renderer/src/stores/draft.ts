import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AiAdvice } from '@shared/contract';
import type { ApiClient } from '@renderer/api/client';

/** One AI move of the match with what the AI weighed for it (null: not an AI move, or not known in this run of the app). */
export interface MoveAdvice { moveIndex: number; advice: AiAdvice | null }

export const useDraftStore = defineStore('draft', () => {
  /** The match whose AI moves are being followed. */
  const matchId = ref<string | null>(null);
  /** What the AI weighed for each move so far, by move index (only AI moves have advice). */
  const advice = ref<Record<number, AiAdvice>>({});
  /** How many moves have been asked about (moves 0 to checked - 1). */
  const checked = ref(0);
  /** A failure to read the AI's reasons, shown beside the picks. */
  const error = ref<string | null>(null);
  let client: ApiClient | null = null;
  let pending: Promise<void> = Promise.resolve();

  function init(api: ApiClient): void {
    client = api;
  }

  /** Starts following another match (forgets the last one's advice). */
  function follow(id: string): void {
    if (matchId.value === id) return;
    matchId.value = id;
    advice.value = {};
    checked.value = 0;
    error.value = null;
  }

  /** Asks for the reasons of every move up to `actionCount` not asked about yet; calls run one batch at a time. */
  function catchUp(actionCount: number): Promise<void> {
    pending = pending.then(async () => {
      const id = matchId.value;
      if (!client || !id || actionCount <= checked.value) return;
      // An undo can shorten the match: then what was read past its end no longer holds.
      const from = checked.value;
      const indices = Array.from({ length: actionCount - from }, (_, i) => from + i);
      try {
        const answers = await Promise.all(indices.map((moveIndex) => client!.api.ai.why({ matchId: id, moveIndex })));
        if (matchId.value !== id) return;
        const next = { ...advice.value };
        answers.forEach((a, i) => { if (a) next[indices[i]!] = a; });
        advice.value = next;
        checked.value = actionCount;
        error.value = null;
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      }
    });
    return pending;
  }

  /** Forgets advice past a match's new end (after an undo). */
  function truncate(actionCount: number): void {
    if (actionCount >= checked.value) return;
    advice.value = Object.fromEntries(Object.entries(advice.value).filter(([k]) => Number(k) < actionCount));
    checked.value = actionCount;
  }

  return { matchId, advice, checked, error, init, follow, catchUp, truncate };
});
