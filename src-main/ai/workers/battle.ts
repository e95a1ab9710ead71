// "Test this army": whole Ruckus games, AI against AI, of one army against another, played inside a worker thread.
// Pure code (no clock, no I/O): the worker loop feeds it a cancellation check and forwards each finished game.
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { botByName, type Bot } from '@main/ai/bot';
import { difficulties, difficultyBot, type Difficulty, withIterations } from '@main/ai/difficulty';

/** An army as the engine's `armies` option takes it: a guild and its drafted units. */
export interface BattleArmy {
  readonly guild: string;
  readonly units: readonly string[];
}

/** What a battle job asks for: `games` games of `army` against `opponent`, both seats played at one AI level. */
export interface BattleJob {
  readonly gameId: 'ruckus';
  readonly army: BattleArmy;
  readonly opponent: BattleArmy;
  readonly games: number;
  /** A bot name ('random', 'heuristic') or a difficulty ('easy'..'expert'). */
  readonly level: string;
  readonly seed: number;
  /** Search iterations per decision for a difficulty level (its own budget when absent). */
  readonly iterations?: number;
  /** A user card set (already validated by the caller), else the default one. */
  readonly cardSet?: unknown;
  /** A game that reaches this many combat rounds counts as a draw (a guard; real games end far sooner). */
  readonly maxRounds?: number;
}

export type BattleResult = 'win' | 'loss' | 'draw';

/** One finished game, from the tested army's side. */
export interface BattleGame {
  readonly index: number;
  readonly seed: number;
  /** The tested army's seat (alternates game by game). */
  readonly armySeat: number;
  /** The tested army held the 1st Player Token at the start. */
  readonly armyFirst: boolean;
  readonly result: BattleResult;
  readonly scores: readonly number[];
  readonly truncated: boolean;
}

export const DEFAULT_MAX_ROUNDS = 60;

/** Game `index` of a battle: its seed, the tested army's seat (alternating) and the engine options. */
export function battleGameSetup(job: BattleJob, index: number): { seed: number; armySeat: number; options: Record<string, unknown> & { players: number } } {
  const armySeat = index % 2;
  const seats = armySeat === 0 ? [job.army, job.opponent] : [job.opponent, job.army];
  return {
    seed: (job.seed + index) >>> 0,
    armySeat,
    options: {
      players: 2, setup: 'basic', guilds: seats.map((a) => a.guild), armies: seats.map((a) => ({ guild: a.guild, units: [...a.units] })),
      maxRounds: job.maxRounds ?? DEFAULT_MAX_ROUNDS, ...(job.cardSet !== undefined ? { cardSet: job.cardSet } : {}),
    },
  };
}

function botFor(job: BattleJob): Bot {
  const level = (difficulties as Record<string, Difficulty | undefined>)[job.level];
  if (level) return difficultyBot(job.iterations ? withIterations(level, job.iterations) : level);
  const bot = botByName(job.level);
  if (!bot) throw new Error(`unknown AI level '${job.level}'`);
  return bot;
}

/** Thrown out of a game when the battle is cancelled between two moves. */
class Cancelled extends Error {}

/** Plays one game of the battle; checks `isCancelled` before every move (a search move can take a while). */
export function playBattleGame(game: AnyGame, job: BattleJob, index: number, isCancelled: () => boolean, bot: Bot = botFor(job)): BattleGame {
  const { seed, armySeat, options } = battleGameSetup(job, index);
  const state = game.setup(options, seed) as { first?: number };
  const armyFirst = state.first === armySeat;
  const rng = new Rng(seed ^ 0x6a77);
  for (let moves = 0; ; moves++) {
    if (isCancelled()) throw new Cancelled();
    const outcome = game.outcome(state);
    if (outcome) {
      const won = outcome.winners.includes(armySeat);
      const result: BattleResult = outcome.truncated || outcome.winners.length !== 1 ? 'draw' : won ? 'win' : 'loss';
      return { index, seed, armySeat, armyFirst, result, scores: outcome.scores, truncated: !!outcome.truncated };
    }
    if (moves > 200_000) throw new Error(`battle game ${index} did not end within 200000 moves`);
    const decision = game.pending(state)[0];
    if (!decision) throw new Error(`battle game ${index} has no pending decision and no outcome`);
    const legal = game.legalActions(state, decision.player);
    const action = legal.length === 1 ? legal[0] : bot.choose({ game, player: decision.player, decision, legal, rng, view: () => game.view(state, decision.player) });
    const error = game.step(state, decision.player, action);
    if (error) throw new Error(`battle game ${index}: the ${bot.name} AI chose an illegal action (${error.rule}: ${error.message})`);
  }
}

/** Plays the battle's games in order, reporting each; returns whether it was cancelled before the end. */
export function playBattle(game: AnyGame, job: BattleJob, onGame: (g: BattleGame) => void, isCancelled: () => boolean): { played: number; cancelled: boolean } {
  const bot = botFor(job);
  for (let index = 0; index < job.games; index++) {
    if (isCancelled()) return { played: index, cancelled: true };
    try {
      onGame(playBattleGame(game, job, index, isCancelled, bot));
    } catch (e) {
      if (e instanceof Cancelled) return { played: index, cancelled: true };
      throw e;
    }
  }
  return { played: job.games, cancelled: false };
}
