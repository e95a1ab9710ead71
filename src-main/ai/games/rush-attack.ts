// Rush attack plans on a copy of the public board (bases, defenders, damage bits): the worth and the result of one shot,
// the best next shot, what a whole attack destroys. What a hit does is the rules' own hit rule (combat.ts: hitOn).
import { type Compiled, AUXILIARY, HEAVY, ONLY_BASES, ONLY_VEHICLES } from '@main/games/rush/compiled';
import type { RushState } from '@main/games/rush/state';
import { bit, slotOwner } from '@main/games/rush/bases';
import { DAMAGES, hitOn } from '@main/games/rush/combat';

/** The public board an attack plan plays on: copies of bases, defenders and damage bits. */
export interface Board { bases: number[]; defenders: number[]; baseDamage: number; defenderDamage: number; current: number }

export const boardOf = (s: RushState): Board => ({ bases: s.bases.slice(), defenders: s.defenders.slice(), baseDamage: s.baseDamage, defenderDamage: s.defenderDamage, current: s.current });

export const DESTROY_BASE = 4, KILL = 1.5;

/** Immediate worth of `attacker` firing at a slot's base (onBase) or defender, or -1 when it may not. */
export function fireWorth(c: Compiled, b: Board, attacker: number, slot: number, onBase: boolean, assault: boolean): number {
  if (b.bases[slot]! < 0 || slotOwner(c, slot) === b.current) return -1;
  const pass = assault ? 0 : c.passives[attacker]!;
  if (onBase) {
    if (!assault && (b.defenders[slot]! >= 0 || (pass & ONLY_VEHICLES))) return -1;
    return hitOn(c, attacker, b.bases[slot]!, true, (b.baseDamage & bit(slot)) !== 0, assault) !== DAMAGES ? DESTROY_BASE : 0;
  }
  const d = b.defenders[slot]!;
  if (d < 0 || (pass & ONLY_BASES)) return -1;
  return hitOn(c, attacker, d, false, (b.defenderDamage & bit(slot)) !== 0, assault) !== DAMAGES ? KILL : 0;
}

export function applyFire(c: Compiled, b: Board, attacker: number, slot: number, onBase: boolean, assault: boolean): void {
  const target = onBase ? b.bases[slot]! : b.defenders[slot]!;
  const destroyed = hitOn(c, attacker, target, onBase, ((onBase ? b.baseDamage : b.defenderDamage) & bit(slot)) !== 0, assault) !== DAMAGES;
  if (!destroyed) { if (onBase) b.baseDamage |= bit(slot); else b.defenderDamage |= bit(slot); }
  else if (onBase) { b.bases[slot] = -1; b.defenders[slot] = -1; b.baseDamage &= ~bit(slot); b.defenderDamage &= ~bit(slot); }
  else { b.defenders[slot] = -1; b.defenderDamage &= ~bit(slot); }
}

export interface Shot { attacker: number; slot: number; onBase: boolean; worth: number; score: number }

/**
 * The best next shot among `attackers`: destroying first; a damaging shot counts when another remaining attacker
 * could finish the same target. Ties go to the weaker attacker (keep the heavy for a base).
 */
export function bestShot(c: Compiled, b: Board, attackers: readonly number[]): Shot | null {
  let best: Shot | null = null;
  const n = b.bases.length;
  for (let i = 0; i < attackers.length; i++) {
    const a = attackers[i]!;
    for (let slot = 0; slot < n; slot++) {
      for (let k = 0; k < 2; k++) {
        const onBase = k === 0;
        const w = fireWorth(c, b, a, slot, onBase, false);
        if (w < 0) continue;
        let score = w;
        if (w === 0) {
          // Damage: worth it only when a second attacker can then destroy the damaged target.
          for (let j = 0; j < attackers.length; j++) {
            if (j === i) continue;
            const pass = c.passives[attackers[j]!]!;
            if (onBase ? !(pass & ONLY_VEHICLES) : !(pass & ONLY_BASES)) { score = (onBase ? DESTROY_BASE : KILL) * 0.8; break; }
          }
          if (score === 0) score = 0.05;
        }
        score -= 0.01 * c.strength[a]! + (c.cardClass[a] === HEAVY ? 0.02 : 0);
        if (!best || score > best.score) best = { attacker: a, slot, onBase, worth: w, score };
      }
    }
  }
  return best;
}

/** What a whole attack by these cards would destroy (greedy plan on a copy of the board). */
export function planWorth(c: Compiled, s: RushState, attackers: readonly number[]): number {
  const b = boardOf(s);
  const left = attackers.slice();
  let total = 0;
  while (left.length > 0) {
    const shot = bestShot(c, b, left);
    if (!shot) break;
    total += shot.worth;
    applyFire(c, b, shot.attacker, shot.slot, shot.onBase, false);
    left.splice(left.indexOf(shot.attacker), 1);
  }
  return total;
}

export const canStrike = (c: Compiled, card: number): boolean => c.cardClass[card]! <= AUXILIARY && c.strength[card]! > 0;
