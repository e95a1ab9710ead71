// The Ruckus AI's evaluation of a position where a rollout was cut off: Victory points won plus each standing army's
// share of the current prize by its strength, and while armies are built (or once they are) their self-play values.
import { outcomeOf } from '@main/games/ruckus/game';
import { scoreOf } from '@main/games/ruckus/round-end';
import { VICTORY_DECK_SIZE } from '@main/games/ruckus/rules';
import { F, type RuckusState } from '@main/games/ruckus/state';
import { skillOf } from '@main/games/ruckus/stats';
import { isTournament, type TournamentState } from '@main/games/ruckus/tournament';
import { isFieldable } from '@main/games/ruckus/zones';
import { outcomeReward, softmaxRewards } from '../reward';
import { CONTENTION, planArmy } from './ruckus-army';
import { attackOf, printed, skillOfCard, toughness, type AiCards } from './ruckus-estimates';
import { skillWorth, valueIn, type Ratings } from './ruckus-values';

/** Percentage points of army value per unit of reward while armies are built (see armyEvaluation). */
const BUILD_SHARPNESS = 20;

/** While armies are built: each army's value (units taken, plus the best army its points can still reach), as win chances. */
function armyEvaluation(cards: AiCards, s: RuckusState): number[] {
  const r = cards.ratings(s);
  const n = s.players;
  const worth = s.seats.map((player) => {
    let v = 0;
    for (const id of player.draw) { const card = cards.unit[id]; if (card && card.level !== 'S') v += valueIn(r, id, player.guild); }
    for (const id of player.upgrades) v += 0.2 * valueIn(r, id, player.guild);
    if (!player.done && player.points > 0 && s.phase !== 'pure-upgrades') {
      const pool = (s.phase === 'draft' ? s.draftPool : s.upgrade).filter((id) => {
        const card = cards.unit[id];
        return card && card.level !== 'S' && card.level <= player.points && (s.phase === 'draft' || card.guild === player.guild);
      });
      // In a Draft the others take some of the plan; an Advanced army's own guild is all its own.
      v += (s.phase === 'draft' ? CONTENTION : 1) * planArmy(r, { guild: player.guild, picked: [] }, pool, player.points).value;
    }
    return v;
  });
  // The data's values are percentage points of win chance, but one pick moves an army by a few points only: at its
  // calibrated size such a difference hides under the search's exploration, so the reward here is sharpened
  // (BUILD_SHARPNESS points of value per unit of reward). It ranks armies; it is not a calibrated win chance.
  const scale = BUILD_SHARPNESS * (r.calibrated ? 1 : r.unit / 5);
  if (s.phase !== 'draft') {
    // Advanced and Pure Guild armies are built in secret and never interact: each seat is rated against the best army its
    // guild allows, so a determinization's guess at the others' picks adds no noise to the rating of one's own.
    return worth.map((w, seat) => Math.max(0, Math.min(1, 1 / n + (w - cards.idealArmy(r, s.seats[seat].guild)) / scale)));
  }
  let mean = 0;
  for (const w of worth) mean += w / n;
  return worth.map((w) => Math.max(0, Math.min(1, 1 / n + (w - mean) / scale)));
}

// ---------------------------------------------------------------- evaluation

/** An army's fighting strength: attack times staying power (Lanchester-like), with the hand during the Formation Phase. */
function armyStrength(cards: AiCards, s: RuckusState, seat: number, skillsOn: boolean): number {
  const player = s.seats[seat];
  let attack = player.bonus, hp = 0;
  for (const unit of player.army) {
    if (unit.flags & F.DEFEATED) continue;
    attack += attackOf(cards, unit, skillsOn) + (skillsOn ? skillWorth(skillOf(cards, unit)) * 0.5 : 0);
    hp += Math.max(0, toughness(cards, unit, skillsOn));
  }
  if (s.phase === 'formation' && !player.done) {
    for (const id of player.hand) {
      if (!isFieldable(cards, id)) continue;
      const stats = printed(cards, id);
      attack += stats.melee * 0.8 + stats.ranged + (skillsOn ? skillWorth(skillOfCard(cards, id)) * 0.5 : 0);
      hp += stats.hearts + stats.shields * 1.5;
    }
  }
  return attack * hp;
}

