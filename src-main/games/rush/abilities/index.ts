// The ability keywords of the rulebook ("Abilities"), one module each, found by kind; the decisions they open, by phase.
import type { AbilityKind } from '@shared/games/rush/cards';
import type { AbilityDecision, AbilityRule } from './ability';
import { assault } from './assault';
import { invulnerability } from './invulnerability';
import { reinforcement } from './reinforcement';
import { repair } from './repair';
import { research } from './research';
import { sabotage } from './sabotage';
import { scouting } from './scouting';
import { summon } from './summon';

export type { AbilityDecision, AbilityRule } from './ability';
export { assaultTargets } from './assault';

export const ABILITIES: { readonly [K in AbilityKind]: AbilityRule<K> } = {
  reinforcement, summon, scouting, sabotage, assault, research, repair, invulnerability,
};

/** The decision open in each phase that an ability opens (undefined for the other phases). */
export const DECISION_OF_PHASE: readonly (AbilityDecision | undefined)[] = (() => {
  const out: (AbilityDecision | undefined)[] = [];
  for (const rule of Object.values(ABILITIES) as AbilityRule[]) if (rule.decision) out[rule.decision.phase] = rule.decision;
  return out;
})();

/** The decision a choice of type `type` belongs to (research, repair, repair-done, assault, sabotage). */
export const DECISION_OF_ACTION: Readonly<Record<string, AbilityDecision>> = {
  research: research.decision!, repair: repair.decision!, 'repair-done': repair.decision!, assault: assault.decision!, sabotage: sabotage.decision!,
};
