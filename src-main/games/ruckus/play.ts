// Cards coming onto the battlefield and leaving it, and the optional reactions that fire then ("WHEN YOU PLAY THIS
// CARD", "When this unit is discarded"), offered to their player one at a time.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { effectRules, runEffect } from './effects';
import { cardName, logRule, RULE } from './rules';
import { F, type Cards, type Prompt, type RuckusState, type Unit } from './state';
import { skillOf } from './stats';
import { findUnit } from './zones';
import type { TargetWorth } from './effects/types';

/** A card comes onto the battlefield: "REACTION: WHEN YOU PLAY THIS CARD" fires, then its skill's own entry (a recruit card mid-combat may recruit). */
export function enterPlay(s: RuckusState, cards: Cards, seat: number, id: string, row: number, owner: number, flags: number): Unit {
  const unit: Unit = { id, row, damage: 0, flags: flags, owner, addOns: [], attached: [] };
  s.seats[seat].army.push(unit);
  onPlay(s, cards, seat, unit);
  const skill = skillOf(cards, unit);
  if (skill) effectRules(skill.effect).entered?.(s, seat, unit, skill.effect);
  return unit;
}

/** "REACTION: WHEN YOU PLAY THIS CARD": offered when the card is revealed or played. */
export function onPlay(s: RuckusState, cards: Cards, seat: number, unit: Unit): void {
  const skill = skillOf(cards, unit);
  if (!skill || skill.trigger !== 'on-play' || s.child || s.speed) return;
  // "Using a reactive skill is optional": its player decides (Plague Rat's damage may defeat a unit whose own reaction hurts back).
  offerReactions(s, seat, [unit.id]);
}

/**
 * Optional reactions of `seat`'s units to resolve now (on playing a card, on being discarded): one prompt, one unit at a
 * time in the order the player picks, the rest offered again after each; declining lets the rest lapse.
 */
export function offerReactions(s: RuckusState, seat: number, units: string[]): void {
  if (units.length === 0) return;
  const open = s.prompts.find((prompt) => prompt.kind === 'reaction' && prompt.player === seat);
  if (open) { for (const id of units) open.options.push(id); return; }
  s.prompts.push({ player: seat, kind: 'reaction', unit: units[0], options: units.slice(), optional: true, amount: 0, card: '' });
}

/** The AI uses the reactions offered (damage to the opponents, Zeke's burial VP), the first offered first. */
export const offeredReactionWorth: TargetWorth = ({ prompt, option }) => -prompt.options.indexOf(option);

/** The 'reaction' prompt's choice: that unit's reaction resolves, the others are offered again. */
export function resolveOfferedReaction(s: RuckusState, cards: Cards, prompt: Prompt, option: string): void {
  const rest = prompt.options.filter((id) => id !== option);
  if (rest.length > 0) s.prompts.unshift({ ...prompt, unit: rest[0], options: rest });
  const skill = cards.unit[option]?.skill;
  if (!skill) return;
  const rules = effectRules(skill.effect);
  if (rules.offered) { rules.offered(s, cards, prompt.player, option); return; }
  // A discarded unit's reaction resolves from its card, as it stood (it is no longer on the battlefield).
  const found = findUnit(s, option);
  const unit = found && found.seat === prompt.player ? found.unit : { id: option, row: 0, damage: 0, flags: 0, owner: prompt.player, addOns: [], attached: [] };
  runEffect(s, cards, prompt.player, unit, skill, true);
}

/**
 * A unit leaves the battlefield: tokens, attachments and the card go where the rules send them. Its optional
 * reactions to being discarded (Bang, Boom, Zeke's sidelining) join `reacting`, which the caller offers to its player.
 */
export function leaveBattlefield(s: RuckusState, cards: Cards, seat: number, unit: Unit, defeated: boolean, reacting: string[]): void {
  const player = s.seats[seat];
  for (const token of unit.addOns) player.used.push(token);
  for (const kicker of unit.attached) s.kickerDiscard.push(kicker);
  const skill = skillOf(cards, unit);
  const skillWorks = !!skill && !s.child && (!s.speed || (unit.flags & F.MARKER) !== 0);
  s.seats[unit.owner].discard.push(unit.id);
  if (defeated) {
    const cite = unit.flags & F.ZOMBIE ? RULE.zombie : unit.owner !== seat ? RULE.borrowed : RULE.defeated;
    if (logOn()) logRule('discarded', { by: S(seat), card: unit.flags & F.ZOMBIE ? 'Zombie' : cardName(cards, unit.id) }, cite);
  }
  if (!skillWorks || skill!.trigger !== 'on-discard') return;
  const discarded = effectRules(skill!.effect).discarded;
  const reaction = discarded ? discarded(skill!.effect, defeated, unit.owner === seat) : defeated ? 'run' : null;
  if (reaction === 'offer') reacting.push(unit.id);
  else if (reaction === 'run') runEffect(s, cards, seat, unit, skill!, true);
}
