// Zod schemas of the Ruckus data that crosses the process boundary (views, actions, previews, the outcome's breakdown);
// the card set's own schema is cards.ts. ../ruckus-view.ts names the inferred types for the engine and the renderer.
import { z } from 'zod';
import { Guild } from './cards';

export { Guild };

// Objects are strict, so a field the engine adds or renames without the schema fails to parse (tests/unit/ruckus/schema.test.ts).
// Every number the engine emits here is a whole number: counts, seats (-1: none), rows (-1: any), damage, VP.
const Int = z.number().int();
const Ids = z.array(z.string());

// ---------------------------------------------------------------- words with a fixed set of values

export const SetupKind = z.enum(['basic', 'advanced', 'draft', 'pure']);
export type SetupKind = z.infer<typeof SetupKind>;

export const Phase = z.enum(['build', 'draft', 'pure-upgrades', 'formation', 'recruit', 'activation', 'resolution', 'fall', 'after-fall', 'bury', 'upgrade', 'over']);
export type Phase = z.infer<typeof Phase>;

export const PromptKind = z.enum(['heal', 'disable', 'mug', 'mug-token', 'poison', 'bullet-proof', 'bandit', 'raise', 'recruit-now', 'reaction']);
export type PromptKind = z.infer<typeof PromptKind>;

// ---------------------------------------------------------------- the view of one game

/** What is true of a unit on the battlefield beyond its card and its damage. */
export const UnitFlags = z.object({
  /** An action marker is socketed in its skill activation box. */
  marker: z.boolean(),
  /** A zombie: no skill, fixed numbers. */
  zombie: z.boolean(),
  defeated: z.boolean(),
  /** Deals no melee damage for the rest of the combat round (Gozer, Saboteur). */
  noMelee: z.boolean(),
  /** Cannot attack during the next Declaration Phase (Poison Pete). */
  noAttack: z.boolean(),
  /** Cleaver's active skill waits for his next attack. */
  armed: z.boolean(),
  /** This recruit card has recruited since it came into play. */
  recruited: z.boolean(),
  /** The Bullet Proof attached here has already prevented damage this round. */
  bulletProofUsed: z.boolean(),
  /** Recruited by Bandit: it returns to its owner at the start of the next Activation Phase. */
  loan: z.boolean(),
  /** Speed Enhanced: the reactive skill behind the socketed marker has been used. */
  spent: z.boolean(),
}).strict();
export type UnitFlags = z.infer<typeof UnitFlags>;

export const Unit = z.object({
  id: z.string(),
  /** 0 = 1st row. */
  row: Int,
  /** Damage markers on its hearts. */
  damage: Int,
  flags: UnitFlags,
  /** The seat whose card it is (a unit recruited by Bandit fights in another army). */
  owner: Int,
  addOns: Ids,
  attached: Ids,
}).strict();
export type Unit = z.infer<typeof Unit>;

export const Sidelined = z.object({ id: z.string(), buried: Ids }).strict();
export type Sidelined = z.infer<typeof Sidelined>;

export const Hit = z.object({
  to: Int,
  amount: Int,
  blockable: z.boolean(),
  /** The row the damage goes to; -1 means any unit of the army. */
  row: Int,
  from: Int,
  behind: Int,
  landed: Int,
  firstRow: Int,
  reacted: Ids,
  started: z.boolean(),
  cite: z.string(),
}).strict();
export type Hit = z.infer<typeof Hit>;

export const Prompt = z.object({
  player: Int,
  kind: PromptKind,
  unit: z.string(),
  options: Ids,
  optional: z.boolean(),
  amount: Int,
  card: z.string(),
}).strict();
export type Prompt = z.infer<typeof Prompt>;

export const PlayerView = z.object({
  guild: Guild,
  known: Ids,
  drawCount: Int,
  drawTop: z.string().nullable(),
  drawCards: Ids.nullable(),
  hand: Ids.nullable(),
  handCount: Int,
  held: z.boolean(),
  discard: Ids,
  /** The army, or null while it is still behind the Battle Screen. */
  army: z.array(Unit).nullable(),
  rows: z.array(Int),
  done: z.boolean(),
  beside: Ids,
  sidelined: z.array(Sidelined),
  /** Names of the Victory cards won. */
  won: z.array(z.string()),
  tokens: Ids.nullable(),
  tokenCount: Int,
  used: Ids,
  removed: Ids,
  bonus: Int,
  upgrades: Ids.nullable(),
  upgradeCount: Int,
  points: Int,
  inRound: z.boolean(),
  acts: Int,
}).strict();
export type PlayerView = z.infer<typeof PlayerView>;

