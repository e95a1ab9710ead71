// How the match service asks for an AI seat's move. The worker-pool supervisor implements this in the app;
// the in-process player below serves tests and the CLI.
import { Rng } from '@main/engine/rng';
import { botByName, randomBot } from '@main/ai/bot';
import { hint } from '@main/ai/hints';
import { decide, difficulties, type Difficulty, withIterations } from '@main/ai/difficulty';
import { reviewBudgetFor, reviewDecision } from '@main/ai/review';
import { supervisedAiPlayer } from '@main/ai/workers/ai-player';
import type { AiBudget, AiStats } from '@main/ai/workers/protocol';
import type { AiPlayer, SeatMoveRequest } from '@main/ai/seat-move';
import type { AiSupervisor } from '@main/ai/workers/supervisor';

// The port's types are the AI layer's (src-main/ai/seat-move.ts, workers/protocol.ts); these are the service's names for them.
export type { SeatMoveRequest as AiRequest, SeatMoveAnswer as AiAnswer, SeatMoveProgress as AiProgress, SeatMoveJob as AiJob, AiPlayer } from '@main/ai/seat-move';
export type { AiOptionStat, AiStats as AiDecisionStats } from '@main/ai/workers/protocol';

/** Runs the named bot (by difficulty) on the main thread: for tests and headless use, not the app's UI path. */
export function inProcessAiPlayer(): AiPlayer {
  return {
    decide(request) {
      let cancelled = false;
      const answer = Promise.resolve().then(() => {
        if (cancelled) return null;
        const view = request.view;
        const turn = {
          game: request.module.game, player: request.seat, decision: { player: request.seat, kind: request.decisionKind },
          legal: request.legal, rng: new Rng(request.seed), view: () => view,
        };
        const level = (difficulties as Record<string, Difficulty | undefined>)[request.difficulty];
        if (level) {
          // A difficulty level searches (a forced move too, as the workers do), and its statistics are kept for "why did the AI do that".
          const { action, advice } = decide(turn, level);
          return cancelled ? null : { action, iterations: advice.iterations, stats: { options: advice.options, ...(advice.chosen ? { chosen: advice.chosen } : {}), ...(advice.noise ? { noise: advice.noise } : {}) } };
        }
        const action = (botByName(request.difficulty) ?? randomBot).choose(turn);
        return cancelled ? null : { action };
      });
      return { answer, cancel: () => { cancelled = true; } };
    },
  };
}

/** One decision of a game review to rate: the request's view and legal actions, and the move the seat made. */
export interface AiReviewRequest extends SeatMoveRequest {
  readonly played: unknown;
  /** Thinking time for the whole decision (ms); none: the level's iterations only. */
  readonly budgetMs?: number;
  /** Iterations of the level's own search, in place of the level's (tests, benchmarks). */
  readonly iterations?: number;
}

/** A rated decision: the level's move, and the seat's win chance with it (`before`) and with the move it made (`after`). */
export type AiReviewAnswer =
  | { readonly kind: 'rated'; readonly best: unknown; readonly before: number; readonly after: number; readonly sameMove: boolean; readonly iterations: number; readonly elapsedMs: number }
  | { readonly kind: 'unrated'; readonly reason: string; readonly elapsedMs: number };

export interface AiReviewJob {
  /** null once cancelled. */
  readonly answer: Promise<AiReviewAnswer | null>;
  cancel(): void;
}

/** Hints for a human's decision (the search's top options) and game reviews. The worker pool implements it in the app. */
export interface AiAdvisor {
  advise(request: SeatMoveRequest & { budgetMs: number }): Promise<{ stats: AiStats | null; iterations: number; elapsedMs: number; fallback: boolean; fallbackReason?: string }>;
  review(request: AiReviewRequest): AiReviewJob;
}

