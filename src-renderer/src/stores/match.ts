import type { Message } from '@shared/games/words';
import { defineStore } from 'pinia';
import { markRaw, nextTick, ref, shallowRef } from 'vue';
import type { GameAction, GameInfo, MatchSummary, NewMatch, SeatView } from '@shared/contract';
import { ApiError, type ApiClient } from '@renderer/api/client';
import { useSettingsStore } from '@renderer/stores/settings';
import { useSystemStore } from '@renderer/stores/system';
import { errorWords } from '@renderer/words/log';

/** One action of another seat (an AI's, or another window's), shown on its own before the next one. */
export interface MatchStep {
  /** Counts up with every step shown, so a table can start its highlight again. */
  seq: number;
  /** The match's action count once this action is played (its index + 1). */
  actionCount: number;
  /** The seat that played it, when the main side said so. */
  player: number | null;
  /** The action in plain words (or, when the main side did not describe it, the log lines it added). */
  text: string;
  /** The action as a message of its game's catalogue, when the main side sent one (told with the players' names). */
  words?: Message;
  /** The move was one the open seat could not see (a card placed behind the screen): `text` only says it was made. */
  hidden?: boolean;
  /** The kind of decision it answered (the game's key, as in `pending`), when known. */
  kind?: string;
  /** The log lines the action added. */
  log: { text: string; cites?: string }[];
  /** The seat view just before the action, so a table can mark the cards it moved. */
  before: SeatView;
}

/** Words for moves the main side did not describe and that added no log line: "made a move", "made 3 moves". */
const movesMade = (n: number): string => (n <= 1 ? 'made a move' : `made ${n} moves`);

/** At most this many steps of other seats are kept for the "since your last move" list. */
const STEPS_KEPT = 30;

/** The least time one AI action stays on screen before the next appears: the settings' least delay scaled by the pace. */
export function stepDelayMs(s: { minAiDelayMs: number; aiPace: 'slow' | 'normal' | 'fast' }): number {
  return Math.round(s.minAiDelayMs * { slow: 2, normal: 1, fast: 0.5 }[s.aiPace]);
}

