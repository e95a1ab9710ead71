// Player names in sentences: the human seat is called "You" by default, so the table and the result line must not
// read "You (you)" or "You wins".
import { describe, expect, it } from 'vitest';
import { ownName, winnersLine } from '@renderer/tables/names';

describe('player names in sentences', () => {
  it('marks the open seat as the player\'s own, unless its name already says so', () => {
    expect(ownName('Ann')).toBe('Ann (you)');
    expect(ownName('You')).toBe('You');
    expect(ownName('you')).toBe('you');
    expect(ownName('Young Tom')).toBe('Young Tom (you)');
  });

  it('agrees the verb with the winner, and names every winner of a shared victory', () => {
    expect(winnersLine(['Anders'])).toBe('Anders wins.');
    expect(winnersLine(['You'])).toBe('You win.');
    expect(winnersLine(['You', 'Anders'])).toBe('Shared victory: You and Anders.');
    expect(winnersLine([])).toBe('A player wins.');
  });
});
