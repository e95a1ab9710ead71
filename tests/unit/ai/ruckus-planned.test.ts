// Advanced and Pure Guild army building is planned, not searched: at every difficulty the AI spends its draft points
// exactly as the army planner does, never stopping at once, and says why.
import { describe, expect, it } from 'vitest';
import { Rng } from '@main/engine/rng';
import { decide, difficulties, difficultyNames } from '@main/ai/difficulty';
import { ruckusHeuristicBot } from '@main/ai/games/ruckus-ai';
import { ruckusGame } from '@main/games/ruckus/game';
import type { RuckusAction } from '@main/games/ruckus/actions';
import type { RuckusState } from '@main/games/ruckus/state';

function build(setup: 'advanced' | 'pure', seed: number, choose: (s: RuckusState, player: number, rng: Rng) => RuckusAction): { state: RuckusState; firsts: unknown[]; reasons: string[] } {
  const s = ruckusGame.setup({ players: 2, setup }, seed);
  const rng = new Rng(seed);
  const firsts: unknown[] = [];
  const reasons: string[] = [];
  const seen = new Set<number>();
  while (s.phase === 'build' || s.phase === 'pure-upgrades') {
    const d = ruckusGame.pending(s)[0]!;
    const action = choose(s, d.player, rng);
    if (!seen.has(d.player)) { seen.add(d.player); firsts.push(action); }
    expect(ruckusGame.step(s, d.player, action)).toBeNull();
    reasons.push(JSON.stringify(action));
  }
  return { state: s, firsts, reasons };
}

const turnOf = (s: RuckusState, player: number, rng: Rng) => ({
  game: ruckusGame, player, decision: ruckusGame.pending(s).find((d) => d.player === player)!, legal: ruckusGame.legalActions(s, player),
  view: () => ruckusGame.view(s, player), rng,
});

describe('Ruckus army building by the AI', () => {
  for (const setup of ['advanced', 'pure'] as const) {
    it(`${setup}: every difficulty builds the planner's army, starting with a pick, with a reason for each step`, () => {
      const planned = build(setup, 5, (s, p, rng) => ruckusHeuristicBot.choose<unknown, RuckusAction>(turnOf(s, p, rng)));
      for (const name of difficultyNames) {
        const reasons: string[] = [];
        const got = build(setup, 5, (s, p, rng) => {
          const d = decide<unknown, RuckusAction>(turnOf(s, p, rng), difficulties[name]);
          expect(d.advice.iterations).toBe(0);
          expect(d.advice.chosen?.reason.length).toBeGreaterThan(10);
          reasons.push(d.advice.chosen!.reason);
          return d.action;
        });
        for (const first of got.firsts) expect(first).toMatchObject({ type: 'pick' });
        expect(got.state.seats.map((pl) => [...pl.draw].sort())).toEqual(planned.state.seats.map((pl) => [...pl.draw].sort()));
        expect(got.state.seats.map((pl) => pl.points)).toEqual(planned.state.seats.map((pl) => pl.points));
        expect(new Set(reasons).size).toBeGreaterThan(1);
      }
      // The planner spends (nearly) all the points.
      for (const pl of planned.state.seats) expect(pl.points).toBeLessThanOrEqual(1);
    });
  }
});

describe('Ruckus Upgrade Phase by the AI', () => {
  // Which unit leaves the discard pile shows only after the next reshuffle, past any rollout: every level plays the
  // self-play values' trade (the least valuable unit out), not a search's near-random pick.
  it('Basic: every difficulty makes the heuristic trade at an upgrade with several units to remove, without searching', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6 && checked < 3; seed++) {
      const s = ruckusGame.setup({ players: 2, setup: 'basic' }, seed);
      const rng = new Rng(seed);
      for (let guard = 0; guard < 5000 && s.phase !== 'over' && checked < 3; guard++) {
        const d = ruckusGame.pending(s)[0]!;
        const turn = turnOf(s, d.player, rng);
        const planned = ruckusHeuristicBot.choose<unknown, RuckusAction>(turn);
        if (d.kind === 'upgrade' && turn.legal.filter((a) => a.type === 'upgrade').length >= 3) {
          checked++;
          for (const name of difficultyNames) {
            const got = decide<unknown, RuckusAction>(turnOf(s, d.player, new Rng(seed + 100)), difficulties[name]);
            expect(got.action).toEqual(planned);
            expect(got.advice.iterations).toBe(0);
            expect(got.advice.chosen?.reason).toMatch(/upgrade/i);
          }
        }
        expect(ruckusGame.step(s, d.player, planned)).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
