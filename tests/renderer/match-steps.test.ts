// @vitest-environment happy-dom
// The match store shows other seats' actions one at a time, in order, each held for the pace the settings ask
// (positions already passed come from the replay service and offer nothing to play), follows the AI's thinking
// progress, and forgets the steps once the open seat acts. The status line and step list draw them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { watch } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import type { SeatView } from '@shared/contract';
import type { ApiClient } from '@renderer/api/client';
import { stepDelayMs, useMatchStore, type MatchStep } from '@renderer/stores/match';
import { useSettingsStore } from '@renderer/stores/settings';
import MatchStatus from '@renderer/components/MatchStatus.vue';
import StepList from '@renderer/components/StepList.vue';

/** A fake main side: a match whose position after n actions is known, events pushed by the test. */
function fakeMain(total: number) {
  let played = 0;
  const listeners = new Map<string, ((p: unknown) => void)[]>();
  const calls: string[] = [];
  // A small test game: the store reads none of the game's own view, so its seat views are cast to the contract's.
  const seatView = (n: number, legal: unknown[] = [{ type: 'move', at: n }]): SeatView => ({
    match: {
      id: 'm1', gameId: 'tricks', seats: [{ kind: 'human', name: 'Ada' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }],
      options: {}, status: 'active', actionCount: n, winners: null, createdAt: 0, updatedAt: 0, finishedAt: null,
    },
    seat: 0,
    view: { position: n },
    pending: [{ player: 1, kind: 'move' }],
    legal: legal.map((action) => ({ action, text: 'Move' })),
    log: Array.from({ length: n }, (_, i) => ({ text: `line ${i + 1}` })),
    outcome: null,
    canUndo: true,
  }) as unknown as SeatView;
  const client = {
    api: {
      match: {
        games: async () => [],
        open: async () => { calls.push(`open@${played}`); return seatView(played); },
        replay: async ({ at }: { at: number }) => {
          calls.push(`replay ${at}`);
          return { at, total: played, seatView: seatView(at), lastAction: { player: 1, text: `Bot plays move ${at}` } };
        },
        act: async () => { played += 1; calls.push('act'); return seatView(played); },
      },
    },
    on: (event: string, fn: (p: unknown) => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), fn]);
      return () => undefined;
    },
  } as unknown as ApiClient;
  return {
    client,
    calls,
    /** The AI plays `n` actions at once and the main side announces the newest count. */
    aiPlays(n: number): void {
      played = Math.min(total, played + n);
      for (const fn of listeners.get('match.updated') ?? []) fn({ matchId: 'm1', actionCount: played, status: 'active' });
    },
    emit(event: string, payload: unknown): void { for (const fn of listeners.get(event) ?? []) fn(payload); },
  };
}

