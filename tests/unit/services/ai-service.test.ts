import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceFailure } from '@shared/contract';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { gameModule } from '@main/games/index';
import type { AiPlayer } from '@main/services/ai-player';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { toOption, type AiMainService } from '@main/services/ai-main-service';
import { openStore, type Store } from '@main/store';

const games = (id: string) => (id === 'tricks' ? tricksModule : gameModule(id));
const open: { store: Store; services: MainServices }[] = [];

/** An AI seat of a Ruckus match that plays its first legal action and reports the first three as what it weighed. */
const firstAi: AiPlayer = {
  decide(request) {
    const options = request.legal.slice(0, 3).map((action, i) => ({ action, description: `Option ${i + 1}`, visitShare: [0.6, 0.3, 0.1][i]!, winChance: 0.7 - i * 0.2, reason: 'First in order.' }));
    return { answer: Promise.resolve({ action: request.legal[0], stats: { options }, elapsedMs: 12 }), cancel: () => {} };
  },
};

function start(ai?: AiPlayer, dataDir = mkdtempSync(join(tmpdir(), 'skirmish-ai-svc-'))) {
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, games, gameIds: () => ['tricks'], sleep: async () => {}, ...(ai ? { ai } : {}) });
  open.push({ store, services });
  return { dataDir, store, services, match: services.impls.match as MatchMainService, ai: services.impls.ai as AiMainService };
}

afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

