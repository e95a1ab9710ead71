// "Bring a Zombie into this row" (Gravedigger, Grave Robber, Corpse Cart, Necromancer): "draw the top card from their
// discard pile and play it face down into the corresponding row"; a Zombie has 1 melee and 1 heart and no skill.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { enterPlay } from '../play';
import { cardName, logRule, RULE } from '../rules';
import { F } from '../state';
import type { EffectOf, EffectRules } from './types';

export const zombie: EffectRules<EffectOf<'zombie'>> = {
  activate(s, cards, seat, unit) {
    const top = s.seats[seat].discard.pop();
    if (top === undefined) { if (logOn()) logRule('noRaise', { by: S(seat), card: cardName(cards, unit.id) }, `#${unit.id}`); return; }
    enterPlay(s, cards, seat, top, unit.row, seat, F.ZOMBIE);
    if (logOn()) logRule('raises', { by: S(seat), card: cardName(cards, unit.id), row: unit.row + 1 }, RULE.zombieRaise);
  },
  useful: (s, _cards, seat) => s.seats[seat].discard.length > 0,
  reaches: true,
  addsDamage: true,
  activationScore: () => 7,
};
