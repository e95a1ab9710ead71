// What a Rush card is worth to the AI, in points of cost: a vehicle's cost, strength, armour and abilities (each ability
// keyword's worth is its module's, src-main/games/rush/abilities), and what to keep from Repair and Sabotage.
import type { Ability } from '@shared/games/rush/cards';
import { ABILITIES, type AbilityRule } from '@main/games/rush/abilities';
import { type Compiled, BARRACKS, BASE, MEDAL } from '@main/games/rush/compiled';

export const idNum = (c: Compiled, id: string): number => c.byId.get(id) ?? -1;

/** What an ability adds to a card bought now: its keyword module's worth (a rough long-run worth, in points of cost). */
export function abilityBonus(a: Ability): number {
  return (ABILITIES[a.kind] as AbilityRule).worth(a as never);
}

/** Worth of a vehicle card for the squad: its cost (the set prices its power) plus strength, armour and abilities. */
export function cardValue(c: Compiled, card: number): number {
  let v = c.cost[card]! + 0.4 * c.strength[card]! + 0.2 * c.armour[card]!;
  for (const a of c.abilities[card]!) v += abilityBonus(a);
  return v;
}

/** Keep score cards (medals, bases) and good vehicles; barracks cards are the first to go. */
export function keepWorth(c: Compiled, card: number): number {
  const cardClass = c.cardClass[card]!;
  if (cardClass === MEDAL) return 20 + c.medals[card]!;
  if (cardClass === BASE) return 30;
  if (cardClass === BARRACKS) return c.resources[card]! * 0.5 + c.abilities[card]!.length * 0.3;
  return cardValue(c, card);
}
