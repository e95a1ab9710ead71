// The one interface every game implements (in the spirit of OpenSpiel's State and boardgame.io's reducer).
// States, actions and views are plain JSON data; randomness lives in the state (see rng.ts).
import type { RuleError } from '@shared/contract/errors';
import type { Rng } from './rng';
import type { Message, Params } from '@shared/games/words';
import type { StateStorage } from './storage';

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

/** A line of the game log in words: what happened and the rule or card text behind it. */
export interface LogEntry {
  /** The line in words, seats named "Player N" (the renderer tells `msg` with the players' names instead). */
  readonly text: string;
  /** The message behind the line: an id of its game's catalogue (src-shared/games) and its parameters. */
  readonly msg?: string;
  readonly params?: Params;
  /** The rulebook rule or card text that caused an automatic effect, when there is one. */
  readonly cites?: string;
}

/** Final result of a game: scores, winners (several on a shared victory) and the tie-break trail. */
export interface Outcome {
  readonly scores: readonly number[];
  readonly winners: readonly PlayerId[];
  /** Each tie-break applied, in order, in plain words. */
  readonly tieBreaks: readonly string[];
  /** The same tie-breaks as messages of the game's catalogue, index for index (told with the players' names). */
  readonly tieBreakWords?: readonly Message[];
  /** Game-specific breakdown for the results screen. */
  readonly breakdown?: unknown;
  /** Set when a simulation stopped a game at its turn limit rather than by the rules. */
  readonly truncated?: boolean;
}

/**
 * One entry of a game log as the game writes it while it plays (a compact, plain-JSON form of its own choosing, such as
 * a sentence and the key of the rule behind it); the game's `logLines` turns entries into LogEntry lines.
 */
export type LogRecord = unknown;

/**
 * A game definition: pure functions over plain-data states.
 * `step` mutates in place for speed, but MUST validate before it mutates: when it returns an error
 * the state is exactly as it was (the conformance kit checks this). `apply` (below) is the pure form.
 * The game log is not part of the state: `setup` and `step` push the entries they write onto `log` when one is given
 * (and write none without it), so a state's hash and snapshot stay small, and the log is kept beside the actions.
 * A state played with a log and one played without are the same state.
 */
export interface Game<S, A, V, Opt = unknown> {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  setup(options: Opt & { players: number }, seed: number | string, log?: LogRecord[]): S;
  pending(state: S): Decision[];
  legalActions(state: S, player: PlayerId): A[];
  step(state: S, player: PlayerId, action: A, log?: LogRecord[]): RuleError | null;
  /**
   * The trusted path of search and simulation: applies an action that `legalActions(state, player)` produced for this
   * very state without checking it again, with exactly the result `step` would give. Never for an action from outside
   * (a player, a file, the store): those go through `step`. Without it, `playChosen` uses `step`.
   */
  play?(state: S, player: PlayerId, action: A): void;
  view(state: S, player: PlayerId): V;
  /** A full state consistent with the view, hidden cards re-dealt with rng (for ISMCTS). */
  determinize(view: V, rng: Rng): S;
  /**
   * Determinization in two parts, for a search that re-deals one view thousands of times: what every re-deal shares
   * is worked out once, then each call re-deals. Each call gives exactly the state `determinize(view, rng)` gives.
   */
  determinizer?(view: V): (rng: Rng) => S;
  /** The outcome once the game is over, else null. */
  outcome(state: S): Outcome | null;
  describe(action: A, state?: S): string;
  /**
   * The description of an action as a message of the game's catalogue (src-shared/games), which `describe` tells
   * with neutral seat names; the renderer tells it with the players' names. Absent for a game with no catalogue.
   */
  words?(action: A, state?: S): Message;
  clone(state: S): S;
  /** Card-instance ids hidden from `player` in this state; none may appear in that player's view. */
  hiddenFrom(state: S, player: PlayerId): string[];
  /**
   * Whether `player` has learned since `before` something that was hidden then and that card ids alone do not show
   * (where each known card of a secret formation lies). Undo refuses to go back past such a reveal, as past a card
   * seen (`hiddenFrom`). A game whose secrets are all card ids leaves it out.
   */
  revealedSince?(before: S, now: S, player: PlayerId): boolean;
  /** Consistency checks (every card in one zone, no negative counts); an empty list when sound. */
  invariants?(state: S): string[];
  /**
   * The entries `setup` and `step` wrote, in words, with each cited rule key turned into the passage it stands for;
   * `state` is any state of the same match (for its card set).
   */
  logLines?(entries: readonly LogRecord[], state: S): LogEntry[];
  /**
   * What the table shows beside the view, computed by the rules so the renderer computes none: a card's effective
   * numbers and why, what each of `legal` would do, the running score. Plain JSON; it tells `player` nothing its view
   * does not. Asked for by the match service only, never by the AI's search, so it may cost more than `view`.
   */
  preview?(state: S, player: PlayerId, legal: readonly A[]): unknown;
  /**
   * The form saved matches keep the state in, and hash, when it differs from the state in play (fields renamed since
   * matches were saved under the old names): see storage.ts. Without it the state is stored as it is.
   */
  readonly storage?: StateStorage<S>;
}

export type AnyGame = Game<any, any, any, any>;

/** Pure apply: the input state is never modified. */
export function apply<S, A>(game: Game<S, A, unknown>, state: S, player: PlayerId, action: A): Result<S, RuleError> {
  const next = game.clone(state);
  const error = game.step(next, player, action);
  return error ? err(error) : ok(next);
}

/**
 * Applies `action` chosen from `legal` (what `legalActions(state, player)` just gave): by the game's trusted path when
 * the action is one of those very objects, else by `step` with its checks (and its refusal returned). For search and
 * simulation, where bots and policies choose among the legal actions.
 */
export function playChosen<S, A>(game: Game<S, A, unknown>, state: S, player: PlayerId, legal: readonly A[], action: A): RuleError | null {
  if (game.play && legal.includes(action)) {
    game.play(state, player, action);
    return null;
  }
  return game.step(state, player, action);
}

/** The game's determinizer for a view, or one that calls `determinize` each time. */
export function determinizerOf<S, V>(game: Game<S, unknown, V>, view: V): (rng: Rng) => S {
  return game.determinizer ? game.determinizer(view) : (rng) => game.determinize(view, rng);
}

export function isOver<S>(game: Game<S, unknown, unknown>, state: S): boolean {
  return game.outcome(state) !== null;
}
