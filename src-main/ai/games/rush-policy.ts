// The Rush AI's greedy policy, one choice per phase, for rollouts and the heuristic bot. It reads only the deciding
// player's own hand and public zones (bases, defenders, damage, reserve, depots, medal decks, zone sizes), never a hangar,
// an opponent's hand or the deck, so the bot can run it on any determinization of its view: the deal never changes it.
import type { PlayerId } from '@main/engine/game';
import type { Ability } from '@shared/games/rush/cards';
import { type Compiled, AUXILIARY, BARRACKS, BASE, NATIONAL } from '@main/games/rush/compiled';
import { rushGame } from '@main/games/rush/game';
import {
  ABILITY, ASSAULT, ATTACK, MEDALS, PAY, PLAY, REPAIR, RESEARCH, SABOTAGE,
  type RushAction, type RushState,
} from '@main/games/rush/state';
import { at } from '@main/games/rush/zones';
import { bestShot, boardOf, canStrike, fireWorth, KILL, planWorth } from './rush-attack';
import { bit, slotOwner } from '@main/games/rush/bases';
import { usableResources } from '@main/games/rush/purchase';
import { cardValue, idNum, keepWorth } from './rush-values';

export type Legal = readonly RushAction[];

function find(legal: Legal, pred: (a: RushAction) => boolean): RushAction | undefined {
  for (const a of legal) if (pred(a)) return a;
  return undefined;
}

/** Worth of using one ability now (0 or less: not worth it). */
function abilityWorth(s: RushState, c: Compiled, player: PlayerId, card: number, a: Ability): number {
  switch (a.kind) {
    case 'invulnerability': return s.oneMedalDecks[c.nation[card]!]!.length > 0 ? 3 : 0;
    case 'reinforcement': return s.hangars[player]!.length + s.depots[player]!.length > 0 ? 1.2 * a.n : 0;
    case 'sabotage': {
      for (let i = 1; i < s.players; i++) if (s.hands[(player + i) % s.players]!.length > 0) return 1;
      return 0;
    }
    case 'assault': {
      const b = boardOf(s);
      let best = 0;
      for (let slot = 0; slot < b.bases.length; slot++) {
        best = Math.max(best, fireWorth(c, b, card, slot, true, true), fireWorth(c, b, card, slot, false, true));
        if (b.bases[slot]! >= 0 && slotOwner(c, slot) !== player) best = Math.max(best, 0.5);
      }
      return best;
    }
    case 'research': {
      let best = 0;
      for (let i = 0; i < s.reserve.length; i++) {
        const r = at(s.reserve, i);
        if (c.cost[r]! <= a.n) best = Math.max(best, cardValue(c, r));
      }
      // The researching card goes to the graveyard: a barracks card is no loss.
      return best - (card < c.V ? cardValue(c, card) * 0.6 : 0);
    }
    case 'repair': return junkIn(c, s.depots[player]!) > 0 ? 0.8 : 0;
    case 'summon': return summonWorth(s, c, player, card);
    case 'scouting': return 0.1;
  }
  return 0;
}

/**
 * What Summon adds this turn: the purchases it allows beyond the one a turn allows without it, in card value. The
 * Summon card's own resources are lost to it (a card is played one way only). National resources are left out of
 * the estimate.
 */
function summonWorth(s: RushState, c: Compiled, player: PlayerId, card: number): number {
  if (s.summon) return 0;
  const hand = s.hands[player]!;
  let budget = s.credit[0]!;
  for (let i = 0; i < hand.length; i++) {
    const h = at(hand, i);
    if (h !== card && !(c.passives[h]! & NATIONAL) && c.cardClass[h] !== BASE) budget += Math.max(0, c.resources[h]!);
  }
  const own = c.cardClass[card] === BASE || (c.passives[card]! & NATIONAL) ? 0 : Math.max(0, c.resources[card]!);
  const withSummon = bestPurchases(s, c, budget, 4);
  // Without Summon: one purchase (none when this turn's is made), paid with the Summon card too.
  const without = s.bought ? 0 : bestPurchases(s, c, budget + own, 1);
  return withSummon - without;
}

