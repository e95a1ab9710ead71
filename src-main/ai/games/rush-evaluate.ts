// The Rush AI's evaluation of a position where a rollout was cut off: each player's projected final score (medals, bases,
// a share of the achievements, squad strength), trusted more as the end comes near; once the end is triggered, the
// round is played out greedily (rush-policy.ts) and rated by the real outcome.
import { type Compiled, AUXILIARY, BASE, MEDAL } from '@main/games/rush/compiled';
import { rushGame, type RushGame } from '@main/games/rush/game';
import { OVER, type RushState } from '@main/games/rush/state';
import { at } from '@main/games/rush/zones';
import { softmaxRewards } from '../reward';
import { rushGreedy } from './rush-policy';
import { bit } from '@main/games/rush/bases';

/** Per-player counts behind the achievements, indexed like ACHIEVEMENT_KINDS. */
const KIND_INDEX: Record<string, number> = {
  'destroyed-bases': 0, light: 1, medium: 2, spg: 3, heavy: 4, auxiliary: 5,
  'medals-ussr': 6, 'medals-usa': 7, 'medals-germany': 8, 'medals-france': 9, 'double-medals': 10, 'largest-squad': 11,
};
const ACH_SHARE_BASE = 0.5, ACH_SHARE_PER_LEAD = 0.15, ACH_TIED = 0.35;
/** Points per cost point of vehicles owned (squad and defenders): what they should still earn. */
const STRENGTH_WEIGHT = 0.3;
const TEMPERATURE = 3;
/** Weight of the lead in points beside the softmax, and the lead (in points) that counts as a sure thing. */
const LEAD_WEIGHT = 0.3, LEAD_SCALE = 30;
/**
 * A game not yet over is worth a little less than the same lead at the end. Far ahead, the softmax alone rates every
 * move a near-sure win, so the search had no reason to press on and destroy the last base: against random play most
 * games ran to the turn limit. The lead term keeps rewarding more points however far ahead, and the discount makes
 * ending a won game worth more than prolonging it.
 */
const UNFINISHED = 0.9;

/**
 * Rewards of an unfinished game from projected scores: a softmax of who is ahead blended with each player's lead,
 * held with a certainty that grows as the end comes near. Far from the end the rating is discounted (see UNFINISHED)
 * toward an even share, since much can still change; one step before the end trigger it is trusted whole. So a leader
 * gains by bringing the end nearer and a trailer by putting it off. Without this, a won game whose end lay beyond the
 * rollout horizon rated every move alike, and against random play Hard let 5 of 200 games run to the turn limit
 * with leads such as 25-0 (bench/RESULTS.md, History, 1 Dec 2026).
 * `closeness` is endCloseness(state), from 0 (far) to 1.
 */
export function unfinishedRewards(projected: readonly number[], closeness = 0): number[] {
  const n = projected.length;
  const soft = softmaxRewards(projected, TEMPERATURE);
  const certainty = UNFINISHED + (1 - UNFINISHED) * Math.max(0, Math.min(1, closeness));
  const out = new Array<number>(n);
  for (let p = 0; p < n; p++) {
    let best = -Infinity;
    for (let q = 0; q < n; q++) if (q !== p && projected[q]! > best) best = projected[q]!;
    const lead = Math.max(0, Math.min(1, 0.5 + (projected[p]! - best) / (2 * LEAD_SCALE)));
    out[p] = certainty * ((1 - LEAD_WEIGHT) * soft[p]! + LEAD_WEIGHT * lead) + (1 - certainty) / n;
  }
  return out;
}

/**
 * How near the end trigger is, from 0 to 1: the share of a medal deck's one-medal cards already taken (the last one
 * ends the game), or the share of a player's bases already destroyed (losing the last one ends it), whichever is
 * further on.
 */
