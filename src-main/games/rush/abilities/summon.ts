// Summon: "This turn you may buy as many vehicle cards as you like." It lifts the one-purchase limit (purchase.ts).
import { cardName, logOn, note, seat } from '../rules';
import type { AbilityRule } from './ability';

export const summon: AbilityRule<'summon'> = {
  kind: 'summon',
  cite: 'summon',
  run(s, c, card) {
    s.summon = 1;
    if (logOn()) note('ability.summon', { by: seat(s.current), card: cardName(c, card) }, 'summon');
    return false;
  },
  worth: () => 0.2,
};
