// Plays whole games with bots in every seat: the engine of `simulate`, benchmarks and soak runs.
import { playChosen, type AnyGame, type Outcome } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import type { Bot } from './bot';
import type { HistoryStep } from './review';

export interface PlayedGame<S = unknown> {
  readonly seed: number;
  readonly state: S;
  readonly outcome: Outcome;
  readonly actions: number;
  /** Bot name per seat. */
  readonly seats: readonly string[];
}

/** Plays one game; seats[i] plays seat i. Throws if the game offers a decision without a legal action. */
export function playGame<S>(game: AnyGame, options: Record<string, unknown> & { players: number }, seed: number, seats: readonly Bot[], maxActions = 1_000_000): PlayedGame<S> {
  const state = game.setup(options, seed) as S;
  const rng = new Rng(seed ^ 0x9e3779b9);
  let actions = 0;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome) return { seed, state, outcome, actions, seats: seats.map((b) => b.name) };
    if (actions >= maxActions) throw new Error(`game ${seed} did not end within ${maxActions} actions`);
    const decision = game.pending(state)[0];
    if (!decision) throw new Error(`game ${seed} has no pending decision and no outcome`);
    const legal = game.legalActions(state, decision.player);
    if (legal.length === 0) throw new Error(`game ${seed}: player ${decision.player} must decide '${decision.kind}' but has no legal action`);
    const bot = seats[decision.player]!;
    const action = bot.choose({ game, player: decision.player, decision, legal, rng, view: () => game.view(state, decision.player) });
    const error = playChosen(game, state, decision.player, legal, action);
    if (error) throw new Error(`game ${seed}: bot ${bot.name} chose an illegal action (${error.rule}: ${error.message})`);
    actions++;
  }
}

/**
 * Plays a game with one bot in every seat (the first pending decision each time, the bot's stream seeded with `seed`),
 * keeping a copy of the state before each action: a finished game to review, to save as a match file, or to test on.
 * Stops after `maxActions` when given.
 */
export function playSteps<S>(game: AnyGame, options: Record<string, unknown> & { players: number }, seed: number, bot: Bot, maxActions = Infinity): { state: S; steps: HistoryStep<S>[] } {
  const state = game.setup(options, seed) as S;
  const rng = new Rng(seed);
  const steps: HistoryStep<S>[] = [];
  while (!game.outcome(state) && steps.length < maxActions) {
    const decision = game.pending(state)[0];
    if (!decision) throw new Error(`game ${seed} has no pending decision and no outcome`);
    const legal = game.legalActions(state, decision.player);
    const action = bot.choose({ game, player: decision.player, decision, legal, rng, view: () => game.view(state, decision.player) });
    steps.push({ state: game.clone(state), player: decision.player, action });
    const error = playChosen(game, state, decision.player, legal, action);
    if (error) throw new Error(`game ${seed}: bot ${bot.name} chose an illegal action (${error.rule}: ${error.message})`);
  }
  return { state, steps };
}