describe('AI service', () => {
  it('hints the top options of a human\'s pending decision with visit share, win chance and a reason', async () => {
    const { match, ai } = start();
    const m = await match.create({ gameId: 'tricks', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }], options: {}, seed: 8 });
    const advice = await ai.hint({ matchId: m.id, player: 0 });
    // Tricks is a test game outside the contract's games, so its view is read as the test game's own.
    const hand = ((await match.open({ matchId: m.id, seat: 0 })).view as unknown as { hand: string[] }).hand;
    expect(advice.source).toBe('search');
    expect(advice.options).toHaveLength(3);
    expect(advice.iterations).toBeGreaterThan(100);
    for (const o of advice.options) {
      expect(hand).toContain((o.action as { card: string }).card);
      expect(o.description).toBe(`Commit ${(o.action as { card: string }).card}`);
      expect(o.visitShare).toBeGreaterThanOrEqual(0);
      expect(o.winChance).toBeLessThanOrEqual(1);
    }
    expect(advice.options.reduce((s, o) => s + o.visitShare, 0)).toBeCloseTo(1, 1);
  });

  it('names the cards in hints and kept reasons as the table\'s choices do, though the AI describes them by id', async () => {
    // The AI sees a view and says "Place F03 in row 1"; the service describes each option in the match's position.
    const byId: AiPlayer = {
      decide(request) {
        const options = request.legal.slice(0, 3).map((a, i) => ({ action: a, description: `id form ${i}`, visitShare: 0.5 - i * 0.1, winChance: 0.5 }));
        return { answer: Promise.resolve({ action: request.legal[0], stats: { options }, elapsedMs: 5 }), cancel: () => {} };
      },
    };
    const { match, ai } = start(byId);
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'hard' }], options: { setup: 'basic' }, seed: 5 });
    await match.idle(m.id);
    const v = await match.open({ matchId: m.id, seat: 0 });
    const textOf = (action: unknown): string => v.legal.find((a) => JSON.stringify(a.action) === JSON.stringify(action))!.text;
    const hint = await ai.hint({ matchId: m.id, player: 0 });
    expect(hint.options.length).toBeGreaterThan(0);
    for (const o of hint.options) {
      expect(o.description).toBe(textOf(o.action));
      expect(o.description).not.toMatch(/\b[A-Z]\d{2}\b/);
    }
    // The AI seat's formation placements, kept for "why did the AI do that", read the same way.
    const why = ai.why({ matchId: m.id });
    expect(why).not.toBeNull();
    for (const o of [...why!.options, why!.chosen!]) {
      expect(o.description).not.toMatch(/^id form/);
      expect(o.description).not.toMatch(/\b[A-Z]\d{2}\b/);
    }
  });

  it('judges a staged Ruckus formation: the hint is for the position after the staged placements, none of them sent', async () => {
    const { match, ai } = start();
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }], options: { setup: 'basic' }, seed: 5 });
    const v = await match.open({ matchId: m.id, seat: 0 });
    const hand = (v.view as { seats: { hand: string[] }[] }).seats[0]!.hand;
    const staged = [{ type: 'place', card: hand[0], row: 0 }, { type: 'place', card: hand[1], row: 0 }, { type: 'place', card: hand[2], row: 1 }];
    const hint = await ai.hint({ matchId: m.id, player: 0, staged });
    expect(hint.options.length).toBeGreaterThan(0);
    for (const o of hint.options) {
      const a = o.action as { type: string; card?: string; row?: number };
      // Options are what to do with the staged formation in place: reveal it, or add a card still in hand.
      expect(['confirm', 'place']).toContain(a.type);
      if (a.type === 'place') expect(hand.slice(3)).toContain(a.card);
    }
    // Nothing was sent: the match is where it was.
    expect((await match.open({ matchId: m.id, seat: 0 })).match.actionCount).toBe(v.match.actionCount);
    // A staged placement the rules refuse is refused with the rule it breaks.
    const e = await ai.hint({ matchId: m.id, player: 0, staged: [{ type: 'place', card: hand[0], row: 1 }] }).then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(ServiceFailure);
    expect((e as ServiceFailure).error).toMatchObject({ kind: 'rule', rule: 'formation-shape' });
  }, 60_000);

  it('keeps the AI\'s own description of an option when the game cannot describe it', () => {
    const stat = { action: { type: 'odd' }, description: 'Odd move', visitShare: 0.4, winChance: 0.6 };
    expect(toOption(stat, () => { throw new Error('no such match'); }).description).toBe('Odd move');
    expect(toOption(stat, () => 'Named move').description).toBe('Named move');
    expect(toOption(stat).description).toBe('Odd move');
  });

  it('refuses a hint for a seat with nothing to decide', async () => {
    const { match, ai } = start();
    const m = await match.create({ gameId: 'tricks', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }], options: {}, seed: 8 });
    const v = await match.open({ matchId: m.id, seat: 0 });
    await match.act({ matchId: m.id, seat: 0, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    const e = await ai.hint({ matchId: m.id, player: 0 }).then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(ServiceFailure);
    expect((e as ServiceFailure).error).toMatchObject({ kind: 'rule', rule: 'no-decision' });
  });

  it('keeps what the AI weighed for each of its moves, for "why did the AI do that"', async () => {
    const { match, ai, store } = start(firstAi);
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'hard' }], options: { setup: 'basic' }, seed: 3 });
    await match.idle(m.id);
    // The AI's first unit is placed behind the Battle Screen: while the match is on, Ann is not told the move.
    const secret = ai.why({ matchId: m.id, moveIndex: 0 });
    expect(secret).toMatchObject({ player: 1, source: 'search', elapsedMs: 12, hiddenMove: true });
    expect(secret!.chosen).toBeUndefined();
    // Ann's own move has no AI reasons.
    const v = await match.open({ matchId: m.id, seat: 0 });
    const annMoves = store.matches.actions(m.id).length;
    await match.act({ matchId: m.id, seat: 0, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    expect(ai.why({ matchId: m.id, moveIndex: annMoves })).toBeNull();
    // Once the match is over, every reason is told.
    await match.resign({ matchId: m.id, seat: 0 });
    const why = ai.why({ matchId: m.id, moveIndex: 0 });
    expect(why).toMatchObject({ player: 1, source: 'search', elapsedMs: 12, options: [{ visitShare: 0.6, reason: 'First in order.' }, {}, {}] });
    expect(why!.chosen).toEqual(why!.options[0]);
    expect(why!.hiddenMove).toBeUndefined();
  });

  it('keeps the AI\'s reasons in the store: they survive a restart, and undo drops those past the new end', async () => {
    const first = start(firstAi);
    const m = await first.match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'hard' }], options: { setup: 'basic' }, seed: 3 });
    await first.match.idle(m.id);
    const before = first.ai.why({ matchId: m.id, moveIndex: 0 });
    expect(before).not.toBeNull();
    const aiMoves = first.store.matches.actions(m.id).length;
    expect(aiMoves).toBeGreaterThan(0);
    const newest = first.ai.why({ matchId: m.id });
    first.services.shutdown();
    first.store.close();
    open.splice(open.findIndex((o) => o.store === first.store), 1);

    const again = start(firstAi, first.dataDir);
    expect(again.ai.why({ matchId: m.id, moveIndex: 0 })).toEqual(before);
    expect(again.ai.why({ matchId: m.id })).toEqual(newest);
    // Ann places and reveals; the AI answers in the next phase; taking those moves back in the store removes its reasons.
    for (const type of ['place', 'confirm']) {
      const v = await again.match.open({ matchId: m.id, seat: 0 });
      await again.match.act({ matchId: m.id, seat: 0, action: v.legal.find((l) => l.action.type === type)!.action, expectedActionCount: v.match.actionCount });
    }
    await again.match.idle(m.id);
    const played = again.store.matches.actions(m.id);
    const answer = played.findIndex((a, i) => i > aiMoves + 1 && a.player === 1);
    expect(answer).toBeGreaterThan(aiMoves + 1);
    expect(again.ai.why({ matchId: m.id, moveIndex: answer })).toMatchObject({ player: 1 });
    again.services.shutdown();
    again.store.matches.undo(m.id, played.length - aiMoves);
    expect(again.ai.why({ matchId: m.id, moveIndex: answer })).toBeNull();
    expect(again.ai.why({ matchId: m.id })).toEqual(newest);
  });

  it('a damaged advice row only loses that explanation: why answers null and the match still opens', async () => {
    const { match, ai, store } = start(firstAi);
    const m = await match.create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'hard' }], options: {}, seed: 3 });
    await match.idle(m.id);
    expect(ai.why({ matchId: m.id, moveIndex: 0 })).not.toBeNull();
    store.matches.saveAdvice(m.id, 0, { matchId: m.id, player: 'not a seat' });
    expect(ai.why({ matchId: m.id, moveIndex: 0 })).toBeNull();
    expect((await match.open({ matchId: m.id, seat: 0 })).legal.length).toBeGreaterThan(0);
    expect(ai.why({ matchId: 'no-such-match' })).toBeNull();
  });
});