/** Records each position the store puts on screen, with the time it appeared. */
function watchShown(store: ReturnType<typeof useMatchStore>): { n: number; legal: number; at: number; text: string | null }[] {
  const seen: { n: number; legal: number; at: number; text: string | null }[] = [];
  store.$subscribe(() => {
    const c = store.current;
    if (c && seen.at(-1)?.n !== c.match.actionCount) seen.push({ n: c.match.actionCount, legal: c.legal.length, at: Date.now(), text: store.step?.text ?? null });
  });
  return seen;
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * An open match at a least delay of 80 ms and the given pace, on fake timers: the store's pacing timers and its clock
 * (Date.now) move only when the test moves them. `start` is the fake clock when the test begins.
 */
async function pacedMatch(aiPace: 'slow' | 'normal') {
  vi.useFakeTimers();
  useSettingsStore().settings.minAiDelayMs = 80;
  useSettingsStore().settings.aiPace = aiPace;
  const main = fakeMain(10);
  const store = useMatchStore();
  await store.init(main.client);
  await store.open('m1');
  return { main, store, shown: watchShown(store), start: Date.now() };
}

beforeEach(() => { setActivePinia(createPinia()); });
afterEach(() => { useMatchStore().close(); vi.useRealTimers(); });

describe('AI actions step by step', () => {
  it('scales the least delay by the pace', () => {
    expect(stepDelayMs({ minAiDelayMs: 600, aiPace: 'normal' })).toBe(600);
    expect(stepDelayMs({ minAiDelayMs: 600, aiPace: 'slow' })).toBe(1200);
    expect(stepDelayMs({ minAiDelayMs: 600, aiPace: 'fast' })).toBe(300);
    expect(stepDelayMs({ minAiDelayMs: 0, aiPace: 'slow' })).toBe(0);
  });

  it('shows three actions announced at once one at a time, in order, each held for exactly the pace', async () => {
    const { main, store, shown, start } = await pacedMatch('normal');
    main.aiPlays(3);
    await vi.advanceTimersByTimeAsync(0);
    // The first step shows at once; each later one only once the one before has stayed the pace's 80 ms.
    expect(shown.map((s) => s.n)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(79);
    expect(shown.map((s) => s.n)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.map((s) => s.n)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(79);
    expect(shown.map((s) => s.n)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.map((s) => s.n)).toEqual([1, 2, 3]);
    expect(shown.map((s) => s.at - start)).toEqual([0, 80, 160]);
    // Nothing more was announced: no step follows, however long the screen waits.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown).toHaveLength(3);
    expect(shown.map((s) => s.text)).toEqual(['Bot plays move 1', 'Bot plays move 2', 'Bot plays move 3']);
    // Passed positions offer nothing to play; the newest has the seat's real choices.
    expect(shown.map((s) => s.legal)).toEqual([0, 0, 1]);
    expect(store.steps.map((s) => s.actionCount)).toEqual([1, 2, 3]);
    expect(store.step?.player).toBe(1);
    expect((store.step?.before.view as unknown as { position: number }).position).toBe(2);
    expect(store.step?.log.map((l) => l.text)).toEqual(['line 3']);
  });

  it('holds each step for the pace from when the table has drawn it: a slow render does not shorten the next', async () => {
    const { main, store, shown, start } = await pacedMatch('normal');
    // Drawing each new position takes 50 ms of the clock (a loaded machine).
    const stop = watch(() => store.current, () => { vi.setSystemTime(Date.now() + 50); }, { flush: 'post' });
    main.aiPlays(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.map((s) => s.n)).toEqual([1]);
    // The first step was on screen from 50 ms: the second comes 80 ms after that, not 80 ms after it was set.
    await vi.advanceTimersByTimeAsync(79);
    expect(shown.map((s) => s.n)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.map((s) => s.at - start)).toEqual([0, 130]);
    stop();
  });

  it('a slower pace holds each step longer', async () => {
    const { main, shown, start } = await pacedMatch('slow');
    main.aiPlays(2);
    await vi.advanceTimersByTimeAsync(159);
    expect(shown.map((s) => s.n)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.map((s) => s.at - start)).toEqual([0, 160]);
  });

  it('with no pace shows the newest position at once, its step told by the log lines it added', async () => {
    useSettingsStore().settings.minAiDelayMs = 0;
    const main = fakeMain(10);
    const store = useMatchStore();
    await store.init(main.client);
    await store.open('m1');
    const shown = watchShown(store);
    main.aiPlays(2);
    await until(() => store.current?.match.actionCount === 2);
    expect(shown.map((s) => s.n)).toEqual([2]);
    expect(main.calls.filter((c) => c.startsWith('replay'))).toEqual([]);
    expect(store.step?.text).toBe('line 1 line 2');
    // The seat that was to decide (the only other one) is named as the mover.
    expect(store.step?.player).toBe(1);
  });

  it('the seat\'s own action clears the steps and its own announcement adds none', async () => {
    useSettingsStore().settings.minAiDelayMs = 0;
    const main = fakeMain(10);
    const store = useMatchStore();
    await store.init(main.client);
    await store.open('m1');
    main.aiPlays(1);
    await until(() => store.current?.match.actionCount === 1);
    expect(store.steps).toHaveLength(1);
    expect(await store.act({ type: 'move' } as never)).toBe(true);
    expect(store.current?.match.actionCount).toBe(2);
    expect(store.steps).toEqual([]);
    expect(store.step).toBeNull();
    main.emit('match.updated', { matchId: 'm1', actionCount: 2, status: 'active' });
    await flushPromises();
    expect(store.steps).toEqual([]);
  });

  it('follows the thinking progress events of the open match only', async () => {
    const main = fakeMain(10);
    const store = useMatchStore();
    await store.init(main.client);
    await store.open('m1');
    main.emit('match.thinking', { matchId: 'other', seat: 1, iterations: 5, elapsedMs: 10, done: false });
    expect(store.thinking).toBeNull();
    main.emit('match.thinking', { matchId: 'm1', seat: 1, iterations: 1200, elapsedMs: 850, done: false });
    expect(store.thinking).toEqual({ seat: 1, elapsedMs: 850, iterations: 1200 });
    main.emit('match.thinking', { matchId: 'm1', seat: 1, iterations: 0, elapsedMs: 900, done: true });
    expect(store.thinking).toBeNull();
  });
});

describe('the status line and the step list', () => {
  const step = (seq: number, text: string): MatchStep => ({ seq, actionCount: seq + 4, player: 1, text, log: [], before: null as unknown as SeatView });

  it('says who is thinking with the search progress, else the step on screen with its number', async () => {
    const w = mount(MatchStatus, { props: { thinking: { seat: 1, elapsedMs: 1250, iterations: 3400 }, step: step(1, 'buys a tank'), count: 1, names: ['Ada', 'Bot'] } });
    expect(w.find('[data-testid="thinking"]').text()).toBe('Bot is thinking… 1.3 s · 3,400 positions searched');
    expect(w.find('[data-testid="ai-step"]').exists()).toBe(false);
    await w.setProps({ thinking: null, step: step(2, 'fires at your base'), count: 2 });
    const shown = w.find('[data-testid="ai-step"]');
    expect(shown.text()).toBe('2Bot: fires at your base');
    expect(shown.attributes('role')).toBe('status');
    expect(shown.attributes('data-action')).toBe('6');
  });

  it('lists the steps in order and marks the newest as the current one', () => {
    const w = mount(StepList, { props: { steps: [step(1, 'first'), step(2, 'second'), step(3, 'third')], names: ['Ada', 'Bot'] } });
    const items = w.findAll('li');
    expect(items.map((i) => i.text())).toEqual(['Bot: first', 'Bot: second', 'Bot: third']);
    expect(items.map((i) => i.attributes('aria-current') ?? '')).toEqual(['', '', 'step']);
    expect(mount(StepList, { props: { steps: [], names: [] } }).find('[data-testid="step-list"]').exists()).toBe(false);
  });
});
