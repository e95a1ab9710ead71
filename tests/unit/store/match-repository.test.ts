// Matches: autosave of every action, snapshots, resume with replay and hash check, undo, listing and finishing.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceFailure } from '@shared/contract/errors';
import { hashState } from '@main/engine/hash';
import { tricksGame, type TricksAction, type TricksState } from '@main/engine/testing/tricks-game';
import { DATABASE_FILE, MIGRATIONS, SCHEMA_VERSION, openStore, type Store, type StoreOptions } from '@main/store';
import { chooseMove, playAndSave, resumeTricks, tempDir } from './helpers';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function fresh(options: Partial<StoreOptions> = {}): Store {
  const t = tempDir();
  let clock = Date.UTC(2026, 5, 1);
  const s = openStore({ dataDir: t.dir, now: () => (clock += 1000), ...options });
  cleanups.push(() => {
    s.close();
    t.cleanup();
  });
  return s;
}

function errorOf(fn: () => unknown): ServiceFailure['error'] {
  try {
    fn();
  } catch (e) {
    const error = (e as ServiceFailure).error;
    if (error) return error;
    throw e;
  }
  throw new Error('expected a typed failure');
}

const SEATS = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'ai' as const, name: 'Bot', difficulty: 'hard' }];
const FOUR = [...SEATS, { kind: 'ai' as const, name: 'Cog', difficulty: 'hard' }, { kind: 'ai' as const, name: 'Dot', difficulty: 'easy' }];

function tricksMatch(s: Store, players: number, handSize: number, seed: number | string = 11): { id: string; state: TricksState } {
  const m = s.matches.create({ gameId: 'tricks', options: { handSize }, seed, seats: FOUR.slice(0, players) });
  return { id: m.id, state: tricksGame.setup({ players, handSize }, seed) };
}

/** Replays the first `n` actions from setup, independently of the store. */
function stateAfter(players: number, handSize: number, seed: number | string, n: number): TricksState {
  const state = tricksGame.setup({ players, handSize }, seed);
  for (let i = 0; i < n; i++) {
    const move = chooseMove(state, i)!;
    tricksGame.step(state, move.player, move.action);
  }
  return state;
}

