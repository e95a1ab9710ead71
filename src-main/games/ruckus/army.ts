// Saved armies: a guild's 6 Starting units plus drafted units within 12 draft points (Level 1 = 1, Level 2 = 2).
import type { ValidationIssue } from '@shared/contract/errors';
import { type CardSet, type Guild, GUILDS, type UnitCard } from './cards';
import { DRAFT_POINTS } from './rules';

/** 'army': Advanced setup, drafted units from one's own guild; 'draft': Draft setup, from any guild in play. */
export type ArmyKind = 'army' | 'draft';

export interface Army {
  readonly kind: ArmyKind;
  readonly guild: string;
  /** The drafted (non-Starting) unit ids; the 6 Starting units are always part of the army. */
  readonly units: readonly string[];
}

export const draftCost = (u: UnitCard): number => (u.level === 'S' ? 0 : u.level);

/** Every reason the army cannot be played with this card set; empty when it can. */
export function checkArmy(set: CardSet, army: Army): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!(GUILDS as readonly string[]).includes(army.guild)) {
    return [{ path: 'guild', message: `'${army.guild}' is not a guild (one of ${GUILDS.join(', ')})` }];
  }
  const byId = new Map(set.units.map((u) => [u.id, u]));
  const seen = new Set<string>();
  let points = 0;
  army.units.forEach((id, i) => {
    const unit = byId.get(id);
    const path = `units[${i}]`;
    if (!unit) return void issues.push({ path, message: `no unit has the id '${id}'` });
    if (seen.has(id)) return void issues.push({ path, message: `${unit.name} is listed twice; each card exists once` });
    seen.add(id);
    if (unit.level === 'S') return void issues.push({ path, message: `${unit.name} is a Starting unit: it is always in the ${unit.guild} army and is not drafted` });
    if (army.kind === 'army' && unit.guild !== army.guild) issues.push({ path, message: `${unit.name} belongs to the ${unit.guild}; an Advanced army drafts from its own guild only` });
    points += draftCost(unit);
  });
  if (points > DRAFT_POINTS) issues.push({ path: 'units', message: `the drafted units cost ${points} draft points; an army may spend at most ${DRAFT_POINTS}` });
  return issues;
}

/** The army's whole unit list: its guild's Starting units, then the drafted ones. */
export function armyUnits(set: CardSet, army: Army): UnitCard[] {
  const byId = new Map(set.units.map((u) => [u.id, u]));
  return [...set.units.filter((u) => u.guild === army.guild && u.level === 'S'), ...army.units.flatMap((id) => byId.get(id) ?? [])];
}

export function armyPoints(set: CardSet, army: Army): number {
  const byId = new Map(set.units.map((u) => [u.id, u]));
  return army.units.reduce((sum, id) => sum + (byId.get(id) ? draftCost(byId.get(id)!) : 0), 0);
}

export type { Guild };
