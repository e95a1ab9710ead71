// Statistics over per-seat results: each method is one indexed query over match_results or match_cards.
import { z } from 'zod';
import type { Connection } from './connection';
import { GameId, Time, check } from './validate';

export interface StatsFilter {
  gameId?: string;
  /** Whose results: human seats (the player's own record, the default), AI seats, or every seat. */
  seats?: 'human' | 'ai' | 'all';
  /** finished_at >= from (ms since the epoch). */
  from?: number;
  /** finished_at < to. */
  to?: number;
}

export interface WinRecord {
  readonly games: number;
  readonly wins: number;
  /** wins / games, 0 when there are no games. */
  readonly winRate: number;
  readonly avgScore: number;
  readonly avgMargin: number;
}

export type StatsDimension = 'players' | 'opponent-difficulty' | 'difficulty' | 'faction';

export interface Streaks {
  /** The run the latest results belong to, or null with no results. */
  readonly current: { readonly won: boolean; readonly length: number } | null;
  readonly longestWin: number;
  readonly longestLoss: number;
}

export interface CardUse {
  readonly card: string;
  /** Seat-games whose cards included this card. */
  readonly games: number;
  readonly copies: number;
  readonly wins: number;
  readonly winRate: number;
}

export type Bucket = 'day' | 'week' | 'month';

export interface SeriesPoint extends WinRecord {
  /** The UTC date (YYYY-MM-DD) the day, week (starting Monday) or month starts on. */
  readonly start: string;
}

export interface StatsRepository {
  /** Games, wins, win rate, average score and margin per game. */
  byGame(filter?: StatsFilter): (WinRecord & { readonly gameId: string })[];
  /**
   * The same figures grouped by number of players, AI opponents' difficulty (the seat's opponents, 'mixed' when they differ),
   * the seat's own difficulty (AI seats) or faction (Rush nation, Ruckus guild). Key null: not recorded.
   */
  by(dimension: StatsDimension, filter?: StatsFilter): (WinRecord & { readonly key: string | number | null })[];
  /** Win and loss runs in finishing order. */
  streaks(filter?: StatsFilter): Streaks;
  /** Most used cards (by number of seat-games including them) with the win rate of those games. */
  topCards(filter?: StatsFilter & { limit?: number }): CardUse[];
  /**
   * Results per day, week or month, oldest first. Buckets are UTC dates unless `utcOffsetMinutes` gives the player's
   * time zone (e.g. 60 for UTC+1), so a game finished at 00:30 local time counts on its local day.
   */
  series(bucket: Bucket, filter?: StatsFilter & { utcOffsetMinutes?: number }): SeriesPoint[];
}

const Filter = z.object({ gameId: GameId.optional(), seats: z.enum(['human', 'ai', 'all']).optional(), from: Time.optional(), to: Time.optional() });
const Dimension = z.enum(['players', 'opponent-difficulty', 'difficulty', 'faction']);
const BucketSchema = z.enum(['day', 'week', 'month']);

const COLUMN: Record<StatsDimension, string> = { players: 'players', 'opponent-difficulty': 'opponent_difficulty', difficulty: 'difficulty', faction: 'faction' };
const BUCKET: Record<Bucket, string> = {
  day: "date((finished_at + @shift) / 1000, 'unixepoch')",
  week: "date((finished_at + @shift) / 1000, 'unixepoch', '-6 days', 'weekday 1')",
  month: "date((finished_at + @shift) / 1000, 'unixepoch', 'start of month')",
};
const Offset = z.number().int().min(-14 * 60).max(14 * 60).optional();

const FIGURES = 'count(*) AS games, sum(won) AS wins, avg(score) AS avg_score, avg(margin) AS avg_margin';

interface FigureRow { games: number; wins: number; avg_score: number; avg_margin: number }
const figures = (r: FigureRow): WinRecord => ({ games: r.games, wins: r.wins, winRate: r.games ? r.wins / r.games : 0, avgScore: r.avg_score, avgMargin: r.avg_margin });

