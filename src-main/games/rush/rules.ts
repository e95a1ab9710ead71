// World of Tanks: Rush rules (../shared/rulebooks/world-of-tanks-rush.txt): a pure Game over flat-array states.
// Judgement calls are written in RULES.md beside this file. `step` validates completely before it mutates.
import type { RuleError } from '@shared/contract/errors';
import type { Decision, Game, LogEntry, LogRecord, Outcome, PlayerId } from '@main/engine/game';
import { logging, logLinesOf, logOn, say } from '@main/engine/log';
import { CATALOGUES, refusal } from '@shared/games/catalogues';
import { neutralNames, seatParam, tell, type Message, type Param } from '@shared/games/words';
import { type Rng, type RngState, seedRng, shuffleInPlace } from '@main/engine/rng';
import { at, ch, has, nums, top, without, zone } from './zones';
import { NATIONS, type AchievementKind } from '@shared/games/rush/cards';
import {
  type Compiled, cardSetKey, compileCardSet, MAX_PLAYERS,
  AUXILIARY, BARRACKS, BASE, HEAVY, LIGHT, MEDAL, MEDIUM, SPG, NATIONAL, ONLY_BASES, ONLY_VEHICLES,
} from './compiled';
import {
  ABILITY, ASSAULT, ATTACK, MEDALS, OVER, PAY, PHASE_NAMES, PLAY, REPAIR, RESEARCH, SABOTAGE,
  type RushAction, type RushBaseView, type RushOptions, type RushState, type RushView,
} from './state';

/** Rulebook passages quoted by log entries (refusals quote theirs in the catalogue, src-shared/games/rush-words.ts). */
export const CITE = {
  layOut: 'I. ... the player lays his hand (normally three cards) face up on the table in front of him.',
  repairDamage: 'I. If the player has damaged base cards or damaged vehicle cards defending his bases, he turns them back to their original position.',
  baseCard: 'Cards of destroyed bases that come into hand cannot be played in any way. They immediately go to the depot.',
  buy: 'Use the card\'s resources to buy: chooses from the reserve one vehicle card whose cost is equal to or less than the sum of resources on the played cards, and places it in his depot.',
  buyOne: '1) A player may play one or more hand cards that show resources and use their total resource value to buy one card from the reserve.',
  unwanted: 'If a hand card cannot be played in any way (or the player does not want to play it), it goes to the player\'s depot.',
  refill: 'Shifts the reserve cards away from the vehicle deck ... reveals the top card of the vehicle deck and places it face up in the freed space in the reserve.',
  deckOut: 'The cards from the discard pile will form a new deck when the vehicle deck runs out.',
  hangarOut: 'If the hangar has no cards, the player must shuffle all the cards of his depot ... this is the renewed hangar.',
  defence: 'If a player plays the ability of a vehicle card whose armour indicator is "1" or "2", he must, after carrying out the ability\'s action, place this card on defence of one of his bases.',
  replaceDefender: 'If all of the player\'s bases are already defended, then before placing a new card on defence of one of the bases, he must first send the previous defending card to the depot.',
  toDepot: 'Cards that show no armour, and cards with armour "0", cannot be placed on defence of a base. After using their ability, such cards go to the depot.',
  destroyVehicle: 'If the attacking card\'s strength is greater than or equal to the armour of the enemy card ... the enemy card is destroyed and goes to that opponent\'s depot.',
  damageVehicle: 'If the attacking card\'s strength is less than the armour of the enemy card, the enemy card is damaged ... If the attacked enemy card has already been damaged, it is destroyed.',
  damageBase: 'If a player attacks an opponent\'s base with an attacking card, the base is damaged ... If the attacked base has already been damaged, it is destroyed.',
  heavyBase: 'If a player attacks an enemy base with a heavy tank, the base is destroyed.',
  baseToAttacker: 'A destroyed base goes to the depot of the player who destroyed it.',
  medals: 'At the end of the attack the player receives 1 medal for each destroyed unit of vehicles ... from the medal deck of the nation to which his attacking vehicle belonged.',
  noMedal: 'A player must take a card with one medal ... but such cards have run out. In this case the player does not receive a medal card.',
  refresh: 'III. Places the outermost reserve card, the one farthest from the vehicle deck, in the vehicle deck\'s discard pile face up, shifts the reserve cards and reveals the top card of the vehicle deck.',
  unplayed: 'III. If the player still has unplayed cards in hand, they are placed in his depot. The player draws three top cards from the hangar.',
  endTrigger: 'The game ends when one of the players has all of his bases destroyed, or the last, ninth card showing 1 medal has been taken from a medal deck.',
  endRound: 'The players continue to take turns until the player sitting to the right of the first player finishes his turn.',
  reinforcement: 'Reinforcement. Draw the indicated number of cards from the hangar into your hand.',
  summon: 'Summon. This turn you may buy as many vehicle cards as you like.',
  scouting: 'Scouting. Place all reserve cards in the vehicle deck\'s discard pile. Lay out 4 new reserve cards.',
  sabotage: 'Sabotage. Each of your opponents chooses 1 card in his hand and places it in his depot.',
  assault: 'Assault. Choose an enemy base or a vehicle unit defending his base. Deal damage to it.',
  assaultBase: 'If a defended base is destroyed, the armoured vehicle that defended it goes to the opponent\'s depot.',
  research: 'Research. Discard this card to the graveyard. Take from the reserve a vehicle card costing no more than the indicated number.',
  repair: 'Repair. Choose 1 or 2 cards from your depot and discard them to the graveyard.',
  invulnerability: 'Invulnerability. Take from the medal deck a card with one medal of the nation to which the invulnerability card belongs.',
} as const;

/** The empty list pending() returns once the game is over, shared by every game and so frozen, like DECISIONS. */
const NONE = Object.freeze([]) as unknown as never[];
/** The one-decision lists pending() returns, shared (callers must not mutate them): by phase, then seat. */
const DECISIONS: Decision[][][] = PHASE_NAMES.map((kind) => Array.from({ length: MAX_PLAYERS }, (_, player) => Object.freeze([Object.freeze({ player, kind })]) as unknown as Decision[]));
// The game log is no part of the state: setup and step write it with the engines' one log writer
// (@main/engine/log) to the list they are given, for the length of the call; with none, the lines' parameters are not
// even made (`logOn`). A line is a message of the Rush catalogue (src-shared/games/rush-words.ts) with the key of its
// rulebook passage in CITE; the catalogue makes the sentence.
export { logging };
type CiteKey = keyof typeof CITE;
const note = (key: string, params: Record<string, Param>, cite?: CiteKey): void => say(`rush.${key}`, params, cite);

/** Separates a line saved before messages (one string) from the key of its rulebook passage. */
const US = '\u00a6';

/** A log entry saved before messages, a sentence with the key of its rulebook passage after US, as a line. */
export function legacyLine(entry: unknown): LogEntry {
  const line = String(entry);
  const cut = line.indexOf(US);
  return cut < 0 ? { text: line } : { text: line.slice(0, cut), cites: CITE[line.slice(cut + 1) as CiteKey] };
}

/** Log entries as setup and step write them (or wrote them before messages), as lines with the cited passages. */
export function decodeLog(entries: readonly LogRecord[], players: number): LogEntry[] {
  return logLinesOf(entries, CATALOGUES, players, (key) => CITE[key as CiteKey], legacyLine);
}

const seat = seatParam;
/** A card as a log parameter: its name (never its instance id). */
const nm = (c: Compiled, card: number): string => c.names[card]!;
/** A base card's number among its owner's bases (1 to basesPer). */
const baseNo = (c: Compiled, card: number): number => card - c.BASE0 - c.owner[card]! * c.basesPer + 1;
/** A card that may be a base as parameters: a base by its owner and number (`<key>Owner`, `<key>Base`), else its name. */
function cardParams(c: Compiled, key: string, card: number): Record<string, Param> {
  return c.cls[card] === BASE ? { [`${key}Owner`]: seat(c.owner[card]!), [`${key}Base`]: baseNo(c, card) } : { [key]: c.names[card]! };
}

// ---------- zones ----------

const bit = (slot: number): number => 1 << slot;
const shuffled = (s: RushState, z: string): string => zone(shuffleInPlace(s.rng, nums(z)));

function drawVehicle(s: RushState): number {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return -1;
    s.deck = shuffled(s, s.discard);
    s.discard = '';
    if (logOn()) note('deck-out', {}, 'deckOut');
  }
  const card = top(s.deck);
  s.deck = s.deck.slice(0, -1);
  return card;
}

function refillReserve(s: RushState): void {
  const c = drawVehicle(s);
  if (c >= 0) s.reserve = ch(c) + s.reserve;
}

/**
 * Draws up to `count` cards from the hangar, renewing it from the depot when empty (the rulebook's order). A base card
 * drawn goes to the depot at once and is not replaced, at any draw ("They immediately go to the depot").
 */
