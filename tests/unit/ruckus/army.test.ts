import { describe, expect, it } from 'vitest';
import { armyPoints, armyUnits, checkArmy } from '@main/games/ruckus/army';
import { defaultCardSet } from '@main/games/ruckus/card-set';

const set = defaultCardSet;
const of = (guild: string, level: 1 | 2) => set.units.filter((u) => u.guild === guild && u.level === level);

describe('Ruckus armies (Advanced Gameplay Setup: 6 Starting units + up to 12 draft points)', () => {
  it('accepts drafted units of its own guild within 12 draft points, Level 1 = 1 point, Level 2 = 2', () => {
    const units = [...of('fighters', 2).slice(0, 4), ...of('fighters', 1).slice(0, 4)].map((u) => u.id);
    expect(armyPoints(set, { kind: 'army', guild: 'fighters', units })).toBe(12);
    expect(checkArmy(set, { kind: 'army', guild: 'fighters', units })).toEqual([]);
    const whole = armyUnits(set, { kind: 'army', guild: 'fighters', units });
    expect(whole.filter((u) => u.level === 'S')).toHaveLength(6);
    expect(whole).toHaveLength(14);
  });

  it('refuses more than 12 draft points', () => {
    const units = [...of('thieves', 2).slice(0, 6), ...of('thieves', 1).slice(0, 1)].map((u) => u.id);
    expect(armyPoints(set, { kind: 'army', guild: 'thieves', units })).toBe(13);
    expect(checkArmy(set, { kind: 'army', guild: 'thieves', units })).toEqual([{ path: 'units', message: 'the drafted units cost 13 draft points; an army may spend at most 12' }]);
  });

  it('refuses another guild\'s units in an Advanced army, but allows them in a Draft army', () => {
    const foreign = of('clerics', 1)[0]!;
    expect(checkArmy(set, { kind: 'army', guild: 'fighters', units: [foreign.id] })).toEqual([{ path: 'units[0]', message: `${foreign.name} belongs to the clerics; an Advanced army drafts from its own guild only` }]);
    expect(checkArmy(set, { kind: 'draft', guild: 'fighters', units: [foreign.id] })).toEqual([]);
  });

  it('refuses Starting units, duplicates, unknown ids and unknown guilds', () => {
    const starting = set.units.find((u) => u.guild === 'necromancers' && u.level === 'S')!;
    const one = of('necromancers', 1)[0]!;
    const issues = checkArmy(set, { kind: 'army', guild: 'necromancers', units: [starting.id, one.id, one.id, 'Nobody'] });
    expect(issues.map((i) => i.path)).toEqual(['units[0]', 'units[2]', 'units[3]']);
    expect(issues[0]!.message).toContain('is a Starting unit');
    expect(issues[1]!.message).toContain('listed twice');
    expect(issues[2]!.message).toBe("no unit has the id 'Nobody'");
    expect(checkArmy(set, { kind: 'army', guild: 'pirates', units: [] })[0]!.path).toBe('guild');
  });
});
