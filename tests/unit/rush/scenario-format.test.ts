// The Rush scenario format's checks on positions and its zone expectations (tests/scenarios/rush/FORMAT.md): a
// position that contradicts the rules is refused with a precise message, and a zone check that does not hold fails.
import { describe, expect, it } from 'vitest';
import { runScenario, ScenarioFile } from '@main/engine/scenario';
import { rushModule } from '@main/games/rush/module';

const R = ['usa-m2-light-tank', 'germany-panzer-iii', 'france-renault-d1', 'usa-t95'];
const USSR_ONES = Array.from({ length: 9 }, (_, i) => `m1-ussr-${i + 1}`);

function run(position: Record<string, unknown>, steps: unknown[] = [{ expect: { current: 0 } }]): string[] {
  const file = ScenarioFile.parse({ name: 'format', game: 'rush', players: 2, seed: 1, position: { reserve: R, ...position }, steps });
  return runScenario(rushModule.game, rushModule.scenarios, file).failures;
}

describe('Rush scenario positions', () => {
  it('checks the end trigger against the medal decks', () => {
    const emptied = { players: [{ hand: ['p1-b1'], depot: USSR_ONES }, { hand: ['p2-b1'] }] };
    expect(run(emptied).join()).toContain('the end is already triggered (the ussr deck has no one-medal card left)');
    expect(run({ ...emptied, trigger: 'ninth-medal' })).toEqual([]);
    expect(run({ players: [{ hand: ['p1-b1'] }, { hand: ['p2-b1'] }], trigger: 'ninth-medal' }).join()).toContain("'ninth-medal', but every medal deck still has one-medal cards");
  });

  it('checks the end trigger against the bases', () => {
    const baseless = { players: [{ hand: ['p1-b1'], depot: ['p2-base1', 'p2-base2', 'p2-base3'] }, { hand: ['p2-b1'], bases: [null, null, null] }] };
    expect(run(baseless).join()).toContain('players[1] has no base left');
    expect(run({ ...baseless, trigger: 'last-base' })).toEqual([]);
    expect(run({ players: [{ hand: ['p1-b1'] }, { hand: ['p2-b1'] }], trigger: 'last-base' }).join()).toContain("'last-base', but every player still has a base");
  });

  it('refuses a base card in a hand, except the active hand at step I, which lays it out to the depot', () => {
    const players = [{ hand: ['p1-b1'] }, { hand: ['p2-b1', 'p1-base1'] }];
    const bases = [{ card: 'p1-base2' }, { card: 'p1-base3' }, null];
    expect(run({ players: [{ ...players[0], bases }, players[1]] }).join()).toContain('players[1].hand: a base card that comes into hand goes to the depot at once');
    expect(run({ step: 'I', players: [{ hand: ['p1-b1', 'p2-base1'] }, { hand: ['p2-b1'], bases: [null, { card: 'p2-base2' }, { card: 'p2-base3' }] }] },
      [{ expect: { players: { 0: { hand: ['p1-b1'], depot: ['p2-base1'] } } } }])).toEqual([]);
  });

  it('refuses turn state at step I and an unknown step', () => {
    const players = [{ hand: ['p1-b1'] }, { hand: ['p2-b1'] }];
    expect(run({ step: 'I', players, turn: { bought: true } }).join()).toContain('at step I nothing of the turn has happened yet');
    expect(run({ step: 'III', players }).join()).toContain("position.step is 'I'");
  });
});

describe('Rush zone expectations', () => {
  const players = [{ hand: ['p1-b1', 'p1-b2'], depot: ['p1-b3'] }, { hand: ['p2-b1'] }];

  it('Includes, Excludes and OneOf hold or fail on player and table zones', () => {
    expect(run({ players }, [{ expect: { players: { 0: { handExcludes: ['p1-b3'], depotIncludes: ['p1-b3'], handOneOf: ['p1-b2', 'p1-b6'] } }, reserveExcludes: ['v1'], reserveOneOf: { cards: ['v26', 'v56', 'v1'], count: 2 } } }])).toEqual([]);
    expect(run({ players }, [{ expect: { players: { 0: { handExcludes: ['p1-b1'] } } } }]).join()).toContain('p1-b1 is present');
    expect(run({ players }, [{ expect: { reserveOneOf: { cards: ['v26', 'v56'], count: 1 } } }]).join()).toContain('2 of ["v26","v56"] in the zone, expected 1');
    expect(run({ players }, [{ expect: { graveyardCount: 1 } }]).join()).toContain('graveyardCount: expected 1, got 0');
    expect(run({ players }, [{ expect: { players: { 0: { handNearly: [] } } } }]).join()).toContain('unknown expectation');
  });
});
