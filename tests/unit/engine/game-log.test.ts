// The game log is no part of the state: setup and step write it to the list they are given, a game played with a log
// and one played without are the same states, and no state, view or determinized guess carries a log.
import { describe, expect, it } from 'vitest';
import type { AnyGame, LogRecord } from '@main/engine/game';
import { hashState } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import { rushGame } from '@main/games/rush/game';

/** Plays one random game twice, with and without a log, comparing the states after every step. */
function playBoth(game: AnyGame, options: Record<string, unknown>, seed: number, maxSteps = 2_000) {
  const log: LogRecord[] = [];
  const logged = game.setup(options as never, seed, log);
  const quiet = game.setup(options as never, seed);
  expect(hashState(logged)).toBe(hashState(quiet));
  const setupLines = log.length;
  const rng = new Rng(seed);
  let steps = 0;
  const perStep: number[] = [];
  while (game.outcome(logged) === null && steps < maxSteps) {
    const d = rng.pick(game.pending(logged));
    const action = rng.pick(game.legalActions(logged, d.player));
    const before = log.length;
    expect(game.step(logged, d.player, action, log)).toBeNull();
    expect(game.step(quiet, d.player, action)).toBeNull();
    perStep.push(log.length - before);
    if (steps % 10 === 0) expect(hashState(logged)).toBe(hashState(quiet));
    steps++;
  }
  expect(hashState(logged)).toBe(hashState(quiet));
  return { state: logged, log, setupLines, perStep, steps };
}

describe('the game log beside the state', () => {
  it('Rush: the same game with and without a log; the lines cite the rulebook; no state or view holds them', () => {
    const { state, log, setupLines } = playBoth(rushGame as AnyGame, { players: 3 }, 5);
    expect(setupLines).toBeGreaterThan(0);
    const lines = rushGame.logLines!(log, state as never);
    expect(lines).toHaveLength(log.length);
    expect(lines[0]!.text).toMatch(/^Setup: 3 players/);
    expect(lines.some((e) => e.cites?.startsWith('III.'))).toBe(true);
    expect(lines.some((e) => e.cites === undefined)).toBe(true);
    const text = JSON.stringify([state, rushGame.view(state as never, 0), rushGame.determinize(rushGame.view(state as never, 0), new Rng(1))]);
    for (const line of lines.slice(-20)) expect(text).not.toContain(line.text);
  });

  it('Ruckus: the same game with and without a log, draft picks kept in the state for the table', () => {
    const { state, log } = playBoth(ruckusAnyGame, { players: 2, setup: 'draft' }, 9, 400);
    const lines = ruckusAnyGame.logLines!(log, state);
    expect(lines.some((e) => e.cites?.includes('The player holding the Kicker card with the highest number'))).toBe(true);
    const drafted = lines.filter((l) => / drafts /.test(l.text));
    const s = state as { picks: { seat: number; card: string }[] };
    expect(s.picks.length).toBe(drafted.length);
    expect(s.picks.length).toBeGreaterThan(4);
    s.picks.forEach((pick, i) => expect(drafted[i]!.text.startsWith(`Player ${pick.seat + 1} drafts `)).toBe(true));
    expect(JSON.stringify(state)).not.toContain(' drafts ');
  });

  it('Ruckus tournament: stage lines and every game\'s lines go to the one log', () => {
    const { state, log } = playBoth(ruckusAnyGame, { players: 4, setup: 'tournament', tournamentSetup: 'basic', maxRounds: 30 }, 3, 3_000);
    const lines = ruckusAnyGame.logLines!(log, state);
    expect(lines[0]!.text).toMatch(/^Stage 1: /);
    // Every other line is a table's, marked with its table.
    expect(lines.every((l) => /^(Stage |Table [12]: )|wins the tournament/.test(l.text))).toBe(true);
    expect(lines.some((l) => /^Table 2: /.test(l.text))).toBe(true);
    expect(lines.some((l) => /^Stage 2: /.test(l.text))).toBe(true);
    expect(JSON.stringify(state)).not.toContain('Stage 1');
  });

  it('a nested step with no log of its own writes nothing to the outer one', () => {
    const log: LogRecord[] = [];
    const s = rushGame.setup({ players: 2 }, 4, log);
    const n = log.length;
    const d = rushGame.pending(s)[0]!;
    // A preview steps copies of the state without a log: it adds no line to the one being written.
    rushGame.preview?.(s, d.player, rushGame.legalActions(s, d.player));
    expect(log.length).toBe(n);
  });
});
