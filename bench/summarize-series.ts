// Merges the parts bench/queue.sh wrote under a scratch folder (BENCH_RESULTS, default bench/out) into one line per
// pairing in bench/results/series.csv (replacing the pairing's line if it has one: the merged figures, the plan's
// command, seconds and load), and prints the Markdown table of those pairings: win share over finished games and over
// all games (a game stopped at the turn limit counted as not won), both with Wilson 95% intervals, Elo, seconds, load.
// Usage: npx tsx bench/summarize-series.ts SCRATCH PLAN [REGEX]   (e.g. bench/out bench/targets.plan '^rush-')
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeTournaments, type TournamentResult, wilson } from '@main/ai/tournament';

const [scratch, planFile, pattern] = process.argv.slice(2);
if (!scratch || !planFile) throw new Error('usage: npx tsx bench/summarize-series.ts SCRATCH PLAN [REGEX]');
const only = pattern ? new RegExp(pattern) : null;

const commands = new Map<string, string>();
for (const line of readFileSync(planFile, 'utf8').split('\n')) {
  const [name, , , command] = line.split('|');
  if (name && command && !name.startsWith('#')) commands.set(name, command);
}
// Queue log lines: "HH:MM:SS load L1 L5 L15 NAME games A-B".
const batches = new Map<string, { at: string; load: number }[]>();
const log = join(scratch, 'queue.log');
if (existsSync(log)) {
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const m = /^(\S+) load (\S+) \S+ \S+ (\S+) games/.exec(line);
    if (m) batches.set(m[3]!, [...(batches.get(m[3]!) ?? []), { at: m[1]!, load: Number(m[2]) }]);
  }
}

type Part = TournamentResult & { game: string; players: number; seed: number; bots: string[]; seconds: number };
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const interval = (w: number, n: number): string => { const { low, high } = wilson(w, n); return `${pct(n ? w / n : 0)} [${pct(low)}-${pct(high)}]`; };

// bench/results/series.csv: a header line, then one line per pairing, its name first (names have no commas).
const SERIES = join('bench', 'results', 'series.csv');
const [header, ...lines] = readFileSync(SERIES, 'utf8').trimEnd().split('\n');
const series = new Map(lines.map((l) => [l.slice(0, l.indexOf(',')), l]));
const csvField = (v: string): string => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

console.log('| pairing | games played (stopped at turn limit) | hero wins | hero share of finished games [95%] | hero share of all games [95%] | Elo hero / other | seconds | load (1-min) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const name of readdirSync(scratch).filter((n) => commands.has(n) && (!only || only.test(n))).sort()) {
  const files = readdirSync(join(scratch, name)).filter((f) => f.endsWith('.json')).sort((a, b) => parseInt(a) - parseInt(b));
  if (files.length === 0) continue;
  const parts = files.map((f) => JSON.parse(readFileSync(join(scratch, name, f), 'utf8')) as Part);
  const merged = mergeTournaments(parts);
  const head = parts[0]!;
  const hero = merged.entries.find((e) => e.bot === head.bots[0])!;
  const other = merged.entries.find((e) => e !== hero)!;
  const seconds = parts.reduce((s, p) => s + p.seconds, 0);
  const runs = batches.get(name) ?? [];
  const loads = runs.map((r) => r.load);
  const load = loads.length ? `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}` : '?';
  const share = wilson(hero.wins, merged.games);
  series.set(name, [
    name, head.game, String(head.players), head.bots.join(','), String(head.seed), String(merged.games), String(merged.hitTurnLimit), String(hero.wins),
    (merged.games ? hero.wins / merged.games : 0).toFixed(3), share.low.toFixed(3), share.high.toFixed(3), String(hero.elo), String(other.elo),
    seconds.toFixed(0), loads.length ? load : '', commands.get(name) ?? '',
  ].map(csvField).join(','));
  console.log(`| ${name} | ${merged.games} (${merged.hitTurnLimit}) | ${hero.wins} | ${interval(hero.wins, hero.games)} over ${hero.games} | ${interval(hero.wins, merged.games)} over ${merged.games} | ${hero.elo} / ${other.elo} | ${seconds.toFixed(0)} | ${load} |`);
}
writeFileSync(SERIES, `${[header, ...[...series.keys()].sort().map((k) => series.get(k)!)].join('\n')}\n`);