function draw(s: RushState, c: Compiled, p: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    if (s.hangars[p]!.length === 0) {
      if (s.depots[p]!.length === 0) break;
      s.hangars[p] = shuffled(s, s.depots[p]!);
      s.depots[p] = '';
      if (logOn()) note('hangar-out', { by: seat(p) }, 'hangarOut');
    }
    const h = s.hangars[p]!;
    const card = top(h);
    s.hangars[p] = h.slice(0, -1);
    if (c.cls[card] === BASE) {
      s.depots[p] += ch(card);
      if (logOn()) note('draw-base', { by: seat(p), owner: seat(c.owner[card]!), base: baseNo(c, card) }, 'baseCard');
    } else s.hands[p] += ch(card);
  }
}

function takeMedals(s: RushState, nation: number, count: number, doubles: number): void {
  let got = 0;
  for (let i = 0; i < doubles; i++) {
    s.depots[s.cur] += ch(top(s.twos[nation]!));
    s.twos[nation] = s.twos[nation]!.slice(0, -1);
    got += 2;
  }
  for (let i = 0; i < count - 2 * doubles; i++) {
    if (s.ones[nation]!.length === 0) { if (logOn()) note('no-medal', { nation: NATIONS[nation]! }, 'noMedal'); break; }
    s.depots[s.cur] += ch(top(s.ones[nation]!));
    s.ones[nation] = s.ones[nation]!.slice(0, -1);
    got++;
    if (s.ones[nation]!.length === 0 && s.trigger === '') {
      s.trigger = 'ninth-medal';
      if (logOn()) note('last-medal', { nation: NATIONS[nation]! }, 'endTrigger');
    }
  }
  if (got > 0 && logOn()) note('medals', { by: seat(s.cur), medals: got, nation: NATIONS[nation]!, twos: doubles, ones: got - 2 * doubles }, 'medals');
}

function maxDoubles(s: RushState, nation: number, count: number): number {
  return Math.min(count >> 1, s.twos[nation]!.length);
}

/** Awards `count` medals of a nation; returns true when the player must choose how many two-medal cards. */
function medalBatch(s: RushState, nation: number, count: number): boolean {
  if (count <= 0 || nation < 0) return false;
  if (maxDoubles(s, nation, count) === 0) { takeMedals(s, nation, count, 0); return false; }
  s.phase = MEDALS;
  s.medalNation = nation;
  s.medalCount = count;
  return true;
}

// ---------- bases, defence and targets ----------

function slotOwner(c: Compiled, slot: number): number { return (slot / c.basesPer) | 0; }

function hasBase(s: RushState, c: Compiled, p: PlayerId): boolean {
  for (let k = 0; k < c.basesPer; k++) if (s.base[p * c.basesPer + k]! >= 0) return true;
  return false;
}

/** Slots a card may defend: an undefended base if there is one, else any base (replacing its defender). */
function defendSlots(s: RushState, c: Compiled, p: PlayerId): number[] {
  const out: number[] = [];
  const from = p * c.basesPer;
  for (let k = 0; k < c.basesPer; k++) if (s.base[from + k]! >= 0 && s.def[from + k]! < 0) out.push(from + k);
  if (out.length > 0) return out;
  for (let k = 0; k < c.basesPer; k++) if (s.base[from + k]! >= 0) out.push(from + k);
  return out;
}

function canDefend(s: RushState, c: Compiled, card: number): boolean {
  return c.cls[card]! <= AUXILIARY && c.arm[card]! > 0 && hasBase(s, c, s.cur);
}

function place(s: RushState, c: Compiled, card: number, slot: number): void {
  const old = s.def[slot]!;
  if (old >= 0) {
    s.depots[s.cur] += ch(old);
    if (logOn()) note('defence-leave', { card: nm(c, old), owner: seat(s.cur), base: baseNo(c, s.base[slot]!) }, 'replaceDefender');
  }
  s.def[slot] = card;
  s.defDmg &= ~bit(slot);
  if (logOn()) note('defend', { by: seat(s.cur), card: nm(c, card), base: baseNo(c, s.base[slot]!) }, 'defence');
}

/** The slot a target id names on an opponent's side, or -1. */
function findTarget(s: RushState, c: Compiled, target: number): number {
  const n = s.players * c.basesPer;
  for (let slot = 0; slot < n; slot++) if (s.base[slot] === target || s.def[slot] === target) return slot;
  return -1;
}

function fireError(s: RushState, c: Compiled, attacker: number, target: number): RuleError | null {
  const slot = target < 0 ? -1 : findTarget(s, c, target);
  if (slot < 0) return refusal('attack-no-such-target', 'rush.no.attack-no-such-target');
  if (slotOwner(c, slot) === s.cur) return refusal('attack-own-target', 'rush.no.attack-own-target');
  if (s.base[slot] === target) {
    if (s.def[slot]! >= 0) return refusal('attack-defended-base', 'rush.no.attack-defended-base');
    if (c.pass[attacker]! & ONLY_VEHICLES) return refusal('attack-only-against-vehicles', 'rush.no.attack-only-against-vehicles');
  } else if (c.pass[attacker]! & ONLY_BASES) return refusal('attack-only-against-bases', 'rush.no.attack-only-against-bases');
  return null;
}

function attackTargets(s: RushState, c: Compiled, attacker: number, out: number[] | null): number {
  const n = s.players * c.basesPer;
  let count = 0;
  for (let slot = 0; slot < n; slot++) {
    if (s.base[slot]! < 0 || slotOwner(c, slot) === s.cur) continue;
    if (s.def[slot]! >= 0) {
      if (!(c.pass[attacker]! & ONLY_BASES)) { count++; out?.push(s.def[slot]!); }
    } else if (!(c.pass[attacker]! & ONLY_VEHICLES)) { count++; out?.push(s.base[slot]!); }
  }
  return count;
}

function assaultTargets(s: RushState, c: Compiled, out: number[] | null): number {
  const n = s.players * c.basesPer;
  let count = 0;
  for (let slot = 0; slot < n; slot++) {
    if (s.base[slot]! < 0 || slotOwner(c, slot) === s.cur) continue;
    count++; out?.push(s.base[slot]!);
    if (s.def[slot]! >= 0) { count++; out?.push(s.def[slot]!); }
  }
  return count;
}

function destroyBase(s: RushState, c: Compiled, slot: number): void {
  const owner = slotOwner(c, slot);
  const b = s.base[slot]!;
  s.depots[s.cur] += ch(b);
  s.base[slot] = -1;
  s.baseDmg &= ~bit(slot);
  if (logOn()) note('base-destroyed', { owner: seat(owner), base: baseNo(c, b), to: seat(s.cur) }, 'baseToAttacker');
  const d = s.def[slot]!;
  if (d >= 0) {
    s.depots[owner] += ch(d);
    s.def[slot] = -1;
    s.defDmg &= ~bit(slot);
    if (logOn()) note('defender-lost', { card: nm(c, d), owner: seat(owner) }, 'assaultBase');
  }
  if (!hasBase(s, c, owner) && s.trigger === '') {
    s.trigger = 'last-base';
    if (logOn()) note('last-base', { owner: seat(owner) }, 'endTrigger');
  }
}

/** Destroys a defender (to its owner's depot); returns 1 for the destroyed unit. */
function destroyDefender(s: RushState, c: Compiled, slot: number, cites: CiteKey): number {
  const owner = slotOwner(c, slot);
  const d = s.def[slot]!;
  s.depots[owner] += ch(d);
  s.def[slot] = -1;
  s.defDmg &= ~bit(slot);
  if (logOn()) note('vehicle-destroyed', { card: nm(c, d), owner: seat(owner) }, cites);
  return 1;
}

// ---------- resources ----------

function usableRes(c: Compiled, card: number, nation: number): number {
  const r = c.res[card]!;
  if (r <= 0 || c.cls[card] === BASE) return 0;
  return (c.pass[card]! & NATIONAL) && c.nat[card] !== nation ? 0 : r;
}

function affordable(s: RushState, c: Compiled, card: number): boolean {
  const nation = c.nat[card]!;
  let sum = s.summon ? s.credit[0]! + s.credit[1 + nation]! : 0;
  const hand = s.hands[s.cur]!;
  for (let i = 0; i < hand.length; i++) sum += usableRes(c, at(hand, i), nation);
  return sum >= c.cost[card]!;
}

function completePurchase(s: RushState, c: Compiled): void {
  const card = s.target;
  s.reserve = without(s.reserve, card);
  s.depots[s.cur] += ch(card);
  if (logOn()) note('buy', { by: seat(s.cur), card: nm(c, card), cost: c.cost[card]! }, 'buy');
  refillReserve(s);
  s.target = -1;
  s.owed = 0;
  s.bought = 1;
  s.phase = PLAY;
}

// ---------- turns ----------

