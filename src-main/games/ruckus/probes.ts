// Near-miss illegal moves for the conformance kit's probes: each is almost legal in the given state, so a rule
// check that is missing or too loose shows up as an accepted illegal move.
import type { Rng } from '@main/engine/rng';
import { ruckusGame } from './game';
import { F, ROW_CAP, type Cards, type RuckusState } from './state';

const SAMPLES_PER_PROBE = 8;

/** Near-miss moves of `player` in a state of the game of `cards` (the default set's when absent). */
export function ruckusIllegalSamples(s: RuckusState, player: number, rng: Rng, cards: Cards = ruckusGame.cards): unknown[] {
  const out: unknown[] = [];
  const mine = s.seats[player];
  if (!mine) return out;
  const rows = [0, 0, 0];
  for (const u of mine.army) rows[u.row]!++;
  const other = s.seats[(player + 1) % s.players]!;
  // 3-2-1: a card into a full row, into a row with nothing in front, into a 4th row; a card not in hand.
  for (const card of mine.hand) {
    for (let row = 0; row < 3; row++) if (rows[row]! >= ROW_CAP[row]! || (row > 0 && rows[row - 1] === 0)) out.push({ type: 'place', card, row });
    out.push({ type: 'place', card, row: 3 }, { type: 'place', card, row: -1 }, { type: 'place', card, row: 0.5 });
  }
  if (other.hand.length > 0) out.push({ type: 'place', card: rng.pick(other.hand), row: 0 });
  if (mine.discard.length > 0) out.push({ type: 'place', card: rng.pick(mine.discard), row: 0 });
  // Drafting or building beyond the points left, or a unit that is not on offer.
  for (const card of s.draftPool) {
    const level = cards.unit[card]?.level;
    const cost = level === 2 ? 2 : 1;
    if (cost > mine.points) out.push({ type: 'pick', card });
  }
  for (const card of mine.draw.slice(0, 2)) out.push({ type: 'pick', card });
  // Damage to a unit of another army, to a defeated unit, to a unit outside the row the hit lands on.
  for (const u of other.army) out.push({ type: 'assign', unit: u.id }, { type: 'fall', unit: u.id }, { type: 'activate', unit: u.id });
  for (const u of mine.army) {
    if (u.flags & F.DEFEATED) out.push({ type: 'assign', unit: u.id }, { type: 'activate', unit: u.id });
    if (s.hits[0] && s.hits[0].row >= 0 && u.row !== s.hits[0].row) out.push({ type: 'assign', unit: u.id });
    if (u.row === 0) out.push({ type: 'fall', unit: u.id });
  }
  // An add-on token the player does not own; burying or upgrading with cards not in the discard pile.
  if (other.tokens.length > 0 && mine.army.length > 0) out.push({ type: 'add-on', token: rng.pick(other.tokens), unit: mine.army[0]!.id });
  if (mine.hand.length > 0) out.push({ type: 'upgrade', remove: rng.pick(mine.hand) }, { type: 'bury', card: rng.pick(mine.hand), under: mine.hand[0] });
  out.push({ type: 'choose', option: '__nothing__' }, { type: 'recruit', unit: 'F99' }, { type: 'place', card: 'X1', row: 0 });
  // A random handful per probe keeps each probe cheap; over thousands of probes every kind comes up.
  return rng.shuffle(out).slice(0, SAMPLES_PER_PROBE);
}
