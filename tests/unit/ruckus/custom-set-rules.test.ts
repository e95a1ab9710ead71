// Rules that only a user card set can reach, run as scenarios with `options.cardSet` (tests/scenarios/ruckus/FORMAT.md):
// the default set holds one Rat & Tat, so "Rat & Tat do not stack" needs a set with two.
import { describe, expect, it } from 'vitest';
import { runScenario, ScenarioFile } from '@main/engine/scenario';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { ruckusModule } from '@main/games/ruckus/module';

/** The default set with Sneaky (T20) printed as a second Rat & Tat. */
function twoRatAndTats(): unknown {
  const set = structuredClone(defaultCardSet);
  const rat = set.units.find((u) => u.id === 'T19')!;
  const sneaky = set.units.find((u) => u.id === 'T20')!;
  Object.assign(sneaky, { name: rat.name, melee: rat.melee, ranged: rat.ranged, shields: rat.shields, hearts: rat.hearts, skill: rat.skill });
  return set;
}

/** A scenario with a user card set runs in the module of the game made from that set. */
const run = (file: ScenarioFile) => {
  const module = ruckusModule.withCardSet(file.options?.cardSet);
  return runScenario(module.game, module.scenarios, file);
};

const scenario = (cardSet: unknown): ScenarioFile => ScenarioFile.parse({
  name: 'rat-and-tat-do-not-stack', game: 'ruckus', players: 2, seed: 1, options: { cardSet },
  position: { players: [{ rows: [['T19', 'T20', 'T12'], ['T22', 'T13']] }, { rows: [['N22'], ['N15']] }], prize: 'V7', victoryDeck: ['V8'] },
  steps: [
    { act: { player: 0, action: { type: 'activate', unit: 'T22' } } },
    { act: { player: 0, action: { type: 'activate', unit: 'T13' } } },
    { expect: { pending: [{ player: 1, kind: 'activation' }] } },
    { reject: { player: 0, action: { type: 'activate', unit: 'T12' }, rule: 'one-skill-per-turn' } },
  ],
});

/** The default set with Gozer's skill lasting until the next Declaration Phase (as Poison Pete's), or as printed. */
function gozerUntil(until: 'round' | 'next-declaration'): unknown {
  const set = structuredClone(defaultCardSet);
  const gozer = set.units.find((u) => u.id === 'N19')!;
  gozer.skill = { ...gozer.skill!, effect: { kind: 'disable-melee', until } };
  return set;
}

/**
 * Gozer (2 melee) stops Francis (1 melee, 1 ranged, in the 1st row beside a Grunt); the Declaration follows. Stopped
 * "this combat round" Francis still adds his ranged and stays without melee after the Declaration; stopped "for the
 * next Declaration Phase" he adds nothing, and attacks again afterwards.
 */
const gozerScenario = (until: 'round' | 'next-declaration', kind: string, declared: number[], flags: { noMelee: boolean; noAttack: boolean }): ScenarioFile => ScenarioFile.parse({
  name: `disable-melee-until-${until}`, game: 'ruckus', players: 2, seed: 1, options: { cardSet: gozerUntil(until) },
  position: { players: [{ rows: [['N19']] }, { rows: [['F19', 'F01']] }], prize: 'V7', victoryDeck: ['V8'] },
  steps: [
    { act: { player: 0, action: { type: 'activate', unit: 'N19' } } },
    { expect: { prompt: { player: 0, kind, options: ['F19', 'F01'], optional: false } } },
    { act: { player: 0, action: { type: 'choose', option: 'F19' } } },
    { act: { player: 1, action: { type: 'pass' } } },
    { expect: { phase: 'resolution', declared, players: { 1: { army: { F19: flags } } } } },
  ],
});

describe('Ruckus rules reached with a user card set (options.cardSet)', () => {
  it('"disable-melee" lasts as its `until` says: FAQ Poison Pete "prevents a unit from attacking during the next Declaration Phase"; Gozer "deals no melee damage this combat round"', () => {
    expect(run(gozerScenario('round', 'disable', [2, 2], { noMelee: true, noAttack: false })).failures).toEqual([]);
    expect(run(gozerScenario('next-declaration', 'poison', [2, 1], { noMelee: false, noAttack: false })).failures).toEqual([]);
  });

  it('two Rat & Tat in one army still give 2 activations, never more ("Rat & Tat do not stack")', () => {
    const result = run(scenario(twoRatAndTats()));
    expect(result.failures).toEqual([]);
    // The default set's game refuses the position rather than playing it with its own cards.
    expect(runScenario(ruckusModule.game, ruckusModule.scenarios, scenario(twoRatAndTats())).failures.join()).toContain('options.cardSet');
  });

  it('a card set that fails its checks is refused with the position, naming the field', () => {
    const broken = structuredClone(defaultCardSet) as unknown as { units: { hearts: number }[] };
    broken.units[0]!.hearts = 0;
    const result = runScenario(ruckusModule.game, ruckusModule.scenarios, scenario(broken));
    expect(result.failures.join()).toContain('options.cardSet.units[0].hearts');
  });
});
