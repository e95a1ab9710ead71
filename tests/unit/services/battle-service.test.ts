// The battle service ("test this army") with real Ruckus games, played by a runner that yields between games as a
// worker would; the worker path itself is tested in tests/unit/ai/workers/battle-worker.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceFailure, type BattleReport } from '@shared/contract';
import { gameModule } from '@main/games';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { playBattleGame, type BattleJob } from '@main/ai/workers/battle';
import type { BattleEnd, BattleRunner } from '@main/ai/workers/battle-runner';
import { wilson } from '@main/ai/tournament';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { BattleMainService } from '@main/services/battle-main-service';
import type { DeckMainService } from '@main/services/deck-main-service';
import { openStore, type Store } from '@main/store';

const game = gameModule('ruckus')!.game;

/** Real games, one per macrotask, cancel seen between games: the worker's behaviour without a thread. */
function steppingRunner(jobs: BattleJob[] = []): BattleRunner {
  return (job, onGame) => {
    jobs.push(job);
    let cancelled = false;
    let resolve!: (e: BattleEnd) => void;
    const result = new Promise<BattleEnd>((r) => (resolve = r));
    const step = (index: number): void => {
      if (cancelled) return resolve({ kind: 'cancelled' });
      if (index >= job.games) return resolve({ kind: 'done', played: job.games });
      onGame(playBattleGame(game, job, index, () => cancelled));
      setTimeout(() => step(index + 1), 0);
    };
    setTimeout(() => step(0), 0);
    return { result, cancel: () => { cancelled = true; } };
  };
}

const open: { store: Store; services: MainServices }[] = [];
function start(runner: BattleRunner = steppingRunner()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-battle-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, battles: runner });
  open.push({ store, services });
  const progress: BattleReport[] = [];
  services.events.subscribe((event, payload) => { if (event === 'battle.progress') progress.push(payload as BattleReport); });
  return { services, battle: services.impls.battle as BattleMainService, decks: services.impls.decks as DeckMainService, progress };
}
afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

const ids = (guild: string, level: 1 | 2) => defaultCardSet.units.filter((u) => u.guild === guild && u.level === level).map((u) => u.id);
const until = async (fn: () => boolean, ms = 60_000) => {
  for (const end = Date.now() + ms; !fn(); await new Promise((r) => setTimeout(r, 10))) if (Date.now() > end) throw new Error('timed out');
};
const refusal = async (call: () => unknown): Promise<ServiceFailure['error']> => {
  try { await call(); } catch (e) { if (e instanceof ServiceFailure) return e.error; throw e; }
  throw new Error('expected a refusal');
};

