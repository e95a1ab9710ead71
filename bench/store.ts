// Store benchmark on the real match path: the dispatcher and MatchMainService over a real store (WAL, synchronous=FULL),
// with real Rush and Ruckus matches played by bots. Prints act latency at 100 and 1,000 actions, autosave (append)
// latency, resume at the worst point between snapshots, bytes per finished match, and history and statistics queries
// over 10,000 finished matches. `npm run bench -- store`; STORE_BENCH_QUICK=1 plays fewer matches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { botByName } from '@main/ai/bot';
import { playGame } from '@main/ai/simulate';
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { gameModule } from '@main/games/index';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type SeatInfo, type Store } from '@main/store';

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
const ms = (x: number): string => `${x.toFixed(2)} ms`;
const load = (): string => os.loadavg().map((l) => l.toFixed(1)).join(' ');

function timeRuns(runs: number, fn: () => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return sorted(times);
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

interface Bench { store: Store; services: MainServices; match: MatchMainService; appendTimes: number[] }

/** A store and the app's services on it, the store's appendAction timed. */
function open(dataDir: string): Bench {
  const store = openStore({ dataDir, dailyBackup: false });
  const appendTimes: number[] = [];
  const append = store.matches.appendAction;
  store.matches.appendAction = (...args) => {
    const t = performance.now();
    try {
      return append(...args);
    } finally {
      appendTimes.push(performance.now() - t);
    }
  };
  const services = createMainServices({ host: 'cli', dataDir, log: memoryLogger(), store, sleep: async () => {} });
  return { store, services, match: services.impls.match as MatchMainService, appendTimes };
}

function close(b: Bench): void {
  b.services.shutdown();
  b.store.close();
}

const SEAT_NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const hotSeat = (players: number): SeatInfo[] => SEAT_NAMES.slice(0, players).map((name) => ({ kind: 'human', name }));

interface Game { readonly id: string; readonly game: AnyGame; readonly options: Record<string, unknown> }
const rushGame = (): Game => ({ id: 'rush', game: gameModule('rush')!.game, options: {} });
const ruckusBasic = (): Game => ({ id: 'ruckus', game: gameModule('ruckus')!.game, options: { ...gameModule('ruckus')!.setupChoices!.find((c) => c.id === 'basic')!.options } });

/**
 * Plays a hot-seat match on the service path: every seat is a human seat, and a bot picks each move from the legal
 * actions of a copy of the game kept beside it (so no extra call reaches the service). Each act goes through the
 * dispatcher, as a transport's call does; `each` hears the act's time and the action count after it.
 */
async function playMatch(b: Bench, g: Game, players: number, seed: number, bot: string, each?: (actMs: number, count: number, matchId: string) => Promise<void> | void, stopAt = Infinity): Promise<{ id: string; actions: number }> {
  const { game } = g;
  const created = await b.match.create({ gameId: g.id, seats: hotSeat(players) as never, options: g.options, seed });
  const shadow = game.setup({ ...g.options, players }, seed);
  const chooser = botByName(bot)!;
  const rng = new Rng(seed ^ 0x9e3779b9);
  let count = 0;
  while (game.outcome(shadow) === null && count < stopAt) {
    const decision = game.pending(shadow)[0]!;
    const legal = game.legalActions(shadow, decision.player);
    const action = chooser.choose({ game, player: decision.player, decision, legal, rng, view: () => game.view(shadow, decision.player) });
    const t = performance.now();
    const r = await b.services.dispatcher.call('match.act', { matchId: created.id, seat: decision.player, action, expectedActionCount: count });
    const dt = performance.now() - t;
    if (!r.ok) throw new Error(`act ${count + 1} refused: ${r.error.message}`);
    const error = game.step(shadow, decision.player, action);
    if (error) throw new Error(error.message);
    count++;
    await each?.(dt, count, created.id);
  }
  return { id: created.id, actions: count };
}

/** The first seed from `from` whose game with `bot` in every seat lasts at least `actions` actions. */
function seedLasting(g: Game, players: number, bot: string, actions: number, from: number): number {
  for (let seed = from; seed < from + 5000; seed++) {
    const played = playGame(g.game, { ...g.options, players }, seed, Array(players).fill(botByName(bot)!));
    if (played.actions >= actions) return seed;
  }
  throw new Error(`no ${g.id} game of ${actions} actions`);
}

/** Bytes the database's pages hold (after a checkpoint and VACUUM), free pages left out. */
function usedBytes(store: Store): number {
  const db = new Database(store.path);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('VACUUM');
    const pages = Number(db.pragma('page_count', { simple: true })) - Number(db.pragma('freelist_count', { simple: true }));
    return pages * Number(db.pragma('page_size', { simple: true }));
  } finally {
    db.close();
  }
}

