// Zod schemas of the World of Tanks: Rush types that cross the process boundary: the seat view, the actions, the
// previews and the breakdown, with the card set's schema (cards.ts, which also validates a user's card set) under the
// names the views use. Strict objects, so that a field the engine adds or drops shows as a failed parse.
import { z } from 'zod';
import { Ability, ACHIEVEMENT_KINDS, AchievementCard, BarracksCard, CardSet, CLASSES, MedalDeck, NATIONS, Passive, VehicleCard } from './cards';

const int = (): z.ZodNumber => z.number().int();
/** A card instance id ('v17', 'p1-b3', 'p1-base2', 'm1-ussr-4') or a card-set id. */
const CardRef = z.string();

export const RushNation = z.enum(NATIONS);
export type RushNation = z.infer<typeof RushNation>;
export const RushVehicleClass = z.enum(CLASSES);
export type RushVehicleClass = z.infer<typeof RushVehicleClass>;

// ---------- card set content (cards.ts) ----------

export const RushAbility = Ability;
export type RushAbility = z.infer<typeof RushAbility>;
export const RushPassive = Passive;
export type RushPassive = z.infer<typeof RushPassive>;
export const RushVehicleCard = VehicleCard;
export type RushVehicleCard = z.infer<typeof RushVehicleCard>;
export const RushBarracksCard = BarracksCard;
export type RushBarracksCard = z.infer<typeof RushBarracksCard>;
export const RushMedalDeck = MedalDeck;
export type RushMedalDeck = z.infer<typeof RushMedalDeck>;
export const RushAchievementKind = z.enum(ACHIEVEMENT_KINDS);
export type RushAchievementKind = z.infer<typeof RushAchievementKind>;
export const RushAchievementCard = AchievementCard;
export type RushAchievementCard = z.infer<typeof RushAchievementCard>;
export const RushCardSet = CardSet;
export type RushCardSet = z.infer<typeof RushCardSet>;

// ---------- actions ----------

export const RushAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('buy'), card: CardRef }).strict(),
  z.object({ type: z.literal('pay'), card: CardRef }).strict(),
  z.object({ type: z.literal('ability'), card: CardRef, ability: int() }).strict(),
  z.object({ type: z.literal('defend'), card: CardRef, base: CardRef }).strict(),
  z.object({ type: z.literal('finish'), card: CardRef }).strict(),
  z.object({ type: z.literal('research'), card: CardRef }).strict(),
  z.object({ type: z.literal('repair'), card: CardRef }).strict(),
  z.object({ type: z.literal('repair-done') }).strict(),
  z.object({ type: z.literal('assault'), target: CardRef }).strict(),
  z.object({ type: z.literal('sabotage'), card: CardRef }).strict(),
  z.object({ type: z.literal('declare'), card: CardRef }).strict(),
  z.object({ type: z.literal('fire'), card: CardRef, target: CardRef }).strict(),
  z.object({ type: z.literal('hold'), card: CardRef }).strict(),
  z.object({ type: z.literal('medals'), doubles: int() }).strict(),
  /** A hand card the player does not want to play goes to the depot now. */
  z.object({ type: z.literal('discard'), card: CardRef }).strict(),
  z.object({ type: z.literal('end') }).strict(),
]);
export type RushAction = z.infer<typeof RushAction>;

// ---------- the seat view ----------

/** The engine's PHASE_NAMES (src-main/games/rush/state.ts), the only values its view emits. */
export const RushPhase = z.enum(['play-card', 'pay', 'card-ability', 'research', 'repair', 'assault-target', 'sabotage-discard', 'attack', 'take-medals', 'over']);
export type RushPhase = z.infer<typeof RushPhase>;

export const RushEndReason = z.enum(['', 'last-base', 'ninth-medal']);
export type RushEndReason = z.infer<typeof RushEndReason>;

