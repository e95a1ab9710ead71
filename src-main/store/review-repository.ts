// Game reviews: one JSON document per seat of a match, written as the review goes on (the service checks its shape on reading).
import { z } from 'zod';
import type { Connection } from './connection';
import { notFound, validationFailure } from './errors';
import { Id, Seat, check, toJsonText } from './validate';

export type ReviewStatus = 'running' | 'done' | 'cancelled' | 'failed';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['running', 'done', 'cancelled', 'failed'];

export interface ReviewRecord {
  readonly matchId: string;
  readonly seat: number;
  readonly status: ReviewStatus;
  /** The review as plain JSON, in the review service's format. */
  readonly review: unknown;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface ReviewRepository {
  /** Creates or replaces the review of a seat; the match must exist and have that seat. */
  save(matchId: string, seat: number, input: { status: ReviewStatus; review: unknown }): ReviewRecord;
  get(matchId: string, seat: number): ReviewRecord | null;
  /** Every seat's review of a match, by seat. */
  list(matchId: string): ReviewRecord[];
  delete(matchId: string, seat: number): boolean;
}

const Status = z.enum(['running', 'done', 'cancelled', 'failed']);

interface Row { match_id: string; seat: number; status: ReviewStatus; review: string; created_at: number; updated_at: number }
const toRecord = (r: Row): ReviewRecord => ({
  matchId: r.match_id, seat: r.seat, status: r.status, review: JSON.parse(r.review) as unknown, createdAt: r.created_at, updatedAt: r.updated_at,
});

export function reviewRepository(c: Connection, now: () => number): ReviewRepository {
  return {
    save(matchId, seat, input) {
      const id = check(Id, matchId, 'match id');
      const s = check(Seat, seat, 'seat');
      const status = check(Status, input.status, 'review status');
      const text = toJsonText(input.review, 'review');
      return c.write('Saving a game review', () => {
        const match = c.prepare('SELECT players FROM matches WHERE id = ?').get(id) as { players: number } | undefined;
        if (!match) throw notFound('match', `There is no match ${id}.`);
        if (s >= match.players) throw validationFailure(`Match ${id} has no seat ${s}.`, [{ path: 'seat', message: `0 to ${match.players - 1}` }]);
        const t = now();
        c.prepare(`INSERT INTO match_reviews (match_id, seat, status, review, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (match_id, seat) DO UPDATE SET status = excluded.status, review = excluded.review, updated_at = excluded.updated_at`)
          .run(id, s, status, text, t, t);
        return toRecord(c.prepare('SELECT * FROM match_reviews WHERE match_id = ? AND seat = ?').get(id, s) as Row);
      });
    },
    get(matchId, seat) {
      const id = check(Id, matchId, 'match id');
      const s = check(Seat, seat, 'seat');
      return c.read('Reading a game review', () => {
        const row = c.prepare('SELECT * FROM match_reviews WHERE match_id = ? AND seat = ?').get(id, s) as Row | undefined;
        return row ? toRecord(row) : null;
      });
    },
    list(matchId) {
      const id = check(Id, matchId, 'match id');
      return c.read('Listing game reviews', () => (c.prepare('SELECT * FROM match_reviews WHERE match_id = ? ORDER BY seat').all(id) as Row[]).map(toRecord));
    },
    delete(matchId, seat) {
      const id = check(Id, matchId, 'match id');
      const s = check(Seat, seat, 'seat');
      return c.write('Deleting a game review', () => c.prepare('DELETE FROM match_reviews WHERE match_id = ? AND seat = ?').run(id, s).changes > 0);
    },
  };
}