/** The most card value `budget` resources buy from the reserve in at most `most` purchases (the reserve has 4 cards). */
function bestPurchases(s: RushState, c: Compiled, budget: number, most: number): number {
  const n = s.reserve.length;
  // Each reserve card's cost and value once, for the 2^n sets of purchases tried.
  const costs = [0, 0, 0, 0], values = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) { const r = at(s.reserve, i); costs[i] = c.cost[r]!; values[i] = cardValue(c, r); }
  let best = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    let cost = 0, value = 0, count = 0;
    for (let i = 0; i < n; i++) {
      if (!(mask & (1 << i))) continue;
      cost += costs[i]!; value += values[i]!; count++;
    }
    if (count <= most && cost <= budget && value > best) best = value;
  }
  return best;
}

/** Barracks cards in a zone: what Repair should remove. */
function junkIn(c: Compiled, z: string): number {
  let n = 0;
  for (let i = 0; i < z.length; i++) if (c.cardClass[at(z, i)] === BARRACKS) n++;
  return n;
}

/** The best unused ability of `card` and its worth. */
function bestAbility(s: RushState, c: Compiled, player: PlayerId, card: number, used: number): { index: number; worth: number } {
  const list = c.abilities[card]!;
  let index = -1, worth = -Infinity;
  for (let i = 0; i < list.length; i++) {
    if (used & (1 << i)) continue;
    const w = abilityWorth(s, c, player, card, list[i]!);
    if (w > worth) { worth = w; index = i; }
  }
  return { index, worth };
}

