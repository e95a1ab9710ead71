// The crash scenario shared by the crash tests: a child process appends a long game's actions and is SIGKILLed
// again and again; after each kill the store must hold every acknowledged action and replay to every recorded hash.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { expect } from 'vitest';
import { hashState } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { tricksGame, type TricksAction } from '@main/engine/testing/tricks-game';
import { openStore } from '@main/store';
import { CRASH_MATCH, CRASH_SETUP } from './crash-setup';
import { chooseMove, resumeTricks } from './helpers';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Bundles crash-child.ts (with esbuild, which tsx itself runs on) into one file under node_modules/.cache.
 * Measured on the shared 2-core machine: the child reaches its first append in about 1.5 s bundled, against 3 to 5 s
 * through tsx's loader, which is what keeps 10 kills per file under a minute. better-sqlite3 stays external.
 */
export function bundleChild(): { file: string; remove: () => void } {
  const dir = path.join(ROOT, 'node_modules/.cache/skirmish-store-test');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `crash-child-${randomUUID()}.mjs`);
  buildSync({
    entryPoints: [path.join(__dirname, 'crash-child.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20',
    external: ['better-sqlite3'], outfile: file, tsconfig: path.join(ROOT, 'tsconfig.json'), logLevel: 'error',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  return { file, remove: () => fs.rmSync(file, { force: true }) };
}

interface Run { resumedAt: number | null; acks: number[]; done: boolean; signal: NodeJS.Signals | null; stderr: string }

/**
 * When to kill: after the n-th acknowledgement, or a random number of ms after the child has resumed (anywhere in an append),
 * with `afterAcks` then as a cap so that a fast disk cannot finish the game before the kills are done.
 */
export type KillPlan = { afterAcks: number } | { msAfterResume: number; afterAcks: number } | null;

function runChild(script: string, dataDir: string, plan: KillPlan): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const run: Run = { resumedAt: null, acks: [], done: false, signal: null, stderr: '' };
    let buffer = '';
    let timer: NodeJS.Timeout | null = null;
    const kill = (): void => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const [word, n] = line.split(' ');
        if (word === 'ack') run.acks.push(Number(n));
        else if (word === 'done') run.done = true;
        else if (word === 'resumed') {
          run.resumedAt = Number(n);
          if (plan && 'msAfterResume' in plan) timer = setTimeout(kill, plan.msAfterResume);
        }
      }
      if (plan && run.acks.length >= plan.afterAcks) kill();
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (timer) clearTimeout(timer);
      run.signal = signal;
      resolve(run);
    });
  });
}

/** Reopens the store here and checks the whole log: every acknowledged action is there and every recorded hash replays. */
function verify(dataDir: string, acknowledged: number): { actionCount: number; finalHash: string } {
  const store = openStore({ dataDir, dailyBackup: false });
  try {
    expect(store.recovery.status).toBe('opened');
    const match = store.matches.get(CRASH_MATCH)!;
    expect(match.actionCount).toBeGreaterThanOrEqual(acknowledged);
    const resumed = resumeTricks(store.matches.loadForResume(CRASH_MATCH)).state;
    const full = tricksGame.setup({ players: CRASH_SETUP.players, handSize: CRASH_SETUP.handSize }, CRASH_SETUP.seed);
    const log = store.matches.actions(CRASH_MATCH);
    expect(log.map((a) => a.index)).toEqual(Array.from({ length: match.actionCount }, (_, i) => i));
    for (const a of log) {
      expect(tricksGame.step(full, a.player, a.action as TricksAction)).toBeNull();
      expect(a.stateHash).toBe(hashState(full));
    }
    expect(hashState(resumed)).toBe(hashState(full));
    expect(match.lastStateHash).toBe(match.actionCount ? hashState(full) : null);
    return { actionCount: match.actionCount, finalHash: hashState(full) };
  } finally {
    store.close();
  }
}

/** Kills the child `kills` times as `plan` says, verifying after each kill, then lets it finish the game. */
export async function crashScenario(dataDir: string, kills: number, plan: (rng: Rng) => KillPlan, seed: string): Promise<{ acknowledged: number; killedMidGame: number }> {
  const rng = new Rng(seed);
  const child = bundleChild();
  try {
    return await killRepeatedly(child.file, dataDir, kills, () => plan(rng));
  } finally {
    child.remove();
  }
}

async function killRepeatedly(script: string, dataDir: string, kills: number, plan: () => KillPlan): Promise<{ acknowledged: number; killedMidGame: number }> {
  let acknowledged = 0;
  let verified = 0;
  let killedMidGame = 0;
  for (let k = 0; k < kills; k++) {
    const run = await runChild(script, dataDir, plan());
    expect(run.stderr).toBe('');
    expect(run.done).toBe(false);
    expect(run.signal).toBe('SIGKILL');
    // The child resumed exactly where the last check found the log.
    expect(run.resumedAt).toBe(verified);
    if (run.acks.length > 0) {
      killedMidGame++;
      expect(run.acks).toEqual(Array.from({ length: run.acks.length }, (_, i) => verified + i));
      acknowledged = run.acks[run.acks.length - 1]! + 1;
    }
    verified = verify(dataDir, acknowledged).actionCount;
  }

  // Played to the end after all the kills, the game is the very game played without interruption.
  const last = await runChild(script, dataDir, null);
  expect(last.done).toBe(true);
  const { actionCount, finalHash } = verify(dataDir, acknowledged);
  const reference = tricksGame.setup({ players: CRASH_SETUP.players, handSize: CRASH_SETUP.handSize }, CRASH_SETUP.seed);
  for (let i = 0; ; i++) {
    const move = chooseMove(reference, i);
    if (!move) break;
    tricksGame.step(reference, move.player, move.action);
  }
  expect(actionCount).toBe(CRASH_SETUP.players * CRASH_SETUP.handSize);
  expect(finalHash).toBe(hashState(reference));
  return { acknowledged, killedMidGame };
}
