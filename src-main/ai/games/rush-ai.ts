// The AI hooks for World of Tanks: Rush: a projected-score evaluation, a cheap greedy policy for rollouts and the
// heuristic bot, short rollouts (a turn or two of actions) and a cheap action key, so the search stays fast.
//
// The greedy policy reads only the deciding player's own hand and public zones (bases, defenders, damage, reserve,
// depots, medal decks, zone sizes), never a hangar, an opponent's hand or the deck. So the heuristic bot can run it
// on any determinization of its view: the deal of the hidden cards never changes its choice.
import type { PlayerId } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import type { Ability } from '@shared/games/rush/cards';
import {
  type Compiled, AUXILIARY, BARRACKS, BASE, HEAVY, MEDAL, NATIONAL, ONLY_BASES, ONLY_VEHICLES,
} from '@main/games/rush/compiled';
import { rushGame, type RushGame } from '@main/games/rush/game';
import { scoreRush } from '@main/games/rush/score';
import {
  ABILITY, ASSAULT, ATTACK, MEDALS, OVER, PAY, PLAY, REPAIR, RESEARCH, SABOTAGE,
  type RushAction, type RushState, type RushView,
} from '@main/games/rush/state';
import { at } from '@main/games/rush/zones';
import type { Bot, BotTurn } from '../bot';
import type { GameAi } from '../game-ai';
import { DEFAULT_EXPLORATION } from '../ismcts';
import { outcomeReward, softmaxRewards } from '../reward';
import { explainRush } from './rush-explain';

type Legal = readonly RushAction[];

const idNum = (c: Compiled, id: string): number => c.byId.get(id) ?? -1;
const bit = (slot: number): number => 1 << slot;
const slotOwner = (c: Compiled, slot: number): number => (slot / c.basesPer) | 0;

// ---------- card values ----------

/** What an ability adds to a card bought now (a rough long-run worth, in points of cost). */
function abilityBonus(a: Ability): number {
  switch (a.kind) {
    case 'invulnerability': return 1.2;
    case 'assault': return 1;
    case 'reinforcement': return 0.5 * a.n;
    case 'sabotage': return 0.4;
    case 'research': return 0.3;
    case 'repair': return 0.4;
    case 'summon': return 0.2;
    case 'scouting': return 0.1;
  }
  return 0;
}

/** Worth of a vehicle card for the squad: its cost (the set prices its power) plus strength, armour and abilities. */
function cardValue(c: Compiled, card: number): number {
  let v = c.cost[card]! + 0.4 * c.str[card]! + 0.2 * c.arm[card]!;
  for (const a of c.abil[card]!) v += abilityBonus(a);
  return v;
}

/** Resources a card gives toward a card of `nation` (0 for bases, for cards without resources, for foreign national ones). */
function usableRes(c: Compiled, card: number, nation: number): number {
  const r = c.res[card]!;
  if (r <= 0 || c.cls[card] === BASE) return 0;
  return (c.pass[card]! & NATIONAL) && c.nat[card] !== nation ? 0 : r;
}

// ---------- attacks ----------

/** The public board an attack plan plays on: copies of bases, defenders and damage bits. */
interface Board { base: number[]; def: number[]; bd: number; dd: number; cur: number }

const boardOf = (s: RushState): Board => ({ base: s.base.slice(), def: s.def.slice(), bd: s.baseDmg, dd: s.defDmg, cur: s.cur });

const DESTROY_BASE = 4, KILL = 1.5;

/** Immediate worth of `attacker` firing at a slot's base (onBase) or defender, or -1 when it may not. */
function fireWorth(c: Compiled, b: Board, attacker: number, slot: number, onBase: boolean, assault: boolean): number {
  if (b.base[slot]! < 0 || slotOwner(c, slot) === b.cur) return -1;
  const pass = assault ? 0 : c.pass[attacker]!;
  if (onBase) {
    if (!assault && (b.def[slot]! >= 0 || (pass & ONLY_VEHICLES))) return -1;
    if ((!assault && c.cls[attacker] === HEAVY) || (b.bd & bit(slot))) return DESTROY_BASE;
    return 0;
  }
  const d = b.def[slot]!;
  if (d < 0 || (pass & ONLY_BASES)) return -1;
  if ((!assault && c.str[attacker]! >= c.arm[d]!) || (b.dd & bit(slot))) return KILL;
  return 0;
}

