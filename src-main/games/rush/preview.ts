// The Rush table's previews (Game.preview): the running score, what each legal action would do, and the payment
// of a purchase that wastes the fewest resources. Every figure comes from playing the action on a copy of the state
// with the rules themselves (game.ts), so the previews can never disagree with what the engine then does; they name
// only cards the seat's view shows (its own hand, the table), never a hidden card.
import type { PlayerId } from '@main/engine/game';
import type { RushAction, RushActionPreview, RushPreview, RushScoreLine } from '@shared/games/rush-view';
import { NATIONS } from '@shared/games/rush/cards';
import { NATIONAL, type Compiled } from './compiled';
import { DECISION_OF_ACTION } from './abilities';
import { shotPreview } from './combat';
import { cloneRush, type RushGame } from './game';
import { scoreRush } from './score';
import { OVER, PAY, type RushState } from './state';
import { has, nums } from './zones';

/** Hands larger than this are paid from their best cards only (2^n payments are tried). */
const MAX_PAY_CARDS = 10;

/** A copy of the state to try actions on (with no log: previews never show one). */
const scratch = cloneRush;

/** Plays actions on a copy; null when the rules refuse any of them. */
function played(g: RushGame, s: RushState, player: PlayerId, actions: readonly RushAction[]): RushState | null {
  const copy = scratch(s);
  for (const a of actions) if (g.step(copy, player, a)) return null;
  return copy;
}

const creditSum = (s: RushState): number => s.credit.reduce((a, b) => a + b, 0);

/**
 * What a card is worth kept in hand rather than paid away: abilities, then attack and defence. Among payments that
 * waste as much, the one that gives up the least of these wins (Engineers and medal cards before tanks).
 */
function keepValue(c: Compiled, card: number): number {
  return c.abilities[card]!.length * 3 + (c.strength[card]! > 0 ? 2 : 0) + (c.armour[card]! > 0 ? 1 : 0);
}

/**
 * The least-waste payment of the purchase under way in `s` (phase PAY): the hand cards to pay, in order, and the
 * resources beyond the cost. Tried on copies with the rules: a payment counts only if every card is accepted and the
 * purchase completes with its last card. Ties go to the payment keeping the most useful cards, then the fewest cards.
 * National-resource cards are paid first, so any surplus lands on the last, general card as general credit.
 */
export function leastWastePayment(g: RushGame, s: RushState, player: PlayerId): { cards: string[]; waste: number } | null {
  if (s.phase !== PAY) return null;
  const c = g.cards;
  const payable = (g.legalActions(s, player) as RushAction[]).filter((a): a is { type: 'pay'; card: string } => a.type === 'pay').map((a) => c.byId.get(a.card)!);
  const cards = payable.sort((a, b) => keepValue(c, a) - keepValue(c, b) || a - b).slice(0, MAX_PAY_CARDS);
  const before = creditSum(s);
  let best: { cards: number[]; waste: number; keep: number } | null = null;
  for (let mask = 1; mask < 1 << cards.length; mask++) {
    const chosen = cards.filter((_, i) => mask & (1 << i));
    chosen.sort((a, b) => ((c.passives[b]! & NATIONAL) - (c.passives[a]! & NATIONAL)) || keepValue(c, a) - keepValue(c, b) || a - b);
    const keep = chosen.reduce((sum, k) => sum + keepValue(c, k), 0);
    const copy = scratch(s);
    let ok = true;
    for (let i = 0; i < chosen.length && ok; i++) {
      if (g.step(copy, player, { type: 'pay', card: c.ids[chosen[i]!]! })) ok = false;
      // Every card but the last must leave the purchase unfinished, or it would not be needed.
      else if ((copy.phase === PAY) !== (i < chosen.length - 1)) ok = false;
    }
    if (!ok) continue;
    const waste = creditSum(copy) - before;
    if (!best || waste < best.waste || (waste === best.waste && (keep < best.keep || (keep === best.keep && chosen.length < best.cards.length)))) {
      best = { cards: chosen, waste, keep };
    }
  }
  return best ? { cards: best.cards.map((k) => c.ids[k]!), waste: best.waste } : null;
}

