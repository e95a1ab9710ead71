// The games Skirmish knows, each as a GameModule: the rules, its card set tools and its scenario support.
// Hosts, services, the CLI and the AI find games here and nowhere else.
import type { ValidationIssue } from '@shared/contract/errors';
import type { AnyGame } from '@main/engine/game';
import type { ScenarioSupport } from '@main/engine/scenario';

export interface CardSetCheck<Set> {
  readonly ok: boolean;
  readonly set?: Set;
  /** Precise problems: `path` names the card and field (e.g. `vehicles[12].armour`), `message` says why. */
  readonly issues: ValidationIssue[];
}

export interface GameModule<S = any> {
  readonly game: AnyGame;
  /** The project's own default card set, as plain data. */
  readonly defaultCardSet: unknown;
  /** Validates a card set (for example a user's JSON file) against the game's schema and rules. */
  validateCardSet(json: unknown): CardSetCheck<unknown>;
  /**
   * The module of the game made from a card set's content (a user's JSON; validated here, throws on an invalid set):
   * its `game` plays that set's states, and only those. A game holds its card set itself, so anything that plays a
   * state of a user set (a service, an AI worker, a resumed match) gets that set's game from its content, through
   * `gameModuleFor` (games/index.ts), the one place that keeps made games for reuse. Absent content: this module.
   */
  withCardSet(content: unknown): GameModule<S>;
  readonly scenarios: ScenarioSupport<S>;
  /** Numbers a simulation reports for a finished game: turns or rounds played, and why it ended. */
  summary(state: S): { turns: number; endReason: string };
  /**
   * What each seat played and used, for statistics: the Rush nation or Ruckus guild it played most, and the cards it
   * bought or drafted (card id to copies). Optional: without it a match's results carry scores only.
   */
  seatStats?(state: S): { faction: string | null; cards: Record<string, number> }[];
  /**
   * Whether `actor`'s move (from `before` to `after`) left `seat`'s position as it was, so an action `seat` chose on
   * the earlier view still answers the position (a Draft Tournament's other table). Optional: without it every move
   * changes every seat's position, and an action sent on an older view is refused as out of date.
   */
  seatUntouched?(before: S, after: S, actor: number, seat: number): boolean;
  /** Setup variants a player can choose when starting a match, each with the setup options it stands for. */
  readonly setupChoices?: readonly { id: string; name: string; description: string; options: Record<string, unknown>; players?: readonly number[] }[];
  /** Setup options for a simulation run from CLI flags (e.g. a turn limit, a Ruckus setup variant). */
  simulationOptions(flags: { maxTurns?: number; setup?: string; cardSet?: unknown }): Record<string, unknown>;
}
