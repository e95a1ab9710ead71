// The World of Tanks: Rush state, actions and view: flat arrays of card numbers and small integers, cheap to clone.
import type { PlayerId } from '@main/engine/game';
import type { RngState } from '@main/engine/rng';
import type { FieldNames } from '@main/engine/storage';

/** What the active player (or, for SABOTAGE, the opponents) must decide now. */
export const PLAY = 0, PAY = 1, ABILITY = 2, RESEARCH = 3, REPAIR = 4, ASSAULT = 5, SABOTAGE = 6, ATTACK = 7, MEDALS = 8, OVER = 9;
export const PHASE_NAMES = ['play-card', 'pay', 'card-ability', 'research', 'repair', 'assault-target', 'sabotage-discard', 'attack', 'take-medals', 'over'] as const;

export type EndReason = '' | 'last-base' | 'ninth-medal';

/** The turn's bookkeeping as numbers (a view names them: RushTurnView). */
export interface RushTurnCounts {
  /** Resources paid this turn beyond the costs bought: [general, per nation in NATIONS order (national resources)]. */
  credit: number[];
  fired: number;
  /** Nation index of the attack's medals, or -1. */
  attackNation: number;
  kills: number;
  /** Vehicles destroyed by Assault this turn, per nation of the assault card. */
  assaultKills: number[];
  /** Abilities of the card in play used so far (bit i: the card's ability i). */
  used: number;
  /** What is still owed for the card being bought. */
  owed: number;
  researchN: number;
  repaired: number;
  /** Opponents who still must discard for Sabotage. */
  sabotage: number[];
  /** Nation index of the medal choice under way, or -1. */
  medalNation: number;
  medalCount: number;
}

export interface RushState extends RushTurnCounts {
  /** Card set key (see compiled.ts). */
  set: string;
  players: number;
  /** Seat holding the first player card; it never changes owner. */
  first: number;
  rng: RngState;
  /** Turns finished so far. */
  turns: number;
  /** Simulation turn limit (0 = none: real games have no limit). */
  maxTurns: number;
  current: PlayerId;
  phase: number;
  /** Card zones as strings, one character per card (see zones.ts). Hangars and the vehicle deck: top last. */
  hands: string[];
  hangars: string[];
  depots: string[];
  /** Per seat * basesPer: base card number or -1 once destroyed, defender or -1. */
  bases: number[];
  defenders: number[];
  /** Damage as bits by base slot: of the base, of its defender. */
  baseDamage: number;
  defenderDamage: number;
  deck: string;
  discard: string;
  /** Reserve, first character next to the vehicle deck. */
  reserve: string;
  grave: string;
  /** Medal decks per nation (one-medal and two-medal cards). */
  oneMedalDecks: string[];
  twoMedalDecks: string[];
  /** Achievement indices laid out, and those left in the box. */
  achievements: number[];
  achievementBox: number[];
  // Turn bookkeeping.
  summon: number;
  /** 1 once a purchase has been made this turn: without Summon it is the only one ("to buy one card"). */
  bought: number;
  attackDone: number;
  attackers: string;
  /** Card being played for its abilities (-1 none), and whether it has researched. */
  inPlay: number;
  researched: number;
  /** Reserve card being bought (-1 none). */
  target: number;
  /** 1 while the end of turn waits on a medal choice. */
  ending: number;
  trigger: EndReason;
  truncated: number;
}

// The view and the actions cross to the renderer, so their types live in src-shared (declared once).
export type { RushAction, RushBaseView, RushView } from '@shared/games/rush-view';

export interface RushOptions {
  players: number;
  /** Seat that holds the first player card (default 0). */
  firstPlayer?: number;
  /** Simulations only: stop after this many turns with a truncated outcome. */
  maxTurns?: number;
  /** A card set object (validated) replacing the default set. */
  cardSet?: unknown;
}

/**
 * Saved matches keep these fields under the names they were first saved with (engine/storage.ts): their stored states
 * and per-action hashes stay valid.
 */
export const RUSH_STORED_NAMES: FieldNames = {
  names: {
    current: 'cur', bases: 'base', defenders: 'def', baseDamage: 'baseDmg', defenderDamage: 'defDmg',
    oneMedalDecks: 'ones', twoMedalDecks: 'twos', achievements: 'ach', achievementBox: 'achBox',
  },
};
