// A unit's combat statistics on the battlefield: printed symbols plus add-on tokens, attached Kickers and passive skills.
import type { Skill } from '@shared/games/ruckus/cards';
import { F, type Player, type RuckusState, type Table, type Unit } from './state';

/** The skill printed on a unit in play; Zombies (face down) and Victory cards placed as units have none. */
export function skillOf(t: Table, u: Unit): Skill | undefined {
  if (u.f & F.ZOMBIE) return undefined;
  return t.unit[u.id]?.skill;
}

/** Whether a skill that needs no activation works now: never in Child Friendly, only once activated in Speed Enhanced. */
export function passiveOn(s: RuckusState, u: Unit): boolean {
  if (s.child) return false;
  return !s.speed || (u.f & F.MARKER) !== 0;
}

/**
 * Told each bonus a stat function adds on top of the printed number (amount, the card that gives it: a token, a Kicker
 * or a unit's skill), so the table's previews (preview.ts) give the reason for every change from this same code.
 */
export type StatWhy = (amount: number, source: string) => void;

/** The printed statistics of a unit in play (a Zombie's, a Victory card's placed as a unit). */
export function printedStats(t: Table, u: Unit): { melee: number; ranged: number; shields: number; hearts: number } {
  return base(t, u);
}

function base(t: Table, u: Unit): { melee: number; ranged: number; shields: number; hearts: number } {
  if (u.f & F.ZOMBIE) return ZOMBIE_STATS;
  return t.unit[u.id] ?? t.victory[u.id]?.unit ?? ZOMBIE_STATS;
}

/** "A Level 1 Zombie has one melee attack and one heart." */
export const ZOMBIE_STATS = { melee: 1, ranged: 0, shields: 0, hearts: 1 };

function tokenBonus(t: Table, u: Unit, kind: 'melee' | 'ranged' | 'heart', why?: StatWhy): number {
  let n = 0;
  for (const id of u.addOns) if (t.token[id]?.addOn === kind) { n++; why?.(1, id); }
  return n;
}

function kickerBonus(t: Table, u: Unit, stat: 'melee' | 'ranged' | 'hearts' | 'shields', why?: StatWhy): number {
  let n = 0;
  for (const id of u.attached) {
    const e = t.kicker[id]?.effect;
    if (e && e.kind === 'attach-stat' && e.stat === stat) { n += e.amount; why?.(e.amount, id); }
  }
  return n;
}

export function meleeOf(t: Table, s: RuckusState, pl: Player, u: Unit, why?: StatWhy): number {
  let m = base(t, u).melee + tokenBonus(t, u, 'melee', why) + kickerBonus(t, u, 'melee', why);
  const sk = skillOf(t, u);
  if (sk && sk.effect.kind === 'self-bonus' && sk.effect.stat === 'melee' && passiveOn(s, u) && allyPresent(t, pl, sk.effect.ifAlly)) { m += sk.effect.amount; why?.(sk.effect.amount, u.id); }
  return m;
}

export function rangedOf(t: Table, s: RuckusState, pl: Player, u: Unit, why?: StatWhy): number {
  let r = base(t, u).ranged + tokenBonus(t, u, 'ranged', why) + kickerBonus(t, u, 'ranged', why);
  const sk = skillOf(t, u);
  if (sk && sk.effect.kind === 'self-bonus' && sk.effect.stat === 'ranged' && passiveOn(s, u) && allyPresent(t, pl, sk.effect.ifAlly)) { r += sk.effect.amount; why?.(sk.effect.amount, u.id); }
  return r;
}

function allyPresent(t: Table, pl: Player, name: string | undefined): boolean {
  if (!name) return true;
  for (const o of pl.army) if (!(o.f & (F.ZOMBIE | F.DEFEATED)) && t.unit[o.id]?.name === name) return true;
  return false;
}

export function heartsOf(t: Table, u: Unit, why?: StatWhy): number {
  return base(t, u).hearts + tokenBonus(t, u, 'heart', why) + kickerBonus(t, u, 'hearts', why);
}

/** Printed shields, attached ones, and row shields from a Captain-like unit in the same row (to itself when alone). */
export function shieldsOf(t: Table, s: RuckusState, pl: Player, u: Unit, why?: StatWhy): number {
  let sh = base(t, u).shields + kickerBonus(t, u, 'shields', why);
  let others = 0;
  for (const o of pl.army) if (o !== u && o.row === u.row && !(o.f & F.DEFEATED)) others++;
  for (const o of pl.army) {
    if (o.row !== u.row || (o.f & F.DEFEATED)) continue;
    const sk = skillOf(t, o);
    if (!sk || sk.effect.kind !== 'row-shield' || !passiveOn(s, o)) continue;
    if (o !== u || others === 0) { sh += sk.effect.amount; why?.(sk.effect.amount, o.id); }
  }
  return sh;
}

/** A ranged add-on lets a unit deal its damage from any row (FAQ: Ranged Damage Add-On Token). */
export function hasRangedAddOn(t: Table, u: Unit): boolean {
  return tokenBonus(t, u, 'ranged') > 0;
}

/**
 * Told each part of a declared total: its amount, where it comes from (a unit, a card beside the formation, or ''
 * for the skill damage readied earlier) and what kind of damage it is; the parts add up to the total.
 */
export type TotalWhy = (amount: number, source: string, part: 'melee' | 'ranged' | 'row-bonus' | 'beside' | 'skill') => void;

/** The declared total attack damage of a player's army (Declaration Phase). */
export function declaredTotal(t: Table, s: RuckusState, pl: Player, why?: TotalWhy): number {
  let total = pl.bonus;
  if (pl.bonus) why?.(pl.bonus, '', 'skill');
  const rowHas = [0, 0, 0];
  for (const u of pl.army) if (!(u.f & F.DEFEATED)) rowHas[u.row]++;
  for (const u of pl.army) {
    if (u.f & F.DEFEATED) continue;
    if (!(u.f & F.NO_ATTACK)) {
      if (u.row === 0 && !(u.f & F.NO_MELEE)) { const m = meleeOf(t, s, pl, u); total += m; if (m) why?.(m, u.id, 'melee'); }
      const r = rangedOf(t, s, pl, u);
      total += r;
      if (r) why?.(r, u.id, 'ranged');
    }
    const sk = skillOf(t, u);
    if (sk && sk.effect.kind === 'row-bonus' && passiveOn(s, u)) {
      // "TO THE ROW IN FRONT OF THIS UNIT" applies to the row as a whole, once (FAQ: Francis / Mortimer).
      const target = sk.effect.row === 'own' ? u.row : u.row - 1;
      if (target >= 0 && rowHas[target] > 0 && (sk.effect.stat === 'ranged' || target === 0)) { total += sk.effect.amount; why?.(sk.effect.amount, u.id, 'row-bonus'); }
    }
  }
  for (const id of pl.beside) {
    const v = t.victory[id]?.onDraw;
    if (v && v.kind === 'beside' && rowHas[v.row] > 0 && (v.stat === 'ranged' || v.row === 0)) { total += v.amount; why?.(v.amount, id, 'beside'); }
  }
  return total;
}
