// Store benchmark: autosave latency, resume time and history/statistics queries over 10,000 matches. Prints medians.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { hashState } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { tricksGame, type TricksAction, type TricksState } from '@main/engine/testing/tricks-game';
import { openStore, type SeatInfo, type Store } from '@main/store';

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (x: number): string => `${x.toFixed(2)} ms`;

function timeRuns(runs: number, fn: () => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** A deterministic legal move, as the tests play. */
function move(state: TricksState, turn: number): { player: number; action: TricksAction } | null {
  const decisions = tricksGame.pending(state);
  if (decisions.length === 0) return null;
  const player = decisions[turn % decisions.length]!.player;
  const legal = tricksGame.legalActions(state, player);
  return { player, action: legal[(turn * 7) % legal.length]! };
}

/** The floor under any durable write on this disk: one-row transactions with WAL and synchronous=FULL, no store code. */
function rawCommitFloor(dir: string): number[] {
  const db = new Database(path.join(dir, 'floor.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE t (a INTEGER, b TEXT)');
  const insert = db.prepare('INSERT INTO t VALUES (?, ?)');
  const times = timeRuns(300, () => insert.run(1, 'x'.repeat(60)));
  db.close();
  return times;
}

function playLongGame(store: Store, actions: number): { id: string; appendTimes: number[]; snapshotTimes: number[]; state: TricksState } {
  const players = 4;
  const handSize = actions / players;
  const m = store.matches.create({ gameId: 'tricks', options: { handSize }, seed: 'bench', seats: [{ kind: 'human', name: 'Ann' }, ...[1, 2, 3].map((i) => ({ kind: 'ai' as const, name: `Bot ${i}`, difficulty: 'normal' }))] });
  const state = tricksGame.setup({ players, handSize }, 'bench');
  const appendTimes: number[] = [];
  const snapshotTimes: number[] = [];
  for (let i = 0; ; i++) {
    const next = move(state, i);
    if (!next) break;
    tricksGame.step(state, next.player, next.action);
    const stateHash = hashState(state);
    const t = performance.now();
    const saved = store.matches.appendAction(m.id, { player: next.player, action: next.action, stateHash, state });
    const dt = performance.now() - t;
    appendTimes.push(dt);
    if (saved.snapshotTaken) snapshotTimes.push(dt);
  }
  return { id: m.id, appendTimes: appendTimes.sort((a, b) => a - b), snapshotTimes: snapshotTimes.sort((a, b) => a - b), state };
}

/** What MatchService does to resume: load the newest snapshot and the actions after it, replay them, check the hash. */
function resume(store: Store, id: string): TricksState {
  const point = store.matches.loadForResume(id);
  const m = point.match;
  const state = point.snapshot ? (point.snapshot.state as TricksState) : tricksGame.setup({ players: m.players, handSize: (m.options as { handSize: number }).handSize }, m.seed);
  for (const a of point.actions) {
    const error = tricksGame.step(state, a.player, a.action as TricksAction);
    if (error) throw new Error(error.message);
  }
  if (hashState(state) !== m.lastStateHash) throw new Error('resume hash mismatch');
  return state;
}

export function seedMatches(store: Store, count: number): void {
  const rng = new Rng('bench-history');
  const difficulties = ['easy', 'normal', 'hard', 'expert'];
  const factions: Record<string, string[]> = { rush: ['USA', 'USSR', 'Germany', 'UK', 'France'], ruckus: ['Smashers', 'Sneaks', 'Brewers', 'Shamans'] };
  for (let batch = 0; batch < count / 1000; batch++) {
    store.transaction(() => {
      for (let i = 0; i < 1000; i++) {
        const gameId = rng.int(2) ? 'rush' : 'ruckus';
        const players = 2 + rng.int(3);
        const level = difficulties[rng.int(4)]!;
        const seats: SeatInfo[] = Array.from({ length: players }, (_, s) => (s === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'ai', name: `Bot ${s}`, difficulty: level }));
        const m = store.matches.create({ gameId, options: { variant: 'standard' }, seed: batch * 1000 + i, seats });
        for (let a = 0; a < 10; a++) store.matches.appendAction(m.id, { player: a % players, action: { type: 'play', card: `card-${rng.int(40)}` }, stateHash: '0123456789abcdef' });
        if (rng.int(10) === 0) continue;
        const scores = seats.map(() => rng.int(15));
        const top = Math.max(...scores);
        store.matches.finish(m.id, {
          status: rng.int(15) === 0 ? 'resigned' : 'finished',
          outcome: { scores, winners: scores.flatMap((s, p) => (s === top ? [p] : [])) },
          results: seats.map((_, seat) => ({
            seat, score: scores[seat]!, won: scores[seat] === top, faction: factions[gameId]![rng.int(factions[gameId]!.length)]!,
            cards: Object.fromEntries(Array.from({ length: 6 }, () => [`${gameId}-card-${rng.int(30)}`, 1 + rng.int(2)])),
          })),
        });
      }
    });
  }
}

export async function benchStore(out: (line: string) => void): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skirmish-bench-store-'));
  try {
    const floor = rawCommitFloor(dir);
    out(`store: raw durable commit on this disk (WAL, synchronous=FULL, no store code): p50 ${ms(percentile(floor, 50))}, p95 ${ms(percentile(floor, 95))}`);

    // Autosave: every action of a 1,000-action game, snapshots every 50 actions included.
    let store = openStore({ dataDir: path.join(dir, 'play'), dailyBackup: false });
    const game = playLongGame(store, 1000);
    out(`store: append action (autosave, 1,000 actions): p50 ${ms(percentile(game.appendTimes, 50))}, p95 ${ms(percentile(game.appendTimes, 95))}, max ${ms(game.appendTimes[game.appendTimes.length - 1]!)} (target p95 < 2 ms)`);
    out(`store: append action that also writes a snapshot (${game.snapshotTimes.length} of them): p50 ${ms(percentile(game.snapshotTimes, 50))}`);
    store.close();
    const normal = openStore({ dataDir: path.join(dir, 'play-normal'), dailyBackup: false, durability: 'normal' });
    const fast = playLongGame(normal, 1000);
    out(`store: append action with durability 'normal' (synchronous=NORMAL, for comparison only): p50 ${ms(percentile(fast.appendTimes, 50))}, p95 ${ms(percentile(fast.appendTimes, 95))}`);
    normal.close();

    // Resume a 1,000-action game in a freshly opened store (cold statements), then warm.
    const coldTimes: number[] = [];
    for (let i = 0; i < 10; i++) {
      store = openStore({ dataDir: path.join(dir, 'play'), dailyBackup: false });
      const t = performance.now();
      const state = resume(store, game.id);
      coldTimes.push(performance.now() - t);
      if (hashState(state) !== hashState(game.state)) throw new Error('resume diverged');
      store.close();
    }
    coldTimes.sort((a, b) => a - b);
    store = openStore({ dataDir: path.join(dir, 'play'), dailyBackup: false });
    const warm = timeRuns(20, () => resume(store, game.id));
    out(`store: resume 1,000-action game (load snapshot + replay + hash check): median ${ms(percentile(warm, 50))} warm, ${ms(percentile(coldTimes, 50))} just after opening (target < 100 ms)`);
    store.close();
    const noSnapshots = openStore({ dataDir: path.join(dir, 'no-snapshots'), dailyBackup: false, snapshotEvery: 1_000_000 });
    const full = playLongGame(noSnapshots, 1000);
    const fullTimes = timeRuns(10, () => resume(noSnapshots, full.id));
    out(`store: resume 1,000-action game with no snapshot (replay all 1,000): median ${ms(percentile(fullTimes, 50))}`);
    noSnapshots.close();

    // History and statistics over 10,000 stored matches.
    store = openStore({ dataDir: path.join(dir, 'history'), dailyBackup: false });
    const t0 = performance.now();
    seedMatches(store, 10_000);
    out(`store: seeded 10,000 matches (100,000 actions, results and cards) in ${(performance.now() - t0).toFixed(0)} ms; database ${(fs.statSync(store.path).size / 1e6).toFixed(1)} MB + WAL`);
    const queries: [string, () => unknown][] = [
      ['history list, first page (50, unfinished first)', () => store.matches.list({ limit: 50 })],
      ['history list, page 100 (offset 4,950)', () => store.matches.list({ limit: 50, offset: 4950 })],
      ['history list, one game, finished only', () => store.matches.list({ gameId: 'rush', status: ['finished', 'resigned'], limit: 50 })],
      ['stats: games, wins, averages per game', () => store.stats.byGame()],
      ['stats: win rate by players', () => store.stats.by('players', { gameId: 'rush' })],
      ['stats: win rate by AI difficulty', () => store.stats.by('opponent-difficulty', { gameId: 'rush' })],
      ['stats: win rate by nation (Rush)', () => store.stats.by('faction', { gameId: 'rush' })],
      ['stats: win rate by guild (Ruckus)', () => store.stats.by('faction', { gameId: 'ruckus' })],
      ['stats: streaks', () => store.stats.streaks()],
      ['stats: most used cards with win rate', () => store.stats.topCards({ gameId: 'rush', limit: 10 })],
      ['stats: time series by day', () => store.stats.series('day')],
      ['stats: time series by month, one game', () => store.stats.series('month', { gameId: 'ruckus' })],
    ];
    for (const [name, fn] of queries) {
      fn();
      const times = timeRuns(15, fn);
      out(`store: ${name} over 10,000 matches: median ${ms(percentile(times, 50))}, max ${ms(times[times.length - 1]!)} (target < 50 ms)`);
    }
    store.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchStore((line) => console.log(line));
}
