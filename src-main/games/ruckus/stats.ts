// A unit's combat statistics on the battlefield: printed symbols plus add-on tokens, attached Kickers and passive skills
// (each skill's part comes from its effect kind, effects/<kind>.ts), and the total an army declares.
import type { Skill } from '@shared/games/ruckus/cards';
import { effectRules } from './effects';
import type { EffectOf } from './effects/types';
import { F, type Cards, type Player, type RuckusState, type Unit } from './state';

/** The skill printed on a unit in play; Zombies (face down) and Victory cards placed as units have none. */
export function skillOf(cards: Cards, unit: Unit): Skill | undefined {
  if (unit.flags & F.ZOMBIE) return undefined;
  return cards.unit[unit.id]?.skill;
}

/** Whether a skill that needs no activation works now: never in Child Friendly, only once activated in Speed Enhanced. */
export function passiveOn(s: RuckusState, unit: Unit): boolean {
  if (s.child) return false;
  return !s.speed || (unit.flags & F.MARKER) !== 0;
}

/**
 * Told each bonus a stat function adds on top of the printed number (amount, the card that gives it: a token, a Kicker
 * or a unit's skill), so the table's previews (preview.ts) give the reason for every change from this same code.
 */
export type StatWhy = (amount: number, source: string) => void;

export interface PrintedStats { readonly melee: number; readonly ranged: number; readonly shields: number; readonly hearts: number }

/** "A Level 1 Zombie has one melee attack and one heart." */
export const ZOMBIE_STATS: PrintedStats = { melee: 1, ranged: 0, shields: 0, hearts: 1 };

/** The printed statistics of a card that may fight (a unit, a Victory card placed as a unit), or undefined. */
export function cardStats(cards: Cards, id: string): PrintedStats | undefined {
  return cards.unit[id] ?? cards.victory[id]?.unit;
}

/** The printed statistics of a unit in play (a Zombie's, a Victory card's placed as a unit). */
export function printedStats(cards: Cards, unit: Unit): PrintedStats {
  if (unit.flags & F.ZOMBIE) return ZOMBIE_STATS;
  return cardStats(cards, unit.id) ?? ZOMBIE_STATS;
}

/** Add-on tokens of one kind on the unit, 1 each. */
export function tokenBonus(cards: Cards, unit: Unit, addOn: 'melee' | 'ranged' | 'heart', why?: StatWhy): number {
  let bonus = 0;
  for (const id of unit.addOns) if (cards.token[id]?.addOn === addOn) { bonus++; why?.(1, id); }
  return bonus;
}

/** What the Kickers attached to the unit add to one statistic (Double Whammy, Iron Hide). */
export function kickerBonus(cards: Cards, unit: Unit, stat: 'melee' | 'ranged' | 'hearts' | 'shields', why?: StatWhy): number {
  let bonus = 0;
  for (const id of unit.attached) {
    const effect = cards.kicker[id]?.effect;
    if (effect && effect.kind === 'attach-stat' && effect.stat === stat) { bonus += effect.amount; why?.(effect.amount, id); }
  }
  return bonus;
}

/** The bonus the unit's own passive skill gives one of its attacks. */
function selfBonus(cards: Cards, s: RuckusState, player: Player, unit: Unit, stat: 'melee' | 'ranged', why?: StatWhy): number {
  const skill = skillOf(cards, unit);
  if (!skill) return 0;
  const rules = effectRules(skill.effect);
  if (!rules.selfBonus || !passiveOn(s, unit)) return 0;
  const amount = rules.selfBonus(cards, player, skill.effect, stat);
  if (amount) why?.(amount, unit.id);
  return amount;
}

export function meleeOf(cards: Cards, s: RuckusState, player: Player, unit: Unit, why?: StatWhy): number {
  const melee = printedStats(cards, unit).melee + tokenBonus(cards, unit, 'melee', why) + kickerBonus(cards, unit, 'melee', why);
  return melee + selfBonus(cards, s, player, unit, 'melee', why);
}

