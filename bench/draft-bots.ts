// Ruckus drafters to measure the AI's Draft against (issue 37, and the army-building strength tests): each is a bot
// that makes its own Draft (and Advanced build) picks and hands every other decision to the bot it wraps, so two seats
// that differ only in how they draft can play the battle with the same level.
import type { Bot, BotTurn } from '@main/ai/bot';
import { ruckusHeuristicBot } from '@main/ai/games/ruckus-ai';
import { printedWorth } from '@main/ai/games/ruckus-values';
import type { RuckusAction } from '@main/games/ruckus/actions';
import { defaultCardSet } from '@main/games/ruckus/card-set';

/** Picks one of a building decision's legal actions; undefined hands the decision to the wrapped bot. */
export type Drafter = (turn: BotTurn<unknown, RuckusAction>) => RuckusAction | undefined;

const BUILDING: ReadonlySet<string> = new Set(['build', 'draft']);
type Pick = Extract<RuckusAction, { type: 'pick' }>;
const picksOf = (legal: readonly RuckusAction[]): Pick[] => legal.filter((a): a is Pick => a.type === 'pick');
const doneOf = (legal: readonly RuckusAction[]): RuckusAction => legal.find((a) => a.type === 'done')!;

/** A random legal army: a uniformly random affordable unit at every pick, spending every point it can. */
export const randomDrafter: Drafter = (turn) => {
  const picks = picksOf(turn.legal);
  return picks.length > 0 ? turn.rng.pick(picks) : doneOf(turn.legal);
};

/**
 * The rule of thumb the AI drafted by before the self-play values (ruckus-values.ts): the unit of best printed worth,
 * a Level 2 unit's discounted by 1.6 (it costs 2 draft points, a Level 1 unit 1), until no unit is affordable.
 */
export const printedWorthDrafter: Drafter = (turn) => {
  let best: RuckusAction | undefined, bestScore = -Infinity;
  for (const a of picksOf(turn.legal)) {
    const u = defaultCardSet.units.find((x) => x.id === a.card)!;
    const score = printedWorth(u, true) / (u.level === 2 ? 1.6 : 1);
    if (score > bestScore) { bestScore = score; best = a; }
  }
  return best ?? doneOf(turn.legal);
};

/** The heuristic bot's own pick (the self-play values, no search): the AI's Draft without Hard's search over it. */
export const heuristicDrafter: Drafter = (turn) => ruckusHeuristicBot.choose(turn) as RuckusAction;

/** A bot that builds with `drafter` and plays every other decision as `player` does. */
export function draftingWith(drafter: Drafter, player: Bot, name: string): Bot {
  return {
    name,
    choose(turn) {
      if (BUILDING.has(turn.decision.kind) && turn.legal.length > 0) {
        const pick = drafter(turn as BotTurn<unknown, RuckusAction>);
        if (pick !== undefined) return pick as never;
      }
      return player.choose(turn);
    },
  };
}