function evaluateGame(cards: AiCards, s: RuckusState): number[] {
  const n = s.players;
  if (s.phase === 'over') { const o = outcomeOf(s, cards); if (o) return outcomeReward(o); }
  if (s.phase === 'build' || s.phase === 'draft' || s.phase === 'pure-upgrades') return armyEvaluation(cards, s);
  const skillsOn = !s.child;
  const projected = new Array<number>(n);
  for (let seat = 0; seat < n; seat++) projected[seat] = scoreOf(s, cards, seat) + 0.1 * s.seats[seat].won.length;
  const fighting = s.phase !== 'bury' && s.phase !== 'upgrade';
  if (s.prize && fighting) {
    const prizeCard = cards.victory[s.prize];
    const prize = (prizeCard?.vp ?? 0) + (prizeCard?.onWinTokens ?? 0) * 1.5;
    const strength = new Array<number>(n).fill(0);
    let total = 0;
    for (let seat = 0; seat < n; seat++) {
      if (!s.seats[seat].inRound) continue;
      const x = armyStrength(cards, s, seat, skillsOn);
      strength[seat] = x * Math.sqrt(x);
      total += strength[seat];
    }
    if (total > 0) for (let seat = 0; seat < n; seat++) projected[seat] += prize * (strength[seat] / total);
  }
  let ahead = 0;
  for (const id of s.victoryDeck) ahead += cards.victory[id]?.vp ?? 0;
  const temperature = 1.5 + 0.25 * ahead;
  // Built armies (Advanced, Draft, Pure Guild): each deck's self-play value, so that a search over picks that runs into
  // the battle still sees which army is better, and upgrades count. A lift of v percentage points of the chance to win a
  // game of n players is v/100 · T·n²/(n-1) projected VP (the inverse of the softmax's slope at even, (n-1)/(n²T): 4T
  // for 2 players), n being the player count the values were measured in, scaled by the share of the prizes still to fight for.
  if (s.setup !== 'basic') {
    const share = (s.victoryDeck.length + (s.prize ? 1 : 0)) / VICTORY_DECK_SIZE;
    if (share > 0) {
      const r = cards.ratings(s);
      const slope = vpPerLift(r.players);
      if (r.calibrated) for (let seat = 0; seat < n; seat++) projected[seat] += (slope * temperature * share * deckValue(cards, r, s, seat)) / 100;
    }
  }
  return softmaxRewards(projected, temperature);
}

/** Projected VP per point of win-chance lift, per unit of softmax temperature, in games of `players` seats: n²/(n-1). */
export function vpPerLift(players: number): number {
  return (players * players) / (players - 1);
}

/** Self-play value of the units a seat owns (draw pile, hand, discard pile, its own units in play; Starting units by printed worth). */
function deckValue(cards: AiCards, r: Ratings, s: RuckusState, seat: number): number {
  const player = s.seats[seat];
  let v = 0;
  const add = (id: string): void => { if (cards.unit[id]) v += valueIn(r, id, player.guild); };
  for (const id of player.draw) add(id);
  for (const id of player.hand) add(id);
  for (const id of player.discard) add(id);
  for (const unit of player.army) if (unit.owner === seat && !(unit.flags & F.ZOMBIE)) add(unit.id);
  return v;
}

/** VP won so far plus each standing army's share of the current prize, as a soft "who is ahead"; a tournament game by game. */
export function evaluateAny(cards: AiCards, s: RuckusState | TournamentState): number[] {
  if (!isTournament(s)) return evaluateGame(cards, s);
  const out = new Array<number>(s.players).fill(1 / s.players);
  s.games.forEach((g, i) => {
    const local = evaluateGame(cards, g);
    s.seats[i].forEach((global, k) => { out[global] = local[k] ?? out[global]; });
  });
  return out;
}
