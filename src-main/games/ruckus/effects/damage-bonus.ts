// "Plus 2 damage at the next Declaration" (Berserker, Champion, Soul Reaper): skill damage added to the player's next
// declared total.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { cardName, logRule } from '../rules';
import { declaredTotal } from '../stats';
import type { EffectOf, EffectRules } from './types';

export const damageBonus: EffectRules<EffectOf<'damage-bonus'>> = {
  activate(s, cards, seat, unit, effect) {
    s.seats[seat].bonus += effect.amount;
    if (logOn()) logRule('addsDamage', { by: S(seat), card: cardName(cards, unit.id), amount: effect.amount }, `#${unit.id}`);
  },
  addsDamage: true,
  unusedDamage: (effect) => effect.amount,
  worth: (effect) => effect.amount,
  activationScore: (effect) => 9 + effect.amount * 2,
  previewActivate(s, cards, seat, unit, effect, projected) {
    const before = projected.get(seat) ?? declaredTotal(cards, s, s.seats[seat]);
    return { kind: 'total', seat, before, after: before + effect.amount, unit: unit.id, text: `+${effect.amount} damage at the next Declaration: total ${before} \u2192 ${before + effect.amount}.` };
  },
};
