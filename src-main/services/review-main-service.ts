// Game reviews of finished matches: each decision of one seat rated by the Hard level's search from that seat's view at
// the time (on the AI workers, one decision per job), kept in the store as the review goes on, progress pushed as events.
import { GameReview, ServiceFailure, type ReviewMove, type ServiceImpl, type reviewService } from '@shared/contract';
import { lossLabel, reviewPoints, turningPoints, type ReviewPoint } from '@main/ai/review';
import { hashText, stableStringify } from '@main/engine/hash';
import type { Message } from '@shared/games/words';
import type { GameModule } from '@main/games/registry';
import type { MatchRecord, MatchRepository, ReviewRepository } from '@main/store';
import type { AiAdvisor, AiReviewJob } from './ai-player';
import type { EventBus } from './events';
import type { Logger } from './logger';

/** The level whose search rates the moves. */
export const REVIEW_LEVEL = 'hard';
/** Thinking time per decision (ms), all of its searches together: a game of 100 decisions takes about three minutes. */
export const REVIEW_BUDGET_MS = 1_800;

export interface ReviewServiceDeps {
  matches: MatchRepository;
  reviews: ReviewRepository;
  games: (id: string) => GameModule | undefined;
  /** The module of the game a match plays: made from the match's card set when it has one (else `games` by id). */
  matchModule?: (matchId: string) => GameModule;
  /** The match's saved actions replayed from its setup (MatchMainService.replaySteps). */
  replaySteps: (matchId: string) => Iterable<{ state: unknown; player: number; action: unknown }>;
  advisor: AiAdvisor;
  events: EventBus;
  log: Logger;
  /** Thinking time per decision (ms); undefined: the level's iteration budget only (tests). */
  budgetMs?: number;
  /** Iterations of the level's own search per decision, in place of the level's (tests). */
  iterations?: number;
}

/** A decision to rate, with every legal move described in the match's own words (the match is over: all may be told). */
interface Point extends ReviewPoint {
  readonly texts: ReadonlyMap<string, Described>;
}

interface Run {
  review: GameReview;
  readonly points: readonly Point[];
  job: AiReviewJob | null;
  cancelled: boolean;
}

const failure = {
  notFound: (id: string): never => { throw new ServiceFailure({ kind: 'not_found', what: 'match', message: `There is no match ${id}.` }); },
  seat: (record: MatchRecord, seat: number): never => {
    throw new ServiceFailure({ kind: 'validation', message: `Match ${record.id} has no seat ${seat}.`, issues: [{ path: 'seat', message: `0 to ${record.players - 1}` }] });
  },
  active: (): never => { throw new ServiceFailure({ kind: 'rule', rule: 'match-not-over', message: 'Only a finished game can be reviewed: this one is still going on.' }); },
};

export class ReviewMainService implements ServiceImpl<typeof reviewService> {
  private readonly runs = new Map<string, Run>();
  private closed = false;

  constructor(private readonly deps: ReviewServiceDeps) {}

  start(input: { matchId: string; seat: number }): GameReview {
    const record = this.reviewable(input.matchId, input.seat);
    const key = keyOf(input.matchId, input.seat);
    const running = this.runs.get(key);
    if (running) return running.review;
    const kept = this.stored(input.matchId, input.seat);
    if (kept?.status === 'done') return kept;
    const points = this.points(record, input.seat);
    const moves = (kept?.moves ?? []).filter((m) => points.some((p) => p.index === m.index));
    const review = GameReview.parse({
      matchId: record.id, seat: input.seat, gameId: record.gameId, seatName: record.seats[input.seat]!.name, status: 'running',
      done: moves.length, total: points.length, level: REVIEW_LEVEL, budgetMs: this.deps.budgetMs ?? 0,
      moves, turningPoints: turning(moves), unrated: 0, elapsedMs: kept?.elapsedMs ?? 0,
    });
    const run: Run = { review, points, job: null, cancelled: false };
    this.runs.set(key, run);
    this.save(run);
    this.deps.log.info(`review of match ${record.id} seat ${input.seat}: ${points.length - moves.length} of ${points.length} decisions to rate`);
    void this.work(run).finally(() => { if (this.runs.get(key) === run) this.runs.delete(key); });
    return review;
  }

  get(input: { matchId: string; seat: number }): GameReview | null {
    this.reviewable(input.matchId, input.seat);
    return this.runs.get(keyOf(input.matchId, input.seat))?.review ?? this.stored(input.matchId, input.seat);
  }

  cancel(input: { matchId: string; seat: number }): GameReview | null {
    this.reviewable(input.matchId, input.seat);
    const run = this.runs.get(keyOf(input.matchId, input.seat));
    if (!run) return this.stored(input.matchId, input.seat);
    this.stop(run);
    return run.review;
  }

  /** Stops every running review (the app is closing); what they rated is kept. */
  shutdown(): void {
    this.closed = true;
    for (const run of this.runs.values()) this.stop(run);
  }

  // ---- internals ----

  /** The match, if it exists, has the seat and is over. */
  private reviewable(matchId: string, seat: number): MatchRecord {
    const record = this.deps.matches.get(matchId) ?? failure.notFound(matchId);
    if (seat >= record.players) failure.seat(record, seat);
    if (record.status === 'active') failure.active();
    return record;
  }

