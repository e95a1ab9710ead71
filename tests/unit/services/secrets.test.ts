// While a match is on, nothing a caller receives lets it deal the hidden cards again: no seed in any summary, and the
// file of an active match has neither the seed nor the moves its human seats could not see. Checked the strong way:
// every number and text in every reply is tried as a seed, and none may rebuild the deal the match was played with.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallResult, MatchFile } from '@shared/contract';
import { hashState } from '@main/engine/hash';
import { gameModule } from '@main/games/index';
import type { GameModule } from '@main/games/registry';
import type { AiPlayer } from '@main/services/ai-player';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { actionSeenBy } from '@main/services/secrecy';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];
afterEach(() => { for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); } });

const firstLegal: AiPlayer = { decide: (r) => ({ answer: Promise.resolve({ action: r.legal[0], stats: { options: [{ action: r.legal[0], description: 'first', visitShare: 1, winChance: 0.5 }] } }), cancel: () => {} }) };

function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-secrets-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, ai: firstLegal, sleep: async () => {} });
  open.push({ store, services });
  const call = async (method: string, args?: unknown): Promise<unknown> => {
    const r: CallResult = await services.dispatcher.call(method, args, 'test');
    if (!r.ok) throw new Error(`${method}: ${r.error.kind}: ${r.error.message}`);
    return r.result;
  };
  return { store, services, call, match: services.impls.match as MatchMainService };
}

/** Every number and text in a value (iteratively: replies can be large). */
function primitives(value: unknown): Set<number | string> {
  const out = new Set<number | string>();
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'number' || (typeof v === 'string' && v.length <= 64)) out.add(v);
    else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') { stack.push(...Object.keys(v), ...Object.values(v)); }
  }
  return out;
}

/** The candidates among `values` that, used as the seed, deal exactly the match's starting state. */
function redeals(module: GameModule, options: Record<string, unknown>, players: number, values: Iterable<number | string>, truth: string): (number | string)[] {
  const found: (number | string)[] = [];
  for (const seed of values) {
    if (typeof seed === 'number' && (!Number.isInteger(seed) || seed < 0)) continue;
    let state: unknown;
    try {
      state = module.game.setup({ ...options, players }, seed);
    } catch {
      continue;
    }
    if (hashState(state) === truth) found.push(seed);
  }
  return found;
}

const SEED = 424_242;

describe('secrets stay on the main side while a match is on', () => {
  it('no reply about an active Ruckus match (summaries, views, its file, the whole export, replay, reasons) can deal its cards again', async () => {
    const { call, match, store } = start();
    const module = gameModule('ruckus')!;
    const options = { setup: 'basic' };
    const created = await call('match.create', { gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options, seed: SEED }) as { id: string };
    await match.idle(created.id);
    const truth = hashState(module.game.setup({ ...options, players: 2 }, SEED));
    const opened = await call('match.open', { matchId: created.id, seat: 0 }) as { legal: { action: unknown }[]; match: { actionCount: number } };
    const acted = await call('match.act', { matchId: created.id, seat: 0, action: opened.legal[0]!.action, expectedActionCount: opened.match.actionCount });
    await match.idle(created.id);
    const replies = [
      created, opened, acted,
      await call('match.list', {}),
      await call('match.open', { matchId: created.id }),
      await call('match.export', { matchId: created.id }),
      await call('data.exportAll', {}),
      await call('match.replay', { matchId: created.id, seat: 0, at: 3 }),
      await call('ai.why', { matchId: created.id }),
    ];
    const values = new Set(replies.flatMap((r) => [...primitives(r)]));
    expect(values.size).toBeGreaterThan(50);
    // The check can fail: with the seed among the values, the deal is found again.
    expect(redeals(module, options, 2, [...values, SEED], truth)).toEqual([SEED]);
    expect(redeals(module, options, 2, values, truth)).toEqual([]);
    for (const r of replies.slice(0, 5)) expect(JSON.stringify(r)).not.toContain('"seed"');

    // The file of the active match: no seed, and each of the AI's moves behind the Battle Screen only marked hidden.
    const file = await call('match.export', { matchId: created.id }) as MatchFile;
    expect(file).toMatchObject({ inProgress: true });
    expect(file.seed).toBeUndefined();
    const logged = store.matches.actions(created.id);
    expect(file.actions).toHaveLength(logged.length);
    let state = module.game.setup({ ...options, players: 2 }, SEED);
    let hidden = 0;
    logged.forEach((a, i) => {
      const entry = file.actions[i]!;
      expect(entry.player).toBe(a.player);
      const seen = actionSeenBy(module.game, state, a.player, a.action, 0, 0);
      if ('action' in entry) {
        expect(entry.action).toEqual(a.action);
        expect(seen).toBe(true);
      } else {
        hidden++;
        expect(a.player).toBe(1);
      }
      if ((a.action as { type: string }).type === 'place' && a.player === 1) expect('action' in entry).toBe(false);
      state = module.game.clone(state);
      expect(module.game.step(state, a.player, a.action)).toBeNull();
    });
    expect(hidden).toBeGreaterThan(0);
  });

  it('a file of an active match cannot be imported, with its AI seats turned human or not', async () => {
    const { call, match } = start();
    const created = await call('match.create', { gameId: 'ruckus', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options: { setup: 'basic' }, seed: SEED }) as { id: string };
    await match.idle(created.id);
    const file = await call('match.export', { matchId: created.id }) as MatchFile;
    const humans = { ...file, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Peek' }] };
    for (const f of [file, humans, { ...humans, inProgress: undefined }]) {
      const r = await match.import({ file: JSON.parse(JSON.stringify(f)) }).then(() => null, (e: { error?: unknown }) => e.error);
      expect(r).toMatchObject({ kind: 'rule', rule: 'import-in-progress' });
    }
    // Nor can the active match be branched (with the same seats or with its AI seats human).
    for (const seats of [undefined, humans.seats]) {
      const r = await match.branch({ matchId: created.id, at: 1, ...(seats ? { seats: seats as never } : {}) }).then(() => null, (e: { error?: unknown }) => e.error);
      expect(r).toMatchObject({ kind: 'rule', rule: 'branch-active-match' });
    }
    expect((await match.list({ limit: 10, offset: 0 })).total).toBe(1);
  });

  it('a finished match exports in full, as before: its seed deals the same cards, and every move is there', async () => {
    const { call, match, store } = start();
    const module = gameModule('rush')!;
    const created = await call('match.create', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options: {}, seed: SEED }) as { id: string };
    await match.idle(created.id);
    const during = await call('match.export', { matchId: created.id }) as MatchFile;
    expect(during.seed).toBeUndefined();
    expect(redeals(module, {}, 2, primitives(during), hashState(module.game.setup({ players: 2 }, SEED)))).toEqual([]);
    await call('match.resign', { matchId: created.id, seat: 0 });
    const after = await call('match.export', { matchId: created.id }) as MatchFile;
    expect(after.seed).toBe(SEED);
    expect(after.inProgress).toBeUndefined();
    expect(after.actions).toEqual(store.matches.actions(created.id).map((a) => ({ player: a.player, action: a.action })));
    expect(redeals(module, {}, 2, [after.seed!], hashState(module.game.setup({ players: 2 }, SEED)))).toEqual([SEED]);
  });
});