describe('creating and reading matches', () => {
  it('keeps options, seed (number or text), seats and times', () => {
    const s = fresh();
    const a = s.matches.create({ gameId: 'tricks', options: { handSize: 4, variant: { fast: true } }, seed: 42, seats: SEATS });
    const b = s.matches.create({ id: 'match-b', gameId: 'tricks', options: {}, seed: 'forty-two', seats: [{ kind: 'human', name: 'Zoe', nation: 'France' }, ...SEATS.slice(1)] });
    expect(s.matches.get(a.id)).toEqual({
      id: a.id, gameId: 'tricks', options: { handSize: 4, variant: { fast: true } }, cardSetHash: null, seed: 42, seats: SEATS, players: 2, status: 'active',
      actionCount: 0, lastStateHash: null, outcome: null, createdAt: a.createdAt, updatedAt: a.createdAt, finishedAt: null,
    });
    expect(b.id).toBe('match-b');
    expect(s.matches.get('match-b')?.seed).toBe('forty-two');
    expect(s.matches.get('match-b')?.seats[0]).toEqual({ kind: 'human', name: 'Zoe', nation: 'France' });
    expect(s.matches.get('nope')).toBeNull();
    expect(errorOf(() => s.matches.create({ id: 'match-b', gameId: 'tricks', options: {}, seed: 1, seats: SEATS })).kind).toBe('validation');
  });

  it('stores a user card set once by content and refers to it by hash', () => {
    const s = fresh();
    const cards = { units: [{ id: 'u1', attack: 2 }], version: 1 };
    const a = s.matches.create({ gameId: 'ruckus', options: {}, cardSet: { name: 'Fixed', content: cards }, seed: 1, seats: SEATS });
    const b = s.matches.create({ gameId: 'ruckus', options: {}, cardSet: { name: 'Same content', content: { version: 1, units: [{ attack: 2, id: 'u1' }] } }, seed: 2, seats: SEATS });
    expect(a.cardSetHash).toMatch(/^[0-9a-f]{64}$/);
    expect(b.cardSetHash).toBe(a.cardSetHash);
    expect(s.cardSets.list()).toEqual([{ hash: a.cardSetHash, gameId: 'ruckus', name: 'Fixed', createdAt: expect.any(Number) }]);
    const c = s.matches.create({ gameId: 'ruckus', options: {}, cardSet: { hash: a.cardSetHash! }, seed: 3, seats: SEATS });
    expect(s.matches.loadForResume(c.id).cardSet).toEqual(cards);
    expect(errorOf(() => s.matches.create({ gameId: 'rush', options: {}, cardSet: { hash: a.cardSetHash! }, seed: 3, seats: SEATS }))).toMatchObject({ kind: 'validation' });
    expect(errorOf(() => s.matches.create({ gameId: 'rush', options: {}, cardSet: { hash: 'f'.repeat(64) }, seed: 3, seats: SEATS }))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(() => s.cardSets.delete(a.cardSetHash!))).toMatchObject({ kind: 'validation' });
    [a, b, c].forEach((m) => s.matches.delete(m.id));
    expect(s.cardSets.delete(a.cardSetHash!)).toBe(true);
  });

  it('rejects malformed input with typed validation errors naming the field', () => {
    const s = fresh();
    const bad: [string, unknown][] = [
      ['gameId', { gameId: 'Not A Game!', options: {}, seed: 1, seats: SEATS }],
      ['seats', { gameId: 'tricks', options: {}, seed: 1, seats: [] }],
      ['seats.1.difficulty', { gameId: 'tricks', options: {}, seed: 1, seats: [SEATS[0], { kind: 'ai', name: 'Bot' }] }],
      ['seed', { gameId: 'tricks', options: {}, seed: 1.5, seats: SEATS }],
      ['options', { gameId: 'tricks', options: 'fast', seed: 1, seats: SEATS }],
      ['options', { gameId: 'tricks', options: { speed: Number.NaN }, seed: 1, seats: SEATS }],
    ];
    for (const [field, input] of bad) {
      const error = errorOf(() => s.matches.create(input as never));
      expect(error.kind).toBe('validation');
      expect(error.kind === 'validation' && error.issues.map((i) => i.path)).toContain(field);
    }
    expect(s.matches.list().total).toBe(0);
  });
});

