// Hard against boardgame.io's MCTSBot in 2-player World of Tanks: Rush, at equal time per move, seats alternating.
// `npx tsx bench/peer/match.ts --games N [--first K] [--ms T] [--seed S] [--depth D] [--json]`; `--merge a.json,b.json` adds up parts.
// Both sides play a forced move (one legal action) at once; both get the same share of T for a payment sub-step.
// Our side searches its own view (hidden cards re-dealt); MCTSBot searches the true state through the adapter.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { budgetShare, decide, difficulties } from '@main/ai/difficulty';
import { gameAiFor } from '@main/ai/game-ai';
import { wilson } from '@main/ai/tournament';
import { Rng } from '@main/engine/rng';
import { rushGame } from '@main/games/rush/game';
import type { RushAction } from '@main/games/rush/state';
import { actThrough, mctsChoose, PLAYOUT_DEPTH, startPeerGame } from './adapter';

export interface PeerReport {
  readonly first: number;
  readonly games: number;
  readonly ms: number;
  readonly seed: number;
  /** Hard's wins (a shared victory counts half). */
  readonly wins: number;
  readonly seconds: number;
  /** Mean iterations per searched move, ours and MCTSBot's. */
  readonly ourIterations: number;
  readonly peerIterations: number;
  /** Mean milliseconds per searched move actually used, ours and MCTSBot's (it stops only between chunks of 25). */
  readonly ourMillis: number;
  readonly peerMillis: number;
  readonly depth: number;
}

/** Plays game g: Hard sits in seat g % 2. Returns Hard's share of the win and the searches' iteration counts. */
export async function playPeerGame(g: number, seed: number, ms: number, depth: number): Promise<{ win: number; ours: number[]; peer: number[]; ourMs: number[]; peerMs: number[] }> {
  const hero = g % 2;
  const now = (): number => performance.now();
  let { state } = startPeerGame(seed + g, 2);
  const { reducer } = startPeerGame(seed + g, 2);
  const rng = new Rng(seed + g);
  const ai = gameAiFor(rushGame);
  const level = { ...difficulties.hard, iterations: 1_000_000_000, maxMillis: ms };
  const ours: number[] = [], peer: number[] = [], ourMs: number[] = [], peerMs: number[] = [];
  for (;;) {
    const s = state.G.rush.state;
    const outcome = rushGame.outcome(s);
    if (outcome) return { win: outcome.winners.includes(hero) ? 1 / outcome.winners.length : 0, ours, peer, ourMs, peerMs };
    const decision = rushGame.pending(s)[0]!;
    const legal = rushGame.legalActions(s, decision.player);
    let action: RushAction;
    if (legal.length === 1) action = legal[0]!;
    else if (decision.player === hero) {
      const t = now();
      const made = decide({ game: rushGame, player: decision.player, decision, legal, rng, view: () => rushGame.view(s, decision.player) }, level, { now });
      action = made.action;
      ours.push(made.advice.iterations);
      ourMs.push(now() - t);
    } else {
      const made = mctsChoose(state, decision.player, ms * budgetShare(ai, decision.kind), `${seed + g}:${peer.length}`, now, depth);
      action = made.action;
      peer.push(made.iterations);
      peerMs.push(made.millis);
    }
    state = actThrough(reducer, state, decision.player, action);
  }
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function print(r: PeerReport, parts = 1): void {
  const { low, high } = wilson(r.wins, r.games);
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  console.log(`Hard vs boardgame.io MCTSBot (playout depth ${r.depth}), World of Tanks: Rush 2 players, ${r.ms} ms per move, seats alternating${parts > 1 ? `, ${parts} parts merged` : ''}`);
  console.log(`  Hard won ${r.wins} of ${r.games} games: ${pct(r.wins / r.games)} [${pct(low)}-${pct(high)}] (95% Wilson); per searched move: ours ${Math.round(r.ourIterations)} iterations in ${Math.round(r.ourMillis)} ms, MCTSBot ${Math.round(r.peerIterations)} in ${Math.round(r.peerMillis)} ms; ${r.seconds.toFixed(0)} s`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { games: { type: 'string' }, first: { type: 'string' }, ms: { type: 'string' }, seed: { type: 'string' }, depth: { type: 'string' }, json: { type: 'boolean' }, merge: { type: 'string' } } });
  if (values.merge) {
    const parts = values.merge.split(',').map((f) => JSON.parse(readFileSync(f, 'utf8')) as PeerReport);
    const games = parts.reduce((s, p) => s + p.games, 0);
    const weighted = (k: 'ourIterations' | 'peerIterations' | 'ourMillis' | 'peerMillis'): number => parts.reduce((s, p) => s + p[k] * p.games, 0) / games;
    print({ first: Math.min(...parts.map((p) => p.first)), games, ms: parts[0]!.ms, seed: parts[0]!.seed, wins: parts.reduce((s, p) => s + p.wins, 0), seconds: parts.reduce((s, p) => s + p.seconds, 0), ourIterations: weighted('ourIterations'), peerIterations: weighted('peerIterations'), ourMillis: weighted('ourMillis'), peerMillis: weighted('peerMillis'), depth: parts[0]!.depth }, parts.length);
    return;
  }
  const games = Number(values.games ?? 2), first = Number(values.first ?? 0), ms = Number(values.ms ?? 200), seed = Number(values.seed ?? 9000), depth = Number(values.depth ?? PLAYOUT_DEPTH);
  const started = performance.now();
  let wins = 0;
  const ours: number[] = [], peer: number[] = [], ourMs: number[] = [], peerMs: number[] = [];
  for (let g = first; g < first + games; g++) {
    const r = await playPeerGame(g, seed, ms, depth);
    wins += r.win;
    ours.push(...r.ours);
    peer.push(...r.peer);
    ourMs.push(...r.ourMs);
    peerMs.push(...r.peerMs);
    if (!values.json) console.log(`game ${g}: Hard in seat ${g % 2} ${r.win === 1 ? 'won' : r.win > 0 ? 'shared the win' : 'lost'}`);
  }
  const report: PeerReport = { first, games, ms, seed, wins, seconds: (performance.now() - started) / 1000, ourIterations: mean(ours), peerIterations: mean(peer), ourMillis: mean(ourMs), peerMillis: mean(peerMs), depth };
  if (values.json) console.log(JSON.stringify(report));
  else print(report);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
