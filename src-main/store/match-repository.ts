// Matches on SQLite: the match row, its append-only action log, periodic snapshots, and per-seat results when it ends
// (the records and the interface: match-types.ts).
import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { CardSetRepository } from './card-set-repository';
import type { Connection } from './connection';
import { notFound, validationFailure } from './errors';
import { GameId, Id, Name, Seat, Seed, check, fromJsonText, toJsonText } from './validate';
import {
  MATCH_STATUSES, type LoggedActionRecord, type MatchRecord, type MatchRepository, type MatchStatus, type SeatInfo,
} from './match-types';


const HumanSeat = z.looseObject({ kind: z.literal('human'), name: Name });
const AiSeat = z.looseObject({ kind: z.literal('ai'), name: Name, difficulty: z.string().min(1).max(40) });
const Seats = z.array(z.discriminatedUnion('kind', [HumanSeat, AiSeat])).min(1).max(16);
const NewMatchSchema = z.object({
  id: Id.optional(),
  gameId: GameId,
  options: z.record(z.string(), z.unknown()),
  cardSet: z.union([z.object({ name: Name, content: z.unknown() }), z.object({ hash: z.string() })]).optional(),
  seed: Seed,
  seats: Seats,
});
const Entry = z.object({ player: Seat, action: z.unknown().refine((a) => a !== undefined, 'an action is required'), stateHash: z.string().min(1).max(200).optional(), state: z.unknown().optional(), log: z.unknown().optional() });
const Count = z.number().int().nonnegative();
const StateHash = z.string().min(1).max(200);
const Finite = z.number().refine(Number.isFinite, 'must be a finite number');
const SeatResult = z.object({
  seat: Seat,
  score: Finite,
  margin: Finite.optional(),
  won: z.boolean(),
  faction: z.string().min(1).max(60).nullable().optional(),
  cards: z.record(z.string().min(1).max(120), z.number().int().positive()).optional(),
});
const Finish = z.object({ status: z.enum(['finished', 'resigned', 'abandoned']), outcome: z.unknown().optional(), results: z.array(SeatResult).max(16) });
const ListQuery = z.object({
  gameId: GameId.optional(),
  status: z.union([z.enum(MATCH_STATUSES), z.array(z.enum(MATCH_STATUSES)).min(1)]).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
});

interface MatchRow {
  id: string; game_id: string; options: string; card_set_hash: string | null; seed: number | string; seats: string; players: number;
  status: MatchStatus; action_count: number; last_state_hash: string | null; outcome: string | null; created_at: number; updated_at: number; finished_at: number | null;
}
interface ActionRow { seq: number; player: number; action: string; state_hash: string | null; at: number }

const COLUMNS = 'id, game_id, options, card_set_hash, seed, seats, players, status, action_count, last_state_hash, outcome, created_at, updated_at, finished_at';

const toMatch = (r: MatchRow): MatchRecord => ({
  id: r.id, gameId: r.game_id, options: JSON.parse(r.options) as Record<string, unknown>, cardSetHash: r.card_set_hash, seed: r.seed,
  seats: JSON.parse(r.seats) as SeatInfo[], players: r.players, status: r.status, actionCount: r.action_count, lastStateHash: r.last_state_hash,
  outcome: fromJsonText(r.outcome), createdAt: r.created_at, updatedAt: r.updated_at, finishedAt: r.finished_at,
});
const toAction = (r: ActionRow): LoggedActionRecord => ({ index: r.seq, player: r.player, action: JSON.parse(r.action) as unknown, stateHash: r.state_hash, at: r.at });

/** A finished match's packed log: seats as base-36 digits, the actions, time deltas, and [index, hash] pairs. */
interface Packed { v: 1; p: string; a: unknown[]; t: number[]; h: [number, string][] }

function pack(rows: readonly ActionRow[], hashEvery: number): Buffer {
  let previous = 0;
  const times = rows.map((r) => { const d = r.at - previous; previous = r.at; return d; });
  const hashes = rows.flatMap((r, i): [number, string][] => (r.state_hash && ((i + 1) % hashEvery === 0 || i === rows.length - 1) ? [[i, r.state_hash]] : []));
  // The stored action texts are JSON already: joined, not parsed and written again.
  const text = `{"v":1,"p":${JSON.stringify(rows.map((r) => r.player.toString(36)).join(''))},"a":[${rows.map((r) => r.action).join(',')}],"t":${JSON.stringify(times)},"h":${JSON.stringify(hashes)}}`;
  return deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 });
}

