// Statistics queries over many seeded matches, checked against figures computed here from the seeded data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '@main/engine/rng';
import { openStore, type SeatInfo, type SeatResultInput, type StatsDimension, type Store, type WinRecord } from '@main/store';
import { tempDir } from './helpers';

interface SeatRow { matchId: string; seat: number; gameId: string; players: number; human: boolean; difficulty: string | null; opponentDifficulty: string | null; faction: string | null; score: number; margin: number; won: boolean; at: number; cards: Record<string, number> }

const DIFFICULTIES = ['easy', 'normal', 'hard'];
const FACTIONS: Record<string, string[]> = { rush: ['USA', 'USSR', 'Germany', 'UK'], ruckus: ['Smashers', 'Sneaks', 'Brewers'] };
const START = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

let store: Store;
let cleanup: () => void;
const rows: SeatRow[] = [];

beforeAll(() => {
  const t = tempDir();
  let clock = START;
  store = openStore({ dataDir: t.dir, now: () => clock });
  cleanup = () => {
    store.close();
    t.cleanup();
  };
  const rng = new Rng(2026);
  store.transaction(() => {
    for (let m = 0; m < 400; m++) {
      const gameId = rng.int(2) === 0 ? 'rush' : 'ruckus';
      const players = 2 + rng.int(3);
      const hotSeat = rng.int(10) === 0;
      const common = DIFFICULTIES[rng.int(3)]!;
      const mixed = rng.int(4) === 0;
      const seats: SeatInfo[] = Array.from({ length: players }, (_, i) =>
        i === 0 || (i === 1 && hotSeat) ? { kind: 'human', name: `P${i}` } : { kind: 'ai', name: `AI${i}`, difficulty: mixed ? DIFFICULTIES[rng.int(3)]! : common });
      const id = `m-${String(m).padStart(4, '0')}`;
      clock = START + m * 3 * 3_600_000 + rng.int(3_000_000);
      store.matches.create({ id, gameId, options: {}, seed: m, seats });
      const end = rng.int(20);
      if (end === 0) continue; // still active
      clock += rng.int(2 * DAY);
      if (end === 1) {
        store.matches.finish(id, { status: 'abandoned', results: [] });
        continue;
      }
      const scores = seats.map(() => rng.int(12));
      const top = Math.max(...scores);
      const results: SeatResultInput[] = seats.map((_, seat) => {
        const cards: Record<string, number> = {};
        for (let k = 0; k < 4; k++) {
          const card = `${gameId}-card-${rng.int(15)}`;
          cards[card] = (cards[card] ?? 0) + 1 + rng.int(2);
        }
        return { seat, score: scores[seat]!, won: scores[seat] === top, faction: rng.int(8) === 0 ? null : FACTIONS[gameId]![rng.int(FACTIONS[gameId]!.length)]!, cards };
      });
      store.matches.finish(id, { status: end === 2 ? 'resigned' : 'finished', outcome: { scores }, results });
      for (const r of results) {
        const others = seats.filter((_, i) => i !== r.seat).flatMap((s) => (s.kind === 'ai' ? [s.difficulty] : []));
        const seat = seats[r.seat]!;
        rows.push({
          matchId: id, seat: r.seat, gameId, players, human: seat.kind === 'human', difficulty: seat.kind === 'ai' ? seat.difficulty : null,
          opponentDifficulty: others.length === 0 ? null : new Set(others).size === 1 ? others[0]! : 'mixed', faction: r.faction ?? null,
          score: r.score, margin: r.score - Math.max(...scores.filter((_, i) => i !== r.seat)), won: r.won, at: clock, cards: r.cards!,
        });
      }
    }
  });
});
afterAll(() => cleanup());

function figures(list: SeatRow[]): WinRecord {
  const wins = list.filter((r) => r.won).length;
  return { games: list.length, wins, winRate: list.length ? wins / list.length : 0, avgScore: list.reduce((a, r) => a + r.score, 0) / list.length, avgMargin: list.reduce((a, r) => a + r.margin, 0) / list.length };
}

