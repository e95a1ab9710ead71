// Matches: create, list, open (the requesting seat's view only), act, undo, resign, delete, export and import.
import { z } from 'zod';
import { CardSet as RuckusCardSet } from '../games/ruckus/cards';
import { RuckusAction, RuckusOutcomeBreakdown, RuckusSeatPreview, RuckusSeatView } from '../games/ruckus/schema';
import { RushAction, RushBreakdown, RushCardSet, RushPreview, RushView } from '../games/rush/schema';
import { defineService, type ServiceApi } from './define';
import { measure } from './limits';
import { Difficulty } from './settings';
import { Message, Param } from './words';

export { Message, Param } from './words';

/** A game's id ('rush', 'ruckus'); the main side checks it names a game it has. */
export const GameId = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a game id is lower-case letters, digits and dashes');
export type GameId = z.infer<typeof GameId>;

const Name = z.string().trim().min(1).max(40);
export const Seat = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), name: Name }).strict(),
  z.object({ kind: z.literal('ai'), name: Name, difficulty: Difficulty }).strict(),
]);
export type Seat = z.infer<typeof Seat>;

export const MatchId = z.string().min(1).max(64);
export const MatchStatus = z.enum(['active', 'finished', 'resigned', 'abandoned']);
export type MatchStatus = z.infer<typeof MatchStatus>;

/**
 * An action is game data; the rules engine validates it. Bounded so a hostile payload cannot be huge, and measured
 * without recursion so that a deeply nested one cannot exhaust the stack.
 */
export const ActionData = z.unknown().refine((a) => a !== undefined && measure(a, { maxDepth: 8, maxChars: 10_000 }).ok, 'an action is a small JSON value');

/** An action of one of the games, in the shape its schema gives (whether it is legal now is the rules engine's to say). */
export const GameAction = z.union([RushAction, RuckusAction]);
export type GameAction = z.infer<typeof GameAction>;

/** A log line: its words with neutral seat names and, when the game wrote it as a message, the message itself. */
export const LogEntry = z.object({ text: z.string(), msg: z.string().optional(), params: z.record(z.string(), Param).optional(), cites: z.string().optional() });
export const Decision = z.object({ player: z.number().int(), kind: z.string() });
const outcomeFields = {
  scores: z.array(z.number()),
  winners: z.array(z.number().int()),
  tieBreaks: z.array(z.string()),
  /** The same tie-breaks as messages, index for index, for the players' names (absent for a game without a catalogue). */
  tieBreakWords: z.array(Message).optional(),
  truncated: z.boolean().optional(),
};
/** How a match ended: scores, winners and tie-breaks, with the game's own breakdown of the scores. */
const outcomeWith = <B extends z.ZodTypeAny>(breakdown: B) => z.object({ ...outcomeFields, breakdown: breakdown.optional() });
/** A match as lists and tables show it. No seed: with it, `setup(options, seed)` would deal every hidden card again. */
export const MatchSummary = z.object({
  id: MatchId,
  gameId: GameId,
  seats: z.array(Seat),
  options: z.record(z.string(), z.unknown()),
  status: MatchStatus,
  actionCount: z.number().int().nonnegative(),
  winners: z.array(z.number().int()).nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type MatchSummary = z.infer<typeof MatchSummary>;

/**
 * One legal action with its words: the action to send back as it is, its plain description, and the same description
 * as a message of the game's catalogue (for the players' names).
 */
const legalWith = <A extends z.ZodTypeAny>(action: A) => z.object({ action, text: z.string(), words: Message.optional() }).strict();

/** What every seat view carries, whatever the game. */
const seatFields = {
  match: MatchSummary,
  seat: z.number().int().nonnegative(),
  pending: z.array(Decision),
  log: z.array(LogEntry),
  canUndo: z.boolean(),
  /** Why this seat cannot undo now, in a player's words (absent when it can). */
  undoReason: z.string().optional(),
};

/**
 * What one seat sees of a match: its view and its choices, never another player's hidden cards. Typed per game by
 * `gameId`: the view, the legal actions (empty when the seat has nothing to decide), the rules engine's previews for
 * the table (effective numbers, what each legal action would do, the running score) and the outcome's breakdown.
 */
export const SeatView = z.discriminatedUnion('gameId', [
  z.object({
    ...seatFields, gameId: z.literal('rush'), view: RushView, legal: z.array(legalWith(RushAction)), preview: RushPreview.optional(),
    outcome: outcomeWith(RushBreakdown).nullable(),
  }),
  z.object({
    ...seatFields, gameId: z.literal('ruckus'), view: RuckusSeatView, legal: z.array(legalWith(RuckusAction)), preview: RuckusSeatPreview.optional(),
    outcome: outcomeWith(RuckusOutcomeBreakdown).nullable(),
  }),
]);
export type SeatView = z.infer<typeof SeatView>;
/** The seat view of one game. */
export type SeatViewOf<G extends SeatView['gameId']> = Extract<SeatView, { gameId: G }>;
/** One legal action of a seat view, with its words. */
export type LegalAction<G extends SeatView = SeatView> = G['legal'][number];

export const NewMatch = z.object({
  gameId: GameId,
  seats: z.array(Seat).min(2).max(5),
  /** Game setup options (e.g. the Ruckus setup variant). */
  options: z.record(z.string(), z.unknown()).default({}),
  seed: z.union([z.number().int().min(0).max(2 ** 31 - 1), z.string().min(1).max(64)]).optional(),
  /** A stored user card set, by its content hash. */
  cardSetHash: z.string().min(1).max(128).optional(),
}).strict();
export type NewMatch = z.infer<typeof NewMatch>;

export const MATCH_FILE_FORMAT = 'skirmish-match';
export const MATCH_FILE_VERSION = 1;

const FilePlayer = z.number().int().nonnegative().max(4);

/** One action of a match file; in the file of a match still being played, a move no human seat could see is only `hidden`. */
export const FileAction = z.union([
  z.object({ player: FilePlayer, action: ActionData }).strict(),
  z.object({ player: FilePlayer, hidden: z.literal(true) }).strict(),
]);
export type FileAction = z.infer<typeof FileAction>;

/**
 * A match as a file: its setup and every action, enough to rebuild it exactly. The file of a match still being played
 * is `inProgress`: it has no seed and its hidden moves are left out, so it tells no more than the human seats saw, and
 * it cannot be imported.
 */
export const MatchFile = z.object({
  format: z.literal(MATCH_FILE_FORMAT),
  version: z.literal(MATCH_FILE_VERSION),
  gameId: GameId,
  seats: z.array(Seat).min(2).max(5),
  options: z.record(z.string(), z.unknown()),
  seed: z.union([z.number().int(), z.string().max(64)]).optional(),
  inProgress: z.literal(true).optional(),
  cardSet: z.unknown().optional(),
  actions: z.array(FileAction).max(100_000),
}).strict();
export type MatchFile = z.infer<typeof MatchFile>;

/** The card set a match is played with, typed by its game. */
export const MatchCardSet = z.discriminatedUnion('gameId', [
  z.object({ gameId: z.literal('rush'), content: RushCardSet }),
  z.object({ gameId: z.literal('ruckus'), content: RuckusCardSet }),
]);
export type MatchCardSet = z.infer<typeof MatchCardSet>;

export const GameInfo = z.object({
  id: GameId,
  name: z.string(),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  /** Setup variants; a match is created with the chosen one's `options`. `players` lists the counts it allows, when limited. */
  setups: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), options: z.record(z.string(), z.unknown()), players: z.array(z.number().int()).optional() })),
});
export type GameInfo = z.infer<typeof GameInfo>;

