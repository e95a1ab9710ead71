// Bounds that keep a hostile or broken payload small: the shape measure, the capped issue list, log-safe text, and
// the card-set limits (name length, a base's medals) as the card-set service reports them.
import { afterAll, describe, expect, it } from 'vitest';
import { capIssues, logSafe, MAX_ISSUES, measure, services } from '@shared/contract';
import { defaultCardSet as rushSet } from '@main/games/rush/default-set';
import { defaultCardSet as ruckusSet } from '@main/games/ruckus/card-set';
import { memoryLogger } from '@main/services/logger';
import { createMainServices } from '@main/services/main-services';
import { openStore } from '@main/store';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('measure', () => {
  it('passes ordinary data and refuses each limit with the path of the value at fault', () => {
    expect(measure({ a: [1, 'x', null, true, { b: 2 }] })).toMatchObject({ ok: true, depth: 3 });
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { next: deep };
    expect(measure({ top: deep })).toEqual({ ok: false, path: `top${'.next'.repeat(31)}`, message: 'nested deeper than 32 levels' });
    expect(measure({ list: new Array(100_001).fill(0) })).toEqual({ ok: false, path: 'list', message: 'more than 100000 items' });
    expect(measure(Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`k${i}`, i])))).toMatchObject({ ok: false, message: 'more than 1000 keys' });
    expect(measure({ a: { b: [0, Number.NaN] } })).toEqual({ ok: false, path: 'a.b.1', message: 'a number must be finite' });
    expect(measure({ f: () => 1 })).toMatchObject({ ok: false, path: 'f', message: 'a function is not data' });
    expect(measure({ n: 1n })).toMatchObject({ ok: false, message: 'a bigint is not data' });
    expect(measure('x'.repeat(50), { maxChars: 40 })).toMatchObject({ ok: false, message: 'larger than 40 characters as JSON' });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(measure(cycle)).toMatchObject({ ok: false, message: 'nested deeper than 32 levels' });
  });

  it('bounds the action schema without recursion: 100,000 nested arrays are refused, not a stack overflow', () => {
    let v: unknown = [];
    for (let i = 0; i < 100_000; i++) v = [v];
    const act = services.match.methods.act.input;
    expect(act.safeParse({ matchId: 'm', seat: 0, expectedActionCount: 0, action: v }).success).toBe(false);
    expect(act.safeParse({ matchId: 'm', seat: 0, expectedActionCount: 0, action: { type: 'buy', card: 'v3' } }).success).toBe(true);
    // A re-sent action has no idempotency guarantee without the count the caller saw, so it is required.
    expect(act.safeParse({ matchId: 'm', seat: 0, action: { type: 'buy' } }).success).toBe(false);
  });
});

describe('issues and log text', () => {
  it('lists at most 100 issues, then how many more', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ path: `p${i}`, message: 'bad' }));
    const capped = capIssues(many);
    expect(capped).toHaveLength(MAX_ISSUES + 1);
    expect(capped.at(-1)).toEqual({ path: '(more)', message: 'and 150 more problems' });
    expect(capIssues(many.slice(0, 100))).toHaveLength(100);
  });

  it('keeps a log line one line: control characters escaped, length bounded', () => {
    expect(logSafe('a\nb\r\u2028c\u0000')).toBe('a\\u000ab\\u000d\\u2028c\\u0000');
    expect(logSafe('x'.repeat(300), 10)).toBe(`${'x'.repeat(10)}…`);
    expect(logSafe({ toString() { throw new Error('no'); } })).toBe('(an unprintable value)');
  });
});

describe('card-set limits, as the card-set service reports them', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-limits-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const { dispatcher } = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store });
  afterAll(() => store.close());
  const validate = async (gameId: string, content: unknown) => {
    const r = await dispatcher.call('cardSets.validate', { gameId, content });
    if (!r.ok) throw new Error(r.error.message);
    return r.result as { ok: boolean; issues: { path: string; message: string }[] };
  };

  it('refuse a 200 KB set name, card names and texts beyond their length, and a base worth 1e15 medals', async () => {
    expect((await validate('rush', rushSet)).ok).toBe(true);
    expect((await validate('ruckus', ruckusSet)).ok).toBe(true);
    const long = 'n'.repeat(200_000);
    expect((await validate('rush', { ...rushSet, name: long })).issues).toEqual([expect.objectContaining({ path: 'name' })]);
    expect((await validate('ruckus', { ...ruckusSet, name: long })).issues).toEqual([expect.objectContaining({ path: 'name' })]);
    expect((await validate('rush', { ...rushSet, base: { ...rushSet.base, medals: 1e15 } })).issues).toEqual([expect.objectContaining({ path: 'base.medals' })]);
    expect((await validate('rush', { ...rushSet, vehicles: rushSet.vehicles.map((v, i) => (i === 2 ? { ...v, name: 'x'.repeat(61) } : v)) })).issues).toEqual([expect.objectContaining({ path: 'vehicles[2].name' })]);
    const units = ruckusSet.units.map((u, i) => (i === 4 && u.skill ? { ...u, skill: { ...u.skill, text: 't'.repeat(1_001) } } : u));
    expect((await validate('ruckus', { ...ruckusSet, units })).ok).toBe(false);
  });

  it('list at most 100 problems of a badly broken set, then how many more', async () => {
    const broken = { ...rushSet, vehicles: rushSet.vehicles.map((v) => ({ ...v, cost: -1, armour: 9, strength: 'x', nation: 'mars' })) };
    const { ok, issues } = await validate('rush', broken);
    expect(ok).toBe(false);
    expect(issues).toHaveLength(101);
    expect(issues.at(-1)).toEqual({ path: '(more)', message: expect.stringMatching(/^and \d+ more problems$/) });
    const imported = await dispatcher.call('cardSets.import', { gameId: 'rush', name: 'Broken', content: broken });
    expect(imported).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(!imported.ok && imported.error.kind === 'validation' && imported.error.issues.length).toBe(101);
  });
});
