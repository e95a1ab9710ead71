// Shared by the strength tests: Hard against random seats in Goofspiel, seats rotated over seeds.
// Goofspiel, not Tricks: against a uniformly random opponent every order of play in Tricks has the same
// outcome distribution, so no bot can beat random there. Ties split the prize: under the classic discard rule
// the best play with 3+ players against competent rivals (let two rivals tie on a big prize and waste their
// top cards) is poor against random ones, which would test opponent modelling rather than search strength.
import { expect } from 'vitest';
import { botByName, type Bot } from '@main/ai/bot';
import { playGame } from '@main/ai/simulate';
import { goofspielGame } from '@main/ai/testing/goofspiel';
import { wilsonLower } from './helpers';

/** Win share of `hero` (shared victories split) over `games` games, the hero's seat rotating. */
export function heroWins(hero: Bot, other: Bot, players: number, games: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const seats = Array.from({ length: players }, (_, i) => (i === seat ? hero : other));
    const played = playGame(goofspielGame, { players, cards: 5, ties: 'split' }, 1000 + g, seats);
    if (played.outcome.winners.includes(seat)) wins += 1 / played.outcome.winners.length;
  }
  return wins;
}

/** Hard's win share against random seats must beat the fair 1/players with 95% confidence (Wilson lower bound). */
export function expectHardBeatsRandom(players: number, games: number): void {
  const wins = heroWins(botByName('hard')!, botByName('random')!, players, games);
  expect(wilsonLower(wins, games), `Hard won ${wins} of ${games}`).toBeGreaterThan(1 / players);
}
