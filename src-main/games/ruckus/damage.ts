// Damage: hits (one source's damage to one army), the reactions that absorb or prevent them, shields and hearts,
// a Cleaver's follow-up, and the defeated units discarded once the hits in progress are done.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import type { Skill } from '@shared/games/ruckus/cards';
import { effectRules } from './effects';
import { leaveBattlefield, offerReactions } from './play';
import { cardName, logRule, RULE } from './rules';
import { F, type Cards, type Hit, type RuckusState, type Unit } from './state';
import { heartsOf, shieldsOf, skillOf } from './stats';
import { order, standing } from './zones';

export function newHit(to: number, amount: number, blockable: boolean, row: number, from: number, behind: number, cite: string): Hit {
  return { to, amount, blockable, row, from, behind, landed: 0, firstRow: -1, reacted: [], started: false, cite };
}

/** "Unblockable damage is not combined": one hit per source and receiver, in player order. */
export function unblockableToOpponents(s: RuckusState, seat: number, amount: number, row: number, cite: string): void {
  for (const other of order(s)) {
    if (other === seat || !s.seats[other].inRound || !standing(s.seats[other])) continue;
    s.hits.push(newHit(other, amount, false, row, -1, 0, cite));
  }
}

/** Units that may take the current hit. */
export function hitCandidates(s: RuckusState, hit: Hit): Unit[] {
  const out: Unit[] = [];
  for (const unit of s.seats[hit.to].army) if (!(unit.flags & F.DEFEATED) && (hit.row < 0 || unit.row === hit.row)) out.push(unit);
  return out;
}

/** Reactions (absorb, prevent) the receiver may use before the hit is applied. */
export function hitReactions(s: RuckusState, cards: Cards, hit: Hit): { unit: string; kind: 'absorb' | 'prevent' }[] {
  if (!hit.blockable || hit.started || s.child) return [];
  const out: { unit: string; kind: 'absorb' | 'prevent' }[] = [];
  for (const unit of s.seats[hit.to].army) {
    if (unit.flags & F.DEFEATED) continue;
    const skill = skillOf(cards, unit);
    if (!skill || skill.trigger !== 'on-damage' || hit.reacted.includes(unit.id) || !reactionReady(s, unit, skill)) continue;
    const onDamage = effectRules(skill.effect).onDamage;
    if (onDamage && (!onDamage.usable || onDamage.usable(hit))) out.push({ unit: unit.id, kind: onDamage.action });
  }
  return out;
}

/** A reactive skill can be used now: not in Child Friendly; one with a marker only once a round (in Speed Enhanced, once armed). */
export function reactionReady(s: RuckusState, unit: Unit, skill: Skill): boolean {
  if (s.child) return false;
  if (s.speed) return (unit.flags & F.MARKER) !== 0 && (!skill.marker || !(unit.flags & F.SPENT));
  return !skill.marker || !(unit.flags & F.MARKER);
}

/** A reaction with a marker sockets it (Speed Enhanced: the marker already socketed is spent). */
export function useReaction(s: RuckusState, unit: Unit, skill: Skill): void {
  if (!skill.marker) return;
  if (s.speed) unit.flags |= F.SPENT;
  else unit.flags |= F.MARKER;
}

/** Bullet Proof attached to the unit will prevent this hit: Resolution-Phase damage, the first time this combat round. */
export function bulletProofReady(cards: Cards, hit: Hit, unit: Unit): boolean {
  return hit.blockable && hit.from >= 0 && !(unit.flags & F.BP_USED) && unit.attached.some((kicker) => cards.kicker[kicker]?.effect.kind === 'bullet-proof');
}

/** What `amount` of a hit would do to one unit, without doing it: prevented whole (Bullet Proof), else blocked and taken. */
export function hitOnUnit(s: RuckusState, cards: Cards, hit: Hit, seat: number, unit: Unit, amount: number): { prevented: boolean; blocked: number; take: number } {
  if (bulletProofReady(cards, hit, unit)) return { prevented: true, blocked: 0, take: 0 };
  const blocked = hit.blockable ? Math.min(shieldsOf(cards, s, s.seats[seat], unit), amount) : 0;
  return { prevented: false, blocked, take: Math.min(amount - blocked, heartsOf(cards, unit) - unit.damage) };
}

