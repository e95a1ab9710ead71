// A bot chooses among a player's legal actions from that player's view only (never the full state).
import type { AnyGame, Decision, PlayerId } from '@main/engine/game';
import type { Rng } from '@main/engine/rng';
import { type Difficulty, type DifficultyName, difficulties, difficultyBot, heuristicBot, ismctsBot, withIterations } from './difficulty';

export interface BotTurn<V = unknown, A = unknown> {
  readonly game: AnyGame;
  readonly player: PlayerId;
  readonly decision: Decision;
  readonly legal: readonly A[];
  /** The player's view, computed on demand (a random bot never needs it). */
  view(): V;
  readonly rng: Rng;
}

export interface Bot {
  readonly name: string;
  choose<V, A>(turn: BotTurn<V, A>): A;
}

/** Picks uniformly among the legal actions: the baseline every other bot must beat. */
export const randomBot: Bot = {
  name: 'random',
  choose(turn) {
    return turn.rng.pick(turn.legal);
  },
};

const bots = new Map<string, Bot>([
  [randomBot.name, randomBot],
  [heuristicBot.name, heuristicBot],
  ['ismcts', ismctsBot(2000)],
  ...Object.values(difficulties).map((level): [string, Bot] => [level.name, difficultyBot(level)]),
]);

export function botNames(): string[] {
  return [...bots.keys()];
}

/**
 * A bot by name: one of `botNames()`, or a level with changed settings for measuring a change before making it,
 * `LEVEL:key=value;key=value` with keys `iterations` (a whole number), `depth` (a rollout-depth multiple, see
 * `Difficulty.rolloutDepthScale`) and `explore` (an exploration-constant multiple, `Difficulty.explorationScale`),
 * such as `hard:depth=2` or `expert:explore=0.5`. Undefined for anything else.
 */
export function botByName(name: string): Bot | undefined {
  const known = bots.get(name);
  if (known) return known;
  const level = variantLevel(name);
  return level && difficultyBot(level);
}

/** The difficulty a `LEVEL:key=value;...` name describes, or undefined when it is not one. */
export function variantLevel(name: string): Difficulty | undefined {
  const match = /^(easy|normal|hard|expert):(.+)$/.exec(name);
  if (!match) return undefined;
  let level: Difficulty = { ...difficulties[match[1] as DifficultyName], name };
  for (const setting of match[2]!.split(';')) {
    const [key, text, extra] = setting.split('=');
    if (extra !== undefined || text === undefined || !/^\d+(\.\d+)?$/.test(text)) return undefined;
    const value = Number(text);
    if (key === 'iterations' && Number.isInteger(value) && value >= 1) level = withIterations(level, value);
    else if (key === 'depth' && value > 0 && value <= 100) level = { ...level, rolloutDepthScale: value };
    else if (key === 'explore' && value > 0 && value <= 100) level = { ...level, explorationScale: value };
    else return undefined;
  }
  return level;
}
