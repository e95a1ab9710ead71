import { neutral } from '@shared/games/catalogues';
import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { tricksGame, type TricksAction, type TricksState } from '@main/engine/testing/tricks-game';
import { defaultGameAi, gameAiFor, gameAiIds } from '@main/ai/game-ai';
import { tricksAi } from '@main/ai/testing/tricks-ai';
import { goofspielAi } from '@main/ai/testing/goofspiel-ai';
import { goofspielGame, type GoofspielState } from '@main/ai/testing/goofspiel';
import { outcomeReward, scoreShares, softmaxRewards } from '@main/ai/reward';
import { searchIsmcts } from '@main/ai/ismcts';
import { decisiveGoofspiel, randomWalk, turnFor } from './helpers';

const outcome = (scores: number[], winners: number[]): Outcome => ({ scores, winners, tieBreaks: [] });

describe('reward vectors', () => {
  it('a sole winner gets the most, a shared victory is split, a closer loser gets a little more', () => {
    const r = outcomeReward(outcome([5, 3, 1], [0]));
    expect(r[0]).toBeCloseTo(0.9 + 0.1 * (4 / 6));
    expect(r[1]).toBeCloseTo(0.1 * (2 / 6));
    expect(r[2]).toBe(0);
    const shared = outcomeReward(outcome([4, 4, 0], [0, 1]));
    expect(shared[0]).toBeCloseTo(0.45 + 0.05);
    expect(shared[1]).toBeCloseTo(shared[0]!);
    for (const x of [...r, ...shared]) expect(x).toBeGreaterThanOrEqual(0);
    for (const x of [...r, ...shared]) expect(x).toBeLessThanOrEqual(1);
  });

  it('a truncated game without winners rewards by score share; equal scores share equally', () => {
    expect(outcomeReward(outcome([2, 6], []))).toEqual([0, 1]);
    expect(scoreShares([-3, -3, -3])).toEqual([1 / 3, 1 / 3, 1 / 3]);
    const soft = softmaxRewards([3, 1], 1);
    expect(soft[0]! + soft[1]!).toBeCloseTo(1);
    expect(soft[0]).toBeGreaterThan(soft[1]!);
  });
});

describe('the registry of game hooks', () => {
  it('the app registers only the shipped games; the test games are registered by the tests', async () => {
    vi.resetModules();
    const fresh = await import('@main/ai/game-ai');
    expect(fresh.gameAiIds().sort()).toEqual(['ruckus', 'rush']);
    expect(fresh.gameAiFor(tricksGame)).not.toBe(tricksAi);
    expect(fresh.gameAiFor(tricksGame).gameId).toBe('tricks');
    // This file's registry is the one tests/setup/test-game-ais.ts filled.
    expect(gameAiIds()).toEqual(expect.arrayContaining(['ruckus', 'rush', 'tricks', 'goofspiel']));
  });

  it('knows the registered test games and falls back to the generic default for any other game', () => {
    expect(gameAiFor(tricksGame)).toBe(tricksAi);
    const stranger = { ...tricksGame, id: 'stranger' };
    const fallback = gameAiFor(stranger);
    expect(fallback.gameId).toBe('stranger');
    expect(gameAiFor(stranger)).toBe(fallback);
  });

  it('the generic default searches any game by random rollouts and stable-JSON action keys', () => {
    const stranger = { ...goofspielGame, id: 'stranger-goofspiel' };
    const s = decisiveGoofspiel();
    const result = searchIsmcts({ game: stranger, view: stranger.view(s, 0), player: 0, legal: stranger.legalActions(s, 0), rng: new Rng(1), iterations: 400 });
    expect(result.best).toEqual({ type: 'bid', card: 'b0-4' });
    expect(result.options[0]!.key).toBe('{"card":"b0-4","type":"bid"}');
    const ai = defaultGameAi(stranger);
    expect(ai.evaluate(s, 0)).toEqual([]);
    expect(neutral(ai.explain({ type: 'bid', card: 'b0-4' }, stranger.view(s, 0)))).toBe('Bid 4: the move that did best in the search\'s playouts.');
    const turn = turnFor(stranger, s, 0, 3);
    expect(turn.legal).toContain(ai.heuristicBot.choose(turn));
  });
});

