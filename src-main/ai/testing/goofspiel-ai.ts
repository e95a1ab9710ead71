// AI hooks for Goofspiel: the "matching" rule of thumb (bid the card whose rank among your cards matches the prize's rank).
import type { PlayerId } from '@main/engine/game';
import type { Rng } from '@main/engine/rng';
import type { Bot } from '../bot';
import type { GameAi } from '../game-ai';
import { softmaxRewards } from '../reward';
import { cardValue, type GoofspielAction, type GoofspielState, type GoofspielView } from './goofspiel';

/** Rank (0 = lowest) of the prize among the prizes not yet won or discarded, the one on the table included. */
function prizeRank(prize: number, remaining: readonly number[]): number {
  let rank = 0;
  for (const v of remaining) if (v < prize) rank++;
  return rank;
}

/** The bid whose rank among `legal` matches the prize's rank among the remaining prizes. */
function matchingBid(legal: readonly GoofspielAction[], rank: number, of: number): GoofspielAction {
  const sorted = legal.slice().sort((a, b) => cardValue(a.card) - cardValue(b.card));
  const at = of <= 1 ? sorted.length - 1 : Math.round((rank * (sorted.length - 1)) / (of - 1));
  return sorted[Math.min(sorted.length - 1, Math.max(0, at))]!;
}

function remainingPrizes(v: GoofspielView): number[] {
  const gone = new Set(v.history.map((r) => cardValue(r.prize)));
  const out: number[] = [];
  for (let i = 1; i <= v.cards; i++) if (!gone.has(i)) out.push(i);
  return out;
}

export const goofspielHeuristicBot: Bot = {
  name: 'heuristic',
  choose<V, A>(turn: { view(): V; legal: readonly A[] }): A {
    const view = turn.view() as unknown as GoofspielView;
    const remaining = remainingPrizes(view);
    return matchingBid(turn.legal as unknown as GoofspielAction[], prizeRank(cardValue(view.prize!), remaining), remaining.length) as unknown as A;
  },
};

export const goofspielAi: GameAi<GoofspielState, GoofspielAction, GoofspielView> = {
  gameId: 'goofspiel',

  // Points so far plus the prizes left, split in proportion to the bid strength each player still holds.
  evaluate(s) {
    let left = s.prize ? cardValue(s.prize) : 0;
    for (const p of s.prizeDeck) left += cardValue(p);
    const strength = s.hands.map((h, p) => h.reduce((sum, c) => sum + cardValue(c), s.bids[p] ? cardValue(s.bids[p]!) : 0));
    const total = strength.reduce((a, b) => a + b, 0);
    return softmaxRewards(s.scores.map((x, p) => x + (total > 0 ? (left * strength[p]!) / total : 0)), 2);
  },

  // Matching with a quarter of random bids, so rollouts see varied but sensible play.
  rolloutPolicy(s, _player: PlayerId, legal, rng: Rng) {
    if (rng.int(4) === 0) return rng.pick(legal);
    const remaining = s.prizeDeck.map(cardValue);
    const prize = cardValue(s.prize!);
    remaining.push(prize);
    return matchingBid(legal, prizeRank(prize, remaining), remaining.length);
  },

  heuristicBot: goofspielHeuristicBot,

  explain(action, view) {
    const remaining = remainingPrizes(view);
    const prize = cardValue(view.prize!);
    const bid = cardValue(action.card);
    const mine = view.hand.map(cardValue).sort((a, b) => a - b);
    const rank = prizeRank(prize, remaining);
    const bidRank = mine.indexOf(bid);
    const sizing = bidRank > rank ? 'overbids to take it' : bidRank < rank ? 'saves stronger cards for bigger prizes' : 'matches the prize\'s rank';
    return { msg: 'ai.plain', params: { text: `Bid ${bid} on prize ${prize} (prize ${rank + 1} of ${remaining.length} by value, your bid ${bidRank + 1} of ${mine.length}): ${sizing}.` } };
  },

  actionKey: (action) => action.card,
  // After a round everyone sees the bids revealed and the next prize: later bids may depend on both.
  observationKey: (s) => (s.history.length === 0 ? '' : `${s.history[s.history.length - 1]!.bids.join(',')}>${s.prize ?? ''}`),
  rolloutDepth: Infinity,
};
