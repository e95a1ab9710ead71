// Assault: "Choose an enemy base or a vehicle unit defending his base. Deal damage to it." A defended base may be chosen
// too; its destruction sends the defender to its owner's depot. Units destroyed give medals at the end of the turn.
import { refusal } from '@shared/games/catalogues';
import { act1 } from '../action-table';
import { bit, destroyBase, destroyDefender, findTarget, slotOwner } from '../bases';
import { afterAbility } from '../card-end';
import { DAMAGES, hitOn, shotPreview } from '../combat';
import type { Compiled } from '../compiled';
import { cardName, cardParams, logOn, note, seat } from '../rules';
import { ASSAULT, type RushState } from '../state';
import type { AbilityRule } from './ability';

/** The targets of Assault (pushed to `out` when given): every enemy base and every defender; returns how many. */
export function assaultTargets(s: RushState, c: Compiled, out: number[] | null): number {
  const n = s.players * c.basesPer;
  let count = 0;
  for (let slot = 0; slot < n; slot++) {
    if (s.bases[slot]! < 0 || slotOwner(c, slot) === s.current) continue;
    count++; out?.push(s.bases[slot]!);
    if (s.defenders[slot]! >= 0) { count++; out?.push(s.defenders[slot]!); }
  }
  return count;
}

export const assault: AbilityRule<'assault'> = {
  kind: 'assault',
  cite: 'assault',
  run(s, c, card) {
    if (logOn()) note('ability.assault', { by: seat(s.current), card: cardName(c, card) }, 'assault');
    if (assaultTargets(s, c, null) === 0) return false;
    s.phase = ASSAULT;
    return true;
  },
  decision: {
    phase: ASSAULT,
    choices(s, c, m, _player, out) {
      const targets: number[] = [];
      assaultTargets(s, c, targets);
      for (const x of targets) out.push(act1(c, m, 'assault', x));
    },
    ruleBroken(s, c, _player, a) {
      if (a.type !== 'assault') return refusal('finish-ability-first', 'rush.no.assault-choose');
      const slot = a.other >= 0 ? findTarget(s, c, a.other) : -1;
      if (slot < 0) return refusal('assault-no-such-target', 'rush.no.assault-no-such-target');
      if (slotOwner(c, slot) === s.current) return refusal('assault-own-target', 'rush.no.assault-own-target');
      return null;
    },
    perform(s, c, _player, a) {
      const slot = findTarget(s, c, a.other);
      const onBase = s.defenders[slot] !== a.other;
      const hit = hitOn(c, s.inPlay, a.other, onBase, ((onBase ? s.baseDamage : s.defenderDamage) & bit(slot)) !== 0, true);
      if (hit !== DAMAGES) {
        if (onBase) destroyBase(s, c, slot);
        else s.assaultKills[c.nation[s.inPlay]!] += destroyDefender(s, c, slot, 'assault');
      } else {
        if (onBase) s.baseDamage |= bit(slot); else s.defenderDamage |= bit(slot);
        if (logOn()) note('assault-damage', cardParams(c, 'target', a.other), 'assault');
      }
      afterAbility(s, c);
    },
    preview(c, before, after, a) {
      return a.type === 'assault' ? shotPreview(c, before, after, a.target, 'assault', before.inPlay >= 0 ? c.nation[before.inPlay]! : -1) : null;
    },
  },
  worth: () => 1,
};
