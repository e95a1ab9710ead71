// Serialization of plain-data game states, and the replay of a seed plus an action log.
import type { RuleError } from '@shared/contract/errors';
import type { Game, LogRecord, PlayerId, Result } from './game';
import { err, ok } from './game';
import { hashState } from './hash';

export function serializeState(state: unknown): string {
  return JSON.stringify(state);
}

export function deserializeState<S>(text: string): S {
  return JSON.parse(text) as S;
}

export interface LoggedAction<A> {
  readonly player: PlayerId;
  readonly action: A;
}

export interface ReplayFailure {
  readonly index: number;
  readonly error: RuleError;
}

/**
 * Rebuilds a state from its setup and action log; stops at the first action the rules refuse. With `log`, the game log
 * entries of the setup and every action are pushed onto it.
 */
export function replay<S, A, O>(
  game: Game<S, A, unknown, O>,
  options: O & { players: number },
  seed: number | string,
  actions: readonly LoggedAction<A>[],
  log?: LogRecord[],
): Result<S, ReplayFailure> {
  const state = game.setup(options, seed, log);
  for (let i = 0; i < actions.length; i++) {
    const { player, action } = actions[i]!;
    const error = game.step(state, player, action, log);
    if (error) return err({ index: i, error });
  }
  return ok(state);
}

export { hashState };
