// RuckusOptions.armies: seats that bring an army built beforehand (a saved army) skip army building and play exactly it.
import { describe, expect, it } from 'vitest';
import { ArmySetupError, draftCost } from '@main/games/ruckus/army';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import type { Guild } from '@shared/games/ruckus/cards';
import { ruckusGame } from '@main/games/ruckus/game';
import { ruckusModule, SETUPS } from '@main/games/ruckus/module';
import type { RuckusOptions, RuckusState } from '@main/games/ruckus/state';

const set = defaultCardSet;
const unit = new Map(set.units.map((u) => [u.id, u]));
const ofGuild = (g: string) => set.units.filter((u) => u.guild === g);
const starting = (g: string) => ofGuild(g).filter((u) => u.level === 'S').map((u) => u.id);
const starred = (g: string) => ofGuild(g).filter((u) => u.star && u.level !== 'S').map((u) => u.id);
const setup = (o: Partial<RuckusOptions> & { players: number }, seed = 7) => ruckusGame.setup(o as RuckusOptions, seed);
/** Every card a seat owns: draw pile, hand, discard pile and formation. */
const owned = (s: RuckusState, pi: number) => [...s.seats[pi]!.draw, ...s.seats[pi]!.hand, ...s.seats[pi]!.discard, ...s.seats[pi]!.army.map((u) => u.id)].sort();
const sorted = (xs: readonly string[]) => [...xs].sort();

// A fixed Fighters army: two Level 2 and four Level 1 units (8 points), none of them all starred.
const fighters = { guild: 'fighters' as Guild, units: [...ofGuild('fighters').filter((u) => u.level === 2).slice(-2), ...ofGuild('fighters').filter((u) => u.level === 1).slice(-4)].map((u) => u.id) };

function refusal(fn: () => unknown): ArmySetupError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ArmySetupError);
    return e as ArmySetupError;
  }
  throw new Error('the setup was accepted');
}

describe('Ruckus armies option: a seat with an army plays exactly that army', () => {
  it('Basic: the army seat gets its Starting units plus its picks, the other seat its starred units, the rest is the Upgrade deck', () => {
    const s = setup({ players: 2, setup: 'basic', armies: [fighters, null], guilds: ['fighters', 'clerics'] });
    expect(s.phase).not.toBe('build');
    expect(owned(s, 0)).toEqual(sorted([...starting('fighters'), ...fighters.units]));
    expect(owned(s, 1)).toEqual(sorted([...starting('clerics'), ...starred('clerics')]));
    const inPlay = [...ofGuild('fighters'), ...ofGuild('clerics')].map((u) => u.id);
    expect(sorted(s.upgrade)).toEqual(sorted(inPlay.filter((id) => !owned(s, 0).includes(id) && !owned(s, 1).includes(id))));
    // The units the army left out are in the Upgrade deck, the starred ones it did not pick among them.
    expect(s.upgrade).toEqual(expect.arrayContaining(starred('fighters').filter((id) => !fighters.units.includes(id))));
    expect(sorted(s.boxed.filter((id) => unit.has(id)))).toEqual(sorted([...ofGuild('thieves'), ...ofGuild('necromancers')].map((u) => u.id)));
  });

  it('takes each army\'s guild for its seat when no guilds are given, the other seats a different guild', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = setup({ players: 3, armies: [null, fighters, null] }, seed);
      expect(s.seats[1]!.guild).toBe('fighters');
      expect(new Set(s.seats.map((pl) => pl.guild)).size).toBe(3);
      expect(owned(s, 1)).toEqual(sorted([...starting('fighters'), ...fighters.units]));
    }
  });

  it('Advanced: the army seat has finished building with its points spent, the other seat builds; the rest becomes the Upgrade deck', () => {
    const s = setup({ players: 2, setup: 'advanced', armies: [fighters, null], guilds: ['fighters', 'thieves'] });
    expect(s.phase).toBe('build');
    expect(s.seats[0]!.done).toBe(true);
    expect(s.seats[0]!.points).toBe(12 - fighters.units.reduce((n, id) => n + draftCost(unit.get(id)!), 0));
    expect(ruckusGame.pending(s).map((d) => d.player)).toEqual([1]);
    expect(ruckusGame.legalActions(s, 0)).toEqual([]);
    // Seat 2 picks nothing: it plays its Starting units only.
    expect(ruckusGame.step(s, 1, { type: 'done' })).toBeNull();
    expect(s.phase).not.toBe('build');
    expect(owned(s, 0)).toEqual(sorted([...starting('fighters'), ...fighters.units]));
    expect(owned(s, 1)).toEqual(sorted(starting('thieves')));
    const rest = [...ofGuild('fighters'), ...ofGuild('thieves')].map((u) => u.id).filter((id) => !owned(s, 0).includes(id) && !owned(s, 1).includes(id));
    expect(sorted(s.upgrade)).toEqual(sorted(rest));
  });

  it('Advanced with an army in every seat starts the first combat round at once', () => {
    const clerics = { guild: 'clerics' as Guild, units: starred('clerics') };
    const s = setup({ players: 2, setup: 'advanced', armies: [fighters, clerics] });
    expect(s.phase).toBe('formation');
    expect(s.round).toBe(1);
    expect(owned(s, 1)).toEqual(sorted([...starting('clerics'), ...starred('clerics')]));
  });

  it('Pure Guild: the army seat goes on to pick its own 5-card Upgrade deck from its guild\'s unchosen units', () => {
    const s = setup({ players: 2, setup: 'pure', armies: [fighters, null], guilds: ['fighters', 'necromancers'] });
    expect(ruckusGame.step(s, 1, { type: 'done' })).toBeNull();
    expect(s.phase).toBe('pure-upgrades');
    const picks = ruckusGame.legalActions(s, 0) as { type: string; card: string }[];
    expect(picks.length).toBeGreaterThan(0);
    for (const a of picks) {
      expect(unit.get(a.card)!.guild).toBe('fighters');
      expect(fighters.units).not.toContain(a.card);
    }
  });

  it('listing the Starting units makes no difference', () => {
    const a = setup({ players: 2, armies: [fighters, null], guilds: ['fighters', 'clerics'] }, 3);
    const b = setup({ players: 2, armies: [{ guild: 'fighters', units: [...starting('fighters').slice(0, 3), ...fighters.units] }, null], guilds: ['fighters', 'clerics'] }, 3);
    expect(b).toEqual(a);
  });

  it('is deterministic for a seed', () => {
    expect(setup({ players: 3, armies: [fighters, null, null] }, 99)).toEqual(setup({ players: 3, armies: [fighters, null, null] }, 99));
  });
});

