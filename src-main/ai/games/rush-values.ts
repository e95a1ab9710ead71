// What a Rush card is worth to the AI, in points of cost: a vehicle's cost, strength, armour and abilities, the resources
// a card pays toward a purchase, what to keep from Repair and Sabotage; and the small readers of the compiled card tables
// (card number, slot bit, slot owner) shared by the attack plans, the policy and the evaluation.
import type { Ability } from '@shared/games/rush/cards';
import { type Compiled, BARRACKS, BASE, MEDAL, NATIONAL } from '@main/games/rush/compiled';

export const idNum = (c: Compiled, id: string): number => c.byId.get(id) ?? -1;
export const bit = (slot: number): number => 1 << slot;
export const slotOwner = (c: Compiled, slot: number): number => (slot / c.basesPer) | 0;

/** What an ability adds to a card bought now (a rough long-run worth, in points of cost). */
export function abilityBonus(a: Ability): number {
  switch (a.kind) {
    case 'invulnerability': return 1.2;
    case 'assault': return 1;
    case 'reinforcement': return 0.5 * a.n;
    case 'sabotage': return 0.4;
    case 'research': return 0.3;
    case 'repair': return 0.4;
    case 'summon': return 0.2;
    case 'scouting': return 0.1;
  }
  return 0;
}

/** Worth of a vehicle card for the squad: its cost (the set prices its power) plus strength, armour and abilities. */
export function cardValue(c: Compiled, card: number): number {
  let v = c.cost[card]! + 0.4 * c.str[card]! + 0.2 * c.arm[card]!;
  for (const a of c.abil[card]!) v += abilityBonus(a);
  return v;
}

/** Resources a card gives toward a card of `nation` (0 for bases, for cards without resources, for foreign national ones). */
export function usableRes(c: Compiled, card: number, nation: number): number {
  const r = c.res[card]!;
  if (r <= 0 || c.cls[card] === BASE) return 0;
  return (c.pass[card]! & NATIONAL) && c.nat[card] !== nation ? 0 : r;
}

/** Keep score cards (medals, bases) and good vehicles; barracks cards are the first to go. */
export function keepWorth(c: Compiled, card: number): number {
  const cardClass = c.cls[card]!;
  if (cardClass === MEDAL) return 20 + c.medal[card]!;
  if (cardClass === BASE) return 30;
  if (cardClass === BARRACKS) return c.res[card]! * 0.5 + c.abil[card]!.length * 0.3;
  return cardValue(c, card);
}