function groupBy<K>(list: SeatRow[], key: (r: SeatRow) => K): Map<K, SeatRow[]> {
  const out = new Map<K, SeatRow[]>();
  for (const r of list) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

const close = (actual: WinRecord, expected: WinRecord): void => {
  expect(actual.games).toBe(expected.games);
  expect(actual.wins).toBe(expected.wins);
  expect(actual.winRate).toBeCloseTo(expected.winRate, 10);
  expect(actual.avgScore).toBeCloseTo(expected.avgScore, 10);
  expect(actual.avgMargin).toBeCloseTo(expected.avgMargin, 10);
};

const human = (): SeatRow[] => rows.filter((r) => r.human);
const sortKey = (v: string | number | null): string => (v === null ? '' : typeof v === 'number' ? String(v).padStart(6, '0') : `~${v}`);

describe('statistics over seeded matches', () => {
  it('seeded enough finished results of every kind to be meaningful', () => {
    expect(human().length).toBeGreaterThan(300);
    expect(new Set(rows.map((r) => r.opponentDifficulty))).toEqual(new Set(['easy', 'normal', 'hard', 'mixed', null]));
  });

  it('games, wins, win rate, average score and margin per game (human seats by default, AI or every seat on request)', () => {
    for (const [seats, pick] of [['human', (r: SeatRow) => r.human], ['ai', (r: SeatRow) => !r.human], ['all', () => true]] as const) {
      const expected = groupBy(rows.filter(pick), (r) => r.gameId);
      const actual = store.stats.byGame(seats === 'human' ? {} : { seats });
      expect(actual.map((r) => r.gameId)).toEqual([...expected.keys()].sort());
      for (const r of actual) close(r, figures(expected.get(r.gameId)!));
    }
  });

  it('win rate by number of players, opponent difficulty, own difficulty and faction, per game', () => {
    type Key = (r: SeatRow) => string | number | null;
    const dims: readonly (readonly [StatsDimension, Key, 'human' | 'ai'])[] = [
      ['players', (r: SeatRow) => r.players, 'human'],
      ['opponent-difficulty', (r: SeatRow) => r.opponentDifficulty, 'human'],
      ['difficulty', (r: SeatRow) => r.difficulty, 'ai'],
      ['faction', (r: SeatRow) => r.faction, 'human'],
    ];
    for (const gameId of ['rush', 'ruckus']) {
      for (const [dim, key, seats] of dims) {
        const expected = groupBy<string | number | null>(rows.filter((r) => r.gameId === gameId && (seats === 'human' ? r.human : !r.human)), key);
        const actual = store.stats.by(dim, { gameId, seats });
        expect(actual.map((r) => r.key), `${gameId} ${dim}`).toEqual([...expected.keys()].sort((a, b) => sortKey(a).localeCompare(sortKey(b))));
        for (const r of actual) close(r, figures(expected.get(r.key)!));
      }
    }
  });

  it('streaks: the current run and the longest win and loss runs, in finishing order', () => {
    for (const gameId of [undefined, 'rush', 'ruckus']) {
      const list = human().filter((r) => !gameId || r.gameId === gameId).sort((a, b) => a.at - b.at || (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : a.seat - b.seat));
      const runs: { won: boolean; length: number }[] = [];
      for (const r of list) {
        const last = runs[runs.length - 1];
        if (last && last.won === r.won) last.length++;
        else runs.push({ won: r.won, length: 1 });
      }
      expect(store.stats.streaks(gameId ? { gameId } : {})).toEqual({
        current: runs[runs.length - 1],
        longestWin: Math.max(0, ...runs.filter((r) => r.won).map((r) => r.length)),
        longestLoss: Math.max(0, ...runs.filter((r) => !r.won).map((r) => r.length)),
      });
    }
    expect(store.stats.streaks({ gameId: 'nothing-played' })).toEqual({ current: null, longestWin: 0, longestLoss: 0 });
  });

  it('most used cards with the win rate of the games that included them', () => {
    for (const gameId of ['rush', 'ruckus']) {
      const use = new Map<string, { games: number; copies: number; wins: number }>();
      for (const r of human().filter((x) => x.gameId === gameId)) {
        for (const [card, copies] of Object.entries(r.cards)) {
          const u = use.get(card) ?? { games: 0, copies: 0, wins: 0 };
          use.set(card, { games: u.games + 1, copies: u.copies + copies, wins: u.wins + (r.won ? 1 : 0) });
        }
      }
      const expected = [...use.entries()]
        .map(([card, u]) => ({ card, ...u, winRate: u.wins / u.games }))
        .sort((a, b) => b.games - a.games || b.copies - a.copies || (a.card < b.card ? -1 : 1))
        .slice(0, 6);
      const actual = store.stats.topCards({ gameId, limit: 6 });
      expect(actual.map(({ winRate: _, ...rest }) => rest)).toEqual(expected.map(({ winRate: _, ...rest }) => rest));
      actual.forEach((a, i) => expect(a.winRate).toBeCloseTo(expected[i]!.winRate, 10));
    }
  });

  it('a time series by day, week (from Monday) and month, with a time window and in the player\'s time zone', () => {
    const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
    const bucketOf = {
      day: (ms: number) => iso(ms),
      week: (ms: number) => {
        const d = new Date(ms);
        return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));
      },
      month: (ms: number) => `${iso(ms).slice(0, 7)}-01`,
    };
    const from = START + 10 * DAY;
    const to = START + 40 * DAY;
    for (const bucket of ['day', 'week', 'month'] as const) {
      for (const [window, offset] of [[{}, 0], [{ from, to }, 0], [{}, -300], [{}, 570]] as const) {
        const list = human().filter((r) => r.gameId === 'rush' && (!('from' in window) || (r.at >= from && r.at < to)));
        const expected = groupBy(list, (r) => bucketOf[bucket](r.at + offset * 60_000));
        const actual = store.stats.series(bucket, { gameId: 'rush', ...window, ...(offset ? { utcOffsetMinutes: offset } : {}) });
        expect(actual.map((p) => p.start)).toEqual([...expected.keys()].sort());
        for (const p of actual) close(p, figures(expected.get(p.start)!));
      }
    }
  });

  it('abandoned and unfinished matches count nowhere; a deleted match leaves the statistics', () => {
    const before = store.stats.byGame({ seats: 'all' }).reduce((a, r) => a + r.games, 0);
    expect(before).toBe(rows.length);
    const victim = rows.find((r) => r.human)!;
    const seatsOfVictim = rows.filter((r) => r.matchId === victim.matchId).length;
    store.matches.delete(victim.matchId);
    expect(store.stats.byGame({ seats: 'all' }).reduce((a, r) => a + r.games, 0)).toBe(rows.length - seatsOfVictim);
    rows.splice(0, rows.length, ...rows.filter((r) => r.matchId !== victim.matchId));
  });

  it('rejects malformed filters with typed validation errors', () => {
    expect(() => store.stats.by('colour' as never)).toThrow(expect.objectContaining({ error: expect.objectContaining({ kind: 'validation' }) }));
    expect(() => store.stats.byGame({ seats: 'robots' as never })).toThrow(expect.objectContaining({ error: expect.objectContaining({ kind: 'validation' }) }));
    expect(() => store.stats.series('year' as never)).toThrow(expect.objectContaining({ error: expect.objectContaining({ kind: 'validation' }) }));
    expect(() => store.stats.series('day', { utcOffsetMinutes: 24 * 60 })).toThrow(expect.objectContaining({ error: expect.objectContaining({ kind: 'validation' }) }));
    expect(() => store.stats.topCards({ limit: -1 })).toThrow(expect.objectContaining({ error: expect.objectContaining({ kind: 'validation' }) }));
  });
});
