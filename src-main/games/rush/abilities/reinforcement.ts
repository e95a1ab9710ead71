// Reinforcement: "Draw the indicated number of cards from the hangar into your hand."
import { cardName, logOn, note, seat } from '../rules';
import { draw } from '../zones';
import type { AbilityRule } from './ability';

export const reinforcement: AbilityRule<'reinforcement'> = {
  kind: 'reinforcement',
  cite: 'reinforcement',
  run(s, c, card, ability) {
    if (logOn()) note('ability.reinforcement', { by: seat(s.current), card: cardName(c, card), n: ability.n }, 'reinforcement');
    draw(s, c, s.current, ability.n);
    return false;
  },
  worth: (ability) => 0.5 * ability.n,
};
