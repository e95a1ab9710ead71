// A bot chooses among a player's legal actions from that player's view only (never the full state).
import type { AnyGame, Decision, PlayerId } from '@main/engine/game';
import type { Rng } from '@main/engine/rng';
import { difficulties, difficultyBot, heuristicBot, ismctsBot } from './difficulty';

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

export function botByName(name: string): Bot | undefined {
  return bots.get(name);
}
