// "Plus 1 melee to the row in front of this unit" (Drill Sergeant, Mortimer, Francis) or "to this row" (Spear Wall):
// a passive bonus to a row "as a whole, not each individual unit in that row" (FAQ Francis / Mortimer), counted once.
import { signed } from '../preview-parts';
import type { EffectOf, EffectRules } from './types';

export const rowBonus: EffectRules<EffectOf<'row-bonus'>> = {
  raisedRow: (effect, row) => (effect.row === 'own' ? row : row - 1),
  addsDamage: true,
  worth: (effect) => effect.amount,
  // A unit that raises the row in front belongs behind it.
  frontPull: (effect) => (effect.row === 'in-front' ? -3 : 0),
  staysBehind: (effect) => effect.row === 'in-front',
  rowPreview(seat, unit, effect, amount, name) {
    const row = effect.row === 'own' ? unit.row : unit.row - 1;
    return { seat, row, stat: effect.stat, amount, source: unit.id, counts: true, text: `${signed(amount)} ${effect.stat} to row ${row + 1} as a whole: ${name}` };
  },
};
