// Hints for a human's pending decision, and the record kept for "why did the AI do that": both are the
// search's own statistics at the root (visit share, mean reward) plus a one-line reason in game terms.
import type { Game, PlayerId } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { type GameAi, gameAiFor } from './game-ai';
import { searchIsmcts, type SearchOption, type SearchProgress, type SearchResult, type StopReason } from './ismcts';
import { type Difficulty, isNoisy, pickChances } from './difficulty';
import { levelWords, oneIn, ordinal } from '@shared/games/ai-words';
import { neutral } from '@shared/games/catalogues';
import type { Message, Params } from '@shared/games/words';

export interface AdviceOption<A> {
  readonly action: A;
  /** The game's own description of the action. */
  readonly description: string;
  /** Search iterations through this option, plus any rule-of-thumb credit (`credited`): the figure the pick ranked by. */
  readonly visits: number;
  /** Share of `visits` among all options: how strongly the search preferred it. */
  readonly visitShare: number;
  /** The player's mean reward after this action in the search, in [0, 1] (for an action it never tried, the position's). */
  readonly winChance: number;
  /** 1 for the option the search ranked first (most visits), and so on. */
  readonly rank: number;
  /** For a level that plays weaker moves on purpose: the chance its pick played this option. */
  readonly pickChance?: number;
  /** Visits credited to this option as the game's rule-of-thumb move before the pick (Easy). */
  readonly credited?: number;
  /** One line in game terms (what the option gains and gives up), then `note`, with neutral seat names. */
  readonly reason: string;
  /** The end of `reason` that compares the option with the move played (or the first choice), in the figures above; '' when none. */
  readonly note: string;
  /** The start of `reason` as a message of the game's catalogue (the game AI's `explain`). */
  readonly why: Message;
  /** `note` as messages of the AI's catalogue. */
  readonly noteWords: readonly Message[];
}

/** A level's deliberate weakness at one decision. */
export interface AdviceNoise {
  /** The level's name, e.g. 'easy'. */
  readonly level: string;
  /** The chance, at this decision, that the pick played another option than the search's first choice. */
  readonly weaker: number;
}

