// "Plus 2 melee while Jerry's Uncle Larry is in your army" (Jerry): a passive bonus to the unit's own attack, with or
// without a named ally on the battlefield.
import { F, type Cards, type Player } from '../state';
import type { EffectOf, EffectRules } from './types';

/** The named ally stands (undefeated, face up) in the player's army; no name asks for none. */
function allyPresent(cards: Cards, player: Player, name: string | undefined): boolean {
  if (!name) return true;
  for (const other of player.army) if (!(other.flags & (F.ZOMBIE | F.DEFEATED)) && cards.unit[other.id]?.name === name) return true;
  return false;
}

export const selfBonus: EffectRules<EffectOf<'self-bonus'>> = {
  selfBonus: (cards, player, effect, stat) => (effect.stat === stat && allyPresent(cards, player, effect.ifAlly) ? effect.amount : 0),
  addsDamage: true,
  worth: (effect) => effect.amount * 0.8,
  frontPull: (effect) => (effect.stat === 'melee' ? effect.amount : 0),
  steadyBonus: (effect, stat) => (!effect.ifAlly && effect.stat === stat ? effect.amount : 0),
  selfSource: (_player, _unit, effect, name) => (effect.ifAlly ? `${effect.ifAlly} in the army` : `${name}'s skill`),
};
