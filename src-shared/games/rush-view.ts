// World of Tanks: Rush types that cross the process boundary: the seat view, the actions, the card set content
// and the score breakdown, as the engine (src-main/games/rush) defines them. The engine should import these.

export const RUSH_NATIONS = ['ussr', 'usa', 'germany', 'france'] as const;
export type RushNation = (typeof RUSH_NATIONS)[number];
export const RUSH_CLASSES = ['light', 'medium', 'spg', 'heavy', 'auxiliary'] as const;
export type RushVehicleClass = (typeof RUSH_CLASSES)[number];

export type RushAbility =
  | { kind: 'reinforcement'; n: number }
  | { kind: 'summon' }
  | { kind: 'scouting' }
  | { kind: 'sabotage' }
  | { kind: 'assault' }
  | { kind: 'research'; n: number }
  | { kind: 'repair' }
  | { kind: 'invulnerability' };
export type RushAbilityKind = RushAbility['kind'];
export type RushPassive = 'only-against-bases' | 'only-against-vehicles' | 'national-resources';

export interface RushVehicleCard {
  id: string;
  name: string;
  nation: RushNation;
  class: RushVehicleClass;
  cost: number;
  resources: number;
  strength: number;
  armour: number;
  abilities: RushAbility[];
  passives: RushPassive[];
}

export interface RushBarracksCard {
  id: string;
  name: string;
  /** How many of this card each player starts with. */
  count: number;
  resources: number;
  abilities: RushAbility[];
}

export interface RushMedalDeck { name: string; one: number; two: number }

export type RushAchievementKind =
  | 'destroyed-bases' | 'light' | 'medium' | 'spg' | 'heavy' | 'auxiliary'
  | 'medals-ussr' | 'medals-usa' | 'medals-germany' | 'medals-france' | 'double-medals' | 'largest-squad';

export interface RushAchievementCard { id: string; name: string; kind: RushAchievementKind; text: string }

export interface RushCardSet {
  name: string;
  vehicles: RushVehicleCard[];
  barracks: RushBarracksCard[];
  medals: Record<RushNation, RushMedalDeck>;
  base: { name: string; perPlayer: number; medals: number };
  achievements: RushAchievementCard[];
}

export type RushAction =
  | { type: 'buy'; card: string }
  | { type: 'pay'; card: string }
  | { type: 'ability'; card: string; ability: number }
  | { type: 'defend'; card: string; base: string }
  | { type: 'finish'; card: string }
  | { type: 'research'; card: string }
  | { type: 'repair'; card: string }
  | { type: 'repair-done' }
  | { type: 'assault'; target: string }
  | { type: 'sabotage'; card: string }
  | { type: 'declare'; card: string }
  | { type: 'fire'; card: string; target: string }
  | { type: 'hold'; card: string }
  | { type: 'medals'; doubles: number }
  /** A hand card the player does not want to play goes to the depot now. */
  | { type: 'discard'; card: string }
  | { type: 'end' };

export type RushPhase =
  | 'play-card' | 'pay' | 'card-ability' | 'research' | 'repair' | 'assault-target' | 'sabotage-discard' | 'attack' | 'take-medals' | 'over';

export type RushEndReason = '' | 'last-base' | 'ninth-medal';

export interface RushBaseView {
  card: string | null;
  damaged: boolean;
  defender: string | null;
  defenderDamaged: boolean;
}

export interface RushLogEntry { text: string; cites?: string }

/** Everything one player may know: named public zones, counts for hidden ones, and what is public about them. */
export interface RushView {
  me: number;
  set: string;
  players: number;
  first: number;
  turns: number;
  maxTurns: number;
  current: number;
  phase: RushPhase | string;
  /** Hands by instance id where this player may see them (own hand, the active player's laid-out hand), else null. */
  hands: (string[] | null)[];
  handCounts: number[];
  hangarCounts: number[];
  /** Public knowledge of each player's cards this viewer cannot see (hand and hangar): card kinds, sorted. */
  unseen: string[][];
  depots: string[][];
  bases: RushBaseView[][];
  deckCount: number;
  discard: string[];
  reserve: string[];
  graveyard: string[];
  medalOnes: string[][];
  medalTwos: string[][];
  achievements: string[];
  achievementsInBox: number;
  turn: {
    summon: boolean;
    /** A purchase has been made this turn (without Summon, the only one). */
    bought: boolean;
    credit: number[];
    attackDone: boolean;
    attackers: string[];
    fired: number;
    attackNation: number;
    kills: number;
    assaultKills: number[];
    inPlay: string | null;
    used: number;
    researched: boolean;
    target: string | null;
    owed: number;
    researchN: number;
    repaired: number;
    sabotage: number[];
    medalNation: number;
    medalCount: number;
    ending: boolean;
  };
  trigger: RushEndReason;
  truncated: boolean;
  logOn: boolean;
  log: RushLogEntry[];
}

export interface RushPlayerScore {
  seat: number;
  medalCards: number;
  medals: number;
  baseCards: number;
  achievements: string[];
  achievementMedals: number;
  baseMedals: number;
  total: number;
  squad: number;
}

/** The outcome's breakdown: each player's figures and every achievement's counts and holder. */
export interface RushBreakdown {
  endReason: string;
  turns: number;
  players: RushPlayerScore[];
  achievements: { id: string; name: string; counts: number[]; awardedTo: number | null }[];
}
