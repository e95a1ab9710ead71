// Whether a move left another seat's position as it was, so that an action that seat chose on the view from before the
// move still answers the position (the match service then takes it instead of refusing it as out of date).
import { isTournament, locate, type TournamentState } from './tournament';
import type { RuckusState } from './state';

/** Phases every player plays at once, behind the screen (building, Pure Guild upgrades, formations, recruiting). */
const SIMULTANEOUS: ReadonlySet<string> = new Set(['build', 'pure-upgrades', 'formation', 'recruit']);

/** The state as every seat but `actor` has it: the actor's own zones left out. */
const besidesActor = (s: RuckusState, actor: number): string => JSON.stringify({ ...s, seats: s.seats.map((player, i) => (i === actor ? null : player)) });

/**
 * In one game: in a phase played by everyone at once, a move that changed only the actor's own zones (a unit placed
 * behind the screen) and did not end the phase. Anything else (the phase ends, a shared zone changes, any move in a
 * turn-based phase) changes the seat's position.
 */
function hiddenMoveLeftSeat(before: RuckusState, after: RuckusState, actor: number, seat: number): boolean {
  if (!SIMULTANEOUS.has(before.phase) || after.phase !== before.phase || actor === seat) return false;
  return besidesActor(before, actor) === besidesActor(after, actor);
}

/**
 * In a Draft Tournament: a move at the other table of the same stage that left the seat's own game as it was (the other
 * table's AIs play on while the player thinks), or a move at the seat's own table that the rule above lets by. A new
 * stage, or the tournament's end, changes every seat's position.
 */
function tournamentSeatUntouched(before: TournamentState, after: TournamentState, actor: number, seat: number): boolean {
  if (before.stage !== after.stage || after.over) return false;
  const mine = locate(before, seat);
  const theirs = locate(before, actor);
  if (!mine || !theirs) return false;
  if (mine.g === theirs.g) return hiddenMoveLeftSeat(before.games[mine.g]!, after.games[mine.g]!, theirs.local, mine.local);
  return JSON.stringify(before.games[mine.g]) === JSON.stringify(after.games[mine.g]);
}

export function ruckusSeatUntouched(before: RuckusState | TournamentState, after: RuckusState | TournamentState, actor: number, seat: number): boolean {
  if (isTournament(before) || isTournament(after)) return isTournament(before) && isTournament(after) && tournamentSeatUntouched(before, after, actor, seat);
  return hiddenMoveLeftSeat(before, after, actor, seat);
}
