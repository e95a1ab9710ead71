import { describe, expect, it } from 'vitest';
import { ruleError } from '@shared/contract/errors';
import { apply, type Game } from '@main/engine/game';
import { hashState } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { runConformance, type ConformanceCheck } from '@main/engine/conformance';
import { tricksGame, type TricksAction, type TricksState, type TricksView } from '@main/engine/testing/tricks-game';

type TricksGame = Game<TricksState, TricksAction, TricksView, { players: number }>;
const checksOf = (game: TricksGame): Set<ConformanceCheck> =>
  new Set(runConformance(game, { players: [2, 3], games: 20, maxFailures: 50 }).failures.map((f) => f.check));

describe('conformance kit on the Tricks test game', () => {
  it('passes 1,000 seeded games over 2, 3 and 4 players', () => {
    const report = runConformance(tricksGame, { players: [2, 3, 4], games: 334 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(1002);
    expect(report.actions).toBeGreaterThan(1002 * 6);
    expect(report.probes).toBeGreaterThan(report.actions);
  });

  it('rejects an illegal action with a typed rule error and leaves the state unchanged', () => {
    const state = tricksGame.setup({ players: 2 }, 7);
    const before = hashState(state);
    const foreign = state.hands[1]![0]!;
    const result = apply(tricksGame, state, 0, { type: 'commit', card: foreign });
    expect(result).toEqual({ ok: false, error: ruleError('card-not-in-hand', `${foreign} is not in your hand.`) });
    expect(hashState(state)).toBe(before);
  });
});

describe('the conformance kit catches broken games', () => {
  it('a view that leaks opponents\' hands', () => {
    const leaky: TricksGame = { ...tricksGame, view: (s, p) => ({ ...tricksGame.view(s, p), hand: s.hands.flat() }) };
    expect(checksOf(leaky)).toContain('hidden-card-in-view');
  });

  it('a step that mutates the state before refusing', () => {
    const sloppy: TricksGame = {
      ...tricksGame,
      step(s, p, a) {
        s.played.push('tried something');
        return tricksGame.step(s, p, a);
      },
    };
    expect(checksOf(sloppy)).toContain('rejection-mutated-state');
  });

  it('a step that accepts a card its player does not hold', () => {
    const lax: TricksGame = {
      ...tricksGame,
      step(s, p, a) {
        if (a && typeof a === 'object' && s.committed[p] === null && s.hands[p]!.length > 0 && !s.hands[p]!.includes(a.card)) {
          return tricksGame.step(s, p, { type: 'commit', card: s.hands[p]![0]! });
        }
        return tricksGame.step(s, p, a);
      },
    };
    expect(checksOf(lax)).toContain('illegal-action-accepted');
  });

  it('a step that throws on garbage instead of returning a rule error', () => {
    const brittle: TricksGame = {
      ...tricksGame,
      step(s, p, a) {
        if (typeof a !== 'object' || a === null) throw new TypeError('boom');
        return tricksGame.step(s, p, a);
      },
    };
    expect(checksOf(brittle)).toContain('crash');
  });

  it('a setup that is not a function of its seed', () => {
    let calls = 0;
    const drifting: TricksGame = { ...tricksGame, setup: (o, seed) => tricksGame.setup(o, `${String(seed)}:${calls++}`) };
    const checks = checksOf(drifting);
    expect(checks).toContain('setup-not-deterministic');
    expect(checks).toContain('replay-mismatch');
  });

  it('a determinize that ignores what the player saw', () => {
    const careless: TricksGame = { ...tricksGame, determinize: (v, rng) => ({ ...tricksGame.determinize(v, rng), played: [] }) };
    expect(checksOf(careless)).toContain('determinize-inconsistent');
  });

  it('a game that offers no legal action to a player who must decide', () => {
    const mute: TricksGame = { ...tricksGame, legalActions: (s, p) => (s.played.length > 0 ? [] : tricksGame.legalActions(s, p)) };
    expect(checksOf(mute)).toContain('no-legal-action');
  });

  it('a step that writes its log into the state', () => {
    const noisy: TricksGame = {
      ...tricksGame,
      step(s, p, a, log) {
        const error = tricksGame.step(s, p, a, log);
        if (!error && log) s.tricks[0]! += 100;
        return error;
      },
    };
    expect(checksOf(noisy)).toContain('log-changes-state');
    expect(checksOf(tricksGame).has('log-changes-state')).toBe(false);
  });

  it('a trusted play path that does not do what step does', () => {
    const hasty: TricksGame = {
      ...tricksGame,
      play(s, p, a) {
        tricksGame.step(s, p, a);
        s.played.reverse();
      },
    };
    expect(checksOf(hasty)).toContain('trusted-play-differs');
    const faithful: TricksGame = { ...tricksGame, play: (s, p, a) => void tricksGame.step(s, p, a) };
    expect(checksOf(faithful).size).toBe(0);
  });

  it('a determinizer that deals otherwise than determinize', () => {
    const other: TricksGame = { ...tricksGame, determinizer: (v) => (rng) => tricksGame.determinize(v, new Rng(rng.u32() ^ 1)) };
    expect(checksOf(other)).toContain('determinize-inconsistent');
  });

  it('a game that never ends', () => {
    const endless: TricksGame = { ...tricksGame, outcome: () => null, pending: (s) => [{ player: 0, kind: 'commit' }, ...tricksGame.pending(s)] };
    const checks = checksOf(endless);
    expect(checks.has('no-legal-action') || checks.has('stuck') || checks.has('too-long')).toBe(true);
  });

  it('a legal action that changes nothing (a game could loop on it forever)', () => {
    const idle: TricksGame = {
      ...tricksGame,
      legalActions: (s, p) => [...tricksGame.legalActions(s, p), { type: 'wait' } as unknown as TricksAction],
      step: (s, p, a) => ((a as { type: string }).type === 'wait' ? null : tricksGame.step(s, p, a)),
    };
    expect(checksOf(idle)).toContain('stuck');
  });

  it('an invariant that breaks', () => {
    const losing: TricksGame = { ...tricksGame, step: (s, p, a) => { const e = tricksGame.step(s, p, a); if (!e && s.played.length > 0) s.played.pop(); return e; } };
    expect(checksOf(losing)).toContain('invariant');
  });
});