function unpack(matchId: string, blob: Buffer, count: number): ActionRow[] {
  let doc: Packed;
  try {
    doc = JSON.parse(inflateRawSync(blob).toString('utf8')) as Packed;
  } catch (e) {
    throw validationFailure(`The saved log of match ${matchId} is damaged (${e instanceof Error ? e.message : String(e)}).`, [{ path: 'log', message: 'unreadable' }]);
  }
  if (doc?.v !== 1 || doc.a?.length !== count || doc.p?.length !== count || doc.t?.length !== count || !Array.isArray(doc.h)) {
    throw validationFailure(`The saved log of match ${matchId} is damaged (it does not hold its ${count} actions).`, [{ path: 'log', message: 'incomplete' }]);
  }
  const hashes = new Map(doc.h);
  let at = 0;
  return doc.a.map((action, i) => ({ seq: i, player: parseInt(doc.p[i]!, 36), action: JSON.stringify(action), state_hash: hashes.get(i) ?? null, at: (at += doc.t[i]!) }));
}

/** The one difficulty all AI opponents of a seat share, 'mixed' when they differ, null with no AI opponent. */
function opponentDifficulty(seats: readonly SeatInfo[], seat: number): string | null {
  const levels = new Set(seats.flatMap((s, i) => (i !== seat && s.kind === 'ai' ? [s.difficulty] : [])));
  return levels.size === 0 ? null : levels.size === 1 ? [...levels][0]! : 'mixed';
}

export interface MatchRepositoryOptions {
  /** A snapshot is written with every `snapshotEvery`-th action that carries its state. */
  snapshotEvery: number;
  /** Snapshots kept per match (older ones are pruned; undo may need more than one). */
  keepSnapshots: number;
}

