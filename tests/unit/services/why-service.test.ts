// "Why did the AI do that" through the services: the summary names the move the AI seat actually played (as the log
// has it), its rank and figures, and a noisy level's odds; a seat that cannot see the move is not told it.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { levelName, oneIn, ordinal } from '@main/ai/hints';
import { gameModule } from '@main/games/index';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import type { AiMainService } from '@main/services/ai-main-service';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];
afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-why-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, sleep: async () => {} });
  open.push({ store, services });
  return { match: services.impls.match as MatchMainService, ai: services.impls.ai as AiMainService };
}

describe('why did the AI do that', () => {
  it('names the move the AI seat played as the log has it, with its rank, figures and the level\'s odds of a weaker move', async () => {
    const { match, ai } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Anders', difficulty: 'normal' }], options: { setup: 'basic' }, seed: 12 });
    await match.idle(m.id);
    const file = await match.export({ matchId: m.id });
    // The log as the table words it: each action described in the position before it.
    const game = gameModule('ruckus')!.game;
    const state = game.setup({ ...file.options, players: 2 }, file.seed);
    const words = file.actions.map(({ player, action }) => { const text = game.describe(action, state); game.step(state, player, action); return text; });
    const aiMoves = file.actions.map((a, i) => ({ ...a, i })).filter((a) => a.player === 1);
    expect(aiMoves.length).toBeGreaterThan(2);
    let noisy = 0;
    for (const move of aiMoves) {
      const why = ai.why({ matchId: m.id, moveIndex: move.i, seat: 1 })!;
      const played = words[move.i]!;
      const chosen = why.chosen!;
      expect(chosen.action).toEqual(move.action);
      expect(chosen.description).toBe(played);
      expect(why.summary).toMatch(new RegExp(`^Anders played “${played.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`));
      expect(why.options).toContainEqual(chosen);
      expect(why.options.map((o) => o.rank)).toEqual([...why.options.map((o) => o.rank!)].sort((a, b) => a - b));
      expect(why.summary).toContain(`estimated win chance ${Math.round(chosen.winChance * 100)}%`);
      if (chosen.rank === 1) expect(why.summary).toContain('the move its search tried most');
      else expect(why.summary).toContain(`its search's ${ordinal(chosen.rank!)} choice`);
      if (why.noise && why.noise.weaker > 0) {
        noisy++;
        expect(why.noise.level).toBe('normal');
        expect(why.summary).toContain(`${levelName('normal')} picks a weaker move on purpose: at this decision ${oneIn(why.noise.weaker)}.`);
      }
    }
    expect(noisy).toBeGreaterThan(0);
  });

  it('does not name a move the asking seat cannot see yet, in the summary either', async () => {
    const { match, ai } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Anders', difficulty: 'hard' }], options: { setup: 'basic' }, seed: 12 });
    await match.idle(m.id);
    const file = await match.export({ matchId: m.id });
    const placed = file.actions.findIndex((a) => a.player === 1 && (a.action as { type: string }).type === 'place');
    expect(placed).toBeGreaterThanOrEqual(0);
    // The AI's formation is built behind its Battle Screen while Ann still places hers.
    const why = ai.why({ matchId: m.id, moveIndex: placed, seat: 0 })!;
    expect(why.hiddenMove).toBe(true);
    expect(why.chosen).toBeUndefined();
    expect(why.summary).toBe('Anders made a move you cannot see yet.');
    const own = ai.why({ matchId: m.id, moveIndex: placed, seat: 1 })!;
    expect(own.summary).toContain(`Anders played “${own.chosen!.description}”`);
    expect(why.summary).not.toContain(own.chosen!.description);
  });
});
