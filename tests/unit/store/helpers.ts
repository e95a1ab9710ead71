// Shared helpers for the store tests: temporary data directories and Tricks games played through the store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { hashState } from '@main/engine/hash';
import { tricksGame, type TricksAction, type TricksState } from '@main/engine/testing/tricks-game';
import type { ResumePoint, Store } from '@main/store';

export function tempDir(prefix = 'skirmish-store-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function sha256File(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** A deterministic legal move: the first pending player picks by a simple rule. */
export function chooseMove(state: TricksState, turn: number): { player: number; action: TricksAction } | null {
  const decisions = tricksGame.pending(state);
  if (decisions.length === 0) return null;
  const player = decisions[turn % decisions.length]!.player;
  const legal = tricksGame.legalActions(state, player);
  return { player, action: legal[(turn * 7) % legal.length]! };
}

/** Plays `count` actions (or to the end), appending each with its state hash and state; returns the final state. */
export function playAndSave(store: Store, matchId: string, state: TricksState, count: number): TricksState {
  for (let i = 0; i < count; i++) {
    const move = chooseMove(state, i);
    if (!move) break;
    const error = tricksGame.step(state, move.player, move.action);
    if (error) throw new Error(error.message);
    store.matches.appendAction(matchId, { player: move.player, action: move.action, stateHash: hashState(state), state });
  }
  return state;
}

/** What a resuming service does: start from the snapshot (or setup), replay the rest, and check every recorded hash. */
export function resumeTricks(point: ResumePoint): { state: TricksState; replayed: number } {
  const m = point.match;
  let state: TricksState;
  if (point.snapshot) {
    state = point.snapshot.state as TricksState;
    if (hashState(state) !== point.snapshot.stateHash) throw new Error('snapshot hash mismatch');
  } else {
    state = tricksGame.setup({ ...(m.options as { handSize?: number }), players: m.players }, m.seed);
  }
  for (const a of point.actions) {
    const error = tricksGame.step(state, a.player, a.action as TricksAction);
    if (error) throw new Error(`action ${a.index} refused on replay: ${error.message}`);
    if (a.stateHash !== null && hashState(state) !== a.stateHash) throw new Error(`hash mismatch after action ${a.index}`);
  }
  return { state, replayed: point.actions.length };
}