export function matchRepository(c: Connection, now: () => number, cardSets: CardSetRepository, opts: MatchRepositoryOptions): MatchRepository {
  const getRow = (id: string): MatchRow | undefined => c.prepare(`SELECT ${COLUMNS} FROM matches WHERE id = ?`).get(id) as MatchRow | undefined;
  const requireRow = (id: string): MatchRow => {
    const row = getRow(id);
    if (!row) throw notFound('match', `No match ${id}.`);
    return row;
  };
  const requireActive = (id: string, doing: string): MatchRow => {
    const row = requireRow(id);
    if (row.status !== 'active') throw validationFailure(`Cannot ${doing}: match ${id} is ${row.status}.`, [{ path: 'matchId', message: `match is ${row.status}` }]);
    return row;
  };
  /** The match's action rows with seq in [from, to): from match_actions, or from its packed log once finished. */
  const actionRows = (id: string, from = 0, to = Number.MAX_SAFE_INTEGER): ActionRow[] => {
    const packed = c.prepare('SELECT actions, packed FROM match_archives WHERE match_id = ?').get(id) as { actions: number; packed: Buffer } | undefined;
    if (packed) return unpack(id, packed.packed, packed.actions).slice(from, to);
    return c.prepare('SELECT seq, player, action, state_hash, at FROM match_actions WHERE match_id = ? AND seq >= ? AND seq < ? ORDER BY seq').all(id, from, to) as ActionRow[];
  };
  const writeSnapshot = (matchId: string, actionCount: number, stateText: string, stateHash: string, at: number): void => {
    c.prepare('INSERT OR REPLACE INTO match_snapshots (match_id, action_count, state, state_hash, at) VALUES (?, ?, ?, ?, ?)').run(matchId, actionCount, stateText, stateHash, at);
    c.prepare('DELETE FROM match_snapshots WHERE match_id = @id AND action_count < (SELECT min(action_count) FROM (SELECT action_count FROM match_snapshots WHERE match_id = @id ORDER BY action_count DESC LIMIT @keep))').run({ id: matchId, keep: opts.keepSnapshots });
  };

  return {
    create(input) {
      const v = check(NewMatchSchema, input, 'match');
      const options = toJsonText(v.options, 'options');
      const seats = toJsonText(v.seats, 'seats');
      const id = v.id ?? randomUUID();
      return c.write('Creating a match', () => {
        let cardSetHash: string | null = null;
        if (v.cardSet && 'hash' in v.cardSet) {
          cardSetHash = v.cardSet.hash;
          const stored = cardSets.get(cardSetHash);
          if (!stored) throw notFound('card set', `No card set ${cardSetHash}.`);
          if (stored.gameId !== v.gameId) throw validationFailure(`Card set ${cardSetHash} is for ${stored.gameId}, not ${v.gameId}.`, [{ path: 'cardSet.hash', message: 'wrong game' }]);
        } else if (v.cardSet) {
          cardSetHash = cardSets.save({ gameId: v.gameId, name: v.cardSet.name, content: v.cardSet.content }).hash;
        }
        if (getRow(id)) throw validationFailure(`A match ${id} already exists.`, [{ path: 'id', message: 'already exists' }]);
        const t = now();
        c.prepare(`INSERT INTO matches (id, game_id, options, card_set_hash, seed, seats, players, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)`)
          .run(id, v.gameId, options, cardSetHash, v.seed, seats, v.seats.length, t, t);
        return toMatch(getRow(id)!);
      });
    },

    get(id) {
      const i = check(Id, id, 'match id');
      return c.read('Reading a match', () => {
        const row = getRow(i);
        return row ? toMatch(row) : null;
      });
    },

    list(query = {}) {
      const q = check(ListQuery, query, 'match list query');
      const statuses = q.status === undefined ? null : Array.isArray(q.status) ? q.status : [q.status];
      // Only the filters in use go into the SQL, so each combination gets a plan that uses its index.
      const conditions = [q.gameId === undefined ? '' : 'game_id = @gameId', statuses ? `status IN (${statuses.map((_, i) => `@s${i}`).join(', ')})` : ''].filter(Boolean);
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const params: Record<string, unknown> = { ...(q.gameId === undefined ? {} : { gameId: q.gameId }), ...Object.fromEntries((statuses ?? []).map((s, i) => [`s${i}`, s])) };
      return c.read('Listing matches', () => {
        const rows = c.prepare(`SELECT ${COLUMNS} FROM matches ${where} ORDER BY unfinished DESC, updated_at DESC, id LIMIT @limit OFFSET @offset`)
          .all({ ...params, limit: q.limit ?? 50, offset: q.offset ?? 0 }) as MatchRow[];
        const total = (c.prepare(`SELECT count(*) AS n FROM matches ${where}`).get(params) as { n: number }).n;
        return { items: rows.map(toMatch), total };
      });
    },

    delete(id) {
      const i = check(Id, id, 'match id');
      return c.write('Deleting a match', () => c.prepare('DELETE FROM matches WHERE id = ?').run(i).changes > 0);
    },

    appendAction(matchId, entry, expectedIndex) {
      const id = check(Id, matchId, 'match id');
      const e = check(Entry, entry, 'action');
      if (expectedIndex !== undefined) check(Count, expectedIndex, 'expected index');
      const actionText = toJsonText(e.action, 'action');
      const logText = toJsonText(e.log ?? [], 'log');
      return c.write('Saving an action', () => {
        // Only the columns an append needs: this runs after every action.
        const row = c.prepare('SELECT status, players, action_count FROM matches WHERE id = ?').get(id) as Pick<MatchRow, 'status' | 'players' | 'action_count'> | undefined;
        if (!row) throw notFound('match', `No match ${id}.`);
        if (row.status !== 'active') throw validationFailure(`Cannot append an action: match ${id} is ${row.status}.`, [{ path: 'matchId', message: `match is ${row.status}` }]);
        if (e.player >= row.players) throw validationFailure(`Match ${id} has no seat ${e.player}.`, [{ path: 'player', message: 'no such seat' }]);
        const index = row.action_count;
        if (expectedIndex !== undefined && expectedIndex !== index) {
          throw validationFailure(`Match ${id} has ${index} actions; this action expected index ${expectedIndex}.`, [{ path: 'expectedIndex', message: 'stale' }]);
        }
        const t = now();
        c.prepare('INSERT INTO match_actions (match_id, seq, player, action, state_hash, at, log) VALUES (?, ?, ?, ?, ?, ?, ?)').run(id, index, e.player, actionText, e.stateHash ?? null, t, logText);
        c.prepare('UPDATE matches SET action_count = ?, last_state_hash = ?, updated_at = ? WHERE id = ?').run(index + 1, e.stateHash ?? null, t, id);
        const snapshotTaken = e.state !== undefined && e.stateHash !== undefined && (index + 1) % opts.snapshotEvery === 0;
        if (snapshotTaken) writeSnapshot(id, index + 1, toJsonText(e.state, 'state'), e.stateHash!, t);
        return { index, actionCount: index + 1, snapshotTaken };
      });
    },

    saveAdvice(matchId, index, advice) {
      const id = check(Id, matchId, 'match id');
      const seq = check(Count, index, 'action index');
      const text = toJsonText(advice, 'advice');
      c.write('Saving AI advice', () => {
        const row = requireRow(id);
        if (seq >= row.action_count) throw validationFailure(`Match ${id} has no action ${seq} yet.`, [{ path: 'index', message: 'past the end of the log' }]);
        c.prepare('INSERT OR REPLACE INTO match_advice (match_id, seq, advice) VALUES (?, ?, ?)').run(id, seq, text);
      });
    },

    advice(matchId, index) {
      const id = check(Id, matchId, 'match id');
      if (index !== undefined) check(Count, index, 'action index');
      return c.read('Reading AI advice', () => {
        const row = (index === undefined
          ? c.prepare('SELECT seq, advice FROM match_advice WHERE match_id = ? ORDER BY seq DESC LIMIT 1').get(id)
          : c.prepare('SELECT seq, advice FROM match_advice WHERE match_id = ? AND seq = ?').get(id, index)) as { seq: number; advice: string } | undefined;
        return row ? { index: row.seq, advice: JSON.parse(row.advice) as unknown } : null;
      });
    },

    saveSnapshot(matchId, snapshot) {
      const id = check(Id, matchId, 'match id');
      const s = check(z.object({ actionCount: Count, stateHash: StateHash, state: z.unknown() }), snapshot, 'snapshot');
      const text = toJsonText(s.state, 'state');
      c.write('Saving a snapshot', () => {
        const row = requireRow(id);
        if (s.actionCount > row.action_count) throw validationFailure(`Match ${id} has only ${row.action_count} actions.`, [{ path: 'actionCount', message: 'beyond the log' }]);
        writeSnapshot(id, s.actionCount, text, s.stateHash, now());
      });
    },

    loadForResume(matchId) {
      const id = check(Id, matchId, 'match id');
      return c.read('Loading a match', () => {
        const row = requireRow(id);
        const snap = c.prepare('SELECT action_count, state, state_hash, at FROM match_snapshots WHERE match_id = ? ORDER BY action_count DESC LIMIT 1').get(id) as
          { action_count: number; state: string; state_hash: string; at: number } | undefined;
        const from = snap?.action_count ?? 0;
        const actions = actionRows(id, from).map(toAction);
        // Each saved action carries its entries (an empty list when it added none); without them (a packed log, or
        // actions saved before the log was kept beside them) the log is told again by a replay.
        const texts = c.prepare('SELECT log FROM match_actions WHERE match_id = ? ORDER BY seq').pluck().all(id) as (string | null)[];
        const logs = texts.length === row.action_count && texts.every((t) => t !== null) ? texts.map((t) => JSON.parse(t!) as unknown) : null;
        const cardSet = row.card_set_hash ? (c.prepare('SELECT content FROM card_sets WHERE hash = ?').get(row.card_set_hash) as { content: string }).content : null;
        return {
          match: toMatch(row),
          cardSet: fromJsonText(cardSet),
          snapshot: snap ? { actionCount: snap.action_count, state: JSON.parse(snap.state) as unknown, stateHash: snap.state_hash, at: snap.at } : null,
          actions,
          logs,
        };
      });
    },

    snapshotAt(matchId, actionCount) {
      const id = check(Id, matchId, 'match id');
      const n = check(Count, actionCount, 'action count');
      return c.read('Reading a snapshot', () => {
        requireRow(id);
        const snap = c.prepare('SELECT action_count, state, state_hash, at FROM match_snapshots WHERE match_id = ? AND action_count <= ? ORDER BY action_count DESC LIMIT 1').get(id, n) as
          { action_count: number; state: string; state_hash: string; at: number } | undefined;
        return snap ? { actionCount: snap.action_count, state: JSON.parse(snap.state) as unknown, stateHash: snap.state_hash, at: snap.at } : null;
      });
    },

    lastActionBy(matchId, player) {
      const id = check(Id, matchId, 'match id');
      const p = check(Seat, player, 'seat');
      return c.read('Reading actions', () => {
        requireRow(id);
        if (requireRow(id).status !== 'active') return actionRows(id).reduce<number | null>((last, r) => (r.player === p ? r.seq : last), null);
        // Walks the log backwards from its end: a seat's last action is normally a few rows away.
        const row = c.prepare('SELECT seq FROM match_actions WHERE match_id = ? AND player = ? ORDER BY seq DESC LIMIT 1').get(id, p) as { seq: number } | undefined;
        return row ? row.seq : null;
      });
    },

    branch(fromId, at, seats) {
      const from = check(Id, fromId, 'match id');
      const n = check(Count, at, 'action count');
      const s = check(Seats, seats, 'seats');
      return c.write('Branching a match', () => {
        const row = requireRow(from);
        if (n > row.action_count) throw validationFailure(`Match ${from} has only ${row.action_count} actions.`, [{ path: 'at', message: 'beyond the log' }]);
        if (s.length !== row.players) throw validationFailure(`A branch keeps the ${row.players} seats of its match.`, [{ path: 'seats', message: `${row.players} seats` }]);
        const id = randomUUID();
        const t = now();
        const packed = c.prepare('SELECT actions, packed FROM match_archives WHERE match_id = ?').get(from) as { actions: number; packed: Buffer } | undefined;
        const rows = packed ? unpack(from, packed.packed, packed.actions).slice(0, n) : null;
        const last = n === 0 ? null : rows ? rows[n - 1]!.state_hash : (c.prepare('SELECT state_hash FROM match_actions WHERE match_id = ? AND seq = ?').get(from, n - 1) as { state_hash: string | null }).state_hash;
        c.prepare(`INSERT INTO matches (id, game_id, options, card_set_hash, seed, seats, players, status, action_count, last_state_hash, created_at, updated_at)
          SELECT ?, game_id, options, card_set_hash, seed, ?, players, 'active', ?, ?, ?, ? FROM matches WHERE id = ?`).run(id, toJsonText(s, 'seats'), n, last, t, t, from);
        if (rows) {
          // The log entries are not kept once a match is over: the branch's are told again as it is replayed.
          const insert = c.prepare('INSERT INTO match_actions (match_id, seq, player, action, state_hash, at) VALUES (?, ?, ?, ?, ?, ?)');
          for (const r of rows) insert.run(id, r.seq, r.player, r.action, r.state_hash, r.at);
        } else {
          c.prepare('INSERT INTO match_actions (match_id, seq, player, action, state_hash, at, log) SELECT ?, seq, player, action, state_hash, at, log FROM match_actions WHERE match_id = ? AND seq < ?').run(id, from, n);
        }
        c.prepare(`INSERT INTO match_snapshots (match_id, action_count, state, state_hash, at) SELECT ?, action_count, state, state_hash, at FROM match_snapshots
          WHERE match_id = ? AND action_count <= ? ORDER BY action_count DESC LIMIT 1`).run(id, from, n);
        return toMatch(getRow(id)!);
      });
    },

    actions(matchId, range = {}) {
      const id = check(Id, matchId, 'match id');
      const r = check(z.object({ from: Count.optional(), to: Count.optional() }), range, 'action range');
      return c.read('Reading actions', () => {
        requireRow(id);
        return actionRows(id, r.from, r.to).map(toAction);
      });
    },

    undo(matchId, count = 1, expectedActionCount) {
      const id = check(Id, matchId, 'match id');
      const n = check(z.number().int().positive(), count, 'undo count');
      if (expectedActionCount !== undefined) check(Count, expectedActionCount, 'expected action count');
      return c.write('Undoing actions', () => {
        const row = requireActive(id, 'undo');
        if (expectedActionCount !== undefined && expectedActionCount !== row.action_count) {
          throw validationFailure(`Match ${id} has ${row.action_count} actions, not ${expectedActionCount}.`, [{ path: 'expectedActionCount', message: 'stale' }]);
        }
        if (n > row.action_count) throw validationFailure(`Match ${id} has only ${row.action_count} actions to undo.`, [{ path: 'count', message: 'more than the log holds' }]);
        const keep = row.action_count - n;
        const removed = (c.prepare('SELECT seq, player, action, state_hash, at FROM match_actions WHERE match_id = ? AND seq >= ? ORDER BY seq').all(id, keep) as ActionRow[]).map(toAction);
        c.prepare('DELETE FROM match_actions WHERE match_id = ? AND seq >= ?').run(id, keep);
        c.prepare('DELETE FROM match_snapshots WHERE match_id = ? AND action_count > ?').run(id, keep);
        c.prepare('DELETE FROM match_advice WHERE match_id = ? AND seq >= ?').run(id, keep);
        const last = c.prepare('SELECT state_hash FROM match_actions WHERE match_id = ? AND seq = ?').get(id, keep - 1) as { state_hash: string | null } | undefined;
        c.prepare('UPDATE matches SET action_count = ?, last_state_hash = ?, updated_at = ? WHERE id = ?').run(keep, last?.state_hash ?? null, now(), id);
        return removed;
      });
    },

    finish(matchId, input) {
      const id = check(Id, matchId, 'match id');
      const f = check(Finish, input, 'match end');
      const outcome = f.outcome === undefined ? null : toJsonText(f.outcome, 'outcome');
      return c.write('Ending a match', () => {
        const row = requireActive(id, 'end the match');
        const seats = JSON.parse(row.seats) as SeatInfo[];
        const bySeat = new Map(f.results.map((r) => [r.seat, r]));
        if (bySeat.size !== f.results.length) throw validationFailure('Each seat has at most one result.', [{ path: 'results', message: 'duplicate seat' }]);
        if (f.status === 'abandoned' && f.results.length > 0) throw validationFailure('An abandoned match has no results.', [{ path: 'results', message: 'must be empty' }]);
        if (f.status !== 'abandoned' && f.results.length !== row.players) {
          throw validationFailure(`Match ${id} has ${row.players} seats; give one result per seat.`, [{ path: 'results', message: `expected ${row.players} results` }]);
        }
        for (const r of f.results) if (r.seat >= row.players) throw validationFailure(`Match ${id} has no seat ${r.seat}.`, [{ path: 'results.seat', message: 'no such seat' }]);
        const t = now();
        c.prepare('UPDATE matches SET status = ?, outcome = ?, finished_at = ?, updated_at = ? WHERE id = ?').run(f.status, outcome, t, t, id);
        const insertResult = c.prepare(`INSERT INTO match_results (match_id, seat, game_id, players, is_human, difficulty, opponent_difficulty, faction, score, margin, won, finished_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
        const insertCard = c.prepare('INSERT INTO match_cards (match_id, seat, card, copies, game_id, is_human, won, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
        for (const r of f.results) {
          const seat = seats[r.seat]!;
          const best = Math.max(...f.results.filter((o) => o.seat !== r.seat).map((o) => o.score));
          const margin = r.margin ?? (Number.isFinite(best) ? r.score - best : 0);
          const human = seat.kind === 'human' ? 1 : 0;
          const won = r.won ? 1 : 0;
          insertResult.run(id, r.seat, row.game_id, row.players, human, seat.kind === 'ai' ? seat.difficulty : null, opponentDifficulty(seats, r.seat), r.faction ?? null, r.score, margin, won, t);
          for (const [card, copies] of Object.entries(r.cards ?? {})) insertCard.run(id, r.seat, card, copies, row.game_id, human, won, t);
        }
        // A finished match is replayed from its seed (opening it tells its game log again by that replay), so it keeps
        // no snapshot, and its log is packed into one row.
        c.prepare('DELETE FROM match_snapshots WHERE match_id = ?').run(id);
        const rows = c.prepare('SELECT seq, player, action, state_hash, at FROM match_actions WHERE match_id = ? ORDER BY seq').all(id) as ActionRow[];
        if (rows.length > 0) {
          c.prepare('INSERT INTO match_archives (match_id, actions, packed) VALUES (?, ?, ?)').run(id, rows.length, pack(rows, opts.snapshotEvery));
          c.prepare('DELETE FROM match_actions WHERE match_id = ?').run(id);
        }
        return toMatch(getRow(id)!);
      });
    },
  };
}
