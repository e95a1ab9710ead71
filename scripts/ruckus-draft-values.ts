// Estimates what each non-Starting Ruckus unit is worth from self-play and writes it as data for the AI
// (src-main/ai/data/ruckus-unit-values.json, read by src-main/ai/games/ruckus-values.ts).
//
// Method: seeded games of N players (2 by default), half Advanced, half Draft, random sets of guilds. Each seat builds a
// random legal army with a random budget (12 draft points half the time, 3-11 otherwise, so that a unit's presence is
// not tied to the others'), then every seat plays the battle with the heuristic rules of thumb (ruckusPolicy; the
// Upgrade Phase by printed worth, so the run does not depend on an earlier data file). A ridge regression of the result
// (1 win, 0 loss, 1/k for a victory shared by k) on the difference between a seat's army and the mean of its opponents'
// (unit present, unit in a foreign guild's army, guild, 1st Player) gives each unit's win-probability lift; the ridge
// penalties are chosen by 5-fold cross-validation (the foreign-guild one by the one-standard-error rule). With 2 players
// a game is one row (seat 1's against seat 2's); with more, each game gives a row for every seat but one (the rows of a
// game sum to zero, so the last adds nothing), the left-out seat turning with the game number.
//
// --players 2 writes the file's 2-player tables (modes); --players 3 or 4 writes byPlayers["3"] or ["4"] and keeps
// everything else the file at --out already holds (it must be for the same card set).
//
//   npx tsx scripts/ruckus-draft-values.ts --date 2026-11-30 [--players 2] [--games 24000] [--child-games 8000] [--seed 1] [--out path]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Rng } from '@main/engine/rng';
import type { RuckusAction } from '@main/games/ruckus/actions';
import { GUILDS, type CardSet, type Guild } from '@shared/games/ruckus/cards';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { ruckusGame } from '@main/games/ruckus/game';
import type { RuckusState } from '@main/games/ruckus/state';
import { ruckusPolicy } from '@main/ai/games/ruckus-ai';
import { cardSignature, checkUnitValueData, printedWorth, unitsHash, type ModeValues, type PlayerTables, type UnitValueData, type UnitValueRecord } from '@main/ai/games/ruckus-values';