/** Step I of a turn: repair the player's damage, lay out the hand, clear the turn's bookkeeping. Exported for scenario positions. */
export function startTurn(s: RushState, c: Compiled): void {
  const p = s.cur;
  const from = p * c.basesPer;
  const mine = ((1 << c.basesPer) - 1) << from;
  const repaired = ((s.baseDmg | s.defDmg) & mine) !== 0;
  s.baseDmg &= ~mine;
  s.defDmg &= ~mine;
  if (repaired && logOn()) note('repair-damage', { by: seat(p) }, 'repairDamage');
  let hand = s.hands[p]!;
  // Draws send base cards to the depot at once, so only a position set up before step I can hold one here.
  for (let i = hand.length - 1; i >= 0; i--) {
    const card = at(hand, i);
    if (c.cls[card] === BASE) {
      s.depots[p] += ch(card);
      hand = without(hand, card);
      if (logOn()) note('base-unplayable', { owner: seat(c.owner[card]!), base: baseNo(c, card) }, 'baseCard');
    }
  }
  s.hands[p] = hand;
  s.summon = 0;
  s.bought = 0;
  s.credit.fill(0);
  s.attackDone = 0;
  s.phase = PLAY;
  if (logOn()) note('lay-out', { by: seat(p), turn: s.turns + 1, cards: hand.length }, 'layOut');
}

function continueEnd(s: RushState, c: Compiled): void {
  for (let n = 0; n < 4; n++) {
    const k = s.assaultKills[n]!;
    if (k > 0) {
      s.assaultKills[n] = 0;
      if (medalBatch(s, n, k)) return;
    }
  }
  finishTurn(s, c);
}

function finishTurn(s: RushState, c: Compiled): void {
  const p = s.cur;
  s.ending = 0;
  s.phase = PLAY;
  if (s.reserve.length > 0) {
    s.discard += s.reserve[s.reserve.length - 1];
    s.reserve = s.reserve.slice(0, -1);
    refillReserve(s);
    if (logOn()) note('refresh', {}, 'refresh');
  }
  s.depots[p] += s.hands[p]!;
  s.hands[p] = '';
  draw(s, c, p, 3);
  s.turns++;
  const last = (s.first + s.players - 1) % s.players;
  if (s.trigger !== '' && p === last) {
    s.phase = OVER;
    if (logOn()) note('game-over', { by: seat(p) }, 'endRound');
    return;
  }
  if (s.maxTurns > 0 && s.turns >= s.maxTurns) {
    s.phase = OVER;
    s.truncated = 1;
    if (logOn()) note('turn-limit', { turns: s.maxTurns });
    return;
  }
  s.cur = (p + 1) % s.players;
  startTurn(s, c);
}

function afterAbility(s: RushState, c: Compiled): void {
  s.phase = ABILITY;
  const card = s.inPlay;
  const all = (1 << c.abil[card]!.length) - 1;
  if ((s.used & all) !== all) return;
  if (!s.researched && canDefend(s, c, card)) {
    const slots = defendSlots(s, c, s.cur);
    if (slots.length === 1) { place(s, c, card, slots[0]!); endCard(s); }
    return;
  }
  finishCard(s, c);
}

function endCard(s: RushState): void {
  s.inPlay = -1;
  s.used = 0;
  s.researched = 0;
  s.phase = PLAY;
}

function finishCard(s: RushState, c: Compiled): void {
  const card = s.inPlay;
  if (s.researched) {
    s.grave += ch(card);
    if (logOn()) note('to-graveyard', { card: nm(c, card) }, 'research');
  } else {
    s.depots[s.cur] += ch(card);
    if (logOn()) note('to-depot', { card: nm(c, card) }, 'toDepot');
  }
  endCard(s);
}

function runAbility(s: RushState, c: Compiled, index: number): void {
  const card = s.inPlay;
  const a = c.abil[card]![index]!;
  s.used |= 1 << index;
  switch (a.kind) {
    case 'reinforcement':
      if (logOn()) note('ability.reinforcement', { by: seat(s.cur), card: nm(c, card), n: a.n }, 'reinforcement');
      draw(s, c, s.cur, a.n);
      break;
    case 'summon':
      s.summon = 1;
      if (logOn()) note('ability.summon', { by: seat(s.cur), card: nm(c, card) }, 'summon');
      break;
    case 'scouting':
      s.discard += s.reserve;
      s.reserve = '';
      for (let i = 0; i < 4; i++) refillReserve(s);
      if (logOn()) note('ability.scouting', { by: seat(s.cur), card: nm(c, card) }, 'scouting');
      break;
    case 'sabotage': {
      if (logOn()) note('ability.sabotage', { by: seat(s.cur), card: nm(c, card) }, 'sabotage');
      const list: number[] = [];
      for (let i = 1; i < s.players; i++) {
        const o = (s.cur + i) % s.players;
        if (s.hands[o]!.length > 0) list.push(o);
      }
      if (list.length > 0) { s.sabotage = list; s.phase = SABOTAGE; return; }
      break;
    }
    case 'assault':
      if (logOn()) note('ability.assault', { by: seat(s.cur), card: nm(c, card) }, 'assault');
      if (assaultTargets(s, c, null) > 0) { s.phase = ASSAULT; return; }
      break;
    case 'research': {
      s.researched = 1;
      if (logOn()) note('ability.research', { by: seat(s.cur), card: nm(c, card), n: a.n }, 'research');
      let any = false;
      for (let i = 0; i < s.reserve.length; i++) if (c.cost[at(s.reserve, i)]! <= a.n) any = true;
      if (any) { s.researchN = a.n; s.phase = RESEARCH; return; }
      break;
    }
    case 'repair':
      if (logOn()) note('ability.repair', { by: seat(s.cur), card: nm(c, card) }, 'repair');
      if (s.depots[s.cur]!.length > 0) { s.repaired = 0; s.phase = REPAIR; return; }
      break;
    case 'invulnerability':
      if (logOn()) note('ability.invulnerability', { by: seat(s.cur), card: nm(c, card) }, 'invulnerability');
      takeMedals(s, c.nat[card]!, 1, 0);
      break;
  }
  afterAbility(s, c);
}

function endAttack(s: RushState): void {
  const k = s.kills, nation = s.attackNation;
  s.attackDone = 1;
  s.kills = 0;
  s.fired = 0;
  s.attackNation = -1;
  s.phase = PLAY;
  medalBatch(s, nation, k);
}

// ---------- setup ----------

/**
 * Sets up a game of the card set `c`. `options.cardSet`, when given, must be that set's content (the game of another
 * set is made from it: makeRushGame).
 */
export function setupRush(c: Compiled, options: RushOptions, seed: number | string, log?: LogRecord[]): RushState {
  return logging(log, () => setupQuiet(c, options, seed));
}

function setupQuiet(c: Compiled, options: RushOptions, seed: number | string): RushState {
  const players = options.players;
  if (!Number.isInteger(players) || players < 2 || players > MAX_PLAYERS) throw new RangeError(`World of Tanks: Rush takes 2 to 5 players, not ${players}`);
  if (options.cardSet !== undefined && cardSetKey(options.cardSet) !== c.key) {
    throw new RangeError(`this Rush game plays card set '${c.key}', not the set given as cardSet ('${cardSetKey(options.cardSet)}'): make the game from that set`);
  }
  const set = c.key;
  const first = options.firstPlayer ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= players) throw new RangeError(`firstPlayer must be a seat from 0 to ${players - 1}`);
  const rng = seedRng(seed);
  const base: number[] = [], hands: string[] = [], hangars: string[] = [], depots: string[] = [];
  for (let p = 0; p < players; p++) {
    for (let k = 0; k < c.basesPer; k++) base.push(c.BASE0 + p * c.basesPer + k);
    const squad: number[] = [];
    for (let k = 0; k < c.B; k++) squad.push(c.BAR0 + p * c.B + k);
    hangars.push(zone(shuffleInPlace(rng, squad)));
    hands.push('');
    depots.push('');
  }
  const deck = zone(shuffleInPlace(rng, Array.from({ length: c.V }, (_, i) => i)));
  const achIdx = shuffleInPlace(rng, Array.from({ length: c.set.achievements.length }, (_, i) => i));
  const s: RushState = {
    set, players, first, rng, turns: 0, maxTurns: options.maxTurns ?? 0, cur: first, phase: PLAY,
    hands, hangars, depots, base, def: base.map(() => -1), baseDmg: 0, defDmg: 0,
    deck, discard: '', reserve: '', grave: '', ones: c.ones.map(zone), twos: c.twos.map(zone),
    ach: achIdx.slice(0, players + 1), achBox: achIdx.slice(players + 1),
    summon: 0, bought: 0, credit: [0, 0, 0, 0, 0], attackDone: 0, attackers: '', fired: 0, attackNation: -1, kills: 0, assaultKills: [0, 0, 0, 0],
    inPlay: -1, used: 0, researched: 0, target: -1, owed: 0, researchN: 0, repaired: 0, sabotage: [], medalNation: -1, medalCount: 0, ending: 0,
    trigger: '', truncated: 0,
  };
  for (let p = 0; p < players; p++) draw(s, c, p, 3);
  for (let i = 0; i < 4; i++) refillReserve(s);
  if (logOn()) note('setup', { players, bases: c.basesPer, barracks: c.B, achievements: s.ach.map((a) => c.set.achievements[a]!.name) });
  startTurn(s, c);
  return s;
}

// ---------- actions: parsing and validation ----------

type Parsed = { type: string; card: number; other: number; n: number };

