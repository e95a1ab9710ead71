// "REACTION: After falling forward, reveal the top card of each opponent's draw pile and recruit one revealed unit into
// this row; the rest go back on top" (Bandit). The unit is lent: it returns at the start of the next Activation Phase.
import { logOn } from '@main/engine/log';
import { shuffleInPlace } from '@main/engine/rng';
import { seatParam as S } from '@shared/games/words';
import { enterPlay } from '../play';
import { cardName, logRule, RULE } from '../rules';
import { F } from '../state';
import { findUnit, isFieldable, order, targetPrompt } from '../zones';
import type { EffectOf, EffectRules } from './types';

export const bandit: EffectRules<EffectOf<'bandit'>> = {
  activate(s, cards, seat, unit) {
    const options: string[] = [];
    for (const other of order(s)) {
      if (other === seat || !s.seats[other].inRound) continue;
      const opponent = s.seats[other];
      if (opponent.draw.length === 0 && opponent.discard.length > 0) { opponent.draw = shuffleInPlace(s.rng, opponent.discard); opponent.discard = []; }
      if (opponent.draw.length === 0) continue;
      opponent.topShown = true;
      const top = opponent.draw[opponent.draw.length - 1];
      if (isFieldable(cards, top)) options.push(top);
    }
    if (logOn()) logRule('revealsTops', { by: S(seat), card: cardName(cards, unit.id) }, `#${unit.id}`);
    targetPrompt(s, seat, 'bandit', unit, options, 0, true);
  },
  usableAfterFall: (s, _cards, seat) => order(s).some((other) => other !== seat && s.seats[other].inRound && s.seats[other].draw.length + s.seats[other].discard.length > 0),
  prompts: {
    bandit(s, cards, prompt, option) {
      const seat = prompt.player;
      const from = findUnit(s, prompt.unit);
      let owner = -1;
      for (let other = 0; other < s.players; other++) if (other !== seat && s.seats[other].topShown && s.seats[other].draw[s.seats[other].draw.length - 1] === option) owner = other;
      const opponent = s.seats[owner];
      opponent.draw.pop();
      opponent.topShown = false;
      if (logOn()) logRule('banditRecruits', { by: S(seat), card: cardName(cards, prompt.unit), target: cardName(cards, option), from: S(owner) }, RULE.banditFaq);
      enterPlay(s, cards, seat, option, from ? from.unit.row : 0, owner, F.LOAN);
    },
  },
  worth: () => 2,
  // The AI takes the card its values rate highest.
  targetWorth: { bandit: ({ cardWorth }) => cardWorth() },
};
