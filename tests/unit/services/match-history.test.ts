// The match path at constant cost: act, open and undo read no more of the saved log as a match grows, undo and the
// replay go back to exactly the position a replay from the setup gives, and branch copies the log inside the store.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { SeatView } from '@shared/contract';
import type { AnyGame } from '@main/engine/game';
import { hashState } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { gameModule } from '@main/games/index';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';

const opened: { store: Store; services: MainServices }[] = [];
afterEach(() => {
  for (const { store, services } of opened.splice(0)) {
    services.shutdown();
    store.close();
  }
});

/** A service over a store that snapshots often, counting the saved actions every read hands back. */
function start(dataDir = mkdtempSync(join(tmpdir(), 'skirmish-history-'))) {
  const store = openStore({ dataDir, dailyBackup: false, snapshotEvery: 5, keepSnapshots: 2 });
  const reads = { rows: 0 };
  const { actions, loadForResume } = store.matches;
  store.matches.actions = (id, range) => { const rows = actions(id, range); reads.rows += rows.length; return rows; };
  store.matches.loadForResume = (id) => { const point = loadForResume(id); reads.rows += point.actions.length; return point; };
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, sleep: async () => {} });
  opened.push({ store, services });
  return { store, reads, dataDir, match: services.impls.match as MatchMainService };
}

const human = (name: string) => ({ kind: 'human' as const, name });
const rush = gameModule('rush')!.game as AnyGame;

/** The view a seat would have after the stored log, replayed by the rules engine from the setup. */
function replayedView(store: Store, matchId: string, seat: number): string {
  const m = store.matches.get(matchId)!;
  const state = rush.setup({ ...m.options, players: m.players }, m.seed);
  for (const a of store.matches.actions(matchId)) expect(rush.step(state, a.player, a.action)).toBeNull();
  return hashState(rush.view(state, seat));
}

/** Plays `count` random actions of a hot-seat match through the service (the engine only picks, from the seat's legal actions). */
async function play(match: MatchMainService, matchId: string, count: number, rng: Rng, each?: (v: SeatView) => Promise<void>): Promise<SeatView> {
  let v = await match.open({ matchId, seat: 0 });
  for (let i = 0; i < count && !v.outcome; i++) {
    const seat = v.pending[0]!.player;
    const mine = seat === v.seat ? v : await match.open({ matchId, seat });
    v = await match.act({ matchId, seat, action: rng.pick<{ action: unknown }>(mine.legal).action, expectedActionCount: mine.match.actionCount });
    await each?.(v);
  }
  return v;
}

describe('the match path at constant cost', () => {
  it('acts, opens and checks undo without reading the saved log, however long the match; resume reads only past the newest snapshot', async () => {
    const { match, reads } = start();
    const m = await match.create({ gameId: 'rush', seats: [human('Ann'), human('Ben')], options: {}, seed: 21 });
    const perAct: number[] = [];
    await play(match, m.id, 160, new Rng(3), async () => { perAct.push(reads.rows); reads.rows = 0; });
    expect(perAct.length).toBe(160);
    // Each seat's last action and the state before it are kept in memory: after the first actions nothing is read.
    expect(perAct.slice(20).reduce((a, b) => a + b, 0)).toBe(0);
    reads.rows = 0;
    await match.open({ matchId: m.id, seat: 1 });
    expect(reads.rows).toBe(0);
    // A restart: the newest snapshot, then fewer actions than the snapshot interval (5) are read.
    match.forgetAll();
    reads.rows = 0;
    const resumed = await match.open({ matchId: m.id, seat: 0 });
    expect(resumed.match.actionCount).toBe(160);
    expect(reads.rows).toBeLessThan(5);
  });

  it('undo, after a restart too, goes back to exactly the position the rules reach by replaying what is left of the log', async () => {
    const { match, store } = start();
    const m = await match.create({ gameId: 'rush', seats: [human('Ann'), human('Ben')], options: {}, seed: 8 });
    const rng = new Rng(17);
    let undone = 0, twice = 0;
    for (let round = 0; round < 24; round++) {
      const v = await play(match, m.id, 9, rng);
      if (v.outcome) break;
      // Every third round the match is resumed from the store first, so undo starts from a snapshot, not memory.
      if (round % 3 === 2) match.forgetAll();
      for (const seat of [0, 1]) {
        for (let k = 0; k < 3 && (await match.open({ matchId: m.id, seat })).canUndo; k++) {
          const after = await match.undo({ matchId: m.id, seat });
          undone++;
          if (k > 0) twice++;
          expect(hashState(after.view)).toBe(replayedView(store, m.id, seat));
          expect(after.match.actionCount).toBe(store.matches.get(m.id)!.actionCount);
        }
      }
    }
    expect(undone).toBeGreaterThan(5);
    expect(twice).toBeGreaterThan(0);
    // The hashes saved along the way still match a fresh resume.
    match.forgetAll();
    const final = await match.open({ matchId: m.id, seat: 0 });
    expect(hashState(final.view)).toBe(replayedView(store, m.id, 0));
  });
});

