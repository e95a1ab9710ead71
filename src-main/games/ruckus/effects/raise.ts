// "REACTION: After falling forward, recruit the top unit of an opponent's discard pile into this row" (Raisin); it
// returns to that player's discard pile when defeated (FAQ Cards Recruited from Other Players).
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { enterPlay } from '../play';
import { cardName, logRule, RULE } from '../rules';
import type { Cards, RuckusState } from '../state';
import { findUnit, order, targetPrompt, topUnitIndex } from '../zones';
import type { EffectOf, EffectRules } from './types';

/** The opponents whose discard pile holds a unit, as prompt options 'p<seat>'. */
export function raiseTargets(s: RuckusState, cards: Cards, seat: number): string[] {
  const out: string[] = [];
  for (const other of order(s)) if (other !== seat && topUnitIndex(cards, s.seats[other].discard) >= 0) out.push(`p${other}`);
  return out;
}

export const raise: EffectRules<EffectOf<'raise'>> = {
  activate: (s, cards, seat, unit) => targetPrompt(s, seat, 'raise', unit, raiseTargets(s, cards, seat), 0, true),
  usableAfterFall: (s, cards, seat) => raiseTargets(s, cards, seat).length > 0,
  prompts: {
    raise(s, cards, prompt, option) {
      const from = findUnit(s, prompt.unit);
      const owner = Number(option.slice(1));
      const discard = s.seats[owner].discard;
      const id = discard.splice(topUnitIndex(cards, discard), 1)[0];
      if (logOn()) logRule('recruitsBorrowed', { by: S(prompt.player), card: cardName(cards, prompt.unit), target: cardName(cards, id), from: S(owner) }, RULE.borrowed);
      enterPlay(s, cards, prompt.player, id, from ? from.unit.row : 0, owner, 0);
    },
  },
  worth: () => 2,
};