describe('Tricks hooks (the worked example)', () => {
  it('evaluate rates the player holding the high cards ahead, one entry per player in [0, 1]', () => {
    const s = tricksGame.setup({ players: 3 }, 1);
    s.hands = [['c13', 'c12', 'c11'], ['c1', 'c2', 'c3'], ['c4', 'c5', 'c6']];
    s.deck = ['c7', 'c8', 'c9', 'c10'];
    const r = tricksAi.evaluate(s, 1);
    expect(r).toHaveLength(3);
    for (const x of r) expect(x).toBeGreaterThanOrEqual(0);
    expect(r[0]).toBeGreaterThan(r[2]!);
    expect(r[2]).toBeGreaterThan(r[1]!);
  });

  it('the rollout policy answers a committed card with the cheapest card that beats it, else throws the lowest', () => {
    const s = tricksGame.setup({ players: 2 }, 1);
    s.hands = [['c9', 'c2', 'c7'], ['c5']];
    s.committed = [null, 'c6'];
    const legal = tricksGame.legalActions(s, 0);
    expect(tricksAi.rolloutPolicy(s, 0, legal, new Rng(1))).toEqual({ type: 'commit', card: 'c7' });
    s.committed = [null, 'c10'];
    expect(tricksAi.rolloutPolicy(s, 0, legal, new Rng(1))).toEqual({ type: 'commit', card: 'c2' });
  });

  it('the heuristic bot spends the cheapest likely winner and explains a move in card terms', () => {
    const s = tricksGame.setup({ players: 2 }, 1);
    // 10 cards; player 1 sees c10, c9, c1 in hand: c9 beats 7 of the 7 unseen cards, c1 none.
    s.hands = [['c10', 'c9', 'c1'], ['c2', 'c3', 'c4']];
    s.deck = ['c5', 'c6', 'c7', 'c8'];
    const turn = turnFor(tricksGame, s, 0, 1);
    expect(tricksAi.heuristicBot.choose(turn)).toEqual({ type: 'commit', card: 'c9' });
    expect(neutral(tricksAi.explain({ type: 'commit', card: 'c1' }, tricksGame.view(s, 0)))).toBe('Commit c1: higher than 0 of the 7 cards you cannot see, about 0% to take this trick.');
  });
});

describe('Goofspiel hooks', () => {
  it('the heuristic bids its top card on the top prize and its lowest on the lowest', () => {
    const s = goofspielGame.setup({ players: 2 }, 1);
    s.prizeDeck = ['p1', 'p2', 'p3', 'p4', 'p5'];
    s.prize = 'p6';
    expect(goofspielAi.heuristicBot.choose(turnFor(goofspielGame, s, 0, 1))).toEqual({ type: 'bid', card: 'b0-6' });
    s.prizeDeck = ['p6', 'p2', 'p3', 'p4', 'p5'];
    s.prize = 'p1';
    expect(goofspielAi.heuristicBot.choose(turnFor(goofspielGame, s, 1, 1))).toEqual({ type: 'bid', card: 'b1-1' });
  });

  it('evaluate favours points already won; the observation key is the bids revealed and the next prize', () => {
    const s = randomWalk<GoofspielState>(goofspielGame, 3, 4, 6);
    s.scores = [10, 0, 0];
    const r = goofspielAi.evaluate(s, 0);
    expect(r[0]).toBeGreaterThan(0.5);
    expect(goofspielAi.observationKey!(s, 1)).toBe(`${s.history.at(-1)!.bids.join(',')}>${s.prize}`);
    expect(goofspielAi.observationKey!(goofspielGame.setup({ players: 2 }, 1), 0)).toBe('');
  });

  it('Tricks observes the cards of the last trick once they are revealed', () => {
    const s = tricksGame.setup({ players: 2 }, 1);
    expect(tricksAi.observationKey!(s, 0)).toBe('');
    const [a, b] = [s.hands[0]![0]!, s.hands[1]![0]!];
    tricksGame.step(s, 0, { type: 'commit', card: a });
    expect(tricksAi.observationKey!(s, 1)).toBe('');
    tricksGame.step(s, 1, { type: 'commit', card: b });
    expect(tricksAi.observationKey!(s, 0)).toBe(`${a},${b}`);
  });

  it('action keys are unique per legal action', () => {
    const s: TricksState = tricksGame.setup({ players: 4 }, 3);
    const keys = tricksGame.legalActions(s, 0).map((a: TricksAction) => tricksAi.actionKey!(a));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
