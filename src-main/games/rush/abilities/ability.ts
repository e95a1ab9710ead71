// What every ability keyword module (abilities/<keyword>.ts) holds: the effect of its card text, the decision it opens
// (its legality, the refusals naming its rules, its choice carried out, its preview) and its worth to the AI.
import type { RuleError } from '@shared/contract/errors';
import type { Ability, AbilityKind } from '@shared/games/rush/cards';
import type { RushActionPreview } from '@shared/games/rush-view';
import type { PlayerId } from '@main/engine/game';
import type { Memo, Parsed } from '../action-table';
import type { Compiled } from '../compiled';
import type { CiteKey } from '../rules';
import type { RushAction, RushState } from '../state';

/** The decision an ability opens (Research's reserve card, Repair's depot cards, Assault's target, Sabotage's discards). */
export interface AbilityDecision {
  /** The state's phase while the decision is open (state.ts). */
  readonly phase: number;
  /** The legal choices of `player` (pushed to `out`). */
  choices(s: RushState, c: Compiled, m: Memo, player: PlayerId, out: RushAction[]): void;
  /** Why `player` may not make choice `a` now (the rule it breaks), or null. */
  ruleBroken(s: RushState, c: Compiled, player: PlayerId, a: Parsed): RuleError | null;
  /** Carries out a legal choice. */
  perform(s: RushState, c: Compiled, player: PlayerId, a: Parsed): void;
  /** What a choice did, from the states before and after it (Game.preview), or null when there is nothing to show. */
  preview?(c: Compiled, before: RushState, after: RushState, a: RushAction): RushActionPreview | null;
}

export interface AbilityRule<K extends AbilityKind = AbilityKind> {
  readonly kind: K;
  /** The key of the card text's passage in CITE (rules.ts), quoted by the log. */
  readonly cite: CiteKey;
  /** Carries out the ability of `card` (the card in play); true when it opened its decision, false when it is done. */
  run(s: RushState, c: Compiled, card: number, ability: Extract<Ability, { kind: K }>): boolean;
  readonly decision?: AbilityDecision;
  /** A rough long-run worth of the ability on a card bought now, in points of cost (the AI's card values). */
  worth(ability: Extract<Ability, { kind: K }>): number;
}
