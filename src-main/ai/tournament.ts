// Tournaments between bots: seats rotate over games, win shares carry 95% intervals, and a Bradley-Terry fit of the
// pairwise results gives Elo-scale ratings.
import type { AnyGame } from '@main/engine/game';
import type { Bot } from './bot';
import { playGame } from './simulate';

export interface TournamentEntry {
  readonly bot: string;
  /** Games this bot took part in (a bot in several seats of one game counts once). */
  readonly games: number;
  /** Wins, a shared victory split between its winners. */
  readonly wins: number;
  readonly share: number;
  /** Wilson 95% interval of the win share. */
  readonly low: number;
  readonly high: number;
  readonly elo: number;
}

export interface TournamentResult {
  readonly games: number;
  /** Number of the first game played (its seed is the tournament seed plus this number). */
  readonly first: number;
  readonly hitTurnLimit: number;
  readonly entries: TournamentEntry[];
  /** Pairwise results behind the Elo fit: "a>b" counts the games in which a won and b did not. */
  readonly beat: Readonly<Record<string, number>>;
}

/** What one played game contributes, for progress lines. */
export interface TournamentGame {
  readonly number: number;
  readonly seats: readonly string[];
  readonly winners: readonly number[];
  readonly truncated: boolean;
}

export interface TournamentOptions {
  /** Number of the first game (default 0): parts of one tournament can run apart and be merged. */
  readonly first?: number;
  readonly onGame?: (game: TournamentGame) => void;
}

/** Wilson score interval at 95%. */
export function wilson(wins: number, games: number, z = 1.96): { low: number; high: number } {
  if (games === 0) return { low: 0, high: 1 };
  const p = wins / games;
  const d = 1 + (z * z) / games;
  const centre = (p + (z * z) / (2 * games)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / d;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Bradley-Terry strengths by minorization-maximization on the pairwise wins, on a 1500-centred Elo scale.
 * Every pair of bots gets one virtual draw (half a win each way), so a bot that always or never won keeps a finite rating.
 */
export function eloFromPairs(names: readonly string[], beat: ReadonlyMap<string, number>): Map<string, number> {
  const w = (a: string, b: string): number => (beat.get(`${a}>${b}`) ?? 0) + 0.5;
  const strength = new Map(names.map((n) => [n, 1]));
  for (let iter = 0; iter < 500; iter++) {
    for (const i of names) {
      let wins = 0, denom = 0;
      for (const j of names) {
        if (i === j) continue;
        wins += w(i, j);
        denom += (w(i, j) + w(j, i)) / (strength.get(i)! + strength.get(j)!);
      }
      // A bot that met no other bot keeps its strength.
      if (denom > 0) strength.set(i, wins / denom);
    }
    const geo = Math.exp(names.reduce((s, n) => s + Math.log(strength.get(n)!), 0) / names.length);
    for (const n of names) strength.set(n, strength.get(n)! / geo);
  }
  return new Map(names.map((n) => [n, Math.round(1500 + 400 * Math.log10(strength.get(n)!))]));
}

/**
 * Plays `games` games numbered from `first`; game g has seed `seed + g` and seat i is played by
 * bots[(i + g) % bots.length], so over consecutive games every bot sits in every seat equally often.
 */
export function runTournament(game: AnyGame, options: Record<string, unknown> & { players: number }, bots: readonly Bot[], games: number, seed: number, extra: TournamentOptions = {}): TournamentResult {
  const first = extra.first ?? 0;
  const names = [...new Set(bots.map((b) => b.name))];
  const played = new Map(names.map((n) => [n, 0]));
  const wins = new Map(names.map((n) => [n, 0]));
  const beat = new Map<string, number>();
  let hitTurnLimit = 0;
  for (let g = first; g < first + games; g++) {
    const seats = Array.from({ length: options.players }, (_, i) => bots[(i + g) % bots.length]!);
    const result = playGame(game, options, seed + g, seats);
    const present = new Set(seats.map((b) => b.name));
    const truncated = result.outcome.truncated === true;
    extra.onGame?.({ number: g, seats: seats.map((b) => b.name), winners: result.outcome.winners, truncated });
    if (truncated) { hitTurnLimit++; continue; }
    for (const n of present) played.set(n, played.get(n)! + 1);
    const winners = result.outcome.winners;
    const winnerNames = new Set(winners.map((w) => seats[w]!.name));
    for (const w of winners) wins.set(seats[w]!.name, wins.get(seats[w]!.name)! + 1 / winners.length);
    for (const w of winnerNames) for (const l of present) if (!winnerNames.has(l)) beat.set(`${w}>${l}`, (beat.get(`${w}>${l}`) ?? 0) + 1);
  }
  return { games, first, hitTurnLimit, entries: entriesOf(names, played, wins, beat), beat: Object.fromEntries(beat) };
}

function entriesOf(names: readonly string[], played: ReadonlyMap<string, number>, wins: ReadonlyMap<string, number>, beat: ReadonlyMap<string, number>): TournamentEntry[] {
  const elo = eloFromPairs(names, beat);
  return names.map((bot) => {
    const n = played.get(bot) ?? 0, w = wins.get(bot) ?? 0;
    return { bot, games: n, wins: Math.round(w * 1000) / 1000, share: n ? w / n : 0, ...wilson(w, n), elo: elo.get(bot)! };
  });
}

/** One tournament from parts played apart (for example in two processes): games, wins and pairwise results add up. */
export function mergeTournaments(parts: readonly TournamentResult[]): TournamentResult {
  if (parts.length === 0) throw new RangeError('nothing to merge');
  const ranges = [...parts].sort((a, b) => a.first - b.first);
  for (let i = 1; i < ranges.length; i++) {
    const prev = ranges[i - 1]!;
    if (ranges[i]!.first < prev.first + prev.games) throw new RangeError(`parts overlap: games from ${prev.first} and from ${ranges[i]!.first}`);
  }
  const names: string[] = [];
  const played = new Map<string, number>(), wins = new Map<string, number>(), beat = new Map<string, number>();
  let games = 0, hitTurnLimit = 0;
  for (const part of parts) {
    games += part.games;
    hitTurnLimit += part.hitTurnLimit;
    for (const e of part.entries) {
      if (!names.includes(e.bot)) names.push(e.bot);
      played.set(e.bot, (played.get(e.bot) ?? 0) + e.games);
      wins.set(e.bot, (wins.get(e.bot) ?? 0) + e.wins);
    }
    for (const [k, v] of Object.entries(part.beat)) beat.set(k, (beat.get(k) ?? 0) + v);
  }
  const first = Math.min(...parts.map((p) => p.first));
  return { games, first, hitTurnLimit, entries: entriesOf(names, played, wins, beat), beat: Object.fromEntries(beat) };
}