function num(c: Compiled, s: RushState, id: unknown): number {
  if (typeof id !== 'string') return -2;
  const n = c.byId.get(id);
  if (n === undefined) return -1;
  // Barracks and bases of seats not in this game do not exist.
  if ((c.cls[n] === BARRACKS || c.cls[n] === BASE) && c.owner[n]! >= s.players) return -1;
  return n;
}

const SHAPES: Record<string, readonly string[]> = {
  buy: ['card'], pay: ['card'], ability: ['card', 'ability'], defend: ['card', 'base'], finish: ['card'], research: ['card'],
  repair: ['card'], 'repair-done': [], assault: ['target'], sabotage: ['card'], declare: ['card'], fire: ['card', 'target'],
  hold: ['card'], medals: ['doubles'], discard: ['card'], end: [],
};

function parse(s: RushState, c: Compiled, m: Memo, action: unknown): Parsed | RuleError {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return refusal('unknown-action', 'rush.no.action-object');
  const a = action as Record<string, unknown>;
  const shape = typeof a.type === 'string' ? SHAPES[a.type] : undefined;
  if (!shape) return refusal('unknown-action', 'rush.no.action-type', { type: String(JSON.stringify(a.type)) });
  let keys = 0;
  for (const k in a) if (Object.prototype.hasOwnProperty.call(a, k)) keys++;
  let missing = false;
  for (let i = 0; i < shape.length; i++) if (!(shape[i]! in a)) missing = true;
  if (keys !== shape.length + 1 || missing) return refusal('unknown-action', 'rush.no.action-fields', { type: a.type as string, fields: shape });
  // The game's one scratch object: step() parses, checks and performs synchronously, so it is never shared.
  const out = m.parsed;
  out.type = a.type as string; out.card = -1; out.other = -1; out.n = 0;
  for (const k of shape) {
    const v = a[k];
    if (k === 'ability' || k === 'doubles') {
      if (typeof v !== 'number' || !Number.isInteger(v)) return refusal('unknown-action', 'rush.no.action-integer', { field: k });
      out.n = v;
    } else {
      const n = num(c, s, v);
      if (n === -2) return refusal('unknown-action', 'rush.no.action-card-id', { field: k });
      if (n === -1) return refusal('no-such-card', 'rush.no.no-such-card', { id: String(v) });
      if (k === 'card') out.card = n; else out.other = n;
    }
  }
  return out;
}

/**
 * The trusted path's parse of an action legalActions made (well formed, every card in the game): its card numbers are
 * looked up, nothing is checked.
 */
function parseLegal(c: Compiled, m: Memo, action: RushAction): Parsed {
  const a = action as { type: string; card?: string; target?: string; base?: string; ability?: number; doubles?: number };
  const out = m.parsed;
  out.type = a.type;
  out.card = a.card === undefined ? -1 : c.byId.get(a.card)!;
  const other = a.target ?? a.base;
  out.other = other === undefined ? -1 : c.byId.get(other)!;
  out.n = a.ability ?? a.doubles ?? 0;
  return out;
}

const inHand = (s: RushState, p: PlayerId, card: number): boolean => has(s.hands[p]!, card);

/**
 * Whether putting hand card `card` in the depot now, unplayed, can change the game: only when this turn could still
 * reach the depot, by a Repair of another hand card or by Reinforcements of other hand cards drawing more cards than
 * the hangar holds (the depot then renews it). Otherwise the card reaches the depot at the end of the turn all the same.
 */
export function discardMatters(s: RushState, c: Compiled, card: number): boolean {
  const hand = s.hands[s.cur]!;
  let draws = 0;
  for (let i = 0; i < hand.length; i++) {
    const h = at(hand, i);
    if (h === card) continue;
    for (const a of c.abil[h]!) {
      if (a.kind === 'repair') return true;
      if (a.kind === 'reinforcement') draws += a.n;
    }
  }
  return draws > s.hangars[s.cur]!.length;
}

function declareError(s: RushState, c: Compiled, card: number): RuleError | null {
  if (s.attackDone) return refusal('attack-once-per-turn', 'rush.no.attack-once-per-turn');
  if (c.cls[card] === BASE) return refusal('base-card-unplayable', 'rush.no.base-card-unplayable');
  if (!inHand(s, s.cur, card)) return refusal('card-not-in-hand', 'rush.no.attack-hand-only');
  if (c.cls[card]! > AUXILIARY || c.str[card]! <= 0) return refusal('attack-no-strength', 'rush.no.attack-no-strength');
  if (s.attackers.length > 0 && c.nat[card] !== s.attackNation) return refusal('attack-same-nation', 'rush.no.attack-same-nation');
  if (attackTargets(s, c, card, null) === 0) return refusal('attack-no-target', 'rush.no.attack-no-target');
  return null;
}

function playError(s: RushState, c: Compiled, a: Parsed): RuleError | null {
  switch (a.type) {
    case 'end': return null;
    case 'buy':
      if (s.bought && !s.summon) return refusal('buy-once-per-turn', 'rush.no.buy-once-per-turn');
      if (!has(s.reserve, a.card)) return refusal('buy-not-in-reserve', 'rush.no.buy-not-in-reserve');
      if (!affordable(s, c, a.card)) return refusal('buy-insufficient-resources', 'rush.no.buy-insufficient-resources', { cost: c.cost[a.card]!, card: nm(c, a.card) });
      return null;
    case 'ability': {
      if (c.cls[a.card] === BASE) return refusal('base-card-unplayable', 'rush.no.base-card-unplayable');
      if (!inHand(s, s.cur, a.card)) return refusal('card-not-in-hand', 'rush.no.card-not-in-hand', cardParams(c, 'card', a.card));
      const list = c.abil[a.card]!;
      if (a.n < 0 || a.n >= list.length) return refusal('ability-not-on-card', 'rush.no.ability-not-on-card', { ...cardParams(c, 'card', a.card), n: a.n });
      return null;
    }
    case 'defend':
      if (c.cls[a.card] === BASE) return refusal('base-card-unplayable', 'rush.no.base-card-unplayable');
      if (!inHand(s, s.cur, a.card)) return refusal('card-not-in-hand', 'rush.no.card-not-in-hand', cardParams(c, 'card', a.card));
      return defendError(s, c, a);
    case 'declare': return declareError(s, c, a.card);
    case 'discard':
      if (!inHand(s, s.cur, a.card)) return refusal('card-not-in-hand', 'rush.no.card-not-in-hand', cardParams(c, 'card', a.card));
      if (!discardMatters(s, c, a.card)) return refusal('discard-no-effect', 'rush.no.discard-no-effect');
      return null;
    case 'pay': return refusal('pay-no-purchase', 'rush.no.pay-no-purchase');
    default: return refusal('wrong-phase', 'rush.no.wrong-phase', { type: a.type, phase: PHASE_NAMES[s.phase]! });
  }
}

function defendError(s: RushState, c: Compiled, a: Parsed): RuleError | null {
  if (c.cls[a.card]! > AUXILIARY || c.arm[a.card]! <= 0) return refusal('defend-no-armour', 'rush.no.defend-no-armour');
  if (s.researched && s.inPlay === a.card) return refusal('defend-researched', 'rush.no.defend-researched');
  const slot = a.other >= 0 ? s.base.indexOf(a.other) : -1;
  if (slot < 0 || c.cls[a.other] !== BASE || slotOwner(c, slot) !== s.cur) return refusal('defend-own-base', 'rush.no.defend-own-base');
  if (!defendSlots(s, c, s.cur).includes(slot)) return refusal('defend-base-choice', 'rush.no.defend-base-choice');
  return null;
}