function applyFire(c: Compiled, b: Board, attacker: number, slot: number, onBase: boolean, assault: boolean): void {
  if (onBase) {
    if ((!assault && c.cls[attacker] === HEAVY) || (b.bd & bit(slot))) { b.base[slot] = -1; b.def[slot] = -1; b.bd &= ~bit(slot); b.dd &= ~bit(slot); }
    else b.bd |= bit(slot);
  } else if ((!assault && c.str[attacker]! >= c.arm[b.def[slot]!]!) || (b.dd & bit(slot))) { b.def[slot] = -1; b.dd &= ~bit(slot); }
  else b.dd |= bit(slot);
}

interface Shot { attacker: number; slot: number; onBase: boolean; worth: number; score: number }

/**
 * The best next shot among `attackers`: destroying first; a damaging shot counts when another remaining attacker
 * could finish the same target. Ties go to the weaker attacker (keep the heavy for a base).
 */
function bestShot(c: Compiled, b: Board, attackers: readonly number[]): Shot | null {
  let best: Shot | null = null;
  const n = b.base.length;
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
            const pass = c.pass[attackers[j]!]!;
            if (onBase ? !(pass & ONLY_VEHICLES) : !(pass & ONLY_BASES)) { score = (onBase ? DESTROY_BASE : KILL) * 0.8; break; }
          }
          if (score === 0) score = 0.05;
        }
        score -= 0.01 * c.str[a]! + (c.cls[a] === HEAVY ? 0.02 : 0);
        if (!best || score > best.score) best = { attacker: a, slot, onBase, worth: w, score };
      }
    }
  }
  return best;
}

