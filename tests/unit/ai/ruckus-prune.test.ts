import { describe, expect, it } from 'vitest';
import { decide, difficulties } from '@main/ai/difficulty';
import { gameAiFor } from '@main/ai/game-ai';
import { ruckusGame } from '@main/games/ruckus/game';
import type { RuckusAction } from '@main/games/ruckus/actions';
import { turnFor } from './helpers';

const type = (a: unknown): string => (a as { type: string }).type;

describe('Ruckus AI: an empty formation is legal but never searched', () => {
  it('the rules allow confirming an empty formation, and every level places a unit first', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = ruckusGame.setup({ players: 2, setup: 'basic' } as never, seed);
      expect(ruckusGame.legalActions(s, 1).map(type)).toContain('confirm');
      for (const level of ['easy', 'normal', 'hard'] as const) {
        const d = decide(turnFor(ruckusGame as never, s, 1, seed), difficulties[level]);
        expect(type(d.action), `${level}, seed ${seed}`).toBe('place');
        expect(d.advice.options.map((o) => type(o.action))).not.toContain('confirm');
      }
    }
  });

  it('keeps Confirm among the options once a unit stands in the formation', () => {
    const s = ruckusGame.setup({ players: 2, setup: 'basic' } as never, 3);
    const ai = gameAiFor(ruckusGame as never);
    const legal = ruckusGame.legalActions(s, 1) as RuckusAction[];
    expect(ai.prune!(ruckusGame.view(s, 1), 1, legal).map(type)).not.toContain('confirm');
    const place = legal.find((a) => a.type === 'place')!;
    expect(ruckusGame.step(s, 1, place)).toBeNull();
    const after = ruckusGame.legalActions(s, 1) as RuckusAction[];
    expect(ai.prune!(ruckusGame.view(s, 1), 1, after)).toEqual(after);
  });
});

describe('Ruckus AI: Draft picks are planned at every level', () => {
  it('every level takes the army planner\'s pick without a search, and stops only where the planner stops', () => {
    const ai = gameAiFor(ruckusGame as never);
    for (const level of ['easy', 'normal', 'hard', 'expert'] as const) {
      for (let seed = 1; seed <= 2; seed++) {
        const s = ruckusGame.setup({ players: 2, setup: 'draft', guilds: ['fighters', 'thieves'] } as never, seed);
        let picks = 0;
        while (s.phase === 'draft') {
          const d = ruckusGame.pending(s)[0]!;
          expect(d.kind).toBe('draft');
          const turn = turnFor(ruckusGame as never, s, d.player, seed * 100 + picks);
          // Stopping stays legal throughout (the rules let a player keep points).
          expect((turn.legal as RuckusAction[]).map(type)).toContain('done');
          const planned = ai.heuristicBot.choose(turn) as RuckusAction;
          const decision = decide(turn, difficulties[level]);
          expect(decision.action, `${level}, seed ${seed}, pick ${picks}`).toEqual(planned);
          expect(decision.advice.iterations).toBe(0);
          expect(decision.advice.chosen?.reason.length).toBeGreaterThan(0);
          expect(ruckusGame.step(s, d.player, decision.action as RuckusAction)).toBeNull();
          picks++;
        }
        // Both seats drafted well past a first pick (12 points each, Level 1 and 2 units).
        expect(picks, `${level}, seed ${seed}`).toBeGreaterThan(8);
      }
    }
  });
});
