// Stopping an opponent's unit. `until` says for how long and what (RULES.md, Disable melee):
// - 'round': "it deals no melee damage this combat round" (Saboteur, Gozer; FAQ Cleaver "have their standard melee
//   attacks disabled (e.g. from Poison Pete, Gozer)"): the unit's melee counts for nothing until the round ends;
// - 'next-declaration': "prevents a unit from attacking during the next Declaration Phase" (FAQ Poison Pete): neither
//   its melee nor its ranged counts at the next Declaration, after which it attacks again.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { cardName, logRule, RULE, seatName } from '../rules';
import { F, type Cards, type Prompt, type RuckusState } from '../state';
import { totalAfter } from '../preview-parts';
import { declaredTotal } from '../stats';
import { findUnit, opponentUnits, targetPrompt } from '../zones';
import type { EffectOf, EffectRules, TargetWorth } from './types';

/** The chosen unit is stopped: the flag of the prompt's kind ('disable' this round, 'poison' at the next Declaration). */
function stop(s: RuckusState, cards: Cards, prompt: Prompt, option: string): void {
  const target = findUnit(s, option)!.unit;
  target.flags |= prompt.kind === 'disable' ? F.NO_MELEE : F.NO_ATTACK;
  if (logOn()) logRule(prompt.kind === 'disable' ? 'disables' : 'poisons', { by: S(prompt.player), card: cardName(cards, prompt.unit), target: cardName(cards, option) },
    prompt.kind === 'poison' ? RULE.poison : `#${prompt.unit}`);
}

/** The AI's liking for stopping a unit: its attack first, then its worth. */
const strongest: TargetWorth = ({ unit, attack, unitWorth }) => (unit ? attack() * 10 + unitWorth() : 0);

export const disableMelee: EffectRules<EffectOf<'disable-melee'>> = {
  // A reaction's choice may be declined ("Using a reactive skill is optional").
  activate: (s, _cards, seat, unit, effect, automatic) =>
    targetPrompt(s, seat, effect.until === 'next-declaration' ? 'poison' : 'disable', unit, opponentUnits(s, seat), 0, automatic),
  useful: (s, _cards, seat, skill) => (skill.trigger === 'active' ? opponentUnits(s, seat).length > 0 : true),
  prompts: { disable: stop, poison: stop },
  stopsDamage: true,
  worth: () => 2,
  // The AI stops the strongest attacker.
  targetWorth: { disable: strongest, poison: strongest },
  activationScore: () => 7,
  previewChoice({ s, cards, prompt, target, projected }) {
    if (prompt.kind !== 'disable' && prompt.kind !== 'poison') return null;
    const flag = prompt.kind === 'disable' ? F.NO_MELEE : F.NO_ATTACK;
    const before = projected.get(target.seat) ?? declaredTotal(cards, s, s.seats[target.seat]);
    const after = totalAfter(cards, s, target.seat, target.unit.id, (copy) => { copy.flags |= flag; });
    const what = prompt.kind === 'disable' ? 'deals no melee this combat round' : 'cannot attack at the next Declaration';
    return { kind: 'total', seat: target.seat, before, after, unit: target.unit.id, text: `${cardName(cards, target.unit.id)} ${what}: ${seatName(target.seat)}'s total ${before} \u2192 ${after}.` };
  },
};