export function rangedOf(cards: Cards, s: RuckusState, player: Player, unit: Unit, why?: StatWhy): number {
  const ranged = printedStats(cards, unit).ranged + tokenBonus(cards, unit, 'ranged', why) + kickerBonus(cards, unit, 'ranged', why);
  return ranged + selfBonus(cards, s, player, unit, 'ranged', why);
}

export function heartsOf(cards: Cards, unit: Unit, why?: StatWhy): number {
  return printedStats(cards, unit).hearts + tokenBonus(cards, unit, 'heart', why) + kickerBonus(cards, unit, 'hearts', why);
}

/** Printed shields, attached ones, and row shields from a Captain-like unit in the same row (to itself when alone). */
export function shieldsOf(cards: Cards, s: RuckusState, player: Player, unit: Unit, why?: StatWhy): number {
  let shields = printedStats(cards, unit).shields + kickerBonus(cards, unit, 'shields', why);
  let others = 0;
  for (const other of player.army) if (other !== unit && other.row === unit.row && !(other.flags & F.DEFEATED)) others++;
  for (const other of player.army) {
    if (other.row !== unit.row || (other.flags & F.DEFEATED)) continue;
    const skill = skillOf(cards, other);
    const rowShields = skill && effectRules(skill.effect).rowShields;
    if (!rowShields || !passiveOn(s, other)) continue;
    if (other !== unit || others === 0) { const amount = rowShields(skill.effect); shields += amount; why?.(amount, other.id); }
  }
  return shields;
}

/** A ranged add-on lets a unit deal its damage from any row (FAQ: Ranged Damage Add-On Token). */
export function hasRangedAddOn(cards: Cards, unit: Unit): boolean {
  return tokenBonus(cards, unit, 'ranged') > 0;
}

/**
 * Told each part of a declared total: its amount, where it comes from (a unit, a card beside the formation, or ''
 * for the skill damage readied earlier) and what kind of damage it is; the parts add up to the total.
 */
export type TotalWhy = (amount: number, source: string, part: 'melee' | 'ranged' | 'row-bonus' | 'beside' | 'skill') => void;

/** The declared total attack damage of a player's army (Declaration Phase). */
export function declaredTotal(cards: Cards, s: RuckusState, player: Player, why?: TotalWhy): number {
  let total = player.bonus;
  if (player.bonus) why?.(player.bonus, '', 'skill');
  const rowHas = [0, 0, 0];
  for (const unit of player.army) if (!(unit.flags & F.DEFEATED)) rowHas[unit.row]++;
  for (const unit of player.army) {
    if (unit.flags & F.DEFEATED) continue;
    if (!(unit.flags & F.NO_ATTACK)) {
      if (unit.row === 0 && !(unit.flags & F.NO_MELEE)) { const melee = meleeOf(cards, s, player, unit); total += melee; if (melee) why?.(melee, unit.id, 'melee'); }
      const ranged = rangedOf(cards, s, player, unit);
      total += ranged;
      if (ranged) why?.(ranged, unit.id, 'ranged');
    }
    const skill = skillOf(cards, unit);
    const raisedRow = skill && effectRules(skill.effect).raisedRow;
    if (raisedRow && passiveOn(s, unit)) {
      // Only a bonus to a row as a whole raises a row (effects/row-bonus.ts).
      const effect = skill.effect as EffectOf<'row-bonus'>;
      // "TO THE ROW IN FRONT OF THIS UNIT" applies to the row as a whole, once (FAQ: Francis / Mortimer).
      const target = raisedRow(skill.effect, unit.row);
      if (target >= 0 && rowHas[target] > 0 && (effect.stat === 'ranged' || target === 0)) { total += effect.amount; why?.(effect.amount, unit.id, 'row-bonus'); }
    }
  }
  for (const id of player.beside) {
    const draw = cards.victory[id]?.onDraw;
    if (draw && draw.kind === 'beside' && rowHas[draw.row] > 0 && (draw.stat === 'ranged' || draw.row === 0)) { total += draw.amount; why?.(draw.amount, id, 'beside'); }
  }
  return total;
}