const Ref = z.object({ matchId: MatchId }).strict();
export const SeatIndex = z.number().int().min(0).max(4);
const SeatRef = z.object({ matchId: MatchId, seat: SeatIndex }).strict();

export const matchService = defineService({
  name: 'match',
  methods: {
    games: { input: z.object({}).strict().optional(), output: z.array(GameInfo), summary: 'The games that can be played, with their player counts and setups.' },
    create: { input: NewMatch, output: MatchSummary, summary: 'Sets up a new match; AI seats start thinking at once.' },
    list: {
      input: z.object({ gameId: GameId.optional(), status: MatchStatus.optional(), limit: z.number().int().min(1).max(500).default(50), offset: z.number().int().min(0).default(0) }).strict().default({ limit: 50, offset: 0 }),
      output: z.object({ items: z.array(MatchSummary), total: z.number().int() }),
      summary: 'Matches, unfinished first, then newest first.',
    },
    open: {
      input: z.object({ matchId: MatchId, seat: SeatIndex.optional() }).strict(),
      output: SeatView,
      summary: 'One seat\'s view of a match (the first human seat when none is named), resuming it if needed.',
    },
    act: {
      // The action count the caller saw: a re-sent or stale action is refused instead of played twice.
      input: SeatRef.extend({ action: GameAction, expectedActionCount: z.number().int().nonnegative() }).strict(),
      output: SeatView,
      summary: 'Plays an action for a seat, if the match is still at the action count the caller saw; it is saved before the answer.',
    },
    undo: { input: SeatRef, output: SeatView, summary: 'Takes back the seat\'s last action when no hidden card was revealed since.' },
    resign: { input: SeatRef, output: MatchSummary, summary: 'The seat resigns; the match ends.' },
    delete: { input: Ref, output: z.object({ deleted: z.boolean() }), summary: 'Deletes a match and its history.' },
    export: { input: Ref, output: MatchFile, summary: 'The match as a versioned file (while it is on: without its seed and hidden moves).' },
    import: { input: z.object({ file: z.unknown() }).strict(), output: MatchSummary, summary: 'Rebuilds a match from a file of a finished match, checking every action.' },
    cardSet: { input: Ref, output: MatchCardSet, summary: 'The card set a match is played with (its user set, else the built-in one), to draw its cards.' },
    replay: {
      input: SeatRef.extend({ at: z.number().int().min(0) }).strict(),
      output: z.object({
        at: z.number().int(),
        total: z.number().int(),
        /** The match's own status (the seat view's is the position's: 'active' before its last action). */
        matchStatus: MatchStatus,
        seatView: SeatView,
        /** Who played the action that led here and what it was, in plain words (null at the start). */
        lastAction: z.object({
          player: z.number().int(),
          text: z.string(),
          /** The description as a message of the game's catalogue (absent for a hidden move or a game without one). */
          words: Message.optional(),
          /** The move was one this seat could not see at the table: `text` only says a move was made. */
          hidden: z.literal(true).optional(),
          /** The kind of decision the move answered (the game's own key, as in `pending`). */
          kind: z.string().optional(),
        }).nullable(),
      }),
      summary: 'One seat\'s view of a match after its first `at` actions (any seat once the match is over; human seats while it goes on).',
    },
    branch: {
      input: z.object({ matchId: MatchId, at: z.number().int().min(0), seats: z.array(Seat).min(2).max(5).optional() }).strict(),
      output: MatchSummary,
      summary: 'Starts a new match from the position after the first `at` actions of a finished one.',
    },
  },
  events: {
    updated: z.object({ matchId: MatchId, actionCount: z.number().int(), status: MatchStatus }),
    thinking: z.object({ matchId: MatchId, seat: z.number().int(), iterations: z.number().int(), elapsedMs: z.number(), done: z.boolean() }),
  },
});
export type MatchService = ServiceApi<typeof matchService>;
