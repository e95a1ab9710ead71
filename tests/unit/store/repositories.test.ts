// Settings, campaigns, decks and card sets: round trips, ordering and typed refusals of bad input.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceFailure } from '@shared/contract/errors';
import { openStore, type Store } from '@main/store';
import { tempDir } from './helpers';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function fresh(): Store {
  const t = tempDir();
  let clock = Date.UTC(2026, 6, 1);
  const s = openStore({ dataDir: t.dir, now: () => (clock += 1000) });
  cleanups.push(() => {
    s.close();
    t.cleanup();
  });
  return s;
}

function kindOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    const error = (e as ServiceFailure).error;
    if (error) return error.kind;
    throw e;
  }
  throw new Error('expected a typed failure');
}

const SEATS = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'ai' as const, name: 'Bot', difficulty: 'easy' }];

describe('settings', () => {
  it('stores JSON values by key, replaces and deletes them', () => {
    const s = fresh();
    expect(s.settings.get('theme')).toBeUndefined();
    s.settings.set('theme', 'dark');
    s.settings.set('seats', { default: [1, 2], names: ['Ann'] });
    s.settings.set('theme', 'light');
    s.settings.set('muted', false);
    expect(s.settings.all()).toEqual({ muted: false, seats: { default: [1, 2], names: ['Ann'] }, theme: 'light' });
    expect(s.settings.delete('theme')).toBe(true);
    expect(s.settings.delete('theme')).toBe(false);
    expect(s.settings.get('muted')).toBe(false);
    expect(kindOf(() => s.settings.set('', 1))).toBe('validation');
    expect(kindOf(() => s.settings.set('x', undefined))).toBe('validation');
    expect(kindOf(() => s.settings.set('x', Number.NaN))).toBe('validation');
  });
});

describe('campaigns', () => {
  it('keeps a named series with its state and the timeline of its matches in order, with results', () => {
    const s = fresh();
    const ladder = s.campaigns.create({ name: 'Spring ladder', kind: 'rush-ladder', state: { rung: 0, opponents: ['easy', 'normal', 'hard'] } });
    const free = s.campaigns.create({ name: 'Friday games', kind: 'free', state: null });
    const m1 = s.matches.create({ gameId: 'rush', options: {}, seed: 1, seats: SEATS });
    const m2 = s.matches.create({ gameId: 'rush', options: {}, seed: 2, seats: SEATS });
    expect(s.campaigns.addMatch(ladder.id, m1.id, 'Rung 1')).toBe(0);
    s.matches.finish(m1.id, { status: 'finished', outcome: { winners: [0] }, results: [{ seat: 0, score: 5, won: true }, { seat: 1, score: 3, won: false }] });
    s.campaigns.update(ladder.id, { state: { rung: 1, opponents: ['easy', 'normal', 'hard'] } });
    expect(s.campaigns.addMatch(ladder.id, m2.id, 'Rung 2')).toBe(1);

    expect(s.campaigns.timeline(ladder.id)).toEqual([
      { position: 0, label: 'Rung 1', matchId: m1.id, gameId: 'rush', status: 'finished', outcome: { winners: [0] }, createdAt: m1.createdAt, finishedAt: expect.any(Number) },
      { position: 1, label: 'Rung 2', matchId: m2.id, gameId: 'rush', status: 'active', outcome: null, createdAt: m2.createdAt, finishedAt: null },
    ]);
    expect(s.campaigns.get(ladder.id)).toMatchObject({ name: 'Spring ladder', kind: 'rush-ladder', state: { rung: 1 }, status: 'active', matchCount: 2 });
    expect(s.campaigns.campaignOf(m2.id)).toEqual({ campaignId: ladder.id, position: 1 });
    expect(s.campaigns.campaignOf('unknown')).toBeNull();
    // Newest activity first; filters by kind and status.
    expect(s.campaigns.list().map((c) => c.id)).toEqual([ladder.id, free.id]);
    s.campaigns.update(free.id, { status: 'finished', name: 'Friday games (done)' });
    expect(s.campaigns.list({ status: 'active' }).map((c) => c.id)).toEqual([ladder.id]);
    expect(s.campaigns.list({ kind: 'free' })).toMatchObject([{ name: 'Friday games (done)', status: 'finished' }]);
    // A campaign's deletion keeps its matches.
    expect(s.campaigns.delete(ladder.id)).toBe(true);
    expect(s.matches.get(m1.id)).not.toBeNull();
    expect(s.campaigns.campaignOf(m1.id)).toBeNull();
  });

  it('refuses a match in two campaigns, unknown ids and bad kinds with typed errors', () => {
    const s = fresh();
    const a = s.campaigns.create({ name: 'A', kind: 'free', state: {} });
    const b = s.campaigns.create({ name: 'B', kind: 'ruckus-draft-tournament', state: {} });
    const m = s.matches.create({ gameId: 'ruckus', options: {}, seed: 1, seats: SEATS });
    s.campaigns.addMatch(a.id, m.id);
    expect(kindOf(() => s.campaigns.addMatch(b.id, m.id))).toBe('validation');
    expect(kindOf(() => s.campaigns.addMatch(b.id, 'no-match'))).toBe('not_found');
    expect(kindOf(() => s.campaigns.addMatch('no-campaign', m.id))).toBe('not_found');
    expect(kindOf(() => s.campaigns.timeline('no-campaign'))).toBe('not_found');
    expect(kindOf(() => s.campaigns.create({ name: 'C', kind: 'league' as never, state: {} }))).toBe('validation');
    expect(kindOf(() => s.campaigns.create({ name: '   ', kind: 'free', state: {} }))).toBe('validation');
    expect(kindOf(() => s.campaigns.update(a.id, { status: 'paused' as never }))).toBe('validation');
    expect(s.campaigns.timeline(b.id)).toEqual([]);
  });
});

