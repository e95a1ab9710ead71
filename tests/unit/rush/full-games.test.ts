// Conformance on whole games without a turn limit: every game must end by the rules (last base or ninth medal).
import { describe, expect, it } from 'vitest';
import { runConformance } from '@main/engine/conformance';
import { rushGame } from '@main/games/rush/game';
import { rushModule } from '@main/games/rush/module';
import { Rng as SeededRng } from '@main/engine/rng';
import { illegalSamples } from './kit';

describe('whole World of Tanks: Rush games', () => {
  it('end by the rules at every player count under the conformance kit', () => {
    const report = runConformance(rushGame, {
      players: [2, 3, 4, 5], games: 3, seed: 11, options: () => ({}),
      viewEvery: 61, probeEvery: 53, determinizeEvery: 71, illegalSamples,
    });
    expect(report.failures).toEqual([]);
    expect(report.truncated).toBe(0);
  });

  it('a game with the log on cites the rulebook for its automatic effects, and the summary names the end', () => {
    const entries: unknown[] = [];
    const s = rushGame.setup({ players: 3 }, 5, entries);
    const rng = new SeededRng(5);
    while (!rushGame.outcome(s)) {
      const d = rng.pick(rushGame.pending(s));
      expect(rushGame.step(s, d.player, rng.pick(rushGame.legalActions(s, d.player)), entries)).toBeNull();
    }
    const log = rushGame.logLines!(entries, s);
    expect(log.some((e) => e.cites?.startsWith('III.'))).toBe(true);
    expect(log.some((e) => e.cites === undefined)).toBe(true);
    const summary = rushModule.summary(s);
    expect(['last-base', 'ninth-medal']).toContain(summary.endReason);
    expect(summary.turns).toBe(s.turns);
    const outcome = rushGame.outcome(s)!;
    expect(outcome.truncated).toBeUndefined();
    expect(outcome.scores).toHaveLength(3);
  });

  it('a simulation stops at its turn limit with a truncated outcome and the reason turn-limit', () => {
    const s = rushGame.setup({ players: 2, ...rushModule.simulationOptions({ maxTurns: 7 }) } as never, 3);
    const rng = new SeededRng(3);
    while (!rushGame.outcome(s)) {
      const d = rng.pick(rushGame.pending(s));
      rushGame.step(s, d.player, rng.pick(rushGame.legalActions(s, d.player)));
    }
    expect(s.turns).toBe(7);
    expect(rushGame.outcome(s)!.truncated).toBe(true);
    expect(rushModule.summary(s)).toEqual({ turns: 7, endReason: 'turn-limit' });
  });
});

describe('Rush seat statistics', () => {
  it('count each seat\'s vehicles by card-set id and name the nation it holds most of', () => {
    const s = rushGame.setup({ players: 2 }, 21);
    const rng = new SeededRng(21);
    while (!rushGame.outcome(s)) {
      const d = rng.pick(rushGame.pending(s));
      rushGame.step(s, d.player, rng.pick(rushGame.legalActions(s, d.player)));
    }
    const stats = rushModule.seatStats!(s);
    expect(stats).toHaveLength(2);
    for (const seat of stats) {
      const total = Object.values(seat.cards).reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThan(0);
      if (seat.faction !== null) expect(Object.keys(seat.cards).filter((id) => id.startsWith(`${seat.faction}-`)).length).toBeGreaterThan(0);
    }
  });
});
