// Fuzzing every contract method through the dispatcher (fast-check, a bounded number of runs): whatever arrives, the
// answer is well-formed (a result that matches the method's output schema, or a typed ServiceError) and never an
// 'internal' failure, which would mean some code threw where it should have refused. Arguments mix fc.anything()
// with values the app knows (real match ids, seats, actions, files, backups), so calls also get past validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { findMethod, methodNames, ServiceError, type CallResult, type SeatView } from '@shared/contract';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { gameIds, gameModule } from '@main/games/index';
import { defaultCardSet as ruckusSet } from '@main/games/ruckus/card-set';
import { inProcessAdvisor, type AiPlayer } from '@main/services/ai-player';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';

/** Runs in all; bounded so the suite stays quick. FUZZ_RUNS and FUZZ_SEED widen or vary a run by hand. */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 1_500);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_524);

const log = memoryLogger();
let store: Store;
let services: MainServices;
const known: Record<string, unknown[]> = {};

/**
 * An AI that answers with its first legal action on the next tick, so matches the fuzzer creates cost little; in a
 * match without human seats it stops (an answer of null), or such a match would play on for the whole run.
 */
const quickAi: AiPlayer = {
  decide: (r) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settle!: (a: { action: unknown } | null) => void;
    const answer = new Promise<{ action: unknown } | null>((resolve) => {
      settle = resolve;
      timer = setTimeout(() => {
        try {
          const record = store.matches.get(r.matchId);
          resolve(record?.seats.some((s) => s.kind === 'human') ? { action: r.legal[0] } : null);
        } catch {
          resolve(null); // the store closed at the end of the run
        }
      }, 0);
    });
    return { answer, cancel: () => { clearTimeout(timer); settle(null); } };
  },
};

const call = (method: string, args: unknown): Promise<CallResult> => services.dispatcher.call(method, args, 'fuzz');

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-fuzz-'));
  store = openStore({ dataDir, dailyBackup: false, durability: 'normal' });
  services = createMainServices({
    host: 'test', dataDir, log, store, ai: quickAi, advisor: inProcessAdvisor(40), sleep: async () => {},
    games: (id) => (id === 'tricks' ? tricksModule : gameModule(id)), gameIds: () => [...gameIds(), 'tricks'],
  });
  const match = services.impls.match as MatchMainService;
  const human = { kind: 'human', name: 'Ann' }, ai = { kind: 'ai', name: 'Bot', difficulty: 'easy' };
  const made = [
    // Matches of the app's own games: a test game is outside the contract's per-game seat views.
    await match.create({ gameId: 'ruckus', seats: [human, ai] as never, options: { setup: 'basic' }, seed: 1 }),
    await match.create({ gameId: 'ruckus', seats: [human, ai] as never, options: { setup: 'draft' }, seed: 2 }),
    await match.create({ gameId: 'rush', seats: [human, { ...human, name: 'Ben' }] as never, options: {}, seed: 3 }),
  ];
  const finished = await match.create({ gameId: 'rush', seats: [human, ai] as never, options: {}, seed: 4 });
  for (const m of made) await match.idle(m.id);
  await match.resign({ matchId: finished.id, seat: 0 });
  const views: SeatView[] = await Promise.all(made.map((m) => match.open({ matchId: m.id, seat: 0 })));
  const army = (services.impls.decks as { save(i: unknown): { id: string } }).save({ kind: 'army', name: 'Mine', guild: 'fighters', units: [], notes: '' });
  const cardSet = await (services.impls.cardSets as { import(i: unknown): Promise<{ hash: string }> }).import({ gameId: 'tricks', name: 'Twelve', content: { cards: 12 } });
  const campaign = await (services.impls.campaign as { create(i: unknown): Promise<{ id: string }> }).create({ kind: 'free', name: 'Evenings' });
  const backup = store.backupNow();
  const files = [await match.export({ matchId: finished.id }), await match.export({ matchId: made[0]!.id })];
  const units = ruckusSet.units.filter((u) => u.guild === 'fighters' && u.level !== 'S').map((u) => u.id);
  Object.assign(known, {
    matchId: [...made.map((m) => m.id), finished.id, 'no-such-match'],
    seat: [0, 1, 2, 4], player: [0, 1, 3], at: [0, 1, 3, 50], moveIndex: [0, 1, 2], expectedActionCount: [0, 1, 2, 3],
    action: views.flatMap((v) => v.legal.slice(0, 3).map((l) => l.action) as unknown[]).concat([{ type: 'commit', card: 'c1' }, {}, null, 'commit']),
    gameId: ['tricks', 'ruckus', 'rush', 'chess'],
    seats: [[human, ai], [human, human, human], [ai, ai]], options: [{}, { setup: 'basic' }, { setup: 'tournament' }, { handSize: 2 }],
    seed: [1, 'seed'], cardSetHash: [cardSet.hash, 'nope'], hash: [cardSet.hash, 'nope'],
    file: [...files, { ...files[0], seats: [human, human] }], content: [{ cards: 3 }, ruckusSet, { cards: -1 }],
    name: ['Renamed', ' '], id: [army.id, 'no-army'], campaignId: [campaign.id, 'no-campaign'], runId: ['battle-1'],
    path: [backup.path, '/etc/passwd'], text: ['hi'], guild: ['fighters', 'goblins'], picked: [units.slice(0, 2), ['nope']], candidates: [units.slice(2, 4)],
    units: [units.slice(0, 3)], army: [{ kind: 'basic', guild: 'fighters' }, { kind: 'saved', id: army.id }], opponent: [{ kind: 'basic', guild: 'clerics' }],
    games: [1, 2], level: ['random', 'heuristic'], kind: ['free', 'rush-ladder', 'army'], player_: [], theme: ['dark'], textScale: [1.25],
    limit: [1, 5], offset: [0, 2], status: ['active', 'finished'], bucket: ['week'], topCards: [3], lastSetup: [{ gameId: 'rush' }, null],
  });
}, 60_000);