describe('decks and card sets', () => {
  it('saves Ruckus armies and draft setups, replaces by id, lists by guild then name, deletes', () => {
    const s = fresh();
    const army = s.decks.save({ name: 'Rush of mud', guild: 'Smashers', units: { starting: ['grunt', 'grunt'], drafted: [{ id: 'ogre', cost: 5 }] }, notes: 'vs Sneaks' });
    const draft = s.decks.save({ kind: 'draft', name: 'Cheap draft', guild: 'Brewers', units: { drafted: [] } });
    expect(s.decks.get(army.id)).toEqual({ ...army, kind: 'army' });
    const edited = s.decks.save({ id: army.id, name: 'Rush of mud II', guild: 'Smashers', units: { starting: ['grunt'] } });
    expect(edited).toMatchObject({ id: army.id, name: 'Rush of mud II', notes: '', createdAt: army.createdAt });
    expect(edited.updatedAt).toBeGreaterThan(army.updatedAt);
    expect(s.decks.list().map((d) => d.id)).toEqual([draft.id, army.id]);
    expect(s.decks.list({ guild: 'Smashers' }).map((d) => d.id)).toEqual([army.id]);
    expect(s.decks.list({ kind: 'draft' }).map((d) => d.id)).toEqual([draft.id]);
    expect(s.decks.delete(draft.id)).toBe(true);
    expect(s.decks.get(draft.id)).toBeNull();
    expect(kindOf(() => s.decks.save({ name: 'x', guild: '', units: [] }))).toBe('validation');
    expect(kindOf(() => s.decks.save({ name: 'x', guild: 'Smashers', units: undefined }))).toBe('validation');
    expect(kindOf(() => s.decks.save({ name: 'x', guild: 'Smashers', units: [], kind: 'sideboard' as never }))).toBe('validation');
  });

  it('card sets are content-addressed per game, listed by game, renamed and deleted', () => {
    const s = fresh();
    const content = { vehicles: [{ id: 'm4', cost: 3 }] };
    const a = s.cardSets.save({ gameId: 'rush', name: 'Errata 1', content });
    expect(a.hash).toBe(s.cardSets.hashOf('rush', { vehicles: [{ cost: 3, id: 'm4' }] }));
    expect(s.cardSets.save({ gameId: 'rush', name: 'Again', content }).name).toBe('Errata 1');
    const b = s.cardSets.save({ gameId: 'ruckus', name: 'Same JSON, other game', content });
    expect(b.hash).not.toBe(a.hash);
    expect(s.cardSets.list({ gameId: 'rush' }).map((c) => c.hash)).toEqual([a.hash]);
    s.cardSets.rename(a.hash, 'Errata 1 (fixed)');
    expect(s.cardSets.get(a.hash)).toEqual({ ...a, name: 'Errata 1 (fixed)' });
    expect(kindOf(() => s.cardSets.rename('0'.repeat(64), 'x'))).toBe('not_found');
    expect(kindOf(() => s.cardSets.get('not-a-hash'))).toBe('validation');
    expect(kindOf(() => s.cardSets.save({ gameId: 'rush', name: 'Empty', content: null }))).toBe('validation');
    expect(s.cardSets.delete(b.hash)).toBe(true);
    expect(s.cardSets.list().length).toBe(1);
  });

  it('several repository calls in one store transaction are all undone when one fails', () => {
    const s = fresh();
    expect(kindOf(() => s.transaction(() => {
      s.decks.save({ name: 'Half', guild: 'Sneaks', units: [] });
      s.settings.set('last-deck', 'Half');
      s.campaigns.addMatch('missing', 'missing');
    }))).toBe('not_found');
    expect(s.decks.list()).toEqual([]);
    expect(s.settings.get('last-deck')).toBeUndefined();
  });
});
