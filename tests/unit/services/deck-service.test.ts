import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceFailure } from '@shared/contract';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { DeckMainService } from '@main/services/deck-main-service';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];
function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-decks-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store });
  open.push({ store, services });
  return { services, decks: services.impls.decks as DeckMainService };
}
afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

const fighters = (level: 1 | 2) => defaultCardSet.units.filter((u) => u.guild === 'fighters' && u.level === level).map((u) => u.id);
const refusal = (call: () => unknown): ServiceFailure['error'] => {
  try { call(); } catch (e) { if (e instanceof ServiceFailure) return e.error; throw e; }
  throw new Error('expected a refusal');
};

describe('deck service', () => {
  it('saves a legal army, lists, renames by saving, duplicates, exports, imports and deletes', () => {
    const { decks } = start();
    const saved = decks.save({ kind: 'army', name: 'Shield wall', guild: 'fighters', units: fighters(2).slice(0, 3), notes: 'front heavy' });
    expect(saved).toMatchObject({ name: 'Shield wall', guild: 'fighters', points: 6 });
    expect(decks.list({}).map((a) => a.name)).toEqual(['Shield wall']);
    const renamed = decks.save({ id: saved.id, kind: 'army', name: 'Iron wall', guild: 'fighters', units: saved.units, notes: '' });
    expect(renamed.id).toBe(saved.id);
    const copy = decks.duplicate({ id: saved.id, name: 'Iron wall 2' });
    expect(copy.id).not.toBe(saved.id);
    const file = decks.export({ id: saved.id });
    expect(file).toMatchObject({ format: 'skirmish-army', version: 1, name: 'Iron wall', guild: 'fighters' });
    const imported = decks.import({ file: { ...file, name: 'From a friend' } });
    expect(imported.units).toEqual(saved.units);
    expect(decks.list({ guild: 'fighters' })).toHaveLength(3);
    expect(decks.delete({ id: copy.id })).toEqual({ deleted: true });
  });

  it('refuses an illegal army and says why, and checks without saving', () => {
    const { decks } = start();
    const tooMany = [...fighters(2), ...fighters(1)];
    const check = decks.check({ kind: 'army', name: 'Greedy', guild: 'fighters', units: tooMany, notes: '' });
    expect(check.ok).toBe(false);
    expect(check.issues.some((i) => i.message.includes('at most 12'))).toBe(true);
    const error = refusal(() => decks.save({ kind: 'army', name: 'Greedy', guild: 'fighters', units: tooMany, notes: '' }));
    expect(error).toMatchObject({ kind: 'validation', message: expect.stringContaining('This army cannot be saved') });
    expect(decks.list({})).toEqual([]);
    expect(refusal(() => decks.import({ file: { format: 'other' } }))).toMatchObject({ kind: 'validation', message: 'This is not a Skirmish army file.' });
    expect(refusal(() => decks.get({ id: 'nope' }))).toMatchObject({ kind: 'not_found' });
  });
});
