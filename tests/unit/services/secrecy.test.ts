// While a match is on, the replay and "why did the AI do that" tell a seat only what it could have seen at the table:
// the AI's formation placed behind the Battle Screen stays hidden, its open draft picks do not.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameModule } from '@main/games/index';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import type { AiMainService } from '@main/services/ai-main-service';
import { actionSeenBy, knownOpenTo } from '@main/services/secrecy';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];
afterEach(() => { for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); } });

function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-secrecy-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, games: (id) => (id === 'ruckus' ? gameModule('ruckus') : undefined), gameIds: () => ['ruckus'], sleep: async () => {} });
  open.push({ store, services });
  return { match: services.impls.match as MatchMainService, ai: services.impls.ai as AiMainService, store };
}

describe('what a seat is told of other seats\' moves while the match is on', () => {
  it('hides the AI\'s secret formation placements in the replay and in its reasons, but not the human\'s own moves', async () => {
    const { match, ai, store } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options: { setup: 'basic' }, seed: 5 });
    await match.idle(m.id);
    const placed = store.matches.actions(m.id).map((a, i) => ({ ...a, i })).filter((a) => a.player === 1 && (a.action as { type: string }).type === 'place');
    expect(placed.length).toBeGreaterThan(0);
    for (const a of placed) {
      const r = await match.replay({ matchId: m.id, seat: 0, at: a.i + 1 });
      expect(r.lastAction).toMatchObject({ player: 1, text: 'made a move you cannot see yet', hidden: true });
      const why = ai.why({ matchId: m.id, moveIndex: a.i, seat: 0 });
      expect(why).toMatchObject({ player: 1, hiddenMove: true });
      expect(why!.chosen).toBeUndefined();
      // No option shown names a unit of its secret hand (confirming the formation may stay: it is always open).
      expect(why!.options.filter((o) => (o.action as { type: string }).type === 'place')).toEqual([]);
      expect(why!.withheld).toBeGreaterThan(0);
    }
    // The human's own placement is told in full.
    const v = await match.open({ matchId: m.id, seat: 0 });
    const place = v.legal.findIndex((a) => a.action.type === 'place');
    await match.act({ matchId: m.id, seat: 0, action: v.legal[place]!.action, expectedActionCount: v.match.actionCount });
    const mine = await match.replay({ matchId: m.id, seat: 0, at: v.match.actionCount + 1 });
    expect(mine.lastAction).toMatchObject({ player: 0, text: v.legal[place]!.text });
  });

  it('tells the AI\'s open draft picks, with the options it weighed from the shared pool', async () => {
    const { match, ai, store } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options: { setup: 'draft' }, seed: 2 });
    for (let i = 0; i < 6; i++) {
      await match.idle(m.id);
      const v = await match.open({ matchId: m.id, seat: 0 });
      if (!v.legal.length) break;
      await match.act({ matchId: m.id, seat: 0, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    }
    const picks = store.matches.actions(m.id).map((a, i) => ({ ...a, i })).filter((a) => a.player === 1 && (a.action as { type: string }).type === 'pick');
    expect(picks.length).toBeGreaterThan(1);
    for (const a of picks) {
      const r = await match.replay({ matchId: m.id, seat: 0, at: a.i + 1 });
      expect(r.lastAction!.text).toMatch(/^Take [A-Z][a-z]/);
      const why = ai.why({ matchId: m.id, moveIndex: a.i, seat: 0 });
      expect(why!.hiddenMove).toBeUndefined();
      expect(why!.chosen!.description).toBe(r.lastAction!.text);
      expect(why!.withheld).toBeUndefined();
      expect(why!.options.length).toBeGreaterThan(0);
    }
  });

  it('judges a move seen when no other legal move leaves the same view, and an option known when every re-deal allows it', () => {
    const game = gameModule('ruckus')!.game;
    const s = game.setup({ players: 2, setup: 'basic' }, 5);
    const decision = game.pending(s).find((d) => d.player === 1)!;
    expect(decision.kind).toBe('formation');
    const place = game.legalActions(s, 1).find((a) => (a as { type: string }).type === 'place')!;
    expect(actionSeenBy(game, s, 1, place, 0, 7)).toBe(false);
    expect(actionSeenBy(game, s, 1, place, 1, 7)).toBe(true);
    expect(knownOpenTo(game, s, 1, place, 0, 7)).toBe(false);
    expect(knownOpenTo(game, s, 1, place, 1, 7)).toBe(true);
  });
});
