// The review service: a finished match's decisions rated one by one with progress, cancel and resume, kept with the
// match across a reopen, typed refusals of bad input, and a review that depends only on the reviewed seat's views.
import { neutral } from '@shared/games/catalogues';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MATCH_FILE_FORMAT, MATCH_FILE_VERSION, type GameReview, type MatchFile, type ReviewProgress } from '@shared/contract';
import { heuristicBot } from '@main/ai/difficulty';
import { playSteps } from '@main/ai/simulate';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { gameModule } from '@main/games/index';
import { inProcessAdvisor } from '@main/services/ai-player';
import { EventBus } from '@main/services/events';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { ReviewMainService } from '@main/services/review-main-service';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];
afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

/** Small budgets and no clock: each decision is rated by a fixed number of iterations, so figures repeat exactly. */
const REVIEW = { iterations: 60 };

function start(dataDir = mkdtempSync(join(tmpdir(), 'skirmish-review-'))) {
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, sleep: async () => {}, review: REVIEW });
  open.push({ store, services });
  const progress: ReviewProgress[] = [];
  services.events.subscribe((event, payload) => { if (event === 'review.progress') progress.push(payload as ReviewProgress); });
  return { dataDir, store, services, match: services.impls.match as MatchMainService, review: services.impls.review as ReviewMainService, progress };
}

/**
 * A whole seeded game played by the heuristic bot in both seats, as a match file with a human in seat 0; `limits`
 * (the engines' round or turn limit) end it sooner where a test needs a finished match, not a long one.
 */
function finishedGame(gameId: string, seed: number, maxActions = Infinity, limits: { maxRounds?: number; maxTurns?: number } = {}): MatchFile {
  const module = gameModule(gameId)!;
  const options = { ...(gameId === 'ruckus' ? { setup: 'basic' } : {}), ...limits };
  const actions = playSteps(module.game, { ...options, players: 2 }, seed, heuristicBot, maxActions).steps.map(({ player, action }) => ({ player, action }));
  return {
    format: MATCH_FILE_FORMAT, version: MATCH_FILE_VERSION, gameId, options, seed, actions,
    seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'hard' }],
  };
}

