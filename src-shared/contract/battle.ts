// "Test this army": AI-versus-AI Ruckus battles of an army against an opponent army, run on a worker thread, with
// progress pushed as `battle.progress`; and the army builder's draft coach.
import { z } from 'zod';
import { defineService, type ServiceApi } from './define';
import { Message } from './words';

const Guild = z.string().min(1).max(40);
const UnitId = z.string().min(1).max(60);

/** An army to battle with: a saved army, a guild's Basic army (its starred units), or the builder's unsaved units. */
export const BattleArmy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), id: z.string().min(1).max(64) }).strict(),
  z.object({ kind: z.literal('basic'), guild: Guild }).strict(),
  z.object({ kind: z.literal('units'), guild: Guild, units: z.array(UnitId).max(40), name: z.string().trim().min(1).max(60).optional() }).strict(),
]);
export type BattleArmy = z.infer<typeof BattleArmy>;

/** The AI that plays both armies: the quick bots, or the search at a low difficulty. */
export const BattleLevel = z.enum(['random', 'heuristic', 'easy', 'normal']);
export type BattleLevel = z.infer<typeof BattleLevel>;

export const BattleRunInput = z.object({
  army: BattleArmy,
  opponent: BattleArmy,
  games: z.number().int().min(1).max(500),
  level: BattleLevel.default('heuristic'),
  seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  /** Battle with a stored user card set (its content hash) instead of the built-in one; the worker gets the set with the job. */
  cardSetHash: z.string().min(1).max(128).optional(),
}).strict();
export type BattleRunInput = z.input<typeof BattleRunInput>;

export const BattleStatus = z.enum(['running', 'done', 'cancelled', 'failed']);
export type BattleStatus = z.infer<typeof BattleStatus>;

const Share = z.number().min(0).max(1);

/** A battle's standing: counts so far (final once the status is not 'running') and the win rate's Wilson 95% interval. */
export const BattleReport = z.object({
  runId: z.string(),
  status: BattleStatus,
  level: BattleLevel,
  army: z.object({ name: z.string(), guild: z.string(), units: z.array(z.string()) }),
  opponent: z.object({ name: z.string(), guild: z.string(), units: z.array(z.string()) }),
  /** Games asked for. */
  games: z.number().int().min(1),
  played: z.number().int().min(0),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  /** Shared victories and games stopped at the combat-round limit. */
  draws: z.number().int().min(0),
  /** Wins over games played (0 before the first game). */
  winRate: Share,
  /** Wilson score interval at 95% for the win rate (0..1 before the first game). */
  interval: z.object({ low: Share, high: Share }),
  /** Games in which the tested army held the 1st Player Token (seats alternate game by game). */
  wentFirst: z.number().int().min(0),
  /** Why a failed battle stopped. */
  message: z.string().optional(),
});
export type BattleReport = z.infer<typeof BattleReport>;

/** One unit's advice from the draft coach. */
export const UnitAdvice = z.object({
  card: z.string(),
  points: z.number().int(),
  /** Win-probability lift (percentage points) of the unit in an army. */
  value: z.number(),
  valuePerPoint: z.number(),
  /** How well the unit fits the army so far (added value from the army's shape). */
  fit: z.number(),
  reason: z.string(),
  /** `reason` as a message of the Ruckus catalogue ('ruckus.coach.unit'), told with the players' words; absent in advice saved before. */
  why: Message.optional(),
});
export type UnitAdvice = z.infer<typeof UnitAdvice>;

export const CoachInput = z.object({
  guild: Guild,
  /** The drafted units so far. */
  picked: z.array(UnitId).max(40),
  /** Units to rate; by default every Level 1/2 unit of the guild not yet picked. */
  candidates: z.array(UnitId).max(200).optional(),
  /** Child Friendly: skills do not count. */
  child: z.boolean().optional(),
  /** The number of players the army is for (2 by default): a unit's worth is measured in self-play at that count. */
  players: z.number().int().min(2).max(4).optional(),
  /** Rate the units of a stored user card set (its content hash) instead of the built-in one. */
  cardSetHash: z.string().min(1).max(128).optional(),
}).strict();
export type CoachInput = z.input<typeof CoachInput>;

const RunRef = z.object({ runId: z.string().min(1).max(64) }).strict();

export const battleService = defineService({
  name: 'battle',
  methods: {
    run: { input: BattleRunInput, output: BattleReport, summary: 'Starts AI-versus-AI games of an army against an opponent; answers at once, progress follows as battle.progress.' },
    cancel: { input: RunRef, output: z.object({ cancelled: z.boolean() }), summary: 'Stops a running battle; the games already played stand.' },
    status: { input: RunRef, output: BattleReport, summary: 'A battle\'s standing now.' },
    coach: { input: CoachInput, output: z.array(UnitAdvice), summary: 'Each candidate unit\'s value per draft point and fit with the army so far, best first.' },
  },
  events: {
    progress: BattleReport,
  },
});
export type BattleService = ServiceApi<typeof battleService>;
