// Sabotage: "Each of your opponents chooses 1 card in his hand and places it in his depot." The opponents with a card in
// hand decide at once, each for himself; the card's turn goes on when the last has chosen.
import { refusal } from '@shared/games/catalogues';
import { act1 } from '../action-table';
import { afterAbility } from '../card-end';
import { cardName, logOn, note, seat } from '../rules';
import { SABOTAGE } from '../state';
import { at, ch, inHand, without } from '../zones';
import type { AbilityRule } from './ability';

export const sabotage: AbilityRule<'sabotage'> = {
  kind: 'sabotage',
  cite: 'sabotage',
  run(s, c, card) {
    if (logOn()) note('ability.sabotage', { by: seat(s.current), card: cardName(c, card) }, 'sabotage');
    const opponents: number[] = [];
    for (let i = 1; i < s.players; i++) {
      const o = (s.current + i) % s.players;
      if (s.hands[o]!.length > 0) opponents.push(o);
    }
    if (opponents.length === 0) return false;
    s.sabotage = opponents;
    s.phase = SABOTAGE;
    return true;
  },
  decision: {
    phase: SABOTAGE,
    choices(s, c, m, player, out) {
      const hand = s.hands[player]!;
      if (s.sabotage.includes(player)) for (let i = 0; i < hand.length; i++) out.push(act1(c, m, 'sabotage', at(hand, i)));
    },
    ruleBroken(s, _c, player, a) {
      if (!s.sabotage.includes(player)) {
        // The decision has moved on from this player: name the rule rather than the turn order.
        if (player === s.current) return refusal('finish-ability-first', 'rush.no.sabotage-waiting');
        if (a.type === 'sabotage') return refusal('sabotage-one-card', 'rush.no.sabotage-one-card');
        return refusal('not-your-turn', 'rush.no.not-your-turn', { seat: seat(s.current) });
      }
      if (a.type !== 'sabotage') return refusal('wrong-phase', 'rush.no.sabotage-choose');
      if (!inHand(s, player, a.card)) return refusal('sabotage-not-in-hand', 'rush.no.sabotage-not-in-hand');
      return null;
    },
    perform(s, c, player, a) {
      s.hands[player] = without(s.hands[player]!, a.card);
      s.depots[player] += ch(a.card);
      s.sabotage.splice(s.sabotage.indexOf(player), 1);
      if (logOn()) note('sabotage-discard', { by: seat(player), card: cardName(c, a.card) }, 'sabotage');
      if (s.sabotage.length === 0) afterAbility(s, c);
    },
  },
  worth: () => 0.4,
};
