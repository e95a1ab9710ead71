// The registry of skill effect kinds: each kind of the card vocabulary (cards.ts Effect) is one file of effects/,
// holding every aspect of it (activation, passive figures, reactions, prompts, the AI's values, previews). The rules
// reach a kind only through `effectRules`; only this file imports the kinds' files, so the import cycle through them
// (kind -> play -> registry) is always entered here or below and never finds a kind half-loaded.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import type { Effect, Skill } from '@shared/games/ruckus/cards';
import type { ActionPreview } from '@shared/games/ruckus-view';
import { attachBulletProof, bulletProofTargetWorth } from './kickers';
import { offeredReactionWorth, resolveOfferedReaction } from './play';
import { cardName, logRule, RULE } from './rules';
import { F, type Cards, type Prompt, type PromptKind, type RuckusState, type Unit } from './state';
import { skillOf } from './stats';
import { absorb } from './effects/absorb';
import { bandit } from './effects/bandit';
import { bury } from './effects/bury';
import { damageBonus } from './effects/damage-bonus';
import { disableMelee } from './effects/disable-melee';
import { drawKickerEffect } from './effects/draw-kicker';
import { extraActivation } from './effects/extra-activation';
import { heal } from './effects/heal';
import { mug } from './effects/mug';
import { preventAll } from './effects/prevent-all';
import { raise } from './effects/raise';
import { recruit } from './effects/recruit';
import { replay } from './effects/replay';
import { rowBehind } from './effects/row-behind';
import { rowBonus } from './effects/row-bonus';
import { rowShield } from './effects/row-shield';
import { selfBonus } from './effects/self-bonus';
import { unblockable } from './effects/unblockable';
import { zombie } from './effects/zombie';
import type { ChoiceContext, EffectRegistry, EffectRules, PromptResolver, TargetWorth } from './effects/types';

export { absorbAmounts } from './effects/absorb';
export { buryMax } from './effects/bury';
export { healTargets } from './effects/heal';
export { mugTargets } from './effects/mug';
export { raiseTargets } from './effects/raise';
export { recruitInto, recruitUnits } from './effects/recruit';
export type { EffectRules } from './effects/types';

const EFFECTS: EffectRegistry = {
  recruit, 'row-bonus': rowBonus, 'self-bonus': selfBonus, 'row-shield': rowShield, 'damage-bonus': damageBonus, unblockable, zombie,
  'draw-kicker': drawKickerEffect, heal, absorb, 'prevent-all': preventAll, 'disable-melee': disableMelee, 'row-behind': rowBehind,
  'extra-activation': extraActivation, mug, bandit, raise, replay, bury,
};

/** The rules of an effect's kind. */
export function effectRules<E extends Effect>(effect: E): EffectRules<E> {
  return EFFECTS[effect.kind] as unknown as EffectRules<E>;
}

/** Applies a skill's effect for the unit's controller (its kind's activation; nothing for a kind that only works passively). */
export function runEffect(s: RuckusState, cards: Cards, seat: number, unit: Unit, skill: Skill, automatic: boolean): void {
  effectRules(skill.effect).activate?.(s, cards, seat, unit, skill.effect, automatic);
}

/** Whether activating this unit's skill now would do anything (no wasted markers on skills without a target). */
export function activationUseful(s: RuckusState, cards: Cards, seat: number, unit: Unit): boolean {
  const skill = skillOf(cards, unit);
  if (!skill || s.child || (unit.flags & F.MARKER)) return false;
  if (!s.speed && skill.trigger !== 'active') return false;
  const useful = effectRules(skill.effect).useful;
  return useful ? useful(s, cards, seat, skill) : true;
}

/** The effect kind that asks each kind of prompt. */
const PROMPT_OWNERS: Readonly<Partial<Record<PromptKind, EffectRules>>> = Object.fromEntries(
  (Object.values(EFFECTS) as EffectRules[]).flatMap((rules) => Object.keys(rules.prompts ?? {}).map((kind) => [kind, rules])),
);

/** Who resolves each prompt kind: the effect kinds' own, Bullet Proof's (kickers.ts) and the offered reactions' (play.ts). */
const PROMPTS: Readonly<Record<PromptKind, PromptResolver>> = Object.assign(
  { 'bullet-proof': attachBulletProof, reaction: resolveOfferedReaction },
  ...(Object.values(EFFECTS) as EffectRules[]).map((rules) => rules.prompts ?? {}),
);

/** Resolves a prompt's chosen option, or its decline (`null`); the caller checked the option. */
export function resolvePrompt(s: RuckusState, cards: Cards, prompt: Prompt, option: string | null): void {
  if (option === null) {
    if (logOn()) logRule('declined', { by: S(prompt.player), card: cardName(cards, prompt.unit) }, prompt.kind === 'reaction' ? RULE.reactive : undefined);
    return;
  }
  PROMPTS[prompt.kind](s, cards, prompt, option);
}

/**
 * How much the AI likes an option of a prompt of kind `kind`, from the prompt's owner: its effect kind, Bullet Proof
 * (kickers.ts) or the offered reactions (play.ts); undefined when every option is alike to it.
 */
export function targetWorth(kind: PromptKind): TargetWorth | undefined {
  if (kind === 'bullet-proof') return bulletProofTargetWorth;
  if (kind === 'reaction') return offeredReactionWorth;
  return PROMPT_OWNERS[kind]?.targetWorth?.[kind];
}

/** What choosing an option of the current prompt would do, from the effect kind that asked it; null when it shows nothing. */
export function previewChoice(context: ChoiceContext): ActionPreview | null {
  return PROMPT_OWNERS[context.prompt.kind]?.previewChoice?.(context) ?? null;
}
