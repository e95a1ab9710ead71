// "REACTION: When your army takes damage in the Resolution Phase, prevent all of it" (Wallace): one hit of a declared
// total, once a combat round (its action marker).
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { settleHit } from '../damage';
import { cardName, logRule } from '../rules';
import type { EffectOf, EffectRules } from './types';

export const preventAll: EffectRules<EffectOf<'prevent-all'>> = {
  onDamage: {
    action: 'prevent',
    // Resolution-Phase damage only: a hit from a declared total, never skill damage.
    usable: (hit) => hit.from >= 0,
    take(s, cards, unit) {
      const hit = s.hits[0];
      if (logOn()) logRule('preventsAll', { by: S(hit.to), card: cardName(cards, unit.id), amount: hit.amount }, `#${unit.id}`);
      hit.amount = 0;
      settleHit(s);
    },
  },
  worth: () => 3,
};
