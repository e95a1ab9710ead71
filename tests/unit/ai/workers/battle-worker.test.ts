// Battles ("test this army") on worker threads: the runner's protocol with a fake worker, the worker loop's battle job,
// and a real worker thread running the app's worker entry.
import { describe, expect, it } from 'vitest';
import { workerBattleRunner, type BattleEnd } from '@main/ai/workers/battle-runner';
import { battleGameSetup, type BattleGame, type BattleJob } from '@main/ai/workers/battle';
import { createAppBattleRunner } from '@main/ai/workers/app-ai';
import { serveJobs, type JobPort } from '@main/ai/workers/worker-loop';
import type { FromWorker } from '@main/ai/workers/protocol';
import { fakeWorkerPool } from '@main/ai/workers/testing/fake-worker';
import { defaultCardSet } from '@main/games/ruckus/card-set';

const starred = (guild: string) => defaultCardSet.units.filter((u) => u.guild === guild && u.star && u.level !== 'S').map((u) => u.id);
const job = (over: Partial<BattleJob> = {}): BattleJob => ({
  gameId: 'ruckus', army: { guild: 'fighters', units: starred('fighters') }, opponent: { guild: 'necromancers', units: starred('necromancers') },
  games: 3, level: 'heuristic', seed: 11, ...over,
});
const game = (index: number, result: BattleGame['result'] = 'win'): BattleGame => ({ index, seed: index, armySeat: index % 2, armyFirst: false, result, scores: [1, 0], truncated: false });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('battle runner with a fake worker', () => {
  it('sends the battle once the worker is ready, forwards each game, ends on battle-done and stops the worker', async () => {
    const pool = fakeWorkerPool();
    const games: BattleGame[] = [];
    const run = workerBattleRunner(pool.factory)(job(), (g) => games.push(g));
    await tick();
    const w = pool.workers[0]!;
    const sent = w.received[0]!;
    expect(sent).toMatchObject({ type: 'battle', job: job() });
    const jobId = (sent as { jobId: string }).jobId;
    w.send({ type: 'battle-game', jobId, game: game(0) });
    w.send({ type: 'battle-game', jobId: 'someone-else', game: game(5) });
    w.send({ type: 'battle-game', jobId, game: { index: 1, result: 'bogus' } });
    w.send({ type: 'battle-game', jobId, game: game(1, 'loss') });
    w.send({ type: 'battle-done', jobId, played: 2 });
    expect(await run.result).toEqual({ kind: 'done', played: 2 });
    expect(games.map((g) => [g.index, g.result])).toEqual([[0, 'win'], [1, 'loss']]);
    expect(w.terminated).toBe(true);
  });

  it('a cancel answers at once and only once, asks the worker to stop, and ignores games that arrive later', async () => {
    const pool = fakeWorkerPool();
    const games: BattleGame[] = [];
    const run = workerBattleRunner(pool.factory, { cancelGraceMs: 20 })(job({ games: 100 }), (g) => games.push(g));
    await tick();
    const w = pool.workers[0]!;
    const jobId = (w.received[0] as { jobId: string }).jobId;
    w.send({ type: 'battle-game', jobId, game: game(0) });
    const answers: BattleEnd[] = [];
    void run.result.then((a) => answers.push(a));
    run.cancel();
    run.cancel();
    expect(w.cancels()).toEqual([jobId]);
    w.send({ type: 'battle-game', jobId, game: game(1) });
    w.send({ type: 'battle-done', jobId, played: 2 });
    await tick();
    expect(answers).toEqual([{ kind: 'cancelled' }]);
    expect(games).toHaveLength(1);
    expect(w.terminated).toBe(true);
  });

  it('a worker that does not acknowledge a cancel is terminated after the grace time', async () => {
    const pool = fakeWorkerPool();
    const run = workerBattleRunner(pool.factory, { cancelGraceMs: 30 })(job(), () => {});
    await tick();
    run.cancel();
    expect(pool.workers[0]!.terminated).toBe(false);
    await new Promise((r) => setTimeout(r, 60));
    expect(pool.workers[0]!.terminated).toBe(true);
  });

  it('a crash, a worker error or a worker that cannot start fail the battle with the reason', async () => {
    const pool = fakeWorkerPool();
    const run = workerBattleRunner(pool.factory)(job(), () => {});
    await tick();
    pool.workers[0]!.crash('out of memory');
    expect(await run.result).toEqual({ kind: 'failed', message: 'the battle worker failed: out of memory' });

    const errPool = fakeWorkerPool();
    const errRun = workerBattleRunner(errPool.factory)(job(), () => {});
    await tick();
    const jobId = (errPool.workers[0]!.received[0] as { jobId: string }).jobId;
    errPool.workers[0]!.send({ type: 'error', jobId, message: "unknown AI level 'x'" });
    expect(await errRun.result).toEqual({ kind: 'failed', message: "unknown AI level 'x'" });

    const dead = fakeWorkerPool({ failToStart: () => true });
    expect(await workerBattleRunner(dead.factory)(job(), () => {}).result).toMatchObject({ kind: 'failed', message: expect.stringContaining('could not start') });
  });
});