export interface Advice<A> {
  readonly player: PlayerId;
  readonly iterations: number;
  readonly stoppedBy: StopReason;
  /** The best options, most visited first (three unless fewer are legal); the move played is always among them. */
  readonly options: readonly AdviceOption<A>[];
  /** For an AI move: what it actually played (at low levels not always the top option). */
  readonly chosen?: AdviceOption<A>;
  /** For a level that plays weaker moves on purpose. */
  readonly noise?: AdviceNoise;
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

/** How a decision was picked from the search's options: the level (its noise) and any rule-of-thumb credit. */
export interface PickContext<A> {
  readonly level?: Pick<Difficulty, 'name' | 'temperature' | 'floor'>;
  readonly credit?: { readonly action: A; readonly visits: number };
}

/**
 * Builds the advice record from a finished search; `chosen` marks the action actually played. The options keep the
 * order and the visits the pick used, and each reason ends with how the option fared beside the move played (or, for
 * a hint, beside the search's first choice), in the same figures.
 */
export function adviceFrom<S, A, V>(result: SearchResult<A>, game: Game<S, A, V>, ai: GameAi<S, A, V>, view: V, player: PlayerId, chosen?: A, top = 3, pick: PickContext<A> = {}): Advice<A> {
  const ranked = result.options;
  const creditOf = (o: SearchOption<A>): number => (pick.credit && o.action === pick.credit.action ? pick.credit.visits : 0);
  // An option the search never tried has no mean reward of its own (a low level may still play it, and a hint may list
  // it when there are more options than iterations): it gets the search's estimate of the position as a whole, the
  // visit-weighted mean over the options it did try, rather than a winning chance of 0.
  let tried = 0, rewardSum = 0, total = 0;
  for (const o of ranked) {
    const real = o.visits - creditOf(o);
    tried += real;
    rewardSum += o.meanReward * real;
    total += o.visits;
  }
  const position = tried > 0 ? rewardSum / tried : 0.5;
  const noisy = pick.level !== undefined && isNoisy(pick.level) && ranked.length > 1 && ranked[0]!.visits > 0;
  const chances = noisy ? pickChances(ranked, pick.level!) : undefined;
  const legal = ranked.map((o) => o.action);
  const chosenAt = chosen === undefined ? -1 : ranked.findIndex((o) => o.action === chosen);
  const stat = (o: SearchOption<A>, i: number) => {
    const credited = creditOf(o);
    return { o, i, visits: o.visits, winChance: o.visits - credited > 0 ? o.meanReward : position, credited };
  };
  const ref = stat(ranked[chosenAt >= 0 ? chosenAt : 0]!, chosenAt >= 0 ? chosenAt : 0);
  // The move played is always listed: past the first `top`, it takes the last place.
  const shown = ranked.slice(0, top).map((o, i) => ({ o, i }));
  if (chosenAt >= top && top > 0) shown[shown.length - 1] = { o: ranked[chosenAt]!, i: chosenAt };
  const shownStats = shown.map(({ o, i }) => stat(o, i));
  const toAdvice = (o: SearchOption<A>, i: number): AdviceOption<A> => {
    const me = stat(o, i);
    const noteWords = comparison(me, ref, shownStats, chosenAt >= 0, pick.level?.name ?? '', chances);
    const note = noteWords.map((m) => ` ${neutral(m)}`).join('');
    const why = ai.explain(o.action, view, legal);
    return {
      action: o.action, description: game.describe(o.action), visits: o.visits, visitShare: total > 0 ? o.visits / total : 0, winChance: me.winChance, rank: i + 1,
      ...(chances ? { pickChance: chances[i]! } : {}), ...(me.credited > 0 ? { credited: me.credited } : {}),
      reason: `${neutral(why)}${note}`, note, why, noteWords,
    };
  };
  const options = shown.map(({ o, i }) => toAdvice(o, i));
  const chosenOption = chosenAt < 0 ? undefined : options.find((o) => o.rank === chosenAt + 1) ?? toAdvice(ranked[chosenAt]!, chosenAt);
  return {
    player, iterations: result.iterations, stoppedBy: result.stoppedBy, options, ...(chosenOption ? { chosen: chosenOption } : {}),
    ...(chances ? { noise: { level: pick.level!.name, weaker: 1 - chances[0]! } } : {}),
  };
}

interface Stat<A> { readonly o: SearchOption<A>; readonly i: number; readonly visits: number; readonly winChance: number; readonly credited: number }

/** A level's name as a player reads it: 'easy' or 'easy:iterations=50' is "Easy". */
export const levelName = (name: string): string => levelWords(name);
export { oneIn, ordinal };

const pct = (x: number): number => Math.round(x * 100);

/**
 * How an option fared in the search beside the move played (or, in a hint, the first choice), in the advice's own
 * figures: messages of the AI's catalogue (src-shared/games/ai-words.ts), none when there is nothing to add.
 */
function comparison<A>(me: Stat<A>, ref: Stat<A>, shown: readonly Stat<A>[], played: boolean, level: string, chances: readonly number[] | undefined): Message[] {
  const say = (msg: string, params: Params): Message => ({ msg: `ai.${msg}`, params });
  const credit = me.credited > 0 ? [say('credit', { level, visits: me.credited })] : [];
  const a = pct(me.winChance), b = pct(ref.winChance);
  const figures = { played, visits: me.visits, against: ref.visits, mine: a, theirs: b };
  const weaker: Params = chances ? { level } : {};
  if (me.o === ref.o) {
    // Why the move played (or the first choice) beat an option the reader sees scored higher.
    const higher = shown.filter((x) => x.o !== me.o && pct(x.winChance) > a && x.visits < me.visits).sort((x, y) => y.winChance - x.winChance)[0];
    const tied = higher ? undefined : shown.find((x) => x.o !== me.o && pct(x.winChance) > a && x.visits === me.visits);
    const trust = higher ? [say('trust-higher', { chance: pct(higher.winChance), visits: higher.visits, against: me.visits })]
      : tied ? [say('trust-tied', { chance: pct(tied.winChance), visits: me.visits })] : [];
    if (played && me.i > 0 && chances) return [...credit, say('weaker-played', { level, weaker: 1 - chances[0]!, rank: me.i + 1 }), ...trust];
    return [...credit, ...trust];
  }
  // Ranked above the move played: only a level that picks weaker moves on purpose plays below its first choice.
  if (me.i < ref.i) return [...credit, say(me.visits === ref.visits ? 'tied-above' : 'preferred', { ...figures, ...weaker })];
  if (me.visits === ref.visits) return [...credit, say('tied-after', figures)];
  return [...credit, say(a > b ? 'higher-fewer' : a < b ? 'worse' : 'same', figures)];
}
