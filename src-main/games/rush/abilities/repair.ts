// Repair: "Choose 1 or 2 cards from your depot and discard them to the graveyard." One is required, the second is the
// player's choice (repair-done stops after one).
import { refusal } from '@shared/games/catalogues';
import { act1, REPAIR_DONE } from '../action-table';
import { afterAbility } from '../card-end';
import { cardName, cardParams, logOn, note, seat } from '../rules';
import { REPAIR } from '../state';
import { at, ch, has, without } from '../zones';
import type { AbilityRule } from './ability';

export const repair: AbilityRule<'repair'> = {
  kind: 'repair',
  cite: 'repair',
  run(s, c, card) {
    if (logOn()) note('ability.repair', { by: seat(s.current), card: cardName(c, card) }, 'repair');
    if (s.depots[s.current]!.length === 0) return false;
    s.repaired = 0;
    s.phase = REPAIR;
    return true;
  },
  decision: {
    phase: REPAIR,
    choices(s, c, m, _player, out) {
      if (s.repaired >= 1) out.push(REPAIR_DONE);
      const depot = s.depots[s.current]!;
      for (let i = 0; i < depot.length; i++) out.push(act1(c, m, 'repair', at(depot, i)));
    },
    ruleBroken(s, _c, _player, a) {
      if (a.type === 'repair-done') return s.repaired >= 1 ? null : refusal('repair-at-least-one', 'rush.no.repair-at-least-one');
      if (a.type !== 'repair') return refusal('finish-ability-first', 'rush.no.repair-choose');
      if (!has(s.depots[s.current]!, a.card)) return refusal('repair-not-in-depot', 'rush.no.repair-not-in-depot');
      return null;
    },
    perform(s, c, _player, a) {
      if (a.type === 'repair-done') { afterAbility(s, c); return; }
      s.depots[s.current] = without(s.depots[s.current]!, a.card);
      s.grave += ch(a.card);
      s.repaired++;
      if (logOn()) note('repair-send', { by: seat(s.current), ...cardParams(c, 'card', a.card) }, 'repair');
      if (s.repaired >= 2 || s.depots[s.current]!.length === 0) afterAbility(s, c);
    },
  },
  worth: () => 0.4,
};
