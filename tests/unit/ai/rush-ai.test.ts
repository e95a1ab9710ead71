// World of Tanks: Rush AI hooks: legal moves from the greedy policy and the heuristic bot, the heuristic bot against
// random play, the search deciding with the hooks (iterations per second printed, never asserted), the evaluation.
import { describe, expect, it } from 'vitest';
import { randomBot, type Bot } from '@main/ai/bot';
import { difficultyBot } from '@main/ai/difficulty';
import { gameAiFor } from '@main/ai/game-ai';
import { rushAi, rushExploration, rushHeuristicBot } from '@main/ai/games/rush-ai';
import { endCloseness, projectedScores, unfinishedRewards } from '@main/ai/games/rush-evaluate';
import { outcomeReward } from '@main/ai/reward';
import { searchIsmcts } from '@main/ai/ismcts';
import { playGame } from '@main/ai/simulate';
import { Rng } from '@main/engine/rng';
import { rushModule } from '@main/games/rush/module';
import { rushGame } from '@main/games/rush/game';
import { scoreRush } from '@main/games/rush/score';
import { MEDALS, OVER, type RushAction, type RushState, type RushView } from '@main/games/rush/state';
import { ch } from '@main/games/rush/zones';
import { randomWalk, turnFor, wilsonLower } from './helpers';
import { neutral } from '@shared/games/catalogues';

const sim = (players: number): Record<string, unknown> & { players: number } => ({ ...rushModule.simulationOptions!({}), players });

/** Win share of `hero` against `other` in 2-player games, seats alternating; shared victories split. */
function heroWins(hero: Bot, other: Bot, games: number, seed0: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const seats = seat === 0 ? [hero, other] : [other, hero];
    const played = playGame(rushGame, sim(2), seed0 + g, seats);
    if (played.outcome.winners.includes(seat)) wins += 1 / played.outcome.winners.length;
  }
  return wins;
}

