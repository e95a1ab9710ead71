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

describe('Ruckus AI: a Draft is not stopped while the army planner would still pick', () => {
  it('every level drafts on while the planner picks a unit, however small its search, and stops only when allowed', () => {
    const ai = gameAiFor(ruckusGame as never);
    for (const level of ['easy', 'normal'] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        const s = ruckusGame.setup({ players: 2, setup: 'draft', guilds: ['fighters', 'thieves'] } as never, seed);
        let picks = 0;
        while (s.phase === 'draft') {
          const d = ruckusGame.pending(s)[0]!;
          const turn = turnFor(ruckusGame as never, s, d.player, seed * 100 + picks);
          const planned = ai.heuristicBot.choose(turn) as RuckusAction;
          const legal = turn.legal as RuckusAction[];
          const kept = ai.prune!(turn.view(), d.player, legal);
          expect(legal.map(type)).toContain('done');
          // Stopping stays legal (the rules let a player keep points); the search leaves it out only while the planner picks.
          if (planned.type === 'pick') expect(kept.map(type), `${level}, seed ${seed}`).not.toContain('done');
          else expect(kept).toEqual(legal);
          const action = decide(turn, difficulties[level]).action as RuckusAction;
          if (planned.type === 'pick') expect(action.type, `${level}, seed ${seed}, pick ${picks}`).toBe('pick');
          expect(ruckusGame.step(s, d.player, action)).toBeNull();
          picks++;
        }
        // Both seats drafted: 12 points each at most, and more than one pick between them.
        expect(picks, `${level}, seed ${seed}`).toBeGreaterThan(4);
      }
    }
  });
});
