// A Ruckus army builder for the AI tests to measure the AI's building against.
import type { Bot } from '@main/ai/bot';
import { ruckusHeuristicBot } from '@main/ai/games/ruckus-ai';
import { draftingWith, randomDrafter } from '../../../bench/draft-bots';

/** Build (or draft) by uniformly random legal picks, spending every point it can; the battle by the heuristic bot. */
export const randomArmyBot: Bot = draftingWith(randomDrafter, ruckusHeuristicBot, 'random-army');
