// Research: "Discard this card to the graveyard. Take from the reserve a vehicle card costing no more than the indicated
// number." The card goes to the graveyard when it is finished (card-play.ts), so it cannot defend.
import { refusal } from '@shared/games/catalogues';
import { act1 } from '../action-table';
import { afterAbility } from '../card-end';
import { cardName, logOn, note, seat } from '../rules';
import { RESEARCH } from '../state';
import { at, ch, has, refillReserve, without } from '../zones';
import type { AbilityRule } from './ability';

export const research: AbilityRule<'research'> = {
  kind: 'research',
  cite: 'research',
  run(s, c, card, ability) {
    s.researched = 1;
    if (logOn()) note('ability.research', { by: seat(s.current), card: cardName(c, card), n: ability.n }, 'research');
    let any = false;
    for (let i = 0; i < s.reserve.length; i++) if (c.cost[at(s.reserve, i)]! <= ability.n) any = true;
    if (!any) return false;
    s.researchN = ability.n;
    s.phase = RESEARCH;
    return true;
  },
  decision: {
    phase: RESEARCH,
    choices(s, c, m, _player, out) {
      for (let i = 0; i < s.reserve.length; i++) {
        const r = at(s.reserve, i);
        if (c.cost[r]! <= s.researchN) out.push(act1(c, m, 'research', r));
      }
    },
    ruleBroken(s, c, _player, a) {
      if (a.type !== 'research') return refusal('finish-ability-first', 'rush.no.research-choose');
      if (!has(s.reserve, a.card)) return refusal('research-not-in-reserve', 'rush.no.research-not-in-reserve');
      if (c.cost[a.card]! > s.researchN) return refusal('research-too-expensive', 'rush.no.research-too-expensive', { n: s.researchN });
      return null;
    },
    perform(s, c, _player, a) {
      s.reserve = without(s.reserve, a.card);
      s.depots[s.current] += ch(a.card);
      if (logOn()) note('research-take', { by: seat(s.current), card: cardName(c, a.card) }, 'research');
      refillReserve(s);
      afterAbility(s, c);
    },
    preview(c, _before, _after, a) {
      const card = a.type === 'research' ? c.byId.get(a.card) : undefined;
      return card === undefined ? null : { kind: 'research', cost: c.cost[card]! };
    },
  },
  worth: () => 0.3,
};
