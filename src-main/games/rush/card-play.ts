// Playing hand cards (rulebook, "II. Card Play"): the play-card decision (buy, play an ability, defend, attack, put an
// unwanted card in the depot, end the turn) and the card-ability decision of the card in play.
import type { RuleError } from '@shared/contract/errors';
import { refusal } from '@shared/games/catalogues';
import { ABILITIES } from './abilities';
import type { AbilityRule } from './abilities/ability';
import { act1, act2, END_ACTION, type Memo, type Parsed } from './action-table';
import { canDefend, defendSlots, hasBase, place, slotOwner } from './bases';
import { afterAbility, endCard } from './card-end';
import { declareError } from './combat';
import { AUXILIARY, BASE, ONLY_BASES, ONLY_VEHICLES, type Compiled } from './compiled';
import { buyError, buyLegal } from './purchase';
import { cardName, cardParams, logOn, note, seat } from './rules';
import { PHASE_NAMES, PLAY, type RushAction, type RushState } from './state';
import { continueEnd } from './turn';
import { at, ch, inHand, without } from './zones';

/** The empty list of bases to defend when the player has none left (shared, never changed). */
const NO_SLOTS: readonly number[] = Object.freeze([]);

/**
 * Whether putting hand card `card` in the depot now, unplayed, can change the game: only when this turn could still
 * reach the depot, by a Repair of another hand card or by Reinforcements of other hand cards drawing more cards than
 * the hangar holds (the depot then renews it). Otherwise the card reaches the depot at the end of the turn all the same.
 */
export function discardMatters(s: RushState, c: Compiled, card: number): boolean {
  const hand = s.hands[s.current]!;
  let draws = 0;
  for (let i = 0; i < hand.length; i++) {
    const h = at(hand, i);
    if (h === card) continue;
    for (const a of c.abilities[h]!) {
      if (a.kind === 'repair') return true;
      if (a.kind === 'reinforcement') draws += a.n;
    }
  }
  return draws > s.hangars[s.current]!.length;
}

/** The play-card decision: end the turn, buy, and each hand card's uses (discard, abilities, defence, attack). */
export function playLegal(s: RushState, c: Compiled, m: Memo, out: RushAction[]): void {
  out.push(END_ACTION);
  buyLegal(s, c, m, out);
  // What every hand card shares: the bases it could defend, and whether any enemy defender or open base exists.
  const slots = hasBase(s, c, s.current) ? defendSlots(s, c, s.current) : NO_SLOTS;
  let enemyDefender = false, enemyOpenBase = false;
  if (!s.attackDone) {
    for (let slot = 0; slot < s.bases.length; slot++) {
      if (s.bases[slot]! < 0 || slotOwner(c, slot) === s.current) continue;
      if (s.defenders[slot]! >= 0) enemyDefender = true; else enemyOpenBase = true;
    }
  }
  const hand = s.hands[s.current]!;
  for (let h = 0; h < hand.length; h++) {
    const card = at(hand, h);
    const abilities = c.abilities[card]!;
    if (discardMatters(s, c, card)) out.push(act1(c, m, 'discard', card));
    for (let i = 0; i < abilities.length; i++) out.push(act2(c, m, 'ability', card, i));
    if (c.cardClass[card]! <= AUXILIARY && c.armour[card]! > 0) for (const slot of slots) out.push(act2(c, m, 'defend', card, s.bases[slot]!));
    if (c.strength[card]! > 0 && c.cardClass[card]! <= AUXILIARY) {
      const pass = c.passives[card]!;
      if ((enemyDefender && !(pass & ONLY_BASES)) || (enemyOpenBase && !(pass & ONLY_VEHICLES))) out.push(act1(c, m, 'declare', card));
    }
  }
}

export function playRefusal(s: RushState, c: Compiled, a: Parsed): RuleError | null {
  switch (a.type) {
    case 'end': return null;
    case 'buy': return buyError(s, c, a.card);
    case 'ability': {
      if (c.cardClass[a.card] === BASE) return refusal('base-card-unplayable', 'rush.no.base-card-unplayable');
      if (!inHand(s, s.current, a.card)) return refusal('card-not-in-hand', 'rush.no.card-not-in-hand', cardParams(c, 'card', a.card));
      const list = c.abilities[a.card]!;
      if (a.n < 0 || a.n >= list.length) return refusal('ability-not-on-card', 'rush.no.ability-not-on-card', { ...cardParams(c, 'card', a.card), n: a.n });
      return null;
    }
    case 'defend':
      if (c.cardClass[a.card] === BASE) return refusal('base-card-unplayable', 'rush.no.base-card-unplayable');
      if (!inHand(s, s.current, a.card)) return refusal('card-not-in-hand', 'rush.no.card-not-in-hand', cardParams(c, 'card', a.card));
      return defendError(s, c, a);
    case 'declare': return declareError(s, c, a.card);
    case 'discard':
      if (!inHand(s, s.current, a.card)) return refusal('card-not-in-hand', 'rush.no.card-not-in-hand', cardParams(c, 'card', a.card));
      if (!discardMatters(s, c, a.card)) return refusal('discard-no-effect', 'rush.no.discard-no-effect');
      return null;
    case 'pay': return refusal('pay-no-purchase', 'rush.no.pay-no-purchase');
    default: return refusal('wrong-phase', 'rush.no.wrong-phase', { type: a.type, phase: PHASE_NAMES[s.phase]! });
  }
}