/** The slot to defend among legal defend actions for `card`: a damaged undefended base first, else the weakest defence. */
function defendChoice(s: RushState, c: Compiled, legal: Legal, card: number): RushAction | undefined {
  let best: RushAction | undefined, bestScore = -Infinity;
  const id = c.ids[card]!;
  for (const a of legal) {
    if (a.type !== 'defend' || a.card !== id) continue;
    const slot = s.bases.indexOf(idNum(c, a.base));
    if (slot < 0) continue;
    const d = s.defenders[slot]!;
    let score = d < 0 ? 10 : -c.armour[d]! - ((s.defenderDamage & bit(slot)) ? 0 : 1);
    if (s.baseDamage & bit(slot)) score += 1;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function hasOpenBase(s: RushState, c: Compiled, player: PlayerId): boolean {
  for (let k = 0; k < c.basesPer; k++) {
    const slot = player * c.basesPer + k;
    if (s.bases[slot]! >= 0 && s.defenders[slot]! < 0) return true;
  }
  return false;
}

function playChoice(s: RushState, c: Compiled, player: PlayerId, legal: Legal): RushAction {
  const hand = s.hands[player]!;
  // 1. A sure medal: Invulnerability.
  for (let i = 0; i < hand.length; i++) {
    const card = at(hand, i);
    const list = c.abilities[card]!;
    for (let k = 0; k < list.length; k++) {
      if (list[k]!.kind === 'invulnerability' && s.oneMedalDecks[c.nation[card]!]!.length > 0) {
        const a = find(legal, (x) => x.type === 'ability' && x.card === c.ids[card] && x.ability === k);
        if (a) return a;
      }
    }
  }
  // 2. An attack that destroys something: declare the card that fires first in the best nation's plan.
  if (!s.attackDone) {
    let bestWorth = 0, first = -1;
    for (let nation = 0; nation < 4; nation++) {
      const group: number[] = [];
      for (let i = 0; i < hand.length; i++) { const card = at(hand, i); if (canStrike(c, card) && c.nation[card] === nation) group.push(card); }
      if (group.length === 0) continue;
      const worth = planWorth(c, s, group);
      if (worth > bestWorth) {
        const shot = bestShot(c, boardOf(s), group);
        if (shot) { bestWorth = worth; first = shot.attacker; }
      }
    }
    if (bestWorth >= KILL && first >= 0) {
      const a = find(legal, (x) => x.type === 'declare' && x.card === c.ids[first]);
      if (a) return a;
    }
  }
  // 3. Abilities of cards that cannot pay anyway (no resources).
  let bestAb: RushAction | undefined, bestAbWorth = 0.25;
  for (let i = 0; i < hand.length; i++) {
    const card = at(hand, i);
    if (c.resources[card]! > 0 || c.cardClass[card] === BASE) continue;
    const { index, worth } = bestAbility(s, c, player, card, 0);
    if (index >= 0 && worth > bestAbWorth) {
      const a = find(legal, (x) => x.type === 'ability' && x.card === c.ids[card] && x.ability === index);
      if (a) { bestAb = a; bestAbWorth = worth; }
    }
  }
  if (bestAb) return bestAb;
  // 4. Buy the best affordable vehicle.
  let buy: RushAction | undefined, buyWorth = -Infinity;
  for (const a of legal) {
    if (a.type !== 'buy') continue;
    const w = cardValue(c, idNum(c, a.card));
    if (w > buyWorth) { buyWorth = w; buy = a; }
  }
  if (buy) return buy;
  // 5. Abilities of the cards left (they would go to the depot unplayed).
  bestAbWorth = 0.25;
  for (let i = 0; i < hand.length; i++) {
    const card = at(hand, i);
    if (c.cardClass[card] === BASE) continue;
    const { index, worth } = bestAbility(s, c, player, card, 0);
    if (index >= 0 && worth > bestAbWorth) {
      const a = find(legal, (x) => x.type === 'ability' && x.card === c.ids[card] && x.ability === index);
      if (a) { bestAb = a; bestAbWorth = worth; }
    }
  }
  if (bestAb) return bestAb;
  // 6. Defend an open base with the best armour left.
  if (hasOpenBase(s, c, player)) {
    let card = -1;
    for (let i = 0; i < hand.length; i++) {
      const h = at(hand, i);
      if (c.cardClass[h]! <= AUXILIARY && c.armour[h]! > 0 && (card < 0 || c.armour[h]! > c.armour[card]!)) card = h;
    }
    if (card >= 0) {
      const a = defendChoice(s, c, legal, card);
      if (a) return a;
    }
  }
  return find(legal, (x) => x.type === 'end') ?? legal[0]!;
}

function payChoice(s: RushState, c: Compiled, player: PlayerId, legal: Legal): RushAction {
  const nation = c.nation[s.target]!;
  const owed = s.owed;
  let best: RushAction = legal[0]!, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'pay') continue;
    const card = idNum(c, a.card);
    const resources = usableResources(c, card, nation);
    // What the card could still do this turn if kept.
    let keep = 0;
    if (c.abilities[card]!.length > 0) keep += 0.6;
    if (canStrike(c, card) && !s.attackDone) keep += 0.5;
    if (c.cardClass[card]! <= AUXILIARY && c.armour[card]! > 0 && hasOpenBase(s, c, player)) keep += 0.3;
    const score = resources >= owed ? 10 - (resources - owed) - keep : resources - keep;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function abilityPhaseChoice(s: RushState, c: Compiled, player: PlayerId, legal: Legal): RushAction {
  const card = s.inPlay;
  const { index, worth } = bestAbility(s, c, player, card, s.used);
  if (index >= 0 && worth > 0.25) {
    const a = find(legal, (x) => x.type === 'ability' && x.ability === index);
    if (a) return a;
  }
  return defendChoice(s, c, legal, card) ?? find(legal, (x) => x.type === 'finish') ?? legal[0]!;
}

function assaultChoice(s: RushState, c: Compiled, legal: Legal): RushAction {
  const b = boardOf(s);
  let best = legal[0]!, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'assault') continue;
    const target = idNum(c, a.target);
    let slot = b.bases.indexOf(target);
    const onBase = slot >= 0;
    if (!onBase) slot = b.defenders.indexOf(target);
    if (slot < 0) continue;
    let score = fireWorth(c, b, s.inPlay, slot, onBase, true);
    // A damaged open base or defender can be finished by this turn's attack.
    if (score === 0) score = onBase ? (b.defenders[slot]! < 0 ? 0.6 : 0.3) : 0.5;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function attackChoice(s: RushState, c: Compiled, legal: Legal): RushAction {
  const attackers: number[] = [];
  for (let i = 0; i < s.attackers.length; i++) attackers.push(at(s.attackers, i));
  if (s.fired === 0) {
    const base = planWorth(c, s, attackers);
    let best: RushAction | undefined, bestGain = 0.9;
    for (const a of legal) {
      if (a.type !== 'declare') continue;
      attackers.push(idNum(c, a.card));
      const gain = planWorth(c, s, attackers) - base;
      attackers.pop();
      if (gain > bestGain) { bestGain = gain; best = a; }
    }
    if (best) return best;
  }
  const shot = bestShot(c, boardOf(s), attackers);
  if (shot) {
    const target = c.ids[shot.onBase ? s.bases[shot.slot]! : s.defenders[shot.slot]!];
    const id = c.ids[shot.attacker];
    const a = find(legal, (x) => x.type === 'fire' && x.card === id && x.target === target);
    if (a) return a;
  }
  return find(legal, (x) => x.type === 'hold') ?? find(legal, (x) => x.type === 'fire') ?? legal[0]!;
}

function repairChoice(s: RushState, c: Compiled, legal: Legal): RushAction {
  let best: RushAction | undefined, bestKeep = Infinity;
  for (const a of legal) {
    if (a.type !== 'repair') continue;
    const keep = keepWorth(c, idNum(c, a.card));
    if (keep < bestKeep) { bestKeep = keep; best = a; }
  }
  if (best && (bestKeep < 2 || s.repaired === 0)) return best;
  return find(legal, (x) => x.type === 'repair-done') ?? best ?? legal[0]!;
}

function sabotageChoice(c: Compiled, legal: Legal): RushAction {
  let best = legal[0]!, bestKeep = Infinity;
  for (const a of legal) {
    if (a.type !== 'sabotage') continue;
    // (A hand never holds a base card: it goes to the depot when drawn.)
    const keep = keepWorth(c, idNum(c, a.card));
    if (keep < bestKeep) { bestKeep = keep; best = a; }
  }
  return best;
}

function bestByValue(c: Compiled, legal: Legal): RushAction {
  let best = legal[0]!, bestWorth = -Infinity;
  for (const a of legal) {
    if (a.type !== 'research') continue;
    const w = cardValue(c, idNum(c, a.card));
    if (w > bestWorth) { bestWorth = w; best = a; }
  }
  return best;
}

/** The greedy move of `player` (one of `legal`), reading only that player's hand and public zones; `c`: the state's card set. */
export function rushGreedy(s: RushState, player: PlayerId, legal: Legal, c: Compiled = rushGame.cards): RushAction {
  if (legal.length === 1) return legal[0]!;
  switch (s.phase) {
    case PLAY: return playChoice(s, c, player, legal);
    case PAY: return payChoice(s, c, player, legal);
    case ABILITY: return abilityPhaseChoice(s, c, player, legal);
    case RESEARCH: return bestByValue(c, legal);
    case REPAIR: return repairChoice(s, c, legal);
    case ASSAULT: return assaultChoice(s, c, legal);
    case SABOTAGE: return sabotageChoice(c, legal);
    case ATTACK: return attackChoice(s, c, legal);
    // Two-medal cards: the same medals, fewer one-medal cards gone (a later end) and the double-medals count.
    case MEDALS: return legal[legal.length - 1]!;
  }
  return legal[0]!;
}
