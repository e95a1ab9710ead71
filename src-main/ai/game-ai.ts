// Where each game plugs its knowledge into the game-agnostic search: evaluation, rollout policy, heuristic bot, reasons.
import type { AnyGame, Outcome, PlayerId } from '@main/engine/game';
import type { Message } from '@shared/games/words';
import type { Rng } from '@main/engine/rng';
import type { Bot, BotTurn } from './bot';
import { rushGame, type RushGame } from '@main/games/rush/game';
import { makeRushAi, rushAi } from './games/rush-ai';
import { makeRuckusAi, ruckusAi } from './games/ruckus-ai';
import { ruckusModule } from '@main/games/ruckus/module';
import type { RuckusAnyGame } from '@main/games/ruckus/tournament';

/** A game's hooks for the AI. S, A, V are the game's state, action and view types. */
export interface GameAi<S = any, A = any, V = any> {
  readonly gameId: string;
  /**
   * Reward vector (one entry per player, each in [0, 1]) for a determinized state where a rollout was cut off.
   * `player` is the searching player; the vector must still rate every player from that player's own interest.
   * The state is the rollout's own copy: the hook may play it on (to the end of a round, say) before rating it.
   */
  evaluate(state: S, player: PlayerId): readonly number[];
  /** A cheap heuristic move for rollouts; it may read the whole determinized state. Must return one of `legal`. */
  rolloutPolicy(state: S, player: PlayerId, legal: readonly A[], rng: Rng): A;
  /** The reward vector of a finished game; `outcomeReward` (win share plus a little score share) when absent. */
  terminalReward?(outcome: Outcome): readonly number[];
  /** The game's baseline greedy bot (views only). */
  readonly heuristicBot: Bot;
  /**
   * One line, in the game's words, on what `action` does for the player whose view this is: what it gains and what it
   * gives up, true of this option (not of the search's favourite). `legal` is every option of the decision, for
   * comparisons ("the dearest of the 3 vehicles you can buy"). It may name only the action's own cards and what the
   * view shows; the search's figures are added by the advice (hints.ts). A message of the game's catalogue
   * ('<game>.why.<key>'), so the renderer tells it with the players' names ("your base" only for the reader's own).
   */
  explain(action: A, view: V, legal?: readonly A[]): Message;
  /** A cheap stable identity for an action (equal actions, equal keys); defaults to stable JSON, which is slower. */
  actionKey?(action: A): string;
  /**
   * What `observer` has just learned by chance (a card turned up, a card drawn), as a short key. The search
   * splits its tree on it, so later choices can depend on what the player will have seen. Omit when nothing
   * is revealed except the players' own moves.
   */
  observationKey?(state: S, observer: PlayerId): string;
  /**
   * Decision kinds whose choices stay secret from the other players until a later reveal, even when one player
   * makes them alone (a formation built card by card after the others are done). Choices made by several players
   * at once are always treated as secret.
   */
  readonly secretDecisions?: readonly string[];
  /** Rollout steps before `evaluate` cuts the rollout off; Infinity plays to the end. */
  readonly rolloutDepth?: number;
  /**
   * Share (0-1] of a difficulty's thinking budget for a decision of this kind; 1 when absent. Lets a game spend less
   * on sub-steps that rarely change much (which card pays), so the budget goes to the decisions that matter.
   */
  budgetShare?(decisionKind: string): number;
  /**
   * The search's UCB exploration constant for a decision from this view; the search's default (0.7, tuned on
   * 2-player games) when absent. Rush lowers it with more players: a reward vector shares about 1 between the
   * players, so the gaps between moves shrink with their number and a fixed constant explores ever more widely.
   */
  exploration?(view: V): number;
  /** How many seats the game of this view has; a level's budget may depend on it (`Difficulty.tableIterations`). */
  seats?(view: V): number;
  /**
   * Decision kinds the game's own planner settles better than a search can (a solitary, secret choice with an exact
   * optimiser, such as spending draft points, or a choice whose effect lies past the rollouts' horizon, such as which
   * unit leaves a deck): every level plays the heuristic bot's move there, without searching.
   */
  readonly plannedDecisions?: readonly string[];
  /**
   * The options the search weighs at a decision: `legal` less moves the game knows to be dominated where short
   * playouts cannot show it (an empty formation in Ruckus). Returns a non-empty subset of `legal`; all of it when absent.
   */
  prune?(view: V, player: PlayerId, legal: readonly A[]): readonly A[];
}

/** Steps a default rollout may take before it gives up on reaching the end (a game that loops is a game bug). */
const DEFAULT_ROLLOUT_CAP = 10_000;

/**
 * Hooks for a game without its own: random rollouts to the end of the game, rewarded by the outcome.
 * `evaluate` only runs when a rollout hits the cap; it returns no opinion (an empty vector counts 0 for everyone).
 */
export function defaultGameAi(game: AnyGame): GameAi {
  const ai: GameAi = {
    gameId: game.id,
    evaluate: () => [],
    rolloutPolicy: (_state, _player, legal, rng) => rng.pick(legal),
    heuristicBot: { name: 'heuristic', choose: (turn) => policyChoice(ai, turn) },
    explain: (action) => ({ msg: 'ai.best', params: { move: game.words?.(action) ?? game.describe(action) } }),
    rolloutDepth: DEFAULT_ROLLOUT_CAP,
  };
  return ai;
}

/** A heuristic move from a game's rollout policy, made honest by running it on one determinization of the view. */
export function policyChoice<V, A>(ai: GameAi, turn: BotTurn<V, A>): A {
  const state: unknown = turn.game.determinize(turn.view(), turn.rng);
  return ai.rolloutPolicy(state, turn.player, turn.legal, turn.rng) as A;
}

const registered = new Map<string, GameAi>();
const defaults = new WeakMap<AnyGame, GameAi>();
/**
 * Games whose hooks read the game's own card set (a game made from a set closes over it): their hooks are made once
 * per game object, here, so a search of a user set's game gets hooks of that set.
 */
const factories = new Map<string, (game: AnyGame) => GameAi>();
const made = new WeakMap<AnyGame, GameAi>();

/** Registers how to make a game's hooks from the game object (for games made from a card set). */
export function registerGameAiFactory(gameId: string, make: (game: AnyGame) => GameAi): void {
  factories.set(gameId, make);
}

/** Registers (or replaces) a game's hooks by id; tests add their test games'. Rush and Ruckus make theirs per game (factories below). */
export function registerGameAi(ai: GameAi): void {
  registered.set(ai.gameId, ai);
}

/** The game's registered hooks, else the generic default for that game. */
export function gameAiFor(game: AnyGame): GameAi {
  const found = registered.get(game.id);
  if (found) return found;
  const make = factories.get(game.id);
  if (make) {
    let ai = made.get(game);
    if (!ai) made.set(game, (ai = make(game)));
    return ai;
  }
  let fallback = defaults.get(game);
  if (!fallback) {
    fallback = defaultGameAi(game);
    defaults.set(game, fallback);
  }
  return fallback;
}

export function gameAiIds(): string[] {
  return [...new Set([...registered.keys(), ...factories.keys()])];
}

registerGameAiFactory('rush', (game) => makeRushAi(game as RushGame));
made.set(rushGame, rushAi);
registerGameAiFactory('ruckus', (game) => makeRuckusAi(game as RuckusAnyGame));
made.set(ruckusModule.game, ruckusAi);
