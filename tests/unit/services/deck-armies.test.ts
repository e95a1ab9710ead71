// A saved army taken into a Ruckus match: the match service passes the armies option to the engine unchanged, and an
// army the rules refuse comes back as a validation error naming the army's problem, with no match created.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceFailure, type SeatView } from '@shared/contract';
import type { RuckusView } from '@shared/games/ruckus-view';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { DeckMainService } from '@main/services/deck-main-service';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];
function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-deck-armies-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store });
  open.push({ store, services });
  return { store, decks: services.impls.decks as DeckMainService, match: services.impls.match as MatchMainService };
}
afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

const units = (guild: string, level: 1 | 2) => defaultCardSet.units.filter((u) => u.guild === guild && u.level === level).map((u) => u.id);
const seats = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'human' as const, name: 'Ben' }];

describe('saved armies in a Ruckus match', () => {
  it('the seat with a saved army holds exactly that army once the game begins', async () => {
    const { decks, match } = start();
    const saved = decks.save({ kind: 'army', name: 'Fliers', guild: 'thieves', units: [...units('thieves', 2).slice(-3), ...units('thieves', 1).slice(-2)], notes: '' });
    const created = await match.create({ gameId: 'ruckus', seats, options: { setup: 'basic', guilds: ['thieves', 'clerics'], armies: [{ guild: saved.guild, units: saved.units }, null] }, seed: 12 });
    const seat: SeatView = await match.open({ matchId: created.id, seat: 0 });
    const view = seat.view as RuckusView;
    const mine = [...view.seats[0]!.drawCards!, ...view.seats[0]!.hand!].sort();
    const startingUnits = defaultCardSet.units.filter((u) => u.guild === 'thieves' && u.level === 'S').map((u) => u.id);
    expect(mine).toEqual([...startingUnits, ...saved.units].sort());
    // The options are stored as given, so the match replays from its record alone.
    expect(created.options.armies).toEqual([{ guild: 'thieves', units: saved.units }, null]);
  });

  it('an illegal army is refused with the engine\'s reasons under options, and no match is stored', async () => {
    const { match } = start();
    const tooMany = [...units('fighters', 2).slice(0, 6), units('fighters', 1)[0]!];
    let error: ServiceFailure['error'] | undefined;
    try {
      await match.create({ gameId: 'ruckus', seats, options: { setup: 'advanced', armies: [{ guild: 'fighters', units: tooMany }, { guild: 'clerics', units: ['F07'] }] } });
    } catch (e) {
      if (e instanceof ServiceFailure) error = e.error;
    }
    expect(error).toMatchObject({ kind: 'validation' });
    expect(error!.kind === 'validation' && error!.issues.map((i) => i.path)).toEqual(['options.armies[0].units', 'options.armies[1].units[0]']);
    expect(match.list({ limit: 10, offset: 0 }).total).toBe(0);
  });
});
