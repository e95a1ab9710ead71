// A unit's combat statistics on the battlefield: printed symbols plus add-on tokens, attached Kickers and passive skills.
import type { Skill } from './cards';
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

function base(t: Table, u: Unit): { melee: number; ranged: number; shields: number; hearts: number } {
  if (u.f & F.ZOMBIE) return ZOMBIE_STATS;
  return t.unit[u.id] ?? t.victory[u.id]?.unit ?? ZOMBIE_STATS;
}

/** "A Level 1 Zombie has one melee attack and one heart." */
export const ZOMBIE_STATS = { melee: 1, ranged: 0, shields: 0, hearts: 1 };

function tokenBonus(t: Table, u: Unit, kind: 'melee' | 'ranged' | 'heart'): number {
  let n = 0;
  for (const id of u.addOns) if (t.token[id]?.addOn === kind) n++;
  return n;
}

function kickerBonus(t: Table, u: Unit, stat: 'melee' | 'ranged' | 'hearts' | 'shields'): number {
  let n = 0;
  for (const id of u.attached) {
    const e = t.kicker[id]?.effect;
    if (e && e.kind === 'attach-stat' && e.stat === stat) n += e.amount;
  }
  return n;
}

export function meleeOf(t: Table, s: RuckusState, pl: Player, u: Unit): number {
  let m = base(t, u).melee + tokenBonus(t, u, 'melee') + kickerBonus(t, u, 'melee');
  const sk = skillOf(t, u);
  if (sk && sk.effect.kind === 'self-bonus' && sk.effect.stat === 'melee' && passiveOn(s, u) && allyPresent(t, pl, sk.effect.ifAlly)) m += sk.effect.amount;
  return m;
}

export function rangedOf(t: Table, s: RuckusState, pl: Player, u: Unit): number {
  let r = base(t, u).ranged + tokenBonus(t, u, 'ranged') + kickerBonus(t, u, 'ranged');
  const sk = skillOf(t, u);
  if (sk && sk.effect.kind === 'self-bonus' && sk.effect.stat === 'ranged' && passiveOn(s, u) && allyPresent(t, pl, sk.effect.ifAlly)) r += sk.effect.amount;
  return r;
}

function allyPresent(t: Table, pl: Player, name: string | undefined): boolean {
  if (!name) return true;
  for (const o of pl.army) if (!(o.f & (F.ZOMBIE | F.DEFEATED)) && t.unit[o.id]?.name === name) return true;
  return false;
}

export function heartsOf(t: Table, u: Unit): number {
  return base(t, u).hearts + tokenBonus(t, u, 'heart') + kickerBonus(t, u, 'hearts');
}

/** Printed shields, attached ones, and row shields from a Captain-like unit in the same row (to itself when alone). */
export function shieldsOf(t: Table, s: RuckusState, pl: Player, u: Unit): number {
  let sh = base(t, u).shields + kickerBonus(t, u, 'shields');
  let others = 0;
  for (const o of pl.army) if (o !== u && o.row === u.row && !(o.f & F.DEFEATED)) others++;
  for (const o of pl.army) {
    if (o.row !== u.row || (o.f & F.DEFEATED)) continue;
    const sk = skillOf(t, o);
    if (!sk || sk.effect.kind !== 'row-shield' || !passiveOn(s, o)) continue;
    if (o !== u || others === 0) sh += sk.effect.amount;
  }
  return sh;
}

/** A ranged add-on lets a unit deal its damage from any row (FAQ: Ranged Damage Add-On Token). */
export function hasRangedAddOn(t: Table, u: Unit): boolean {
  return tokenBonus(t, u, 'ranged') > 0;
}

/** The declared total attack damage of a player's army (Declaration Phase). */
export function declaredTotal(t: Table, s: RuckusState, pl: Player): number {
  let total = pl.bonus;
  const rowHas = [0, 0, 0];
  for (const u of pl.army) if (!(u.f & F.DEFEATED)) rowHas[u.row]++;
  for (const u of pl.army) {
    if (u.f & F.DEFEATED) continue;
    if (!(u.f & F.NO_ATTACK)) {
      if (u.row === 0 && !(u.f & F.NO_MELEE)) total += meleeOf(t, s, pl, u);
      total += rangedOf(t, s, pl, u);
    }
    const sk = skillOf(t, u);
    if (sk && sk.effect.kind === 'row-bonus' && passiveOn(s, u)) {
      // "TO THE ROW IN FRONT OF THIS UNIT" applies to the row as a whole, once (FAQ: Francis / Mortimer).
      const target = sk.effect.row === 'own' ? u.row : u.row - 1;
      if (target >= 0 && rowHas[target] > 0 && (sk.effect.stat === 'ranged' || target === 0)) total += sk.effect.amount;
    }
  }
  for (const id of pl.beside) {
    const v = t.victory[id]?.onDraw;
    if (v && v.kind === 'beside' && rowHas[v.row] > 0 && (v.stat === 'ranged' || v.row === 0)) total += v.amount;
  }
  return total;
}
