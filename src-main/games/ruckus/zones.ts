// Where the cards are: seats in player order, units on the battlefield, the top unit of a pile, drawing a card.
import { logOn } from '@main/engine/log';
import { shuffleInPlace } from '@main/engine/rng';
import { seatParam as S } from '@shared/games/words';
import { logRule, RULE } from './rules';
import { F, type Cards, type Player, type PromptKind, type RuckusState, type Unit } from './state';

/** Seats in player order, starting with the 1st Player. */
export function order(s: RuckusState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players; i++) out.push((s.first + i) % s.players);
  return out;
}

/** The seat `i` places after the 1st Player. */
export const seatAt = (s: RuckusState, i: number): number => (s.first + i) % s.players;

/** Whether a player still has an undefeated unit on the battlefield. */
export function standing(player: Player): boolean {
  for (const unit of player.army) if (!(unit.flags & F.DEFEATED)) return true;
  return false;
}

export function findUnit(s: RuckusState, id: string): { seat: number; unit: Unit } | null {
  for (let seat = 0; seat < s.players; seat++) for (const unit of s.seats[seat].army) if (unit.id === id) return { seat, unit };
  return null;
}

/** How many units stand in each row. */
export function rowCounts(army: readonly Unit[]): number[] {
  const rows = [0, 0, 0];
  for (const unit of army) rows[unit.row]++;
  return rows;
}

/** Index of the topmost unit card in a pile, or -1. */
export function topUnitIndex(cards: Cards, pile: readonly string[]): number {
  for (let i = pile.length - 1; i >= 0; i--) if (cards.kind[pile[i]] === 'unit') return i;
  return -1;
}

/** Cards that may stand in a formation: units, and Victory cards with unit statistics (G-800). */
export const isFieldable = (cards: Cards, id: string): boolean => cards.kind[id] === 'unit' || !!cards.victory[id]?.unit;

/** Draws the top card of a player's draw pile, reshuffling the discard pile when the draw pile is empty. */
export function drawCard(s: RuckusState, seat: number): string | null {
  const player = s.seats[seat];
  if (player.draw.length === 0) {
    if (player.discard.length === 0) return null;
    player.draw = shuffleInPlace(s.rng, player.discard);
    player.discard = [];
    player.topShown = false;
    if (logOn()) logRule('reshuffle', { by: S(seat) }, RULE.reshuffle);
  }
  player.topShown = false;
  return player.draw.pop()!;
}

/** Asks the unit's player to choose among `options`; with none, the skill has no effect (FAQ Kicker / Victory Cards). */
export function targetPrompt(s: RuckusState, seat: number, kind: PromptKind, unit: Unit, options: string[], amount: number, optional: boolean): void {
  if (options.length === 0) { if (logOn()) logRule('noTarget', { by: S(seat), kind }, RULE.kickerNoEffect); return; }
  s.prompts.push({ player: seat, kind, unit: unit.id, options, optional, amount, card: '' });
}

/** The undefeated units of every opponent still in the combat round, in player order. */
export function opponentUnits(s: RuckusState, seat: number): string[] {
  const out: string[] = [];
  for (const other of order(s)) if (other !== seat && s.seats[other].inRound) for (const unit of s.seats[other].army) if (!(unit.flags & F.DEFEATED)) out.push(unit.id);
  return out;
}
