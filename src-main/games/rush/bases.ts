// Bases and their defence: base slots (seat * basesPer + k) holding a base card and its defender, damage as bits by
// slot, placing a defender, and destroying a base or a defender. Used by combat, Assault and the AI's plans.
import type { PlayerId } from '@main/engine/game';
import { AUXILIARY, type Compiled } from './compiled';
import { baseNo, cardName, logOn, note, seat, type CiteKey } from './rules';
import type { RushState } from './state';
import { ch } from './zones';

/** The damage bit of a base slot. */
export const bit = (slot: number): number => 1 << slot;

/** The seat a base slot belongs to. */
export function slotOwner(c: Compiled, slot: number): number { return (slot / c.basesPer) | 0; }

/** Whether a seat has a base left. */
export function hasBase(s: RushState, c: Compiled, player: PlayerId): boolean {
  for (let k = 0; k < c.basesPer; k++) if (s.bases[player * c.basesPer + k]! >= 0) return true;
  return false;
}


/** Slots a card may defend: an undefended base if there is one, else any base (replacing its defender). */
export function defendSlots(s: RushState, c: Compiled, player: PlayerId): number[] {
  const out: number[] = [];
  const from = player * c.basesPer;
  for (let k = 0; k < c.basesPer; k++) if (s.bases[from + k]! >= 0 && s.defenders[from + k]! < 0) out.push(from + k);
  if (out.length > 0) return out;
  for (let k = 0; k < c.basesPer; k++) if (s.bases[from + k]! >= 0) out.push(from + k);
  return out;
}

/** Whether the current player may (and so must) put `card` on defence: armour above 0, and a base left to defend. */
export function canDefend(s: RushState, c: Compiled, card: number): boolean {
  return c.cardClass[card]! <= AUXILIARY && c.armour[card]! > 0 && hasBase(s, c, s.current);
}

/** Puts `card` on defence of base slot `slot`, sending a defender already there to the depot. */
export function place(s: RushState, c: Compiled, card: number, slot: number): void {
  const old = s.defenders[slot]!;
  if (old >= 0) {
    s.depots[s.current] += ch(old);
    if (logOn()) note('defence-leave', { card: cardName(c, old), owner: seat(s.current), base: baseNo(c, s.bases[slot]!) }, 'replaceDefender');
  }
  s.defenders[slot] = card;
  s.defenderDamage &= ~bit(slot);
  if (logOn()) note('defend', { by: seat(s.current), card: cardName(c, card), base: baseNo(c, s.bases[slot]!) }, 'defence');
}

/** The slot a target id names on an opponent's side, or -1. */
export function findTarget(s: RushState, c: Compiled, target: number): number {
  const n = s.players * c.basesPer;
  for (let slot = 0; slot < n; slot++) if (s.bases[slot] === target || s.defenders[slot] === target) return slot;
  return -1;
}

/** Destroys the base of `slot` (to the attacker's depot), with its defender (to its owner's depot); may end the game. */
export function destroyBase(s: RushState, c: Compiled, slot: number): void {
  const owner = slotOwner(c, slot);
  const b = s.bases[slot]!;
  s.depots[s.current] += ch(b);
  s.bases[slot] = -1;
  s.baseDamage &= ~bit(slot);
  if (logOn()) note('base-destroyed', { owner: seat(owner), base: baseNo(c, b), to: seat(s.current) }, 'baseToAttacker');
  const d = s.defenders[slot]!;
  if (d >= 0) {
    s.depots[owner] += ch(d);
    s.defenders[slot] = -1;
    s.defenderDamage &= ~bit(slot);
    if (logOn()) note('defender-lost', { card: cardName(c, d), owner: seat(owner) }, 'assaultBase');
  }
  if (!hasBase(s, c, owner) && s.trigger === '') {
    s.trigger = 'last-base';
    if (logOn()) note('last-base', { owner: seat(owner) }, 'endTrigger');
  }
}


/** Destroys a defender (to its owner's depot); returns 1 for the destroyed unit. */
export function destroyDefender(s: RushState, c: Compiled, slot: number, cites: CiteKey): number {
  const owner = slotOwner(c, slot);
  const d = s.defenders[slot]!;
  s.depots[owner] += ch(d);
  s.defenders[slot] = -1;
  s.defenderDamage &= ~bit(slot);
  if (logOn()) note('vehicle-destroyed', { card: cardName(c, d), owner: seat(owner) }, cites);
  return 1;
}
