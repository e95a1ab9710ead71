// Falling Forward: "if a player has an empty 1st or 2nd row, they must fall a unit forward from a row behind that row",
// one row and one unit at a time, within the 3-2-1 rule; then the reactions "after falling forward" (Raisin, Bandit).
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { reactionReady } from './damage';
import { effectRules } from './effects';
import { cardName, logRule, RULE } from './rules';
import { ROW_CAP, type Cards, type RuckusState } from './state';
import { skillOf } from './stats';

/** Fall-forward moves open to a player: units that may step one row forward. */
export function fallMoves(s: RuckusState, seat: number): string[] {
  const player = s.seats[seat];
  const rows = [0, 0, 0];
  for (const unit of player.army) rows[unit.row]++;
  const out: string[] = [];
  for (const unit of player.army) if (unit.row > 0 && rows[unit.row - 1] < ROW_CAP[unit.row - 1]) out.push(unit.id);
  return out;
}

/** An empty 1st or 2nd row with units behind it must be refilled. */
export function fallRequired(s: RuckusState, seat: number): boolean {
  const rows = [0, 0, 0];
  for (const unit of s.seats[seat].army) rows[unit.row]++;
  return (rows[0] === 0 && rows[1] + rows[2] > 0) || (rows[1] === 0 && rows[2] > 0);
}

export function fallForward(s: RuckusState, cards: Cards, seat: number, id: string): void {
  const unit = s.seats[seat].army.find((x) => x.id === id)!;
  unit.row--;
  if (logOn()) logRule('falls', { by: S(seat), card: cardName(cards, id), row: unit.row + 1 }, RULE.fall);
}

/** After-fall reactions (Raisin, Bandit) a player may still use this cycle. */
export function afterFallUnits(s: RuckusState, cards: Cards, seat: number): string[] {
  const out: string[] = [];
  if (s.child) return out;
  for (const unit of s.seats[seat].army) {
    const skill = skillOf(cards, unit);
    if (!skill || skill.trigger !== 'after-fall' || !reactionReady(s, unit, skill)) continue;
    const usable = effectRules(skill.effect).usableAfterFall;
    if (usable && !usable(s, cards, seat)) continue;
    out.push(unit.id);
  }
  return out;
}
