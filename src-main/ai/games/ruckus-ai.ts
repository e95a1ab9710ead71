// The AI hooks for Ruckus, made per game (one card set): an evaluation (ruckus-evaluate.ts), the rules of thumb for
// rollouts and the heuristic bot (ruckus-policy.ts, read from the bot's own view), and reasons (ruckus-explain.ts).
import type { PlayerId } from '@main/engine/game';
import type { Rng } from '@main/engine/rng';
import type { RuckusAction } from '@main/games/ruckus/actions';
import type { RuckusView } from '@main/games/ruckus/game';
import type { RuckusState } from '@main/games/ruckus/state';
import { ruckusAnyGame, type RuckusAnyGame, type TournamentState, type TournamentView } from '@main/games/ruckus/tournament';
import type { Bot, BotTurn } from '../bot';
import type { GameAi } from '../game-ai';
import { makeAiCards } from './ruckus-estimates';
import { evaluateAny } from './ruckus-evaluate';
import { explainAction } from './ruckus-explain';
import { building, ownGame, policyOn, ruleOfThumb, type Act } from './ruckus-policy';

export { vpPerLift } from './ruckus-evaluate';

/** Random moves in rollouts now and then, so that playouts explore what the rules of thumb never try. */
const ROLLOUT_NOISE = 0.05;

/**
 * Confirming an empty formation while units could still be placed gives up the round's prize for a hand that must be
 * discarded down at the next Formation Phase; short playouts cannot see that far, so the search leaves it out.
 */
function pruneRuckus(view: unknown, player: number, legal: readonly Act[]): readonly Act[] {
  if (!legal.some((a) => a.type === 'place')) return legal;
  const v = ownGame(view as RuckusView | TournamentView, player);
  const army = v?.seats[v.me]?.army;
  if (!army || army.length > 0) return legal;
  return legal.filter((a) => a.type !== 'confirm');
}

function keyOf(a: Act): string {
  switch (a.type) {
    case 'pick': return `k${a.card}`;
    case 'place': return `p${a.card}${a.row}`;
    case 'recruit': case 'activate': case 'assign': case 'absorb': case 'prevent': case 'fall': case 'react': return `${a.type}${a.unit}`;
    case 'add-on': return `o${a.token}${a.unit}`;
    case 'choose': return `c${a.option}`;
    case 'bury': return `b${a.card}/${a.under}`;
    case 'upgrade': return `u${a.remove}/${a.card ?? ''}`;
    default: return a.type;
  }
}

/** The hooks of one Ruckus game, plus its rules of thumb on a dealt state (what self-play scripts run in every seat). */
export interface RuckusAi extends GameAi<RuckusState | TournamentState, RuckusAction, RuckusView | TournamentView> {
  policy(s: RuckusState | TournamentState, player: number, legal: readonly Act[]): Act | null;
}

/** The AI hooks of one Ruckus game: every hook reads that game's cards; their figures are made once, for this game only. */
export function makeRuckusAi(game: RuckusAnyGame): RuckusAi {
  const cards = makeAiCards(game.cards);
  const heuristicBot: Bot = {
    name: 'heuristic',
    // The same rules of thumb from the player's own view: nothing hidden is read (hidden armies are null).
    choose<V, A>(turn: BotTurn<V, A>): A {
      const legal = turn.legal as unknown as readonly Act[];
      if (legal.length === 1) return turn.legal[0]!;
      const v = ownGame(turn.view() as unknown as RuckusView | TournamentView, turn.player);
      const chosen = v ? ruleOfThumb(cards, v, v.me, legal) : null;
      return (chosen && legal.includes(chosen) ? chosen : legal[0]!) as unknown as A;
    },
  };
  return {
    gameId: 'ruckus',

    // VP won so far plus each standing army's share of the current prize, as a soft "who is ahead".
    evaluate: (s) => evaluateAny(cards, s),

    rolloutPolicy(s, player: PlayerId, legal, rng: Rng) {
      if (legal.length === 1) return legal[0]!;
      // No random moves while armies are built: there the playout is the plan itself, and the evaluation of a built army
      // is then exact for each first pick, so a few visits per option rank them.
      if (!building(s) && rng.float() < ROLLOUT_NOISE) return rng.pick(legal);
      return policyOn(cards, s, player, legal, true) ?? rng.pick(legal);
    },

    policy: (s, player, legal) => policyOn(cards, s, player, legal),
    heuristicBot,
    explain: (a, view, legal) => explainAction(game, cards, a, view, legal),
    actionKey: keyOf,
    // Formations (also when one player places alone after the others) and Advanced / Pure Guild army building stay secret.
    secretDecisions: ['formation', 'build', 'pure-upgrades'],
    // Short playouts: the evaluation already rates the round in progress, and each engine step costs tens of microseconds.
    rolloutDepth: 12,
    seats: (view) => view.seats.length,
    // Advanced and Pure Guild building is solitary and secret, and the army planner (an exact knapsack over the
    // self-play values) spends the points better than a short search, which at small budgets could even stop at once.
    // The Upgrade Phase trades a unit of the discard pile for an Upgrade card: the unit removed would come back only after
    // the next reshuffle, far past a 12-step rollout, and a Basic game's evaluation has no deck term, so a search chose it
    // nearly at random (bench/RESULTS.md, History, 1 Dec 2026); the self-play values rate the trade directly.
    // A Draft pick is planned too: Hard's search over its picks (240 iterations) won only 37 of 120 Draft games against
    // the planner's own picks, both battles played by Hard (bench/RESULTS.md, History, 7 Dec 2026); the planner weighs
    // the others' picks (draftSituation), and at Easy's budget a search could even stop drafting at its first pick.
    plannedDecisions: ['build', 'draft', 'pure-upgrades', 'upgrade'],
    prune: (view, player, legal) => pruneRuckus(view, player, legal),
  };
}

/** The hooks of the default card set's game; gameAiFor gives every other game its own. */
export const ruckusAi: RuckusAi = makeRuckusAi(ruckusAnyGame);
export const ruckusHeuristicBot: Bot = ruckusAi.heuristicBot;
/** The rules of thumb on a dealt state of the default set (no rollout noise): what self-play scripts run in every seat. */
export const ruckusPolicy = ruckusAi.policy;
