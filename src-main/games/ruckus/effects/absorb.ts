// "REACTION: When your army takes damage, this unit may take up to 2 of it" (Shepherd), "up to 3" (Saint), "all of it"
// (Warden; the amount ABSORB_ALL): of one hit of blockable damage, before it is applied; the unit's shields still block.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { ABSORB_ALL } from '@shared/games/ruckus/cards';
import { damageUnit, settleHit } from '../damage';
import { cardName, logRule } from '../rules';
import type { Hit } from '../state';
import type { EffectOf, EffectRules } from './types';

/** The amounts the reaction may take of the current hit: "up to" N is any of 1..N, "all of it" the whole. */
export function absorbAmounts(hit: Hit, effect: EffectOf<'absorb'>): number[] {
  const most = Math.min(effect.amount, hit.amount);
  if (effect.amount >= ABSORB_ALL) return most > 0 ? [most] : [];
  const out: number[] = [];
  for (let x = 1; x <= most; x++) out.push(x);
  return out;
}

export const absorb: EffectRules<EffectOf<'absorb'>> = {
  onDamage: {
    action: 'absorb',
    take(s, cards, unit, effect, amount) {
      const hit = s.hits[0];
      const taken = Math.min(amount ?? effect.amount, effect.amount, hit.amount);
      if (logOn()) logRule('absorbs', { by: S(hit.to), card: cardName(cards, unit.id), amount: taken }, `#${unit.id}`);
      const before = hit.landed;
      damageUnit(s, cards, hit, hit.to, unit, taken);
      // Absorbing counts as applying the damage to the army (FAQ Cleaver: Shepherd, Warden, Saint).
      hit.landed = before + taken;
      hit.amount -= taken;
      settleHit(s);
    },
    lastingBlock: (effect, shields, amount) => (effect.amount < ABSORB_ALL ? Math.min(effect.amount, shields) : amount <= shields ? Infinity : 0),
  },
};
