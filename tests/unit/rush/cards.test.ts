// The default card set and card-set validation: the rulebook's constraints, precise issues, and a user set in play.
import { describe, expect, it } from 'vitest';
import { ABILITY_KINDS, ARMOURED, NATIONS, type CardSet } from '@shared/games/rush/cards';
import { defaultCardSet } from '@main/games/rush/default-set';
import { rushModule } from '@main/games/rush/module';
import { makeRushGame, rushGame } from '@main/games/rush/game';
import { Rng } from '@main/engine/rng';

const copy = (): CardSet => JSON.parse(JSON.stringify(defaultCardSet)) as CardSet;

describe('the default Rush card set', () => {
  it('is valid: 100 vehicles, 25 per nation, unique ids and names', () => {
    expect(rushModule.validateCardSet(defaultCardSet)).toEqual({ ok: true, set: defaultCardSet, issues: [] });
    expect(defaultCardSet.vehicles).toHaveLength(100);
    for (const n of NATIONS) expect(defaultCardSet.vehicles.filter((v) => v.nation === n)).toHaveLength(25);
    expect(new Set(defaultCardSet.vehicles.map((v) => v.id)).size).toBe(100);
    expect(new Set(defaultCardSet.vehicles.map((v) => v.name)).size).toBe(100);
  });

  it('has identical strength and armour within each armoured class, heavy tanks with strength 2', () => {
    for (const cls of ARMOURED) {
      const cards = defaultCardSet.vehicles.filter((v) => v.class === cls);
      expect(cards.length).toBeGreaterThan(0);
      expect(new Set(cards.map((v) => `${v.strength}/${v.armour}`)).size).toBe(1);
    }
    expect(defaultCardSet.vehicles.filter((v) => v.class === 'heavy').every((v) => v.strength === 2)).toBe(true);
    const aux = defaultCardSet.vehicles.filter((v) => v.class === 'auxiliary');
    expect(new Set(aux.map((v) => `${v.strength}/${v.armour}/${v.resources}`)).size).toBeGreaterThan(4);
  });

  it('puts every ability and passive on several cards of several nations', () => {
    for (const kind of ABILITY_KINDS) {
      const cards = defaultCardSet.vehicles.filter((v) => v.abilities.some((a) => a.kind === kind));
      expect(cards.length, kind).toBeGreaterThanOrEqual(4);
      expect(new Set(cards.map((v) => v.nation)).size, kind).toBeGreaterThanOrEqual(3);
    }
    for (const passive of ['only-against-bases', 'only-against-vehicles', 'national-resources'] as const) {
      expect(defaultCardSet.vehicles.filter((v) => v.passives.includes(passive)).length, passive).toBeGreaterThanOrEqual(4);
    }
  });

  it('keeps the rulebook components as data: barracks 4/1/1, medal decks 9+3, 3 bases, 12 achievements', () => {
    expect(defaultCardSet.barracks.map((b) => [b.id, b.count])).toEqual([['engineers', 4], ['technicians', 1], ['volunteers', 1]]);
    for (const n of NATIONS) expect([defaultCardSet.medals[n].one, defaultCardSet.medals[n].two]).toEqual([9, 3]);
    expect(defaultCardSet.medals.ussr.name).toBe('Order of the Red Star');
    expect(defaultCardSet.base.perPlayer).toBe(3);
    expect(defaultCardSet.achievements).toHaveLength(12);
    expect(defaultCardSet.achievements[11]!.kind).toBe('largest-squad');
  });
});

describe('card-set validation', () => {
  it('names the card and field of a class inconsistency', () => {
    const set = copy();
    const i = set.vehicles.findIndex((v, j) => v.class === 'medium' && j > 6);
    set.vehicles[i]!.armour = 1;
    const check = rushModule.validateCardSet(set);
    expect(check.ok).toBe(false);
    expect(check.issues).toContainEqual({ path: `vehicles[${i}].armour`, message: expect.stringContaining('identical armour') });
  });

  it('reports schema errors with their path', () => {
    const set = copy() as unknown as { vehicles: Record<string, unknown>[] };
    set.vehicles[12]!.strength = 5;
    set.vehicles[3]!.nation = 'italy';
    delete set.vehicles[40]!.cost;
    const paths = rushModule.validateCardSet(set).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['vehicles[12].strength', 'vehicles[3].nation', 'vehicles[40].cost']));
  });

  it('checks counts, ids, heavy strength and passives', () => {
    const set = copy();
    set.vehicles.pop();
    set.vehicles[1]!.id = set.vehicles[0]!.id;
    set.vehicles[2]!.id = 'v17';
    set.vehicles[5]!.passives = ['only-against-bases', 'only-against-vehicles'];
    set.barracks[2]!.abilities = [{ kind: 'assault' }];
    const issues = rushModule.validateCardSet(set).issues;
    const text = issues.map((i) => `${i.path}: ${i.message}`).join('\n');
    expect(text).toMatch(/^vehicles: .*100 cards, this set has 99/m);
    expect(text).toMatch(/^vehicles: .*france has 24/m);
    expect(text).toMatch(/^vehicles\[1\]\.id: id 'ussr-t-26' is already used by vehicles\[0\]/m);
    expect(text).toMatch(/^vehicles\[2\]\.id: .*instance id/m);
    expect(text).toMatch(/^vehicles\[5\]\.passives: /m);
    expect(text).toMatch(/^barracks\[2\]\.abilities\[0\]: /m);
  });

  it('a valid user set replaces the default one for a new game', () => {
    const set = copy();
    set.name = 'cheap tanks';
    for (const v of set.vehicles) v.cost = 1;
    expect(rushModule.validateCardSet(set).ok).toBe(true);
    // A user set is played by the game made from it; the default set's game refuses it, and its states.
    const game = makeRushGame(set);
    const s = game.setup({ players: 2, cardSet: set }, 4);
    expect(s.set).not.toBe('default');
    expect(game.setup({ players: 2 }, 4)).toEqual(s);
    expect(() => rushGame.setup({ players: 2, cardSet: set }, 4)).toThrow(/plays card set 'default'/);
    expect(() => rushGame.legalActions(s, 0)).toThrow(/use the game made from its set/);
    const rng = new Rng(4);
    while (!game.outcome(s)) {
      const d = rng.pick(game.pending(s));
      expect(game.step(s, d.player, rng.pick(game.legalActions(s, d.player)))).toBeNull();
    }
    expect(game.invariants!(s)).toEqual([]);
    expect(() => makeRushGame({ ...set, vehicles: [] })).toThrow(/invalid Rush card set/);
  });
});