export const RushBaseView = z.object({
  card: CardRef.nullable(),
  damaged: z.boolean(),
  defender: CardRef.nullable(),
  defenderDamaged: z.boolean(),
}).strict();
export type RushBaseView = z.infer<typeof RushBaseView>;

/** The turn's bookkeeping kept as numbers by the state and shown as they are in each seat's view. */
/** A nation's medal decks as they lie: one-medal and two-medal cards (top last). */
const MedalDecks = z.object({ oneMedal: z.array(CardRef), twoMedals: z.array(CardRef) }).strict();

/** A count for each nation. */
const PerNation = z.object({ ussr: int(), usa: int(), germany: int(), france: int() }).strict();

/** The turn under way, as every seat may know it. */
export const RushTurnView = z.object({
  /** Summon was used this turn: any number of vehicles may be bought. */
  summon: z.boolean(),
  /** A purchase has been made this turn (without Summon, the only one). */
  bought: z.boolean(),
  /** Resources paid this turn beyond the costs bought (Summon credit), for any vehicle. */
  credit: int(),
  /** The same from cards with national resources, for vehicles of that nation only. */
  nationalCredit: PerNation,
  attackDone: z.boolean(),
  attackers: z.array(CardRef),
  /** Attackers that have fired in the attack under way. */
  fired: int(),
  /** The nation whose medals the attack under way brings (its first attacker's), or null before it starts. */
  attackNation: RushNation.nullable(),
  /** Vehicles destroyed in the attack under way. */
  kills: int(),
  /** Vehicles destroyed by Assault this turn, by the nation of the Assault card. */
  assaultKills: PerNation,
  /** The card being played for its abilities. */
  inPlay: CardRef.nullable(),
  /** The abilities of the card in play used so far, by their place on the card (0 is the first). */
  usedAbilities: z.array(int()),
  researched: z.boolean(),
  /** The reserve card being bought, and what is still owed for it. */
  target: CardRef.nullable(),
  owed: int(),
  /** Research: the reserve cards the ability may take from (its number). */
  researchN: int(),
  /** Depot cards repaired so far with the Repair ability in play. */
  repaired: int(),
  /** Opponents who still must discard for Sabotage. */
  sabotage: z.array(int()),
  /** The medal choice under way: the nation of the medals and how many are taken. */
  medalNation: RushNation.nullable(),
  medalCount: int(),
  /** The end of the turn waits on a medal choice. */
  ending: z.boolean(),
}).strict();
export type RushTurnView = z.infer<typeof RushTurnView>;

/** Everything one player may know: named public zones, counts for hidden ones, and what is public about them. */
export const RushView = z.object({
  me: int(),
  set: z.string(),
  players: int(),
  first: int(),
  turns: int(),
  maxTurns: int(),
  current: int(),
  phase: RushPhase,
  /** Hands by instance id where this player may see them (own hand, the active player's laid-out hand), else null. */
  hands: z.array(z.array(CardRef).nullable()),
  handCounts: z.array(int()),
  hangarCounts: z.array(int()),
  /** Public knowledge of each player's cards this viewer cannot see (hand and hangar): card kinds, sorted. */
  unseen: z.array(z.array(z.string())),
  depots: z.array(z.array(CardRef)),
  bases: z.array(z.array(RushBaseView)),
  deckCount: int(),
  discard: z.array(CardRef),
  reserve: z.array(CardRef),
  graveyard: z.array(CardRef),
  /** Each nation's medal decks: the one-medal and two-medal cards left (top last). */
  medals: z.object(Object.fromEntries(NATIONS.map((n) => [n, MedalDecks])) as Record<(typeof NATIONS)[number], typeof MedalDecks>).strict(),
  achievements: z.array(z.string()),
  achievementsInBox: int(),
  turn: RushTurnView,
  trigger: RushEndReason,
  truncated: z.boolean(),
}).strict();
export type RushView = z.infer<typeof RushView>;

// ---------- the outcome's breakdown ----------