function check(s: RushState, c: Compiled, player: PlayerId, a: Parsed): RuleError | null {
  if (s.phase === OVER) return refusal('game-over', 'rush.no.game-over');
  if (s.phase === SABOTAGE) {
    if (!s.sabotage.includes(player)) {
      // The decision has moved on from this player: name the rule rather than the turn order.
      if (player === s.cur) return refusal('finish-ability-first', 'rush.no.sabotage-waiting');
      if (a.type === 'sabotage') return refusal('sabotage-one-card', 'rush.no.sabotage-one-card');
      return refusal('not-your-turn', 'rush.no.not-your-turn', { seat: seat(s.cur) });
    }
    if (a.type !== 'sabotage') return refusal('wrong-phase', 'rush.no.sabotage-choose');
    if (!inHand(s, player, a.card)) return refusal('sabotage-not-in-hand', 'rush.no.sabotage-not-in-hand');
    return null;
  }
  if (player !== s.cur) return refusal('not-your-turn', 'rush.no.not-your-turn', { seat: seat(s.cur) });
  switch (s.phase) {
    case PLAY: return playError(s, c, a);
    case PAY:
      if (a.type !== 'pay') return refusal('finish-purchase-first', 'rush.no.finish-purchase-first');
      if (!inHand(s, s.cur, a.card)) return refusal('card-not-in-hand', 'rush.no.card-not-in-hand', cardParams(c, 'card', a.card));
      if (c.res[a.card]! <= 0 || c.cls[a.card] === BASE) return refusal('buy-no-resources', 'rush.no.buy-no-resources');
      if (usableRes(c, a.card, c.nat[s.target]!) <= 0) return refusal('buy-national-resources', 'rush.no.buy-national-resources');
      return null;
    case ABILITY:
      if (a.type === 'ability') {
        if (a.card !== s.inPlay) return refusal('finish-card-first', 'rush.no.finish-card-first');
        const list = c.abil[a.card]!;
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
    case RESEARCH:
      if (a.type !== 'research') return refusal('finish-ability-first', 'rush.no.research-choose');
      if (!has(s.reserve, a.card)) return refusal('research-not-in-reserve', 'rush.no.research-not-in-reserve');
      if (c.cost[a.card]! > s.researchN) return refusal('research-too-expensive', 'rush.no.research-too-expensive', { n: s.researchN });
      return null;
    case REPAIR:
      if (a.type === 'repair-done') return s.repaired >= 1 ? null : refusal('repair-at-least-one', 'rush.no.repair-at-least-one');
      if (a.type !== 'repair') return refusal('finish-ability-first', 'rush.no.repair-choose');
      if (!has(s.depots[s.cur]!, a.card)) return refusal('repair-not-in-depot', 'rush.no.repair-not-in-depot');
      return null;
    case ASSAULT: {
      if (a.type !== 'assault') return refusal('finish-ability-first', 'rush.no.assault-choose');
      const slot = a.other >= 0 ? findTarget(s, c, a.other) : -1;
      if (slot < 0) return refusal('assault-no-such-target', 'rush.no.assault-no-such-target');
      if (slotOwner(c, slot) === s.cur) return refusal('assault-own-target', 'rush.no.assault-own-target');
      return null;
    }
    case ATTACK:
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
    case MEDALS:
      if (a.type !== 'medals') return refusal('finish-medals-first', 'rush.no.finish-medals-first');
      if (a.n < 0 || a.n > maxDoubles(s, s.medalNation, s.medalCount)) return refusal('medals-doubles', 'rush.no.medals-doubles', { max: maxDoubles(s, s.medalNation, s.medalCount) });
      return null;
  }
  return refusal('wrong-phase', 'rush.no.nothing-to-decide');
}

function perform(s: RushState, c: Compiled, player: PlayerId, a: Parsed): void {
  switch (a.type) {
    case 'end':
      if (logOn()) note('end', { by: seat(s.cur) });
      s.ending = 1;
      continueEnd(s, c);
      return;
    case 'discard':
      s.hands[s.cur] = without(s.hands[s.cur]!, a.card);
      s.depots[s.cur] += ch(a.card);
      if (logOn()) note('discard', { by: seat(s.cur), card: nm(c, a.card) }, 'unwanted');
      return;
    case 'buy': {
      const nation = c.nat[a.card]!;
      let owed = c.cost[a.card]!;
      if (s.summon) {
        const x = Math.min(owed, s.credit[1 + nation]!); s.credit[1 + nation] -= x; owed -= x;
        const y = Math.min(owed, s.credit[0]!); s.credit[0] -= y; owed -= y;
      }
      s.target = a.card;
      s.owed = owed;
      if (owed <= 0) completePurchase(s, c); else s.phase = PAY;
      return;
    }
    case 'pay': {
      s.hands[s.cur] = without(s.hands[s.cur]!, a.card);
      s.depots[s.cur] += ch(a.card);
      const nation = c.nat[s.target]!;
      s.owed -= usableRes(c, a.card, nation);
      if (s.owed <= 0) {
        s.credit[c.pass[a.card]! & NATIONAL ? 1 + nation : 0] += -s.owed;
        completePurchase(s, c);
      }
      return;
    }
    case 'ability':
      if (s.phase === PLAY) {
        s.hands[s.cur] = without(s.hands[s.cur]!, a.card);
        s.inPlay = a.card;
        s.used = 0;
        s.researched = 0;
      }
      runAbility(s, c, a.n);
      return;
    case 'defend': {
      if (s.phase === PLAY) {
        s.hands[s.cur] = without(s.hands[s.cur]!, a.card);
        if (logOn()) note('zero', { by: seat(s.cur), card: nm(c, a.card) }, 'defence');
      }
      place(s, c, a.card, s.base.indexOf(a.other));
      endCard(s);
      return;
    }
    case 'finish': finishCard(s, c); return;
    case 'research':
      s.reserve = without(s.reserve, a.card);
      s.depots[s.cur] += ch(a.card);
      if (logOn()) note('research-take', { by: seat(s.cur), card: nm(c, a.card) }, 'research');
      refillReserve(s);
      afterAbility(s, c);
      return;
    case 'repair':
      s.depots[s.cur] = without(s.depots[s.cur]!, a.card);
      s.grave += ch(a.card);
      s.repaired++;
      if (logOn()) note('repair-send', { by: seat(s.cur), ...cardParams(c, 'card', a.card) }, 'repair');
      if (s.repaired >= 2 || s.depots[s.cur]!.length === 0) afterAbility(s, c);
      return;
    case 'repair-done': afterAbility(s, c); return;
    case 'assault': {
      const slot = findTarget(s, c, a.other);
      const nation = c.nat[s.inPlay]!;
      if (s.def[slot] === a.other) {
        if (s.defDmg & bit(slot)) s.assaultKills[nation] += destroyDefender(s, c, slot, 'assault');
        else { s.defDmg |= bit(slot); if (logOn()) note('assault-damage', cardParams(c, 'target', a.other), 'assault'); }
      } else if (s.baseDmg & bit(slot)) destroyBase(s, c, slot);
      else { s.baseDmg |= bit(slot); if (logOn()) note('assault-damage', cardParams(c, 'target', a.other), 'assault'); }
      afterAbility(s, c);
      return;
    }
    case 'sabotage':
      s.hands[player] = without(s.hands[player]!, a.card);
      s.depots[player] += ch(a.card);
      s.sabotage.splice(s.sabotage.indexOf(player), 1);
      if (logOn()) note('sabotage-discard', { by: seat(player), card: nm(c, a.card) }, 'sabotage');
      if (s.sabotage.length === 0) afterAbility(s, c);
      return;
    case 'declare':
      s.hands[s.cur] = without(s.hands[s.cur]!, a.card);
      s.attackers += ch(a.card);
      s.attackNation = c.nat[a.card]!;
      s.phase = ATTACK;
      if (logOn()) note('declare', { by: seat(s.cur), card: nm(c, a.card) });
      return;
    case 'fire': case 'hold': {
      s.attackers = without(s.attackers, a.card);
      s.fired++;
      if (a.type === 'fire') {
        const slot = findTarget(s, c, a.other);
        if (s.def[slot] === a.other) {
          if (c.str[a.card]! >= c.arm[a.other]!) s.kills += destroyDefender(s, c, slot, 'destroyVehicle');
          else if (s.defDmg & bit(slot)) s.kills += destroyDefender(s, c, slot, 'damageVehicle');
          else { s.defDmg |= bit(slot); if (logOn()) note('damage', { card: nm(c, a.card), ...cardParams(c, 'target', a.other) }, 'damageVehicle'); }
        } else if (c.cls[a.card] === HEAVY) {
          if (logOn()) note('heavy', { card: nm(c, a.card), owner: seat(c.owner[a.other]!), base: baseNo(c, a.other) }, 'heavyBase');
          destroyBase(s, c, slot);
        } else if (s.baseDmg & bit(slot)) destroyBase(s, c, slot);
        else { s.baseDmg |= bit(slot); if (logOn()) note('damage', { card: nm(c, a.card), ...cardParams(c, 'target', a.other) }, 'damageBase'); }
      } else if (logOn()) note('hold', { card: nm(c, a.card) });
      s.depots[s.cur] += ch(a.card);
      if (s.attackers.length === 0) endAttack(s);
      return;
    }
    case 'medals':
      takeMedals(s, s.medalNation, s.medalCount, a.n);
      s.medalNation = -1;
      s.medalCount = 0;
      s.phase = PLAY;
      if (s.ending) continueEnd(s, c);
      return;
  }
}

// ---------- legal actions ----------

/**
 * Legal actions are immutable, so each distinct one is built once per game (card set) and shared (legalActions is
 * hot): the game's memo holds them, with the scratch object step() parses into. A memo belongs to one game
 * (makeRushGame makes it), never to the module.
 */
type OneArg = 'buy' | 'pay' | 'finish' | 'research' | 'repair' | 'sabotage' | 'declare' | 'hold' | 'assault' | 'medals' | 'discard';
type TwoArgs = 'ability' | 'defend' | 'fire';
interface Memo {
  readonly parsed: Parsed;
  readonly one: Record<OneArg, (RushAction | undefined)[]>;
  readonly two: Record<TwoArgs, ((RushAction | undefined)[] | undefined)[]>;
}
// Card numbers stay below 1024 (at most 100 vehicles, 50 barracks, 25 bases and 160 medal cards).
const SPAN = 1024;
const slots = <T>(): (T | undefined)[] => new Array<T | undefined>(SPAN).fill(undefined);
const END_ACTION: RushAction = Object.freeze({ type: 'end' });
const REPAIR_DONE: RushAction = Object.freeze({ type: 'repair-done' });

function newMemo(): Memo {
  return {
    parsed: { type: '', card: -1, other: -1, n: 0 },
    one: { buy: slots(), pay: slots(), finish: slots(), research: slots(), repair: slots(), sabotage: slots(), declare: slots(), hold: slots(), assault: slots(), medals: slots(), discard: slots() },
    two: { ability: slots(), defend: slots(), fire: slots() },
  };
}

/** An action with one card (or target, or number) argument. */
function act1(c: Compiled, m: Memo, type: OneArg, n: number): RushAction {
  const row = m.one[type];
  return row[n] ??= type === 'assault' ? Object.freeze({ type, target: c.ids[n]! }) as RushAction
    : type === 'medals' ? Object.freeze({ type, doubles: n }) as RushAction
    : Object.freeze({ type, card: c.ids[n]! }) as RushAction;
}

/** An action with a card and a second argument (an ability index, a base, a target). */
function act2(c: Compiled, m: Memo, type: TwoArgs, card: number, other: number): RushAction {
  const rows = m.two[type];
  const row = rows[card] ??= slots();
  return row[other] ??= type === 'ability' ? Object.freeze({ type, card: c.ids[card]!, ability: other }) as RushAction
    : type === 'defend' ? Object.freeze({ type, card: c.ids[card]!, base: c.ids[other]! }) as RushAction
    : Object.freeze({ type, card: c.ids[card]!, target: c.ids[other]! }) as RushAction;
}

function legal(s: RushState, c: Compiled, m: Memo, player: PlayerId): RushAction[] {
  const out: RushAction[] = [];
  if (s.phase === OVER) return out;
  if (s.phase === SABOTAGE) {
    const h = s.hands[player]!;
    if (s.sabotage.includes(player)) for (let i = 0; i < h.length; i++) out.push(act1(c, m, 'sabotage', at(h, i)));
    return out;
  }
  if (player !== s.cur) return out;
  const hand = s.hands[s.cur]!;
  switch (s.phase) {
    case PLAY: {
      out.push(END_ACTION);
      // One purchase a turn, any number after Summon.
      if (s.summon || !s.bought) {
        for (let i = 0; i < s.reserve.length; i++) {
          const r = at(s.reserve, i);
          if (affordable(s, c, r)) out.push(act1(c, m, 'buy', r));
        }
      }
      // What every hand card shares: the bases it could defend, and whether any enemy defender or open base exists.
      const slots = hasBase(s, c, s.cur) ? defendSlots(s, c, s.cur) : NONE;
      let enemyDefender = false, enemyOpenBase = false;
      if (!s.attackDone) {
        for (let slot = 0; slot < s.base.length; slot++) {
          if (s.base[slot]! < 0 || slotOwner(c, slot) === s.cur) continue;
          if (s.def[slot]! >= 0) enemyDefender = true; else enemyOpenBase = true;
        }
      }
      for (let h = 0; h < hand.length; h++) {
        const card = at(hand, h);
        const ab = c.abil[card]!;
        if (discardMatters(s, c, card)) out.push(act1(c, m, 'discard', card));
        for (let i = 0; i < ab.length; i++) out.push(act2(c, m, 'ability', card, i));
        if (c.cls[card]! <= AUXILIARY && c.arm[card]! > 0) for (const slot of slots) out.push(act2(c, m, 'defend', card, s.base[slot]!));
        if (c.str[card]! > 0 && c.cls[card]! <= AUXILIARY) {
          const pass = c.pass[card]!;
          if ((enemyDefender && !(pass & ONLY_BASES)) || (enemyOpenBase && !(pass & ONLY_VEHICLES))) out.push(act1(c, m, 'declare', card));
        }
      }
      return out;
    }
    case PAY: {
      const nation = c.nat[s.target]!;
      for (let h = 0; h < hand.length; h++) {
        const card = at(hand, h);
        if (usableRes(c, card, nation) > 0) out.push(act1(c, m, 'pay', card));
      }
      return out;
    }
    case ABILITY: {
      const card = s.inPlay;
      const ab = c.abil[card]!;
      for (let i = 0; i < ab.length; i++) if (!(s.used & (1 << i))) out.push(act2(c, m, 'ability', card, i));
      if (!s.researched && canDefend(s, c, card)) for (const slot of defendSlots(s, c, s.cur)) out.push(act2(c, m, 'defend', card, s.base[slot]!));
      else out.push(act1(c, m, 'finish', card));
      return out;
    }
    case RESEARCH:
      for (let i = 0; i < s.reserve.length; i++) {
        const r = at(s.reserve, i);
        if (c.cost[r]! <= s.researchN) out.push(act1(c, m, 'research', r));
      }
      return out;
    case REPAIR: {
      if (s.repaired >= 1) out.push(REPAIR_DONE);
      const d = s.depots[s.cur]!;
      for (let i = 0; i < d.length; i++) out.push(act1(c, m, 'repair', at(d, i)));
      return out;
    }
    case ASSAULT: {
      const targets: number[] = [];
      assaultTargets(s, c, targets);
      for (const x of targets) out.push(act1(c, m, 'assault', x));
      return out;
    }
    case ATTACK: {
      if (s.fired === 0) {
        for (let h = 0; h < hand.length; h++) {
          const card = at(hand, h);
          if (c.str[card]! > 0 && c.cls[card]! <= AUXILIARY && c.nat[card] === s.attackNation && attackTargets(s, c, card, null) > 0) out.push(act1(c, m, 'declare', card));
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
      return out;
    }
    case MEDALS: {
      const max = maxDoubles(s, s.medalNation, s.medalCount);
      for (let d = 0; d <= max; d++) out.push(act1(c, m, 'medals', d));
      return out;
    }
  }
  return out;
}

// ---------- views ----------

function handVisible(s: RushState, p: PlayerId, viewer: PlayerId): boolean {
  return p === viewer || (p === s.cur && s.phase !== OVER);
}

function unseenKinds(s: RushState, c: Compiled, p: PlayerId, viewer: PlayerId): string[] {
  const out: string[] = [];
  const h = s.hangars[p]!;
  for (let i = 0; i < h.length; i++) out.push(c.kindKey[at(h, i)]!);
  if (!handVisible(s, p, viewer)) {
    const hand = s.hands[p]!;
    for (let i = 0; i < hand.length; i++) out.push(c.kindKey[at(hand, i)]!);
  }
  return out.sort();
}

function viewOf(s: RushState, c: Compiled, me: PlayerId): RushView {
  const ids = (z: string): string[] => nums(z).map((n) => c.ids[n]!);
  const idOr = (n: number): string | null => (n >= 0 ? c.ids[n]! : null);
  const medalDecks = (nation: number): { ones: string[]; twos: string[] } => ({ ones: ids(s.ones[nation]!), twos: ids(s.twos[nation]!) });
  const bases: RushBaseView[][] = [];
  for (let p = 0; p < s.players; p++) {
    const row: RushBaseView[] = [];
    for (let k = 0; k < c.basesPer; k++) {
      const slot = p * c.basesPer + k;
      row.push({ card: idOr(s.base[slot]!), damaged: (s.baseDmg & bit(slot)) !== 0, defender: idOr(s.def[slot]!), defenderDamaged: (s.defDmg & bit(slot)) !== 0 });
    }
    bases.push(row);
  }
  return {
    me, set: s.set, players: s.players, first: s.first, turns: s.turns, maxTurns: s.maxTurns, current: s.cur, phase: PHASE_NAMES[s.phase]!,
    hands: s.hands.map((h, p) => (handVisible(s, p, me) ? ids(h) : null)),
    handCounts: s.hands.map((h) => h.length),
    hangarCounts: s.hangars.map((h) => h.length),
    unseen: s.hands.map((_, p) => unseenKinds(s, c, p, me)),
    depots: s.depots.map(ids),
    bases,
    deckCount: s.deck.length,
    discard: ids(s.discard),
    reserve: ids(s.reserve),
    graveyard: ids(s.grave),
    medals: { ussr: medalDecks(0), usa: medalDecks(1), germany: medalDecks(2), france: medalDecks(3) },
    achievements: s.ach.map((a) => c.set.achievements[a]!.id),
    achievementsInBox: s.achBox.length,
    turn: {
      summon: s.summon === 1, bought: s.bought === 1, credit: s.credit[0]!, nationalCredit: perNation((i) => s.credit[1 + i]!),
      attackDone: s.attackDone === 1, attackers: ids(s.attackers), fired: s.fired, attackNation: NATIONS[s.attackNation] ?? null, kills: s.kills,
      assaultKills: perNation((i) => s.assaultKills[i]!), inPlay: idOr(s.inPlay), usedAbilities: bitsOf(s.used),
      researched: s.researched === 1, target: idOr(s.target), owed: s.owed, researchN: s.researchN, repaired: s.repaired,
      sabotage: s.sabotage.slice(), medalNation: NATIONS[s.medalNation] ?? null, medalCount: s.medalCount, ending: s.ending === 1,
    },
    trigger: s.trigger, truncated: s.truncated === 1,
  };
}

/** A figure for each nation, by name (the state keeps them by index in NATIONS order). */
function perNation(of: (index: number) => number): Record<(typeof NATIONS)[number], number> {
  return { ussr: of(0), usa: of(1), germany: of(2), france: of(3) };
}

/** The indexes of the set bits of a small bit set, lowest first. */
function bitsOf(bits: number): number[] {
  const out: number[] = [];
  for (let i = 0; bits >> i; i++) if ((bits >> i) & 1) out.push(i);
  return out;
}

/**
 * Determinization in two parts: what every re-deal of the view shares (card numbers of the named cards, the unseen
 * instances of each player and of the deck before shuffling) is worked out once; each call shuffles and deals, and
 * copies what a step may change. Each call draws from `rng` exactly as the game's `determinize` does.
 */
function rushDeterminizer(c: Compiled, v: RushView): (rng: Rng) => RushState {
  const named = new Uint8Array(c.total);
  const n = (id: string): number => { const x = c.byId.get(id)!; named[x] = 1; return x; };
  const z = (list: readonly string[]): string => zone(list.map(n));
  const base: number[] = [], def: number[] = [];
  let baseDmg = 0, defDmg = 0;
  v.bases.forEach((row) => row.forEach((b) => {
    const slot = base.length;
    base.push(b.card ? n(b.card) : -1);
    def.push(b.defender ? n(b.defender) : -1);
    if (b.damaged) baseDmg |= bit(slot);
    if (b.defenderDamaged) defDmg |= bit(slot);
  }));
  const depots = v.depots.map(z);
  const discard = z(v.discard), reserve = z(v.reserve), grave = z(v.graveyard);
  const ones = NATIONS.map((n) => z(v.medals[n].ones)), twos = NATIONS.map((n) => z(v.medals[n].twos));
  const attackers = z(v.turn.attackers);
  const inPlay = v.turn.inPlay ? n(v.turn.inPlay) : -1;
  const target = v.turn.target ? c.byId.get(v.turn.target)! : -1;
  const shownHands: string[] = v.hands.map((h) => (h ? z(h) : ''));
  // Unnamed card instances by kind, dealt out to each player's unseen cards; the vehicles left are the deck.
  const free = new Map<string, number[]>();
  for (let i = 0; i < c.total; i++) {
    if (named[i] || ((c.cls[i] === BARRACKS || c.cls[i] === BASE) && c.owner[i]! >= v.players)) continue;
    const k = c.kindKey[i]!;
    let list = free.get(k);
    if (!list) free.set(k, (list = []));
    list.push(i);
  }
  const unseen = v.unseen.map((kinds) => kinds.map((k) => free.get(k)!.pop()!));
  const deckCards: number[] = [];
  for (let i = 0; i < c.V; i++) { const l = free.get(c.kindKey[i]!); if (l && l.length > 0) deckCards.push(l.pop()!); }
  const achIdx = v.achievements.map((id) => c.set.achievements.findIndex((a) => a.id === id));
  const boxed = c.set.achievements.map((_, i) => i).filter((i) => !achIdx.includes(i));
  const t = v.turn;
  const phase = PHASE_NAMES.indexOf(v.phase);
  // The view names the turn's figures; the state keeps them as numbers (nation indexes, bits).
  const credit = [t.credit, ...NATIONS.map((n) => t.nationalCredit[n])];
  const assaultKills = NATIONS.map((n) => t.assaultKills[n]);
  const attackNation = t.attackNation ? NATIONS.indexOf(t.attackNation) : -1;
  const medalNation = t.medalNation ? NATIONS.indexOf(t.medalNation) : -1;
  const used = t.usedAbilities.reduce((bits, i) => bits | (1 << i), 0);
  return (rng) => {
    const hands = shownHands.slice();
    const hangars: string[] = [];
    for (let p = 0; p < v.players; p++) {
      const pool = rng.shuffle(unseen[p]!.slice());
      if (!v.hands[p]) {
        // A hand never holds a base card (it goes to the depot when drawn), so unseen base cards are in the hangar.
        const hand: number[] = [];
        for (let i = 0; i < pool.length && hand.length < v.handCounts[p]!; i++) {
          if (c.cls[pool[i]!] !== BASE) { hand.push(pool[i]!); pool.splice(i--, 1); }
        }
        hands[p] = zone(hand);
      }
      hangars.push(zone(pool));
    }
    const achBox = rng.shuffle(boxed.slice());
    return {
      set: v.set, players: v.players, first: v.first, rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()] as RngState, turns: v.turns, maxTurns: v.maxTurns,
      cur: v.current, phase,
      hands, hangars, depots: depots.slice(), base: base.slice(), def: def.slice(), baseDmg, defDmg, deck: zone(rng.shuffle(deckCards.slice())), discard, reserve, grave,
      ones: ones.slice(), twos: twos.slice(), ach: achIdx.slice(), achBox,
      summon: t.summon ? 1 : 0, bought: t.bought ? 1 : 0, credit: credit.slice(), attackDone: t.attackDone ? 1 : 0, attackers, fired: t.fired, attackNation,
      kills: t.kills, assaultKills: assaultKills.slice(), inPlay, used, researched: t.researched ? 1 : 0, target,
      owed: t.owed, researchN: t.researchN, repaired: t.repaired, sabotage: t.sabotage.slice(), medalNation, medalCount: t.medalCount,
      ending: t.ending ? 1 : 0, trigger: v.trigger, truncated: v.truncated ? 1 : 0,
    };
  };
}

// ---------- outcome ----------

// The score breakdown goes to the results screen, so its types live in src-shared (declared once).
export type { RushBreakdown, RushPlayerScore } from '@shared/games/rush-view';
import type { RushBreakdown, RushPlayerScore } from '@shared/games/rush-view';

function metric(c: Compiled, kind: AchievementKind, squad: readonly number[]): number {
  let n = 0;
  for (const card of squad) {
    const cl = c.cls[card]!;
    switch (kind) {
      case 'destroyed-bases': if (cl === BASE) n++; break;
      case 'light': if (cl === LIGHT) n++; break;
      case 'medium': if (cl === MEDIUM) n++; break;
      case 'spg': if (cl === SPG) n++; break;
      case 'heavy': if (cl === HEAVY) n++; break;
      case 'auxiliary': if (cl === AUXILIARY) n++; break;
      case 'double-medals': if (cl === MEDAL && c.medal[card] === 2) n++; break;
      case 'largest-squad': n++; break;
      default: if (cl === MEDAL && `medals-${NATIONS[c.nat[card]!]}` === kind) n += c.medal[card]!; break;
    }
  }
  return n;
}

export function scoreRush(s: RushState, c: Compiled): { outcome: Outcome; breakdown: RushBreakdown } {
  const squads = s.hands.map((h, p) => nums(h + s.depots[p]! + s.hangars[p]!));
  const rows: RushPlayerScore[] = squads.map((sq, seat) => {
    let medalCards = 0, medals = 0, baseCards = 0;
    for (const card of sq) {
      if (c.cls[card] === MEDAL) { medalCards++; medals += c.medal[card]!; }
      else if (c.cls[card] === BASE) baseCards++;
    }
    return { seat, medalCards, medals, baseCards, achievements: [], achievementMedals: 0, baseMedals: baseCards * c.set.base.medals, total: 0, squad: sq.length };
  });
  const achievements = s.ach.map((a) => {
    const card = c.set.achievements[a]!;
    const counts = squads.map((sq) => metric(c, card.kind, sq));
    const top = Math.max(...counts);
    const holders = counts.filter((x) => x === top).length;
    const awardedTo = top > 0 && holders === 1 ? counts.indexOf(top) : null;
    if (awardedTo !== null) { rows[awardedTo]!.achievements.push(card.id); rows[awardedTo]!.achievementMedals += 5; }
    return { id: card.id, name: card.name, counts, awardedTo };
  });
  for (const r of rows) r.total = r.medals + r.baseMedals + r.achievementMedals;
  const tieBreakWords: Message[] = [];
  let best = rows.map((r) => r.seat);
  const narrow = (rule: string, key: (r: RushPlayerScore) => number): void => {
    if (best.length < 2) return;
    const top = Math.max(...best.map((p) => key(rows[p]!)));
    const next = best.filter((p) => key(rows[p]!) === top);
    if (rule) {
      tieBreakWords.push({ msg: 'rush.tieBreak', params: { rule, seats: best.map(seatParam), values: best.map((p) => key(rows[p]!)), leaders: next.length < best.length ? next.map(seatParam) : [] } });
    }
    best = next;
  };
  narrow('', (r) => r.total);
  narrow('medals', (r) => r.medals);
  narrow('bases', (r) => r.baseCards);
  narrow('achievements', (r) => r.achievements.length);
  if (best.length > 1) tieBreakWords.push({ msg: 'rush.sharedVictory', params: { seats: best.map(seatParam) } });
  const tieBreaks = tieBreakWords.map((m) => tell(CATALOGUES, m, neutralNames(s.players)));
  const endReason = s.truncated ? 'turn-limit' : s.trigger || 'not-over';
  const breakdown: RushBreakdown = { endReason, turns: s.turns, players: rows, achievements };
  return {
    outcome: { scores: rows.map((r) => r.total), winners: best, tieBreaks, tieBreakWords, breakdown, ...(s.truncated ? { truncated: true } : {}) },
    breakdown,
  };
}

// ---------- the game ----------

export function cloneRush(s: RushState): RushState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    hands: s.hands.slice(), hangars: s.hangars.slice(), depots: s.depots.slice(), base: s.base.slice(), def: s.def.slice(),
    ones: s.ones.slice(), twos: s.twos.slice(), ach: s.ach.slice(), achBox: s.achBox.slice(),
    credit: s.credit.slice(), assaultKills: s.assaultKills.slice(), sabotage: s.sabotage.slice(),
  };
}