/** The score as it stands: the end-of-game count applied to the squads now (achievements held if the game ended now). */
export function runningScore(g: RushGame, s: RushState): RushScoreLine[] {
  const { breakdown } = scoreRush(s, g.cards);
  return breakdown.players.map((r) => ({
    seat: r.seat, medals: r.medals, baseCards: r.baseCards, baseMedals: r.baseMedals,
    achievements: r.achievements, achievementMedals: r.achievementMedals, total: r.total,
  }));
}

function buyPreview(g: RushGame, s: RushState, player: PlayerId, action: { type: 'buy'; card: string }): RushActionPreview | null {
  const c = g.cards;
  const card = c.byId.get(action.card);
  const after = played(g, s, player, [action]);
  if (card === undefined || !after) return null;
  const creditUsed = creditSum(s) - creditSum(after);
  if (after.phase !== PAY) return { kind: 'buy', cost: c.cost[card]!, creditUsed, autoPay: [], waste: 0 };
  const pay = leastWastePayment(g, after, player);
  return pay ? { kind: 'buy', cost: c.cost[card]!, creditUsed, autoPay: pay.cards, waste: pay.waste } : null;
}

function actionPreview(g: RushGame, s: RushState, player: PlayerId, a: RushAction): RushActionPreview | null {
  const c = g.cards;
  switch (a.type) {
    case 'buy': return buyPreview(g, s, player, a);
    case 'pay': {
      const after = played(g, s, player, [a]);
      if (!after) return null;
      const done = after.phase !== PAY;
      const paid = done ? s.owed + (creditSum(after) - creditSum(s)) : s.owed - after.owed;
      return { kind: 'pay', resources: paid, owedAfter: done ? 0 : after.owed, waste: done ? creditSum(after) - creditSum(s) : 0 };
    }
    case 'fire': {
      const after = played(g, s, player, [a]);
      return after && shotPreview(c, s, after, a.target, 'fire', c.nation[c.byId.get(a.card)!]!);
    }
    case 'assault': case 'research': {
      // An ability's decision: its module says what the choice did.
      const after = played(g, s, player, [a]);
      return after && (DECISION_OF_ACTION[a.type]!.preview?.(c, s, after, a) ?? null);
    }
    case 'medals': {
      const after = played(g, s, player, [a]);
      if (!after) return null;
      const gained = nums(after.depots[player]!).filter((k) => !has(s.depots[player]!, k) && c.medals[k]! > 0);
      return { kind: 'medals', cards: gained.length, medals: gained.reduce((sum, k) => sum + c.medals[k]!, 0) };
    }
    default: return null;
  }
}

/** Game.preview for the Rush game `g` (of one card set). */
export function rushPreview(g: RushGame, s: RushState, player: PlayerId, legal: readonly RushAction[]): RushPreview {
  const c = g.cards;
  const mine = player === s.current && s.phase !== OVER;
  let purchase: RushPreview['purchase'] = null;
  if (mine && s.phase === PAY && s.target >= 0) {
    const cost = c.cost[s.target]!;
    const pay = leastWastePayment(g, s, player);
    purchase = { card: c.ids[s.target]!, cost, owed: s.owed, paid: cost - s.owed, autoPay: pay?.cards ?? [], waste: pay?.waste ?? 0 };
  }
  const attacking = s.attackers.length > 0 || s.kills > 0;
  return {
    score: runningScore(g, s),
    actions: legal.map((a) => actionPreview(g, s, player, a)),
    purchase,
    attack: attacking ? { kills: s.kills, nation: s.attackNation >= 0 ? NATIONS[s.attackNation]! : null } : null,
  };
}
