import { describe, expect, it } from 'vitest';
import { randomBot } from '@main/ai/bot';
import { playGame } from '@main/ai/simulate';
import { ruckusModule } from '@main/games/ruckus/module';
import { defaultCardSet } from '@main/games/ruckus/card-set';

describe('Ruckus module for the app', () => {
  it('offers every setup variant with the options it stands for', () => {
    const ids = ruckusModule.setupChoices!.map((c) => c.id);
    expect(ids).toEqual(['basic', 'advanced', 'draft', 'pure', 'child', 'speed', 'tournament']);
    expect(ruckusModule.setupChoices!.find((c) => c.id === 'child')!.options).toEqual({ setup: 'basic', child: true });
    expect(ruckusModule.setupChoices!.find((c) => c.id === 'tournament')!.players).toEqual([4]);
    for (const choice of ruckusModule.setupChoices!) {
      const players = choice.players?.[0] ?? 2;
      expect(() => ruckusModule.game.setup({ ...choice.options, players }, 1)).not.toThrow();
    }
  });

  it('reports each seat\'s guild and its non-Starting units for statistics', () => {
    const played = playGame(ruckusModule.game, { ...ruckusModule.simulationOptions({ maxTurns: 30, setup: 'basic' }), players: 2 }, 5, [randomBot, randomBot]);
    const stats = ruckusModule.seatStats!(played.state as never);
    expect(stats).toHaveLength(2);
    const byId = new Map(defaultCardSet.units.map((u) => [u.id, u]));
    for (const seat of stats) {
      expect(['fighters', 'thieves', 'clerics', 'necromancers']).toContain(seat.faction);
      expect(Object.keys(seat.cards).length).toBeGreaterThan(0);
      for (const id of Object.keys(seat.cards)) expect(byId.get(id)!.level).not.toBe('S');
    }
  });
});
