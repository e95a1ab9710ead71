import { describe, expect, it } from 'vitest';
import { checkCardSet, GUILDS, type CardSet } from '@shared/games/ruckus/cards';
import { defaultCardSet } from '@main/games/ruckus/card-set';

const copy = (): CardSet => JSON.parse(JSON.stringify(defaultCardSet)) as CardSet;
const byName = (name: string) => {
  const set = defaultCardSet;
  return set.units.find((u) => u.name === name) ?? set.kickers.find((k) => k.name === name) ?? set.victory.find((v) => v.name === name);
};

describe('the default Ruckus card set', () => {
  it('passes its own schema and rules', () => {
    const check = checkCardSet(defaultCardSet);
    expect(check.issues).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('has 4 guilds x 25 units, 6 Starting units each, and Level 1 / Level 2 units', () => {
    for (const g of GUILDS) {
      const units = defaultCardSet.units.filter((u) => u.guild === g);
      expect(units).toHaveLength(25);
      expect(units.filter((u) => u.level === 'S')).toHaveLength(6);
      expect(units.filter((u) => u.level === 1).length).toBeGreaterThan(0);
      expect(units.filter((u) => u.level === 2).length).toBeGreaterThan(0);
    }
  });

  it('stars a Basic army worth the 12 draft points of an Advanced one', () => {
    for (const g of GUILDS) {
      const starred = defaultCardSet.units.filter((u) => u.guild === g && u.star && u.level !== 'S');
      expect(starred.reduce((n, u) => n + (u.level as number), 0)).toBe(12);
    }
  });

  it('has 8 Kickers numbered 1 to 8, 12 Victory cards and 15 VP tokens with add-ons', () => {
    expect(defaultCardSet.kickers.map((k) => k.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(defaultCardSet.victory).toHaveLength(12);
    expect(defaultCardSet.tokens).toHaveLength(15);
    for (const kind of ['melee', 'ranged', 'heart'] as const) expect(defaultCardSet.tokens.some((t) => t.addOn === kind)).toBe(true);
    expect(defaultCardSet.victory.some((v) => v.onDraw)).toBe(true);
  });

  it('contains every card the rulebook names, with the type its FAQ implies', () => {
    const units = ['Bandit', 'Zeke', 'Captain', 'Cleaver', "Cleaver's Brother", 'Francis', 'Mortimer', 'Mugger', 'Poison Pete', 'Rat & Tat',
      'Shepherd', 'Warden', 'Saint', 'Wallace', 'Gozer', 'Bang', 'Boom', 'Raisin', 'So Close', 'Sneaky', 'Jerry', "Jerry's Uncle Larry"];
    for (const name of units) expect(defaultCardSet.units.some((u) => u.name === name), name).toBe(true);
    for (const name of ['Bullet Proof', 'Double Whammy', 'Shot in the Dark', 'Only One']) expect(defaultCardSet.kickers.some((k) => k.name === name), name).toBe(true);
    for (const name of ['Cupid', 'Take That', 'G-800', 'Buried Alive', 'Scavenge']) expect(defaultCardSet.victory.some((v) => v.name === name), name).toBe(true);
    expect(defaultCardSet.victory.find((v) => v.name === 'G-800')?.unit).toBeDefined();
    expect(defaultCardSet.victory.find((v) => v.name === 'Cupid')?.onDraw?.kind).toBe('beside');
    for (const name of ['Bang', 'Boom', 'Poison Pete']) expect(defaultCardSet.units.find((u) => u.name === name)?.skill?.trigger).toBe('on-discard');
    expect(byName('Mortimer')).toMatchObject({ skill: { effect: { kind: 'row-bonus', row: 'in-front' } } });
  });
});

describe('card set validation', () => {
  it('names the card and field of a schema error', () => {
    const set = copy();
    (set.units[12] as { hearts: number }).hearts = 0;
    const check = checkCardSet(set);
    expect(check.ok).toBe(false);
    expect(check.issues.some((i) => i.path === 'units[12].hearts')).toBe(true);
  });

  it('refuses duplicate ids and duplicate Kicker numbers', () => {
    const set = copy();
    set.units[3].id = set.units[2].id;
    set.kickers[1].number = set.kickers[0].number;
    const issues = checkCardSet(set).issues;
    expect(issues).toContainEqual({ path: 'units[3].id', message: `id '${set.units[2].id}' is already used by units[2].id` });
    expect(issues.some((i) => i.path === 'kickers[1].number')).toBe(true);
  });

  it('refuses a guild without 6 Starting units and an unknown skill kind', () => {
    const set = copy();
    set.units[0].level = 1;
    expect(checkCardSet(set).issues.some((i) => i.path === 'units' && i.message.includes('fighters has 5 Starting units'))).toBe(true);
    const bad = copy() as unknown as { units: { skill?: { effect: { kind: string } } }[] };
    bad.units[4].skill!.effect.kind = 'teleport';
    expect(checkCardSet(bad).issues[0]?.path).toBe('units[4].skill.effect.kind');
  });
});