/** An in-memory port: messages to the worker are queued so a running battle sees them by polling, as a thread does. */
function memoryPort() {
  const inbox: unknown[] = [];
  const out: FromWorker[] = [];
  let listener: (m: unknown) => void = () => {};
  const port: JobPort = { onMessage: (l) => { listener = l; }, post: (m) => out.push(m), poll: () => (inbox.length ? { message: inbox.shift() } : undefined) };
  return { port, out, deliver: (m: unknown) => listener(m), queue: (m: unknown) => inbox.push(m) };
}

describe('worker loop: the battle job', () => {
  it('plays the battle, posting each game then battle-done', async () => {
    const p = memoryPort();
    serveJobs(p.port, { solve: () => ({ action: null, iterations: 0 }), now: () => 0, battle: (j, onGame) => { for (let i = 0; i < j.games; i++) onGame(game(i)); return { played: j.games, cancelled: false }; } });
    p.deliver({ type: 'battle', jobId: 'b1', job: job({ games: 2 }) });
    await tick();
    expect(p.out.map((m) => m.type)).toEqual(['ready', 'battle-game', 'battle-game', 'battle-done']);
  });

  it('a cancel queued while the battle runs is seen by polling and answered as cancelled', async () => {
    const p = memoryPort();
    let polls = 0;
    serveJobs(p.port, {
      solve: () => ({ action: null, iterations: 0 }), now: () => 0,
      battle: (j, onGame, isCancelled) => {
        for (let i = 0; i < j.games; i++) {
          if (i === 2) p.queue({ type: 'cancel', jobId: 'b2' });
          polls++;
          if (isCancelled()) return { played: i, cancelled: true };
          onGame(game(i));
        }
        return { played: j.games, cancelled: false };
      },
    });
    p.deliver({ type: 'battle', jobId: 'b2', job: job({ games: 50 }) });
    await tick();
    expect(p.out.filter((m) => m.type === 'battle-game')).toHaveLength(2);
    expect(p.out.at(-1)).toEqual({ type: 'cancelled', jobId: 'b2' });
    expect(polls).toBe(3);
  });

  it('a worker without a battle player, or a battle that throws, answers with an error', async () => {
    const p = memoryPort();
    serveJobs(p.port, { solve: () => ({ action: null, iterations: 0 }), now: () => 0 });
    p.deliver({ type: 'battle', jobId: 'b3', job: job() });
    p.deliver({ type: 'battle', jobId: 'b4', job: { games: 'many' } });
    await tick();
    expect(p.out.slice(1)).toEqual([{ type: 'error', jobId: 'b3', message: 'this worker does not play battles' }]);
  });
});

describe('battle games', () => {
  it('seats alternate game by game, each with its own seed', () => {
    const seats = [0, 1, 2, 3].map((i) => battleGameSetup(job(), i));
    expect(seats.map((s) => s.armySeat)).toEqual([0, 1, 0, 1]);
    expect(seats.map((s) => s.seed)).toEqual([11, 12, 13, 14]);
    expect(seats[1]!.options.armies).toEqual([job().opponent, job().army]);
    expect(seats[1]!.options.guilds).toEqual(['necromancers', 'fighters']);
  });
});

describe('a real worker thread (the app\'s worker entry through tsx)', () => {
  it('plays a short battle and is ended with it; a long one stops on cancel', async () => {
    const runner = createAppBattleRunner({ script: new URL('../../../../src-main/ai/workers/worker-main.ts', import.meta.url), tsx: true });
    const games: BattleGame[] = [];
    const end = await runner(job({ games: 4 }), (g) => games.push(g)).result;
    expect(end).toEqual({ kind: 'done', played: 4 });
    expect(games.map((g) => g.index)).toEqual([0, 1, 2, 3]);
    expect(games.map((g) => g.armySeat)).toEqual([0, 1, 0, 1]);
    for (const g of games) expect(['win', 'loss', 'draw']).toContain(g.result);

    const long: BattleGame[] = [];
    const run = runner(job({ games: 500 }), (g) => long.push(g));
    for (let i = 0; i < 400 && long.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(long.length).toBeGreaterThanOrEqual(2);
    run.cancel();
    expect(await run.result).toEqual({ kind: 'cancelled' });
    const seen = long.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(long.length).toBe(seen);
    expect(seen).toBeLessThan(500);
  }, 90_000);
});
