// Hints for a human's pending decision, and the record kept for "why did the AI do that": both are the
// search's own statistics at the root (visit share, mean reward) plus a one-line reason in game terms.
import type { Game, PlayerId } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { type GameAi, gameAiFor } from './game-ai';
import { searchIsmcts, type SearchOption, type SearchProgress, type SearchResult, type StopReason } from './ismcts';

export interface AdviceOption<A> {
  readonly action: A;
  /** The game's own description of the action. */
  readonly description: string;
  readonly visits: number;
  /** Share of the search's visits at the root: how strongly the search preferred it. */
  readonly visitShare: number;
  /** The player's mean reward after this action in the search, in [0, 1] (for an action it never tried, the position's). */
  readonly winChance: number;
  /** One line in game terms. */
  readonly reason: string;
}

export interface Advice<A> {
  readonly player: PlayerId;
  readonly iterations: number;
  readonly stoppedBy: StopReason;
  /** The best options, most visited first (three unless fewer are legal). */
  readonly options: readonly AdviceOption<A>[];
  /** For an AI move: what it actually played (at low levels not always the top option). */
  readonly chosen?: AdviceOption<A>;
}

export interface HintRequest<S, A, V> {
  readonly game: Game<S, A, V>;
  readonly view: V;
  readonly player: PlayerId;
  readonly legal: readonly A[];
  readonly seed: number | string;
  readonly iterations?: number;
  readonly maxMillis?: number;
  readonly now?: () => number;
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (progress: SearchProgress<A>) => void;
  readonly ai?: GameAi<S, A, V>;
  /** How many options to return (default 3). */
  readonly top?: number;
}

/** Searches the player's decision from its view and returns the top options with reasons. */
export function hint<S, A, V>(req: HintRequest<S, A, V>): Advice<A> {
  const ai = req.ai ?? (gameAiFor(req.game) as GameAi<S, A, V>);
  const result = searchIsmcts({
    game: req.game, view: req.view, player: req.player, legal: req.legal, rng: new Rng(req.seed), ai,
    iterations: req.iterations, maxMillis: req.maxMillis, now: req.now, shouldStop: req.shouldStop, onProgress: req.onProgress,
    exploration: ai.exploration?.(req.view),
  });
  return adviceFrom(result, req.game, ai, req.view, req.player, undefined, req.top);
}

/** Builds the advice record from a finished search; `chosen` marks the action actually played. */
export function adviceFrom<S, A, V>(result: SearchResult<A>, game: Game<S, A, V>, ai: GameAi<S, A, V>, view: V, player: PlayerId, chosen?: A, top = 3): Advice<A> {
  // An option the search never tried has no mean reward of its own (a low level may still play it, and a hint may list
  // it when there are more options than iterations): it gets the search's estimate of the position as a whole, the
  // visit-weighted mean over the options it did try, rather than a winning chance of 0.
  const visits = result.options.reduce((n, o) => n + o.visits, 0);
  const position = visits > 0 ? result.options.reduce((r, o) => r + o.meanReward * o.visits, 0) / visits : 0.5;
  const toAdvice = (o: SearchOption<A>): AdviceOption<A> => ({
    action: o.action, description: game.describe(o.action), visits: o.visits, visitShare: o.share, winChance: o.visits > 0 ? o.meanReward : position, reason: ai.explain(o.action, view),
  });
  const options = result.options.slice(0, top).map(toAdvice);
  let chosenOption: AdviceOption<A> | undefined;
  if (chosen !== undefined) {
    const i = result.options.findIndex((o) => o.action === chosen);
    chosenOption = i >= 0 && i < top ? options[i] : i >= 0 ? toAdvice(result.options[i]!) : undefined;
  }
  return { player, iterations: result.iterations, stoppedBy: result.stoppedBy, options, ...(chosenOption ? { chosen: chosenOption } : {}) };
}
