// The AI hooks for the engine's Tricks test game: the worked example of how a game plugs into the search.
import type { PlayerId } from '@main/engine/game';
import type { Rng } from '@main/engine/rng';
import type { TricksAction, TricksState, TricksView } from '@main/engine/testing/tricks-game';
import type { Bot } from '../bot';
import type { GameAi } from '../game-ai';
import { softmaxRewards } from '../reward';

const valueOf = (card: string): number => Number(card.slice(1));

/** Cards of a view's game that the viewer has not seen: opponents' hands, their committed cards and the deck. */
function unseenValues(v: TricksView): number[] {
  const total = v.players * v.handSize + 4;
  const seen = new Set<string>(v.hand);
  for (const c of v.played) seen.add(c);
  if (v.myCommitted) seen.add(v.myCommitted);
  const out: number[] = [];
  for (let i = 1; i <= total; i++) if (!seen.has(`c${i}`)) out.push(i);
  return out;
}

/** Chance that a card beats every opponent's card, treating their cards as drawn from the unseen ones. */
function winChance(value: number, unseen: readonly number[], opponents: number): number {
  if (unseen.length === 0) return 1;
  let lower = 0;
  for (const u of unseen) if (u < value) lower++;
  return (lower / unseen.length) ** opponents;
}

/** Greedy: the cheapest card that more likely than not takes the trick, else throw away the lowest. */
export const tricksHeuristicBot: Bot = {
  name: 'heuristic',
  choose<V, A>(turn: { view(): V; legal: readonly A[] }): A {
    const view = turn.view() as unknown as TricksView;
    const legal = turn.legal as unknown as readonly TricksAction[];
    const unseen = unseenValues(view);
    const byValue = legal.slice().sort((a, b) => valueOf(a.card) - valueOf(b.card));
    const winner = byValue.find((a) => winChance(valueOf(a.card), unseen, view.players - 1) >= 0.5);
    return (winner ?? byValue[0]!) as unknown as A;
  },
};

export const tricksAi: GameAi<TricksState, TricksAction, TricksView> = {
  gameId: 'tricks',

  // Projected tricks: tricks taken plus, per card still held or committed, its chance to beat the others' cards.
  evaluate(s) {
    const n = s.players;
    const projected = s.tricks.slice();
    for (let p = 0; p < n; p++) {
      const mine = s.hands[p]!.map(valueOf);
      const c = s.committed[p];
      if (c) mine.push(valueOf(c));
      let others = 0, lower = 0;
      for (const v of mine) {
        others = 0; lower = 0;
        for (let q = 0; q < n; q++) {
          if (q === p) continue;
          for (const card of s.hands[q]!) { others++; if (valueOf(card) < v) lower++; }
          const cq = s.committed[q];
          if (cq) { others++; if (valueOf(cq) < v) lower++; }
        }
        projected[p]! += others > 0 ? (lower / others) ** (n - 1) : 1;
      }
    }
    return softmaxRewards(projected, 0.5);
  },

  // Answer what is already on the table with the cheapest winning card; otherwise play at random.
  rolloutPolicy(s, player: PlayerId, legal, rng: Rng) {
    let top = 0;
    for (let q = 0; q < s.players; q++) {
      const c = s.committed[q];
      if (q !== player && c) top = Math.max(top, valueOf(c));
    }
    if (top === 0) return rng.pick(legal);
    let cheapestWin: TricksAction | null = null, lowest = legal[0]!;
    for (const a of legal) {
      const v = valueOf(a.card);
      if (v < valueOf(lowest.card)) lowest = a;
      if (v > top && (!cheapestWin || v < valueOf(cheapestWin.card))) cheapestWin = a;
    }
    return cheapestWin ?? lowest;
  },

  heuristicBot: tricksHeuristicBot,

  explain(action, view) {
    const unseen = unseenValues(view);
    const v = valueOf(action.card);
    const lower = unseen.filter((u) => u < v).length;
    const chance = Math.round(winChance(v, unseen, view.players - 1) * 100);
    return { msg: 'ai.plain', params: { text: `Commit ${action.card}: higher than ${lower} of the ${unseen.length} cards you cannot see, about ${chance}% to take this trick.` } };
  },

  actionKey: (action) => action.card,
  // The cards of the last trick, revealed together: the search's later choices may depend on them.
  observationKey: (s) => (s.played.length === 0 ? '' : s.played.slice(-s.players).join(',')),
  rolloutDepth: Infinity,
};
