// The Ruckus view and actions as the rules engine (src-main/games/ruckus) defines them, as plain types that both
// processes may import: the renderer draws the table from them. The engine should import these shared types.

export type Guild = 'fighters' | 'thieves' | 'clerics' | 'necromancers';
export const RUCKUS_GUILDS: readonly Guild[] = ['fighters', 'thieves', 'clerics', 'necromancers'];
/** "each player has 12 draft points available" (Advanced Gameplay Setup); the engine's DRAFT_POINTS (rules.ts) is this number. */
export const DRAFT_POINTS = 12;
export type SetupKind = 'basic' | 'advanced' | 'draft' | 'pure';
export type Stat = 'melee' | 'ranged';

/** What a skill does (cards.ts Effect). */
export type Effect =
  | { kind: 'recruit' }
  | { kind: 'row-bonus'; stat: Stat; amount: number; row: 'in-front' | 'own' }
  | { kind: 'self-bonus'; stat: Stat; amount: number; ifAlly?: string }
  | { kind: 'row-shield'; amount: number }
  | { kind: 'damage-bonus'; amount: number }
  | { kind: 'unblockable'; amount: number; to: 'each-opponent' | 'each-opponent-first-row' }
  | { kind: 'zombie' }
  | { kind: 'draw-kicker' }
  | { kind: 'heal'; amount: number }
  | { kind: 'absorb'; amount: number }
  | { kind: 'prevent-all' }
  | { kind: 'disable-melee'; until: 'round' | 'next-declaration' }
  | { kind: 'row-behind'; amount: number }
  | { kind: 'extra-activation' }
  | { kind: 'mug' }
  | { kind: 'bandit' }
  | { kind: 'raise' }
  | { kind: 'replay' }
  | { kind: 'bury'; max: number };

export type Trigger = 'active' | 'passive' | 'recruit' | 'on-play' | 'on-discard' | 'on-damage' | 'on-deal' | 'after-fall';

export interface Skill { text: string; trigger: Trigger; marker: boolean; effect: Effect }

export interface UnitCard {
  id: string;
  name: string;
  guild: Guild;
  level: 'S' | 1 | 2;
  /** The black star: a recommended unit of the Basic setup. */
  star: boolean;
  melee: number;
  ranged: number;
  shields: number;
  hearts: number;
  skill?: Skill;
}

export type KickerEffect =
  | { kind: 'bullet-proof' }
  | { kind: 'attach-stat'; stat: 'melee' | 'ranged' | 'hearts' | 'shields'; amount: number }
  | { kind: 'shot-in-the-dark' }
  | { kind: 'replay' }
  | { kind: 'unblockable'; amount: number }
  | { kind: 'heal'; amount: number }
  | { kind: 'damage-bonus'; amount: number };

export interface KickerCard { id: string; name: string; number: number; text: string; effect: KickerEffect }

export type VictoryDraw =
  | { kind: 'beside'; stat: Stat; amount: number; row: number }
  | { kind: 'sideline-bury'; max: number; vpPer: number }
  | { kind: 'take-token' }
  | { kind: 'replay' };

export interface VictoryCard {
  id: string;
  name: string;
  vp: number;
  text: string;
  onDraw?: VictoryDraw;
  /** Stats of a Victory card that may be placed into a formation as a unit (G-800). */
  unit?: { melee: number; ranged: number; shields: number; hearts: number };
  onWinTokens?: number;
}

export interface VpToken { id: string; vp: number; addOn?: 'melee' | 'ranged' | 'heart' }

export interface RuckusCardSet { name: string; units: UnitCard[]; kickers: KickerCard[]; victory: VictoryCard[]; tokens: VpToken[] }

