// Victory cards' "WHEN YOU DRAW THIS CARD" directions, one handler per kind of direction (cards.ts VictoryDraw).
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import type { VictoryDraw } from '@shared/games/ruckus/cards';
import { logRule, RULE } from './rules';
import type { Cards, RuckusState } from './state';
import { topUnitIndex } from './zones';

type DrawHandler = (s: RuckusState, cards: Cards, seat: number, id: string, name: string) => boolean;

/** Each handler returns whether the card left the hand. */
const DRAWS: { readonly [K in VictoryDraw['kind']]: DrawHandler } = {
  beside(s, _cards, seat, id, name) {
    s.seats[seat].beside.push(id);
    if (logOn()) logRule('drawsBeside', { by: S(seat), card: name }, `#${id}`);
    return true;
  },
  'sideline-bury'(s, _cards, seat, id, name) {
    s.seats[seat].sidelined.push({ id, buried: [] });
    if (logOn()) logRule('drawsSideline', { by: S(seat), card: name }, `#${id}`);
    return true;
  },
  'take-token'(s, _cards, seat, id, name) {
    const token = s.tokenPool.pop();
    if (token) s.seats[seat].tokens.push(token);
    if (logOn()) logRule('drawsToken', { by: S(seat), card: name, token: !!token }, `#${id}`);
    return false;
  },
  // Scavenge: beside the formation, and the top unit of the discard pile back into the hand.
  replay(s, cards, seat, id, name) {
    const player = s.seats[seat];
    player.beside.push(id);
    const at = topUnitIndex(cards, player.discard);
    if (at >= 0) {
      player.hand.push(player.discard.splice(at, 1)[0]);
      if (logOn()) logRule('drawsReplay', { by: S(seat), card: name }, `#${id}`);
    } else if (logOn()) logRule('drawsNoReplay', { by: S(seat), card: name }, RULE.kickerNoEffect);
    return true;
  },
};

/** A drawn card's "WHEN YOU DRAW THIS CARD" directions, when it is a Victory card with some; returns true when the card left the hand. */
export function onVictoryDraw(s: RuckusState, cards: Cards, seat: number, id: string): boolean {
  const card = cards.victory[id];
  const draw = card?.onDraw;
  if (!draw) return false;
  return DRAWS[draw.kind](s, cards, seat, id, card.name);
}