export function rushInvariants(s: RushState, c: Compiled): string[] {
  const problems: string[] = [];
  const seen = new Uint8Array(c.total);
  const inZone = (name: string, z: string | readonly number[]): void => {
    for (const x of typeof z === 'string' ? nums(z) : z) {
      if (!Number.isInteger(x) || x < 0 || x >= c.total) { problems.push(`${name} holds a bad card number ${x}`); continue; }
      if (seen[x]) problems.push(`${c.ids[x]} is in two zones (again in ${name})`);
      seen[x] = 1;
    }
  };
  for (let p = 0; p < s.players; p++) { inZone(`hand ${p}`, s.hands[p]!); inZone(`hangar ${p}`, s.hangars[p]!); inZone(`depot ${p}`, s.depots[p]!); }
  inZone('bases', s.base.filter((x) => x >= 0)); inZone('defenders', s.def.filter((x) => x >= 0));
  inZone('deck', s.deck); inZone('discard', s.discard); inZone('reserve', s.reserve); inZone('graveyard', s.grave);
  s.ones.forEach((o, i) => inZone(`one-medal deck ${i}`, o)); s.twos.forEach((x, i) => inZone(`two-medal deck ${i}`, x));
  inZone('attackers', s.attackers);
  if (s.inPlay >= 0) inZone('in play', [s.inPlay]);
  for (let i = 0; i < c.total; i++) {
    const exists = !((c.cls[i] === BARRACKS || c.cls[i] === BASE) && c.owner[i]! >= s.players);
    if (exists && !seen[i]) problems.push(`${c.ids[i]} is in no zone`);
    if (!exists && seen[i]) problems.push(`${c.ids[i]} belongs to a seat not in this game`);
  }
  const ach = [...s.ach, ...s.achBox].sort((a, b) => a - b);
  if (ach.length !== c.set.achievements.length || ach.some((a, i) => a !== i)) problems.push('achievement cards lost or duplicated');
  if (s.reserve.length > 4) problems.push(`the reserve holds ${s.reserve.length} cards`);
  for (const [name, v] of [['owed', s.owed], ['kills', s.kills], ['fired', s.fired], ['repaired', s.repaired], ['turns', s.turns]] as const) if (v < 0) problems.push(`${name} is negative: ${v}`);
  if (s.credit.some((x) => x < 0)) problems.push('a resource credit is negative');
  if (s.assaultKills.some((x) => x < 0)) problems.push('an assault count is negative');
  for (let slot = 0; slot < s.base.length; slot++) {
    if (s.base[slot]! < 0 && (s.def[slot]! >= 0 || (s.baseDmg & bit(slot)))) problems.push(`a destroyed base slot ${slot} still has a defender or damage`);
    if (s.def[slot]! < 0 && (s.defDmg & bit(slot))) problems.push(`base slot ${slot} has a damaged defender but no defender`);
  }
  for (let p = 0; p < s.players; p++) if (nums(s.hands[p]!).some((x) => c.cls[x] === BASE)) problems.push(`player ${p} holds a base card in hand (it goes to the depot as soon as it is drawn)`);
  if (s.turns < 0) problems.push('turns is negative');
  return problems;
}