/** Why the card may not defend the base `a.other`, or null. */
function defendError(s: RushState, c: Compiled, a: Parsed): RuleError | null {
  if (c.cardClass[a.card]! > AUXILIARY || c.armour[a.card]! <= 0) return refusal('defend-no-armour', 'rush.no.defend-no-armour');
  if (s.researched && s.inPlay === a.card) return refusal('defend-researched', 'rush.no.defend-researched');
  const slot = a.other >= 0 ? s.bases.indexOf(a.other) : -1;
  if (slot < 0 || c.cardClass[a.other] !== BASE || slotOwner(c, slot) !== s.current) return refusal('defend-own-base', 'rush.no.defend-own-base');
  if (!defendSlots(s, c, s.current).includes(slot)) return refusal('defend-base-choice', 'rush.no.defend-base-choice');
  return null;
}

/** The card-ability decision: the card in play's unused abilities, then defending a base or finishing the card. */
export function abilityPhaseLegal(s: RushState, c: Compiled, m: Memo, out: RushAction[]): void {
  const card = s.inPlay;
  const abilities = c.abilities[card]!;
  for (let i = 0; i < abilities.length; i++) if (!(s.used & (1 << i))) out.push(act2(c, m, 'ability', card, i));
  if (!s.researched && canDefend(s, c, card)) for (const slot of defendSlots(s, c, s.current)) out.push(act2(c, m, 'defend', card, s.bases[slot]!));
  else out.push(act1(c, m, 'finish', card));
}

export function abilityPhaseRefusal(s: RushState, c: Compiled, a: Parsed): RuleError | null {
  if (a.type === 'ability') {
    if (a.card !== s.inPlay) return refusal('finish-card-first', 'rush.no.finish-card-first');
    const list = c.abilities[a.card]!;
    if (a.n < 0 || a.n >= list.length) return refusal('ability-not-on-card', 'rush.no.ability-not-on-card', { ...cardParams(c, 'card', a.card), n: a.n });
    if (s.used & (1 << a.n)) return refusal('ability-already-used', 'rush.no.ability-already-used');
    return null;
  }
  if (a.type === 'defend') {
    if (a.card !== s.inPlay) return refusal('finish-card-first', 'rush.no.finish-card-first');
    return defendError(s, c, a);
  }
  if (a.type === 'finish') {
    if (a.card !== s.inPlay) return refusal('finish-card-first', 'rush.no.finish-card-first');
    if (!s.researched && canDefend(s, c, a.card)) return refusal('defend-required', 'rush.no.defend-required');
    return null;
  }
  return refusal('finish-card-first', 'rush.no.finish-card-first');
}

/** Ends the turn (step III), after the medals Assault earned this turn. */
export function performEnd(s: RushState, c: Compiled): void {
  if (logOn()) note('end', { by: seat(s.current) });
  s.ending = 1;
  continueEnd(s, c);
}

/** Puts an unwanted hand card in the depot. */
export function performDiscard(s: RushState, c: Compiled, card: number): void {
  s.hands[s.current] = without(s.hands[s.current]!, card);
  s.depots[s.current] += ch(card);
  if (logOn()) note('discard', { by: seat(s.current), card: cardName(c, card) }, 'unwanted');
}

/** Plays ability `index` of a hand card (it comes into play) or of the card in play. */
export function performAbility(s: RushState, c: Compiled, card: number, index: number): void {
  if (s.phase === PLAY) {
    s.hands[s.current] = without(s.hands[s.current]!, card);
    s.inPlay = card;
    s.used = 0;
    s.researched = 0;
  }
  const ability = c.abilities[card]![index]!;
  s.used |= 1 << index;
  if (!(ABILITIES[ability.kind] as AbilityRule).run(s, c, card, ability as never)) afterAbility(s, c);
}

/** Puts a card on defence of one of its player's bases: from the hand (armour without abilities) or the card in play. */
export function performDefend(s: RushState, c: Compiled, card: number, base: number): void {
  if (s.phase === PLAY) {
    s.hands[s.current] = without(s.hands[s.current]!, card);
    if (logOn()) note('zero', { by: seat(s.current), card: cardName(c, card) }, 'defence');
  }
  place(s, c, card, s.bases.indexOf(base));
  endCard(s);
}
