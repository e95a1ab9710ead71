// The form a state is saved and hashed in. Saved matches keep, per action, the hash of the state after it (resume proves
// its replay with it) and snapshots of states; a game whose state fields were renamed since keeps their saved names
// here, so matches saved before still load and their hashes still hold.
import type { Game } from './game';
import { hashState } from './hash';

export interface StateStorage<S> {
  /** The state as the store keeps it: a new object (the state is not changed); it may share arrays with the state. */
  stored(state: S): unknown;
  /** The state from its stored form (read back from JSON, so its parts may be kept). */
  restored(stored: unknown): S;
}

/**
 * Renamed fields of an object, and the fields whose objects (or arrays of objects) rename their own: `names` maps the
 * name in play to the saved name; `inside` is keyed by the name in play.
 */
export interface FieldNames {
  readonly names?: Readonly<Record<string, string>>;
  readonly inside?: Readonly<Record<string, FieldNames>>;
}

type Plain = Record<string, unknown>;

function rename(value: unknown, spec: FieldNames, toStored: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => rename(item, spec, toStored));
  if (value === null || typeof value !== 'object') return value;
  const from = value as Plain;
  const out: Plain = {};
  for (const key of Object.keys(from)) {
    const inPlay = toStored ? key : inPlayName(spec, key);
    const name = toStored ? spec.names?.[key] ?? key : inPlay;
    const inner = spec.inside?.[inPlay];
    out[name] = inner ? rename(from[key], inner, toStored) : from[key];
  }
  return out;
}

const reverse = new WeakMap<FieldNames, Map<string, string>>();
function inPlayName(spec: FieldNames, saved: string): string {
  let back = reverse.get(spec);
  if (!back) {
    back = new Map(Object.entries(spec.names ?? {}).map(([inPlay, stored]) => [stored, inPlay]));
    reverse.set(spec, back);
  }
  return back.get(saved) ?? saved;
}

/** A storage form that renames fields only (`rename` picks the names for each state, e.g. by kind of state). */
export function renamedFields<S>(spec: FieldNames | ((state: object) => FieldNames)): StateStorage<S> {
  const specOf = typeof spec === 'function' ? spec : (): FieldNames => spec;
  return {
    stored: (state) => rename(state, specOf(state as object), true),
    restored: (stored) => {
      if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) throw new TypeError('a stored state is an object');
      return rename(stored, specOf(stored), false) as S;
    },
  };
}

type AnyStateGame<S> = Pick<Game<S, unknown, unknown>, 'storage'>;

/** The state as the store keeps it. */
export function storedState<S>(game: AnyStateGame<S>, state: S): unknown {
  return game.storage ? game.storage.stored(state) : state;
}

/** A state read back from the store. */
export function restoredState<S>(game: AnyStateGame<S>, stored: unknown): S {
  return game.storage ? game.storage.restored(stored) : (stored as S);
}

/** The hash the store keeps for a state (over its stored form). */
export function storedHash<S>(game: AnyStateGame<S>, state: S): string {
  return hashState(storedState(game, state));
}
