// The AI as the renderer sees it: hints for a human's pending decision, and "why did the AI do that" for a move already played. Actions are the game's own plain-JSON actions.
import { z } from 'zod';
import { defineService, type ServiceApi } from './define';
import { GameAction, Message } from './match';

const Share = z.number().min(0).max(1);

/** One candidate move with the search's opinion of it. */
export const AiOption = z.object({
  action: GameAction,
  /** The move in the game's words. */
  description: z.string(),
  /** The same description as a message of the game's catalogue, told with the players' names (absent without one). */
  words: Message.optional(),
  /** Share of the search's visits that went to this move. */
  visitShare: Share,
  /** Estimated chance that the deciding player wins after this move. */
  winChance: Share,
  /** Playouts of the search through this move (with a rule-of-thumb credit at Easy): what the AI ranked its options by. */
  visits: z.number().min(0).optional(),
  /** 1 for the search's first choice, and so on. */
  rank: z.number().int().min(1).optional(),
  /** For a level that plays weaker moves on purpose: the chance it played this move. */
  pickChance: Share.optional(),
  /** One line in game terms on what the move gains and gives up, then `note`. */
  reason: z.string().optional(),
  /** The end of `reason` on how the move fared beside the move played (or the first choice), in the figures above. */
  note: z.string().optional(),
  /** The start of `reason` (what the move gains and gives up) as a message of the game's catalogue, for the players' names. */
  why: Message.optional(),
  /** `note` as messages of the AI's catalogue. */
  noteWords: z.array(Message).max(6).optional(),
});
export type AiOption = z.infer<typeof AiOption>;

/** The AI's view of one decision: its best options (at most 3) and, for a move it played, which one that was. */
export const AiAdvice = z.object({
  matchId: z.string(),
  player: z.number().int().min(0),
  options: z.array(AiOption).max(3),
  /** The move the AI played (for "why did the AI do that"); at low difficulties not always the top option. */
  chosen: AiOption.optional(),
  iterations: z.number().int().min(0),
  /** Thinking time (ms). */
  elapsedMs: z.number().min(0),
  /** 'fallback' when the search could not answer in time and the heuristic bot moved (then `options` is empty). */
  source: z.enum(['search', 'fallback']),
  /** While the match is on: the played move is one the asking seat cannot see yet, so `chosen` is left out. */
  hiddenMove: z.literal(true).optional(),
  /** While the match is on: how many weighed options are left out because they would name cards the seat has not seen. */
  withheld: z.number().int().min(1).max(3).optional(),
  /** For a level that plays weaker moves on purpose (Easy, Normal): its name and the chance, at this decision, that it played another move than its search's first choice. */
  noise: z.object({ level: z.string(), weaker: Share }).optional(),
  /** What was played and why, in the figures above (and the level's deliberate weakness, if any), as the asking seat may know it. */
  summary: z.string().optional(),
  /** `summary` as messages of the AI's catalogue, for the players' names ("You" included). */
  summaryWords: z.array(Message).max(4).optional(),
});
export type AiAdvice = z.infer<typeof AiAdvice>;

export const HintInput = z.object({
  matchId: z.string().min(1).max(64),
  player: z.number().int().min(0).max(4),
  /**
   * Actions the player has staged on the table but not sent (a Ruckus formation in its editor), in order: the hint
   * judges the position after them, so its options say how good the staged whole is and what to change or add. Each
   * must be legal in turn, or the hint is refused.
   */
  staged: z.array(GameAction).max(24).optional(),
}).strict();
/**
 * Without `moveIndex`, the most recent move an AI seat played. `seat` is the seat asking (the first human seat when
 * absent): while the match is on, what that seat cannot see stays hidden.
 */
export const WhyInput = z.object({ matchId: z.string().min(1).max(64), moveIndex: z.number().int().min(0).optional(), seat: z.number().int().min(0).max(4).optional() }).strict();

export const aiService = defineService({
  name: 'ai',
  methods: {
    hint: { input: HintInput, output: AiAdvice, summary: "The AI's top options for a human's pending decision, with visit share, win chance and a reason." },
    why: { input: WhyInput, output: AiAdvice.nullable(), summary: 'What the AI weighed for a move it played (null when that move was not the AI\'s).' },
  },
  // Thinking progress travels as the match service's `match.thinking` event.
  events: {},
});
export type AiService = ServiceApi<typeof aiService>;