/** Median bytes per finished match: `count` matches played on the service path, less the empty database. */
async function bytesPerMatch(dir: string, g: Game, players: number, bot: string, count: number): Promise<{ bytes: number; actions: number }> {
  const emptyDir = path.join(dir, `empty-${g.id}-${players}-${bot}`);
  const empty = open(emptyDir);
  const base = usedBytes(empty.store);
  close(empty);
  const b = open(path.join(dir, `size-${g.id}-${players}-${bot}`));
  const lengths: number[] = [];
  for (let i = 0; i < count; i++) lengths.push((await playMatch(b, g, players, 5000 + i, bot)).actions);
  if (b.store.matches.list({ status: 'finished', limit: 1000 }).total !== count) throw new Error('a match did not finish');
  const bytes = usedBytes(b.store);
  close(b);
  return { bytes: (bytes - base) / count, actions: percentile(sorted(lengths), 50) };
}

/**
 * 10,000 finished matches of real games played by random bots (Rush with 2-4 players and Ruckus Basic with 2), each
 * saved as the match service saves a finished match (the match, its outcome, per-seat results and cards); their
 * action logs are not written, since no history or statistics query reads them.
 */
function seedHistory(store: Store, count: number): void {
  const rng = new Rng('bench-history');
  const difficulties = ['easy', 'normal', 'hard', 'expert'];
  const random = botByName('random')!;
  const rush = gameModule('rush')!, ruckus = gameModule('ruckus')!;
  for (let batch = 0; batch < count / 1000; batch++) {
    store.transaction(() => {
      for (let i = 0; i < 1000; i++) {
        const isRush = rng.int(2) === 1;
        const module = isRush ? rush : ruckus;
        const players = isRush ? 2 + rng.int(3) : 2;
        const level = difficulties[rng.int(4)]!;
        const options = isRush ? {} : { ...ruckus.setupChoices!.find((c) => c.id === 'basic')!.options };
        const seed = batch * 1000 + i;
        const seats: SeatInfo[] = Array.from({ length: players }, (_, s) => (s === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'ai', name: `Bot ${s}`, difficulty: level }));
        const m = store.matches.create({ gameId: module.game.id, options, seed, seats });
        if (rng.int(10) === 0) continue; // some stay unfinished
        const played = playGame(module.game, { ...module.simulationOptions({}), ...options, players }, seed, Array(players).fill(random));
        const stats = module.seatStats?.(played.state);
        store.matches.finish(m.id, {
          status: 'finished', outcome: played.outcome,
          results: seats.map((_, seat) => ({ seat, score: played.outcome.scores[seat] ?? 0, won: played.outcome.winners.includes(seat), faction: stats?.[seat]?.faction ?? null, cards: stats?.[seat]?.cards })),
        });
      }
    });
  }
}

