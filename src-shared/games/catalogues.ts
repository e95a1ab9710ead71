// Every catalogue of words, by the prefix of its message ids ('rush.buy' is RUSH_WORDS.buy): one per game, and the
// AI's own (ai-words.ts) for what its advice says about any game's moves.
import type { RuleError } from '../contract/errors';
import { AI_WORDS } from './ai-words';
import { RUCKUS_WORDS } from './ruckus-words';
import { RUSH_WORDS } from './rush-words';
import { type Catalogue, type Message, type Params, neutralNames, tell } from './words';

export const CATALOGUES: Readonly<Record<string, Catalogue>> = { rush: RUSH_WORDS, ruckus: RUCKUS_WORDS, ai: AI_WORDS };

/** A message told with neutral seat names ("Player 2"): the main side's own words for it (tests, exports, errors). */
export const neutral = (message: Message, players = 5): string => tell(CATALOGUES, message, neutralNames(players));

/**
 * A rules engine's refusal as a message of its game's catalogue (`msg` such as 'rush.no.buy-once'). Its `message`,
 * the same words with neutral seat names, is made only when read: the engines test legality in hot loops.
 */
export function refusal(rule: string, msg: string, params: Params = {}): RuleError {
  const words: Message = { msg, params };
  return { kind: 'rule', rule, words, get message() { return neutral(words); } };
}
