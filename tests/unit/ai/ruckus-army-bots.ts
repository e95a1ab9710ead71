// A Ruckus army builder for the AI tests to measure the AI's building against.
import type { Bot } from '@main/ai/bot';
import { ruckusHeuristicBot } from '@main/ai/games/ruckus-ai';
import type { RuckusAction } from '@main/games/ruckus/actions';

/** Build (or draft) by uniformly random legal picks, spending every point it can; the battle by the heuristic bot. */
export const randomArmyBot: Bot = {
  name: 'random-army',
  choose(turn) {
    const phase = turn.decision.kind;
    if (phase === 'build' || phase === 'draft') {
      const picks = (turn.legal as readonly RuckusAction[]).filter((a) => a.type === 'pick');
      return (picks.length > 0 ? turn.rng.pick(picks) : turn.legal.find((a) => (a as RuckusAction).type === 'done')!) as never;
    }
    return ruckusHeuristicBot.choose(turn);
  },
};