/** Searches on the main thread with an iteration budget: for tests and headless use, not the app's UI path. */
export function inProcessAdvisor(iterations = 2_000, now: () => number = () => performance.now()): AiAdvisor {
  return {
    async advise(request) {
      const advice = hint({ game: request.module.game, view: request.view, player: request.seat, legal: request.legal, seed: request.seed, iterations });
      return { stats: { options: advice.options }, iterations: advice.iterations, elapsedMs: 0, fallback: false };
    },
    review(request) {
      let cancelled = false;
      // After a macrotask, so calls waiting on the main thread (a cancel) are served between two decisions of a review.
      const answer = new Promise((resolve) => setTimeout(resolve, 0)).then((): AiReviewAnswer | null => {
        if (cancelled) return null;
        const level = (difficulties as Record<string, Difficulty | undefined>)[request.difficulty];
        if (!level) return { kind: 'unrated', reason: `'${request.difficulty}' is not a difficulty`, elapsedMs: 0 };
        const started = now();
        const timed = request.budgetMs !== undefined;
        const r = reviewDecision(request.module.game, { index: 0, player: request.seat, decisionKind: request.decisionKind, view: request.view, legal: request.legal, played: request.played }, {
          level: request.iterations !== undefined ? withIterations(level, request.iterations) : level, seed: request.seed, shouldStop: () => cancelled,
          ...(timed ? { now, budget: reviewBudgetFor(request.budgetMs!) } : {}),
        });
        if (cancelled) return null;
        return { kind: 'rated', best: r.best, before: r.before, after: r.after, sameMove: r.sameMove, iterations: r.iterations, elapsedMs: now() - started };
      });
      return { answer, cancel: () => { cancelled = true; } };
    },
  };
}

/** The app's AI: moves and hints from the worker pool, so the main process never blocks on a search. */
export function workerPoolAi(supervisor: AiSupervisor, log: { error(message: string): void }, budgetFor?: (difficulty: string) => AiBudget): { player: AiPlayer; advisor: AiAdvisor } {
  const player = supervisedAiPlayer(supervisor, { wantHints: true, log, ...(budgetFor ? { budgetFor } : {}) });
  const advisor: AiAdvisor = {
    async advise(request) {
      const answer = await supervisor.request({
        gameId: request.module.game.id, matchId: request.matchId, view: request.view, player: request.seat, decisionKind: request.decisionKind,
        difficulty: request.difficulty, seed: request.seed, budget: { timeMs: request.budgetMs }, legal: request.legal, wantHints: true,
        ...(request.cardSet !== undefined ? { cardSet: request.cardSet } : {}),
      }).result;
      if (answer.kind === 'move') return { stats: answer.stats ?? null, iterations: answer.iterations, elapsedMs: answer.elapsedMs, fallback: false };
      const reason = answer.kind === 'fallback' ? `${answer.reason}: ${answer.detail}` : answer.kind === 'failed' ? answer.message : answer.reason;
      return { stats: null, iterations: 0, elapsedMs: answer.elapsedMs, fallback: true, fallbackReason: reason };
    },
    review(request) {
      const asked = supervisor.request({
        gameId: request.module.game.id, matchId: request.matchId, view: request.view, player: request.seat, decisionKind: request.decisionKind,
        difficulty: request.difficulty, seed: request.seed, legal: request.legal, played: request.played,
        budget: { ...(request.budgetMs !== undefined ? { timeMs: request.budgetMs } : {}), ...(request.iterations !== undefined ? { iterations: request.iterations } : {}) },
      });
      const answer = asked.result.then((a): AiReviewAnswer | null => {
        if (a.kind === 'cancelled') return null;
        const rated = a.kind === 'move' ? a.stats?.review : undefined;
        if (a.kind === 'move' && rated) return { kind: 'rated', best: a.action, ...rated, iterations: a.iterations, elapsedMs: a.thinkingMs };
        // A fallback move (time-out, crash) or a failure says nothing about the decision's worth.
        return { kind: 'unrated', reason: a.kind === 'fallback' ? `${a.reason}: ${a.detail}` : a.kind === 'failed' ? a.message : 'the worker gave no rating', elapsedMs: a.elapsedMs };
      });
      return { answer, cancel: asked.cancel };
    },
  };
  return { player, advisor };
}