  /** The stored review, if its shape is sound; one the app stopped in the middle of reads as cancelled. */
  private stored(matchId: string, seat: number): GameReview | null {
    const row = this.deps.reviews.get(matchId, seat);
    if (!row) return null;
    const parsed = GameReview.safeParse(row.review);
    if (!parsed.success) {
      // A damaged row only loses the review; it is computed again when asked.
      this.deps.log.warn(`the review of match ${matchId} seat ${seat} is unreadable; ignored`);
      return null;
    }
    return parsed.data.status === 'running' ? { ...parsed.data, status: 'cancelled' } : parsed.data;
  }

  private points(record: MatchRecord, seat: number): Point[] {
    const module = this.deps.matchModule?.(record.id) ?? this.deps.games(record.gameId);
    if (!module) throw new ServiceFailure({ kind: 'not_found', what: 'game', message: `There is no game '${record.gameId}'.` });
    const { game } = module;
    const texts = new Map<number, Map<string, Described>>();
    const replay = this.deps.replaySteps(record.id);
    // Each legal move described with the state before it, while the replay is there.
    function* described() {
      let index = 0;
      for (const step of replay) {
        if (step.player === seat) texts.set(index, new Map(game.legalActions(step.state, seat).map((a: unknown) => [stableStringify(a), { description: game.describe(a, step.state), words: game.words?.(a, step.state) }])));
        yield step;
        index++;
      }
    }
    return reviewPoints(game, described(), seat).map((p) => ({ ...p, texts: texts.get(p.index)! }));
  }

  private async work(run: Run): Promise<void> {
    const { matchId, seat } = run.review;
    const module = this.deps.matchModule?.(matchId) ?? this.deps.games(run.review.gameId)!;
    const rated = new Set(run.review.moves.map((m) => m.index));
    try {
      for (const [n, p] of run.points.entries()) {
        if (run.cancelled || this.closed) break;
        if (rated.has(p.index)) continue;
        const job = this.deps.advisor.review({
          matchId, module, seat, decisionKind: p.decisionKind, difficulty: REVIEW_LEVEL, view: p.view, legal: p.legal, played: p.played,
          seed: seedOf(matchId, seat, p.index), ...(this.deps.budgetMs !== undefined ? { budgetMs: this.deps.budgetMs } : {}),
          ...(this.deps.iterations !== undefined ? { iterations: this.deps.iterations } : {}),
        });
        run.job = job;
        const answer = await job.answer;
        run.job = null;
        if (run.cancelled || answer === null) break;
        const review = run.review;
        if (answer.kind === 'unrated') {
          this.deps.log.warn(`review of match ${matchId} seat ${seat}: decision at action ${p.index + 1} not rated (${answer.reason})`);
          run.review = { ...review, unrated: review.unrated + 1, elapsedMs: review.elapsedMs + answer.elapsedMs };
        } else {
          const move = moveOf(p, n + 1, answer);
          const moves = [...review.moves, move].sort((a, b) => a.index - b.index);
          run.review = { ...review, moves, done: moves.length, turningPoints: turning(moves), elapsedMs: review.elapsedMs + answer.elapsedMs };
        }
        this.save(run);
      }
      run.review = { ...run.review, status: run.cancelled || this.closed ? 'cancelled' : 'done' };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.deps.log.error(`review of match ${matchId} seat ${seat} failed: ${message}`);
      run.review = { ...run.review, status: 'failed', message: 'The review stopped on an error inside the app.' };
    }
    this.save(run);
  }

  private stop(run: Run): void {
    if (run.cancelled) return;
    run.cancelled = true;
    run.job?.cancel();
    run.review = { ...run.review, status: 'cancelled' };
    this.save(run);
  }

  /** Keeps the review with the match and tells the renderers; a match deleted meanwhile ends the review quietly. */
  private save(run: Run): void {
    const { matchId, seat, status, done, total } = run.review;
    try {
      this.deps.reviews.save(matchId, seat, { status, review: run.review });
    } catch (e) {
      if (e instanceof ServiceFailure && e.error.kind === 'not_found') {
        run.cancelled = true;
        return;
      }
      this.deps.log.warn(`could not keep the review of match ${matchId} seat ${seat}: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.deps.events.emit('review.progress', { matchId, seat, status, done, total });
  }
}

/** A move in the game's words: its description, and the same as a message of the game's catalogue when it has one. */
interface Described { readonly description: string; readonly words?: Message }
const said = (d: Described): Described => (d.words ? { description: d.description, words: d.words } : { description: d.description });

function moveOf(p: Point, number: number, answer: { best: unknown; before: number; after: number; sameMove: boolean; iterations: number }): ReviewMove {
  const text = (a: unknown): Described => p.texts.get(stableStringify(a)) ?? { description: '' };
  const before = clamp01(answer.before);
  const after = answer.sameMove ? before : clamp01(answer.after);
  const loss = before - after;
  const label = lossLabel(loss);
  return {
    index: p.index, number, played: { action: p.played as ReviewMove['played']['action'], ...said(text(p.played)) },
    best: { action: answer.best as ReviewMove['best']['action'], ...said(text(answer.best)) }, sameMove: answer.sameMove,
    before, after, loss, ...(label ? { label } : {}), iterations: answer.iterations,
  };
}

const turning = (moves: readonly ReviewMove[]): number[] => turningPoints(moves).map((m) => m.index);
const keyOf = (matchId: string, seat: number): string => `${matchId}/${seat}`;
const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0.5);
/** A decision's search seed: fixed for the match, seat and move, so a review run again gives the same figures for the same budget. */
const seedOf = (matchId: string, seat: number, index: number): number => (Number.parseInt(hashText(`${matchId}/${seat}/${index}`).slice(0, 8), 16) >>> 0);
