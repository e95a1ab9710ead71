// "You may activate 2 skills on your turn in the Activation Phase" (Rat & Tat); "Rat & Tat do not stack" (FAQ).
import type { EffectOf, EffectRules } from './types';

export const extraActivation: EffectRules<EffectOf<'extra-activation'>> = {
  activations: 2,
  // Speed Enhanced: its activation is the turn's one, and it gives the two.
  speedActivate(s, _cards, seat) {
    s.seats[seat].acts += 2;
  },
  addsDamage: true,
  activationScore: () => 9,
};
