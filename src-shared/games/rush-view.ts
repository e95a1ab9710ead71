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

/** The turn's bookkeeping kept as numbers by the state and shown as they are in each seat's view. */
export interface RushTurnCounts {
  /** Resources paid this turn beyond the costs bought: [general, per nation (national resources)]. */
  credit: number[];
  fired: number;
  attackNation: number;
  kills: number;
  /** Vehicles destroyed by Assault this turn, per nation of the assault card. */
  assaultKills: number[];
  /** Abilities of the card in play used so far (bits). */
  used: number;
  /** What is still owed for the card being bought. */
  owed: number;
  researchN: number;
  repaired: number;
  /** Opponents who still must discard for Sabotage. */
  sabotage: number[];
  medalNation: number;
  medalCount: number;
}

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
  turn: RushTurnCounts & {
    summon: boolean;
    /** A purchase has been made this turn (without Summon, the only one). */
    bought: boolean;
    attackDone: boolean;
    attackers: string[];
    /** The card being played for its abilities. */
    inPlay: string | null;
    researched: boolean;
    /** The reserve card being bought. */
    target: string | null;
    /** The end of the turn waits on a medal choice. */
    ending: boolean;
  };
  trigger: RushEndReason;
  truncated: boolean;
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

/** One player's score as it stands now (the squad's medal and base cards, the achievements the player leads now). */
export interface RushScoreLine {
  seat: number;
  /** Medals on the medal cards of the squad (hand, depot and hangar). */
  medals: number;
  /** Destroyed enemy bases in the squad, and the medals they are worth. */
  baseCards: number;
  baseMedals: number;
  /** Achievements laid out that the player alone leads now (ids of the card set), and their medals. */
  achievements: string[];
  achievementMedals: number;
  total: number;
}

/** What one legal action would do, computed by the engine from the position (null: nothing worth saying). */
export type RushActionPreview =
  | {
    kind: 'buy';
    cost: number;
    /** Summon credit of the turn the purchase uses up first. */
    creditUsed: number;
    /** The hand cards that pay it wasting the fewest resources, in the order to pay them (empty: credit covers it). */
    autoPay: string[];
    /** Resources paid beyond the cost by the auto-pay (kept as credit, usable only after Summon). */
    waste: number;
  }
  | {
    kind: 'pay';
    /** Resources this card adds to the purchase. */
    resources: number;
    /** Still owed after it (0: the purchase completes). */
    owedAfter: number;
    /** Resources beyond the cost if it completes the purchase. */
    waste: number;
  }
  | {
    kind: 'shot';
    /** 'fire' for an attack, 'assault' for the Assault ability. */
    by: 'fire' | 'assault';
    effect: 'destroys' | 'damages';
    /** A vehicle destroyed: the medals it brings (of `nation`, at the end of the attack or turn, while the deck lasts). */
    medals: number;
    nation: RushNation | null;
    /** A base destroyed: it goes to the attacker's depot, worth this many medals. */
    baseMedals: number;
    /** The last base of its owner: the game ends when the round is complete. */
    lastBase: boolean;
  }
  | { kind: 'research'; cost: number }
  | { kind: 'medals'; cards: number; medals: number };

/** The previews the Rush table shows beside the view (`SeatView.preview`). */
export interface RushPreview {
  /** Every player's score as it stands now, by seat. */
  score: RushScoreLine[];
  /** One entry per legal action of the seat, in the same order. */
  actions: (RushActionPreview | null)[];
  /** The purchase under way: the card, its cost, what is paid, still owed, and the least-waste payment of the rest. */
  purchase: { card: string; cost: number; paid: number; owed: number; autoPay: string[]; waste: number } | null;
  /** The attack under way: vehicles destroyed so far and the medals they will bring when it ends. */
  attack: { kills: number; nation: RushNation | null } | null;
}
