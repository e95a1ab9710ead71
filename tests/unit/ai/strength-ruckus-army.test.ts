// AI army building against weaker builders, in whole 2-player Ruckus games: strength runs (Wilson 95% lower bounds),
// run by npm test and left out of test:fast.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@main/engine/game';
import type { Bot } from '@main/ai/bot';
import { ruckusHeuristicBot } from '@main/ai/games/ruckus-ai';
import { playGame } from '@main/ai/simulate';
import { ruckusGame } from '@main/games/ruckus/game';
import { draftingWith, printedWorthDrafter } from '../../../bench/draft-bots';
import { wilsonLower } from './helpers';
import { randomArmyBot } from './ruckus-army-bots';

const game = ruckusGame as unknown as AnyGame;

/** The builder the AI had before the self-play data: the best printed worth, Level 2 units discounted by 1.6. */
const printedWorthBot: Bot = draftingWith(printedWorthDrafter, ruckusHeuristicBot, 'printed-worth-army');

/** Plays `n` 2-player games of `setup`, the AI builder in seat `i % 2` of game i; returns the AI's score (a shared win counts 1/2). */
function aiVersusRandomArmies(setup: 'advanced' | 'draft', n: number, seed0: number, other: Bot = randomArmyBot): { score: number; n: number } {
  let score = 0;
  for (let i = 0; i < n; i++) {
    const ai = i % 2;
    const seats = ai === 0 ? [ruckusHeuristicBot, other] : [other, ruckusHeuristicBot];
    const played = playGame(game, { players: 2, setup }, seed0 + i, seats);
    const w = played.outcome.winners;
    score += w.includes(ai) ? 1 / w.length : w.length === 0 ? 0.5 : 0;
  }
  return { score, n };
}

describe('AI army building is stronger than the builders it replaces', () => {
  it("the AI's Advanced armies beat randomly built legal armies in 2-player games (Wilson 95% lower bound above 50%)", () => {
    const { score, n } = aiVersusRandomArmies('advanced', 120, 10_000);
    const share = score / n, low = wilsonLower(score, n);
    console.log(`Advanced: AI-built armies scored ${score} of ${n} (${(100 * share).toFixed(1)}%), Wilson 95% lower bound ${(100 * low).toFixed(1)}%`);
    expect(low).toBeGreaterThan(0.5);
  }, 30_000);

  it('the self-play values build better Advanced armies than the printed-worth rule they replace (Wilson 95% lower bound above 50%)', () => {
    const { score, n } = aiVersusRandomArmies('advanced', 120, 30_000, printedWorthBot);
    const low = wilsonLower(score, n);
    console.log(`Advanced: data-valued armies scored ${score} of ${n} against printed-worth armies, Wilson 95% lower bound ${(100 * low).toFixed(1)}%`);
    expect(low).toBeGreaterThan(0.5);
  }, 30_000);

  it('AI drafting beats random drafting in 2-player Draft games (Wilson 95% lower bound above 50%)', () => {
    const { score, n } = aiVersusRandomArmies('draft', 100, 20_000);
    const share = score / n, low = wilsonLower(score, n);
    console.log(`Draft: AI drafting scored ${score} of ${n} (${(100 * share).toFixed(1)}%), Wilson 95% lower bound ${(100 * low).toFixed(1)}%`);
    expect(low).toBeGreaterThan(0.5);
  }, 30_000);
});