export const useMatchStore = defineStore('match', () => {
  const settings = useSettingsStore();
  /** The games the main side offers, with player counts and setup variants. */
  const games = ref<GameInfo[]>([]);
  /**
   * The seat view on screen, or null. Replaced whole on every change and never edited, so it is held shallowly:
   * drawing the table then tracks no per-card reactive dependencies.
   */
  const current = shallowRef<SeatView | null>(null);
  /** An AI seat thinking in the open match: which seat, for how long and how many positions it has searched. */
  const thinking = ref<{ seat: number; elapsedMs: number; iterations: number } | null>(null);
  /** The other seat's action on screen now (null after the open seat's own action or a fresh open). */
  const step = shallowRef<MatchStep | null>(null);
  /** Other seats' actions since the open seat last acted, oldest first: what the AI did on its turn. */
  const steps = shallowRef<MatchStep[]>([]);
  /** The last refusal (an illegal move, a storage problem), shown beside the table. */
  const error = ref<string | null>(null);
  /** Whether an action is on its way to the main side. */
  const busy = ref(false);
  /** The game of the match opened last (the Rules page opens on it). */
  const lastGameId = ref<string | null>(null);
  let client: ApiClient | null = null;
  let unsubscribe: (() => void)[] = [];
  /** The newest action count the main side has announced for the open match. */
  let announced = -1;
  let pumping = false;
  let stepSeq = 0;
  let lastStepShownAt = 0;

  /** A refusal in the players' words (a rules engine's by its message, with the seats' names). */
  function message(e: unknown): string {
    return e instanceof ApiError ? errorWords(e.error, current.value?.match.seats.map((s) => s.name) ?? []) : String(e);
  }

  const show = (v: SeatView | null): void => { current.value = v ? markRaw(v) : null; };

  /** Connects the store to the API and follows match events. */
  async function init(api: ApiClient): Promise<void> {
    client = api;
    for (const off of unsubscribe) off();
    unsubscribe = [
      api.on('match.updated', (e) => {
        const v = current.value;
        if (!v || e.matchId !== v.match.id) return;
        // Taken back elsewhere (undo in another window): show the position as it is now.
        if (e.actionCount < v.match.actionCount) { if (!busy.value) void refresh(); return; }
        announced = Math.max(announced, e.actionCount);
        void pump();
      }),
      api.on('match.thinking', (e) => {
        if (current.value?.match.id !== e.matchId) return;
        thinking.value = e.done ? null : { seat: e.seat, elapsedMs: e.elapsedMs, iterations: e.iterations };
      }),
      // Back after a dropped connection: events were missed, so the match on screen is read again.
      useSystemStore().onReconnect(() => { if (current.value && !busy.value) void refresh(); }),
    ];
    if (games.value.length === 0) games.value = await api.api.match.games();
  }

  const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

  /**
   * Shows the actions announced since the view on screen one at a time, in order: each stays at least the pace's
   * delay before the next. With a pace of 0 the newest position is shown at once (its steps still reported).
   */
  async function pump(): Promise<void> {
    if (pumping || !client) return;
    pumping = true;
    try {
      for (;;) {
        const v = current.value;
        // While the seat's own action is on its way, its answer brings the newest position; act() pumps after it.
        if (!v || busy.value || announced <= v.match.actionCount) return;
        const next = v.match.actionCount + 1;
        const pace = stepDelayMs(settings.settings);
        const ref = { matchId: v.match.id, seat: v.seat };
        let said: { player: number; text: string; words?: Message; hidden?: true; kind?: string } | null = null;
        let shown: SeatView;
        if (pace > 0) {
          const at = await client.api.match.replay({ ...ref, at: next }).catch(() => null);
          said = at?.lastAction ?? null;
          const newest = next >= announced || !at ? await client.api.match.open(ref) : null;
          if (newest && newest.match.actionCount <= next) shown = newest;
          else {
            if (newest) announced = Math.max(announced, newest.match.actionCount);
            // A position already passed: nothing to play on it, only to watch.
            shown = { ...at!.seatView, legal: [], canUndo: false };
          }
        } else {
          shown = await client.api.match.open(ref);
        }
        if (current.value !== v) continue; // the seat acted, undid or reopened meanwhile: start from there
        if (shown.match.actionCount <= v.match.actionCount) return;
        const wait = lastStepShownAt + pace - Date.now();
        if (wait > 0 && said?.player !== v.seat) {
          await sleep(wait);
          if (current.value !== v || busy.value) continue;
        }
        const added = shown.log.length > v.log.length ? shown.log.slice(v.log.length) : [];
        // Without the main side's words: the one other seat that was to decide, and the log lines the action added.
        const others = [...new Set(v.pending.map((d) => d.player).filter((p) => p !== v.seat))];
        const told = added.map((l) => l.text).filter(Boolean).join(' ');
        const kind = said?.kind ?? (others.length === 1 ? v.pending.find((d) => d.player === others[0])?.kind : undefined);
        const made: MatchStep = markRaw({
          seq: ++stepSeq, actionCount: shown.match.actionCount, player: said?.player ?? (others.length === 1 ? others[0]! : null),
          text: said?.text ?? (told || movesMade(shown.match.actionCount - v.match.actionCount)), log: added, before: v,
          ...(said?.words ? { words: said.words } : {}),
          ...(said?.hidden ? { hidden: true } : {}),
          ...(kind ? { kind } : {}),
        });
        step.value = made;
        steps.value = [...steps.value, made].slice(-STEPS_KEPT);
        show(shown);
        // The step's time on screen counts from when the table shows it: a slow render of one step does not shorten the next.
        await nextTick();
        lastStepShownAt = Date.now();
      }
    } catch (e) {
      error.value = message(e);
    } finally {
      pumping = false;
    }
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
      // Another match: nothing of the last one's (its AI thinking, its steps) may show on this one.
      if (current.value && current.value.match.id !== matchId) { thinking.value = null; step.value = null; steps.value = []; }
      // Without a seat the main side opens the first human one.
      show(await client!.api.match.open({ matchId, ...(seat === undefined ? {} : { seat }) }));
      lastGameId.value = current.value?.match.gameId ?? lastGameId.value;
      step.value = null;
      steps.value = [];
      announced = current.value?.match.actionCount ?? -1;
    } catch (e) {
      error.value = message(e);
      show(null);
    }
  }

  async function refresh(): Promise<void> {
    if (current.value) await open(current.value.match.id, current.value.seat);
  }

  /** Plays one of the seat's legal actions. */
  async function act(action: GameAction): Promise<boolean> {
    return actAll([action]);
  }

  /**
   * Plays several of the seat's actions in order (a purchase then its payment) as one busy stretch, so nothing else
   * is sent in between: each must still be legal when its turn comes; the first refusal stops the rest and shows the
   * position as it is. True when all were played.
   */
  async function actAll(actions: readonly GameAction[]): Promise<boolean> {
    if (!current.value || busy.value || actions.length === 0) return false;
    busy.value = true;
    try {
      for (const action of actions) {
        const view = current.value!;
        show(await client!.api.match.act({ matchId: view.match.id, seat: view.seat, action, expectedActionCount: view.match.actionCount }));
        step.value = null;
        steps.value = [];
        error.value = null;
      }
      return true;
    } catch (e) {
      error.value = message(e);
      busy.value = false;
      await refresh();
      return false;
    } finally {
      busy.value = false;
      void pump();
    }
  }

  async function undo(): Promise<void> {
    const view = current.value;
    if (!view) return;
    try {
      show(await client!.api.match.undo({ matchId: view.match.id, seat: view.seat }));
      step.value = null;
      steps.value = [];
      announced = current.value?.match.actionCount ?? -1;
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
    show(null);
    thinking.value = null;
    step.value = null;
    steps.value = [];
    announced = -1;
  }

  return { games, current, thinking, step, steps, error, busy, lastGameId, init, create, open, refresh, act, actAll, undo, resign, close };
});