export function endCloseness(s: RushState, c: Compiled = rushGame.cards): number {
  let medals = 0;
  for (let nation = 0; nation < s.oneMedalDecks.length; nation++) {
    const full = c.oneMedalCards[nation]!.length;
    if (full > 0) medals = Math.max(medals, 1 - s.oneMedalDecks[nation]!.length / full);
  }
  let bases = 0;
  for (let p = 0; p < s.players; p++) {
    let left = 0;
    for (let j = 0; j < c.basesPer; j++) if (s.bases[p * c.basesPer + j]! >= 0) left++;
    bases = Math.max(bases, 1 - left / c.basesPer);
  }
  return Math.max(medals, bases);
}

/** Each player's projected final score: medals, base cards, a share of achievements likely won, squad strength. */
export function projectedScores(s: RushState, c: Compiled = rushGame.cards): number[] {
  const n = s.players;
  const proj = new Array<number>(n).fill(0);
  const counts: number[][] = [];
  for (let p = 0; p < n; p++) {
    const k = new Array<number>(12).fill(0);
    let points = 0, strength = 0;
    const zones = [s.hands[p]!, s.depots[p]!, s.hangars[p]!];
    for (const z of zones) {
      for (let i = 0; i < z.length; i++) {
        const card = at(z, i);
        const cl = c.cardClass[card]!;
        k[11]!++;
        if (cl === MEDAL) {
          const m = c.medals[card]!;
          points += m;
          k[6 + c.nation[card]!]! += m;
          if (m === 2) k[10]!++;
        } else if (cl === BASE) { points += c.set.base.medals; k[0]!++; }
        else if (cl <= AUXILIARY) { k[1 + cl]!++; strength += c.cost[card]!; }
      }
    }
    for (let j = 0; j < c.basesPer; j++) {
      const slot = p * c.basesPer + j;
      const d = s.defenders[slot]!;
      if (d >= 0) strength += c.cost[d]!;
      // An open base is medals offered to the opponents.
      if (s.bases[slot]! >= 0 && d < 0) points -= (s.baseDamage & bit(slot)) ? 1 : 0.4;
    }
    proj[p] = points + STRENGTH_WEIGHT * strength;
    counts.push(k);
  }
  for (const a of s.achievements) {
    const kind = KIND_INDEX[c.set.achievements[a]!.kind]!;
    let top = 0, second = 0, leaders = 0;
    for (let p = 0; p < n; p++) {
      const x = counts[p]![kind]!;
      if (x > top) { second = top; top = x; leaders = 1; } else if (x === top) leaders++; else if (x > second) second = x;
    }
    if (top === 0) continue;
    if (leaders > 1) {
      for (let p = 0; p < n; p++) if (counts[p]![kind] === top) proj[p]! += 5 * ACH_TIED;
      continue;
    }
    const share = second === 0 ? 1 : Math.min(1, ACH_SHARE_BASE + ACH_SHARE_PER_LEAD * (top - second));
    let seconds = 0;
    for (let p = 0; p < n; p++) if (second > 0 && counts[p]![kind] === second) seconds++;
    for (let p = 0; p < n; p++) {
      const x = counts[p]![kind]!;
      if (x === top) proj[p]! += 5 * share;
      else if (seconds > 0 && x === second) proj[p]! += (5 * (1 - share)) / seconds;
    }
  }
  return proj;
}

/** Greedy steps the end of a round may take before the evaluation gives up on it (a round is 4-5 actions a player). */
const END_ROUND_CAP = 200;

/**
 * Once the end is triggered the game is over at the end of the round, so a cut-off rollout plays the round out
 * greedily and is rated by the real outcome. Rated as unfinished instead, a won game was worth no more ended than
 * prolonged (the lead term was already full), and Hard let games against random play run to the turn limit.
 */
export function finishRound(game: RushGame, s: RushState): void {
  for (let steps = 0; s.phase !== OVER && steps < END_ROUND_CAP; steps++) {
    const decision = game.pending(s)[0];
    if (!decision) return;
    const error = game.step(s, decision.player, rushGreedy(s, decision.player, game.legalActions(s, decision.player), game.cards));
    if (error) throw new Error(`rush: the greedy move was refused at the end of a round (${error.rule}: ${error.message})`);
  }
}
