// The game review of a finished match, chess-site style: for each decision of one seat, its win chance before and
// after the move, the move the Hard AI would have played, and the turning points. Computed on an AI worker, each
// decision searched from that seat's view only; progress is pushed as `review.progress`.
import { z } from 'zod';
import { defineService, type ServiceApi } from './define';
import { MatchId } from './match';
import { Message } from './words';

const Share = z.number().min(0).max(1);

/** How a move that lost win chance is called (losses of at least 5, 10 and 20 points of win chance). */
export const MoveLabel = z.enum(['inaccuracy', 'mistake', 'blunder']);
export type MoveLabel = z.infer<typeof MoveLabel>;

/** One move in the game's words. */
export const ReviewedAction = z.object({ action: z.json(), description: z.string(), words: Message.optional() });

/** One decision of the reviewed seat. */
export const ReviewMove = z.object({
  /** The action's place in the match's log (0-based): the replay shows the position before it at `at = index`. */
  index: z.number().int().min(0),
  /** The seat's decisions counted from 1. */
  number: z.number().int().min(1),
  played: ReviewedAction,
  /** The move the Hard AI would have played from the seat's view. */
  best: ReviewedAction,
  sameMove: z.boolean(),
  /** The seat's estimated win chance with the AI's move: what the position was worth before the move. */
  before: Share,
  /** The seat's estimated win chance after the move it made. */
  after: Share,
  /** before - after (slightly below 0 when the move made scored a little better than the AI's). */
  loss: z.number().min(-1).max(1),
  label: MoveLabel.optional(),
  /** Search iterations spent on this decision. */
  iterations: z.number().int().min(0),
});
export type ReviewMove = z.infer<typeof ReviewMove>;

export const ReviewStatus = z.enum(['running', 'done', 'cancelled', 'failed']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const GameReview = z.object({
  matchId: MatchId,
  seat: z.number().int().min(0),
  gameId: z.string(),
  /** The reviewed seat's name. */
  seatName: z.string(),
  /** 'cancelled': stopped before the end (also when the app closed meanwhile); starting again goes on from there. */
  status: ReviewStatus,
  /** Decisions rated so far, of `total` (the seat's decisions that offered a choice). */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The AI level whose search rates the moves. */
  level: z.string(),
  /** The thinking budget per decision (ms), all of the decision's searches together. */
  budgetMs: z.number().int().min(0),
  /** The rated decisions, in game order. */
  moves: z.array(ReviewMove),
  /** The `index` of the moves that lost the most win chance, the biggest loss first (at most 3). */
  turningPoints: z.array(z.number().int().min(0)).max(3),
  /** Decisions the search could not rate (it timed out or failed on them): left out of `moves`. */
  unrated: z.number().int().min(0),
  /** Thinking time spent so far (ms). */
  elapsedMs: z.number().min(0),
  /** Why a failed review stopped. */
  message: z.string().optional(),
});
export type GameReview = z.infer<typeof GameReview>;

/** A seat of a finished match. */
export const ReviewInput = z.object({ matchId: MatchId, seat: z.number().int().min(0).max(15) }).strict();
export type ReviewInput = z.input<typeof ReviewInput>;

export const ReviewProgress = z.object({
  matchId: MatchId,
  seat: z.number().int().min(0),
  status: ReviewStatus,
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type ReviewProgress = z.infer<typeof ReviewProgress>;

export const reviewService = defineService({
  name: 'review',
  methods: {
    start: { input: ReviewInput, output: GameReview, summary: 'Starts (or goes on with) the game review of a seat of a finished match; answers at once, progress follows as review.progress.' },
    get: { input: ReviewInput, output: GameReview.nullable(), summary: 'The review of a seat as far as it has got (null when never started).' },
    cancel: { input: ReviewInput, output: GameReview.nullable(), summary: 'Stops a running review; the decisions rated so far are kept.' },
  },
  events: {
    progress: ReviewProgress,
  },
});
export type ReviewService = ServiceApi<typeof reviewService>;
