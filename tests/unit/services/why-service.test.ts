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
  return { match: services.impls.match as MatchMainService, ai: services.impls.ai as AiMainService, store };
}

describe('why did the AI do that', () => {
  it('names the move the AI seat played as the log has it, with its rank, figures and the level\'s odds of a weaker move', async () => {
    const { match, ai, store } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Anders', difficulty: 'normal' }], options: { setup: 'basic' }, seed: 12 });
    // Ann plays her first option each time (confirming a formation as soon as she may), so the game moves on and the AI decides in several phases.
    for (let turn = 0; turn < 60; turn++) {
      await match.idle(m.id);
      const v = await match.open({ matchId: m.id, seat: 0 });
      if (v.outcome || store.matches.actions(m.id).filter((a) => a.player === 1).length >= 12) break;
      if (v.legal.length) await match.act({ matchId: m.id, seat: 0, action: (v.legal.find((a) => a.action.type === 'confirm') ?? v.legal[0]!).action, expectedActionCount: v.match.actionCount });
    }
    await match.idle(m.id);
    // Once the match is over every move may be told, as the AI seat itself weighed it.
    await match.resign({ matchId: m.id, seat: 0 });
    // The whole record (seed included) straight from the store: an active match's export leaves the seed out.
    const record = store.matches.get(m.id)!;
    const file = { actions: store.matches.actions(m.id) };
    // The log as the table words it: each action described in the position before it.
    const game = gameModule('ruckus')!.game;
    const state = game.setup({ ...record.options, players: 2 }, record.seed);
    const words = file.actions.map(({ player, action }) => { const text = game.describe(action, state); game.step(state, player, action); return text; });
    const aiMoves = file.actions.map((a, i) => ({ ...a, i })).filter((a) => a.player === 1);
    expect(aiMoves.length).toBeGreaterThanOrEqual(12);
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
      if ((chosen.visits ?? 0) === 0 && why.iterations === 0) expect(why.summary).toContain('the choice of its planner, which settles this kind of decision without a search');
      else if (why.options.length === 1) expect(why.summary).toContain('the only move open to it');
      else if (chosen.rank === 1) expect(why.summary).toContain('the move its search tried most');
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
    const { match, ai, store } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Anders', difficulty: 'hard' }], options: { setup: 'basic' }, seed: 12 });
    await match.idle(m.id);
    const file = { actions: store.matches.actions(m.id) };
    const placed = file.actions.findIndex((a) => a.player === 1 && (a.action as { type: string }).type === 'place');
    expect(placed).toBeGreaterThanOrEqual(0);
    // The AI's formation is built behind its Battle Screen while Ann still places hers.
    const why = ai.why({ matchId: m.id, moveIndex: placed, seat: 0 })!;
    expect(why.hiddenMove).toBe(true);
    expect(why.chosen).toBeUndefined();
    expect(why.summary).toBe('Anders made a move you cannot see yet.');
  });

  it('leaves out how the options fared beside a move the asking seat cannot see (it would tell which move it was not)', async () => {
    const { match, ai, store } = start();
    // Seat 1 places two units behind its Battle Screen (as an AI seat would); a record of what was weighed for the second is kept.
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Anders' }], options: { setup: 'basic' }, seed: 12 });
    for (let i = 0; i < 2; i++) {
      const v = await match.open({ matchId: m.id, seat: 1 });
      await match.act({ matchId: m.id, seat: 1, action: v.legal.find((a) => a.action.type === 'place')!.action, expectedActionCount: v.match.actionCount });
    }
    const placed = 1;
    const played = store.matches.actions(m.id)[placed]!.action as { card: string; row: number };
    const note = ' It did worse in the search: estimated win chance 40% against 60% for the move played.';
    store.matches.saveAdvice(m.id, placed, {
      matchId: m.id, player: 1, iterations: 800, elapsedMs: 5, source: 'search',
      options: [
        { action: played, description: 'Place it', visitShare: 0.6, winChance: 0.6, visits: 480, rank: 1, reason: 'Place it in a row.' },
        { action: { type: 'confirm' }, description: 'Confirm the formation', visitShare: 0.4, winChance: 0.4, visits: 320, rank: 2, reason: `Confirm the formation now.${note}`, note },
      ],
      chosen: { action: played, description: 'Place it', visitShare: 0.6, winChance: 0.6, visits: 480, rank: 1, reason: 'Place it in a row.' },
    });
    const hidden = ai.why({ matchId: m.id, moveIndex: placed, seat: 0 })!;
    expect(hidden.hiddenMove).toBe(true);
    expect(hidden.options).toEqual([{ action: { type: 'confirm' }, description: 'Confirm the formation', visitShare: 0.4, winChance: 0.4, visits: 320, rank: 2, reason: 'Confirm the formation now.' }]);
    expect(hidden.withheld).toBe(1);
    // The AI's own seat, or anyone once the game is over, reads it whole.
    const own = ai.why({ matchId: m.id, moveIndex: placed, seat: 1 })!;
    expect(own.options[1]).toMatchObject({ reason: `Confirm the formation now.${note}`, note });
  });
});