/**
 * A card of an action as parameters, by its name in the game's set: a base by its owner and number. An id the set
 * lacks stays as it is, except a base id, named by its seat and number.
 */
function actionCard(c: Compiled, key: string, value: unknown): Record<string, Param> {
  const id = String(value);
  const card = c.byId.get(id);
  if (card !== undefined) return cardParams(c, key, card);
  const base = /^p(\d+)-base(\d+)$/.exec(id);
  return base ? { [`${key}Owner`]: seat(Number(base[1]) - 1), [`${key}Base`]: Number(base[2]) } : { [key]: id };
}

/** An action's description as a message of the Rush catalogue ('rush.act.<type>'), cards by name, never by id. */
export function rushWords(c: Compiled, action: RushAction): Message {
  const card = (key: string, id: string): Record<string, Param> => actionCard(c, key, id);
  const msg = (type: string, params: Record<string, Param> = {}): Message => ({ msg: `rush.act.${type}`, params });
  switch (action.type) {
    case 'buy': case 'pay': case 'finish': case 'research': case 'repair': case 'sabotage': case 'declare': case 'hold': case 'discard':
      return msg(action.type, card('card', action.card));
    case 'ability': return msg('ability', { ...card('card', action.card), n: action.ability + 1 });
    case 'defend': return msg('defend', { ...card('card', action.card), ...card('base', action.base) });
    case 'assault': return msg('assault', card('target', action.target));
    case 'fire': return msg('fire', { ...card('card', action.card), ...card('target', action.target) });
    case 'medals': return msg('medals', { doubles: action.doubles });
    case 'repair-done': case 'end': return msg(action.type);
  }
  return msg('unknown');
}

