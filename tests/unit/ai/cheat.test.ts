// The cheating reference of bench/cheat.ts (issue 37): it searches the true state, it changes nothing for the honest
// bots at its table, and the app cannot choose it.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { botByName, botNames } from '@main/ai/bot';
import { decide, difficulties } from '@main/ai/difficulty';
import type { AnyGame } from '@main/engine/game';
import { stableStringify } from '@main/engine/hash';
import { rushGame } from '@main/games/rush/game';
import type { RushState } from '@main/games/rush/state';
import { ruckusModule } from '@main/games/ruckus/module';
import { Difficulty } from '@shared/contract/settings';
import { cheatingTable, rushSeesHandsOnly } from '../../../bench/cheat';
import { Rng } from '@main/engine/rng';
import { nums } from '@main/games/rush/zones';
import { randomWalk, turnFor } from './helpers';

const quick = { ...difficulties.hard, iterations: 300 };

describe('the cheating reference bot', () => {
  it('searches copies of the true state only, where the honest search re-deals what its view hides', () => {
    let trueCopies = 0;
    let truth: unknown = null;
    // The real game, with its copies of the true state counted.
    const counted: AnyGame = Object.create(rushGame, {
      clone: { value: (s: RushState) => { if (s === truth) trueCopies++; return rushGame.clone(s); } },
    });
    const table = cheatingTable(counted);
    // The first position from step 40 on with a real choice.
    let steps = 40, state = randomWalk<RushState>(counted, 2, 7, steps);
    while (counted.legalActions(state, counted.pending(state)[0]!.player).length < 2) state = randomWalk<RushState>(counted, 2, 7, ++steps);
    truth = state;
    const player = counted.pending(state)[0]!.player;
    const turn = turnFor(table.game, state, player, 5);
    expect(turn.legal.length).toBeGreaterThan(1);
    table.bot(quick).choose(turn);
    expect(trueCopies).toBeGreaterThanOrEqual(quick.iterations / 2);
    const before = trueCopies;
    decide(turnFor(table.game, state, player, 5), quick);
    expect(trueCopies).toBe(before);
    // Something is hidden from the searcher here, or seeing the truth would mean nothing.
    expect(rushGame.hiddenFrom(state, player).length).toBeGreaterThan(0);
  });

  it('the Rush cheat that sees hands only keeps every hand, and deals the hangars and the deck again in a new order with a new random stream', () => {
    let steps = 60, state = randomWalk<RushState>(rushGame, 2, 11, steps);
    while (state.deck.length < 10 || state.hangars.some((h) => h.length < 3)) state = randomWalk<RushState>(rushGame, 2, 11, ++steps);
    const sorted = (z: string): number[] => nums(z).sort((a, b) => a - b);
    const copies = [1, 2, 3].map((seed) => { const copy = rushGame.clone(state) as RushState; rushSeesHandsOnly(copy, new Rng(seed)); return copy; });
    for (const copy of copies) {
      expect(copy.hands).toEqual(state.hands);
      expect(sorted(copy.deck)).toEqual(sorted(state.deck));
      copy.hangars.forEach((h, i) => expect(sorted(h)).toEqual(sorted(state.hangars[i]!)));
      expect(copy.rng).not.toEqual(state.rng);
      expect(rushGame.invariants!(copy)).toEqual([]);
    }
    // The order differs from the truth's (a deck of 10 or more cards comes back in its own order with a chance under 1 in 3,000,000).
    expect(copies.some((copy) => copy.deck !== state.deck)).toBe(true);
    expect(new Set(copies.map((copy) => copy.deck)).size).toBeGreaterThan(1);
  });

  it('refuses a view that was not made at its table', () => {
    const table = cheatingTable(rushGame);
    const state = randomWalk<RushState>(rushGame, 2, 3, 20);
    const player = rushGame.pending(state)[0]!.player;
    expect(() => table.bot(quick).choose(turnFor(rushGame, state, player, 1))).toThrow(/cheating table/);
  });

  it.each<[string, AnyGame, Record<string, unknown>]>([['rush', rushGame, {}], ['ruckus', ruckusModule.game, { setup: 'basic' }]])('leaves the honest bots\' play unchanged at its table (%s)', (_id, game, options) => {
    const table = cheatingTable(game);
    for (const [seed, steps] of [[1, 10], [2, 30], [3, 60]] as const) {
      const state = randomWalk<unknown>(game, 2, seed, steps, options);
      const player = game.pending(state)[0]!.player;
      const here = decide(turnFor(game, state, player, seed), quick);
      const there = decide(turnFor(table.game, state, player, seed), quick);
      expect(stableStringify(there.action)).toBe(stableStringify(here.action));
      expect(there.advice.options.map((o) => o.visits)).toEqual(here.advice.options.map((o) => o.visits));
    }
  });

  it('cannot be chosen in the app: no bot name, no difficulty, and no app file may import bench/', async () => {
    const cheat = cheatingTable(rushGame).bot(difficulties.hard);
    for (const name of [cheat.name, 'cheat-hard', 'cheat']) {
      expect(botByName(name)).toBeUndefined();
      expect(Difficulty.safeParse(name).success).toBe(false);
    }
    expect(botNames().filter((n) => /cheat/i.test(n))).toEqual([]);
    const eslint = new ESLint({ cwd: process.cwd() });
    for (const file of ['src-main/ai/bot-extra.ts', 'src-main/services/x.ts', 'src-main/ai/workers/x.ts', 'src-main/hosts/cli/x.ts', 'src-main/hosts/electron/x.ts']) {
      const depth = file.split('/').length - 1;
      const [result] = await eslint.lintText(`import { cheatingTable } from '${'../'.repeat(depth)}bench/cheat';\nexport const x = cheatingTable;`, { filePath: file });
      expect(result!.messages.map((m) => m.ruleId), file).toContain('no-restricted-imports');
    }
  });
});
