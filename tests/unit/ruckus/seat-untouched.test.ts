// ruckusSeatUntouched: which moves leave another seat's position as it was (the match service then still takes an
// action that seat chose before the move). Played out on real games: a Draft Tournament to its first formations, and
// a plain Basic game's formation.
import { describe, expect, it } from 'vitest';
import { ruckusModule } from '@main/games/ruckus/module';
import { ruckusSeatUntouched } from '@main/games/ruckus/seat-untouched';
import type { TournamentState } from '@main/games/ruckus/tournament';

const game = ruckusModule.game;
type Any = Parameters<typeof ruckusSeatUntouched>[0];

/** Plays the first legal action of the first pending seat until `stop` holds. */
function playUntil(s: Any, stop: (s: Any) => boolean, budget = 2_000): void {
  for (let i = 0; i < budget && !stop(s); i++) {
    const d = game.pending(s)[0];
    if (!d) break;
    const legal = game.legalActions(s, d.player);
    const place = legal.find((a) => (a as { type: string }).type === 'place');
    expect(game.step(s, d.player, place ?? legal[0])).toBeNull();
  }
  expect(stop(s)).toBe(true);
}

function moved(s: Any, seat: number, pick: (legal: unknown[]) => unknown): Any {
  const next = game.clone(s);
  const legal = game.legalActions(next, seat);
  expect(game.step(next, seat, pick(legal))).toBeNull();
  return next;
}

const place = (legal: unknown[]) => legal.find((a) => (a as { type: string }).type === 'place');

describe('ruckusSeatUntouched', () => {
  it('in a Draft Tournament: a move at the other table, and a placement behind the screen at the own table, leave the seat as it was', () => {
    const s = game.setup({ players: 4, setup: 'tournament' }, 21) as Any;
    const ts = s as unknown as TournamentState;
    // Until both players of game 0 are placing their formations.
    playUntil(s, () => ts.games[0]!.phase === 'formation');
    const [a, b] = ts.seats[0]!;
    const [c] = ts.seats[1]!;
    expect(game.legalActions(s, b!).some((x) => (x as { type: string }).type === 'place')).toBe(true);
    const placed = moved(s, b!, place);
    expect(ruckusSeatUntouched(s, placed, b!, a!)).toBe(true);
    // The mover's own position changed; a seat at the other table only watches game 0, its own game is unchanged.
    expect(ruckusSeatUntouched(s, placed, b!, b!)).toBe(false);
    expect(ruckusSeatUntouched(s, placed, b!, c!)).toBe(true);
    // A move at the other table (whatever it is) leaves game 0's players as they were.
    const other = game.pending(s).find((d) => ts.seats[1]!.includes(d.player));
    expect(other).toBeDefined();
    const there = moved(s, other!.player, (legal) => legal[0]);
    expect(ruckusSeatUntouched(s, there, other!.player, a!)).toBe(true);
  });

  it('in a plain game: a placement that ends the formation phase, or any move in a turn-based phase, changes the others\' position', () => {
    const s = game.setup({ players: 2, setup: 'basic', guilds: ['fighters', 'clerics'] }, 8) as Any;
    const phase = (x: Any) => (x as { phase: string }).phase;
    playUntil(s, (x) => phase(x) === 'formation');
    const placed = moved(s, 1, place);
    expect(ruckusSeatUntouched(s, placed, 1, 0)).toBe(true);
    // Both confirm: the second confirm reveals the formations (a new phase). Seat 1's confirm in between changed only
    // its own zones.
    const confirm = (legal: unknown[]) => legal.find((a) => (a as { type: string }).type === 'confirm');
    const one = moved(placed, 1, confirm);
    expect(ruckusSeatUntouched(placed, one, 1, 0)).toBe(true);
    const both = moved(moved(one, 0, place), 0, confirm);
    expect(phase(both)).not.toBe('formation');
    expect(ruckusSeatUntouched(one, both, 0, 1)).toBe(false);
    // The Activation Phase is played in turn: any move there changes the other seat's position.
    const d = game.pending(both)[0]!;
    const next = moved(both, d.player, (legal) => legal[legal.length - 1]);
    expect(ruckusSeatUntouched(both, next, d.player, 1 - d.player)).toBe(false);
  });
});
