// The AI hooks for World of Tanks: Rush, made per game (one card set): the evaluation (rush-evaluate.ts), the greedy
// policy for rollouts and the heuristic bot (rush-policy.ts), reasons (rush-explain.ts); short rollouts (a turn or two
// of actions) and a cheap action key, so the search stays fast.
import { Rng } from '@main/engine/rng';
import { rushGame, type RushGame } from '@main/games/rush/game';
import { scoreRush } from '@main/games/rush/score';
import { OVER, type RushAction, type RushState, type RushView } from '@main/games/rush/state';
import type { Bot, BotTurn } from '../bot';
import type { GameAi } from '../game-ai';
import { DEFAULT_EXPLORATION } from '../ismcts';
import { outcomeReward } from '../reward';
import { endCloseness, finishRound, projectedScores, unfinishedRewards } from './rush-evaluate';
import { explainRush } from './rush-explain';
import { rushGreedy, type Legal } from './rush-policy';

/**
 * Exploration for `players` seats: the search's default (tuned on 2-player games) times 2/players. Rewards share about 1 between the players
 * (a softmax of who is ahead, or the win), so with 4 players the gaps between moves are about half as wide and the
 * 2-player constant spread Hard's visits too thinly: against three heuristic bots on seeds 8000-8087 it won 24 of 88
 * games at 0.7 and 34 of 88 at 0.35 (bench/RESULTS.md, History, 1 Dec 2026).
 */
export function rushExploration(players: number): number {
  return (DEFAULT_EXPLORATION * 2) / Math.max(2, players);
}

/** Share of the thinking budget for a payment sub-step of a purchase. */
const PAY_SHARE = 0.25;

/** A fraction of rollout moves is random, so playouts explore what the greedy line never tries. */
const ROLLOUT_EPSILON = 0.05;

/**
 * The AI hooks of one Rush game (one card set): every hook reads that game's cards and plays with that game, and the
 * action keys it caches are its own. game-ai.ts makes them once per game object.
 */
export function makeRushAi(game: RushGame): GameAi<RushState, RushAction, RushView> {
  const c = game.cards;
  const keys = new WeakMap<RushAction, string>();
  const keyOf = (a: RushAction): string => {
    let k = keys.get(a);
    if (k === undefined) {
      const x = a as { type: string; card?: string; target?: string; base?: string; ability?: number; doubles?: number };
      k = `${x.type}:${x.card ?? ''}:${x.target ?? ''}:${x.base ?? ''}:${x.ability ?? ''}:${x.doubles ?? ''}`;
      // Legal actions are frozen shared objects: cache their key by identity (a fresh object is keyed but not cached).
      if (Object.isFrozen(a)) keys.set(a, k);
    }
    return k;
  };
  const heuristicBot: Bot = {
    name: 'heuristic',
    choose<V, A>(turn: BotTurn<V, A>): A {
      if (turn.legal.length === 1) return turn.legal[0]!;
      const view = turn.view() as unknown as RushView;
      // Any determinization will do: the greedy policy never reads what the view hides.
      const rng = new Rng([turn.rng.u32(), turn.rng.u32(), turn.rng.u32(), turn.rng.u32()]);
      const state = game.determinize(view, rng);
      return rushGreedy(state, turn.player, turn.legal as unknown as Legal, c) as unknown as A;
    },
  };
  return {
    gameId: 'rush',

    evaluate(s) {
      if (s.phase !== OVER && s.trigger !== '') finishRound(game, s);
      if (s.phase === OVER) return outcomeReward(scoreRush(s, c).outcome);
      return unfinishedRewards(projectedScores(s, c), endCloseness(s, c));
    },

    rolloutPolicy(s, player, legal, rng) {
      if (legal.length > 1 && rng.float() < ROLLOUT_EPSILON) return rng.pick(legal);
      return rushGreedy(s, player, legal, c);
    },

    heuristicBot,

    explain(action, view, legal) {
      return explainRush(game, action, view, legal);
    },

    actionKey: keyOf,
    // About two turns of greedy play (a turn is 4-5 actions): long enough for a purchase or an attack to show, short
    // enough for thousands of iterations a second. ISMCTS(1000) beat the heuristic bot 6/6 at depth 10, 5/6 at 20.
    rolloutDepth: 10,

    // Which hand card pays toward a purchase already chosen is a small matter beside what to buy, play or attack.
    budgetShare(kind) {
      return kind === 'pay' ? PAY_SHARE : 1;
    },

    seats: (view) => view.players,
    exploration(view) {
      return rushExploration(view.players);
    },
  };
}

/** The hooks of the default card set's game (rushGame); gameAiFor gives every other game its own. */
export const rushAi: GameAi<RushState, RushAction, RushView> = makeRushAi(rushGame);
export const rushHeuristicBot: Bot = rushAi.heuristicBot;