describe('replay and branch of a long finished match', () => {
  async function finished() {
    const s = start();
    const m = await s.match.create({ gameId: 'rush', seats: [human('Ann'), human('Ben')], options: {}, seed: 5 });
    const end = await play(s.match, m.id, 5000, new Rng(9));
    expect(end.outcome).not.toBeNull();
    return { ...s, id: m.id, total: end.match.actionCount };
  }

  it('shows each position stepped forward, back and jumped to exactly as a replay from the setup', async () => {
    const { match, store, id, total } = await finished();
    match.forgetAll();
    const truth = (at: number, seat: number): string => {
      const m = store.matches.get(id)!;
      const state = rush.setup({ ...m.options, players: 2 }, m.seed);
      for (const a of store.matches.actions(id, { to: at })) rush.step(state, a.player, a.action);
      return hashState(rush.view(state, seat));
    };
    const rng = new Rng(4);
    const points = [0, 1, 2, 3, 60, 59, 58, total - 1, total, 31, 32, ...Array.from({ length: 8 }, () => rng.int(total + 1))];
    for (const [i, at] of points.entries()) {
      const seat = i % 2;
      const r = await match.replay({ matchId: id, seat, at });
      expect(r.at).toBe(at);
      expect(hashState(r.seatView.view), `position ${at}`).toBe(truth(at, seat));
      expect(r.lastAction === null).toBe(at === 0);
    }
  });

  it('branches by copying the log inside the store, with a snapshot where the branch starts', async () => {
    const { match, store, id, total, dataDir } = await finished();
    const at = Math.floor(total / 2) + 3;
    const branched = await match.branch({ matchId: id, at });
    expect(branched).toMatchObject({ status: 'active', actionCount: at });
    const copied = store.matches.actions(branched.id);
    expect(copied.map((a) => [a.player, a.action, a.stateHash])).toEqual(store.matches.actions(id, { to: at }).map((a) => [a.player, a.action, a.stateHash]));
    expect(store.matches.snapshotAt(branched.id, at)?.actionCount).toBe(at);
    expect(hashState((await match.open({ matchId: branched.id, seat: 0 })).view)).toBe(hashState((await match.replay({ matchId: id, seat: 0, at })).seatView.view));
    // A log that no longer gives the saved positions is refused, and no branch is left behind: a hash kept in the
    // finished match's packed log (one at every snapshot interval) is changed.
    const db = new Database(join(dataDir, 'skirmish.sqlite'));
    const row = db.prepare('SELECT packed FROM match_archives WHERE match_id = ?').get(id) as { packed: Buffer };
    const doc = JSON.parse(inflateRawSync(row.packed).toString()) as { h: [number, string][] };
    const [index] = doc.h[3]!;
    doc.h[3] = [index, '0000000000000000'];
    db.prepare('UPDATE match_archives SET packed = ? WHERE match_id = ?').run(deflateRawSync(Buffer.from(JSON.stringify(doc))), id);
    db.close();
    const before = (await match.list({ limit: 50, offset: 0 })).total;
    await expect(match.branch({ matchId: id, at: index + 1 })).rejects.toMatchObject({ error: { kind: 'storage' } });
    expect((await match.list({ limit: 50, offset: 0 })).total).toBe(before);
  });
});

