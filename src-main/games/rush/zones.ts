// Card zones as compact strings, one character per card (card number + OFFSET): cloning a state copies a few
// string references, and hashing or serializing a zone is one native string operation. Below them, the rulebook's
// moves between zones: drawing from the vehicle deck into the reserve, and from the hangar into the hand.
import type { PlayerId } from '@main/engine/game';
import { shuffleInPlace } from '@main/engine/rng';
import { BASE, type Compiled } from './compiled';
import { baseNo, logOn, note, seat } from './rules';
import type { RushState } from './state';
export const OFFSET = 0x100;
const CH: string[] = Array.from({ length: 2048 }, (_, n) => String.fromCharCode(n + OFFSET));

export const ch = (n: number): string => CH[n]!;
export const at = (z: string, i: number): number => z.charCodeAt(i) - OFFSET;
export const top = (z: string): number => z.charCodeAt(z.length - 1) - OFFSET;
export const has = (z: string, n: number): boolean => z.indexOf(CH[n]!) >= 0;
export const without = (z: string, n: number): string => {
  const i = z.indexOf(CH[n]!);
  return i < 0 ? z : z.slice(0, i) + z.slice(i + 1);
};
export function nums(z: string): number[] {
  const out: number[] = new Array(z.length);
  for (let i = 0; i < z.length; i++) out[i] = z.charCodeAt(i) - OFFSET;
  return out;
}
export function zone(list: readonly number[]): string {
  let out = '';
  for (const n of list) out += CH[n]!;
  return out;
}

/** A zone shuffled with the state's own random numbers. */
export const shuffled = (s: RushState, z: string): string => zone(shuffleInPlace(s.rng, nums(z)));

/** The top card of the vehicle deck (the discard pile shuffled into a new deck when it runs out), or -1. */
export function drawVehicle(s: RushState): number {
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

/** Fills the reserve's freed space next to the vehicle deck with the deck's top card. */
export function refillReserve(s: RushState): void {
  const c = drawVehicle(s);
  if (c >= 0) s.reserve = ch(c) + s.reserve;
}

/**
 * Draws up to `count` cards from the hangar, renewing it from the depot when empty (the rulebook's order). A base card
 * drawn goes to the depot at once and is not replaced, at any draw ("They immediately go to the depot").
 */
export function draw(s: RushState, c: Compiled, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    if (s.hangars[player]!.length === 0) {
      if (s.depots[player]!.length === 0) break;
      s.hangars[player] = shuffled(s, s.depots[player]!);
      s.depots[player] = '';
      if (logOn()) note('hangar-out', { by: seat(player) }, 'hangarOut');
    }
    const h = s.hangars[player]!;
    const card = top(h);
    s.hangars[player] = h.slice(0, -1);
    if (c.cardClass[card] === BASE) {
      s.depots[player] += ch(card);
      if (logOn()) note('draw-base', { by: seat(player), owner: seat(c.owner[card]!), base: baseNo(c, card) }, 'baseCard');
    } else s.hands[player] += ch(card);
  }
}

/** Whether `card` is in the hand of seat `player`. */
export const inHand = (s: RushState, player: PlayerId, card: number): boolean => has(s.hands[player]!, card);
