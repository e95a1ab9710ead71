// Buying (rulebook, "1) Use the Card's Resources to Buy"): one reserve card a turn (any number after Summon), paid with
// hand cards' resources (national resources only toward their own nation), the surplus kept as credit after Summon.
import type { RuleError } from '@shared/contract/errors';
import { refusal } from '@shared/games/catalogues';
import type { PlayerId } from '@main/engine/game';
import { act1, type Memo, type Parsed } from './action-table';
import { BASE, NATIONAL, type Compiled } from './compiled';
import { cardName, cardParams, logOn, note, seat } from './rules';
import { PAY, PLAY, type RushAction, type RushState } from './state';
import { at, ch, has, inHand, refillReserve, without } from './zones';

/** Resources `card` gives toward a card of `nation`: none from bases, cards without resources or foreign national ones. */
export function usableResources(c: Compiled, card: number, nation: number): number {
  const r = c.resources[card]!;
  if (r <= 0 || c.cardClass[card] === BASE) return 0;
  return (c.passives[card]! & NATIONAL) && c.nation[card] !== nation ? 0 : r;
}

/** Whether the current player's hand (and, after Summon, the turn's credit) pays for `card`. */
export function affordable(s: RushState, c: Compiled, card: number): boolean {
  const nation = c.nation[card]!;
  let sum = s.summon ? s.credit[0]! + s.credit[1 + nation]! : 0;
  const hand = s.hands[s.current]!;
  for (let i = 0; i < hand.length; i++) sum += usableResources(c, at(hand, i), nation);
  return sum >= c.cost[card]!;
}

/** Whether the current player may buy now: once a turn, any number of times after Summon. */
export const mayBuy = (s: RushState): boolean => !!s.summon || !s.bought;

/** The purchases open now (pushed to `out`): each reserve card the player can pay for. */
export function buyLegal(s: RushState, c: Compiled, m: Memo, out: RushAction[]): void {
  if (!mayBuy(s)) return;
  for (let i = 0; i < s.reserve.length; i++) {
    const r = at(s.reserve, i);
    if (affordable(s, c, r)) out.push(act1(c, m, 'buy', r));
  }
}

/** Why the current player may not buy reserve card `card` now, or null. */
export function buyError(s: RushState, c: Compiled, card: number): RuleError | null {
  if (!mayBuy(s)) return refusal('buy-once-per-turn', 'rush.no.buy-once-per-turn');
  if (!has(s.reserve, card)) return refusal('buy-not-in-reserve', 'rush.no.buy-not-in-reserve');
  if (!affordable(s, c, card)) return refusal('buy-insufficient-resources', 'rush.no.buy-insufficient-resources', { cost: c.cost[card]!, card: cardName(c, card) });
  return null;
}

/** Chooses reserve card `card` to buy: the turn's credit pays first (after Summon), hand cards the rest. */
export function performBuy(s: RushState, c: Compiled, card: number): void {
  const nation = c.nation[card]!;
  let owed = c.cost[card]!;
  if (s.summon) {
    const x = Math.min(owed, s.credit[1 + nation]!); s.credit[1 + nation] -= x; owed -= x;
    const y = Math.min(owed, s.credit[0]!); s.credit[0] -= y; owed -= y;
  }
  s.target = card;
  s.owed = owed;
  if (owed <= 0) completePurchase(s, c); else s.phase = PAY;
}

/** The pay decision: each hand card with resources usable toward the card being bought. */
export function payLegal(s: RushState, c: Compiled, m: Memo, out: RushAction[]): void {
  const hand = s.hands[s.current]!;
  const nation = c.nation[s.target]!;
  for (let h = 0; h < hand.length; h++) {
    const card = at(hand, h);
    if (usableResources(c, card, nation) > 0) out.push(act1(c, m, 'pay', card));
  }
}

export function payRefusal(s: RushState, c: Compiled, a: Parsed): RuleError | null {
  if (a.type !== 'pay') return refusal('finish-purchase-first', 'rush.no.finish-purchase-first');
  if (!inHand(s, s.current, a.card)) return refusal('card-not-in-hand', 'rush.no.card-not-in-hand', cardParams(c, 'card', a.card));
  if (c.resources[a.card]! <= 0 || c.cardClass[a.card] === BASE) return refusal('buy-no-resources', 'rush.no.buy-no-resources');
  if (usableResources(c, a.card, c.nation[s.target]!) <= 0) return refusal('buy-national-resources', 'rush.no.buy-national-resources');
  return null;
}

/** Pays with a hand card; the last card's surplus becomes the turn's credit (of its nation for a national card). */
export function performPay(s: RushState, c: Compiled, _player: PlayerId, a: Parsed): void {
  s.hands[s.current] = without(s.hands[s.current]!, a.card);
  s.depots[s.current] += ch(a.card);
  const nation = c.nation[s.target]!;
  s.owed -= usableResources(c, a.card, nation);
  if (s.owed <= 0) {
    s.credit[c.passives[a.card]! & NATIONAL ? 1 + nation : 0] += -s.owed;
    completePurchase(s, c);
  }
}

function completePurchase(s: RushState, c: Compiled): void {
  const card = s.target;
  s.reserve = without(s.reserve, card);
  s.depots[s.current] += ch(card);
  if (logOn()) note('buy', { by: seat(s.current), card: cardName(c, card), cost: c.cost[card]! }, 'buy');
  refillReserve(s);
  s.target = -1;
  s.owed = 0;
  s.bought = 1;
  s.phase = PLAY;
}
