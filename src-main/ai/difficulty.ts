// Difficulty levels: a thinking budget plus noise. Low levels choose among the search's good options with a
// softmax over visits (human-like slips); they never consider an option the search visited rarely (no blunders).
import { neutral } from '@shared/games/catalogues';
import type { Message } from '@shared/games/words';
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import type { Bot, BotTurn } from './bot';
import { type GameAi, gameAiFor } from './game-ai';
import { type Advice, adviceFrom } from './hints';
import { DEFAULT_EXPLORATION, searchIsmcts, type SearchOption, type SearchProgress } from './ismcts';

export type DifficultyName = 'easy' | 'normal' | 'hard' | 'expert';

export interface Difficulty {
  readonly name: string;
  /** Search iterations per decision. */
  readonly iterations: number;
  /** Search iterations per decision in the games named (by game id), in place of `iterations`; other games use `iterations`. */
  readonly gameIterations?: Readonly<Record<string, number>>;
  /**
   * Search iterations per decision at tables of a given size, by game id and then number of seats, in place of the
   * game's budget (`gameIterations` or `iterations`); a size not named keeps it.
   */
  readonly tableIterations?: Readonly<Record<string, Readonly<Record<number, number>>>>;
  /** Cap per decision when the caller supplies a clock (the app does; headless simulations count iterations only). */
  readonly maxMillis: number;
  /** Softmax temperature over visit counts: 0 plays the most visited option. */
  readonly temperature: number;
  /** Options visited less than this share of the top option's visits are never played. */
  readonly floor: number;
  /**
   * Visits credited to the game's heuristic move before the noisy pick, as a share of the budget (default 0). A
   * small search spreads its visits thinly, so without it Easy chose nearly at random among many purchases and
   * attacks and let won games drag on; with it Easy starts from a sensible move and still slips to close options.
   */
  readonly prior?: number;
  /**
   * The rollout's length as a multiple of the game's own `rolloutDepth` (default 1): one number for every game, or one
   * per game id (a game not named keeps its own depth). Longer rollouts see more of the game before the evaluation
   * guesses the rest, at a higher cost per iteration and noisier results.
   */
  readonly rolloutDepthScale?: number | Readonly<Record<string, number>>;
  /**
   * The search's UCB exploration constant as a multiple of the game's own (default 1). A smaller one spends more of
   * the budget on the options that look best, and deepens the tree along them; no level uses one: it trusts the
   * search's early, noisy estimates and played worse (bench/RESULTS.md, History).
   */
  readonly explorationScale?: number;
}

export const difficulties: Readonly<Record<DifficultyName, Difficulty>> = {
  // Ruckus budgets are smaller and spread wider: extra search alone pays off less and less there, so each level needs
  // a bigger ratio over the one below (the series behind each budget: bench/RESULTS.md).
  // Ruckus Normal at 200 beat Easy at 60 clearly but Hard beat it in only 63.5%: Normal at 100 widens the step to Hard
  // (73.0%), and Easy at 15 keeps the step below (74.0%). Draft picks are not searched at any level (ruckus-ai.ts).
  easy: { name: 'easy', iterations: 200, gameIterations: { ruckus: 15 }, maxMillis: 300, temperature: 1, floor: 0.3, prior: 0.25 },
  normal: { name: 'normal', iterations: 1000, gameIterations: { ruckus: 100 }, maxMillis: 800, temperature: 0.25, floor: 0.5 },
  // Hard at a Rush table of 3-5 seats searches three times as much: with 5,000 iterations it won 38.0% of 200 4-player
  // games against three heuristic bots, short of clearly above their share; more seats spread the same budget thinner.
  hard: { name: 'hard', iterations: 5000, gameIterations: { ruckus: 800 }, tableIterations: { rush: { 3: 15000, 4: 15000, 5: 15000 } }, maxMillis: 2000, temperature: 0, floor: 1 },
  // Expert: more budget alone stops paying off once the search has settled on the evaluation's opinion, so Expert also
  // looks further before the evaluation guesses: in Rush four times Hard's budget and three times the rollout (30
  // steps, about six turns; against Hard 1.5 times won 59.3% of 200, twice 62.9% of 424, three times 71.3% of
  // 200); in Ruckus six times the depth (72 steps reach past the Formation Phase), whose longer playouts cost
  // about twice as much each, hence 4,000 iterations (bench/RESULTS.md). At a Rush table of 3-5 seats it keeps four
  // times Hard's budget there, within its 5 s cap.
  expert: { name: 'expert', iterations: 20000, gameIterations: { ruckus: 4000 }, tableIterations: { rush: { 3: 60000, 4: 60000, 5: 60000 } }, maxMillis: 5000, temperature: 0, floor: 1, rolloutDepthScale: { rush: 3, ruckus: 6 } },
};

