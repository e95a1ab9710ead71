// "Test this army" and the draft coach with a user's card set: the battle job carries the set to its worker, and the
// coach rates the set's own units (a renamed unit is named as the set names it).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BattleJob } from '@main/ai/workers/battle';
import type { BattleRunner } from '@main/ai/workers/battle-runner';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];
afterEach(() => { for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); } });

function start() {
  const jobs: BattleJob[] = [];
  const runner: BattleRunner = (job) => { jobs.push(job); return { result: Promise.resolve({ kind: 'done', played: 0 }), cancel: () => {} }; };
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-battle-set-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, battles: runner });
  open.push({ store, services });
  const call = async (method: string, args: unknown) => {
    const r = await services.dispatcher.call(method, args, 'test');
    if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
    return r.result;
  };
  return { jobs, call, services };
}

const renamed = defaultCardSet.units.find((u) => u.guild === 'clerics' && u.level === 1)!;
const userSet = { ...structuredClone(defaultCardSet), name: 'House rules', units: defaultCardSet.units.map((u) => (u.id === renamed.id ? { ...u, name: 'Brother Cadfael' } : u)) };

describe('battles and the draft coach with a user card set', () => {
  it('a battle job carries the stored set; without a hash it carries none', async () => {
    const { jobs, call } = start();
    const { hash } = await call('cardSets.import', { gameId: 'ruckus', name: 'House rules', content: userSet }) as { hash: string };
    await call('battle.run', { army: { kind: 'basic', guild: 'clerics' }, opponent: { kind: 'basic', guild: 'fighters' }, games: 1, cardSetHash: hash });
    expect((jobs[0]!.cardSet as { name: string }).name).toBe('House rules');
    expect((jobs[0]!.cardSet as typeof userSet).units.find((u) => u.id === renamed.id)!.name).toBe('Brother Cadfael');
    await new Promise((r) => setTimeout(r, 0));
    await call('battle.run', { army: { kind: 'basic', guild: 'clerics' }, opponent: { kind: 'basic', guild: 'fighters' }, games: 1 });
    expect(jobs[1]!.cardSet).toBeUndefined();
  });

  it('the coach rates the set\'s own units, and an unknown hash is not found', async () => {
    const { call, services } = start();
    const { hash } = await call('cardSets.import', { gameId: 'ruckus', name: 'House rules', content: userSet }) as { hash: string };
    const advice = await call('battle.coach', { guild: 'clerics', picked: [], cardSetHash: hash }) as { card: string; reason: string }[];
    expect(advice.find((a) => a.card === renamed.id)!.reason).toMatch(/^Brother Cadfael:/);
    const builtIn = await call('battle.coach', { guild: 'clerics', picked: [] }) as { card: string; reason: string }[];
    expect(builtIn.find((a) => a.card === renamed.id)!.reason.startsWith(`${renamed.name}:`)).toBe(true);
    expect(await services.dispatcher.call('battle.coach', { guild: 'clerics', picked: [], cardSetHash: 'a'.repeat(64) })).toMatchObject({ ok: false, error: { kind: 'not_found', what: 'card set' } });
  });
});
