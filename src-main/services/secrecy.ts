// What a seat may learn about another seat's move while the match is on. Saved moves, the AI's kept reasons and the
// replay all know every action exactly; before they reach a seat, a move that seat could not have seen at the table
// (a card placed behind the Battle Screen, a card put face down) must not be told.
import type { AnyGame, PlayerId } from '@main/engine/game';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';

/**
 * Whether `seat` can tell which action `actor` took from `before`: its own actions always; another's when the seat
 * knew the action was open to the actor (see `knownOpenTo`: a unit placed from a hidden hand fails here, even when the
 * placement shows which row) and no other legal action of the actor would have left the seat with the same view.
 */
export function actionSeenBy(game: AnyGame, before: unknown, actor: PlayerId, action: unknown, seat: PlayerId, seed: number): boolean {
  if (actor === seat) return true;
  if (!knownOpenTo(game, before, actor, action, seat, seed)) return false;
  const viewAfter = (a: unknown): string | null => {
    const s = game.clone(before);
    return game.step(s, actor, a) ? null : stableStringify(game.view(s, seat));
  };
  const seen = viewAfter(action);
  if (seen === null) return false;
  const key = stableStringify(action);
  return game.legalActions(before, actor).every((other) => stableStringify(other) === key || viewAfter(other) !== seen);
}

/**
 * Whether `seat` knows, from its view at `before`, that `action` was open to `actor`: the action is legal in every one
 * of `samples` re-deals of what the seat cannot see. An AI's weighed options that fail this would tell the seat about
 * cards it has not seen (an option to place a unit says the unit is in the hand).
 */
export function knownOpenTo(game: AnyGame, before: unknown, actor: PlayerId, action: unknown, seat: PlayerId, seed: number, samples = 8): boolean {
  if (actor === seat) return true;
  const view = game.view(before, seat);
  const key = stableStringify(action);
  const rng = new Rng(seed);
  for (let i = 0; i < samples; i++) {
    const guess = game.determinize(view, rng);
    if (!game.legalActions(guess, actor).some((a) => stableStringify(a) === key)) return false;
  }
  return true;
}