describe('autosave and resume', () => {
  it('appends every action with the match row in one transaction, snapshots every N, and resumes to the same hash', () => {
    const s = fresh({ snapshotEvery: 25 });
    const { id, state } = tricksMatch(s, 4, 40);
    playAndSave(s, id, state, 1000);
    expect(tricksGame.outcome(state)).not.toBeNull();
    const match = s.matches.get(id)!;
    expect(match.actionCount).toBe(160);
    expect(match.lastStateHash).toBe(hashState(state));

    const point = s.matches.loadForResume(id);
    expect(point.snapshot?.actionCount).toBe(150);
    expect(point.actions.map((a) => a.index)).toEqual(Array.from({ length: 10 }, (_, i) => 150 + i));
    const resumed = resumeTricks(point);
    expect(hashState(resumed.state)).toBe(hashState(state));
    expect(s.matches.actions(id).length).toBe(160);
    expect(s.matches.actions(id, { from: 20, to: 23 }).map((a) => [a.index, a.action])).toEqual(
      [20, 21, 22].map((i) => [i, chooseMove(stateAfter(4, 40, 11, i), i)!.action]),
    );
  });

  it('resumes from setup when no snapshot is due yet, and after reopening the store', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    let s = openStore({ dataDir: t.dir, snapshotEvery: 50 });
    const { id, state } = tricksMatch(s, 3, 10, 'seed-x');
    playAndSave(s, id, state, 17);
    s.close();
    s = openStore({ dataDir: t.dir, snapshotEvery: 50 });
    const point = s.matches.loadForResume(id);
    expect(point.snapshot).toBeNull();
    expect(point.actions.length).toBe(17);
    expect(hashState(resumeTricks(point).state)).toBe(hashState(state));
    s.close();
  });

  it('a replay that diverges from a recorded hash is detected', () => {
    const s = fresh({ snapshotEvery: 1000 });
    const { id, state } = tricksMatch(s, 2, 5);
    playAndSave(s, id, state, 4);
    const move = chooseMove(state, 4)!;
    tricksGame.step(state, move.player, move.action);
    s.matches.appendAction(id, { player: move.player, action: move.action, stateHash: 'not-the-real-hash' });
    expect(() => resumeTricks(s.matches.loadForResume(id))).toThrow(/hash mismatch after action 4/);
  });

  it('keeps only the newest snapshots of a match', () => {
    const s = fresh({ snapshotEvery: 10, keepSnapshots: 3 });
    const { id, state } = tricksMatch(s, 4, 25);
    playAndSave(s, id, state, 95);
    const db = new Database(s.path, { readonly: true });
    expect(db.prepare('SELECT action_count FROM match_snapshots WHERE match_id = ? ORDER BY 1').all(id)).toEqual([{ action_count: 70 }, { action_count: 80 }, { action_count: 90 }]);
    db.close();
  });

  it('refuses actions for an unknown match, an absent seat, a stale index, non-JSON data, or a finished match', () => {
    const s = fresh();
    const { id } = tricksMatch(s, 2, 3);
    expect(errorOf(() => s.matches.appendAction('nope', { player: 0, action: {} }))).toMatchObject({ kind: 'not_found', what: 'match' });
    expect(errorOf(() => s.matches.appendAction(id, { player: 2, action: {} }))).toMatchObject({ kind: 'validation' });
    expect(errorOf(() => s.matches.appendAction(id, { player: -1, action: {} }))).toMatchObject({ kind: 'validation' });
    expect(errorOf(() => s.matches.appendAction(id, { player: 0, action: undefined }))).toMatchObject({ kind: 'validation' });
    expect(errorOf(() => s.matches.appendAction(id, { player: 0, action: { n: Infinity } }))).toMatchObject({ kind: 'validation' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorOf(() => s.matches.appendAction(id, { player: 0, action: cyclic }))).toMatchObject({ kind: 'validation' });
    expect(s.matches.appendAction(id, { player: 0, action: { a: 1 } }, 0).index).toBe(0);
    expect(errorOf(() => s.matches.appendAction(id, { player: 1, action: { a: 2 } }, 0))).toMatchObject({ kind: 'validation' });
    expect(s.matches.get(id)?.actionCount).toBe(1);
    s.matches.finish(id, { status: 'abandoned', results: [] });
    expect(errorOf(() => s.matches.appendAction(id, { player: 1, action: {} }))).toMatchObject({ kind: 'validation' });
  });

  it('two stores on one database (the app and the CLI): the expected index stops a stale writer', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const app = openStore({ dataDir: t.dir });
    const cli = openStore({ dataDir: t.dir });
    try {
      const { id } = tricksMatch(app, 2, 3);
      expect(app.matches.appendAction(id, { player: 0, action: { n: 1 } }, 0).index).toBe(0);
      expect(errorOf(() => cli.matches.appendAction(id, { player: 1, action: { n: 2 } }, 0))).toMatchObject({ kind: 'validation' });
      expect(cli.matches.appendAction(id, { player: 1, action: { n: 2 } }, 1).index).toBe(1);
      expect(app.matches.actions(id).map((a) => a.action)).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      cli.close();
      app.close();
    }
  });

  it('the action log is append-only: SQL that edits a logged action is refused by the database itself', () => {
    const s = fresh();
    const { id, state } = tricksMatch(s, 2, 3);
    playAndSave(s, id, state, 2);
    const db = new Database(s.path);
    expect(() => db.prepare('UPDATE match_actions SET player = 1 WHERE match_id = ?').run(id)).toThrow(/append-only/);
    db.close();
  });
});

