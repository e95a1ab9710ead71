// World of Tanks: Rush types that cross the process boundary (the seat view, the actions, the previews, the card
// set content and the score breakdown), inferred from their schemas in rush/schema.ts: one source for the engine,
// the contract and the renderer.
import { CLASSES, NATIONS } from './rush/cards';
import type { RushAbility } from './rush/schema';

export const RUSH_NATIONS = NATIONS;
export const RUSH_CLASSES = CLASSES;

export type {
  RushAbility, RushAction, RushActionPreview, RushAchievementCard, RushAchievementKind, RushBarracksCard, RushBaseView,
  RushBreakdown, RushCardSet, RushEndReason, RushMedalDeck, RushNation, RushPassive, RushPhase, RushPlayerScore, RushPreview,
  RushScoreLine, RushTurnView, RushVehicleCard, RushVehicleClass, RushView,
} from './rush/schema';
export type RushAbilityKind = RushAbility['kind'];
