// Kicker cards: drawn by a skill ("Draw a Kicker card"), "played instantly and its effect is resolved immediately";
// one handler per Kicker effect kind (cards.ts KickerEffect).
import { logOn } from '@main/engine/log';
import { shuffleInPlace } from '@main/engine/rng';
import { seatParam as S } from '@shared/games/words';
import type { KickerEffect } from '@shared/games/ruckus/cards';
import { unblockableToOpponents } from './damage';
import { enterPlay } from './play';
import { cardName, logRule, RULE } from './rules';
import { F, type Cards, type Prompt, type RuckusState, type Unit } from './state';
import { findUnit, topUnitIndex } from './zones';
import type { TargetWorth } from './effects/types';

/** What one Kicker does for the unit that drew it; `kicker` is the card, in no zone until the handler puts it somewhere. */
type KickerHandler<K extends KickerEffect['kind']> = (s: RuckusState, cards: Cards, seat: number, unit: Unit, kicker: string, effect: Extract<KickerEffect, { kind: K }>) => void;

const KICKERS: { readonly [K in KickerEffect['kind']]: KickerHandler<K> } = {
  'bullet-proof'(s, cards, seat, unit, kicker) {
    const options: string[] = [];
    for (const other of s.seats[seat].army) if (!(other.flags & (F.DEFEATED | F.ZOMBIE)) && cards.unit[other.id]?.level === 1) options.push(other.id);
    if (options.length === 0) { s.kickerDiscard.push(kicker); if (logOn()) logRule('bulletProofNone', {}, RULE.kickerNoEffect); return; }
    if (options.length === 1) { findUnit(s, options[0])!.unit.attached.push(kicker); if (logOn()) logRule('bulletProofAttaches', { target: cardName(cards, options[0]) }, `#${kicker}`); return; }
    // Held aside until the player chooses; the prompt's resolution attaches it.
    s.prompts.push({ player: seat, kind: 'bullet-proof', unit: unit.id, options, optional: false, amount: 0, card: kicker });
  },
  'attach-stat'(_s, cards, _seat, unit, kicker) {
    unit.attached.push(kicker);
    if (logOn()) logRule('kickerAttaches', { kicker: cards.kicker[kicker].name, target: cardName(cards, unit.id) }, `#${kicker}`);
  },
  'shot-in-the-dark'(s, cards, _seat, unit, kicker) {
    s.kickerDiscard.push(kicker);
    const token = s.tokenPool.pop();
    if (!token) { if (logOn()) logRule('noToken', {}, RULE.kickerNoEffect); return; }
    if (cards.token[token].addOn === 'ranged') { unit.addOns.push(token); if (logOn()) logRule('rangedToken', { target: cardName(cards, unit.id) }, RULE.shotInTheDark); }
    else { s.tokenPool.unshift(token); if (logOn()) logRule('tokenBack', {}, `#${kicker}`); }
  },
  replay(s, cards, seat, unit, kicker) {
    s.kickerDiscard.push(kicker);
    const player = s.seats[seat];
    const at = topUnitIndex(cards, player.discard);
    if (at < 0) { if (logOn()) logRule('noUnitToPlay', {}, RULE.kickerNoEffect); return; }
    const id = player.discard.splice(at, 1)[0];
    enterPlay(s, cards, seat, id, unit.row, seat, 0);
    if (logOn()) logRule('kickerPlays', { kicker: cards.kicker[kicker].name, target: cardName(cards, id), row: unit.row + 1 }, `#${kicker}`);
  },
  unblockable(s, _cards, seat, _unit, kicker, effect) {
    s.kickerDiscard.push(kicker);
    unblockableToOpponents(s, seat, effect.amount, -1, `#${kicker}`);
  },
  heal(s, cards, _seat, unit, kicker, effect) {
    s.kickerDiscard.push(kicker);
    unit.damage = Math.max(0, unit.damage - effect.amount);
    if (logOn()) logRule('kickerHeals', { kicker: cards.kicker[kicker].name, target: cardName(cards, unit.id) }, `#${kicker}`);
  },
  'damage-bonus'(s, cards, seat, _unit, kicker, effect) {
    s.kickerDiscard.push(kicker);
    s.seats[seat].bonus += effect.amount;
    if (logOn()) logRule('kickerDamage', { kicker: cards.kicker[kicker].name, amount: effect.amount }, `#${kicker}`);
  },
};

/** The unit's player draws the top Kicker (reshuffling the Kicker discard pile when the deck is empty) and plays it. */
export function drawKicker(s: RuckusState, cards: Cards, seat: number, unit: Unit): void {
  if (s.kickers.length === 0) {
    s.kickers = shuffleInPlace(s.rng, s.kickerDiscard);
    s.kickerDiscard = [];
    if (logOn()) logRule('kickerReshuffle', {}, RULE.kickerReshuffle);
  }
  const kicker = s.kickers.pop();
  if (!kicker) return;
  const card = cards.kicker[kicker];
  if (logOn()) logRule('kickerDrawn', { by: S(seat), card: cardName(cards, unit.id), kicker: card.name }, RULE.kickerPlayed);
  (KICKERS[card.effect.kind] as KickerHandler<KickerEffect['kind']>)(s, cards, seat, unit, kicker, card.effect);
}

/** The AI's liking for a Bullet Proof holder: the most useful unit, most of all one in the 1st row, where hits land. */
export const bulletProofTargetWorth: TargetWorth = ({ unit, unitWorth }) => (unit ? unitWorth() + (unit.row === 0 ? 5 : 0) : 0);

/** The 'bullet-proof' prompt's choice: the Kicker held aside attaches to the chosen Level 1 unit. */
export function attachBulletProof(s: RuckusState, cards: Cards, prompt: Prompt, option: string): void {
  findUnit(s, option)!.unit.attached.push(prompt.card);
  if (logOn()) logRule('attachesBulletProof', { by: S(prompt.player), target: cardName(cards, option) });
}