export async function benchStore(out: (line: string) => void): Promise<void> {
  const quick = process.env.STORE_BENCH_QUICK === '1';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skirmish-bench-store-'));
  try {
    out(`machine: ${os.cpus().length} cores, load average ${load()}`);
    const floor = rawCommitFloor(dir);
    out(`store: raw durable commit on this disk (WAL, synchronous=FULL, no store code): p50 ${ms(percentile(floor, 50))}, p95 ${ms(percentile(floor, 95))}`);

    // A long Rush match: 4 hot seats, random bots (the longest games), the game log on as in the app.
    const rush = rushGame();
    const seed = seedLasting(rush, 4, 'random', 1000, 1);
    const b = open(path.join(dir, 'long'));
    await playMatch(b, rush, 4, seed + 1, 'random', undefined, 300); // warm-up: the JIT compiles the path first
    b.appendTimes.length = 0;
    const acts: number[] = [];
    let resumeWarm: number[] = [];
    await playMatch(b, rush, 4, seed, 'random', async (dt, count, matchId) => {
      acts.push(dt);
      if (count !== 999) return;
      // The worst point between snapshots (every 50): 49 actions past the one at 950. Resume = open after a restart.
      const times: number[] = [];
      for (let r = 0; r < 10; r++) {
        b.match.forgetAll();
        const t = performance.now();
        const v = await b.services.dispatcher.call('match.open', { matchId, seat: 0 });
        times.push(performance.now() - t);
        if (!v.ok) throw new Error(v.error.message);
      }
      resumeWarm = sorted(times);
    }, 1000);
    const early = sorted(acts.slice(0, 100)), late = sorted(acts.slice(900, 1000));
    out(`store: act (dispatcher + match service + store) over actions 1-100 of a 4-player Rush match: p50 ${ms(percentile(early, 50))}, p95 ${ms(percentile(early, 95))}`);
    out(`store: act over actions 901-1,000 of the same match: p50 ${ms(percentile(late, 50))}, p95 ${ms(percentile(late, 95))}; p50 ratio 1,000/100 ${(percentile(late, 50) / percentile(early, 50)).toFixed(2)} (target within 1.5)`);
    const appends = sorted(b.appendTimes);
    out(`store: append action (autosave, ${appends.length} actions, snapshots every 50 included): p50 ${ms(percentile(appends, 50))}, p95 ${ms(percentile(appends, 95))}, max ${ms(appends[appends.length - 1]!)} (target p95 <= 2 ms)`);
    out(`store: resume at the worst point of a 1,000-action match (open after a restart at 999 actions: snapshot at 950 + 49 actions, hashes checked): median ${ms(percentile(resumeWarm, 50))}, max ${ms(resumeWarm[resumeWarm.length - 1]!)} (target <= 20 ms; load ${load()})`);
    close(b);

    // Bytes per finished match.
    const n = quick ? 3 : 9;
    for (const [g, players, bot] of [[rush, 2, 'random'], [rush, 2, 'heuristic'], [rush, 4, 'random'], [ruckusBasic(), 2, 'random'], [ruckusBasic(), 2, 'heuristic']] as const) {
      const size = await bytesPerMatch(dir, g, players, bot, n);
      out(`store: bytes per finished ${g.id === 'rush' ? 'Rush' : 'Ruckus Basic'} ${players}-player match (${bot} bots, median ${size.actions} actions): ${(size.bytes / 1024).toFixed(1)} KiB over ${n} matches${g.id === 'rush' && players === 2 ? ' (target <= 16 KiB)' : ''}`);
    }

    // History and statistics over 10,000 finished matches.
    const history = openStore({ dataDir: path.join(dir, 'history'), dailyBackup: false });
    const t0 = performance.now();
    seedHistory(history, quick ? 2000 : 10_000);
    const total = history.matches.list({ limit: 1 }).total;
    out(`store: ${total} matches of bot-played games saved in ${((performance.now() - t0) / 1000).toFixed(1)} s (results and cards; database ${(fs.statSync(history.path).size / 1e6).toFixed(1)} MB + WAL)`);
    const queries: [string, () => unknown][] = [
      ['history list, first page (50, unfinished first)', () => history.matches.list({ limit: 50 })],
      ['history list, page 100 (offset 4,950)', () => history.matches.list({ limit: 50, offset: 4950 })],
      ['history list, one game, finished only', () => history.matches.list({ gameId: 'rush', status: ['finished', 'resigned'], limit: 50 })],
      ['stats: games, wins, averages per game', () => history.stats.byGame()],
      ['stats: win rate by players', () => history.stats.by('players', { gameId: 'rush' })],
      ['stats: win rate by AI difficulty', () => history.stats.by('opponent-difficulty', { gameId: 'rush' })],
      ['stats: win rate by nation (Rush)', () => history.stats.by('faction', { gameId: 'rush' })],
      ['stats: win rate by guild (Ruckus)', () => history.stats.by('faction', { gameId: 'ruckus' })],
      ['stats: streaks', () => history.stats.streaks()],
      ['stats: most used cards with win rate', () => history.stats.topCards({ gameId: 'rush', limit: 10 })],
      ['stats: time series by day', () => history.stats.series('day')],
      ['stats: time series by month, one game', () => history.stats.series('month', { gameId: 'ruckus' })],
    ];
    for (const [name, fn] of queries) {
      fn();
      const times = timeRuns(15, fn);
      out(`store: ${name} over ${total} matches: median ${ms(percentile(times, 50))}, max ${ms(times[times.length - 1]!)} (target < 50 ms)`);
    }
    history.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchStore((line) => console.log(line));
}
