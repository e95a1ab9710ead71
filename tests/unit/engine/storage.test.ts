// The stored form of a state: fields renamed to the names saved matches were written with, nested ones included.
import { describe, expect, it } from 'vitest';
import { hashState } from '@main/engine/hash';
import { renamedFields, restoredState, storedHash, storedState, type FieldNames } from '@main/engine/storage';

const NAMES: FieldNames = { names: { seats: 'p', current: 'cur' }, inside: { seats: { inside: { army: { names: { damage: 'dmg' } } } } } };
const state = () => ({ current: 1, round: 2, seats: [{ hand: ['a'], army: [{ id: 'u1', damage: 2 }, { id: 'u2', damage: 0 }] }, { hand: [], army: [] }] });

describe('renamedFields', () => {
  const storage = renamedFields<ReturnType<typeof state>>(NAMES);

  it('renames fields at every level the names reach, and leaves the others', () => {
    expect(storage.stored(state())).toEqual({ cur: 1, round: 2, p: [{ hand: ['a'], army: [{ id: 'u1', dmg: 2 }, { id: 'u2', dmg: 0 }] }, { hand: [], army: [] }] });
  });

  it('reads the stored form back into the same state, through JSON', () => {
    const s = state();
    expect(storage.restored(JSON.parse(JSON.stringify(storage.stored(s))))).toEqual(s);
  });

  it('leaves the state it stores as it was', () => {
    const s = state();
    storage.stored(s);
    expect(s).toEqual(state());
  });

  it('picks the names by the state when given a function (a tournament of games)', () => {
    const any = renamedFields<object>((s) => ('games' in s ? { inside: { games: NAMES } } : NAMES));
    const tournament = { seats: [[0, 1]], games: [state()] };
    const stored = any.stored(tournament) as { seats: unknown; games: { p: unknown }[] };
    expect(stored.seats).toEqual([[0, 1]]);
    expect(stored.games[0]!.p).toEqual(state().seats.map((seat) => ({ ...seat, army: seat.army.map(({ id, damage }) => ({ id, dmg: damage })) })));
    expect(any.restored(stored)).toEqual(tournament);
  });

  it('refuses a stored state that is no object', () => {
    for (const bad of [null, 3, 'state', [1, 2]]) expect(() => storage.restored(bad)).toThrow(TypeError);
  });

  it('stores and hashes a game without a storage form as its state', () => {
    const s = state();
    expect(storedState({}, s)).toBe(s);
    expect(restoredState({}, s)).toBe(s);
    expect(storedHash({}, s)).toBe(hashState(s));
    expect(storedHash({ storage }, s)).toBe(hashState(storage.stored(s)));
    expect(storedHash({ storage }, s)).not.toBe(hashState(s));
  });
});
