// Seeded PRNG (sfc32) whose whole state is four uint32 numbers kept inside the game state,
// so every game is replayable from its seed and action log.

/** The PRNG state: four unsigned 32-bit integers. Plain data, JSON-serializable. */
export type RngState = [number, number, number, number];

/** Hashes a seed (number or string) into a well-mixed PRNG state. */
export function seedRng(seed: number | string): RngState {
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  // xmur3-style string hash gives four independent 32-bit words.
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const state: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(state); // warm up
  return state;
}

/** Advances the PRNG in place and returns the next uint32. */
export function nextU32(s: RngState): number {
  let a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0; s[1] = b >>> 0; s[2] = c >>> 0; s[3] = d >>> 0;
  return t >>> 0;
}

/** A float in [0, 1). */
export function nextFloat(s: RngState): number {
  return nextU32(s) / 4294967296;
}

/** An integer in [0, n) without modulo bias worth mentioning for n far below 2^32. */
export function nextInt(s: RngState, n: number): number {
  if (!(n > 0)) throw new RangeError(`nextInt needs a positive bound, got ${n}`);
  return Math.floor(nextFloat(s) * n);
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** Picks one element (the array must be non-empty). */
export function pick<T>(s: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[nextInt(s, items.length)]!;
}

/** A small mutable wrapper for code that owns its own stream (AI, determinization, simulations). */
export class Rng {
  readonly state: RngState;
  constructor(seed: number | string | RngState) {
    this.state = Array.isArray(seed) ? [seed[0], seed[1], seed[2], seed[3]] : seedRng(seed);
  }
  u32(): number { return nextU32(this.state); }
  float(): number { return nextFloat(this.state); }
  int(n: number): number { return nextInt(this.state, n); }
  pick<T>(items: readonly T[]): T { return pick(this.state, items); }
  shuffle<T>(items: T[]): T[] { return shuffleInPlace(this.state, items); }
}
