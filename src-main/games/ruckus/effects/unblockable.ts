// "Deal 1 unblockable damage to each opponent's first row" (Smoke Bomber, Hexer, Plague Rat) or "to each opponent"
// (Lich; Bang and Boom when discarded): one hit per opponent, which shields never block ("Unblockable damage is not combined").
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { unblockableToOpponents } from '../damage';
import { cardName, logRule } from '../rules';
import type { EffectOf, EffectRules } from './types';

export const unblockable: EffectRules<EffectOf<'unblockable'>> = {
  activate(s, cards, seat, unit, effect) {
    const firstRow = effect.to === 'each-opponent-first-row';
    if (logOn()) logRule('unblockable', { by: S(seat), card: cardName(cards, unit.id), amount: effect.amount, firstRow }, `#${unit.id}`);
    unblockableToOpponents(s, seat, effect.amount, firstRow ? 0 : -1, `#${unit.id}`);
  },
  // FAQ Unblockable Damage: Bang and Boom resolve separately, in the order their player chooses; each is optional.
  discarded: (_effect, defeated) => (defeated ? 'offer' : null),
  reaches: true,
  addsDamage: true,
  worth: (effect) => effect.amount * 1.5,
  activationScore: (effect) => 10 + effect.amount * 2,
};
