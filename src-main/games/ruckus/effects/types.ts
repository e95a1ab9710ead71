// What one effect kind of the card vocabulary (cards.ts Effect) may define: each file of this folder is one kind, and
// effects.ts (the registry) finds it by the effect's `kind`. Every aspect is optional; an absent one means "nothing".
import type { ActionPreview, RowBonus } from '@shared/games/ruckus-view';
import type { Effect, EffectKind, Skill } from '@shared/games/ruckus/cards';
import type { Cards, Hit, Player, Prompt, PromptKind, RuckusState, Unit } from '../state';

export type EffectOf<K extends EffectKind> = Extract<Effect, { kind: K }>;

/** A prompt's chosen option resolved (the caller checked that it is one of the prompt's options). */
export type PromptResolver = (s: RuckusState, cards: Cards, prompt: Prompt, option: string) => void;

/** What a preview of a prompt's choice needs: the state, the chooser and the targeted unit with its seat. */
export interface ChoiceContext {
  readonly s: RuckusState;
  readonly cards: Cards;
  readonly prompt: Prompt;
  readonly target: { readonly seat: number; readonly unit: Unit };
  /** The total each visible army would declare now, by seat (the preview's projected totals). */
  readonly projected: ReadonlyMap<number, number>;
}

/** What the AI knows of one option of a prompt: the option, the unit it names, and the AI's estimates (asked lazily). */
export interface TargetFacts {
  readonly prompt: Prompt;
  readonly option: string;
  /** The unit the option names, when it names one on the battlefield. */
  readonly unit: Unit | undefined;
  /** The unit's attack and overall worth by the AI's estimates (ai/games/ruckus-estimates.ts). */
  attack(): number;
  unitWorth(): number;
  /** The worth of the option's card by the AI's card values. */
  cardWorth(): number;
}

/** How much the AI likes an option of a prompt (the highest is chosen). */
export type TargetWorth = (facts: TargetFacts) => number;

export interface EffectRules<E extends Effect = Effect> {
  // ---- activation: an active skill's marker, a reaction used, a reaction offered and taken
  /** The effect, for the unit's player; `automatic`: a reaction (its choice of target may be declined). */
  activate?(s: RuckusState, cards: Cards, seat: number, unit: Unit, effect: E, automatic: boolean): void;
  /** Whether activating it now would do anything (no marker wasted on a skill without a target); true when absent. */
  useful?(s: RuckusState, cards: Cards, seat: number, skill: Skill & { effect: E }): boolean;
  /** Speed Enhanced: what activating a skill that is not an active one does at once (its passive use needs the marker). */
  speedActivate?(s: RuckusState, cards: Cards, seat: number, unit: Unit, effect: E): void;
  /** A unit with this skill comes onto the battlefield (after its on-play reaction). */
  entered?(s: RuckusState, seat: number, unit: Unit, effect: E): void;
  /** The activations a player has on its Activation turn while this skill is in its army (Rat & Tat). */
  readonly activations?: number;
  /** The prompts this kind asks, and how each chosen option resolves. */
  readonly prompts?: Partial<Record<PromptKind, PromptResolver>>;

  // ---- passive statistics (stats.ts)
  /** Added to the unit's own melee or ranged while the skill works. */
  selfBonus?(cards: Cards, player: Player, effect: E, stat: 'melee' | 'ranged'): number;
  /** Shields given to the units of its row (to itself when alone there: FAQ Captain). */
  rowShields?(effect: E): number;
  /** The row a bonus to a row as a whole raises, from the unit's row (-1: none). */
  raisedRow?(effect: E, row: number): number;
  /** Damage added to the declared total once it is readied and the unit attacks (Cleaver's row behind). */
  atDeclaration?(s: RuckusState, cards: Cards, unit: Unit, skill: Skill & { effect: E }): number;

  // ---- reactions
  /** A REACTION "when your army takes damage": absorbing some of a hit, or preventing all of it. */
  readonly onDamage?: {
    readonly action: 'absorb' | 'prevent';
    /** Whether it may react to this hit at all (Wallace: Resolution-Phase damage only). */
    usable?(hit: Hit): boolean;
    /** Applies the reaction to the current hit (its marker is already used). */
    take(s: RuckusState, cards: Cards, unit: Unit, effect: E, amount: number | undefined): void;
    /** The part of every hit it can take and block by itself, without a marker; Infinity: the whole hit if its shields hold. */
    lastingBlock?(effect: E, shields: number, amount: number): number;
  };
  /** A REACTION "when this unit is discarded": offered to its player, run at once, or nothing; run when defeated when absent. */
  discarded?(effect: E, defeated: boolean, ownCard: boolean): 'offer' | 'run' | null;
  /** An offered reaction taken (on play, on discard); the effect's activation when absent. */
  offered?(s: RuckusState, cards: Cards, seat: number, id: string): void;
  /** A REACTION "after falling forward": whether it has anything to act on now. */
  usableAfterFall?(s: RuckusState, cards: Cards, seat: number): boolean;

  // ---- a stalemate's means (stalemate.ts)
  /** An unused activation could let the army damage another whatever the formations. */
  readonly reaches?: boolean;
  /** Speed Enhanced: switched on, it can add damage. */
  readonly addsDamage?: boolean;
  /** With 3 or 4 players, stopping another army's melee can change who deals damage. */
  readonly stopsDamage?: boolean;
  /** Damage an unused activation adds at the next Declaration. */
  unusedDamage?(effect: E): number;

  // ---- the AI's rules of thumb (ai/games/ruckus-*.ts)
  /** How much the AI likes each option of the prompts it asks; every option alike (the first kept) when absent. */
  readonly targetWorth?: Partial<Record<PromptKind, TargetWorth>>;
  /** Rough worth in points of attack or defence; 1.5 when absent. */
  worth?(effect: E): number;
  /** How much activating it now is worth to the heuristic; 6 when absent. */
  activationScore?(effect: E, army: readonly Unit[]): number;
  /** The part of `selfBonus` that needs no other card: the AI's quick estimate of a unit counts only this. */
  steadyBonus?(effect: E, stat: 'melee' | 'ranged'): number;
  /** Pull toward the 1st row when a formation is placed. */
  frontPull?(effect: E): number;
  /** The unit belongs behind the row it raises, never in the 1st row for its own sake. */
  staysBehind?(effect: E): boolean;

  // ---- the table's previews (preview.ts)
  /** What activating it would do, when more than the card's text can be shown. */
  previewActivate?(s: RuckusState, cards: Cards, seat: number, unit: Unit, effect: E, projected: ReadonlyMap<number, number>): ActionPreview | null;
  /** What choosing a target of one of its prompts would do. */
  previewChoice?(context: ChoiceContext): ActionPreview | null;
  /** The words for a bonus the unit's own skill gives it (the card's name when absent). */
  selfSource?(player: Player, unit: Unit, effect: E, name: string): string;
  /** A counted row bonus of its total, placed on the row it raises. */
  rowPreview?(seat: number, unit: Unit, effect: E, amount: number, name: string): RowBonus;
}

/** The registry's shape: one entry per effect kind, each typed by its own effect. */
export type EffectRegistry = { readonly [K in EffectKind]: EffectRules<EffectOf<K>> };
