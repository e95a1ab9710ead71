// The turn loop (rulebook, "Game Turn" I-III and "End of the Game"): setting up, laying out the hand and repairing at
// the start of a turn, refreshing the reserve and drawing at its end, and the round played out after the end trigger.
import type { LogRecord } from '@main/engine/game';
import { seedRng, shuffleInPlace } from '@main/engine/rng';
import { BASE, cardSetKey, MAX_PLAYERS, type Compiled } from './compiled';
import { medalBatch } from './medals';
import { baseNo, logging, logOn, note, seat } from './rules';
import { OVER, PLAY, type RushOptions, type RushState } from './state';
import { at, ch, draw, refillReserve, without, zone } from './zones';

/** Step I of a turn: repair the player's damage, lay out the hand, clear the turn's bookkeeping. Exported for scenario positions. */
export function startTurn(s: RushState, c: Compiled): void {
  const player = s.current;
  const from = player * c.basesPer;
  const mine = ((1 << c.basesPer) - 1) << from;
  const repaired = ((s.baseDamage | s.defenderDamage) & mine) !== 0;
  s.baseDamage &= ~mine;
  s.defenderDamage &= ~mine;
  if (repaired && logOn()) note('repair-damage', { by: seat(player) }, 'repairDamage');
  let hand = s.hands[player]!;
  // Draws send base cards to the depot at once, so only a position set up before step I can hold one here.
  for (let i = hand.length - 1; i >= 0; i--) {
    const card = at(hand, i);
    if (c.cardClass[card] === BASE) {
      s.depots[player] += ch(card);
      hand = without(hand, card);
      if (logOn()) note('base-unplayable', { owner: seat(c.owner[card]!), base: baseNo(c, card) }, 'baseCard');
    }
  }
  s.hands[player] = hand;
  s.summon = 0;
  s.bought = 0;
  s.credit.fill(0);
  s.attackDone = 0;
  s.phase = PLAY;
  if (logOn()) note('lay-out', { by: seat(player), turn: s.turns + 1, cards: hand.length }, 'layOut');
}


/** The end of the turn waits on the medals Assault earned (a choice when two-medal cards are left), then finishes it. */
export function continueEnd(s: RushState, c: Compiled): void {
  for (let n = 0; n < 4; n++) {
    const k = s.assaultKills[n]!;
    if (k > 0) {
      s.assaultKills[n] = 0;
      if (medalBatch(s, n, k)) return;
    }
  }
  finishTurn(s, c);
}

/** Step III: refresh the reserve, the unplayed hand to the depot, draw three; then the next turn, or the game's end. */
function finishTurn(s: RushState, c: Compiled): void {
  const player = s.current;
  s.ending = 0;
  s.phase = PLAY;
  if (s.reserve.length > 0) {
    s.discard += s.reserve[s.reserve.length - 1];
    s.reserve = s.reserve.slice(0, -1);
    refillReserve(s);
    if (logOn()) note('refresh', {}, 'refresh');
  }
  s.depots[player] += s.hands[player]!;
  s.hands[player] = '';
  draw(s, c, player, 3);
  s.turns++;
  const last = (s.first + s.players - 1) % s.players;
  if (s.trigger !== '' && player === last) {
    s.phase = OVER;
    if (logOn()) note('game-over', { by: seat(player) }, 'endRound');
    return;
  }
  if (s.maxTurns > 0 && s.turns >= s.maxTurns) {
    s.phase = OVER;
    s.truncated = 1;
    if (logOn()) note('turn-limit', { turns: s.maxTurns });
    return;
  }
  s.current = (player + 1) % s.players;
  startTurn(s, c);
}


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
  for (let player = 0; player < players; player++) {
    for (let k = 0; k < c.basesPer; k++) base.push(c.BASE0 + player * c.basesPer + k);
    const squad: number[] = [];
    for (let k = 0; k < c.B; k++) squad.push(c.BAR0 + player * c.B + k);
    hangars.push(zone(shuffleInPlace(rng, squad)));
    hands.push('');
    depots.push('');
  }
  const deck = zone(shuffleInPlace(rng, Array.from({ length: c.V }, (_, i) => i)));
  const achIdx = shuffleInPlace(rng, Array.from({ length: c.set.achievements.length }, (_, i) => i));
  const s: RushState = {
    set, players, first, rng, turns: 0, maxTurns: options.maxTurns ?? 0, current: first, phase: PLAY,
    hands, hangars, depots, bases: base, defenders: base.map(() => -1), baseDamage: 0, defenderDamage: 0,
    deck, discard: '', reserve: '', grave: '', oneMedalDecks: c.oneMedalCards.map(zone), twoMedalDecks: c.twoMedalCards.map(zone),
    achievements: achIdx.slice(0, players + 1), achievementBox: achIdx.slice(players + 1),
    summon: 0, bought: 0, credit: [0, 0, 0, 0, 0], attackDone: 0, attackers: '', fired: 0, attackNation: -1, kills: 0, assaultKills: [0, 0, 0, 0],
    inPlay: -1, used: 0, researched: 0, target: -1, owed: 0, researchN: 0, repaired: 0, sabotage: [], medalNation: -1, medalCount: 0, ending: 0,
    trigger: '', truncated: 0,
  };
  for (let player = 0; player < players; player++) draw(s, c, player, 3);
  for (let i = 0; i < 4; i++) refillReserve(s);
  if (logOn()) note('setup', { players, bases: c.basesPer, barracks: c.B, achievements: s.achievements.map((a) => c.set.achievements[a]!.name) });
  startTurn(s, c);
  return s;
}
