// The end of a combat round and of the game: who won the round (or nobody), the cards cleared away, the Bury and
// Upgrade steps, the 1st Player Token passed on, and the final count of VP with its tie-breaks and sudden death.
import { logOn } from '@main/engine/log';
import { nextInt } from '@main/engine/rng';
import { seatParam as S } from '@shared/games/words';
import { buryMax } from './effects';
import { startRound } from './phases';
import { leaveBattlefield, offerReactions } from './play';
import { logRule, RULE } from './rules';
import type { Cards, RuckusState } from './state';
import { order, standing } from './zones';

/** Ends the combat round when at most one army stands; returns whether it ended. */
export function checkRoundEnd(s: RuckusState, cards: Cards): boolean {
  let alive = -1, count = 0;
  for (const seat of order(s)) if (s.seats[seat].inRound && standing(s.seats[seat])) { alive = seat; count++; }
  if (count > 1) return false;
  endRound(s, cards, count === 1 ? alive : -1, count === 1 ? 'win' : 'mutual');
  return true;
}

export function endRound(s: RuckusState, cards: Cards, winner: number, reason: 'win' | 'mutual' | 'stalemate'): void {
  s.results.push(winner);
  s.hits = [];
  for (const prompt of s.prompts) if (prompt.card) s.kickerDiscard.push(prompt.card);
  s.prompts = [];
  if (winner >= 0) { if (logOn()) logRule('winsRound', { by: S(winner), prize: s.prize ? cards.victory[s.prize].name : '' }, RULE.win); }
  else if (reason === 'mutual') { if (logOn()) logRule(s.cycle === 0 ? 'noArmies' : 'mutual', {}, RULE.mutual); }
  else if (logOn()) logRule('stalemate', {}, RULE.stalemate);
  const gainedSuddenDeath = winner >= 0 && s.suddenDeath;
  if (winner >= 0 && s.prize) {
    const player = s.seats[winner];
    const prize = cards.victory[s.prize];
    player.discard.push(s.prize);
    player.won.push(s.prize);
    for (let i = 0; i < (prize.onWinTokens ?? 0); i++) { const token = s.tokenPool.pop(); if (token) player.tokens.push(token); }
    s.prize = s.suddenDeath ? null : s.victoryDeck.pop() ?? null;
  }
  for (const seat of order(s)) {
    const player = s.seats[seat];
    const reacting: string[] = [];
    for (const unit of player.army) leaveBattlefield(s, cards, seat, unit, false, reacting);
    offerReactions(s, seat, reacting);
    player.army = [];
    for (const id of player.beside) player.discard.push(id);
    player.beside = [];
    player.bonus = 0;
    player.topShown = false;
  }
  if (gainedSuddenDeath) {
    s.prompts = [];
    s.winner = winner;
    s.endReason = 'sudden death';
    s.phase = 'over';
    if (logOn()) logRule('winsSuddenDeath', { by: S(winner) }, RULE.suddenDeath);
    return;
  }
  s.phase = 'bury';
  s.turn = 0;
}

/** The player's sidelined cards that may still have a card of the discard pile buried under them. */
export function buryTargets(s: RuckusState, cards: Cards, seat: number): string[] {
  const out: string[] = [];
  const player = s.seats[seat];
  if (s.child || player.discard.length === 0) return out;
  for (const sidelined of player.sidelined) if (sidelined.buried.length < buryMax(cards, sidelined.id)) out.push(sidelined.id);
  return out;
}

/** Upgrade Phase: every player in the round but its winner, with an upgrade card left and a unit in the discard pile. */
export function canUpgrade(s: RuckusState, cards: Cards, seat: number): boolean {
  if (s.noUpgrades) return false;
  const player = s.seats[seat];
  const last = s.results[s.results.length - 1];
  if (!player.inRound || (last >= 0 && last === seat)) return false;
  const deck = s.setup === 'pure' ? player.upgrades : s.upgrade;
  if (deck.length === 0) return false;
  return player.discard.some((id) => cards.kind[id] === 'unit');
}

/** The 1st Player Token passes on; the next round, or the final count once the Victory deck is spent. */
export function finishRound(s: RuckusState, cards: Cards): void {
  s.first = (s.first + 1) % s.players;
  if (logOn()) logRule('tokenPasses', { to: S(s.first) }, RULE.token);
  if (s.prize === null) { finalScoring(s, cards); return; }
  startRound(s, cards);
}

/** A player's VP: Victory cards won, VP tokens (add-ons 1 each, used or not), cards buried under sidelined cards. */
export function scoreOf(s: RuckusState, cards: Cards, seat: number): number {
  const player = s.seats[seat];
  let vp = 0;
  for (const id of player.won) vp += cards.victory[id].vp;
  for (const id of player.tokens) vp += cards.token[id].addOn ? 1 : cards.token[id].vp;
  vp += player.used.length;
  for (const sidelined of player.sidelined) {
    const draw = cards.victory[sidelined.id]?.onDraw;
    vp += sidelined.buried.length * (draw?.kind === 'sideline-bury' ? draw.vpPer : cards.unit[sidelined.id] ? 1 : 0);
  }
  return vp;
}

/** "Once the 5th Victory card has been won": the most VP wins, then the most Victory cards, else sudden death. */
function finalScoring(s: RuckusState, cards: Cards): void {
  const scores = s.seats.map((_, seat) => scoreOf(s, cards, seat));
  const top = Math.max(...scores);
  let tied = s.seats.map((_, seat) => seat).filter((seat) => scores[seat] === top);
  if (logOn()) logRule('finalVp', { seats: scores.map((_, seat) => S(seat)), scores }, RULE.end);
  if (tied.length > 1) {
    const most = Math.max(...tied.map((seat) => s.seats[seat].won.length));
    tied = tied.filter((seat) => s.seats[seat].won.length === most);
  }
  if (tied.length === 1) {
    s.winner = tied[0];
    s.endReason = '5 Victory cards won';
    s.phase = 'over';
    if (logOn()) logRule('winsGame', { by: S(tied[0]!) }, RULE.end);
    return;
  }
  if (s.victoryOut.length === 0) {
    s.winner = -1;
    s.endReason = 'tie with no unused Victory card left';
    s.phase = 'over';
    return;
  }
  const pick = s.victoryOut.splice(nextInt(s.rng, s.victoryOut.length), 1)[0];
  s.prize = pick;
  s.suddenDeath = true;
  for (let seat = 0; seat < s.players; seat++) s.seats[seat].inRound = tied.includes(seat);
  if (logOn()) logRule('suddenDeath', { tied: tied.map((seat) => S(seat)) }, RULE.suddenDeath);
  startRound(s, cards);
}
