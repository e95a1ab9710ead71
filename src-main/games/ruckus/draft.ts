// Building armies: Advanced (12 draft points from one's own guild), Pure Guild's own Upgrade deck, and the Draft
// ("each player drafting 1 card at a time" from the units of every guild in play, laid out face up).
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { cardName, logRule, PURE_UPGRADE_DECK, RULE } from './rules';
import { beginGame } from './setup';
import type { Cards, Player, RuckusState } from './state';

/** Units a player may take while building: the shared draft layout, or (Advanced) the unchosen cards of the own guild. */
export function draftChoices(s: RuckusState, cards: Cards, player: Player): string[] {
  const out: string[] = [];
  const draft = s.phase === 'draft';
  for (const id of draft ? s.draftPool : s.upgrade) {
    const card = cards.unit[id];
    if (card.level !== 'S' && card.level <= player.points && (draft || card.guild === player.guild)) out.push(id);
  }
  return out;
}

/** Pure Guild: the unchosen cards of one's own guild, for the personal Upgrade deck. */
export function pureChoices(s: RuckusState, cards: Cards, player: Player): string[] {
  if (player.upgrades.length >= PURE_UPGRADE_DECK) return [];
  const out: string[] = [];
  for (const id of s.upgrade) if (cards.unit[id].guild === player.guild) out.push(id);
  return out;
}

/** The `pick` action: a unit into the army (its draft points spent) or, in Pure Guild, into the own Upgrade deck. */
export function pick(s: RuckusState, cards: Cards, seat: number, card: string): void {
  const player = s.seats[seat];
  if (s.phase === 'pure-upgrades') {
    s.upgrade.splice(s.upgrade.indexOf(card), 1);
    player.upgrades.push(card);
    if (pureChoices(s, cards, player).length === 0) player.done = true;
    return;
  }
  const pool = s.phase === 'draft' ? s.draftPool : s.upgrade;
  pool.splice(pool.indexOf(card), 1);
  player.draw.push(card);
  player.points -= cards.unit[card].level as number;
  if (s.phase === 'draft') {
    player.known.push(card);
    s.picks.push({ seat, card });
    if (logOn()) logRule('drafts', { by: S(seat), card: cardName(cards, card) }, RULE.drafting);
    s.turn++;
  } else if (draftChoices(s, cards, player).length === 0) player.done = true;
}

/** The Draft is over: the rest of the layout becomes the Upgrade deck and the 1st Player Token passes to the right. */
export function finishDraft(s: RuckusState, cards: Cards): void {
  s.upgrade = s.draftPool;
  s.draftPool = [];
  s.first = (s.first - 1 + s.players) % s.players;
  if (logOn()) logRule('draftOver', { to: S(s.first) }, RULE.draftPass);
  beginGame(s, cards);
}
