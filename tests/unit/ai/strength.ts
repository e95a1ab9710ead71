// Shared by the strength tests: Hard against random seats in Goofspiel, seats rotated over seeds.
// Goofspiel, not Tricks: against a uniformly random opponent every order of play in Tricks has the same
// outcome distribution, so no bot can beat random there. Ties split the prize: under the classic discard rule
// the best play with 3+ players against competent rivals (let two rivals tie on a big prize and waste their
// top cards) is poor against random ones, which would test opponent modelling rather than search strength.
import { expect } from 'vitest';
import { botByName, type Bot } from '@main/ai/bot';
import { playGame } from '@main/ai/simulate';
import { goofspielGame } from '@main/ai/testing/goofspiel';
import { SOAK } from '../../budget';
import { sequentialTest, wilsonLower } from './helpers';

/** The hero's score in game g (shared victories split), the hero's seat rotating. */
function heroScore(hero: Bot, other: Bot, players: number, g: number): number {
  const seat = g % players;
  const seats = Array.from({ length: players }, (_, i) => (i === seat ? hero : other));
  const played = playGame(goofspielGame, { players, cards: 5, ties: 'split' }, 1000 + g, seats);
  return played.outcome.winners.includes(seat) ? 1 / played.outcome.winners.length : 0;
}

/** Win share of `hero` (shared victories split) over `games` games, the hero's seat rotating. */
export function heroWins(hero: Bot, other: Bot, players: number, games: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) wins += heroScore(hero, other, players, g);
  return wins;
}

/**
 * Hard's win share against random seats must beat the fair 1/players. npm test plays a sequential test (Wald's, 5%
 * error each way, H1 at `p1`, at most three times the fixed series), which stops after a few dozen games; with SOAK=1
 * the fixed series of `games` games must clear it by its Wilson 95% lower bound, as npm test checked before. Both play
 * the same seeds from game 0.
 */
export function expectHardBeatsRandom(players: number, games: number, p1: number): void {
  const hard = botByName('hard')!, random = botByName('random')!;
  if (SOAK) {
    const wins = heroWins(hard, random, players, games);
    expect(wilsonLower(wins, games), `Hard won ${wins} of ${games}`).toBeGreaterThan(1 / players);
    return;
  }
  const result = sequentialTest((g) => heroScore(hard, random, players, g), 1 / players, p1, { maxGames: 3 * games });
  expect(result.verdict, `Hard scored ${result.score} in ${result.games} games`).toBe('above');
}
