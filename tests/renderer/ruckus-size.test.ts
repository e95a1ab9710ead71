// The pool's tile size (src-renderer/src/tables/ruckus/size.ts): the largest tiles at which every unit on offer is in
// view, one column per guild.
import { describe, expect, it } from 'vitest';
import { poolFit } from '@renderer/tables/ruckus/size';

const o = { ratio: 2, gap: 0, header: 0, most: 200, least: 40 };

describe('poolFit', () => {
  it('fills the box: one guild of 4 in a 400x200 box gets 100 px tiles (2 rows of 2), not the 50 of one row', () => {
    expect(poolFit(400, 200, [4], o)).toBe(100);
  });

  it('the tallest column decides, and each guild gets its own column', () => {
    // Two columns of 200 px: 4 units at h=50 (2 per row, 2 rows of 50), the guild of 1 does not matter.
    expect(poolFit(400, 100, [4, 1], o)).toBe(50);
    // Three units in one 400 px column fit larger (66 px, one row of 3) than split in two 200 px columns (50 px).
    expect(poolFit(400, 100, [3], o)).toBe(66);
    expect(poolFit(400, 100, [2, 1], o)).toBe(50);
  });

  it('gaps and the header count, the cap holds, and a pool too big for the box gets the least size', () => {
    expect(poolFit(400, 220, [4], { ...o, gap: 10, header: 20 })).toBeLessThan(100);
    expect(poolFit(4000, 4000, [1], o)).toBe(200);
    expect(poolFit(100, 50, [40], o)).toBe(40);
  });
});
