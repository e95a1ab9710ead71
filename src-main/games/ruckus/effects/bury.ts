// "REACTION: When this unit is discarded, sideline it. You may bury up to 3 cards under Zeke; each is worth 1 VP" (Zeke):
// its player may sideline it whenever it is discarded (RULES.md); burying happens in the Bury step (round-end.ts).
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { cardName, logRule } from '../rules';
import type { Cards } from '../state';
import type { EffectOf, EffectRules } from './types';

/** How many cards may be buried under a sidelined card: Zeke's skill, or a Victory card's (Buried Alive); 0 otherwise. */
export function buryMax(cards: Cards, id: string): number {
  const skill = cards.unit[id]?.skill;
  if (skill?.effect.kind === 'bury') return skill.effect.max;
  const draw = cards.victory[id]?.onDraw;
  return draw?.kind === 'sideline-bury' ? draw.max : 0;
}

export const bury: EffectRules<EffectOf<'bury'>> = {
  // Also when the round's last units are cleared away, but only the card's owner sidelines it.
  discarded: (_effect, _defeated, ownCard) => (ownCard ? 'offer' : null),
  offered(s, cards, seat, id) {
    const player = s.seats[seat];
    const at = player.discard.lastIndexOf(id);
    if (at < 0) return;
    player.discard.splice(at, 1);
    player.sidelined.push({ id, buried: [] });
    if (logOn()) logRule('sidelined', { by: S(seat), card: cardName(cards, id) }, `#${id}`);
  },
};
