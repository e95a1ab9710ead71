// "Draw a Kicker card" (Quartermaster, Armourer, Pickpocket): the Kicker is played at once for the drawing unit (kickers.ts).
import { drawKicker } from '../kickers';
import type { EffectOf, EffectRules } from './types';

export const drawKickerEffect: EffectRules<EffectOf<'draw-kicker'>> = {
  activate: (s, cards, seat, unit) => drawKicker(s, cards, seat, unit),
  useful: (s) => s.kickers.length + s.kickerDiscard.length > 0,
  reaches: true,
  addsDamage: true,
};