describe('battle service', () => {
  it('plays a saved army against a Basic army: counts add up, seats alternate, the interval holds the win rate', async () => {
    const jobs: BattleJob[] = [];
    const { battle, decks, progress } = start(steppingRunner(jobs));
    const saved = decks.save({ kind: 'army', name: 'Heavy hitters', guild: 'fighters', units: ids('fighters', 2).slice(0, 6), notes: '' });
    const first = battle.run({ army: { kind: 'saved', id: saved.id }, opponent: { kind: 'basic', guild: 'clerics' }, games: 6, level: 'heuristic', seed: 42 });
    expect(first).toMatchObject({ status: 'running', played: 0, games: 6, army: { name: 'Heavy hitters', guild: 'fighters', units: saved.units }, opponent: { name: 'Basic clerics', guild: 'clerics' } });
    expect(first.opponent.units).toEqual(defaultCardSet.units.filter((u) => u.guild === 'clerics' && u.star && u.level !== 'S').map((u) => u.id));
    await until(() => progress.some((p) => p.status !== 'running'));
    const last = progress.at(-1)!;
    expect(last.status).toBe('done');
    expect(last.played).toBe(6);
    expect(last.wins + last.losses + last.draws).toBe(6);
    expect(last.winRate).toBeCloseTo(last.wins / 6, 10);
    expect(last.interval.low).toBeCloseTo(wilson(last.wins, 6).low, 12);
    expect(last.interval.high).toBeCloseTo(wilson(last.wins, 6).high, 12);
    expect(last.interval.low).toBeLessThanOrEqual(last.winRate);
    expect(last.interval.high).toBeGreaterThanOrEqual(last.winRate);
    // One progress event per game, then the final one; counts only grow.
    expect(progress.filter((p) => p.status === 'running').map((p) => p.played)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(battle.status({ runId: first.runId })).toEqual(last);
    expect(jobs[0]).toMatchObject({ gameId: 'ruckus', games: 6, level: 'heuristic', seed: 42, army: { guild: 'fighters' }, opponent: { guild: 'clerics' } });
  }, 120_000);

  it('the same seed gives the same results', async () => {
    const a = start();
    const b = start();
    const input = { army: { kind: 'units' as const, guild: 'thieves', units: ids('thieves', 1).slice(0, 8) }, opponent: { kind: 'basic' as const, guild: 'necromancers' }, games: 4, level: 'heuristic' as const, seed: 7 };
    a.battle.run(input);
    b.battle.run(input);
    await until(() => a.progress.some((p) => p.status === 'done') && b.progress.some((p) => p.status === 'done'));
    const pick = (r: BattleReport) => [r.wins, r.losses, r.draws, r.wentFirst];
    expect(pick(a.progress.at(-1)!)).toEqual(pick(b.progress.at(-1)!));
  }, 120_000);

  it('cancel stops early and answers once; the games played stand', async () => {
    const { battle, progress } = start();
    const run = battle.run({ army: { kind: 'basic', guild: 'fighters' }, opponent: { kind: 'basic', guild: 'thieves' }, games: 200, level: 'heuristic', seed: 3 });
    await until(() => progress.length >= 2);
    expect(battle.cancel({ runId: run.runId })).toEqual({ cancelled: true });
    expect(battle.cancel({ runId: run.runId })).toEqual({ cancelled: false });
    const finals = () => progress.filter((p) => p.status !== 'running');
    await new Promise((r) => setTimeout(r, 100));
    expect(finals()).toHaveLength(1);
    const final = finals()[0]!;
    expect(final.status).toBe('cancelled');
    expect(final.played).toBeLessThan(200);
    expect(final.played).toBe(final.wins + final.losses + final.draws);
    // Nothing is counted after the cancel.
    expect(progress.at(-1)).toEqual(final);
    expect(battle.status({ runId: run.runId }).played).toBe(final.played);
  }, 120_000);

  it('one battle at a time; a second is refused with a rule error until the first ends', async () => {
    const { battle } = start();
    const run = battle.run({ army: { kind: 'basic', guild: 'fighters' }, opponent: { kind: 'basic', guild: 'thieves' }, games: 50, level: 'random', seed: 1 });
    expect(await refusal(() => battle.run({ army: { kind: 'basic', guild: 'clerics' }, opponent: { kind: 'basic', guild: 'thieves' }, games: 5, level: 'random' }))).toMatchObject({ kind: 'rule', rule: 'battle-running' });
    battle.cancel({ runId: run.runId });
    expect(battle.run({ army: { kind: 'basic', guild: 'clerics' }, opponent: { kind: 'basic', guild: 'thieves' }, games: 1, level: 'random' }).status).toBe('running');
  });

  it('refuses bad input with typed errors: an illegal army, an unknown saved army or battle, one guild twice, a malformed payload', async () => {
    const { services, battle } = start();
    const over = await refusal(() => battle.run({ army: { kind: 'units', guild: 'fighters', units: [...ids('fighters', 2).slice(0, 6), ids('fighters', 1)[0]!] }, opponent: { kind: 'basic', guild: 'clerics' }, games: 5, level: 'heuristic' }));
    expect(over).toMatchObject({ kind: 'validation', issues: [{ path: 'army.units', message: 'the drafted units cost 13 draft points; an army may spend at most 12' }] });
    const foreign = await refusal(() => battle.run({ army: { kind: 'basic', guild: 'fighters' }, opponent: { kind: 'units', guild: 'clerics', units: ['F07', 'NOPE'] }, games: 5, level: 'heuristic' }));
    expect(foreign.kind === 'validation' && foreign.issues.map((i) => i.path)).toEqual(['opponent.units[0]', 'opponent.units[1]']);
    expect(await refusal(() => battle.run({ army: { kind: 'saved', id: 'missing' }, opponent: { kind: 'basic', guild: 'clerics' }, games: 5, level: 'heuristic' }))).toMatchObject({ kind: 'not_found', what: 'army' });
    expect(await refusal(() => battle.run({ army: { kind: 'basic', guild: 'clerics' }, opponent: { kind: 'basic', guild: 'clerics' }, games: 5, level: 'heuristic' }))).toMatchObject({ kind: 'validation', issues: [{ path: 'opponent' }] });
    expect(await refusal(() => battle.run({ army: { kind: 'basic', guild: 'goblins' }, opponent: { kind: 'basic', guild: 'clerics' }, games: 5, level: 'heuristic' }))).toMatchObject({ kind: 'validation', issues: [{ path: 'army.guild' }] });
    expect(await refusal(() => battle.status({ runId: 'nope' }))).toMatchObject({ kind: 'not_found', what: 'battle' });
    // Through the dispatcher, the contract's schemas refuse malformed payloads before the service runs.
    for (const args of [{ army: { kind: 'basic', guild: 'fighters' }, opponent: { kind: 'basic', guild: 'clerics' }, games: 0 }, { army: { kind: 'basic', guild: 'fighters' }, opponent: { kind: 'basic', guild: 'clerics' }, games: 10, level: 'expert' }, { army: { kind: 'mystery' }, opponent: null, games: 10 }, 'run']) {
      expect(await services.dispatcher.call('battle.run', args)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
    expect(await services.dispatcher.call('battle.cancel', { runId: 'x', extra: 1 })).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('keeps the rate inside its interval at the extremes (all wins, no wins) and counts only the games asked for', async () => {
    const scripted = (results: ('win' | 'loss')[]): BattleRunner => (job, onGame) => {
      results.forEach((result, index) => onGame({ index, seed: index, armySeat: index % 2, armyFirst: index === 0, result, scores: [0, 0], truncated: false }));
      return { result: Promise.resolve({ kind: 'done', played: job.games }), cancel: () => {} };
    };
    for (const [results, rate] of [[['win', 'win', 'win', 'win', 'win'], 1], [['loss', 'loss', 'loss'], 0]] as const) {
      const { battle, progress } = start(scripted([...results, 'win']));
      battle.run({ army: { kind: 'basic', guild: 'fighters' }, opponent: { kind: 'basic', guild: 'thieves' }, games: results.length, level: 'random' });
      await until(() => progress.some((p) => p.status === 'done'));
      const last = progress.at(-1)!;
      // The extra game the runner reported beyond the number asked for is not counted.
      expect(last).toMatchObject({ played: results.length, winRate: rate, wentFirst: 1 });
      expect(last.interval.low).toBeLessThanOrEqual(rate);
      expect(last.interval.high).toBeGreaterThanOrEqual(rate);
      expect(rate === 1 ? last.interval.high : last.interval.low).toBe(rate);
    }
  });

  it('a failed worker ends the battle as failed with the reason, once', async () => {
    const { battle, progress } = start(() => ({ result: Promise.resolve({ kind: 'failed', message: 'the battle worker exited with code 1' }), cancel: () => {} }));
    const run = battle.run({ army: { kind: 'basic', guild: 'fighters' }, opponent: { kind: 'basic', guild: 'thieves' }, games: 5, level: 'heuristic' });
    await until(() => progress.length > 0);
    expect(progress).toEqual([expect.objectContaining({ runId: run.runId, status: 'failed', played: 0, message: 'the battle worker exited with code 1' })]);
  });

  it('without worker threads a battle fails at once with the reason', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-battle-'));
    const services = createMainServices({ host: 'test', dataDir, log: memoryLogger() });
    const events: BattleReport[] = [];
    services.events.subscribe((e, p) => { if (e === 'battle.progress') events.push(p as BattleReport); });
    const r = await services.dispatcher.call('battle.run', { army: { kind: 'basic', guild: 'fighters' }, opponent: { kind: 'basic', guild: 'thieves' }, games: 3 });
    expect(r).toMatchObject({ ok: true, result: { status: 'running', level: 'heuristic' } });
    await until(() => events.length > 0);
    expect(events[0]).toMatchObject({ status: 'failed', message: expect.stringContaining('worker threads') });
    services.shutdown();
  });
});

describe('draft coach', () => {
  it('rates every unpicked Level 1/2 unit of the guild, best first, and changes as units are picked', async () => {
    const { services, battle } = start();
    const none = battle.coach({ guild: 'clerics', picked: [] });
    const all = defaultCardSet.units.filter((u) => u.guild === 'clerics' && u.level !== 'S').map((u) => u.id);
    expect(none.map((a) => a.card).sort()).toEqual([...all].sort());
    for (const a of none) {
      expect(a.points).toBe(defaultCardSet.units.find((u) => u.id === a.card)!.level);
      expect(a.valuePerPoint).toBeCloseTo(a.value / a.points, 10);
      expect(a.reason.length).toBeGreaterThan(10);
    }
    const picked = none.slice(0, 3).map((a) => a.card);
    const later = battle.coach({ guild: 'clerics', picked });
    expect(later.map((a) => a.card)).not.toEqual(expect.arrayContaining(picked));
    expect(later).toHaveLength(all.length - 3);
    // Over the dispatcher, with the contract's schema.
    const r = await services.dispatcher.call('battle.coach', { guild: 'clerics', picked, candidates: later.slice(0, 2).map((a) => a.card) });
    expect(r).toMatchObject({ ok: true });
    expect((r as { result: unknown[] }).result).toHaveLength(2);
  });

  it('rates for the number of players asked (self-play at that count) and refuses a count Ruckus does not have', async () => {
    const { services, battle } = start();
    const rate = (players?: number) => new Map(battle.coach({ guild: 'thieves', picked: [], players }).map((a) => [a.card, a.value]));
    const two = rate(), four = rate(4);
    expect(rate(2)).toEqual(two);
    expect([...four.keys()].sort()).toEqual([...two.keys()].sort());
    expect([...four].some(([card, value]) => Math.abs(value - two.get(card)!) > 0.01)).toBe(true);
    for (const players of [1, 5, 2.5, '3']) {
      const r = await services.dispatcher.call('battle.coach', { guild: 'thieves', picked: [], players });
      expect(r, String(players)).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ path: 'players' }] } });
    }
  });

  it('refuses an unknown guild, unknown or Starting units, by path', async () => {
    const { battle } = start();
    expect(await refusal(() => battle.coach({ guild: 'goblins', picked: [] }))).toMatchObject({ kind: 'validation', issues: [{ path: 'guild' }] });
    const starting = defaultCardSet.units.find((u) => u.guild === 'clerics' && u.level === 'S')!.id;
    const e = await refusal(() => battle.coach({ guild: 'clerics', picked: ['NOPE'], candidates: [starting] }));
    expect(e.kind === 'validation' && e.issues.map((i) => i.path)).toEqual(['picked[0]', 'candidates[0]']);
  });
});
