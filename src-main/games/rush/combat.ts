// Attacks (rulebook, "2) Attack"): declaring attacking cards of one nation, each firing at an enemy base or defender
// (or holding fire when it has no target), and the one hit rule that fire, Assault and the AI's plans all read.
import type { RuleError } from '@shared/contract/errors';
import { refusal } from '@shared/games/catalogues';
import type { PlayerId } from '@main/engine/game';
import { NATIONS } from '@shared/games/rush/cards';
import type { RushActionPreview } from '@shared/games/rush-view';
import { act1, act2, type Memo, type Parsed } from './action-table';
import { bit, destroyBase, destroyDefender, findTarget, slotOwner } from './bases';
import { AUXILIARY, BASE, HEAVY, ONLY_BASES, ONLY_VEHICLES, type Compiled } from './compiled';
import { medalBatch } from './medals';
import { baseNo, cardName, cardParams, logOn, note, seat } from './rules';
import { ATTACK, PLAY, type RushAction, type RushState } from './state';
import { at, ch, has, inHand, without } from './zones';

/** What a hit does to its target: destroys it outright, finishes it (it was damaged), or damages it. */
export const DAMAGES = 0, FINISHES = 1, DESTROYS = 2;

/**
 * The hit of `attacker` on `target` (a base card when `onBase`, else a defender), `damaged` or not. A shot destroys a
 * defender whose armour its strength reaches, and a heavy tank's shot destroys a base; any hit finishes a damaged
 * target; else it damages it. Assault deals damage only: its card's strength and class do not count.
 */
export function hitOn(c: Compiled, attacker: number, target: number, onBase: boolean, damaged: boolean, byAssault: boolean): number {
  if (!byAssault && (onBase ? c.cardClass[attacker] === HEAVY : c.strength[attacker]! >= c.armour[target]!)) return DESTROYS;
  return damaged ? FINISHES : DAMAGES;
}

/** Why `attacker` may not fire at `target` (a card number, or -1), or null. */
export function fireError(s: RushState, c: Compiled, attacker: number, target: number): RuleError | null {
  const slot = target < 0 ? -1 : findTarget(s, c, target);
  if (slot < 0) return refusal('attack-no-such-target', 'rush.no.attack-no-such-target');
  if (slotOwner(c, slot) === s.current) return refusal('attack-own-target', 'rush.no.attack-own-target');
  if (s.bases[slot] === target) {
    if (s.defenders[slot]! >= 0) return refusal('attack-defended-base', 'rush.no.attack-defended-base');
    if (c.passives[attacker]! & ONLY_VEHICLES) return refusal('attack-only-against-vehicles', 'rush.no.attack-only-against-vehicles');
  } else if (c.passives[attacker]! & ONLY_BASES) return refusal('attack-only-against-bases', 'rush.no.attack-only-against-bases');
  return null;
}

/** The targets `attacker` may fire at (pushed to `out` when given); returns how many. */
export function attackTargets(s: RushState, c: Compiled, attacker: number, out: number[] | null): number {
  const n = s.players * c.basesPer;
  let count = 0;
  for (let slot = 0; slot < n; slot++) {
    if (s.bases[slot]! < 0 || slotOwner(c, slot) === s.current) continue;
    if (s.defenders[slot]! >= 0) {
      if (!(c.passives[attacker]! & ONLY_BASES)) { count++; out?.push(s.defenders[slot]!); }
    } else if (!(c.passives[attacker]! & ONLY_VEHICLES)) { count++; out?.push(s.bases[slot]!); }
  }
  return count;
}

/** Why the current player may not declare `card` as an attacking card now, or null. */
export function declareError(s: RushState, c: Compiled, card: number): RuleError | null {
  if (s.attackDone) return refusal('attack-once-per-turn', 'rush.no.attack-once-per-turn');
  if (c.cardClass[card] === BASE) return refusal('base-card-unplayable', 'rush.no.base-card-unplayable');
  if (!inHand(s, s.current, card)) return refusal('card-not-in-hand', 'rush.no.attack-hand-only');
  if (c.cardClass[card]! > AUXILIARY || c.strength[card]! <= 0) return refusal('attack-no-strength', 'rush.no.attack-no-strength');
  if (s.attackers.length > 0 && c.nation[card] !== s.attackNation) return refusal('attack-same-nation', 'rush.no.attack-same-nation');
  if (attackTargets(s, c, card, null) === 0) return refusal('attack-no-target', 'rush.no.attack-no-target');
  return null;
}

/** The attack decision: more cards of the attack's nation before the first shot, then each attacker's shots. */
export function attackLegal(s: RushState, c: Compiled, m: Memo, out: RushAction[]): void {
  if (s.fired === 0) {
    const hand = s.hands[s.current]!;
    for (let h = 0; h < hand.length; h++) {
      const card = at(hand, h);
      if (c.strength[card]! > 0 && c.cardClass[card]! <= AUXILIARY && c.nation[card] === s.attackNation && attackTargets(s, c, card, null) > 0) out.push(act1(c, m, 'declare', card));
    }
  }
  const targets: number[] = [];
  for (let i = 0; i < s.attackers.length; i++) {
    const card = at(s.attackers, i);
    targets.length = 0;
    attackTargets(s, c, card, targets);
    if (targets.length === 0) out.push(act1(c, m, 'hold', card));
    for (const x of targets) out.push(act2(c, m, 'fire', card, x));
  }
}

