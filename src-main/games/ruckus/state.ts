// The Ruckus game state: plain JSON data, compact so that clone is cheap. Card instance ids are the
// card set's ids ('F07', 'K3', 'V2', 'P11'): each physical card exists once.
import type { RngState } from '@main/engine/rng';
import type { CardSet, Guild, KickerCard, UnitCard, VictoryCard, VpToken } from '@shared/games/ruckus/cards';
import { defaultCardSet } from './card-set';
import { hashState } from '@main/engine/hash';
// Types the views share with the renderer are declared once, in src-shared.
import type { Hit, Phase, Prompt, PromptKind, RuckusTableCommon, Sidelined } from '@shared/games/ruckus-view';
export type { Hit, Phase, Prompt, PromptKind, Sidelined };

/** A unit on the battlefield as the state keeps it (a view names its flags: game.ts unitView). */
export interface Unit {
  id: string;
  /** 0 = 1st row. */
  row: number;
  /** Damage markers on its hearts. */
  dmg: number;
  /** F bits. */
  f: number;
  owner: number;
  addOns: string[];
  attached: string[];
}

export type SetupKind = 'basic' | 'advanced' | 'draft' | 'pure';

export interface RuckusOptions {
  players: number;
  /** Army building: basic (starred units), advanced (12 draft points), draft (shared pick), pure (advanced + own upgrade deck). */
  setup?: SetupKind;
  /** Child Friendly: every skill ignored, reactive ones included. */
  child?: boolean;
  /** Child Friendly's further simplification: no Upgrade Phase. */
  noUpgrades?: boolean;
  /** Speed Enhanced: every skill, passive and reactive included, needs an action marker from an activation. */
  speed?: boolean;
  /** Guild of each seat; random when absent. */
  guilds?: Guild[];
  /**
   * Armies built beforehand (saved armies), one entry per seat: the guild and its drafted Level 1/2 units within 12 draft
   * points (Starting units implied); null for a seat that builds the setup's own way. Basic, Advanced and Pure Guild only.
   */
  armies?: ({ guild: Guild; units: string[] } | null)[];
  /** A simulation's combat-round limit (never set in real games). */
  maxRounds?: number;
  /** Draft Gameplay Tournament: how each 1-on-1 game builds armies ('draft', or 'basic' / 'advanced' per the rulebook's note). */
  tournamentSetup?: 'draft' | 'basic' | 'advanced';
  /** A user card set replacing the default one (validated by checkCardSet first). */
  cardSet?: CardSet;
}

/** Unit flags (bits of `Unit.f`) kept on a unit while it is on the battlefield; a view names them (UnitFlags). */
export const F = {
  /** An action marker is socketed in the skill activation box. */
  MARKER: 1,
  ZOMBIE: 2,
  DEFEATED: 4,
  /** Deals no melee damage for the rest of the combat round (Gozer, Saboteur). */
  NO_MELEE: 8,
  /** Cannot attack during the next Declaration Phase (Poison Pete). */
  NO_ATTACK: 16,
  /** Cleaver's active skill waits for his next attack. */
  ARMED: 32,
  /** This recruit card has recruited since it came into play. */
  RECRUITED: 64,
  /** Bullet Proof attached here has already prevented damage this round. */
  BP_USED: 128,
  /** Recruited by Bandit: returns to its owner at the start of the next Activation Phase. */
  LOAN: 256,
  /** Speed Enhanced: the reactive skill behind the socketed marker has been used. */
  SPENT: 512,
} as const;

export interface Player {
  guild: Guild;
  /**
   * Units everyone knows to be in this player's cards: a Basic army, the Starting units, drafted units (Advanced and
   * Pure Guild picks and saved armies' picks stay secret). The AI's guesses deal these to this player first.
   */
  known: string[];
  /** Top of the draw pile is the last element. */
  draw: string[];
  /** The top card of the draw pile is face up (Bandit's reveal) and public. */
  topShown: boolean;
  hand: string[];
  /** The hand holds cards held back from the previous formation: all of them go at the end of this one. */
  held: boolean;
  /** Top of the discard pile is the last element. */
  discard: string[];
  army: Unit[];
  /** Formation confirmed, recruiting finished, or army building finished, by phase. */
  done: boolean;
  /** Victory cards played next to the formation (Cupid, Take That, Scavenge). */
  beside: string[];
  sidelined: Sidelined[];
  /** Victory cards won (the cards themselves live in the deck zones). */
  won: string[];
  /** Face-down VP tokens (hidden from the others). */
  tokens: string[];
  /** Add-on tokens already played: face up, 1 VP each at the end. */
  used: string[];
  /** Units removed from the game by upgrading. */
  removed: string[];
  /** Skill damage to add at the next Declaration. */
  bonus: number;
  /** Pure Guild: this player's own Upgrade deck (top = last). */
  upgrades: string[];
  /** Draft points left while building an army. */
  points: number;
  /** Takes part in the current combat round (all players, except in a sudden-death round). */
  inRound: boolean;
  /** Activations left on this player's current Activation turn. */
  acts: number;
}





