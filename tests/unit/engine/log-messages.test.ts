// The one log writer of the engines (src-main/engine/log.ts) and the words that tell its messages
// (src-shared/games/words.ts): seats told by name with the grammar "You" needs, counts in the singular for one,
// a Draft Tournament's seats renumbered, and an unknown or old entry told rather than thrown on.
import { describe, expect, it } from 'vitest';
import { logging, loggingSeats, logLinesOf, logOn, say, isLogMessage } from '@main/engine/log';
import type { LogRecord } from '@main/engine/game';
import { mapSeats, neutralNames, seatParam, tell, wordsFor, type Catalogue } from '@shared/games/words';

const TEST: Catalogue = {
  buy: (p, w) => `${w.subject(p.by, 'buys')} ${String(p.card)}.`,
  base: (p, w) => `${w.owner(p.owner)} base ${Number(p.n)} is hit.`,
  hit: (p, w) => `${String(p.card)} hits ${w.seat(p.to)} for ${w.count(Number(p.n), 'point')}.`,
  stage: (p, w) => `Stage: ${w.list((p.pairs as { seat: number }[]).map((s) => w.seat(s)))}.`,
};
const CATALOGUES = { test: TEST };

describe('the engines\' log writer', () => {
  it('writes messages only inside logging(), to the list it is given, and nothing without one', () => {
    expect(logOn()).toBe(false);
    say('test.buy', { by: seatParam(0), card: 'Luchs' });
    const log: LogRecord[] = [];
    logging(log, () => {
      expect(logOn()).toBe(true);
      say('test.buy', { by: seatParam(1), card: 'Luchs' }, 'buy');
      // A nested call with no log writes nothing, and the outer log is written again afterwards.
      logging(undefined, () => say('test.buy', { by: seatParam(2), card: 'Tiger' }));
      say('test.hit', { card: 'Tiger', to: seatParam(0), n: 1 });
    });
    expect(logOn()).toBe(false);
    expect(log).toEqual([{ m: 'test.buy', p: { by: { seat: 1 }, card: 'Luchs' }, c: 'buy' }, { m: 'test.hit', p: { card: 'Tiger', to: { seat: 0 }, n: 1 } }]);
    expect(log.every(isLogMessage)).toBe(true);
  });

  it('renumbers the seats of the messages a table writes (loggingSeats), deep in lists too, and leaves other parameters', () => {
    const log: LogRecord[] = [];
    logging(log, () => loggingSeats((seat) => [2, 3][seat]!, () => {
      say('test.stage', { pairs: [seatParam(0), seatParam(1)] }, 'tournament');
      say('test.hit', { card: 'Grunt', to: seatParam(1), n: 2 });
    }));
    expect(log).toEqual([{ m: 'test.stage', p: { pairs: [{ seat: 2 }, { seat: 3 }] }, c: 'tournament' }, { m: 'test.hit', p: { card: 'Grunt', to: { seat: 3 }, n: 2 } }]);
    expect(mapSeats({ msg: 'test.buy', params: { by: seatParam(0), n: 0 } }, (s) => s + 1).params).toEqual({ by: { seat: 1 }, n: 0 });
  });

  it('tells entries with neutral names and keeps the message and the cited passage; an old sentence goes through the game\'s legacy reader', () => {
    const lines = logLinesOf(
      [{ m: 'test.buy', p: { by: seatParam(1), card: 'Luchs' }, c: 'buy' }, 'Old line\u00a6buy', { m: 'test.hit', p: { card: 'Tiger', to: seatParam(0), n: 3 }, c: 'nope' }],
      CATALOGUES, 2, (key) => (key === 'buy' ? 'The rulebook on buying.' : undefined),
      (entry) => ({ text: String(entry).split('\u00a6')[0]!, cites: 'legacy' }),
    );
    expect(lines).toEqual([
      { text: 'Player 2 buys Luchs.', msg: 'test.buy', params: { by: { seat: 1 }, card: 'Luchs' }, cites: 'The rulebook on buying.' },
      { text: 'Old line', cites: 'legacy' },
      { text: 'Tiger hits Player 1 for 3 points.', msg: 'test.hit', params: { card: 'Tiger', to: { seat: 0 }, n: 3 } },
    ]);
  });
});

describe('telling a message', () => {
  it('agrees the verb with "You", names the others, and capitalises the sentence', () => {
    const names = ['You', 'Anders'];
    expect(tell(CATALOGUES, { msg: 'test.buy', params: { by: seatParam(0), card: 'Luchs' } }, names)).toBe('You buy Luchs.');
    expect(tell(CATALOGUES, { msg: 'test.buy', params: { by: seatParam(1), card: 'Luchs' } }, names)).toBe('Anders buys Luchs.');
    expect(tell(CATALOGUES, { msg: 'test.base', params: { owner: seatParam(0), n: 2 } }, names)).toBe('Your base 2 is hit.');
    expect(tell(CATALOGUES, { msg: 'test.base', params: { owner: seatParam(1), n: 2 } }, names)).toBe("Anders's base 2 is hit.");
    expect(tell(CATALOGUES, { msg: 'test.hit', params: { card: 'Tiger', to: seatParam(0), n: 1 } }, names)).toBe('Tiger hits you for 1 point.');
    expect(tell(CATALOGUES, { msg: 'test.stage', params: { pairs: [seatParam(1), seatParam(0), seatParam(3)] } }, names)).toBe('Stage: Anders, you and Player 4.');
  });

  it('tells an id no catalogue holds plainly instead of throwing (an old save may hold one)', () => {
    expect(tell(CATALOGUES, { msg: 'test.gone', params: { n: 1 } }, [])).toBe('test.gone {"n":1}');
    expect(tell(CATALOGUES, { msg: 'other.buy', params: {} }, [])).toBe('other.buy {}');
  });

  it('has verbs in the plural for "You" and counts in the singular for one', () => {
    const w = wordsFor(['you', 'Bea']);
    expect([w.subject(seatParam(0), 'has'), w.subject(seatParam(0), 'passes'), w.subject(seatParam(0), 'carries'), w.subject(seatParam(1), 'has')]).toEqual(['you have', 'you pass', 'you carry', 'Bea has']);
    expect([w.count(1, 'card'), w.count(0, 'card'), w.count(2, 'army', 'armies')]).toEqual(['1 card', '0 cards', '2 armies']);
    expect(neutralNames(3)).toEqual(['Player 1', 'Player 2', 'Player 3']);
  });
});
