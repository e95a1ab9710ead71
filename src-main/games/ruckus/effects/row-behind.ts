// "On his next attack, deal 2 melee to the row behind the unit receiving damage" (Cleaver, active) and "When your army
// deals damage, deal 1 melee to the row behind" (Cleaver's Brother, passive): damage that follows a hit that landed
// (FAQ Cleaver / Cleaver's Brother; RULES.md).
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { cardName, logRule } from '../rules';
import { F } from '../state';
import { hasRangedAddOn, passiveOn } from '../stats';
import type { EffectOf, EffectRules } from './types';

export const rowBehind: EffectRules<EffectOf<'row-behind'>> = {
  // Cleaver's marker readies "his next attack".
  activate(s, cards, seat, unit) {
    unit.flags |= F.ARMED;
    if (logOn()) logRule('readies', { by: S(seat), card: cardName(cards, unit.id) }, `#${unit.id}`);
  },
  // Counted when ready and the unit attacks (undisabled melee from the 1st row, or with a ranged add-on); readiness is spent.
  atDeclaration(s, cards, unit, skill) {
    const ready = skill.trigger === 'active' ? (unit.flags & F.ARMED) !== 0 : passiveOn(s, unit);
    const attacks = !(unit.flags & (F.NO_MELEE | F.NO_ATTACK)) && (unit.row === 0 || hasRangedAddOn(cards, unit));
    unit.flags &= ~F.ARMED;
    return ready && attacks ? skill.effect.amount : 0;
  },
  addsDamage: true,
  worth: (effect) => effect.amount,
  activationScore: (effect) => 8 + effect.amount,
};
