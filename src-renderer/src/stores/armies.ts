import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ArmyFile, BattleArmy, BattleLevel, BattleReport, SavedArmy, UnitAdvice, ValidationIssue } from '@shared/contract';
import { ApiError, type ApiClient } from '@renderer/api/client';
import { asRuckusSet, draftCost, type RuckusUnit } from '@renderer/components/cards/card-types';

export interface ArmyDraft {
  /** Set once the army is saved: saving again replaces it. */
  id?: string;
  name: string;
  /** 'army': Advanced setup (own guild only); 'draft': Draft setup (any guild in play). */
  kind: 'army' | 'draft';
  guild: string;
  /** Drafted unit ids; the guild's Starting units are implied. */
  units: string[];
}

/** A refusal in words plus the rule engine's issues, as the screen lists them. */
export interface Refusal { message: string; issues: ValidationIssue[] }

export function refusalOf(e: unknown): Refusal {
  if (e instanceof ApiError) return { message: e.error.message, issues: e.error.kind === 'validation' ? e.error.issues : [] };
  return { message: e instanceof Error ? e.message : String(e), issues: [] };
}

export const useArmiesStore = defineStore('armies', () => {
  /** The saved armies, by guild then name. */
  const saved = ref<SavedArmy[]>([]);
  /** Every Ruckus unit of the built-in card set. */
  const units = ref<RuckusUnit[]>([]);
  /** The army being edited. */
  const draft = ref<ArmyDraft>({ name: 'New army', kind: 'army', guild: 'fighters', units: [] });
  /** The rules' verdict on the draft, from the deck service; null before the first check. */
  const verdict = ref<{ ok: boolean; points: number; issues: ValidationIssue[] } | null>(null);
  /** The last refusal or failure, shown above the builder. */
  const refusal = ref<Refusal | null>(null);
  /** A short confirmation of the last thing done. */
  const notice = ref<string | null>(null);
  /** The latest "test this army" battle: its standing as the progress events report it. */
  const battle = ref<BattleReport | null>(null);
  /** A refusal of the battle (an illegal army, one guild twice), shown beside its controls. */
  const battleError = ref<Refusal | null>(null);
  /** The draft coach's advice on the units the army could take next, best first; null before the first answer. */
  const coach = ref<UnitAdvice[] | null>(null);
  const coachError = ref<string | null>(null);
  /** What the coach rates for: the number of players, and Child Friendly (skills do not count). */
  const coachFor = ref<{ players: number; child: boolean }>({ players: 2, child: false });
  let client: ApiClient | null = null;
  /** Answers to older checks are dropped, so a slow answer never overwrites a newer one. */
  let checkSeq = 0;
  let coachSeq = 0;
  /** Progress that arrived before `run` answered with its id. */
  const early = new Map<string, BattleReport>();
  let unsubscribe: (() => void) | null = null;

  const byId = computed(() => new Map(units.value.map((u) => [u.id, u])));
  const starting = computed(() => units.value.filter((u) => u.guild === draft.value.guild && u.level === 'S'));
  const drafted = computed(() => draft.value.units.flatMap((id) => byId.value.get(id) ?? []));
  /** Counted here at once so the counter never waits for the main side; the check confirms it. */
  const points = computed(() => drafted.value.reduce((s, u) => s + draftCost(u), 0));

  function fail(e: unknown): void {
    refusal.value = refusalOf(e);
    notice.value = null;
  }

  async function init(api: ApiClient): Promise<void> {
    client = api;
    unsubscribe?.();
    unsubscribe = api.on('battle.progress', (r) => {
      if (battle.value?.runId === r.runId) {
        // A final report always wins; a late progress tick never overwrites it.
        if (battle.value.status === 'running') battle.value = r;
      } else early.set(r.runId, r);
    });
    const set = asRuckusSet((await api.api.cardSets.builtIn({ gameId: 'ruckus' })).content);
    units.value = set?.units ?? [];
    await refresh();
    await check();
  }

  async function refresh(): Promise<void> {
    saved.value = await client!.api.decks.list({});
  }

  async function check(): Promise<void> {
    if (!client) return;
    const seq = ++checkSeq;
    const d = draft.value;
    try {
      const answer = await client.api.decks.check({ kind: d.kind, name: d.name.trim() || 'Unnamed', guild: d.guild, units: [...d.units] });
      if (seq === checkSeq) verdict.value = answer;
    } catch (e) {
      if (seq === checkSeq) fail(e);
    }
  }

  function startNew(guild = draft.value.guild): void {
    draft.value = { name: 'New army', kind: 'army', guild, units: [] };
    refusal.value = null;
    notice.value = null;
  }

  function edit(army: SavedArmy): void {
    draft.value = { id: army.id, name: army.name, kind: army.kind, guild: army.guild, units: [...army.units] };
    refusal.value = null;
    notice.value = null;
  }

  /** Changes the guild; an Advanced army drafts from its own guild only, so the other guild's units leave it (and the player is told). */
  function setGuild(guild: string): void {
    const d = draft.value;
    if (guild === d.guild) return;
    const dropped = d.kind === 'army' ? drafted.value.filter((u) => u.guild !== guild) : [];
    d.guild = guild;
    if (dropped.length) {
      d.units = d.units.filter((id) => !dropped.some((u) => u.id === id));
      notice.value = `Removed ${dropped.map((u) => u.name).join(', ')}: an Advanced army drafts from its own guild only.`;
    }
  }

  function addUnit(id: string): void {
    if (!draft.value.units.includes(id)) draft.value.units.push(id);
  }

  function removeUnit(id: string): void {
    draft.value.units = draft.value.units.filter((u) => u !== id);
  }

  /** Saves the draft; an illegal army is refused by the main side with its reasons. */
  async function save(): Promise<boolean> {
    const d = draft.value;
    try {
      const stored = await client!.api.decks.save({ ...(d.id ? { id: d.id } : {}), kind: d.kind, name: d.name, guild: d.guild, units: [...d.units] });
      draft.value = { ...d, id: stored.id, name: stored.name };
      refusal.value = null;
      notice.value = `Saved “${stored.name}”.`;
      await refresh();
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  }

  async function rename(army: SavedArmy, name: string): Promise<boolean> {
    try {
      const stored = await client!.api.decks.save({ id: army.id, kind: army.kind, name, guild: army.guild, units: [...army.units], notes: army.notes });
      if (draft.value.id === army.id) draft.value.name = stored.name;
      notice.value = `Renamed to “${stored.name}”.`;
      refusal.value = null;
      await refresh();
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  }

  async function duplicate(army: SavedArmy, name: string): Promise<void> {
    try {
      const copy = await client!.api.decks.duplicate({ id: army.id, name });
      notice.value = `Copied as “${copy.name}”.`;
      refusal.value = null;
      await refresh();
    } catch (e) {
      fail(e);
    }
  }

  async function remove(army: SavedArmy): Promise<void> {
    try {
      await client!.api.decks.delete({ id: army.id });
      if (draft.value.id === army.id) startNew(army.guild);
      notice.value = `Deleted “${army.name}”.`;
      await refresh();
    } catch (e) {
      fail(e);
    }
  }

  async function exportFile(army: SavedArmy): Promise<ArmyFile | null> {
    try {
      return await client!.api.decks.export({ id: army.id });
    } catch (e) {
      fail(e);
      return null;
    }
  }

  /** Reads an army file's text; a file that is not JSON is refused here, anything else by the deck service. */
  async function importText(text: string): Promise<boolean> {
    let file: unknown;
    try {
      file = JSON.parse(text);
    } catch {
      refusal.value = { message: 'This file is not JSON, so it cannot be an army file.', issues: [] };
      return false;
    }
    try {
      const stored = await client!.api.decks.import({ file });
      notice.value = `Imported “${stored.name}”.`;
      refusal.value = null;
      await refresh();
      edit(stored);
      notice.value = `Imported “${stored.name}”.`;
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  }

  /** Starts "test this army": `games` AI-versus-AI games of the army being edited against `opponent`. */
  async function runBattle(opponent: BattleArmy, games: number, level: BattleLevel): Promise<boolean> {
    const d = draft.value;
    battleError.value = null;
    try {
      const started = await client!.api.battle.run({ army: { kind: 'units', guild: d.guild, units: [...d.units], name: d.name.trim() || 'Unsaved army' }, opponent, games, level });
      const seen = early.get(started.runId);
      early.clear();
      battle.value = seen && (seen.status !== 'running' || seen.played > started.played) ? seen : started;
      return true;
    } catch (e) {
      battleError.value = refusalOf(e);
      return false;
    }
  }

  async function cancelBattle(): Promise<void> {
    const b = battle.value;
    if (!b || b.status !== 'running') return;
    try {
      await client!.api.battle.cancel({ runId: b.runId });
    } catch (e) {
      battleError.value = refusalOf(e);
    }
  }

  /** Asks the draft coach about the units the army could take next (its own guild, or every guild for a Draft army). */
  async function refreshCoach(): Promise<void> {
    if (!client) return;
    const seq = ++coachSeq;
    const d = draft.value;
    const picked = d.units.filter((id) => byId.value.get(id)?.level !== 'S');
    const candidates = d.kind === 'draft' ? units.value.filter((u) => u.level !== 'S' && !picked.includes(u.id)).map((u) => u.id) : undefined;
    try {
      const { players, child } = coachFor.value;
      const advice = await client.api.battle.coach({ guild: d.guild, picked, ...(candidates ? { candidates } : {}), players, child });
      if (seq === coachSeq) { coach.value = advice; coachError.value = null; }
    } catch (e) {
      if (seq === coachSeq) { coach.value = []; coachError.value = refusalOf(e).message; }
    }
  }

  return { battle, battleError, coach, coachError, coachFor, runBattle, cancelBattle, refreshCoach, saved, units, draft, verdict, refusal, notice, byId, starting, drafted, points, init, refresh, check, startNew, edit, setGuild, addUnit, removeUnit, save, rename, duplicate, remove, exportFile, importText };
});
