// Recruit: "draws and plays 1 additional card from their draw pile ... into the row featuring the recruiting card,
// ignoring the 3-2-1 rule"; once per card while it is in play, in the Recruit step or (brought in mid-combat) at once.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { enterPlay } from '../play';
import { cardName, logRule, RULE } from '../rules';
import { F, type Cards, type RuckusState } from '../state';
import { skillOf } from '../stats';
import { onVictoryDraw } from '../victory-draws';
import { drawCard, findUnit, isFieldable } from '../zones';
import type { EffectOf, EffectRules } from './types';

/** Draws one card and plays it into `row` when it is a unit (Recruit); a Victory card's draw directions apply. */
export function recruitInto(s: RuckusState, cards: Cards, seat: number, row: number, by: string): void {
  const id = drawCard(s, seat);
  const name = cards.unit[by]?.name ?? by;
  if (id === null) { if (logOn()) logRule('recruitsNothing', { by: S(seat), card: name }, RULE.recruit); return; }
  if (isFieldable(cards, id)) {
    if (logOn()) logRule('recruits', { by: S(seat), card: name, recruit: cardName(cards, id), row: row + 1 }, RULE.recruit);
    enterPlay(s, cards, seat, id, row, seat, 0);
    return;
  }
  if (onVictoryDraw(s, cards, seat, id)) return;
  s.seats[seat].discard.push(id);
  if (logOn()) logRule('recruitsNonUnit', { by: S(seat), card: name }, RULE.recruitNonUnit);
}

/** Units of a player that may still recruit in the Recruit step (none in Child Friendly; Speed Enhanced activates them). */
export function recruitUnits(s: RuckusState, cards: Cards, seat: number): string[] {
  if (s.child || s.speed) return [];
  const player = s.seats[seat];
  if (player.draw.length === 0 && player.discard.length === 0) return [];
  const out: string[] = [];
  for (const unit of player.army) if (!(unit.flags & (F.RECRUITED | F.DEFEATED)) && skillOf(cards, unit)?.effect.kind === 'recruit') out.push(unit.id);
  return out;
}

export const recruit: EffectRules<EffectOf<'recruit'>> = {
  activate(s, cards, seat, unit) {
    unit.flags |= F.RECRUITED;
    recruitInto(s, cards, seat, unit.row, unit.id);
  },
  useful: (s, _cards, seat) => s.seats[seat].draw.length + s.seats[seat].discard.length > 0,
  speedActivate(s, cards, seat, unit) {
    unit.flags |= F.RECRUITED;
    recruitInto(s, cards, seat, unit.row, unit.id);
  },
  // "all recruit cards played during combat may be played only once, unless they are brought or replayed into combat".
  entered(s, seat, unit) {
    if (s.child || s.speed || s.phase === 'formation' || s.phase === 'recruit') return;
    s.prompts.push({ player: seat, kind: 'recruit-now', unit: unit.id, options: ['recruit'], optional: true, amount: unit.row, card: '' });
  },
  prompts: {
    'recruit-now'(s, cards, prompt) {
      const found = findUnit(s, prompt.unit);
      if (found) { found.unit.flags |= F.RECRUITED; recruitInto(s, cards, prompt.player, found.unit.row, prompt.unit); }
    },
  },
  reaches: true,
  addsDamage: true,
  worth: () => 2.5,
  activationScore: () => 8,
};