async function until(done: () => boolean, what: string, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function finishedReview(review: ReviewMainService, matchId: string, seat: number): Promise<GameReview> {
  let r: GameReview | null = null;
  await until(() => (r = review.get({ matchId, seat }))?.status === 'done', 'the review to finish');
  return r!;
}

describe('game review service', () => {
  it('rates every decision of a seat of a finished Rush match, with progress, and keeps the review with the match across a reopen', async () => {
    const app = start();
    const m = await app.match.import({ file: finishedGame('rush', 3) });
    expect(m.status).toBe('finished');
    const started = app.review.start({ matchId: m.id, seat: 0 });
    expect(started).toMatchObject({ status: 'running', done: 0, seatName: 'Ann', gameId: 'rush', level: 'hard' });
    expect(started.total).toBeGreaterThan(20);
    const done = await finishedReview(app.review, m.id, 0);
    expect(done.moves).toHaveLength(done.total);
    expect(done.unrated).toBe(0);

    // Progress: one event per rated decision, counting up to the total, then the end.
    const counts = app.progress.filter((p) => p.status === 'running').map((p) => p.done);
    expect(counts).toEqual(Array.from({ length: done.total + 1 }, (_, i) => i));
    expect(app.progress.at(-1)).toEqual({ matchId: m.id, seat: 0, status: 'done', done: done.total, total: done.total });

    // Each move: the seat's own, in game order, described as the table does, with figures that add up.
    const file = await app.match.export({ matchId: m.id });
    done.moves.forEach((move, i) => {
      expect(move.number).toBe(i + 1);
      expect(file.actions[move.index]).toEqual({ player: 0, action: move.played.action });
      expect(move.played.description.length).toBeGreaterThan(0);
      expect(move.best.description.length).toBeGreaterThan(0);
      // The same as messages of the game's catalogue, for the players' names: told neutrally, they are the descriptions.
      expect(neutral(move.played.words!)).toBe(move.played.description);
      expect(neutral(move.best.words!)).toBe(move.best.description);
      expect(move.loss).toBeCloseTo(move.before - move.after, 10);
      if (move.sameMove) { expect(move.after).toBe(move.before); expect(move.best.action).toEqual(move.played.action); }
    });
    // Turning points: the biggest losses, biggest first.
    const losses = [...done.moves].sort((a, b) => b.loss - a.loss);
    expect(done.turningPoints).toEqual(losses.filter((x) => x.loss >= 0.03).slice(0, 3).map((x) => x.index));

    // Kept with the match: the same review after the store and the services are opened again; starting again does nothing new.
    app.services.shutdown();
    app.store.close();
    open.splice(0);
    const again = start(app.dataDir);
    expect(again.review.get({ matchId: m.id, seat: 0 })).toEqual(done);
    expect(again.review.start({ matchId: m.id, seat: 0 })).toEqual(done);
    expect(again.review.get({ matchId: m.id, seat: 1 })).toBeNull();
  }, 120_000);

  it('cancels a running review, keeps what it rated, and goes on from there when started again', async () => {
    const app = start();
    const m = await app.match.import({ file: finishedGame('ruckus', 4, Infinity, { maxRounds: 2 }) });
    app.review.start({ matchId: m.id, seat: 1 });
    await until(() => app.progress.some((p) => p.done >= 3), 'three rated decisions');
    const cancelled = app.review.cancel({ matchId: m.id, seat: 1 })!;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.done).toBeGreaterThanOrEqual(3);
    expect(cancelled.done).toBeLessThan(cancelled.total);
    const heard = app.progress.length;
    await new Promise((r) => setTimeout(r, 200));
    // Nothing more is rated after the cancel, and the store holds the cancelled review.
    expect(app.progress.slice(heard).every((p) => p.status === 'cancelled')).toBe(true);
    expect(app.review.get({ matchId: m.id, seat: 1 })).toMatchObject({ status: 'cancelled', done: cancelled.done, moves: cancelled.moves });
    expect(app.store.reviews.get(m.id, 1)?.status).toBe('cancelled');

    const resumed = app.review.start({ matchId: m.id, seat: 1 });
    expect(resumed).toMatchObject({ status: 'running', done: cancelled.done });
    const done = await finishedReview(app.review, m.id, 1);
    expect(done.moves.slice(0, cancelled.done)).toEqual(cancelled.moves);

    // The same figures as a review of the same match never interrupted (fixed seeds and budgets).
    app.store.reviews.delete(m.id, 1);
    app.review.start({ matchId: m.id, seat: 1 });
    expect(app.review.get({ matchId: m.id, seat: 1 })).toMatchObject({ status: 'running', done: 0 });
    const whole = await finishedReview(app.review, m.id, 1);
    expect(whole.moves).toEqual(done.moves);
  }, 120_000);

  it('refuses an unknown match, a game still going on and a seat the match does not have, with typed errors', async () => {
    const app = start();
    const active = await app.match.create({ gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }], options: {}, seed: 1 });
    const finished = await app.match.import({ file: finishedGame('rush', 5, 400) });
    const call = (method: string, args: unknown) => app.services.dispatcher.call(`review.${method}`, args);
    for (const method of ['start', 'get', 'cancel']) {
      expect(await call(method, { matchId: 'no-such-match', seat: 0 })).toMatchObject({ ok: false, error: { kind: 'not_found', what: 'match' } });
      expect(await call(method, { matchId: active.id, seat: 0 })).toMatchObject({ ok: false, error: { kind: 'rule', rule: 'match-not-over' } });
      expect(await call(method, { matchId: finished.id, seat: 2 })).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ path: 'seat' }] } });
      expect(await call(method, { matchId: finished.id, seat: -1 })).toMatchObject({ ok: false, error: { kind: 'validation' } });
      expect(await call(method, { matchId: finished.id })).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
    expect(app.store.reviews.list(finished.id)).toEqual([]);
    // A resigned game is over too: it can be reviewed.
    await app.match.resign({ matchId: active.id, seat: 1 });
    expect(await call('start', { matchId: active.id, seat: 0 })).toMatchObject({ ok: true, result: { status: 'running' } });
  });

  it('gives the same review when the other seat\'s hidden cards are re-dealt (states consistent with the seat\'s views)', async () => {
    const app = start();
    const m = await app.match.import({ file: finishedGame('rush', 9, Infinity, { maxTurns: 16 }) });
    expect(m.status).toBe('finished');
    const game = gameModule('rush')!.game;
    const log = memoryLogger();
    const serviceOver = (redeal: boolean) => new ReviewMainService({
      matches: app.store.matches, reviews: app.store.reviews, games: gameModule, advisor: inProcessAdvisor(), events: new EventBus(log), log, ...REVIEW,
      replaySteps: function* (id) {
        const rng = new Rng(77);
        let changed = 0;
        for (const step of app.match.replaySteps(id)) {
          if (!redeal || step.player !== 0) { yield step; continue; }
          const other = game.determinize(game.view(step.state, 0), rng);
          expect(stableStringify(game.view(other, 0))).toBe(stableStringify(game.view(step.state, 0)));
          if (stableStringify(other) !== stableStringify(step.state)) changed++;
          yield { ...step, state: other };
        }
        if (redeal) expect(changed).toBeGreaterThan(0);
      },
    });
    const reviewWith = async (redeal: boolean) => {
      app.store.reviews.delete(m.id, 0);
      const service = serviceOver(redeal);
      service.start({ matchId: m.id, seat: 0 });
      return finishedReview(service, m.id, 0);
    };
    const real = await reviewWith(false);
    const redealt = await reviewWith(true);
    expect(real.total).toBeGreaterThan(10);
    const figures = (r: GameReview) => r.moves.map((x) => ({ index: x.index, best: x.best, played: x.played, before: x.before, after: x.after }));
    expect(figures(redealt)).toEqual(figures(real));
  }, 120_000);
});
