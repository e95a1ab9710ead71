// Statistics of the player's own games (human seats), for the statistics screen and its charts.
import { z } from 'zod';
import { defineService, type ServiceApi } from './define';
import { GameId } from './match';

export const WinRecord = z.object({ games: z.number().int(), wins: z.number(), winRate: z.number(), avgScore: z.number(), avgMargin: z.number() });

export const StatsFilter = z.object({
  gameId: GameId.optional(),
  seats: z.enum(['human', 'ai', 'all']).default('human'),
  from: z.number().int().nonnegative().optional(),
  to: z.number().int().nonnegative().optional(),
}).strict();

export const StatsReport = z.object({
  byGame: z.array(WinRecord.extend({ gameId: z.string() })),
  byPlayers: z.array(WinRecord.extend({ key: z.union([z.string(), z.number()]).nullable() })),
  byOpponentDifficulty: z.array(WinRecord.extend({ key: z.union([z.string(), z.number()]).nullable() })),
  byFaction: z.array(WinRecord.extend({ key: z.union([z.string(), z.number()]).nullable() })),
  streaks: z.object({
    current: z.object({ won: z.boolean(), length: z.number().int() }).nullable(),
    longestWin: z.number().int(),
    longestLoss: z.number().int(),
  }),
  /** The most used cards: `card` is the id, `name` the card's name in the game's built-in card set (the id when unknown). */
  topCards: z.array(z.object({ card: z.string(), name: z.string(), games: z.number().int(), copies: z.number().int(), wins: z.number(), winRate: z.number() })),
  series: z.array(WinRecord.extend({ start: z.string() })),
});
export type StatsReport = z.infer<typeof StatsReport>;

export const statsService = defineService({
  name: 'stats',
  methods: {
    report: {
      input: StatsFilter.extend({ bucket: z.enum(['day', 'week', 'month']).default('week'), topCards: z.number().int().min(1).max(100).default(10) }).strict().default({ seats: 'human', bucket: 'week', topCards: 10 }),
      output: StatsReport,
      summary: 'Games, wins and margins by game, players, difficulty and faction; streaks; most used cards; results over time.',
    },
  },
  events: {},
});
export type StatsService = ServiceApi<typeof statsService>;