interface Args { players: number; games: number; childGames: number; seed: number; date: string; out: string }

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { players: 2, games: 24000, childGames: 8000, seed: 1, date: '', out: 'src-main/ai/data/ruckus-unit-values.json' };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    const int = (): number => { const n = Number(value); if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} must be a whole number, not '${value}'`); return n; };
    if (flag === '--players') args.players = int();
    else if (flag === '--games') args.games = int();
    else if (flag === '--child-games') args.childGames = int();
    else if (flag === '--seed') args.seed = int();
    else if (flag === '--date') args.date = value;
    else if (flag === '--out') args.out = value;
    else throw new Error(`unknown flag ${flag} (use --players, --games, --child-games, --seed, --date, --out)`);
  }
  if (args.players < 2 || args.players > 4) throw new Error('--players must be 2, 3 or 4 (Ruckus seats 2-4)');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(args.date)) throw new Error('--date YYYY-MM-DD is required (the generation date recorded in the data)');
  return args;
}

// ---------------------------------------------------------------- self-play

interface Seat { guild: Guild; units: string[]; first: boolean }
/** y: each seat's result (1 a sole win, 1/k a victory shared by k, 0 a loss). */
interface Game { seats: Seat[]; y: number[]; setup: 'advanced' | 'draft' }

const game = ruckusGame;

function upgradeByWorth(set: CardSet, legal: readonly RuckusAction[], child: boolean): RuckusAction {
  const unit = new Map(set.units.map((u) => [u.id, u]));
  let best: RuckusAction = legal.find((x) => x.type === 'decline-upgrade') ?? legal[0]!, low = Infinity;
  for (const x of legal) {
    if (x.type !== 'upgrade') continue;
    const w = printedWorth(unit.get(x.remove)!, !child);
    if (w < low) { low = w; best = x; }
  }
  return best;
}

function playOne(set: CardSet, seed: number, setup: 'advanced' | 'draft', child: boolean, players: number): Game {
  const rng = new Rng(seed);
  const guilds = rng.shuffle(GUILDS.slice()).slice(0, players) as Guild[];
  const s = game.setup({ players, setup, child, guilds, cardSet: set }, seed) as RuckusState;
  const unit = new Map(set.units.map((u) => [u.id, u]));
  const seats = Array.from({ length: players }, (_, p) => p);
  const budget = seats.map(() => (rng.float() < 0.5 ? 12 : 3 + rng.int(9)));
  const picks: string[][] = seats.map(() => []);
  let first = -1;
  let steps = 0;
  while (!game.outcome(s)) {
    if (++steps > 200_000) throw new Error(`game ${seed} did not end`);
    const d = game.pending(s)[0]!;
    const legal = game.legalActions(s, d.player) as RuckusAction[];
    let a: RuckusAction | null;
    if (s.phase === 'build' || s.phase === 'draft') {
      const reserve = 12 - budget[d.player];
      const options = legal.filter((x) => x.type === 'pick' && (unit.get(x.card)!.level as number) <= s.seats[d.player].points - reserve);
      a = options.length > 0 ? rng.pick(options) : legal.find((x) => x.type === 'done')!;
      if (a.type === 'pick') picks[d.player].push(a.card);
    } else {
      if (first < 0) first = s.first;
      a = s.phase === 'upgrade' && s.hits.length === 0 && s.prompts.length === 0 ? upgradeByWorth(set, legal, child) : ruckusPolicy(s, d.player, legal);
      a ??= legal[0]!;
    }
    const err = game.step(s, d.player, a);
    if (err) throw new Error(`game ${seed}: ${err.message}`);
  }
  const o = game.outcome(s)!;
  const y = seats.map((p) => (o.winners.includes(p) ? 1 / o.winners.length : 0));
  return { seats: seats.map((p) => ({ guild: guilds[p], units: picks[p], first: first === p })), y, setup };
}

// ---------------------------------------------------------------- ridge regression

interface Design { units: string[]; guildOf: Guild[]; size: number; unitIx: Map<string, number>; inter: (u: number, g: Guild) => number; guildIx: (g: Guild) => number; firstIx: number; groups: Int8Array }

/** Features: unit present (group 0), unit in a foreign guild's army (group 1), guild (group 2), 1st Player (group 3). */
function design(set: CardSet): Design {
  const units = set.units.filter((u) => u.level !== 'S').map((u) => u.id);
  const guildOf = units.map((id) => set.units.find((u) => u.id === id)!.guild);
  const U = units.length;
  const unitIx = new Map(units.map((id, i) => [id, i]));
  const gi = (g: Guild): number => GUILDS.indexOf(g);
  const size = U + U * 4 + 4 + 1;
  const groups = new Int8Array(size);
  for (let i = 0; i < size; i++) groups[i] = i < U ? 0 : i < U * 5 ? 1 : i < U * 5 + 4 ? 2 : 3;
  return { units, guildOf, size, unitIx, inter: (u, g) => U + u * 4 + gi(g), guildIx: (g) => U * 5 + gi(g), firstIx: U * 5 + 4, groups };
}

/** Seat `me`'s row, sparse: its features minus the mean of its opponents'; y centred on an even share (1/players). */
function rowOf(d: Design, g: Game, me: number): { ix: number[]; v: number[]; y: number } {
  const n = g.seats.length;
  const acc = new Map<number, number>();
  const add = (i: number, x: number): void => { acc.set(i, (acc.get(i) ?? 0) + x); };
  g.seats.forEach((seat, p) => {
    const sign = p === me ? 1 : -1 / (n - 1);
    for (const id of seat.units) {
      const u = d.unitIx.get(id)!;
      add(u, sign);
      if (d.guildOf[u] !== seat.guild) add(d.inter(u, seat.guild), sign);
    }
    add(d.guildIx(seat.guild), sign);
    if (seat.first) add(d.firstIx, sign);
  });
  const ix: number[] = [], v: number[] = [];
  for (const [i, x] of acc) if (x !== 0) { ix.push(i); v.push(x); }
  return { ix, v, y: g.y[me]! - 1 / n };
}

type Row = ReturnType<typeof rowOf>;

/** A game's rows: seat 1's with 2 players (seat 2's is its negative); with more, every seat's but the one turning with `index`. */
function rowsOf(d: Design, g: Game, index: number): Row[] {
  const n = g.seats.length;
  if (n === 2) return [rowOf(d, g, 0)];
  const out: Row[] = [];
  for (let p = 0; p < n; p++) if (p !== index % n) out.push(rowOf(d, g, p));
  return out;
}

function normalEquations(size: number, rows: readonly Row[]): { xtx: Float64Array; xty: Float64Array } {
  const xtx = new Float64Array(size * size), xty = new Float64Array(size);
  for (const r of rows) {
    for (let a = 0; a < r.ix.length; a++) {
      xty[r.ix[a]] += r.v[a] * r.y;
      for (let b = 0; b < r.ix.length; b++) xtx[r.ix[a] * size + r.ix[b]] += r.v[a] * r.v[b];
    }
  }
  return { xtx, xty };
}

/** Cholesky factor of a symmetric positive definite matrix (lower, row-major). */
function cholesky(m: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = m[i * n + j];
      for (let k = 0; k < j; k++) sum -= l[i * n + k] * l[j * n + k];
      if (i === j) {
        if (sum <= 0) throw new Error('the regression matrix is not positive definite');
        l[i * n + i] = Math.sqrt(sum);
      } else l[i * n + j] = sum / l[j * n + j];
    }
  }
  return l;
}

function cholSolve(l: Float64Array, n: number, b: Float64Array): Float64Array {
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) { let s = b[i]; for (let k = 0; k < i; k++) s -= l[i * n + k] * y[k]; y[i] = s / l[i * n + i]; }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) { let s = y[i]; for (let k = i + 1; k < n; k++) s -= l[k * n + i] * x[k]; x[i] = s / l[i * n + i]; }
  return x;
}

function penalised(d: Design, xtx: Float64Array, lambdas: readonly number[]): Float64Array {
  const a = Float64Array.from(xtx);
  // Features that never occur (a unit never in a foreign army) get a unit penalty so the system stays solvable.
  for (let i = 0; i < d.size; i++) a[i * d.size + i] += Math.max(lambdas[d.groups[i]], 1e-6);
  return a;
}

function fit(d: Design, rows: readonly Row[], lambdas: readonly number[]): Float64Array {
  const { xtx, xty } = normalEquations(d.size, rows);
  return cholSolve(cholesky(penalised(d, xtx, lambdas), d.size), d.size, xty);
}

const predict = (beta: Float64Array, r: Row): number => { let s = 0; for (let a = 0; a < r.ix.length; a++) s += beta[r.ix[a]] * r.v[a]; return s; };

/** Mean squared error of 5-fold cross-validation (rows in seeded order, folds by index), with its standard error. */
function crossValidate(d: Design, rows: readonly Row[], lambdas: readonly number[], players: number): { mse: number; se: number } {
  // A prediction is clamped to what a result can be: from a loss (0) to a sole win (1), centred on 1/players.
  const low = -1 / players, high = 1 - 1 / players;
  let sse = 0, sse2 = 0;
  for (let f = 0; f < 5; f++) {
    const train = rows.filter((_, i) => i % 5 !== f);
    const beta = fit(d, train, lambdas);
    for (let i = f; i < rows.length; i += 5) {
      const e = rows[i].y - Math.max(low, Math.min(high, predict(beta, rows[i])));
      sse += e * e; sse2 += e ** 4;
    }
  }
  const n = rows.length, mse = sse / n;
  return { mse, se: Math.sqrt(Math.max(0, sse2 / n - mse * mse) / n) };
}

function estimate(set: CardSet, games: readonly Game[], child: boolean, log: (s: string) => void): { mode: ModeValues; summary: Record<string, unknown> } {
  const d = design(set);
  const players = games[0]?.seats.length ?? 2;
  const rows = games.flatMap((g, i) => rowsOf(d, g, i));
  const baseline = rows.reduce((s, r) => s + r.y * r.y, 0) / rows.length;
  // The unit penalty by the least cross-validated error; the foreign-guild penalty by the one-standard-error rule (the
  // largest penalty whose error is within one standard error of the least), so guild corrections stay only where the
  // data supports them.
  const tried: { lambdas: number[]; mse: number; se: number }[] = [];
  for (const lu of [3, 30, 300]) {
    for (const li of [30, 300, 3000, 30000, 300000]) {
      const lambdas = [lu, li, lu, 1];
      const cv = crossValidate(d, rows, lambdas, players);
      log(`  lambda unit ${lu}, foreign ${li}: cross-validated MSE ${cv.mse.toFixed(5)} ± ${cv.se.toFixed(5)} (no-model ${baseline.toFixed(5)})`);
      tried.push({ lambdas, ...cv });
    }
  }
  const least = tried.reduce((a, b) => (b.mse < a.mse ? b : a));
  const best = tried.filter((t) => t.lambdas[0] === least.lambdas[0] && t.mse <= least.mse + least.se).reduce((a, b) => (b.lambdas[1] > a.lambdas[1] ? b : a));
  log(`  chosen: lambda unit ${best.lambdas[0]}, foreign ${best.lambdas[1]}`);
  const { xtx, xty } = normalEquations(d.size, rows);
  const l = cholesky(penalised(d, xtx, best.lambdas), d.size);
  const beta = cholSolve(l, d.size, xty);
  let sse = 0;
  for (const r of rows) { const e = r.y - predict(beta, r); sse += e * e; }
  const sigma2 = sse / Math.max(1, rows.length - d.size);
  // Ridge variance: sigma² A⁻¹ XᵀX A⁻¹, only the unit rows.
  const seOf = (i: number): number => {
    const e = new Float64Array(d.size); e[i] = 1;
    const col = cholSolve(l, d.size, e);
    let v = 0;
    for (let a = 0; a < d.size; a++) { if (col[a] === 0) continue; let s = 0; for (let b = 0; b < d.size; b++) s += xtx[a * d.size + b] * col[b]; v += col[a] * s; }
    return Math.sqrt(sigma2 * v);
  };
  const count = new Map<string, number>();
  for (const g of games) for (const seat of g.seats) for (const id of seat.units) count.set(id, (count.get(id) ?? 0) + 1);
  const units: Record<string, UnitValueRecord> = {};
  const round = (x: number, k = 3): number => Number(x.toFixed(k));
  d.units.forEach((id, u) => {
    const card = set.units.find((c) => c.id === id)!;
    const byGuild: Partial<Record<Guild, number>> = {};
    for (const g of GUILDS) if (g !== card.guild) byGuild[g] = round(100 * beta[d.inter(u, g)]);
    units[id] = { sig: cardSignature(card), level: card.level as 1 | 2, value: round(100 * beta[u]), se: round(100 * seOf(u)), n: count.get(id) ?? 0, byGuild };
  });
  // The fallback for cards the data does not know: value ≈ intercept + slope × printed worth (least squares over the set).
  const xs = d.units.map((id) => printedWorth(set.units.find((c) => c.id === id)!, !child)), ys = d.units.map((id) => units[id].value);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length, my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0, sxx = 0, syy = 0;
  xs.forEach((x, i) => { sxy += (x - mx) * (ys[i] - my); sxx += (x - mx) ** 2; syy += (ys[i] - my) ** 2; });
  const slope = sxx > 0 ? sxy / sxx : 0;
  const guilds: Partial<Record<Guild, number>> = {};
  for (const g of GUILDS) guilds[g] = round(100 * beta[d.guildIx(g)]);
  const summary = {
    games: games.length, ...(players > 2 ? { rows: rows.length } : {}), advanced: games.filter((g) => g.setup === 'advanced').length, draft: games.filter((g) => g.setup === 'draft').length,
    lambdas: { unit: best.lambdas[0], foreignGuild: best.lambdas[1], guild: best.lambdas[2], first: best.lambdas[3] },
    crossValidatedMse: round(best.mse, 5), crossValidatedMseSe: round(best.se, 5), leastCrossValidatedMse: round(least.mse, 5), noModelMse: round(baseline, 5), residualSd: round(Math.sqrt(sigma2), 4),
    firstPlayer: round(100 * beta[d.firstIx]), worthCorrelation: round(sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0),
  };
  return { mode: { games: games.length, fallback: { intercept: round(my - slope * mx, 4), slope: round(slope, 4) }, guilds, units }, summary };
}

function selfPlay(set: CardSet, count: number, seed: number, child: boolean, players: number, log: (s: string) => void): Game[] {
  const out: Game[] = [];
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    out.push(playOne(set, seed * 1_000_003 + i * 2 + (child ? 1 : 0), i % 2 === 0 ? 'advanced' : 'draft', child, players));
    if ((i + 1) % 2000 === 0) log(`  ${i + 1} of ${count} games (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  return out;
}