export const RuckusTableCommon = z.object({
  players: Int,
  setup: SetupKind,
  child: z.boolean(),
  noUpgrades: z.boolean(),
  speed: z.boolean(),
  maxRounds: Int,
  /** 'default' or 'set-<hash>' of a user card set: a key, not a fixed word. */
  setKey: z.string(),
  phase: Phase,
  round: Int,
  first: Int,
  turn: Int,
  active: z.boolean(),
  cycle: Int,
  victoryDeck: Ids,
  prize: z.string().nullable(),
}).strict();
export type RuckusTableCommon = z.infer<typeof RuckusTableCommon>;

export const RuckusView = RuckusTableCommon.extend({
  /** The viewing seat; -1 for a watcher (a Draft Tournament game the seat does not play in). */
  me: Int,
  victoryOutCount: Int,
  upgradeCount: Int,
  kickerCount: Int,
  kickerDiscard: Ids,
  tokenPoolCount: Int,
  boxed: Ids,
  draftPool: Ids,
  seats: z.array(PlayerView),
  hits: z.array(Hit),
  prompts: z.array(Prompt),
  declared: z.array(Int),
  results: z.array(Int),
  suddenDeath: z.boolean(),
  winner: Int,
  /** Free words: '', 'sudden death', '5 Victory cards won', 'stopped at the simulation limit of N combat rounds'. */
  endReason: z.string(),
  truncated: z.boolean(),
  picks: z.array(z.object({ seat: Int, card: z.string() }).strict()),
}).strict();
export type RuckusView = z.infer<typeof RuckusView>;

export const TournamentView = z.object({
  kind: z.literal('tournament'),
  me: Int,
  base: SetupKind,
  players: Int,
  child: z.boolean(),
  speed: z.boolean(),
  noUpgrades: z.boolean(),
  maxRounds: Int,
  stage: Int,
  guilds: z.array(Guild),
  seats: z.array(z.array(Int)),
  games: z.array(RuckusView),
  kickerCount: Int,
  kickerDiscard: Ids,
  tokenPoolCount: Int,
  winners: z.array(z.array(Int)),
  ranking: z.array(Int),
  over: z.boolean(),
  truncated: z.boolean(),
}).strict();
export type TournamentView = z.infer<typeof TournamentView>;

/** What Game.view gives a seat of Ruckus: a game's view, or the Draft Tournament's (the one with `kind`). */
export const RuckusSeatView = z.union([RuckusView, TournamentView]);
export type RuckusSeatView = z.infer<typeof RuckusSeatView>;

// ---------------------------------------------------------------- actions

export const RuckusAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick'), card: z.string() }).strict(),
  z.object({ type: z.literal('done') }).strict(),
  z.object({ type: z.literal('place'), card: z.string(), row: Int }).strict(),
  z.object({ type: z.literal('confirm') }).strict(),
  z.object({ type: z.literal('recruit'), unit: z.string() }).strict(),
  z.object({ type: z.literal('end-recruit') }).strict(),
  z.object({ type: z.literal('activate'), unit: z.string() }).strict(),
  z.object({ type: z.literal('add-on'), token: z.string(), unit: z.string() }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('assign'), unit: z.string() }).strict(),
  /** `amount`: how much of the hit the unit takes; the most it may take when absent. */
  z.object({ type: z.literal('absorb'), unit: z.string(), amount: Int.optional() }).strict(),
  z.object({ type: z.literal('prevent'), unit: z.string() }).strict(),
  z.object({ type: z.literal('choose'), option: z.string() }).strict(),
  z.object({ type: z.literal('decline') }).strict(),
  z.object({ type: z.literal('fall'), unit: z.string() }).strict(),
  z.object({ type: z.literal('end-fall') }).strict(),
  z.object({ type: z.literal('react'), unit: z.string() }).strict(),
  z.object({ type: z.literal('end-reactions') }).strict(),
  z.object({ type: z.literal('bury'), card: z.string(), under: z.string() }).strict(),
  z.object({ type: z.literal('end-bury') }).strict(),
  z.object({ type: z.literal('upgrade'), remove: z.string(), card: z.string().optional() }).strict(),
  z.object({ type: z.literal('decline-upgrade') }).strict(),
]);
export type RuckusAction = z.infer<typeof RuckusAction>;

// ---------------------------------------------------------------- the outcome's breakdown (game.ts outcomeOf)

export const RuckusBreakdown = z.object({
  rounds: Int,
  results: z.array(Int),
  endReason: z.string(),
  players: z.array(z.object({
    guild: Guild,
    victoryCards: z.array(z.object({ name: z.string(), vp: Int }).strict()),
    tokens: Int,
    usedAddOns: Int,
    buried: Int,
  }).strict()),
}).strict();
export type RuckusBreakdown = z.infer<typeof RuckusBreakdown>;

