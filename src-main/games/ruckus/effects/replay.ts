// "Play the top unit of your discard pile into this row" (So Close, Sneaky).
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { enterPlay } from '../play';
import { cardName, logRule, RULE } from '../rules';
import { topUnitIndex } from '../zones';
import type { EffectOf, EffectRules } from './types';

export const replay: EffectRules<EffectOf<'replay'>> = {
  activate(s, cards, seat, unit) {
    const player = s.seats[seat];
    const at = topUnitIndex(cards, player.discard);
    if (at < 0) { if (logOn()) logRule('noReplay', { by: S(seat), card: cardName(cards, unit.id) }, RULE.kickerNoEffect); return; }
    const id = player.discard.splice(at, 1)[0];
    if (logOn()) logRule('replays', { by: S(seat), card: cardName(cards, unit.id), target: cardName(cards, id), row: unit.row + 1 }, `#${unit.id}`);
    enterPlay(s, cards, seat, id, unit.row, seat, 0);
  },
  useful: (s, cards, seat) => topUnitIndex(cards, s.seats[seat].discard) >= 0,
  reaches: true,
  addsDamage: true,
  worth: () => 2.5,
  activationScore: () => 8,
};