describe('the game log beside the actions, out of the hashed state', () => {
  /** The log in words a replay from the setup writes for the first `at` saved actions. */
  function toldLog(store: Store, matchId: string, at?: number) {
    const m = store.matches.get(matchId)!;
    const entries: unknown[] = [];
    const state = rush.setup({ ...m.options, players: m.players }, m.seed, entries);
    for (const a of store.matches.actions(matchId, { to: at })) expect(rush.step(state, a.player, a.action, entries)).toBeNull();
    return rush.logLines!(entries, state);
  }

  it('the seat view shows the log as a replay writes it, after a restart and an undo too; no snapshot or hash holds it', async () => {
    const { match, store, dataDir } = start();
    const m = await match.create({ gameId: 'rush', seats: [human('Ann'), human('Ben')], options: {}, seed: 12 });
    expect((await match.open({ matchId: m.id, seat: 0 })).log[0]!.text).toMatch(/^Setup: 2 players/);
    let v = await play(match, m.id, 120, new Rng(8));
    expect(v.log.length).toBeGreaterThan(100);
    expect(v.log).toEqual(toldLog(store, m.id));
    // Each action's entries are saved beside it; the snapshots are states without a log.
    const db = new Database(join(dataDir, 'skirmish.sqlite'));
    const saved = db.prepare('SELECT log FROM match_actions WHERE match_id = ? ORDER BY seq').pluck().all(m.id) as string[];
    expect(saved).toHaveLength(120);
    expect(saved.flatMap((t) => JSON.parse(t) as unknown[]).length).toBe(v.log.length - toldLog(store, m.id, 0).length);
    const snapshot = db.prepare('SELECT state FROM match_snapshots WHERE match_id = ? ORDER BY action_count DESC LIMIT 1').pluck().get(m.id) as string;
    db.close();
    expect(snapshot).not.toContain(v.log[v.log.length - 1]!.text);
    expect(Object.keys(JSON.parse(snapshot) as object)).not.toContain('log');
    // A restart reads the log back beside the actions.
    match.forgetAll();
    expect((await match.open({ matchId: m.id, seat: 0 })).log).toEqual(v.log);
    // Undo takes the undone actions' lines back.
    const seat = v.pending[0]!.player;
    v = await match.open({ matchId: m.id, seat });
    const next = await match.act({ matchId: m.id, seat, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    const undone = await match.undo({ matchId: m.id, seat });
    expect(next.match.actionCount).toBe(121);
    expect(undone.log).toEqual(toldLog(store, m.id));
    expect(undone.log).toEqual(toldLog(store, m.id, undone.match.actionCount));
  });

  it('a finished match keeps no log: opening and replaying it tell its log again, to each position', async () => {
    const { match, store } = start();
    const m = await match.create({ gameId: 'rush', seats: [human('Ann'), human('Ben')], options: {}, seed: 5 });
    const end = await play(match, m.id, 5000, new Rng(9));
    expect(end.outcome).not.toBeNull();
    const total = end.match.actionCount;
    match.forgetAll();
    const opened = await match.open({ matchId: m.id, seat: 1 });
    expect(opened.log).toEqual(end.log);
    expect(opened.log).toEqual(toldLog(store, m.id));
    for (const at of [0, 1, 57, total - 1]) expect((await match.replay({ matchId: m.id, seat: 0, at })).seatView.log).toEqual(toldLog(store, m.id, at));
  });
});
