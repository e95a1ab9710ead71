// Game reviews in the store: one per seat, replaced as the review goes on, kept across a reopen, gone with the match.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceFailure } from '@shared/contract/errors';
import { openStore, type Store } from '@main/store';
import { tempDir } from './helpers';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function dir(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

function open(dataDir: string): Store {
  let clock = Date.UTC(2026, 6, 1);
  const s = openStore({ dataDir, now: () => (clock += 1000), dailyBackup: false });
  cleanups.unshift(() => s.close());
  return s;
}

function kindOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    const error = (e as ServiceFailure).error;
    if (error) return error.kind;
    throw e;
  }
  throw new Error('expected a typed failure');
}

const SEATS = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'ai' as const, name: 'Bot', difficulty: 'easy' }];

describe('game reviews', () => {
  it('keeps one review per seat, replaces it as it goes on, and lists a match\'s reviews by seat', () => {
    const s = open(dir());
    const m = s.matches.create({ gameId: 'rush', options: {}, seed: 1, seats: SEATS });
    expect(s.reviews.get(m.id, 0)).toBeNull();
    const first = s.reviews.save(m.id, 0, { status: 'running', review: { done: 1, moves: [{ before: 0.5 }] } });
    const later = s.reviews.save(m.id, 0, { status: 'done', review: { done: 2, moves: [{ before: 0.5 }, { before: 0.4 }] } });
    expect(later).toMatchObject({ matchId: m.id, seat: 0, status: 'done', review: { done: 2 }, createdAt: first.createdAt });
    expect(later.updatedAt).toBeGreaterThan(first.updatedAt);
    s.reviews.save(m.id, 1, { status: 'cancelled', review: { done: 0, moves: [] } });
    expect(s.reviews.list(m.id).map((r) => [r.seat, r.status])).toEqual([[0, 'done'], [1, 'cancelled']]);
    expect(s.reviews.delete(m.id, 1)).toBe(true);
    expect(s.reviews.delete(m.id, 1)).toBe(false);
    expect(s.reviews.list(m.id)).toHaveLength(1);
  });

  it('survives closing and reopening the store', () => {
    const d = dir();
    const s = open(d);
    const m = s.matches.create({ gameId: 'rush', options: {}, seed: 1, seats: SEATS });
    s.reviews.save(m.id, 1, { status: 'done', review: { moves: [{ index: 3, before: 0.61, after: 0.42 }] } });
    s.close();
    const again = open(d);
    expect(again.reviews.get(m.id, 1)).toMatchObject({ status: 'done', review: { moves: [{ index: 3, before: 0.61, after: 0.42 }] } });
  });

  it('goes with its match when the match is deleted', () => {
    const s = open(dir());
    const m = s.matches.create({ gameId: 'rush', options: {}, seed: 1, seats: SEATS });
    s.reviews.save(m.id, 0, { status: 'done', review: {} });
    s.matches.delete(m.id);
    expect(s.reviews.list(m.id)).toEqual([]);
  });

  it('refuses an unknown match, a seat the match does not have, a bad status and data JSON cannot hold, with typed errors', () => {
    const s = open(dir());
    const m = s.matches.create({ gameId: 'rush', options: {}, seed: 1, seats: SEATS });
    expect(kindOf(() => s.reviews.save('nope', 0, { status: 'done', review: {} }))).toBe('not_found');
    expect(kindOf(() => s.reviews.save(m.id, 2, { status: 'done', review: {} }))).toBe('validation');
    expect(kindOf(() => s.reviews.save(m.id, -1, { status: 'done', review: {} }))).toBe('validation');
    expect(kindOf(() => s.reviews.save(m.id, 0, { status: 'paused' as never, review: {} }))).toBe('validation');
    expect(kindOf(() => s.reviews.save(m.id, 0, { status: 'done', review: { before: Number.NaN } }))).toBe('validation');
    expect(s.reviews.get(m.id, 0)).toBeNull();
  });
});
