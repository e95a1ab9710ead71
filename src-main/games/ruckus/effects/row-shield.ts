// "The other units in this row gain 1 shield" (Captain, Chaplain, Archbishop); when alone in its row the unit itself
// gains it (FAQ Captain: "the player may apply the effect of this skill to this card", always applied: RULES.md).
import { F } from '../state';
import type { EffectOf, EffectRules } from './types';

export const rowShield: EffectRules<EffectOf<'row-shield'>> = {
  rowShields: (effect) => effect.amount,
  worth: (effect) => effect.amount * 1.5,
  frontPull: (effect) => effect.amount * 2,
  selfSource(player, unit, _effect, name) {
    const alone = !player.army.some((other) => other !== unit && other.row === unit.row && !(other.flags & F.DEFEATED));
    return alone ? `${name}, alone in the row` : name;
  },
};
