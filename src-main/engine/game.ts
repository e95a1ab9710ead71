// The one interface every game implements (in the spirit of OpenSpiel's State and boardgame.io's reducer).
// States, actions and views are plain JSON data; randomness lives in the state (see rng.ts).
import type { RuleError } from '@shared/contract/errors';
import type { Rng } from './rng';

/** A seat index, 0-based, in player order from the first seat. */
export type PlayerId = number;

/** Who must decide what now. Several players may have decisions at once (simultaneous secret choices). */
export interface Decision {
  readonly player: PlayerId;
  /** The kind of decision in the game's own words, e.g. 'play-card', 'formation', 'assign-damage'. */
  readonly kind: string;
}

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A line of the game log: what happened and the rule or card text behind it. */
export interface LogEntry {
  readonly text: string;
  /** The rulebook rule or card text that caused an automatic effect, when there is one. */
  readonly cites?: string;
}

/** Final result of a game: scores, winners (several on a shared victory) and the tie-break trail. */
export interface Outcome {
  readonly scores: readonly number[];
  readonly winners: readonly PlayerId[];
  /** Each tie-break applied, in order, in plain words. */
  readonly tieBreaks: readonly string[];
  /** Game-specific breakdown for the results screen. */
  readonly breakdown?: unknown;
  /** Set when a simulation stopped a game at its turn limit rather than by the rules. */
  readonly truncated?: boolean;
}

/**
 * A game definition: pure functions over plain-data states.
 * `step` mutates in place for speed, but MUST validate before it mutates: when it returns an error
 * the state is exactly as it was (the conformance kit checks this). `apply` (below) is the pure form.
 */
export interface Game<S, A, V, Opt = unknown> {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  setup(options: Opt & { players: number }, seed: number | string): S;
  pending(state: S): Decision[];
  legalActions(state: S, player: PlayerId): A[];
  step(state: S, player: PlayerId, action: A): RuleError | null;
  view(state: S, player: PlayerId): V;
  /** A full state consistent with the view, hidden cards re-dealt with rng (for ISMCTS). */
  determinize(view: V, rng: Rng): S;
  /** The outcome once the game is over, else null. */
  outcome(state: S): Outcome | null;
  describe(action: A, state?: S): string;
  clone(state: S): S;
  /** Card-instance ids hidden from `player` in this state; none may appear in that player's view. */
  hiddenFrom(state: S, player: PlayerId): string[];
  /** Consistency checks (every card in one zone, no negative counts); an empty list when sound. */
  invariants?(state: S): string[];
  /** The log lines appended since the state was set up (games keep their log in the state). */
  log?(state: S): readonly LogEntry[];
  /**
   * What the table shows beside the view, computed by the rules so the renderer computes none: a card's effective
   * numbers and why, what each of `legal` would do, the running score. Plain JSON; it tells `player` nothing its view
   * does not. Asked for by the match service only, never by the AI's search, so it may cost more than `view`.
   */
  preview?(state: S, player: PlayerId, legal: readonly A[]): unknown;
}

export type AnyGame = Game<any, any, any, any>;

/** Pure apply: the input state is never modified. */
export function apply<S, A>(game: Game<S, A, unknown>, state: S, player: PlayerId, action: A): Result<S, RuleError> {
  const next = game.clone(state);
  const error = game.step(next, player, action);
  return error ? err(error) : ok(next);
}

export function isOver<S>(game: Game<S, unknown, unknown>, state: S): boolean {
  return game.outcome(state) !== null;
}
