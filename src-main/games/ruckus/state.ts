// The Ruckus game state: plain JSON data, compact so that clone is cheap. Card instance ids are the
// card set's ids ('F07', 'K3', 'V2', 'P11'): each physical card exists once.
import type { RngState } from '@main/engine/rng';
import type { FieldNames } from '@main/engine/storage';
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
  damage: number;
  /** Flags, as bits of F (a view names each flag). */
  flags: number;
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

/** Unit flags (bits of `Unit.flags`) kept on a unit while it is on the battlefield; a view names them (UnitFlags). */
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
  /** The players by seat. */
  seats: Player[];
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

/**
 * The lookup tables of one card set, built once by the game made from that set (makeRuckusGame) and read by its rules,
 * previews and AI; nothing keeps them by key, so a state's cards come from the game that plays it.
 */
export interface Cards {
  readonly set: CardSet;
  /** The key a state of this set carries ('default', or 'set-<hash>' of a user set's content). */
  readonly key: string;
  readonly unit: Readonly<Record<string, UnitCard>>;
  readonly kicker: Readonly<Record<string, KickerCard>>;
  readonly victory: Readonly<Record<string, VictoryCard>>;
  readonly token: Readonly<Record<string, VpToken>>;
  readonly kind: Readonly<Record<string, CardKind>>;
  readonly all: readonly string[];
  readonly byName: Readonly<Record<string, string>>;
}

/** The key of a validated card set: 'default' for the project's own set object, else a hash of the set. */
export function cardSetKey(set: CardSet): string {
  return set === defaultCardSet ? 'default' : `set-${hashState(set)}`;
}

/** The lookup tables of a validated card set. */
export function buildCards(set: CardSet): Cards {
  const unit: Record<string, UnitCard> = {}, kicker: Record<string, KickerCard> = {}, victory: Record<string, VictoryCard> = {};
  const token: Record<string, VpToken> = {}, kind: Record<string, CardKind> = {}, byName: Record<string, string> = {};
  const all: string[] = [];
  for (const card of set.units) { unit[card.id] = card; kind[card.id] = 'unit'; all.push(card.id); byName[card.name] = card.id; }
  for (const card of set.kickers) { kicker[card.id] = card; kind[card.id] = 'kicker'; all.push(card.id); byName[card.name] = card.id; }
  for (const card of set.victory) { victory[card.id] = card; kind[card.id] = 'victory'; all.push(card.id); byName[card.name] = card.id; }
  for (const card of set.tokens) { token[card.id] = card; kind[card.id] = 'token'; all.push(card.id); }
  return { set, key: cardSetKey(set), unit, kicker, victory, token, kind, all, byName };
}

export const ROW_CAP = [3, 2, 1] as const;

/** One pick of the Draft. */
export interface DraftPick { readonly seat: number; readonly card: string }

/**
 * Saved matches keep these fields under the names they were first saved with (engine/storage.ts): their stored states
 * and per-action hashes stay valid.
 */
export const RUCKUS_STORED_NAMES: FieldNames = {
  names: { seats: 'p' },
  inside: { seats: { inside: { army: { names: { damage: 'dmg', flags: 'f' } } } } },
};
