// Prints the Markdown table of bench/RESULTS.md from the parts bench/queue.sh wrote under bench/results/: each pairing's
// parts merged, the win share over finished games and, stricter, over all games (a game stopped at the turn limit
// counted as not won), both with Wilson 95% intervals, the Elo fit, the seconds spent and the load while it ran.
// Usage: npx tsx bench/results-table.ts [REGEX]   (only the pairings whose names match REGEX, for example '^(rush-v4|ruckus-s3)')
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeTournaments, type TournamentResult, wilson } from '@main/ai/tournament';
import type { PeerReport } from './peer/match';

const root = 'bench/results';
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const interval = (w: number, n: number): string => { const { low, high } = wilson(w, n); return `${pct(n ? w / n : 0)} [${pct(low)}-${pct(high)}]`; };

// Every plan file (plan.txt, plan3-*.txt, ...): the command behind each pairing.
const plan = new Map<string, string>();
for (const file of readdirSync(root).filter((f) => /^plan.*\.txt$/.test(f)).sort()) {
  for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
    const [name, , , command] = line.split('|');
    if (name && command && !name.startsWith('#')) plan.set(name, command);
  }
}
const loads = new Map<string, number[]>();
// The kept log (queue-log.txt) and, when a queue has run since it was last copied there, the live one (queue.log).
const logs = ['queue-log.txt', 'queue.log'].filter((f) => existsSync(join(root, f))).map((f) => readFileSync(join(root, f), 'utf8'));
for (const line of [...new Set(logs.join('\n').split('\n'))]) {
  const m = /^\S+ load (\S+) \S+ \S+ (\S+) games/.exec(line);
  if (m) loads.set(m[2]!, [...(loads.get(m[2]!) ?? []), Number(m[1])]);
}
const loadRange = (name: string): string => { const l = loads.get(name) ?? []; return l.length ? `${Math.min(...l).toFixed(1)}-${Math.max(...l).toFixed(1)}` : '?'; };
const parts = (name: string): string[] => readdirSync(join(root, name)).filter((f) => f.endsWith('.json')).sort((a, b) => parseInt(a) - parseInt(b)).map((f) => readFileSync(join(root, name, f), 'utf8'));

console.log('| pairing | games played (stopped at turn limit) | hero wins | hero share of finished games [95%] | hero share of all games [95%] | Elo hero / other | seconds | load (1-min) |');
console.log('|---|---|---|---|---|---|---|---|');
const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
for (const name of readdirSync(root).filter((n) => !n.includes('.') && n !== 'bench-ai' && !n.startsWith('peer') && (!only || only.test(n)))) {
  const reports = parts(name).map((p) => JSON.parse(p) as TournamentResult & { bots: string[]; seconds: number });
  if (!reports.length) continue;
  const merged = mergeTournaments(reports);
  const hero = merged.entries.find((e) => e.bot === reports[0]!.bots[0])!;
  const other = merged.entries.find((e) => e !== hero)!;
  const seconds = reports.reduce((s, r) => s + r.seconds, 0);
  console.log(`| ${name} | ${merged.games} (${merged.hitTurnLimit}) | ${hero.wins} | ${interval(hero.wins, hero.games)} over ${hero.games} | ${interval(hero.wins, merged.games)} over ${merged.games} | ${hero.elo} / ${other.elo} | ${seconds.toFixed(0)} | ${loadRange(name)} |`);
}
console.log('\nCommands (each part: {first} and {games} filled in by bench/queue.sh; merge with `tournament --merge`):\n');
for (const [name, command] of plan) if (!only || only.test(name)) console.log(`- ${name}: \`${command}\``);

for (const [label, group] of [['before the evaluation change', (n: string) => n.startsWith('peer-hard')], ['after it (v2)', (n: string) => n.startsWith('peer-v2')], ['with the session-4 changes (v5)', (n: string) => n.startsWith('peer-v5')], ['with the session-5 change (v6)', (n: string) => n.startsWith('peer-v6')]] as const) {
  const names = readdirSync(root).filter(group);
  const peers = names.flatMap((n) => parts(n).map((p) => JSON.parse(p) as PeerReport));
  if (!peers.length) continue;
  const games = peers.reduce((s, p) => s + p.games, 0), wins = peers.reduce((s, p) => s + p.wins, 0);
  const mean = (k: 'ourMillis' | 'peerMillis' | 'ourIterations' | 'peerIterations'): number => peers.reduce((s, p) => s + p[k] * p.games, 0) / games;
  const load = names.flatMap((n) => loads.get(n) ?? []);
  console.log(`\nPeer, ${label}: Hard won ${wins} of ${games} games against boardgame.io's MCTSBot: ${interval(wins, games)}; ${peers[0]!.ms} ms per move, playout depth ${peers[0]!.depth}; per searched move ours ${Math.round(mean('ourIterations'))} iterations in ${Math.round(mean('ourMillis'))} ms, MCTSBot ${Math.round(mean('peerIterations'))} iterations in ${Math.round(mean('peerMillis'))} ms; ${peers.reduce((s, p) => s + p.seconds, 0).toFixed(0)} s; load ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)}`);
}
