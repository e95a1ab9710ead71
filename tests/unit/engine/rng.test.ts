import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, nextU32, seedRng, shuffleInPlace } from '@main/engine/rng';
import { hashState, stableStringify } from '@main/engine/hash';

describe('seeded PRNG', () => {
  it('is a pure function of its seed', () => {
    const a = new Rng(42), b = new Rng(42), c = new Rng(43);
    const seqA = Array.from({ length: 20 }, () => a.u32());
    expect(Array.from({ length: 20 }, () => b.u32())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.u32())).not.toEqual(seqA);
  });

  it('keeps its whole state in four plain numbers that survive JSON', () => {
    const s = seedRng('game-1');
    nextU32(s);
    const copy = JSON.parse(JSON.stringify(s)) as typeof s;
    expect(nextU32(copy)).toBe(nextU32(s));
  });

  it('ints stay in range and are roughly uniform', () => {
    const r = new Rng(1);
    const counts = new Array(6).fill(0) as number[];
    for (let i = 0; i < 60_000; i++) counts[r.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(() => r.int(0)).toThrow(RangeError);
  });

  it('shuffle is a permutation', () => {
    fc.assert(fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
      const out = shuffleInPlace(seedRng(seed), items.slice());
      expect(out.slice().sort()).toEqual(items.slice().sort());
    }));
  });
});

describe('stable hashing', () => {
  it('ignores key order and sees every value', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(hashState({ a: 1, b: 2 })).toBe(hashState({ b: 2, a: 1 }));
    expect(hashState({ a: 1, b: 2 })).not.toBe(hashState({ a: 1, b: 3 }));
  });
});