export function attackRefusal(s: RushState, c: Compiled, a: Parsed): RuleError | null {
  if (a.type === 'declare') {
    if (s.fired > 0) return refusal('attack-declared-first', 'rush.no.attack-declared-first');
    return declareError(s, c, a.card);
  }
  if (a.type === 'fire' || a.type === 'hold') {
    if (!has(s.attackers, a.card)) return refusal('attack-not-declared', 'rush.no.attack-not-declared', cardParams(c, 'card', a.card));
    if (a.type === 'hold') return attackTargets(s, c, a.card, null) === 0 ? null : refusal('attack-target-available', 'rush.no.attack-target-available');
    return fireError(s, c, a.card, a.other);
  }
  return refusal('finish-attack-first', 'rush.no.finish-attack-first');
}

/** Declares `card` (from the hand) as an attacking card. */
export function declare(s: RushState, c: Compiled, card: number): void {
  s.hands[s.current] = without(s.hands[s.current]!, card);
  s.attackers += ch(card);
  s.attackNation = c.nation[card]!;
  s.phase = ATTACK;
  if (logOn()) note('declare', { by: seat(s.current), card: cardName(c, card) });
}

/** Fires (or holds fire with) a declared attacking card; it then goes to the depot, and the last one ends the attack. */
export function performShot(s: RushState, c: Compiled, _player: PlayerId, a: Parsed): void {
  s.attackers = without(s.attackers, a.card);
  s.fired++;
  if (a.type === 'fire') {
    const slot = findTarget(s, c, a.other);
    const onBase = s.defenders[slot] !== a.other;
    const hit = hitOn(c, a.card, a.other, onBase, ((onBase ? s.baseDamage : s.defenderDamage) & bit(slot)) !== 0, false);
    if (!onBase) {
      if (hit !== DAMAGES) s.kills += destroyDefender(s, c, slot, hit === DESTROYS ? 'destroyVehicle' : 'damageVehicle');
      else { s.defenderDamage |= bit(slot); if (logOn()) note('damage', { card: cardName(c, a.card), ...cardParams(c, 'target', a.other) }, 'damageVehicle'); }
    } else if (hit !== DAMAGES) {
      if (hit === DESTROYS && logOn()) note('heavy', { card: cardName(c, a.card), owner: seat(c.owner[a.other]!), base: baseNo(c, a.other) }, 'heavyBase');
      destroyBase(s, c, slot);
    } else { s.baseDamage |= bit(slot); if (logOn()) note('damage', { card: cardName(c, a.card), ...cardParams(c, 'target', a.other) }, 'damageBase'); }
  } else if (logOn()) note('hold', { card: cardName(c, a.card) });
  s.depots[s.current] += ch(a.card);
  if (s.attackers.length === 0) endAttack(s);
}

/** Ends the attack: the medals of its nation for the units it destroyed (a choice when two-medal cards are left). */
export function endAttack(s: RushState): void {
  const k = s.kills, nation = s.attackNation;
  s.attackDone = 1;
  s.kills = 0;
  s.fired = 0;
  s.attackNation = -1;
  s.phase = PLAY;
  medalBatch(s, nation, k);
}

/** Where a card stands on the board: a base or a defender, its slot, damaged or not; null when off the board. */
function onBoard(s: RushState, card: number): { slot: number; base: boolean; damaged: boolean } | null {
  for (let slot = 0; slot < s.bases.length; slot++) {
    if (s.bases[slot] === card) return { slot, base: true, damaged: (s.baseDamage & bit(slot)) !== 0 };
    if (s.defenders[slot] === card) return { slot, base: false, damaged: (s.defenderDamage & bit(slot)) !== 0 };
  }
  return null;
}

/**
 * What a shot or an Assault at `target` did, from the states before and after it: damaged or destroyed, the medals of
 * `nation` a destroyed unit brings, a destroyed base's medals, and whether it was its owner's last base.
 */
export function shotPreview(c: Compiled, before: RushState, after: RushState, target: string, by: 'fire' | 'assault', nation: number): RushActionPreview | null {
  const card = c.byId.get(target);
  if (card === undefined) return null;
  const was = onBoard(before, card);
  if (!was) return null;
  const destroyed = onBoard(after, card) === null;
  const owner = slotOwner(c, was.slot);
  let lastBase = false;
  if (destroyed && was.base) {
    lastBase = true;
    for (let k = 0; k < c.basesPer; k++) if (after.bases[owner * c.basesPer + k]! >= 0) lastBase = false;
  }
  return {
    kind: 'shot', by, effect: destroyed ? 'destroys' : 'damages',
    medals: destroyed && !was.base ? 1 : 0,
    nation: nation >= 0 ? NATIONS[nation]! : null,
    baseMedals: destroyed && was.base ? c.set.base.medals : 0,
    lastBase,
  };
}
