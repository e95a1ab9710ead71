// Small pieces the table's previews (preview.ts) and the effect kinds' own previews (effects/<kind>.ts) share.
import { declaredTotal } from './stats';
import type { Cards, RuckusState, Unit } from './state';

/** A change in numbers as the table writes it: +2, −1. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : `\u2212${-n}`);

/** The total of `seat`'s army with one unit changed (a flag, an add-on) on a copy of that army: the rules count it. */
export function totalAfter(cards: Cards, s: RuckusState, seat: number, id: string, change: (copy: Unit) => void): number {
  const player = s.seats[seat];
  const army = player.army.map((unit) => {
    if (unit.id !== id) return unit;
    const copy = { ...unit, addOns: unit.addOns.slice() };
    change(copy);
    return copy;
  });
  return declaredTotal(cards, s, { ...player, army });
}
