import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { randomBot, type Bot } from '@main/ai/bot';
import { gameAiFor } from '@main/ai/game-ai';
import { ruckusAi, vpPerLift } from '@main/ai/games/ruckus-ai';
import { neutral } from '@shared/games/catalogues';
import { softmaxRewards } from '@main/ai/reward';
import { ratingsFor, valueIn } from '@main/ai/games/ruckus-values';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { searchIsmcts } from '@main/ai/ismcts';
import { playGame } from '@main/ai/simulate';
import { ruckusModule } from '@main/games/ruckus/module';
import type { RuckusAction } from '@main/games/ruckus/actions';
import type { RuckusState } from '@main/games/ruckus/state';
import { randomWalk, turnFor, wilsonLower } from './helpers';

const game = ruckusModule.game as AnyGame;
const basic = (maxTurns: number): Record<string, unknown> => ruckusModule.simulationOptions!({ maxTurns, setup: 'basic' });

/** A bot that checks each of its choices is legal and in `legal`. */
function checked(inner: Bot, seen: { moves: number }): Bot {
  return {
    name: inner.name,
    choose(turn) {
      const a = inner.choose(turn);
      expect(turn.legal).toContain(a);
      seen.moves++;
      return a;
    },
  };
}

describe('Ruckus AI hooks', () => {
  it('converts a win-chance lift into projected VP by the softmax slope at even, for each player count', () => {
    expect(vpPerLift(2)).toBe(4);
    for (const n of [2, 3, 4]) {
      for (const temperature of [1.5, 3]) {
        // Adding vpPerLift·T·v/100 VP to one of n level players lifts its reward by about v points of win chance.
        const v = 0.5;
        const even = softmaxRewards(new Array(n).fill(10), temperature);
        const lifted = softmaxRewards([10 + (vpPerLift(n) * temperature * v) / 100, ...new Array(n - 1).fill(10)], temperature);
        expect((lifted[0]! - even[0]!) * 100).toBeCloseTo(v, 1);
      }
    }
  });

  it('is registered for the Ruckus game', () => {
    expect(gameAiFor(game)).toBe(ruckusAi);
    expect(ruckusAi.gameId).toBe(game.id);
  });

  it('the rollout policy always returns a legal action over seeded games (2 and 3 players, Basic and Advanced)', () => {
    const ai = ruckusAi;
    let steps = 0;
    for (const [players, setup, seed] of [[2, 'basic', 1], [2, 'basic', 2], [3, 'basic', 3], [2, 'advanced', 4], [4, 'basic', 5]] as const) {
      const s = game.setup({ ...ruckusModule.simulationOptions!({ maxTurns: 6, setup }), players }, seed) as RuckusState;
      const rng = new Rng(seed);
      for (let i = 0; i < 5000 && game.outcome(s) === null; i++) {
        const d = game.pending(s)[0]!;
        const legal = game.legalActions(s, d.player) as RuckusAction[];
        const a = ai.rolloutPolicy(s, d.player, legal, rng);
        expect(legal).toContain(a);
        expect(game.step(s, d.player, a)).toBeNull();
        steps++;
      }
      const r = ai.evaluate(s, 0);
      for (const x of r) { expect(x).toBeGreaterThanOrEqual(0); expect(x).toBeLessThanOrEqual(1); }
    }
    expect(steps).toBeGreaterThan(500);
  });

  it('the heuristic bot (views only) always plays legal moves, in every seat', () => {
    const seen = { moves: 0 };
    const heuristic = checked(ruckusAi.heuristicBot, seen);
    for (let seed = 1; seed <= 4; seed++) {
      const players = seed === 4 ? 3 : 2;
      const seats = Array.from({ length: players }, (_, i) => ((i + seed) % 2 === 0 ? heuristic : randomBot));
      const before = seen.moves;
      const played = playGame(game, { ...basic(8), players }, 100 + seed, seats);
      // The game reached its end with a score for every seat, and the heuristic seat made some of its moves.
      expect(played.outcome.scores).toHaveLength(players);
      expect(played.outcome.winners.every((w) => w >= 0 && w < players)).toBe(true);
      expect(seen.moves - before).toBeGreaterThan(0);
      expect(seen.moves - before).toBeLessThan(played.actions);
    }
    // With the heuristic bot in both seats, every action of the game is one of its checked choices.
    const before = seen.moves;
    const both = playGame(game, { ...basic(8), players: 2 }, 7, [heuristic, heuristic]);
    expect(both.outcome.scores).toHaveLength(2);
    expect(seen.moves - before).toBe(both.actions);
    expect(seen.moves).toBeGreaterThan(100);
  });

  it('the heuristic bot beats random clearly in 2-player Basic games', () => {
    const games = 60;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const seat = g % 2;
      const seats = seat === 0 ? [ruckusAi.heuristicBot, randomBot] : [randomBot, ruckusAi.heuristicBot];
      const played = playGame(game, { ...basic(30), players: 2 }, 2000 + g, seats);
      const w = played.outcome.winners;
      if (w.includes(seat)) wins += 1 / w.length;
      else if (w.length === 0) {
        // A game stopped at the round limit counts by VP.
        const sc = played.outcome.scores;
        if (sc[seat]! > sc[1 - seat]!) wins += 1; else if (sc[seat] === sc[1 - seat]) wins += 0.5;
      }
    }
    console.log(`Ruckus 2p Basic: heuristic won ${wins} of ${games} against random (${Math.round((wins / games) * 100)}%)`);
    expect(wilsonLower(wins, games)).toBeGreaterThan(0.5);
  });

  it('an ISMCTS decision on a Ruckus position returns a legal action', () => {
    for (const steps of [3, 40, 3]) {
      const s = randomWalk<RuckusState>(game, 2, 11 + steps, steps, basic(10));
      const d = game.pending(s)[0]!;
      const turn = turnFor(game, s, d.player, 5);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = searchIsmcts({ game, view: turn.view(), player: d.player, legal: turn.legal, rng: new Rng(9), ai: ruckusAi, iterations: 800 });
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      // The wall-clock rate depends on the machine's load; the rate per CPU second is the per-core figure.
      console.log(`Ruckus ISMCTS (${s.phase}, ${turn.legal.length} options): ${result.iterations} iterations in ${ms.toFixed(0)} ms, `
        + `${Math.round((result.iterations / ms) * 1000)} iterations/s wall, ${Math.round((result.iterations / cpuMs) * 1000)} per CPU second`);
      expect(turn.legal).toContainEqual(result.best);
      expect(result.iterations).toBe(800);
    }
  });

  it('evaluate favours the player with more Victory points, and explains moves in plain words', () => {
    const s = game.setup({ ...basic(10), players: 2 }, 3) as RuckusState;
    s.seats[0].won.push('V11');
    const r = ruckusAi.evaluate(s, 1);
    expect(r[0]).toBeGreaterThan(r[1]!);
    // 10 VP against 5: more than any prize of the round in progress can swing.
    s.seats[1].won.push('V7', 'V8', 'V12');
    const r2 = ruckusAi.evaluate(s, 0);
    expect(r2[1]).toBeGreaterThan(r2[0]!);
    const v = game.view(s, 0) as never;
    const legal = game.legalActions(s, game.pending(s)[0]!.player) as RuckusAction[];
    for (const a of legal.slice(0, 5)) {
      const line = neutral(ruckusAi.explain(a, v));
      expect(line.length).toBeGreaterThan(10);
      expect(line).not.toMatch(/^ruckus\./);
      expect(ruckusAi.actionKey!(a)).toBe(ruckusAi.actionKey!(JSON.parse(JSON.stringify(a)) as RuckusAction));
    }
  });

  it("army building is honest: the AI's Advanced pick and its search do not change with the opponent's secret picks", () => {
    const base = game.setup({ players: 2, setup: 'advanced', guilds: ['thieves', 'clerics'] }, 5) as RuckusState;
    const picks: RuckusAction[] = [];
    // Two secret Level 2 picks for the opponent (the points left are public; the units are not).
    for (const card of ['C25', 'C23']) {
      const s = game.clone(base) as RuckusState;
      expect(game.step(s, 1, { type: 'pick', card })).toBeNull();
      const turn = turnFor(game, s, 0, 3);
      picks.push(ruckusAi.heuristicBot.choose(turn) as RuckusAction);
      const result = searchIsmcts({ game, view: turn.view(), player: 0, legal: turn.legal, rng: new Rng(4), ai: ruckusAi, iterations: 150 });
      picks.push(result.best as RuckusAction);
    }
    expect(picks[0]!.type).toBe('pick');
    expect(picks[2]).toEqual(picks[0]);
    expect(picks[3]).toEqual(picks[1]);
  });

  it('upgrades away the discard unit worth least by the self-play values, and explains the trade', () => {
    const s = game.setup({ ...basic(10), players: 2 }, 21) as RuckusState;
    // An Upgrade Phase decision for the 1st player, who did not win the round, with three units in the discard pile.
    const p = s.first;
    s.phase = 'upgrade';
    s.turn = 0;
    s.results = [-1];
    const pile = [...s.seats[p]!.hand, ...s.seats[p]!.draw];
    s.seats[p]!.discard = pile.slice(0, 3);
    s.seats[p]!.hand = [];
    s.seats[p]!.draw = pile.slice(3);
    expect(game.legalActions(s, p).filter((x) => (x as RuckusAction).type === 'upgrade')).toHaveLength(3);
    const a = ruckusAi.heuristicBot.choose(turnFor(game, s, p, 1)) as RuckusAction;
    expect(a.type).toBe('upgrade');
    const r = ratingsFor(defaultCardSet);
    const worth = (id: string): number => valueIn(r, id, s.seats[p]!.guild);
    const lowest = [...s.seats[p]!.discard].sort((x, y) => worth(x) - worth(y))[0];
    expect((a as { remove: string }).remove).toBe(lowest);
    expect(neutral(ruckusAi.explain(a, game.view(s, p) as never))).toMatch(/weakest unit of the discard pile .* for an Upgrade card worth [+-]\d+\.\d% win chance on average/);
  });

  describe('the decisions the rules leave to a player (RULES.md: choices that belong to the player)', () => {
    const position = (pos: unknown): RuckusState => {
      const built = ruckusModule.scenarios!.position(pos, { name: 't', game: 'ruckus', players: 2, seed: 1, steps: [{ expect: {} }] } as never);
      if (!built.ok) throw new Error(built.issues.join('; '));
      return built.state as RuckusState;
    };

    it('an "up to" absorber takes the share that lets the fewest points land: 1 of 2 when two shields then block it all', () => {
      const s = position({ phase: 'declaration', players: [{ rows: [['F02']] }, { rows: [[{ id: 'C04', noAttack: true }], ['C07']] }], prize: 'V7', victoryDeck: ['V8'] });
      const legal = game.legalActions(s, 1) as RuckusAction[];
      expect(legal).toContainEqual({ type: 'absorb', unit: 'C07', amount: 2 });
      expect(ruckusAi.heuristicBot.choose(turnFor(game, s, 1, 1))).toEqual({ type: 'absorb', unit: 'C07', amount: 1 });
    });

    it('uses a discarded Bang\'s optional reaction, and prefers a face-down token when mugging', () => {
      const bang = position({ phase: 'declaration', players: [{ rows: [['F21']] }, { rows: [['N04'], ['N15']] }], prize: 'V7', victoryDeck: ['V8'] });
      expect(game.pending(bang)).toEqual([{ player: 1, kind: 'reaction' }]);
      expect(game.legalActions(bang, 1)).toContainEqual({ type: 'decline' });
      expect(ruckusAi.heuristicBot.choose(turnFor(game, bang, 1, 1))).toEqual({ type: 'choose', option: 'N04' });
      const mug = position({ players: [{ rows: [['T07']] }, { rows: [[{ id: 'C21', marker: true }]], tokens: ['P5'], used: ['P10'] }], prize: 'V7', victoryDeck: ['V8'] });
      expect(game.step(mug, 0, { type: 'activate', unit: 'T07' })).toBeNull();
      expect(game.pending(mug)).toEqual([{ player: 0, kind: 'mug-token' }]);
      expect(ruckusAi.heuristicBot.choose(turnFor(game, mug, 0, 1))).toEqual({ type: 'choose', option: 'face-down' });
    });

    it('places its units rather than holding every card back, though an empty formation is legal', () => {
      const s = position({ phase: 'formation', players: [{ hand: ['F01', 'F02'] }, { hand: ['C01'] }], prize: 'V7', victoryDeck: ['V8'] });
      expect(game.legalActions(s, 0)).toContainEqual({ type: 'confirm' });
      expect((ruckusAi.heuristicBot.choose(turnFor(game, s, 0, 1)) as RuckusAction).type).toBe('place');
    });
  });
});