/** A Rush game made from one card set: the Game, and the compiled set its functions read (for its AI and previews). */
export interface RushGame extends Game<RushState, RushAction, RushView, RushOptions> {
  readonly cards: Compiled;
}

/**
 * The game of one card set, given as content (a user's JSON, validated here; absent for the default set) or compiled.
 * Its functions close over the compiled tables and the game's own memo, so games of different sets, and two games of
 * one set, never share mutable state. Its states carry the set's key; a state of another set is refused where it comes
 * in (step, legalActions, view, determinize, outcome).
 */
export function makeRushGame(set?: unknown): RushGame {
  const c = isCompiled(set) ? set : compileCardSet(set);
  const m = newMemo();
  const own = (key: string): void => {
    if (key !== c.key) throw new Error(`a state of Rush card set '${key}' given to the game of set '${c.key}': use the game made from its set`);
  };
  return {
    id: 'rush',
    name: 'World of Tanks: Rush',
    minPlayers: 2,
    maxPlayers: MAX_PLAYERS,
    cards: c,
    setup: (options, seed, log) => setupRush(c, options, seed, log),
    pending(s): Decision[] {
      if (s.phase === OVER) return NONE;
      if (s.phase === SABOTAGE) return s.sabotage.map((player) => ({ player, kind: 'sabotage-discard' }));
      return DECISIONS[s.phase]![s.cur]!;
    },
    legalActions(s, player) {
      if (s.set !== c.key) own(s.set);
      return legal(s, c, m, player);
    },
    step(s, player, action, log): RuleError | null {
      if (s.set !== c.key) own(s.set);
      if (!Number.isInteger(player) || player < 0 || player >= s.players) return refusal('no-such-player', 'rush.no.no-such-player', { player });
      const parsed = parse(s, c, m, action);
      if ('kind' in parsed) return parsed;
      const error = check(s, c, player, parsed);
      if (error) return error;
      if (log) logging(log, () => perform(s, c, player, parsed));
      else perform(s, c, player, parsed);
      return null;
    },
    play(s, player, action) {
      perform(s, c, player, parseLegal(c, m, action));
    },
    view(s, me) {
      if (s.set !== c.key) own(s.set);
      return viewOf(s, c, me);
    },
    determinize(v, rng) {
      own(v.set);
      return rushDeterminizer(c, v)(rng);
    },
    determinizer(v) {
      own(v.set);
      return rushDeterminizer(c, v);
    },
    outcome(s) {
      if (s.set !== c.key) own(s.set);
      return s.phase === OVER ? scoreRush(s, c).outcome : null;
    },
    describe(action, s) {
      return tell(CATALOGUES, rushWords(c, action), neutralNames(s?.players ?? MAX_PLAYERS));
    },
    words: (action) => rushWords(c, action),
    clone: cloneRush,
    hiddenFrom(s, player) {
      const out: string[] = [];
      for (let p = 0; p < s.players; p++) {
        for (const card of nums(s.hangars[p]!)) out.push(c.ids[card]!);
        if (!handVisible(s, p, player)) for (const card of nums(s.hands[p]!)) out.push(c.ids[card]!);
      }
      for (const card of nums(s.deck)) out.push(c.ids[card]!);
      for (const a of s.achBox) out.push(c.set.achievements[a]!.id);
      return out;
    },
    invariants: (s) => rushInvariants(s, c),
    logLines: (entries, s) => decodeLog(entries, s.players),
  };
}

const isCompiled = (set: unknown): set is Compiled => typeof set === 'object' && set !== null && 'byId' in set && 'kindKey' in set;

/** The game of the project's default card set (the game of another set: makeRushGame). */
export const rushGame: RushGame = makeRushGame();

export type { LogEntry };
