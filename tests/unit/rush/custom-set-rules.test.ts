// Rules that only a user card set can reach, run as scenarios with `options.cardSet` (tests/scenarios/rush/FORMAT.md):
// the default set gives no Research card a second ability, so "a card that used Research goes to the graveyard" is
// refused as a defence only with such a card.
import { describe, expect, it } from 'vitest';
import { runScenario, ScenarioFile } from '@main/engine/scenario';
import { defaultCardSet } from '@main/games/rush/default-set';
import { rushModule } from '@main/games/rush/module';

/** The default set with the T-44 given Reinforcement 1 after its Research 3. */
function researchAndReinforcement(): unknown {
  const set = structuredClone(defaultCardSet);
  const t44 = set.vehicles.find((v) => v.id === 'ussr-t-44')!;
  t44.abilities = [{ kind: 'research', n: 3 }, { kind: 'reinforcement', n: 1 }];
  return set;
}

const scenario = (steps: unknown[]): ScenarioFile => ScenarioFile.parse({
  name: 'research-then-another-ability', game: 'rush', players: 2, seed: 1, options: { cardSet: researchAndReinforcement() },
  position: {
    players: [{ hand: ['ussr-t-44', 'p1-b1'], hangar: ['p1-b2'] }, { hand: ['p2-b1'] }],
    reserve: ['usa-m2-light-tank', 'germany-panzer-iii', 'france-renault-d1', 'usa-t95'],
  },
  steps,
});

describe('Rush rules reached with a user card set (options.cardSet)', () => {
  it('a card that used Research cannot defend: after its other ability it goes to the graveyard', () => {
    // A user set's scenario runs on the game made from that set.
    const custom = rushModule.withCardSet(researchAndReinforcement());
    const result = runScenario(custom.game, custom.scenarios, scenario([
      { act: { player: 0, action: { type: 'ability', card: 'v10', ability: 0 } } },
      { act: { player: 0, action: { type: 'research', card: 'v56' } } },
      { expect: { phase: 'card-ability' } },
      { reject: { player: 0, action: { type: 'defend', card: 'v10', base: 'p1-base1' }, rule: 'defend-researched' } },
      { act: { player: 0, action: { type: 'ability', card: 'v10', ability: 1 } } },
      { expect: { graveyard: ['ussr-t-44'], graveyardCount: 1, players: { 0: { hand: ['p1-b1', 'p1-b2'], depotIncludes: ['germany-panzer-iii'] } } } },
    ]));
    expect(result.failures).toEqual([]);
  });

  it('the same position with the default set has no second ability to play', () => {
    const file = scenario([{ reject: { player: 0, action: { type: 'ability', card: 'v10', ability: 1 }, rule: 'ability-not-on-card' } }]);
    const result = runScenario(rushModule.game, rushModule.scenarios, { ...file, options: {} });
    expect(result.failures).toEqual([]);
  });
});
