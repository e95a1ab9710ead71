// Scouting: "Place all reserve cards in the vehicle deck's discard pile. Lay out 4 new reserve cards."
import { cardName, logOn, note, seat } from '../rules';
import { refillReserve } from '../zones';
import type { AbilityRule } from './ability';

export const scouting: AbilityRule<'scouting'> = {
  kind: 'scouting',
  cite: 'scouting',
  run(s, c, card) {
    s.discard += s.reserve;
    s.reserve = '';
    for (let i = 0; i < 4; i++) refillReserve(s);
    if (logOn()) note('ability.scouting', { by: seat(s.current), card: cardName(c, card) }, 'scouting');
    return false;
  },
  worth: () => 0.1,
};