export const difficultyNames = Object.keys(difficulties) as DifficultyName[];

export interface DecideOptions {
  readonly now?: () => number;
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (progress: SearchProgress<unknown>) => void;
  readonly progressEvery?: number;
  /** How many of the search's options the advice record keeps (default 3, as hints show; Infinity keeps all). */
  readonly adviceTop?: number;
}

export interface Decision<A> {
  readonly action: A;
  /** The search's statistics: what "why did the AI do that" shows. */
  readonly advice: Advice<A>;
}

/** A reason with nothing to compare: the game's words alone. */
const reasonOf = (why: Message): { reason: string; note: string; why: Message; noteWords: readonly Message[] } => ({ reason: neutral(why), note: '', why, noteWords: [] });

/** Searches a bot's decision at a difficulty and picks its move, with the advice record behind it. */
export function decide<V, A>(turn: BotTurn<V, A>, level: Difficulty, options: DecideOptions = {}): Decision<A> {
  const game = turn.game as AnyGame;
  const ai = gameAiFor(game) as GameAi<unknown, A, V>;
  const view = turn.view();
  if (ai.plannedDecisions?.includes(turn.decision.kind) && turn.legal.length > 1) {
    const action = ai.heuristicBot.choose(turn);
    const option = {
      action, description: game.describe(action), visits: 0, visitShare: 1, winChance: clamp01(ai.evaluate(game.determinize(view, turn.rng), turn.player)[turn.player] ?? 0.5),
      rank: 1, ...reasonOf(ai.explain(action, view, turn.legal)),
    };
    return { action, advice: { player: turn.player, iterations: 0, stoppedBy: 'iterations', options: [option], chosen: option } };
  }
  const pruned = ai.prune?.(view, turn.player, turn.legal);
  const legal = pruned && pruned.length > 0 ? pruned : turn.legal;
  // The search owns a stream split off the turn's, so a seat's later choices do not depend on search length.
  const rng = new Rng([turn.rng.u32(), turn.rng.u32(), turn.rng.u32(), turn.rng.u32()]);
  const share = budgetShare(ai, turn.decision.kind);
  const result = searchIsmcts<unknown, A, V>({
    game, view, player: turn.player, legal, rng, ai,
    iterations: Math.max(1, Math.round(iterationsFor(level, ai.gameId, ai.seats?.(view)) * share)), maxMillis: options.now ? level.maxMillis * share : undefined, now: options.now,
    shouldStop: options.shouldStop, onProgress: options.onProgress as ((p: SearchProgress<A>) => void) | undefined, progressEvery: options.progressEvery,
    // A level that plays the most visited option may stop once that option is settled; noisy levels need the full counts.
    stopWhenDecided: level.temperature <= 0,
    exploration: scaledExploration(ai.exploration?.(view), level.explorationScale),
    rolloutDepth: scaledDepth(ai, level.rolloutDepthScale),
  });
  const sensible = level.prior && level.temperature > 0 ? ai.heuristicBot.choose({ game: turn.game, player: turn.player, decision: turn.decision, legal, view: () => view, rng }) : undefined;
  const credit = sensible === undefined ? undefined : { action: sensible, visits: level.prior! * result.iterations };
  // The advice ranks the options as the pick saw them (with the rule-of-thumb credit), so its figures are the ones used.
  const ranked = credit === undefined ? result.options : withPrior(result.options, credit.action, credit.visits);
  const action = pickWithNoise(ranked, level, rng);
  return { action, advice: adviceFrom({ ...result, options: ranked }, game, ai, view, turn.player, action, options.adviceTop, { level, ...(credit ? { credit } : {}) }) };
}

/**
 * The level's budget per decision in a game: its own for that game at a table of `seats`, if it names one, else its
 * own for that game, else `iterations`.
 */
export function iterationsFor(level: Pick<Difficulty, 'iterations' | 'gameIterations' | 'tableIterations'>, gameId: string, seats?: number): number {
  return (seats === undefined ? undefined : level.tableIterations?.[gameId]?.[seats]) ?? level.gameIterations?.[gameId] ?? level.iterations;
}