describe('Ruckus armies option: an army that cannot be played is refused at setup with every reason', () => {
  const l2 = ofGuild('thieves').filter((u) => u.level === 2).map((u) => u.id);
  const l1 = ofGuild('thieves').filter((u) => u.level === 1).map((u) => u.id);

  it('over 12 draft points', () => {
    const e = refusal(() => setup({ players: 2, armies: [{ guild: 'thieves', units: [...l2.slice(0, 6), l1[0]!] }, null] }));
    expect(e.issues).toEqual([{ path: 'armies[0].units', message: 'the drafted units cost 13 draft points; an army may spend at most 12' }]);
  });

  it('another guild\'s unit, an unknown card, a unit listed twice and an unknown guild, each by its place in the list', () => {
    const cleric = ofGuild('clerics').find((u) => u.level === 1)!;
    const e = refusal(() => setup({ players: 2, armies: [{ guild: 'thieves', units: [starting('thieves')[0]!, cleric.id, 'ZZ99', l1[0]!, l1[0]!] }, { guild: 'goblins' as Guild, units: [] }] }));
    expect(e.issues.map((i) => i.path)).toEqual(['armies[0].units[1]', 'armies[0].units[2]', 'armies[0].units[4]', 'armies[1].guild']);
    expect(e.issues[0]!.message).toContain('belongs to the clerics');
    expect(e.issues[1]!.message).toBe("no unit has the id 'ZZ99'");
    expect(e.message).toContain('armies[0].units[2]');
  });

  it('an army whose guild is not its seat\'s guild, and two seats of one guild', () => {
    expect(refusal(() => setup({ players: 2, guilds: ['clerics', 'thieves'], armies: [fighters, null] })).issues).toEqual([{ path: 'armies[0].guild', message: 'seat 1 plays the clerics, but this army is of the fighters' }]);
    expect(refusal(() => setup({ players: 2, guilds: ['fighters', 'fighters'], armies: [fighters, null] })).issues).toEqual([{ path: 'armies[0].guild', message: 'seats 1 and 2 both play the fighters; each card exists once' }]);
    expect(refusal(() => setup({ players: 2, armies: [fighters, fighters] })).issues.map((i) => i.path)).toEqual(['armies[0].guild', 'armies[1].guild']);
  });

  it('a malformed entry or list, and the setups that build armies in play (Draft, the tournament)', () => {
    expect(refusal(() => setup({ players: 2, armies: [{ guild: 'fighters' } as never, null] })).issues[0]!.path).toBe('armies[0]');
    expect(refusal(() => setup({ players: 3, armies: [fighters, null] })).issues).toEqual([{ path: 'armies', message: '2 entries for 3 seats' }]);
    expect(refusal(() => setup({ players: 2, armies: 'fighters' as never })).issues[0]!.path).toBe('armies');
    expect(refusal(() => setup({ players: 2, setup: 'draft', armies: [fighters, null] })).message).toContain('draft setup builds every army');
    expect(refusal(() => ruckusModule.game.setup({ players: 4, setup: 'tournament', armies: [fighters, null, null, null] }, 1)).message).toContain('tournament setup');
  });

  it('an unknown setup kind (the setup screen\'s "child" is the Basic setup with `child`), named by its option', () => {
    expect(() => ruckusModule.game.setup({ players: 3, setup: 'child' }, 1)).toThrow(expect.objectContaining({
      issues: [{ path: 'setup', message: 'the setup is one of basic, advanced, draft, pure, tournament' }],
    }));
    expect(ruckusModule.game.setup({ players: 3, ...SETUPS.child }, 1)).toMatchObject({ setup: 'basic', child: true });
  });
});