describe('Rush AI hooks', () => {
  it('is registered for the rush game', () => {
    expect(gameAiFor(rushGame)).toBe(rushAi);
  });

  it('the rollout policy always returns a legal action (seeded games, greedy mixed with random moves)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const players = 2 + (seed % 4);
      const state = rushGame.setup(sim(players), seed);
      const rng = new Rng(seed * 7);
      for (let i = 0; i < 1500 && rushGame.outcome(state) === null; i++) {
        const d = rng.pick(rushGame.pending(state));
        const legal = rushGame.legalActions(state, d.player);
        const policy = rushAi.rolloutPolicy(state, d.player, legal, rng);
        expect(legal).toContain(policy);
        checked++;
        const action = rng.float() < 0.7 ? policy : rng.pick(legal);
        const error = rushGame.step(state, d.player, action);
        expect(error).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('the heuristic bot always returns a legal action and plays whole games to the end', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const players = 2 + (seed % 3);
      const seats = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? rushHeuristicBot : randomBot));
      const checking: Bot = {
        name: 'checked-heuristic',
        choose(turn) {
          const a = rushHeuristicBot.choose(turn);
          expect(turn.legal).toContain(a);
          return a;
        },
      };
      const played = playGame(rushGame, sim(players), seed, seats.map((b) => (b === rushHeuristicBot ? checking : b)));
      expect(played.outcome.scores).toHaveLength(players);
    }
  });

  it('the heuristic bot sees only its view: re-dealing hidden cards does not change its choice', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const state = randomWalk<RushState>(rushGame, 2, seed, 40 + seed * 7, {});
      if (rushGame.outcome(state)) continue;
      const d = rushGame.pending(state)[0]!;
      const turn = turnFor(rushGame, state, d.player, 99);
      const chosen = rushHeuristicBot.choose(turn);
      const view = rushGame.view(state, d.player);
      const redealt = rushGame.determinize(view, new Rng(seed + 1000));
      const again = rushHeuristicBot.choose({ ...turnFor(rushGame, redealt, d.player, 99) });
      expect(again).toEqual(chosen);
    }
  });

  it('the heuristic bot beats the random bot clearly in 2-player games', { timeout: 120_000 }, () => {
    const games = 40;
    const started = performance.now();
    const wins = heroWins(rushHeuristicBot, randomBot, games, 500);
    const ms = performance.now() - started;
    console.log(`rush 2p heuristic vs random: ${wins}/${games} (${((100 * wins) / games).toFixed(0)}%, Wilson lower ${(100 * wilsonLower(wins, games)).toFixed(0)}%), ${(ms / games).toFixed(0)} ms per game`);
    expect(wilsonLower(wins, games)).toBeGreaterThan(0.5);
  });

  it('the search decides with the hooks: legal moves, iterations per second printed', { timeout: 120_000 }, () => {
    let iterations = 0, ms = 0;
    // Seed 0 warms the JIT up and is not timed.
    for (let seed = 0; seed <= 4; seed++) {
      const state = randomWalk<RushState>(rushGame, 2, seed, 30 + seed * 11, { maxTurns: 200 });
      if (rushGame.outcome(state)) continue;
      const d = rushGame.pending(state)[0]!;
      const legal = rushGame.legalActions(state, d.player) as RushAction[];
      const view = rushGame.view(state, d.player) as RushView;
      const started = performance.now();
      const result = searchIsmcts<RushState, RushAction, RushView>({ game: rushGame, view, player: d.player, legal, rng: new Rng(seed), ai: rushAi, iterations: 1500 });
      if (seed > 0) { ms += performance.now() - started; iterations += result.iterations; }
      expect(legal).toContain(result.best);
      expect(rushGame.step(rushGame.clone(state), d.player, result.best)).toBeNull();
    }
    console.log(`rush 2p ISMCTS with rush hooks (rollout depth ${rushAi.rolloutDepth}): ${iterations} iterations in ${ms.toFixed(0)} ms = ${Math.round((iterations * 1000) / ms)} iterations/s`);
  });

  it('a fixed-iteration search at Hard\'s settings plays legal moves for a few turns of a 2-player game', { timeout: 120_000 }, () => {
    const hard = difficultyBot({ name: 'hard-capped', iterations: 300, maxMillis: Infinity, temperature: 0, floor: 1 });
    const state = rushGame.setup(sim(2), 7);
    const rng = new Rng(7);
    for (let i = 0; i < 30 && rushGame.outcome(state) === null; i++) {
      const d = rushGame.pending(state)[0]!;
      const legal = rushGame.legalActions(state, d.player);
      const bot = d.player === 0 ? hard : rushHeuristicBot;
      const a = bot.choose({ game: rushGame, player: d.player, decision: d, legal, rng, view: () => rushGame.view(state, d.player) });
      expect(legal).toContain(a);
      expect(rushGame.step(state, d.player, a)).toBeNull();
    }
  });

  it('evaluate gives the player with more medals the higher reward', () => {
    const s = rushGame.setup(sim(2), 3);
    const c = rushGame.cards;
    // Three one-medal cards of the USSR into player 1's depot.
    for (let i = 0; i < 3; i++) {
      const m = c.oneMedalCards[0]![c.oneMedalCards[0]!.length - 1 - i]!;
      s.oneMedalDecks[0] = s.oneMedalDecks[0]!.replace(ch(m), '');
      s.depots[0] += ch(m);
    }
    const projected = projectedScores(s);
    expect(projected[0]).toBeGreaterThan(projected[1]!);
    for (const player of [0, 1]) {
      const r = rushAi.evaluate(s, player);
      expect(r[0]).toBeGreaterThan(r[1]!);
      for (const x of r) { expect(x).toBeGreaterThanOrEqual(0); expect(x).toBeLessThanOrEqual(1); }
    }
  });

  it('an unfinished game still rewards a bigger lead far ahead, and is worth less than the same lead at the end', () => {
    const leads = [0, 5, 10, 20, 30].map((d) => unfinishedRewards([d, 0]));
    for (let i = 1; i < leads.length; i++) {
      expect(leads[i]![0]).toBeGreaterThan(leads[i - 1]![0]!);
      expect(leads[i]![1]).toBeLessThan(leads[i - 1]![1]!);
    }
    // Twenty points ahead, ten more still count for something (the softmax alone had saturated).
    expect(leads[4]![0]! - leads[3]![0]!).toBeGreaterThan(0.02);
    expect(leads[4]![0]).toBeLessThan(outcomeReward({ scores: [30, 0], winners: [0], tieBreaks: [] })[0]!);
    // Level and far from the end: an even share.
    expect(unfinishedRewards([7, 7])).toEqual([expect.closeTo(0.5, 10), expect.closeTo(0.5, 10)]);
  });

  it('the nearer the end, the more an unfinished lead is worth to the leader and the less to the trailer', () => {
    const far = unfinishedRewards([20, 5], 0), near = unfinishedRewards([20, 5], 0.6), last = unfinishedRewards([20, 5], 1);
    expect(near[0]).toBeGreaterThan(far[0]!);
    expect(last[0]).toBeGreaterThan(near[0]!);
    expect(near[1]).toBeLessThan(far[1]!);
    expect(last[1]).toBeLessThan(near[1]!);
    // Still below a finished win, and the rewards keep summing to 1.
    expect(last[0]).toBeLessThan(outcomeReward({ scores: [20, 5], winners: [0], tieBreaks: [] })[0]!);
    for (const r of [far, near, last]) expect(r[0]! + r[1]!).toBeCloseTo(1, 10);
    // A level game stays even however near the end is.
    expect(unfinishedRewards([9, 9], 0.8)).toEqual([expect.closeTo(0.5, 10), expect.closeTo(0.5, 10)]);
    const four = unfinishedRewards([3, 3, 3, 3], 0.5);
    for (const x of four) expect(x).toBeCloseTo(four[0]!, 10);
  });

  it('end closeness: the share of a medal deck\'s one-medal cards taken, or of a player\'s bases destroyed, whichever is further', () => {
    const s = rushGame.setup(sim(2), 4);
    const c = rushGame.cards;
    expect(endCloseness(s)).toBe(0);
    // Three of the nine one-medal cards of France gone.
    s.oneMedalDecks[3] = s.oneMedalDecks[3]!.slice(0, -3);
    expect(endCloseness(s)).toBeCloseTo(3 / c.oneMedalCards[3]!.length, 10);
    // Two of player 2's three bases destroyed: further on than the medals.
    s.bases[c.basesPer] = -1;
    s.bases[c.basesPer + 1] = -1;
    expect(endCloseness(s)).toBeCloseTo(2 / c.basesPer, 10);
    // The evaluation of a leader rises as the end comes near, the trailer's falls.
    const lead = rushGame.setup(sim(2), 4);
    for (let i = 0; i < 6; i++) {
      const m = c.oneMedalCards[1]![c.oneMedalCards[1]!.length - 1 - i]!;
      lead.oneMedalDecks[1] = lead.oneMedalDecks[1]!.replace(ch(m), '');
      lead.depots[0] += ch(m);
    }
    const nearer = rushGame.clone(lead);
    nearer.oneMedalDecks[0] = nearer.oneMedalDecks[0]!.slice(0, -7);
    expect(endCloseness(nearer)).toBeGreaterThan(endCloseness(lead));
    const [a, b] = [rushAi.evaluate(rushGame.clone(lead), 0), rushAi.evaluate(rushGame.clone(nearer), 0)];
    expect(b[0]).toBeGreaterThan(a[0]!);
    expect(b[1]).toBeLessThan(a[1]!);
  });

  it('evaluate rewards the winner of a finished game', () => {
    const played = playGame<RushState>(rushGame, sim(2), 11, [rushHeuristicBot, randomBot]);
    const r = rushAi.evaluate(played.state, 0);
    const w = played.outcome.winners;
    if (w.length === 1) expect(r[w[0]!]).toBeGreaterThan(r[1 - w[0]!]!);
  });

  it('once the end is triggered, evaluate plays the round out and rates the real outcome (ending a won game pays)', () => {
    let checked = 0;
    for (let seed = 21; seed <= 26 && checked < 3; seed++) {
      const s = rushGame.setup(sim(2), seed);
      const rng = new Rng(seed);
      // Greedy play with a few random moves until an end trigger with turns of the round still to play.
      while (s.phase !== OVER && s.trigger === '') {
        const d = rushGame.pending(s)[0]!;
        const legal = rushGame.legalActions(s, d.player);
        expect(rushGame.step(s, d.player, rushAi.rolloutPolicy(s, d.player, legal, rng))).toBeNull();
      }
      if (s.phase === OVER) continue;
      const unfinished = unfinishedRewards(projectedScores(s), endCloseness(s));
      const copy = rushGame.clone(s);
      const r = rushAi.evaluate(copy, 0);
      expect(copy.phase).toBe(OVER);
      const outcome = scoreRush(copy, rushGame.cards).outcome;
      expect(r).toEqual(outcomeReward(outcome));
      // A sole winner is rated above anything an unfinished game can be worth.
      if (outcome.winners.length === 1) expect(r[outcome.winners[0]!]).toBeGreaterThan(Math.max(...unfinished));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('explores less with more players: the 2-player constant times 2/players, read from the view', () => {
    expect(rushExploration(2)).toBeCloseTo(0.7, 10);
    expect(rushExploration(4)).toBeCloseTo(0.35, 10);
    expect(rushExploration(5)).toBeCloseTo(0.28, 10);
    for (const players of [2, 3, 4, 5]) {
      const s = rushGame.setup(sim(players), 5);
      expect(rushAi.exploration!(rushGame.view(s, 0) as RushView)).toBeCloseTo(1.4 / players, 10);
    }
  });

  it('explains moves in plain words and keys actions cheaply', () => {
    const state = randomWalk<RushState>(rushGame, 2, 4, 25, {});
    const d = rushGame.pending(state)[0]!;
    const view = rushGame.view(state, d.player) as RushView;
    const legal = rushGame.legalActions(state, d.player) as RushAction[];
    const keys = new Set(legal.map((a) => rushAi.actionKey!(a)));
    expect(keys.size).toBe(legal.length);
    for (const a of legal) expect(neutral(rushAi.explain(a, view))).toMatch(/^[A-Z].+\.$/);
    expect(neutral(rushAi.explain({ type: 'end' }, view))).toContain('Ends the turn');
  });

  it('explains a medal choice by how near it brings the end', () => {
    const s = rushGame.setup(sim(2), 6);
    s.phase = MEDALS;
    s.medalNation = 2;
    s.medalCount = 2;
    const deck = rushGame.cards.set.medals.germany.name;
    s.oneMedalDecks[2] = s.oneMedalDecks[2]!.slice(0, 5);
    const view = (): RushView => rushGame.view(s, s.current) as RushView;
    expect(neutral(rushAi.explain({ type: 'medals', doubles: 0 }, view()))).toBe(`Takes one-medal cards: the same medals, and the ${deck} deck is down to 3 one-medal cards (the last one ends the game).`);
    expect(neutral(rushAi.explain({ type: 'medals', doubles: 1 }, view()))).toMatch(/^Takes 1 two-medal card: the same medals with fewer one-medal cards used up \(a later end\)/);
    s.oneMedalDecks[2] = s.oneMedalDecks[2]!.slice(0, 2);
    expect(neutral(rushAi.explain({ type: 'medals', doubles: 0 }, view()))).toBe(`Takes the last one-medal cards of the ${deck} deck: the game ends when the round is complete.`);
  });
});