/** The level with `iterations` per decision in every game and at every table (a per-game budget would otherwise still win). */
export function withIterations(level: Difficulty, iterations: number): Difficulty {
  const { gameIterations: _perGame, tableIterations: _perTable, ...rest } = level;
  return { ...rest, iterations };
}

/** The game's rollout depth times its `scale`, at least 1 step; undefined (the game's own depth) without a scale. */
export function scaledDepth(ai: Pick<GameAi, 'gameId' | 'rolloutDepth'>, scale: Difficulty['rolloutDepthScale']): number | undefined {
  const factor = typeof scale === 'object' ? scale[ai.gameId] : scale;
  if (factor === undefined || factor === 1 || ai.rolloutDepth === undefined) return undefined;
  return Math.max(1, Math.round(ai.rolloutDepth * factor));
}

/** The game's exploration constant (the search's default when the game has none) times `scale`; without a scale, the game's own. */
export function scaledExploration(own: number | undefined, scale: number | undefined): number | undefined {
  if (scale === undefined || scale === 1) return own;
  return (own ?? DEFAULT_EXPLORATION) * scale;
}

const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0.5);

/** The game's share of the budget for this kind of decision, kept within (0, 1]. */
export function budgetShare(ai: GameAi, kind: string): number {
  const share = ai.budgetShare?.(kind) ?? 1;
  return share > 0 && share <= 1 ? share : 1;
}

/** The options with `extra` visits credited to one action, most visited first again. */
export function withPrior<A>(options: readonly SearchOption<A>[], action: A, extra: number): SearchOption<A>[] {
  return options.map((o) => (o.action === action ? { ...o, visits: o.visits + extra } : o)).sort((a, b) => b.visits - a.visits);
}

/** Whether a level plays weaker moves on purpose (a softmax over visits rather than the most visited option). */
export const isNoisy = (level: Pick<Difficulty, 'temperature'>): boolean => level.temperature > 0;

/** The softmax weights of the options within `floor` of the top (0 for the others), or null when the level plays the top. */
function noiseWeights<A>(options: readonly SearchOption<A>[], level: Pick<Difficulty, 'temperature' | 'floor'>): { weights: number[]; total: number } | null {
  const top = options[0]!;
  if (level.temperature <= 0 || top.visits === 0) return null;
  const threshold = top.visits * level.floor;
  let total = 0;
  const weights: number[] = [];
  for (const o of options) {
    const w = o.visits >= threshold ? (o.visits / top.visits) ** (1 / level.temperature) : 0;
    weights.push(w);
    total += w;
  }
  return { weights, total };
}

/** The chance `pickWithNoise` plays each option, in the options' order (1 for the top at temperature 0). */
export function pickChances<A>(options: readonly SearchOption<A>[], level: Pick<Difficulty, 'temperature' | 'floor'>): number[] {
  if (options.length === 0) return [];
  const noise = noiseWeights(options, level);
  return noise ? noise.weights.map((w) => w / noise.total) : options.map((_, i) => (i === 0 ? 1 : 0));
}

/** Argmax at temperature 0; else a softmax over visits among the options within `floor` of the top. */
export function pickWithNoise<A>(options: readonly SearchOption<A>[], level: Pick<Difficulty, 'temperature' | 'floor'>, rng: Rng): A {
  const top = options[0]!;
  const noise = noiseWeights(options, level);
  if (!noise) return top.action;
  const { weights, total } = noise;
  let r = rng.float() * total;
  for (let i = 0; i < options.length; i++) {
    r -= weights[i]!;
    if (r < 0 && weights[i]! > 0) return options[i]!.action;
  }
  return top.action;
}

/** A bot that plays at a difficulty; `now` enables the level's time cap. */
export function difficultyBot(level: Difficulty, now?: () => number): Bot {
  return {
    name: level.name,
    choose<V, A>(turn: BotTurn<V, A>): A {
      if (turn.legal.length === 1) return turn.legal[0]!;
      return decide(turn, level, { now }).action;
    },
  };
}

/** The plain search bot: a fixed iteration budget, always the most visited option. */
export function ismctsBot(iterations: number, name = 'ismcts'): Bot {
  return difficultyBot({ name, iterations, maxMillis: Infinity, temperature: 0, floor: 1 });
}

/** The game's own heuristic bot (the generic policy bot for a game without hooks). */
export const heuristicBot: Bot = {
  name: 'heuristic',
  choose(turn) {
    return gameAiFor(turn.game).heuristicBot.choose(turn);
  },
};