interface Where { sql: string; params: Record<string, unknown> }

/** Only the filters in use go into the SQL, so each combination gets a plan that uses its index. */
function where(filter: StatsFilter | undefined): Where {
  const f = check(Filter, filter ?? {}, 'statistics filter');
  const seats = f.seats ?? 'human';
  const conditions: string[] = [];
  const params: Record<string, unknown> = {};
  const add = (sql: string, name: string, value: unknown): void => {
    conditions.push(sql);
    params[name] = value;
  };
  if (f.gameId !== undefined) add('game_id = @gameId', 'gameId', f.gameId);
  if (seats !== 'all') add('is_human = @human', 'human', seats === 'human' ? 1 : 0);
  if (f.from !== undefined) add('finished_at >= @from', 'from', f.from);
  if (f.to !== undefined) add('finished_at < @to', 'to', f.to);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function statsRepository(c: Connection): StatsRepository {
  return {
    byGame(filter) {
      const w = where(filter);
      const rows = c.read('Reading statistics', () => c.prepare(`SELECT game_id, ${FIGURES} FROM match_results ${w.sql} GROUP BY game_id ORDER BY game_id`).all(w.params)) as (FigureRow & { game_id: string })[];
      return rows.map((r) => ({ gameId: r.game_id, ...figures(r) }));
    },

    by(dimension, filter) {
      const column = COLUMN[check(Dimension, dimension, 'statistics dimension')];
      const w = where(filter);
      const rows = c.read('Reading statistics', () => c.prepare(`SELECT ${column} AS key, ${FIGURES} FROM match_results ${w.sql} GROUP BY ${column} ORDER BY ${column}`).all(w.params)) as (FigureRow & { key: string | number | null })[];
      return rows.map((r) => ({ key: r.key, ...figures(r) }));
    },

    streaks(filter) {
      const w = where(filter);
      // One index-ordered scan of the results (0/1 each), then runs counted in a single pass.
      const results = c.read('Reading statistics', () => c.prepare(`SELECT won FROM match_results ${w.sql} ORDER BY finished_at, match_id, seat`).pluck(true).all(w.params)) as number[];
      let longestWin = 0;
      let longestLoss = 0;
      let run = 0;
      results.forEach((won, i) => {
        run = i > 0 && results[i - 1] === won ? run + 1 : 1;
        if (won) longestWin = Math.max(longestWin, run);
        else longestLoss = Math.max(longestLoss, run);
      });
      return { current: results.length ? { won: results[results.length - 1] === 1, length: run } : null, longestWin, longestLoss };
    },

    topCards(filter = {}) {
      const { limit, ...rest } = filter;
      const n = check(z.number().int().min(1).max(1000).optional(), limit, 'limit') ?? 10;
      const w = where(rest);
      const rows = c.read('Reading statistics', () => c.prepare(`
        SELECT card, count(*) AS games, sum(copies) AS copies, sum(won) AS wins
        FROM match_cards ${w.sql} GROUP BY card ORDER BY games DESC, copies DESC, card LIMIT @limit`).all({ ...w.params, limit: n })) as { card: string; games: number; copies: number; wins: number }[];
      return rows.map((r) => ({ ...r, winRate: r.wins / r.games }));
    },

    series(bucket, filter = {}) {
      const expr = BUCKET[check(BucketSchema, bucket, 'time bucket')];
      const { utcOffsetMinutes, ...rest } = filter;
      const shift = (check(Offset, utcOffsetMinutes, 'UTC offset in minutes') ?? 0) * 60_000;
      const w = where(rest);
      const rows = c.read('Reading statistics', () =>
        c.prepare(`SELECT ${expr} AS start, ${FIGURES} FROM match_results ${w.sql} GROUP BY start ORDER BY start`).all({ ...w.params, shift }),
      ) as (FigureRow & { start: string })[];
      return rows.map((r) => ({ start: r.start, ...figures(r) }));
    },
  };
}