describe('undo', () => {
  it('removes the last actions and the snapshots past them in one step; resume and further play continue from there', () => {
    const s = fresh({ snapshotEvery: 25 });
    const { id, state } = tricksMatch(s, 4, 20);
    playAndSave(s, id, state, 60);
    const removed = s.matches.undo(id, 15, 60);
    expect(removed.map((a) => a.index)).toEqual(Array.from({ length: 15 }, (_, i) => 45 + i));
    const expected = stateAfter(4, 20, 11, 45);
    const match = s.matches.get(id)!;
    expect(match.actionCount).toBe(45);
    expect(match.lastStateHash).toBe(hashState(expected));
    const point = s.matches.loadForResume(id);
    expect(point.snapshot?.actionCount).toBe(25);
    const resumed = resumeTricks(point).state;
    expect(hashState(resumed)).toBe(hashState(expected));

    // Play on from the undone position with different moves: indexes continue at 45.
    const legal = tricksGame.legalActions(resumed, tricksGame.pending(resumed)[0]!.player);
    const player = tricksGame.pending(resumed)[0]!.player;
    const other: TricksAction = legal[legal.length - 1]!;
    tricksGame.step(resumed, player, other);
    expect(s.matches.appendAction(id, { player, action: other, stateHash: hashState(resumed) }).index).toBe(45);
    expect(hashState(resumeTricks(s.matches.loadForResume(id)).state)).toBe(hashState(resumed));
  });

  it('refuses to undo more than the log holds, on a stale count, or on a finished match', () => {
    const s = fresh();
    const { id, state } = tricksMatch(s, 2, 3);
    playAndSave(s, id, state, 3);
    expect(errorOf(() => s.matches.undo(id, 4))).toMatchObject({ kind: 'validation' });
    expect(errorOf(() => s.matches.undo(id, 1, 2))).toMatchObject({ kind: 'validation' });
    expect(errorOf(() => s.matches.undo(id, 0))).toMatchObject({ kind: 'validation' });
    expect(s.matches.get(id)?.actionCount).toBe(3);
    s.matches.undo(id, 3);
    expect(s.matches.get(id)).toMatchObject({ actionCount: 0, lastStateHash: null });
    s.matches.finish(id, { status: 'abandoned', results: [] });
    expect(errorOf(() => s.matches.undo(id))).toMatchObject({ kind: 'validation' });
  });
});