/** What a whole attack by these cards would destroy (greedy plan on a copy of the board). */
function planWorth(c: Compiled, s: RushState, attackers: readonly number[]): number {
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

const canStrike = (c: Compiled, card: number): boolean => c.cls[card]! <= AUXILIARY && c.str[card]! > 0;

// ---------- the greedy policy ----------

function find(legal: Legal, pred: (a: RushAction) => boolean): RushAction | undefined {
  for (const a of legal) if (pred(a)) return a;
  return undefined;
}

/** Worth of using one ability now (0 or less: not worth it). */
function abilityWorth(s: RushState, c: Compiled, p: PlayerId, card: number, a: Ability): number {
  switch (a.kind) {
    case 'invulnerability': return s.ones[c.nat[card]!]!.length > 0 ? 3 : 0;
    case 'reinforcement': return s.hangars[p]!.length + s.depots[p]!.length > 0 ? 1.2 * a.n : 0;
    case 'sabotage': {
      for (let i = 1; i < s.players; i++) if (s.hands[(p + i) % s.players]!.length > 0) return 1;
      return 0;
    }
    case 'assault': {
      const b = boardOf(s);
      let best = 0;
      for (let slot = 0; slot < b.base.length; slot++) {
        best = Math.max(best, fireWorth(c, b, card, slot, true, true), fireWorth(c, b, card, slot, false, true));
        if (b.base[slot]! >= 0 && slotOwner(c, slot) !== p) best = Math.max(best, 0.5);
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
    case 'repair': return junkIn(c, s.depots[p]!) > 0 ? 0.8 : 0;
    case 'summon': return summonWorth(s, c, p, card);
    case 'scouting': return 0.1;
  }
  return 0;
}

/**
 * What Summon adds this turn: the purchases it allows beyond the one a turn allows without it, in card value. The
 * Summon card's own resources are lost to it (a card is played one way only). National resources are left out of
 * the estimate.
 */
function summonWorth(s: RushState, c: Compiled, p: PlayerId, card: number): number {
  if (s.summon) return 0;
  const hand = s.hands[p]!;
  let budget = s.credit[0]!;
  for (let i = 0; i < hand.length; i++) {
    const h = at(hand, i);
    if (h !== card && !(c.pass[h]! & NATIONAL) && c.cls[h] !== BASE) budget += Math.max(0, c.res[h]!);
  }
  const own = c.cls[card] === BASE || (c.pass[card]! & NATIONAL) ? 0 : Math.max(0, c.res[card]!);
  const withSummon = bestPurchases(s, c, budget, 4);
  // Without Summon: one purchase (none when this turn's is made), paid with the Summon card too.
  const without = s.bought ? 0 : bestPurchases(s, c, budget + own, 1);
  return withSummon - without;
}

/** The most card value `budget` resources buy from the reserve in at most `most` purchases (the reserve has 4 cards). */
function bestPurchases(s: RushState, c: Compiled, budget: number, most: number): number {
  const n = s.reserve.length;
  let best = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    let cost = 0, value = 0, count = 0;
    for (let i = 0; i < n; i++) {
      if (!(mask & (1 << i))) continue;
      const r = at(s.reserve, i);
      cost += c.cost[r]!; value += cardValue(c, r); count++;
    }
    if (count <= most && cost <= budget && value > best) best = value;
  }
  return best;
}

/** Barracks cards in a zone: what Repair should remove. */
function junkIn(c: Compiled, z: string): number {
  let n = 0;
  for (let i = 0; i < z.length; i++) if (c.cls[at(z, i)] === BARRACKS) n++;
  return n;
}

/** The best unused ability of `card` and its worth. */
function bestAbility(s: RushState, c: Compiled, p: PlayerId, card: number, used: number): { index: number; worth: number } {
  const list = c.abil[card]!;
  let index = -1, worth = -Infinity;
  for (let i = 0; i < list.length; i++) {
    if (used & (1 << i)) continue;
    const w = abilityWorth(s, c, p, card, list[i]!);
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
    const slot = s.base.indexOf(idNum(c, a.base));
    if (slot < 0) continue;
    const d = s.def[slot]!;
    let score = d < 0 ? 10 : -c.arm[d]! - ((s.defDmg & bit(slot)) ? 0 : 1);
    if (s.baseDmg & bit(slot)) score += 1;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function hasOpenBase(s: RushState, c: Compiled, p: PlayerId): boolean {
  for (let k = 0; k < c.basesPer; k++) {
    const slot = p * c.basesPer + k;
    if (s.base[slot]! >= 0 && s.def[slot]! < 0) return true;
  }
  return false;
}

function playChoice(s: RushState, c: Compiled, p: PlayerId, legal: Legal): RushAction {
  const hand = s.hands[p]!;
  // 1. A sure medal: Invulnerability.
  for (let i = 0; i < hand.length; i++) {
    const card = at(hand, i);
    const list = c.abil[card]!;
    for (let k = 0; k < list.length; k++) {
      if (list[k]!.kind === 'invulnerability' && s.ones[c.nat[card]!]!.length > 0) {
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
      for (let i = 0; i < hand.length; i++) { const card = at(hand, i); if (canStrike(c, card) && c.nat[card] === nation) group.push(card); }
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
    if (c.res[card]! > 0 || c.cls[card] === BASE) continue;
    const { index, worth } = bestAbility(s, c, p, card, 0);
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
    if (c.cls[card] === BASE) continue;
    const { index, worth } = bestAbility(s, c, p, card, 0);
    if (index >= 0 && worth > bestAbWorth) {
      const a = find(legal, (x) => x.type === 'ability' && x.card === c.ids[card] && x.ability === index);
      if (a) { bestAb = a; bestAbWorth = worth; }
    }
  }
  if (bestAb) return bestAb;
  // 6. Defend an open base with the best armour left.
  if (hasOpenBase(s, c, p)) {
    let card = -1;
    for (let i = 0; i < hand.length; i++) {
      const h = at(hand, i);
      if (c.cls[h]! <= AUXILIARY && c.arm[h]! > 0 && (card < 0 || c.arm[h]! > c.arm[card]!)) card = h;
    }
    if (card >= 0) {
      const a = defendChoice(s, c, legal, card);
      if (a) return a;
    }
  }
  return find(legal, (x) => x.type === 'end') ?? legal[0]!;
}

function payChoice(s: RushState, c: Compiled, p: PlayerId, legal: Legal): RushAction {
  const nation = c.nat[s.target]!;
  const owed = s.owed;
  let best: RushAction = legal[0]!, bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'pay') continue;
    const card = idNum(c, a.card);
    const r = usableRes(c, card, nation);
    // What the card could still do this turn if kept.
    let keep = 0;
    if (c.abil[card]!.length > 0) keep += 0.6;
    if (canStrike(c, card) && !s.attackDone) keep += 0.5;
    if (c.cls[card]! <= AUXILIARY && c.arm[card]! > 0 && hasOpenBase(s, c, p)) keep += 0.3;
    const score = r >= owed ? 10 - (r - owed) - keep : r - keep;
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best;
}

function abilityPhaseChoice(s: RushState, c: Compiled, p: PlayerId, legal: Legal): RushAction {
  const card = s.inPlay;
  const { index, worth } = bestAbility(s, c, p, card, s.used);
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
    const t = idNum(c, a.target);
    let slot = b.base.indexOf(t);
    const onBase = slot >= 0;
    if (!onBase) slot = b.def.indexOf(t);
    if (slot < 0) continue;
    let score = fireWorth(c, b, s.inPlay, slot, onBase, true);
    // A damaged open base or defender can be finished by this turn's attack.
    if (score === 0) score = onBase ? (b.def[slot]! < 0 ? 0.6 : 0.3) : 0.5;
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
    const target = c.ids[shot.onBase ? s.base[shot.slot]! : s.def[shot.slot]!];
    const id = c.ids[shot.attacker];
    const a = find(legal, (x) => x.type === 'fire' && x.card === id && x.target === target);
    if (a) return a;
  }
  return find(legal, (x) => x.type === 'hold') ?? find(legal, (x) => x.type === 'fire') ?? legal[0]!;
}

/** Keep score cards (medals, bases) and good vehicles; barracks cards are the first to go. */
function keepWorth(c: Compiled, card: number): number {
  const cl = c.cls[card]!;
  if (cl === MEDAL) return 20 + c.medal[card]!;
  if (cl === BASE) return 30;
  if (cl === BARRACKS) return c.res[card]! * 0.5 + c.abil[card]!.length * 0.3;
  return cardValue(c, card);
}

function repairChoice(s: RushState, c: Compiled, legal: Legal): RushAction {
  let best: RushAction | undefined, bestKeep = Infinity;
  for (const a of legal) {
    if (a.type !== 'repair') continue;
    const k = keepWorth(c, idNum(c, a.card));
    if (k < bestKeep) { bestKeep = k; best = a; }
  }
  if (best && (bestKeep < 2 || s.repaired === 0)) return best;
  return find(legal, (x) => x.type === 'repair-done') ?? best ?? legal[0]!;
}

function sabotageChoice(c: Compiled, legal: Legal): RushAction {
  let best = legal[0]!, bestKeep = Infinity;
  for (const a of legal) {
    if (a.type !== 'sabotage') continue;
    // (A hand never holds a base card: it goes to the depot when drawn.)
    const k = keepWorth(c, idNum(c, a.card));
    if (k < bestKeep) { bestKeep = k; best = a; }
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

// ---------- evaluation ----------

/** Per-player counts behind the achievements, indexed like ACHIEVEMENT_KINDS. */
const KIND_INDEX: Record<string, number> = {
  'destroyed-bases': 0, light: 1, medium: 2, spg: 3, heavy: 4, auxiliary: 5,
  'medals-ussr': 6, 'medals-usa': 7, 'medals-germany': 8, 'medals-france': 9, 'double-medals': 10, 'largest-squad': 11,
};
const ACH_SHARE_BASE = 0.5, ACH_SHARE_PER_LEAD = 0.15, ACH_TIED = 0.35;
/** Points per cost point of vehicles owned (squad and defenders): what they should still earn. */
const STRENGTH_WEIGHT = 0.3;
const TEMPERATURE = 3;
/** Weight of the lead in points beside the softmax, and the lead (in points) that counts as a sure thing. */
const LEAD_WEIGHT = 0.3, LEAD_SCALE = 30;
/**
 * A game not yet over is worth a little less than the same lead at the end. Far ahead, the softmax alone rates every
 * move a near-sure win, so the search had no reason to press on and destroy the last base: against random play most
 * games ran to the turn limit. The lead term keeps rewarding more points however far ahead, and the discount makes
 * ending a won game worth more than prolonging it.
 */
const UNFINISHED = 0.9;

/**
 * Rewards of an unfinished game from projected scores: a softmax of who is ahead blended with each player's lead,
 * held with a certainty that grows as the end comes near. Far from the end the rating is discounted (see UNFINISHED)
 * toward an even share, since much can still change; one step before the end trigger it is trusted whole. So a leader
 * gains by bringing the end nearer and a trailer by putting it off. Without this, a won game whose end lay beyond the
 * rollout horizon rated every move alike, and against random play Hard let 5 of 200 games run to the turn limit
 * with leads such as 25-0 (bench/RESULTS.md, History, 1 Dec 2026).
 * `closeness` is endCloseness(state), from 0 (far) to 1.
 */
export function unfinishedRewards(projected: readonly number[], closeness = 0): number[] {
  const n = projected.length;
  const soft = softmaxRewards(projected, TEMPERATURE);
  const certainty = UNFINISHED + (1 - UNFINISHED) * Math.max(0, Math.min(1, closeness));
  const out = new Array<number>(n);
  for (let p = 0; p < n; p++) {
    let best = -Infinity;
    for (let q = 0; q < n; q++) if (q !== p && projected[q]! > best) best = projected[q]!;
    const lead = Math.max(0, Math.min(1, 0.5 + (projected[p]! - best) / (2 * LEAD_SCALE)));
    out[p] = certainty * ((1 - LEAD_WEIGHT) * soft[p]! + LEAD_WEIGHT * lead) + (1 - certainty) / n;
  }
  return out;
}

/**
 * How near the end trigger is, from 0 to 1: the share of a medal deck's one-medal cards already taken (the last one
 * ends the game), or the share of a player's bases already destroyed (losing the last one ends it), whichever is
 * further on.
 */
export function endCloseness(s: RushState, c: Compiled = rushGame.cards): number {
  let medals = 0;
  for (let nation = 0; nation < s.ones.length; nation++) {
    const full = c.ones[nation]!.length;
    if (full > 0) medals = Math.max(medals, 1 - s.ones[nation]!.length / full);
  }
  let bases = 0;
  for (let p = 0; p < s.players; p++) {
    let left = 0;
    for (let j = 0; j < c.basesPer; j++) if (s.base[p * c.basesPer + j]! >= 0) left++;
    bases = Math.max(bases, 1 - left / c.basesPer);
  }
  return Math.max(medals, bases);
}

/** Each player's projected final score: medals, base cards, a share of achievements likely won, squad strength. */
export function projectedScores(s: RushState, c: Compiled = rushGame.cards): number[] {
  const n = s.players;
  const proj = new Array<number>(n).fill(0);
  const counts: number[][] = [];
  for (let p = 0; p < n; p++) {
    const k = new Array<number>(12).fill(0);
    let points = 0, strength = 0;
    const zones = [s.hands[p]!, s.depots[p]!, s.hangars[p]!];
    for (const z of zones) {
      for (let i = 0; i < z.length; i++) {
        const card = at(z, i);
        const cl = c.cls[card]!;
        k[11]!++;
        if (cl === MEDAL) {
          const m = c.medal[card]!;
          points += m;
          k[6 + c.nat[card]!]! += m;
          if (m === 2) k[10]!++;
        } else if (cl === BASE) { points += c.set.base.medals; k[0]!++; }
        else if (cl <= AUXILIARY) { k[1 + cl]!++; strength += c.cost[card]!; }
      }
    }
    for (let j = 0; j < c.basesPer; j++) {
      const slot = p * c.basesPer + j;
      const d = s.def[slot]!;
      if (d >= 0) strength += c.cost[d]!;
      // An open base is medals offered to the opponents.
      if (s.base[slot]! >= 0 && d < 0) points -= (s.baseDmg & bit(slot)) ? 1 : 0.4;
    }
    proj[p] = points + STRENGTH_WEIGHT * strength;
    counts.push(k);
  }
  for (const a of s.ach) {
    const kind = KIND_INDEX[c.set.achievements[a]!.kind]!;
    let top = 0, second = 0, leaders = 0;
    for (let p = 0; p < n; p++) {
      const x = counts[p]![kind]!;
      if (x > top) { second = top; top = x; leaders = 1; } else if (x === top) leaders++; else if (x > second) second = x;
    }
    if (top === 0) continue;
    if (leaders > 1) {
      for (let p = 0; p < n; p++) if (counts[p]![kind] === top) proj[p]! += 5 * ACH_TIED;
      continue;
    }
    const share = second === 0 ? 1 : Math.min(1, ACH_SHARE_BASE + ACH_SHARE_PER_LEAD * (top - second));
    let seconds = 0;
    for (let p = 0; p < n; p++) if (second > 0 && counts[p]![kind] === second) seconds++;
    for (let p = 0; p < n; p++) {
      const x = counts[p]![kind]!;
      if (x === top) proj[p]! += 5 * share;
      else if (seconds > 0 && x === second) proj[p]! += (5 * (1 - share)) / seconds;
    }
  }
  return proj;
}

// ---------- the hooks ----------

/** Greedy steps the end of a round may take before the evaluation gives up on it (a round is 4-5 actions a player). */
const END_ROUND_CAP = 200;

/**
 * Once the end is triggered the game is over at the end of the round, so a cut-off rollout plays the round out
 * greedily and is rated by the real outcome. Rated as unfinished instead, a won game was worth no more ended than
 * prolonged (the lead term was already full), and Hard let games against random play run to the turn limit.
 */
function finishRound(game: RushGame, s: RushState): void {
  for (let steps = 0; s.phase !== OVER && steps < END_ROUND_CAP; steps++) {
    const decision = game.pending(s)[0];
    if (!decision) return;
    const error = game.step(s, decision.player, rushGreedy(s, decision.player, game.legalActions(s, decision.player), game.cards));
    if (error) throw new Error(`rush: the greedy move was refused at the end of a round (${error.rule}: ${error.message})`);
  }
}

/**
 * Exploration for `players` seats: the search's default (tuned on 2-player games) times 2/players. Rewards share about 1 between the players
 * (a softmax of who is ahead, or the win), so with 4 players the gaps between moves are about half as wide and the
 * 2-player constant spread Hard's visits too thinly: against three heuristic bots on seeds 8000-8087 it won 24 of 88
 * games at 0.7 and 34 of 88 at 0.35 (bench/RESULTS.md, History, 1 Dec 2026).
 */
export function rushExploration(players: number): number {
  return (DEFAULT_EXPLORATION * 2) / Math.max(2, players);
}

/** Share of the thinking budget for a payment sub-step of a purchase. */
const PAY_SHARE = 0.25;

/** A fraction of rollout moves is random, so playouts explore what the greedy line never tries. */
const ROLLOUT_EPSILON = 0.05;

/**
 * The AI hooks of one Rush game (one card set): every hook reads that game's cards and plays with that game, and the
 * action keys it caches are its own. game-ai.ts makes them once per game object.
 */
export function makeRushAi(game: RushGame): GameAi<RushState, RushAction, RushView> {
  const c = game.cards;
  const keys = new WeakMap<RushAction, string>();
  const keyOf = (a: RushAction): string => {
    let k = keys.get(a);
    if (k === undefined) {
      const x = a as { type: string; card?: string; target?: string; base?: string; ability?: number; doubles?: number };
      k = `${x.type}:${x.card ?? ''}:${x.target ?? ''}:${x.base ?? ''}:${x.ability ?? ''}:${x.doubles ?? ''}`;
      // Legal actions are frozen shared objects: cache their key by identity (a fresh object is keyed but not cached).
      if (Object.isFrozen(a)) keys.set(a, k);
    }
    return k;
  };
  const heuristicBot: Bot = {
    name: 'heuristic',
    choose<V, A>(turn: BotTurn<V, A>): A {
      if (turn.legal.length === 1) return turn.legal[0]!;
      const view = turn.view() as unknown as RushView;
      // Any determinization will do: the greedy policy never reads what the view hides.
      const rng = new Rng([turn.rng.u32(), turn.rng.u32(), turn.rng.u32(), turn.rng.u32()]);
      const state = game.determinize(view, rng);
      return rushGreedy(state, turn.player, turn.legal as unknown as Legal, c) as unknown as A;
    },
  };
  return {
    gameId: 'rush',

    evaluate(s) {
      if (s.phase !== OVER && s.trigger !== '') finishRound(game, s);
      if (s.phase === OVER) return outcomeReward(scoreRush(s, c).outcome);
      return unfinishedRewards(projectedScores(s, c), endCloseness(s, c));
    },

    rolloutPolicy(s, player, legal, rng) {
      if (legal.length > 1 && rng.float() < ROLLOUT_EPSILON) return rng.pick(legal);
      return rushGreedy(s, player, legal, c);
    },

    heuristicBot,

    explain(action, view, legal) {
      return explainRush(game, action, view, legal);
    },

    actionKey: keyOf,
    // About two turns of greedy play (a turn is 4-5 actions): long enough for a purchase or an attack to show, short
    // enough for thousands of iterations a second. ISMCTS(1000) beat the heuristic bot 6/6 at depth 10, 5/6 at 20.
    rolloutDepth: 10,

    // Which hand card pays toward a purchase already chosen is a small matter beside what to buy, play or attack.
    budgetShare(kind) {
      return kind === 'pay' ? PAY_SHARE : 1;
    },

    exploration(view) {
      return rushExploration(view.players);
    },
  };
}

/** The hooks of the default card set's game (rushGame); gameAiFor gives every other game its own. */
export const rushAi: GameAi<RushState, RushAction, RushView> = makeRushAi(rushGame);
export const rushHeuristicBot: Bot = rushAi.heuristicBot;

// ---------- explanations: rush-explain.ts ----------