export const RushPlayerScore = z.object({
  seat: int(),
  medalCards: int(),
  medals: int(),
  baseCards: int(),
  achievements: z.array(z.string()),
  achievementMedals: int(),
  baseMedals: int(),
  total: int(),
  squad: int(),
}).strict();
export type RushPlayerScore = z.infer<typeof RushPlayerScore>;

/** The outcome's breakdown: each player's figures and every achievement's counts and holder. */
export const RushBreakdown = z.object({
  /** The engine emits 'last-base', 'ninth-medal', 'turn-limit' or 'not-over'; the hand-written type says string. */
  endReason: z.string(),
  turns: int(),
  players: z.array(RushPlayerScore),
  achievements: z.array(z.object({ id: z.string(), name: z.string(), counts: z.array(int()), awardedTo: int().nullable() }).strict()),
}).strict();
export type RushBreakdown = z.infer<typeof RushBreakdown>;

// ---------- the table's previews ----------

/** One player's score as it stands now (the squad's medal and base cards, the achievements the player leads now). */
export const RushScoreLine = z.object({
  seat: int(),
  /** Medals on the medal cards of the squad (hand, depot and hangar). */
  medals: int(),
  /** Destroyed enemy bases in the squad, and the medals they are worth. */
  baseCards: int(),
  baseMedals: int(),
  /** Achievements laid out that the player alone leads now (ids of the card set), and their medals. */
  achievements: z.array(z.string()),
  achievementMedals: int(),
  total: int(),
}).strict();
export type RushScoreLine = z.infer<typeof RushScoreLine>;

/** What one legal action would do, computed by the engine from the position (null: nothing worth saying). */
export const RushActionPreview = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('buy'),
    cost: int(),
    /** Summon credit of the turn the purchase uses up first. */
    creditUsed: int(),
    /** The hand cards that pay it wasting the fewest resources, in the order to pay them (empty: credit covers it). */
    autoPay: z.array(CardRef),
    /** Resources paid beyond the cost by the auto-pay (kept as credit, usable only after Summon). */
    waste: int(),
  }).strict(),
  z.object({
    kind: z.literal('pay'),
    /** Resources this card adds to the purchase. */
    resources: int(),
    /** Still owed after it (0: the purchase completes). */
    owedAfter: int(),
    /** Resources beyond the cost if it completes the purchase. */
    waste: int(),
  }).strict(),
  z.object({
    kind: z.literal('shot'),
    /** 'fire' for an attack, 'assault' for the Assault ability. */
    by: z.enum(['fire', 'assault']),
    effect: z.enum(['destroys', 'damages']),
    /** A vehicle destroyed: the medals it brings (of `nation`, at the end of the attack or turn, while the deck lasts). */
    medals: int(),
    nation: RushNation.nullable(),
    /** A base destroyed: it goes to the attacker's depot, worth this many medals. */
    baseMedals: int(),
    /** The last base of its owner: the game ends when the round is complete. */
    lastBase: z.boolean(),
  }).strict(),
  z.object({ kind: z.literal('research'), cost: int() }).strict(),
  z.object({ kind: z.literal('medals'), cards: int(), medals: int() }).strict(),
]);
export type RushActionPreview = z.infer<typeof RushActionPreview>;

/** The previews the Rush table shows beside the view (`SeatView.preview`). */
export const RushPreview = z.object({
  /** Every player's score as it stands now, by seat. */
  score: z.array(RushScoreLine),
  /** One entry per legal action of the seat, in the same order. */
  actions: z.array(RushActionPreview.nullable()),
  /** The purchase under way: the card, its cost, what is paid, still owed, and the least-waste payment of the rest. */
  purchase: z.object({ card: CardRef, cost: int(), paid: int(), owed: int(), autoPay: z.array(CardRef), waste: int() }).strict().nullable(),
  /** The attack under way: vehicles destroyed so far and the medals they will bring when it ends. */
  attack: z.object({ kills: int(), nation: RushNation.nullable() }).strict().nullable(),
}).strict();
export type RushPreview = z.infer<typeof RushPreview>;