describe('listing, finishing and deleting', () => {
  it('lists unfinished matches first, then the most recently played, with filters, paging and a total', () => {
    const s = fresh();
    const ids = Array.from({ length: 12 }, (_, i) => s.matches.create({ gameId: i % 3 === 0 ? 'rush' : 'ruckus', options: {}, seed: i, seats: SEATS }).id);
    // Matches 0..5 end (in that order); 9 is played last.
    for (let i = 0; i < 6; i++) s.matches.finish(ids[i]!, { status: i % 2 ? 'resigned' : 'finished', results: [{ seat: 0, score: 1, won: true }, { seat: 1, score: 0, won: false }] });
    s.matches.appendAction(ids[9]!, { player: 0, action: { go: 1 } });

    const all = s.matches.list({ limit: 100 });
    expect(all.total).toBe(12);
    expect(all.items.map((m) => m.id)).toEqual([ids[9], ids[11], ids[10], ids[8], ids[7], ids[6], ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(s.matches.list({ limit: 4, offset: 4 }).items.map((m) => m.id)).toEqual([ids[7], ids[6], ids[5], ids[4]]);
    const rush = s.matches.list({ gameId: 'rush' });
    expect(rush.items.map((m) => m.id)).toEqual([ids[9], ids[6], ids[3], ids[0]]);
    expect(s.matches.list({ status: 'resigned' }).items.map((m) => m.id)).toEqual([ids[5], ids[3], ids[1]]);
    expect(s.matches.list({ gameId: 'rush', status: ['finished', 'resigned'] })).toMatchObject({ total: 2, items: [{ id: ids[3] }, { id: ids[0] }] });
    expect(errorOf(() => s.matches.list({ limit: 0 }))).toMatchObject({ kind: 'validation' });
    expect(errorOf(() => s.matches.list({ status: 'paused' as never }))).toMatchObject({ kind: 'validation' });
  });

  it('finishing stores the outcome and per-seat results (opponent difficulty and default margins derived); wrong results are refused', () => {
    const s = fresh();
    const m = s.matches.create({ gameId: 'rush', options: {}, seed: 1, seats: FOUR });
    expect(errorOf(() => s.matches.finish(m.id, { status: 'finished', results: [{ seat: 0, score: 3, won: true }] }))).toMatchObject({ kind: 'validation' });
    expect(errorOf(() => s.matches.finish(m.id, { status: 'abandoned', results: [{ seat: 0, score: 3, won: true }] }))).toMatchObject({ kind: 'validation' });
    const dup = [0, 0, 1, 2].map((seat) => ({ seat, score: 1, won: false }));
    expect(errorOf(() => s.matches.finish(m.id, { status: 'finished', results: dup }))).toMatchObject({ kind: 'validation' });
    expect(s.matches.get(m.id)?.status).toBe('active');

    const outcome = { scores: [7, 5, 9, 2], winners: [2], tieBreaks: [] };
    const done = s.matches.finish(m.id, {
      status: 'finished', outcome,
      results: [{ seat: 0, score: 7, won: false, faction: 'USA', cards: { 'M4 Sherman': 2 } }, { seat: 1, score: 5, won: false }, { seat: 2, score: 9, won: true, margin: 2 }, { seat: 3, score: 2, won: false }],
    });
    expect(done).toMatchObject({ status: 'finished', outcome, finishedAt: expect.any(Number) });
    const db = new Database(s.path, { readonly: true });
    expect(db.prepare('SELECT seat, is_human, difficulty, opponent_difficulty, faction, score, margin, won FROM match_results ORDER BY seat').all()).toEqual([
      { seat: 0, is_human: 1, difficulty: null, opponent_difficulty: 'mixed', faction: 'USA', score: 7, margin: -2, won: 0 },
      { seat: 1, is_human: 0, difficulty: 'hard', opponent_difficulty: 'mixed', faction: null, score: 5, margin: -4, won: 0 },
      { seat: 2, is_human: 0, difficulty: 'hard', opponent_difficulty: 'mixed', faction: null, score: 9, margin: 2, won: 1 },
      { seat: 3, is_human: 0, difficulty: 'easy', opponent_difficulty: 'hard', faction: null, score: 2, margin: -7, won: 0 },
    ]);
    db.close();
    expect(errorOf(() => s.matches.finish(m.id, { status: 'abandoned', results: [] }))).toMatchObject({ kind: 'validation' });
  });

  it('finishing packs the log into one compressed row: the same actions, seats and times, the hashes at every snapshot interval and at the end', () => {
    const s = fresh({ snapshotEvery: 5 });
    const m = tricksMatch(s, 3, 9, 4);
    playAndSave(s, m.id, m.state, 40);
    s.matches.appendAction(m.id, { player: 0, action: { type: 'commit', card: 'c1' }, stateHash: 'feedfacefeedface', log: [{ m: 'x' }] }, 27);
    const before = s.matches.actions(m.id);
    expect(before).toHaveLength(28);
    expect(s.matches.loadForResume(m.id).logs).toEqual([...Array(27).fill([]), [{ m: 'x' }]]);
    s.matches.finish(m.id, { status: 'finished', results: [0, 1, 2].map((seat) => ({ seat, score: seat, won: seat === 2 })) });
    const db = new Database(s.path, { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM match_actions WHERE match_id = ?').get(m.id)).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM match_snapshots WHERE match_id = ?').get(m.id)).toEqual({ n: 0 });
    const packed = db.prepare('SELECT actions, length(packed) AS bytes FROM match_archives WHERE match_id = ?').get(m.id) as { actions: number; bytes: number };
    db.close();
    expect(packed.actions).toBe(28);
    expect(packed.bytes).toBeLessThan(JSON.stringify(before).length / 3);
    const after = s.matches.actions(m.id);
    expect(after.map(({ stateHash: _, ...rest }) => rest)).toEqual(before.map(({ stateHash: _, ...rest }) => rest));
    expect(after.flatMap((a) => (a.stateHash ? [a.index] : []))).toEqual([4, 9, 14, 19, 24, 27]);
    for (const a of after) if (a.stateHash) expect(a.stateHash).toBe(before[a.index]!.stateHash);
    expect(s.matches.actions(m.id, { from: 10, to: 12 }).map((a) => a.index)).toEqual([10, 11]);
    // Its log entries are not kept: a replay tells them again. The resume point still ends at the same hash.
    const point = s.matches.loadForResume(m.id);
    expect(point.logs).toBeNull();
    expect(hashState(resumeTricks({ ...point, actions: point.actions.slice(0, -1) }).state)).toBe(hashState(stateAfter(3, 9, 4, 27)));
  });

  it('a store saved before the log was kept beside the actions opens with its actions, and no hash or snapshot of the old state shape', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    openStore({ dataDir: t.dir, migrations: MIGRATIONS.slice(0, 2), dailyBackup: false }).close();
    const db = new Database(path.join(t.dir, DATABASE_FILE));
    db.prepare(`INSERT INTO matches (id, game_id, options, seed, seats, players, status, action_count, last_state_hash, created_at, updated_at)
      VALUES ('old', 'tricks', '{}', 3, ?, 2, 'active', 2, 'aaaaaaaaaaaaaaaa', 1, 1)`).run(JSON.stringify(SEATS));
    for (const seq of [0, 1]) db.prepare('INSERT INTO match_actions (match_id, seq, player, action, state_hash, at) VALUES (?, ?, ?, ?, ?, ?)').run('old', seq, seq, '{"type":"commit","card":"c1"}', 'bbbbbbbbbbbbbbbb', 1);
    db.prepare("INSERT INTO match_snapshots (match_id, action_count, state, state_hash, at) VALUES ('old', 2, '{\"log\":[]}', 'cccccccccccccccc', 1)").run();
    db.close();
    const s = openStore({ dataDir: t.dir, dailyBackup: false });
    cleanups.unshift(() => s.close());
    expect(s.recovery.migrated).toMatchObject({ from: 2, to: SCHEMA_VERSION });
    const point = s.matches.loadForResume('old');
    expect(point.snapshot).toBeNull();
    expect(point.actions.map((a) => [a.player, a.action, a.stateHash])).toEqual([[0, { type: 'commit', card: 'c1' }, null], [1, { type: 'commit', card: 'c1' }, null]]);
    expect(point.match.lastStateHash).toBeNull();
    // Without the log beside its actions, the match's log is told again by a replay.
    expect(point.logs).toBeNull();
    const raw = new Database(s.path);
    expect(() => raw.prepare('UPDATE match_actions SET player = 1').run()).toThrow(/append-only/);
    raw.close();
  });

  it('a damaged packed log is a typed storage problem, not a crash', () => {
    const s = fresh();
    const m = tricksMatch(s, 2, 6, 3);
    playAndSave(s, m.id, m.state, 12);
    s.matches.finish(m.id, { status: 'finished', results: [{ seat: 0, score: 1, won: true }, { seat: 1, score: 0, won: false }] });
    const db = new Database(s.path);
    db.prepare('UPDATE match_archives SET packed = ? WHERE match_id = ?').run(Buffer.from('not deflated at all'), m.id);
    db.close();
    expect(errorOf(() => s.matches.actions(m.id))).toMatchObject({ kind: 'validation', message: expect.stringMatching(/saved log of match .* is damaged/) });
  });

  it('deleting a match removes its log, snapshots, results, cards and campaign entry, and nothing else', () => {
    const s = fresh({ snapshotEvery: 5 });
    const keep = tricksMatch(s, 2, 6, 1);
    const gone = tricksMatch(s, 2, 6, 2);
    playAndSave(s, keep.id, keep.state, 12);
    playAndSave(s, gone.id, gone.state, 12);
    for (const m of [keep.id, gone.id]) s.matches.finish(m, { status: 'finished', results: [{ seat: 0, score: 4, won: true, cards: { c1: 1 } }, { seat: 1, score: 2, won: false }] });
    // Matches still on keep their log rows and snapshots (a finished one packs its log and keeps no snapshot).
    const keepOn = tricksMatch(s, 2, 6, 3);
    const goneOn = tricksMatch(s, 2, 6, 4);
    playAndSave(s, keepOn.id, keepOn.state, 12);
    playAndSave(s, goneOn.id, goneOn.state, 12);
    expect(s.matches.delete(goneOn.id)).toBe(true);
    const campaign = s.campaigns.create({ name: 'Series', kind: 'free', state: {} });
    s.campaigns.addMatch(campaign.id, keep.id);
    s.campaigns.addMatch(campaign.id, gone.id);
    expect(s.matches.delete(gone.id)).toBe(true);
    expect(s.matches.delete(gone.id)).toBe(false);
    const db = new Database(s.path, { readonly: true });
    for (const table of ['match_archives', 'match_results', 'match_cards', 'campaign_matches']) {
      expect(db.prepare(`SELECT DISTINCT match_id FROM ${table}`).all(), table).toEqual([{ match_id: keep.id }]);
    }
    for (const table of ['match_actions', 'match_snapshots']) {
      expect(db.prepare(`SELECT DISTINCT match_id FROM ${table}`).all(), table).toEqual([{ match_id: keepOn.id }]);
    }
    db.close();
    expect(s.campaigns.timeline(campaign.id).map((e) => e.matchId)).toEqual([keep.id]);
  });
});
