// "Remove 1 damage from one of your units" (Mender, Healer, Almoner, High Priest): the player chooses a damaged unit.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { cardName, logRule } from '../rules';
import { F, type RuckusState } from '../state';
import { findUnit, targetPrompt } from '../zones';
import type { EffectOf, EffectRules } from './types';

/** The player's damaged, undefeated units. */
export function healTargets(s: RuckusState, seat: number): string[] {
  const out: string[] = [];
  for (const unit of s.seats[seat].army) if (unit.damage > 0 && !(unit.flags & F.DEFEATED)) out.push(unit.id);
  return out;
}

export const heal: EffectRules<EffectOf<'heal'>> = {
  activate: (s, _cards, seat, unit, effect) => targetPrompt(s, seat, 'heal', unit, healTargets(s, seat), effect.amount, false),
  useful: (s, _cards, seat, skill) => (skill.trigger === 'active' ? healTargets(s, seat).length > 0 : true),
  prompts: {
    heal(s, cards, prompt, option) {
      const target = findUnit(s, option)!.unit;
      const healed = Math.min(prompt.amount, target.damage);
      target.damage -= healed;
      if (logOn()) logRule('heals', { by: S(prompt.player), card: cardName(cards, prompt.unit), amount: healed, target: cardName(cards, option) });
    },
  },
  worth: (effect) => effect.amount * 0.7,
  // The AI heals where the most damage comes off the most useful unit.
  targetWorth: { heal: ({ prompt, unit, unitWorth }) => (unit ? Math.min(prompt.amount, unit.damage) * 10 + unitWorth() : 0) },
  // Worth more the more damage it can remove from one unit.
  activationScore(effect, army) {
    let worst = 0;
    for (const other of army) if (!(other.flags & F.DEFEATED)) worst = Math.max(worst, Math.min(effect.amount, other.damage));
    return 4 + worst * 2;
  },
  previewChoice({ cards, prompt, target }) {
    if (prompt.kind !== 'heal') return null;
    const healed = Math.min(prompt.amount, target.unit.damage);
    return { kind: 'heal', unit: target.unit.id, healed, text: `Removes ${healed} damage from ${cardName(cards, target.unit.id)} (${target.unit.damage} \u2192 ${target.unit.damage - healed}).` };
  },
};