export interface RuckusState extends RuckusTableCommon {
  rng: RngState;
  /** Victory cards out of play (face down, unused). */
  victoryOut: string[];
  upgrade: string[];
  kickers: string[];
  kickerDiscard: string[];
  tokenPool: string[];
  /** Cards out of the game from the start (unused guilds, Pure Guild leftovers). */
  boxed: string[];
  /** Draft: the non-Starting units laid out face up. */
  draftPool: string[];
  /** Seats that have stopped drafting. */
  p: Player[];
  hits: Hit[];
  prompts: Prompt[];
  /** Totals declared at the last Declaration Phase, by seat (-1: not in the fight). */
  declared: number[];
  /**
   * The parts of those totals, by seat, for the table's previews (the units that made them may fall before the totals are
   * dealt). Part of the state (a logged and an unlogged game stay the same state); replaced whole at each Declaration,
   * never edited. Unset before the first Declaration and in the states the AI guesses from a view.
   */
  declaredParts?: DeclaredPart[][];
  /** Round winners, by round, -1 for none (stalemate or mutual destruction). */
  results: number[];
  /** Sudden death for the tied players has begun. */
  suddenDeath: boolean;
  winner: number;
  endReason: string;
  truncated: boolean;
  /** The Draft picks in order: who took which unit (laid out face up, so public). */
  picks: DraftPick[];
}

/** One part of a declared total (stats.ts TotalWhy). */
export interface DeclaredPart { amount: number; source: string; part: 'melee' | 'ranged' | 'row-bonus' | 'beside' | 'skill' }

export type CardKind = 'unit' | 'kicker' | 'victory' | 'token';

/** Lookup tables for one card set, built once and shared by every state that uses it. */
export interface Table {
  set: CardSet;
  key: string;
  unit: Record<string, UnitCard>;
  kicker: Record<string, KickerCard>;
  victory: Record<string, VictoryCard>;
  token: Record<string, VpToken>;
  kind: Record<string, CardKind>;
  all: string[];
  byName: Record<string, string>;
}

function buildTable(set: CardSet, key: string): Table {
  const t: Table = { set, key, unit: {}, kicker: {}, victory: {}, token: {}, kind: {}, all: [], byName: {} };
  for (const u of set.units) { t.unit[u.id] = u; t.kind[u.id] = 'unit'; t.all.push(u.id); t.byName[u.name] = u.id; }
  for (const k of set.kickers) { t.kicker[k.id] = k; t.kind[k.id] = 'kicker'; t.all.push(k.id); t.byName[k.name] = k.id; }
  for (const v of set.victory) { t.victory[v.id] = v; t.kind[v.id] = 'victory'; t.all.push(v.id); t.byName[v.name] = v.id; }
  for (const tk of set.tokens) { t.token[tk.id] = tk; t.kind[tk.id] = 'token'; t.all.push(tk.id); }
  return t;
}

const tables = new Map<string, Table>([['default', buildTable(defaultCardSet, 'default')]]);

/** The table of a state's card set. A user set is registered by its content hash when a game is set up with it. */
export function tableFor(key: string): Table {
  const t = tables.get(key);
  if (!t) throw new Error(`Ruckus card set '${key}' is not loaded in this process`);
  return t;
}

export function registerCardSet(set: CardSet): string {
  if (set === defaultCardSet) return 'default';
  const key = `set-${hashState(set)}`;
  if (!tables.has(key)) tables.set(key, buildTable(set, key));
  return key;
}

export const ROW_CAP = [3, 2, 1] as const;

/** One pick of the Draft. */
export interface DraftPick { readonly seat: number; readonly card: string }
