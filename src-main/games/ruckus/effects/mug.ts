// "Remove a socketed action marker from an opponent's unit, then take 1 VP token from that player" (Mugger); FAQ Mugger:
// the token may be a face-down one (a blind pick) or a used add-on token (RULES.md).
import { logOn } from '@main/engine/log';
import { nextInt } from '@main/engine/rng';
import { seatParam as S } from '@shared/games/words';
import { MUG_FACE_DOWN } from '@shared/games/ruckus-view';
import { cardName, logRule, RULE } from '../rules';
import { F, type RuckusState } from '../state';
import { findUnit, order, targetPrompt } from '../zones';
import type { EffectOf, EffectRules } from './types';

/** Opponents' units with a socketed marker, of players who hold a VP token (face down or used). */
export function mugTargets(s: RuckusState, seat: number): string[] {
  const out: string[] = [];
  for (const other of order(s)) {
    const opponent = s.seats[other];
    if (other === seat || !opponent.inRound || opponent.tokens.length + opponent.used.length === 0) continue;
    for (const unit of opponent.army) if ((unit.flags & F.MARKER) && !(unit.flags & F.DEFEATED)) out.push(unit.id);
  }
  return out;
}

/** The Mugger's pick among a mugged player's tokens: a face-down one (random) or the named used add-on token. */
function mugToken(s: RuckusState, seat: number, from: number, option: string): void {
  const opponent = s.seats[from];
  const player = s.seats[seat];
  if (option === MUG_FACE_DOWN) player.tokens.push(opponent.tokens.splice(nextInt(s.rng, opponent.tokens.length), 1)[0]);
  else player.used.push(opponent.used.splice(opponent.used.indexOf(option), 1)[0]);
  if (logOn()) logRule('mugsToken', { by: S(seat), faceDown: option === MUG_FACE_DOWN, from: S(from) }, RULE.mugger);
}

export const mug: EffectRules<EffectOf<'mug'>> = {
  activate: (s, _cards, seat, unit) => targetPrompt(s, seat, 'mug', unit, mugTargets(s, seat), 0, false),
  useful: (s, _cards, seat) => mugTargets(s, seat).length > 0,
  prompts: {
    mug(s, cards, prompt, option) {
      const seat = prompt.player;
      const found = findUnit(s, option)!;
      found.unit.flags &= ~F.MARKER;
      const opponent = s.seats[found.seat];
      if (logOn()) logRule('mugs', { by: S(seat), card: cardName(cards, prompt.unit), target: cardName(cards, option) }, RULE.mugger);
      // FAQ Mugger: "may choose to resolve the skill by choosing a VP token that has been previously played as an add-on token".
      if (opponent.tokens.length > 0 && opponent.used.length > 0) {
        s.prompts.unshift({ player: seat, kind: 'mug-token', unit: prompt.unit, options: [MUG_FACE_DOWN, ...new Set(opponent.used)], optional: false, amount: found.seat, card: '' });
      } else mugToken(s, seat, found.seat, opponent.tokens.length > 0 ? MUG_FACE_DOWN : opponent.used[0]);
    },
    'mug-token': (s, _cards, prompt, option) => mugToken(s, prompt.player, prompt.amount, option),
  },
  reaches: true,
  addsDamage: true,
  // A face-down token: on average more than the sure 1 VP of a used add-on, and it may be an add-on still to play.
  targetWorth: { 'mug-token': ({ option }) => (option === MUG_FACE_DOWN ? 1 : 0) },
};
