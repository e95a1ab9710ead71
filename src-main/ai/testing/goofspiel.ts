// Goofspiel: a small game where skill shows against a random player, for proving the AI.
// (Against a uniformly random opponent every order of play in Tricks has the same outcome distribution,
// so Tricks cannot show a bot's strength; Goofspiel can.) Each round a prize card is turned up from a hidden,
// shuffled prize deck; every player secretly commits one bid card; the single highest bid takes the prize's
// value, a tie for highest discards it. Most points wins; equal points share the victory.
import { ruleError, type RuleError } from '@shared/contract/errors';
import type { Decision, Game, LogEntry, LogRecord, Outcome, PlayerId } from '@main/engine/game';
import { type Rng, type RngState, seedRng, shuffleInPlace } from '@main/engine/rng';

/** `ties`: a tie for the highest bid discards the prize (classic) or splits its value among the tied bidders. */
export interface GoofspielOptions { players: number; cards?: number; ties?: 'discard' | 'split' }

/** A bid card is `b<player>-<value>`, a prize card `p<value>`. */
export interface GoofspielState {
  players: number;
  cards: number;
  ties: 'discard' | 'split';
  rng: RngState;
  /** Hidden order; the next prize is taken from the front. */
  prizeDeck: string[];
  /** The prize being bid for, face up; null once the game is over. */
  prize: string | null;
  hands: string[][];
  bids: (string | null)[];
  history: GoofspielRound[];
  scores: number[];
}

/** `winner` is null when several tied for the highest bid. */
export interface GoofspielRound { prize: string; bids: string[]; winner: PlayerId | null }

export type GoofspielAction = { type: 'bid'; card: string };

export interface GoofspielView {
  me: PlayerId;
  players: number;
  cards: number;
  ties: 'discard' | 'split';
  hand: string[];
  myBid: string | null;
  hasBid: boolean[];
  prize: string | null;
  prizeDeckCount: number;
  history: GoofspielRound[];
  scores: number[];
}

export const cardValue = (card: string): number => Number(card.slice(card.indexOf('-') + 1 || 1));
const bidCard = (player: PlayerId, value: number): string => `b${player}-${value}`;

function isBid(action: unknown): action is GoofspielAction {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'bid' && typeof (action as { card?: unknown }).card === 'string';
}

function resolveRound(s: GoofspielState, log: LogRecord[] | undefined): void {
  const bids = s.bids as string[];
  let top = -1, winner: PlayerId | null = null, tied = 0;
  for (let p = 0; p < s.players; p++) {
    const v = cardValue(bids[p]!);
    if (v > top) { top = v; winner = p; tied = 1; } else if (v === top) { winner = null; tied++; }
  }
  const prize = s.prize!;
  if (winner !== null) s.scores[winner]! += cardValue(prize);
  else if (s.ties === 'split') for (let p = 0; p < s.players; p++) if (cardValue(bids[p]!) === top) s.scores[p]! += cardValue(prize) / tied;
  s.history.push({ prize, bids: bids.slice(), winner });
  log?.push({
    text: `Bids revealed for prize ${cardValue(prize)}: ${bids.map(cardValue).join(', ')}; ${winner !== null ? `player ${winner + 1} takes it` : s.ties === 'split' ? 'a tie for highest, the tied bidders split it' : 'a tie for highest, the prize is discarded'}.`,
    cites: s.ties === 'split' ? 'The single highest bid takes the prize; a tie for highest splits it.' : 'The single highest bid takes the prize; a tie for highest discards it.',
  });
  s.bids = s.bids.map(() => null);
  s.prize = s.prizeDeck.shift() ?? null;
}