/** The file already at `out`, when it holds data for this card set (its other tables are kept). */
function existing(out: string, hash: string, log: (s: string) => void): (UnitValueData & { summary?: Record<string, unknown> }) | null {
  if (!existsSync(out)) return null;
  const data = checkUnitValueData(JSON.parse(readFileSync(out, 'utf8')));
  if (data.cardSet.hash !== hash) { log(`${out} is for another card set (${data.cardSet.name}): its tables are not kept`); return null; }
  return data;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const log = (s: string): void => { process.stderr.write(`${s}\n`); };
  const set = defaultCardSet;
  const hash = unitsHash(set);
  const modes: { skills?: ModeValues; child?: ModeValues } = {};
  const summaries: Record<string, unknown> = {};
  for (const [name, child, count] of [['skills', false, args.games], ['child', true, args.childGames]] as const) {
    if (count === 0) continue;
    log(`${name}, ${args.players} players: ${count} self-play games`);
    const games = selfPlay(set, count, args.seed, child, args.players, log);
    const { mode, summary } = estimate(set, games, child, log);
    modes[name] = mode;
    summaries[name] = summary;
    log(`${name}: ${JSON.stringify(summary)}`);
  }
  const before = existing(args.out, hash, log);
  let data: UnitValueData & { summary?: Record<string, unknown> };
  if (args.players === 2) {
    data = {
      format: 1,
      method: 'Seeded 2-player self-play (half Advanced, half Draft, random pairs of guilds); random legal armies with random budgets '
        + '(12 draft points half the time, 3-11 otherwise); battles by the heuristic rules of thumb (Upgrade Phase by printed worth). '
        + 'Ridge regression of the result (win 1, loss 0, shared 0.5) on the difference of the two armies: unit present, unit in a '
        + 'foreign guild\'s army, guild, 1st Player; penalties by 5-fold cross-validation (foreign-guild one by the one-standard-error rule). value = win-probability lift in percentage '
        + 'points of adding the unit; se its standard error; n the armies that held it; byGuild the (shrunk) correction in a foreign guild\'s army.',
      generated: args.date,
      seed: args.seed,
      players: 2,
      scale: 'win-probability lift, in percentage points, of adding the unit to an army',
      cardSet: { name: set.name, hash, units: set.units.filter((u) => u.level !== 'S').map((u) => u.id) },
      modes,
      summary: summaries,
      ...(before?.byPlayers ? { byPlayers: before.byPlayers } : {}),
    };
  } else {
    if (!before) throw new Error(`${args.out} must already hold the 2-player tables for this card set (run with --players 2 first)`);
    const tables: PlayerTables & { summary: Record<string, unknown> } = {
      method: `Seeded ${args.players}-player self-play (half Advanced, half Draft, random sets of guilds); random legal armies with random `
        + 'budgets as for 2 players; battles by the heuristic rules of thumb. Ridge regression of each seat\'s result (win 1, loss 0, '
        + `a victory shared by k 1/k, centred on 1/${args.players}) on its army minus the mean of its opponents' armies, one row per seat but `
        + 'one (turning with the game number); same features and penalty choice as for 2 players. value = lift in percentage points of '
        + `the chance to win a ${args.players}-player game; se its standard error, taking the rows of a game as independent.`,
      generated: args.date,
      seed: args.seed,
      modes,
      summary: summaries,
    };
    data = { ...before, byPlayers: { ...before.byPlayers, [String(args.players)]: tables } };
  }
  checkUnitValueData(data);
  writeFileSync(args.out, `${JSON.stringify(data, null, 1)}\n`);
  log(`wrote ${args.out}`);
}

main();