/** The Draft Tournament's outcome breakdown (tournament.ts): the stage reached, each stage's winners, the final places and each game's length. */
export const TournamentBreakdown = z.object({
  stage: z.number().int(),
  winners: z.array(z.array(z.number().int())),
  ranking: z.array(z.number().int()).optional(),
  games: z.array(z.object({ rounds: z.number().int(), endReason: z.string() }).strict()).optional(),
}).strict();
export type TournamentBreakdown = z.infer<typeof TournamentBreakdown>;

/** The breakdown of a Ruckus outcome: one game's Victory points, or the Draft Tournament's places (the one with `stage`). */
export const RuckusOutcomeBreakdown = z.union([RuckusBreakdown, TournamentBreakdown]);
export type RuckusOutcomeBreakdown = z.infer<typeof RuckusOutcomeBreakdown>;

// ---------------------------------------------------------------- previews (src-main/games/ruckus/preview.ts)

export const StatReason = z.object({
  /** Signed: raised above the printed number when positive, lowered when negative. */
  amount: Int,
  /** The card behind the change; '' when there is none (a disabled attack). */
  source: z.string(),
  text: z.string(),
}).strict();
export type StatReason = z.infer<typeof StatReason>;

export const StatPreview = z.object({ printed: Int, value: Int, reasons: z.array(StatReason) }).strict();
export type StatPreview = z.infer<typeof StatPreview>;

export const UnitPreview = z.object({
  id: z.string(),
  seat: Int,
  row: Int,
  melee: StatPreview,
  ranged: StatPreview,
  shields: StatPreview,
  hearts: StatPreview,
  damage: Int,
  heartsLeft: Int,
  meleeCounts: z.boolean(),
  meleeNote: z.string(),
  share: Int,
}).strict();
export type UnitPreview = z.infer<typeof UnitPreview>;

export const TotalPart = z.object({
  /** The card it comes from; '' for pooled skill and Kicker damage, or a unit now out of sight. */
  source: z.string(),
  amount: Int,
  part: z.enum(['melee', 'ranged', 'row-bonus', 'beside', 'skill']),
  text: z.string(),
}).strict();
export type TotalPart = z.infer<typeof TotalPart>;

export const TotalPreview = z.object({
  seat: Int,
  total: Int,
  parts: z.array(TotalPart),
  /** Of a declared total: 0 the highest, 1 the second, else 2. */
  rank: Int.optional(),
  /** Of a declared total: the seats it deals its damage to. */
  hits: z.array(Int).optional(),
}).strict();
export type TotalPreview = z.infer<typeof TotalPreview>;

export const RowBonus = z.object({
  seat: Int,
  row: Int,
  stat: z.enum(['melee', 'ranged']),
  amount: Int,
  source: z.string(),
  counts: z.boolean(),
  text: z.string(),
}).strict();
export type RowBonus = z.infer<typeof RowBonus>;

export const ActionPreview = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('damage'), unit: z.string(), amount: Int, prevented: z.boolean(), blocked: Int, taken: Int, defeated: z.boolean(), left: Int, text: z.string(),
  }).strict(),
  z.object({ kind: z.literal('total'), seat: Int, before: Int, after: Int, unit: z.string(), text: z.string() }).strict(),
  z.object({ kind: z.literal('heal'), unit: z.string(), healed: Int, text: z.string() }).strict(),
  z.object({ kind: z.literal('row'), unit: z.string(), from: Int, to: Int, text: z.string() }).strict(),
  z.object({ kind: z.literal('note'), unit: z.string(), text: z.string() }).strict(),
]);
export type ActionPreview = z.infer<typeof ActionPreview>;

export const ScorePreview = z.object({ seat: Int, vp: Int, hiddenTokens: Int }).strict();
export type ScorePreview = z.infer<typeof ScorePreview>;

export const RuckusPreview = z.object({
  /** Every unit the seat can see on the battlefield, by card id. */
  units: z.record(z.string(), UnitPreview),
  rows: z.array(RowBonus),
  projected: z.array(TotalPreview),
  declared: z.array(TotalPreview),
  /** `legal`, index for index: what each would do, or null when it has nothing to show. */
  actions: z.array(ActionPreview.nullable()),
  score: z.array(ScorePreview),
}).strict();
export type RuckusPreview = z.infer<typeof RuckusPreview>;

/** The Draft Tournament's previews: those of the game the seat plays in, the other game as a watcher sees it. */
export const TournamentPreview = z.object({
  kind: z.literal('tournament'),
  games: z.array(RuckusPreview.nullable()),
}).strict();
export type TournamentPreview = z.infer<typeof TournamentPreview>;

/** What Game.preview gives a seat of Ruckus: a game's previews, or the Draft Tournament's (the one with `kind`). */
export const RuckusSeatPreview = z.union([RuckusPreview, TournamentPreview]);
export type RuckusSeatPreview = z.infer<typeof RuckusSeatPreview>;