export const goofspielGame: Game<GoofspielState, GoofspielAction, GoofspielView, GoofspielOptions> = {
  id: 'goofspiel',
  name: 'Goofspiel (AI test game)',
  minPlayers: 2,
  maxPlayers: 5,

  setup(options, seed) {
    const players = options.players;
    if (!Number.isInteger(players) || players < 2 || players > 5) throw new RangeError(`Goofspiel takes 2 to 5 players, not ${players}`);
    const cards = options.cards ?? 6;
    const rng = seedRng(seed);
    const prizeDeck = shuffleInPlace(rng, Array.from({ length: cards }, (_, i) => `p${i + 1}`));
    const prize = prizeDeck.shift()!;
    const hands = Array.from({ length: players }, (_, p) => Array.from({ length: cards }, (_, i) => bidCard(p, i + 1)));
    const ties = options.ties ?? 'discard';
    if (ties !== 'discard' && ties !== 'split') throw new RangeError(`ties must be 'discard' or 'split', not ${String(ties)}`);
    return { players, cards, ties, rng, prizeDeck, prize, hands, bids: hands.map(() => null), history: [], scores: hands.map(() => 0) };
  },

  pending(s) {
    if (s.prize === null) return [];
    const out: Decision[] = [];
    for (let p = 0; p < s.players; p++) if (s.bids[p] === null) out.push({ player: p, kind: 'bid' });
    return out;
  },

  legalActions(s, player) {
    if (s.prize === null || player < 0 || player >= s.players || s.bids[player] !== null) return [];
    return s.hands[player]!.map((card) => ({ type: 'bid', card }));
  },

  step(s, player, action, log): RuleError | null {
    if (s.prize === null) return ruleError('game-over', 'The game is over.');
    if (!Number.isInteger(player) || player < 0 || player >= s.players) return ruleError('no-such-player', `There is no player ${player}.`);
    if (!isBid(action)) return ruleError('unknown-action', 'The only action is bidding a card.');
    if (s.bids[player] !== null) return ruleError('already-bid', 'You have already bid this round.');
    const hand = s.hands[player]!;
    const at = hand.indexOf(action.card);
    if (at < 0) return ruleError('card-not-in-hand', `${action.card} is not in your hand.`);
    hand.splice(at, 1);
    s.bids[player] = action.card;
    if (s.bids.every((b) => b !== null)) resolveRound(s, log);
    return null;
  },

  view(s, me) {
    return {
      me, players: s.players, cards: s.cards, ties: s.ties, hand: s.hands[me]!.slice(), myBid: s.bids[me] ?? null,
      hasBid: s.bids.map((b) => b !== null), prize: s.prize, prizeDeckCount: s.prizeDeck.length,
      history: s.history.map((r) => ({ prize: r.prize, bids: r.bids.slice(), winner: r.winner })), scores: s.scores.slice()
    };
  },

  determinize(v, rng: Rng) {
    const gone = new Set<string>(v.history.map((r) => r.prize));
    if (v.prize) gone.add(v.prize);
    const prizeDeck = rng.shuffle(Array.from({ length: v.cards }, (_, i) => `p${i + 1}`).filter((c) => !gone.has(c)));
    const hands: string[][] = [];
    const bids: (string | null)[] = [];
    for (let p = 0; p < v.players; p++) {
      if (p === v.me) { hands.push(v.hand.slice()); bids.push(v.myBid); continue; }
      const played = new Set(v.history.map((r) => r.bids[p]!));
      const hand = Array.from({ length: v.cards }, (_, i) => bidCard(p, i + 1)).filter((c) => !played.has(c));
      bids.push(v.hasBid[p] ? hand.splice(rng.int(hand.length), 1)[0]! : null);
      hands.push(hand);
    }
    return {
      players: v.players, cards: v.cards, ties: v.ties, rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()], prizeDeck, prize: v.prize, hands, bids,
      history: v.history.map((r) => ({ prize: r.prize, bids: r.bids.slice(), winner: r.winner })), scores: v.scores.slice()
    };
  },

  outcome(s): Outcome | null {
    if (s.prize !== null) return null;
    let top = -Infinity;
    for (const x of s.scores) if (x > top) top = x;
    const winners = s.scores.flatMap((x, p) => (x === top ? [p] : []));
    return { scores: s.scores.slice(), winners, tieBreaks: winners.length > 1 ? ['Equal points: a shared victory.'] : [] };
  },

  describe(action) {
    return `Bid ${cardValue(action.card)}`;
  },

  clone(s) {
    return {
      ...s, rng: [...s.rng] as RngState, prizeDeck: s.prizeDeck.slice(), hands: s.hands.map((h) => h.slice()), bids: s.bids.slice(),
      history: s.history.map((r) => ({ prize: r.prize, bids: r.bids.slice(), winner: r.winner })), scores: s.scores.slice()
    };
  },

  hiddenFrom(s, player) {
    const hidden = s.prizeDeck.slice();
    for (let p = 0; p < s.players; p++) if (p !== player) hidden.push(...s.hands[p]!, ...(s.bids[p] ? [s.bids[p]!] : []));
    return hidden;
  },

  invariants(s) {
    const problems: string[] = [];
    const prizes = [...s.prizeDeck, ...(s.prize ? [s.prize] : []), ...s.history.map((r) => r.prize)];
    if (prizes.length !== s.cards || new Set(prizes).size !== s.cards) problems.push(`prize cards are not each in one place: ${prizes.join(',')}`);
    for (let p = 0; p < s.players; p++) {
      const held = [...s.hands[p]!, ...(s.bids[p] ? [s.bids[p]!] : []), ...s.history.map((r) => r.bids[p]!)];
      if (held.length !== s.cards || new Set(held).size !== s.cards) problems.push(`player ${p}'s bid cards are not each in one place`);
    }
    const won = s.history.reduce((sum, r) => sum + (r.winner === null && s.ties === 'discard' ? 0 : cardValue(r.prize)), 0);
    if (Math.abs(s.scores.reduce((a, b) => a + b, 0) - won) > 1e-9) problems.push('scores do not add up to the prizes won');
    return problems;
  },

  // The entries are LogEntry lines already.
  logLines: (entries) => entries as LogEntry[],
};
