import { describe, expect, it } from 'vitest';
import { gameModule } from '@main/games/index';
import { ruckusModule } from '@main/games/ruckus/module.ts';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { makeRuckusGame, ruckusGame } from '@main/games/ruckus/game';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import type { CardSet } from '@shared/games/ruckus/cards';
import { randomRuckusGame } from '../../../bench/ruckus';

describe('the Ruckus GameModule', () => {
  it('is registered under its game id', () => {
    expect(gameModule('ruckus')).toBe(ruckusModule);
    expect(ruckusModule.game.id).toBe('ruckus');
  });

  it('validates card sets with precise paths', () => {
    expect(ruckusModule.validateCardSet(ruckusModule.defaultCardSet).ok).toBe(true);
    const broken = JSON.parse(JSON.stringify(defaultCardSet)) as { victory: { vp: number }[] };
    broken.victory[3].vp = -1;
    const check = ruckusModule.validateCardSet(broken);
    expect(check.ok).toBe(false);
    expect(check.issues[0]?.path).toBe('victory[3].vp');
  });

  it('maps CLI flags to setup options and refuses an unknown setup; simulations keep no log', () => {
    expect(ruckusModule.simulationOptions({ setup: 'speed', maxTurns: 7 })).toEqual({ setup: 'basic', speed: true, maxRounds: 7 });
    expect(ruckusModule.simulationOptions({})).toEqual({ setup: 'basic' });
    expect(ruckusModule.simulationOptions({ setup: 'child' })).toMatchObject({ child: true });
    expect(() => ruckusModule.simulationOptions({ setup: 'chess' })).toThrow(/unknown Ruckus setup/);
    expect(() => ruckusModule.simulationOptions({ cardSet: { name: 'x' } })).toThrow(/invalid card set/);
  });

  it('plays with a valid user card set in place of the default one', () => {
    const set = JSON.parse(JSON.stringify(defaultCardSet)) as CardSet;
    set.name = 'user set';
    for (const u of set.units) if (u.guild === 'fighters') u.melee = Math.min(6, u.melee + 1);
    const options = ruckusModule.simulationOptions({ cardSet: set, maxTurns: 30 });
    const game = makeRuckusGame(set);
    const state = game.setup({ ...options, players: 2, guilds: ['fighters', 'clerics'] } as never, 3);
    expect(state.setKey).not.toBe('default');
    expect(game.cards.unit.F01.melee).toBe(defaultCardSet.units[0].melee + 1);
    // The default set's game refuses another set rather than playing it with its own cards.
    expect(() => ruckusGame.setup({ ...options, players: 2 } as never, 3)).toThrow(/make the game from that set/);
    expect(() => ruckusGame.setup({ players: 2, cardSet: { ...set, units: set.units.slice(1) } } as never, 3)).toThrow(/Starting units/);
    expect(() => makeRuckusGame({ ...set, units: set.units.slice(1) })).toThrow(/Starting units/);
  });

  it('stops a simulation at the round limit with a truncated outcome and reports rounds', () => {
    const { state } = randomRuckusGame(2, 5, { maxRounds: 1 });
    const outcome = ruckusGame.outcome(state)!;
    expect(outcome.truncated).toBe(true);
    expect(outcome.winners).toEqual([]);
    expect(ruckusModule.summary(state)).toEqual({ turns: 1, endReason: 'truncated after 1 combat rounds' });
  });

  it('ends a full random game after the 5th Victory card with a winner and a VP breakdown', () => {
    const { state } = randomRuckusGame(3, 8);
    const outcome = ruckusGame.outcome(state)!;
    expect(outcome.truncated).toBeUndefined();
    expect(outcome.winners.length).toBeGreaterThan(0);
    const won = state.seats.reduce((n, pl) => n + pl.won.length, 0);
    expect(won === 5 || state.suddenDeath).toBe(true);
    expect(ruckusModule.summary(state).turns).toBe(state.round);
    expect(outcome.scores.length).toBe(3);
  });

  it('determinizes a secret formation into a state with the same view', () => {
    const state = ruckusGame.setup({ players: 3 }, 9);
    const p0 = state.seats[0];
    ruckusGame.step(state, 0, ruckusGame.legalActions(state, 0).find((a) => a.type === 'place')!);
    const view = ruckusGame.view(state, 1);
    expect(view.seats[0].army).toBeNull();
    expect(view.seats[0].rows).toEqual([1, 0, 0]);
    const guess = ruckusGame.determinize(view, new Rng(4));
    expect(stableStringify(ruckusGame.view(guess, 1))).toBe(stableStringify(view));
    expect(ruckusGame.invariants!(guess)).toEqual([]);
    expect(p0.army.length).toBe(1);
  });

  it('expands log cite keys into the quoted rule text', () => {
    const entries: unknown[] = [];
    const state = ruckusGame.setup({ players: 2 }, 2, entries);
    const log = ruckusGame.logLines!(entries, state);
    expect(log.some((e) => e.cites?.includes('The player holding the Kicker card with the highest number'))).toBe(true);
  });
});

describe('determinize while armies are built', () => {
  it('keeps the viewer\'s own unchosen guild cards in the Upgrade deck, so the same picks stay legal', () => {
    const state = ruckusGame.setup({ players: 2, setup: 'advanced', guilds: ['thieves', 'necromancers'] }, 4);
    ruckusGame.step(state, 0, { type: 'pick', card: 'T18' });
    const view = ruckusGame.view(state, 0);
    const guess = ruckusGame.determinize(view, new Rng(1));
    const picks = (s: typeof state) => ruckusGame.legalActions(s, 0).map((a) => stableStringify(a)).sort();
    expect(picks(guess)).toEqual(picks(state));
    expect(stableStringify(ruckusGame.view(guess, 0))).toBe(stableStringify(view));
  });
});