/** Applies up to `amount` of a hit to one unit: shields first (blockable only), then hearts; returns points used. */
export function damageUnit(s: RuckusState, cards: Cards, hit: Hit, seat: number, unit: Unit, amount: number): number {
  const { prevented, blocked, take } = hitOnUnit(s, cards, hit, seat, unit, amount);
  if (prevented) {
    unit.flags |= F.BP_USED;
    if (logOn()) logRule('bulletProofPrevents', { target: cardName(cards, unit.id), amount }, `#${unit.attached.find((kicker) => cards.kicker[kicker]?.effect.kind === 'bullet-proof')}`);
    if (hit.firstRow < 0) hit.firstRow = unit.row;
    return amount;
  }
  unit.damage += take;
  hit.landed += take;
  if (take > 0) s.active = true;
  if (hit.firstRow < 0) hit.firstRow = unit.row;
  if (unit.damage >= heartsOf(cards, unit)) unit.flags |= F.DEFEATED;
  if (logOn()) logRule('takesDamage', { by: S(seat), card: cardName(cards, unit.id), amount: take, blocked, defeated: (unit.flags & F.DEFEATED) !== 0 },
    blocked ? RULE.shield : hit.cite);
  return blocked + take;
}

/** The whole remaining hit goes into one unit (`assign`). */
export function assignHit(s: RuckusState, cards: Cards, unit: Unit): void {
  const hit = s.hits[0];
  hit.started = true;
  hit.amount -= damageUnit(s, cards, hit, hit.to, unit, hit.amount);
  settleHit(s);
}

/** A unit's reaction to the current hit (`absorb` some of it, `prevent` all of it): its marker, then its effect. */
export function reactToHit(s: RuckusState, cards: Cards, unit: Unit, skill: Skill, amount?: number): void {
  const hit = s.hits[0];
  hit.reacted.push(unit.id);
  useReaction(s, unit, skill);
  effectRules(skill.effect).onDamage?.take(s, cards, unit, skill.effect, amount);
}

/** Ends the current hit when it is used up or nothing can take it; Cleaver's damage follows at once. */
export function settleHit(s: RuckusState): void {
  const hit = s.hits[0];
  if (hit.amount > 0 && hitCandidates(s, hit).length > 0) return;
  s.hits.shift();
  if (hit.amount > 0) { if (logOn()) logRule('spill', { amount: hit.amount, to: S(hit.to) }, RULE.spill); }
  if (hit.behind > 0 && hit.landed > 0 && hit.firstRow >= 0 && hit.firstRow < 2) {
    s.hits.unshift(newHit(hit.to, hit.behind, true, hit.firstRow + 1, -1, 0, RULE.cleaver));
  }
}

/** Hits that need no decision resolve themselves: nothing to hit, or a single unit and no reaction. */
export function autoHits(s: RuckusState, cards: Cards): boolean {
  while (s.hits.length > 0) {
    const hit = s.hits[0];
    if (hit.amount <= 0) { settleHit(s); continue; }
    const candidates = hitCandidates(s, hit);
    if (candidates.length === 0) { settleHit(s); continue; }
    if (candidates.length === 1 && hitReactions(s, cards, hit).length === 0) { assignHit(s, cards, candidates[0]); continue; }
    return false;
  }
  return true;
}

/** Discards defeated units and offers their reactions (Bang, Boom, Poison Pete, Zeke) before anything else. */
export function sweep(s: RuckusState, cards: Cards): boolean {
  let any = false;
  for (const seat of order(s)) {
    const player = s.seats[seat];
    const reacting: string[] = [];
    for (let i = 0; i < player.army.length; i++) {
      const unit = player.army[i];
      if (!(unit.flags & F.DEFEATED)) continue;
      any = true;
      player.army.splice(i--, 1);
      leaveBattlefield(s, cards, seat, unit, true, reacting);
    }
    // FAQ Unblockable Damage: Bang and Boom resolve separately, in the order their player chooses; each is optional.
    offerReactions(s, seat, reacting);
  }
  if (any) s.active = true;
  return any;
}
