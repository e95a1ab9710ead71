// The Ruckus types that cross the process boundary (the views, the actions, the previews, the card set content and
// the outcome's breakdown), inferred from their schemas in ruckus/schema.ts and ruckus/cards.ts: one source for the
// engine, the contract and the renderer; with the few constants both processes read.
import { GUILDS, type Guild } from './ruckus/cards';

export type {
  CardSet as RuckusCardSet, Effect, Guild, KickerCard, KickerEffect, Skill, Trigger, UnitCard, VictoryCard, VictoryDraw, VpToken,
} from './ruckus/cards';
export type {
  ActionPreview, Hit, Phase, PlayerView, Prompt, PromptKind, RowBonus, RuckusAction, RuckusBreakdown, RuckusOutcomeBreakdown,
  RuckusPreview, RuckusSeatPreview, RuckusSeatView, RuckusTableCommon, RuckusView, ScorePreview, SetupKind, Sidelined, StatPreview,
  StatReason, TotalPart, TotalPreview, TournamentBreakdown, TournamentPreview, TournamentView, Unit, UnitFlags, UnitPreview,
} from './ruckus/schema';

export const RUCKUS_GUILDS: readonly Guild[] = GUILDS;
/** "each player has 12 draft points available" (Advanced Gameplay Setup); the engine's DRAFT_POINTS (rules.ts) is this number. */
export const DRAFT_POINTS = 12;
export type Stat = 'melee' | 'ranged';
/** The four printed numbers of a unit, as the previews name them. */
export type RuckusStat = 'melee' | 'ranged' | 'shields' | 'hearts';

/** A 'mug-token' prompt's option for a face-down VP token (a blind, random pick); its other options are used add-on tokens. */
export const MUG_FACE_DOWN = 'face-down';

/** The 3-2-1 rule: row capacities. */
export const ROW_CAP = [3, 2, 1] as const;

/** A formation shape is legal when no row exceeds its capacity and no row holds units while the one in front is empty. */
export function legalShape(rows: readonly number[]): boolean {
  for (let r = 0; r < 3; r++) {
    if ((rows[r] ?? 0) > ROW_CAP[r]!) return false;
    if (r > 0 && (rows[r] ?? 0) > 0 && (rows[r - 1] ?? 0) === 0) return false;
  }
  return true;
}
