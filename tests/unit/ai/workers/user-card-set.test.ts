// An AI seat in a match played with a user's card set searches with ISMCTS in a real worker thread: the job carries
// the set, the worker plays it with the game made from that set, and no move or hint falls back to the heuristic bot.
// Without the set in the job the worker's default game refuses the view, which is what the fallback count and the
// warning report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiAdvice, Health } from '@shared/contract';
import { createAppAiSupervisor } from '@main/ai/workers/app-ai';
import type { AiSupervisor } from '@main/ai/workers/supervisor';
import { defaultCardSet as ruckusSet } from '@main/games/ruckus/card-set';
import { defaultCardSet as rushSet } from '@main/games/rush/default-set';
import { gameModuleFor } from '@main/games';
import { workerPoolAi } from '@main/services/ai-player';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';

const log = memoryLogger();
let supervisor: AiSupervisor;
let store: Store;
let services: MainServices;

/** A user's corrected set: the default one renamed, with one card's name and numbers changed (so its key differs). */
const userRuckus = { ...structuredClone(ruckusSet), name: 'Our Ruckus', units: ruckusSet.units.map((u, i) => (i === 7 ? { ...u, name: `${u.name} the Bold`, melee: Math.min(6, u.melee + 1) } : u)) };
const userRush = { ...structuredClone(rushSet), name: 'Our Rush', vehicles: rushSet.vehicles.map((v, i) => (i === 3 ? { ...v, name: `${v.name} Mk II` } : v)) };

beforeAll(async () => {
  supervisor = createAppAiSupervisor({ script: new URL('../../../../src-main/ai/workers/worker-main.ts', import.meta.url), tsx: true, now: () => performance.now(), log, size: 1 });
  const ai = workerPoolAi(supervisor, log, () => ({ iterations: 60, timeMs: 5_000 }));
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-user-set-'));
  store = openStore({ dataDir, dailyBackup: false });
  services = createMainServices({ host: 'test', dataDir, log, store, ai: ai.player, advisor: ai.advisor, sleep: async () => {} });
  for (let i = 0; i < 600 && supervisor.status().ready < 1; i++) await new Promise((r) => setTimeout(r, 50));
  expect(supervisor.status().ready).toBe(1);
}, 60_000);

afterAll(async () => {
  services.shutdown();
  await supervisor.shutdown();
  store.close();
});

async function call<T>(method: string, args: unknown): Promise<T> {
  const r = await services.dispatcher.call(method, args, 'test');
  if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
  return r.result as T;
}

describe('AI seats with a user card set, in a real worker', () => {
  it.each([['ruckus', userRuckus, { setup: 'basic' }], ['rush', userRush, {}]] as const)('%s: every AI move and a hint are searched (ISMCTS) in the worker, none falls back', async (gameId, set, options) => {
    const { hash } = await call<{ hash: string }>('cardSets.import', { gameId, name: set.name, content: set });
    const m = await call<{ id: string }>('match.create', { gameId, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options, seed: 77, cardSetHash: hash });
    const match = services.impls.match as MatchMainService;
    await match.idle(m.id);
    const aiMoves = store.matches.actions(m.id).map((a, i) => ({ ...a, i })).filter((a) => a.player === 1);
    // Rush: seat 0 may move first; play until the AI has moved at least once.
    for (let n = 0; aiMoves.length === 0 && n < 20; n++) {
      const v = await match.open({ matchId: m.id, seat: 0 });
      await match.act({ matchId: m.id, seat: 0, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
      await match.idle(m.id);
      aiMoves.push(...store.matches.actions(m.id).map((a, i) => ({ ...a, i })).filter((a) => a.player === 1));
    }
    expect(aiMoves.length).toBeGreaterThan(0);
    for (const a of aiMoves) {
      const why = await call<AiAdvice | null>('ai.why', { matchId: m.id, moveIndex: a.i });
      expect(why?.source, `move ${a.i}`).toBe('search');
    }
    const hint = await call<AiAdvice>('ai.hint', { matchId: m.id, player: 0 });
    expect(hint.source).toBe('search');
    expect(hint.iterations).toBeGreaterThan(0);
    const health = await call<Health>('system.health', {});
    expect(health.aiFallbacks).toBe(0);
    expect(log.lines.filter((l) => l.includes('AI fallback'))).toEqual([]);
  }, 120_000);

  it('a job without its card set fails in the worker; the match service warns and counts such a fallback', async () => {
    // A set the worker has never been sent (it keeps the games of sets from earlier jobs).
    const fresh = { ...structuredClone(userRuckus), units: userRuckus.units.map((u, i) => (i === 9 ? { ...u, name: `${u.name} the Quiet` } : u)) };
    const module = gameModuleFor('ruckus', fresh)!;
    const state = module.game.setup({ players: 2, setup: 'basic', cardSet: fresh }, 5);
    const decision = module.game.pending(state).find((d) => d.player === 1)!;
    const job = { gameId: 'ruckus', view: module.game.view(state, 1), player: 1, decisionKind: decision.kind, difficulty: 'easy', seed: 1, budget: { iterations: 30 }, legal: module.game.legalActions(state, 1) };
    const without = await supervisor.request(job).result;
    expect(without).toMatchObject({ kind: 'fallback', reason: 'error', detail: expect.stringMatching(/use the game made from its set/) });
    const withSet = await supervisor.request({ ...job, cardSet: fresh }).result;
    expect(withSet.kind).toBe('move');

    // The warning and the count, as the match service reports a fallback move.
    const warned = memoryLogger();
    const failing = { decide: () => ({ answer: Promise.resolve({ action: undefined as unknown, fallback: true, fallbackReason: 'error: card set not loaded' }), cancel: () => {} }) };
    const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-fallback-'));
    const s = openStore({ dataDir, dailyBackup: false });
    const svc = createMainServices({ host: 'test', dataDir, log: warned, store: s, sleep: async () => {}, ai: { decide: (r) => { const j = failing.decide(); return { ...j, answer: j.answer.then((a) => ({ ...a, action: r.legal[0] })) }; } } });
    const m = await (svc.impls.match as MatchMainService).create({ gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options: { setup: 'basic' }, seed: 3 });
    await (svc.impls.match as MatchMainService).idle(m.id);
    const health = (await svc.dispatcher.call('system.health', {})) as { ok: true; result: Health };
    expect(health.result.aiFallbacks).toBeGreaterThan(0);
    expect(warned.lines.filter((l) => l.startsWith('warn AI fallback'))).toHaveLength(health.result.aiFallbacks);
    expect(warned.lines.find((l) => l.startsWith('warn AI fallback'))).toMatch(/card set not loaded/);
    svc.shutdown();
    s.close();
  }, 60_000);
});