/** Unit flags (bitmask, `Unit.f`) kept on a unit while it is on the battlefield (the engine calls them F, state.ts). */
export const UNIT_FLAG = {
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

export interface Unit {
  id: string;
  /** 0 = 1st row. */
  row: number;
  /** Damage markers on its hearts. */
  dmg: number;
  f: number;
  owner: number;
  addOns: string[];
  attached: string[];
}

export interface Sidelined { id: string; buried: string[] }

export interface Hit {
  to: number;
  amount: number;
  blockable: boolean;
  /** The row the damage goes to; -1 means any unit of the army. */
  row: number;
  from: number;
  behind: number;
  landed: number;
  firstRow: number;
  reacted: string[];
  started: boolean;
  cite: string;
}

/**
 * What a prompt asks. 'reaction': optional reactions of the player's units to resolve now, one at a time in the order
 * the player picks (a played Plague Rat, a discarded Bang, Boom or Zeke); 'mug-token': the Mugger takes a face-down
 * token or a used add-on token.
 */
export type PromptKind = 'heal' | 'disable' | 'mug' | 'mug-token' | 'poison' | 'bullet-proof' | 'bandit' | 'raise' | 'recruit-now' | 'reaction';

/** A 'mug-token' prompt's option for a face-down VP token (a blind, random pick); its other options are used add-on tokens. */
export const MUG_FACE_DOWN = 'face-down';

export interface Prompt { player: number; kind: PromptKind; unit: string; options: string[]; optional: boolean; amount: number; card: string }

export type Phase = 'build' | 'draft' | 'pure-upgrades' | 'formation' | 'recruit' | 'activation' | 'resolution' | 'fall' | 'after-fall' | 'bury' | 'upgrade' | 'over';

export interface PlayerView {
  guild: Guild;
  /** Units everyone knows to be in this player's cards (Basic armies, Starting units, drafted units): public knowledge. */
  known: string[];
  drawCount: number;
  drawTop: string | null;
  drawCards: string[] | null;
  hand: string[] | null;
  handCount: number;
  held: boolean;
  discard: string[];
  /** The army, or null while it is still behind the Battle Screen. */
  army: Unit[] | null;
  rows: number[];
  done: boolean;
  beside: string[];
  sidelined: Sidelined[];
  /** Names of the Victory cards won. */
  won: string[];
  tokens: string[] | null;
  tokenCount: number;
  used: string[];
  removed: string[];
  bonus: number;
  upgrades: string[] | null;
  upgradeCount: number;
  points: number;
  inRound: boolean;
  acts: number;
}

/** How a game of Ruckus is set up and where its combat stands: what the state and every seat's view share. */
export interface RuckusTableCommon {
  players: number;
  setup: SetupKind;
  child: boolean;
  noUpgrades: boolean;
  speed: boolean;
  maxRounds: number;
  /** Key of the card set (see tableFor); 'default' for the project's set. */
  setKey: string;
  phase: Phase;
  /** Combat rounds started. */
  round: number;
  /** Seat holding the 1st Player Token. */
  first: number;
  /** Index in player order (from the first player) of whose turn it is in turn-based phases. */
  turn: number;
  /** Something happened in this cycle of phases (a skill, a token, damage, a unit defeated). */
  active: boolean;
  /** Cycles of Activation, Declaration and Resolution in this combat round. */
  cycle: number;
  victoryDeck: string[];
  prize: string | null;
}

export interface RuckusView extends RuckusTableCommon {
  me: number;
  victoryOutCount: number;
  upgradeCount: number;
  kickerCount: number;
  kickerDiscard: string[];
  tokenPoolCount: number;
  boxed: string[];
  draftPool: string[];
  p: PlayerView[];
  hits: Hit[];
  prompts: Prompt[];
  /** Totals declared at the last Declaration Phase, by seat (-1: not in the fight). */
  declared: number[];
  results: number[];
  suddenDeath: boolean;
  winner: number;
  endReason: string;
  truncated: boolean;
  /** The Draft picks in order: who took which unit. */
  picks: { seat: number; card: string }[];
}

export type RuckusAction =
  | { type: 'pick'; card: string }
  | { type: 'done' }
  | { type: 'place'; card: string; row: number }
  | { type: 'confirm' }
  | { type: 'recruit'; unit: string }
  | { type: 'end-recruit' }
  | { type: 'activate'; unit: string }
  | { type: 'add-on'; token: string; unit: string }
  | { type: 'pass' }
  | { type: 'assign'; unit: string }
  /** `amount`: how much of the hit the unit takes ("up to 2": 1 or 2); the most it may take when absent. */
  | { type: 'absorb'; unit: string; amount?: number }
  | { type: 'prevent'; unit: string }
  | { type: 'choose'; option: string }
  | { type: 'decline' }
  | { type: 'fall'; unit: string }
  | { type: 'end-fall' }
  | { type: 'react'; unit: string }
  | { type: 'end-reactions' }
  | { type: 'bury'; card: string; under: string }
  | { type: 'end-bury' }
  | { type: 'upgrade'; remove: string; card?: string }
  | { type: 'decline-upgrade' };

/** The outcome breakdown of a Ruckus game (game.ts outcomeOf). */
export interface RuckusBreakdown {
  rounds: number;
  results: number[];
  endReason: string;
  players: { guild: Guild; victoryCards: { name: string; vp: number }[]; tokens: number; usedAddOns: number; buried: number }[];
}

/** The 3-2-1 rule: row capacities. */
export const ROW_CAP = [3, 2, 1] as const;

/** A formation shape is legal when no row exceeds its capacity and no row holds units while the one in front is empty. */
export function legalShape(rows: readonly number[]): boolean {
  for (let r = 0; r < 3; r++) {
    if ((rows[r] ?? 0) > ROW_CAP[r]!) return false;
    if (r > 0 && (rows[r] ?? 0) > 0 && (rows[r - 1] ?? 0) === 0) return false;
  }
  return true;
}

/**
 * The Draft Gameplay Tournament for 4 players as one player sees it (src-main/games/ruckus/tournament.ts): two
 * simultaneous 1-on-1 games on one shared Camp, then winner vs winner and loser vs loser.
 */
export interface TournamentView {
  kind: 'tournament';
  me: number;
  base: SetupKind;
  players: number;
  child: boolean;
  speed: boolean;
  noUpgrades: boolean;
  maxRounds: number;
  /** 1: the first pairings; 2: winner vs winner (game 0) and loser vs loser (game 1). */
  stage: number;
  guilds: Guild[];
  /** The global seats of each game's two players (a game's local seat i is seats[g][i]). */
  seats: number[][];
  /** Each game as seen by this player (me = -1 in the game they do not play in). */
  games: RuckusView[];
  /** The shared Camp. */
  kickerCount: number;
  kickerDiscard: string[];
  tokenPoolCount: number;
  /** Winners (global seats) of each finished stage's two games. */
  winners: number[][];
  /** Final places, first to last, once the tournament is over. */
  ranking: number[];
  over: boolean;
  truncated: boolean;
}

// ---------------------------------------------------------------- previews (src-main/games/ruckus/preview.ts)
// What the table shows beside the view, computed by the rules engine so the renderer computes no rules.

export type RuckusStat = 'melee' | 'ranged' | 'shields' | 'hearts';

/** One change of a printed number, with the card that makes it, in words: "+1 shield: Captain". */
export interface StatReason {
  /** Signed: raised above the printed number when positive, lowered when negative. */
  amount: number;
  /** The card behind the change (a unit, a Kicker, a token), when there is one. */
  source: string;
  text: string;
}

/** A number of a unit as it counts now: printed, effective, and why they differ (the reasons add up to the difference). */
export interface StatPreview {
  printed: number;
  value: number;
  reasons: StatReason[];
}

/** A unit on the battlefield as the rules count it now. */
export interface UnitPreview {
  id: string;
  seat: number;
  row: number;
  melee: StatPreview;
  ranged: StatPreview;
  shields: StatPreview;
  hearts: StatPreview;
  /** Damage markers on its hearts, and the hearts still uncovered. */
  damage: number;
  heartsLeft: number;
  /** Whether its melee counts in a Declaration now (1st row, not disabled), and why not in words. */
  meleeCounts: boolean;
  meleeNote: string;
  /**
   * Its share of its army's total (melee that counts, ranged, its row bonuses): of the total it would declare now, or,
   * while a declared total is dealt, of that total.
   */
  share: number;
}

/** One part of a declared (or projected) total: a unit's attack, a row bonus, a card beside the formation, skill damage. */
export interface TotalPart {
  /** The card it comes from; '' for skill and Kicker damage readied earlier (pooled by the rules). */
  source: string;
  amount: number;
  part: 'melee' | 'ranged' | 'row-bonus' | 'beside' | 'skill';
  text: string;
}

/** An army's total attack damage with its parts (they add up to `total`). */
export interface TotalPreview {
  seat: number;
  total: number;
  parts: TotalPart[];
  /** Of a declared total: 0 the highest (it hits every other army), 1 the second (it hits the highest), else 2 (no hit). */
  rank?: number;
  /** Of a declared total: the seats it deals its damage to. */
  hits?: number[];
}

/** A bonus to a row as a whole (FAQ Francis / Mortimer, Cupid / Take That): it counts once for the row, not per unit. */
export interface RowBonus {
  seat: number;
  row: number;
  stat: 'melee' | 'ranged';
  amount: number;
  source: string;
  /** Whether it counts now (the row holds a unit; a melee bonus only for the 1st row). */
  counts: boolean;
  text: string;
}

/** What one legal action would do, in numbers and in words. */
export type ActionPreview =
  | { kind: 'damage'; unit: string; amount: number; prevented: boolean; blocked: number; taken: number; defeated: boolean; left: number; text: string }
  | { kind: 'total'; seat: number; before: number; after: number; unit: string; text: string }
  | { kind: 'heal'; unit: string; healed: number; text: string }
  | { kind: 'row'; unit: string; from: number; to: number; text: string }
  | { kind: 'note'; unit: string; text: string };

/** A player's VP as the seat may know them: counted VP, plus face-down tokens the seat cannot see (opponents'). */
export interface ScorePreview {
  seat: number;
  vp: number;
  hiddenTokens: number;
}

export interface RuckusPreview {
  /** Every unit the seat can see on the battlefield, by card id. */
  units: Record<string, UnitPreview>;
  /** Row bonuses of the armies the seat can see. */
  rows: RowBonus[];
  /** The total each visible army would declare now (before a Declaration) with its parts. */
  projected: TotalPreview[];
  /** The totals of the last Declaration with their parts, while they are dealt (Resolution, Falling Forward). */
  declared: TotalPreview[];
  /** `legal`, index for index: what each would do, or null when it has nothing to show. */
  actions: (ActionPreview | null)[];
  score: ScorePreview[];
}

/** The Draft Tournament's previews: those of the game the seat plays in (null in the other game). */
export interface TournamentPreview {
  kind: 'tournament';
  games: (RuckusPreview | null)[];
}