afterAll(() => {
  services.shutdown();
  store.close();
});

/** The keys an input schema's objects take (through optional, default and union wrappers). */
function keysOf(schema: z.ZodType): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [schema];
  for (let n = 0; stack.length && n < 50; n++) {
    const s = stack.pop() as { _zod?: { def?: Record<string, unknown> } };
    const def = s?._zod?.def;
    if (!def) continue;
    if (def['type'] === 'object') Object.keys(def['shape'] as object).forEach((k) => out.add(k));
    if (def['innerType']) stack.push(def['innerType']);
    if (def['in']) stack.push(def['in']);
    if (Array.isArray(def['options'])) stack.push(...(def['options'] as unknown[]));
  }
  return [...out];
}

function argsFor(method: string): fc.Arbitrary<unknown> {
  const keys = keysOf(findMethod(method)!.spec.input);
  const value = (k: string): fc.Arbitrary<unknown> => (known[k]?.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known[k]!) }, { weight: 1, arbitrary: fc.anything() }) : fc.anything());
  const record = keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, value(k)])), { requiredKeys: [] }) : fc.constant({});
  return fc.oneof({ weight: 6, arbitrary: record }, { weight: 1, arbitrary: fc.anything() }, { weight: 1, arbitrary: fc.dictionary(fc.string(), fc.anything(), { maxKeys: 5 }) });
}

describe('fuzzing every contract method', () => {
  it(`${RUNS} calls: every answer is well-formed, and none is an internal failure`, async () => {
    const methods = methodNames();
    const seen = new Map<string, { ok: number; refused: number }>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods).chain((m) => fc.tuple(fc.constant(m), argsFor(m))), async ([method, args]) => {
        const r = await call(method, args);
        const tally = seen.get(method) ?? { ok: 0, refused: 0 };
        seen.set(method, tally);
        if (r.ok) {
          tally.ok++;
          expect(findMethod(method)!.spec.output.safeParse(r.result).success).toBe(true);
        } else {
          tally.refused++;
          expect(ServiceError.safeParse(r.error).success).toBe(true);
          expect(r.error.kind, `${method}(${JSON.stringify(args)?.slice(0, 300)}): ${r.error.message}`).not.toBe('internal');
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // Every method was called, and the known values got well past validation on most of them.
    expect(seen.size).toBe(methods.length);
    expect([...seen.values()].filter((t) => t.ok > 0).length).toBeGreaterThan(methods.length / 2);
    // This host runs no battles, so a battle the fuzzer starts fails at once, as it should; nothing else is an error.
    expect(log.lines.filter((l) => l.startsWith('error') && !/^error battle battle-\d+ failed: AI battles need the AI worker threads/.test(l))).toEqual([]);
    const alive = await call('system.echo', { text: 'after the fuzz' });
    expect(alive).toMatchObject({ ok: true });
  }, 240_000);
});
