// The campaign timeline's armies: each seat's Ruckus guild and units, or Rush nation and vehicles, read from the
// game's per-seat figures once a match is over, and nothing while it goes on (armies stay hidden until the end).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameModule } from '@main/games/index';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import { CampaignMainService } from '@main/services/campaign-main-service';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';

const open: { store: Store; services: MainServices }[] = [];

function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-campaign-armies-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, sleep: async () => {} });
  open.push({ store, services });
  return { store, impls: services.impls, match: services.impls.match as MatchMainService };
}

afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

/** A small seeded generator, so the played game is the same on every run. */
function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x % n; };
}

const humans = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'human' as const, name: 'Bo' }];

describe('campaign armies', () => {
  it('shows each seat\'s Ruckus guild and drafted units once the match ends, and none while it goes on', async () => {
    const { impls, match } = start();
    const series = await impls.campaign.create({ kind: 'free', name: 'Goblin nights' });
    const created = await match.create({ gameId: 'ruckus', seats: humans, options: { setup: 'draft', guilds: ['fighters', 'clerics'] }, seed: 11 });
    await impls.campaign.addMatch({ campaignId: series.id, matchId: created.id });
    const drafted: string[][] = [[], []];
    // Four picks each, in turn: whoever must pick takes the first unit offered.
    for (let i = 0; i < 8; i++) {
      const seat = (await match.open({ matchId: created.id, seat: 0 })).pending[0]!.player;
      const mine = await match.open({ matchId: created.id, seat });
      const pick = mine.legal.map((a) => a.action).find((a) => a.type === 'pick')!;
      await match.act({ matchId: created.id, seat, action: pick, expectedActionCount: mine.match.actionCount });
      drafted[seat]!.push('card' in pick ? pick.card : '');
    }
    const during = await impls.campaign.get({ campaignId: series.id });
    expect(during.timeline[0]!.status).toBe('active');
    expect(during.timeline[0]!.armies).toEqual([]);

    await match.resign({ matchId: created.id, seat: 1 });
    const after = await impls.campaign.get({ campaignId: series.id });
    const units = (gameModule('ruckus')!.defaultCardSet as { units: { id: string; name: string }[] }).units;
    const nameOf = (id: string) => units.find((u) => u.id === id)!.name;
    expect(after.timeline[0]!.status).toBe('resigned');
    expect(after.timeline[0]!.armies).toEqual([0, 1].map((seat) => ({
      name: humans[seat]!.name,
      faction: ['fighters', 'clerics'][seat],
      cards: drafted[seat]!.map((id) => ({ id, name: nameOf(id), copies: 1 })).sort((a, b) => a.name.localeCompare(b.name)),
    })));
    // Read again (from the cache): the same answer.
    expect((await impls.campaign.get({ campaignId: series.id })).timeline[0]!.armies).toEqual(after.timeline[0]!.armies);
  });

  it('shows each seat\'s Rush nation (the one most of its vehicles belong to) and its vehicles after a played-out game', async () => {
    const { impls, match } = start();
    const series = await impls.campaign.create({ kind: 'free', name: 'Tank evenings' });
    const created = await match.create({ gameId: 'rush', seats: humans, options: {}, seed: 5 });
    await impls.campaign.addMatch({ campaignId: series.id, matchId: created.id });
    const rnd = lcg(3);
    for (let moves = 0; moves < 20_000; moves++) {
      const v = await match.open({ matchId: created.id, seat: 0 });
      if (v.match.status !== 'active') break;
      const seat = v.pending[0]!.player;
      const legal = seat === 0 ? v.legal : (await match.open({ matchId: created.id, seat })).legal;
      await match.act({ matchId: created.id, seat, action: legal[rnd(legal.length)]!.action, expectedActionCount: v.match.actionCount });
    }
    const [entry] = (await impls.campaign.get({ campaignId: series.id })).timeline;
    expect(entry!.status).toBe('finished');
    const vehicles = (gameModule('rush')!.defaultCardSet as { vehicles: { id: string; name: string; nation: string }[] }).vehicles;
    expect(entry!.armies.map((a) => a.name)).toEqual(['Ann', 'Bo']);
    for (const army of entry!.armies) {
      expect(army.cards.length).toBeGreaterThan(0);
      const byNation = new Map<string, number>();
      for (const c of army.cards) {
        const v = vehicles.find((x) => x.id === c.id)!;
        expect(c.name).toBe(v.name);
        byNation.set(v.nation, (byNation.get(v.nation) ?? 0) + c.copies);
      }
      const top = Math.max(...byNation.values());
      const leaders = [...byNation].filter(([, n]) => n === top).map(([nation]) => nation);
      expect(army.faction).toBe(leaders.length === 1 ? leaders[0] : null);
    }
  }, 60_000);

  it('shows no armies for a game without per-seat figures or when no games are given', async () => {
    const { store, impls, match } = start();
    const created = await match.create({ gameId: 'ruckus', seats: humans, options: { setup: 'basic' }, seed: 2 });
    await match.resign({ matchId: created.id, seat: 0 });
    const bare = new CampaignMainService({ campaigns: store.campaigns, matches: store.matches, match });
    const series = await bare.create({ kind: 'free', name: 'Bare' });
    bare.addMatch({ campaignId: series.id, matchId: created.id });
    expect(bare.get({ campaignId: series.id }).timeline[0]!.armies).toEqual([]);
    // The same match through the app's service has them: each seat's guild as the table shows it.
    const guilds = ((await match.open({ matchId: created.id, seat: 0 })).view as { seats: { guild: string }[] }).seats.map((p) => p.guild);
    expect((await impls.campaign.get({ campaignId: series.id })).timeline[0]!.armies.map((a) => a.faction)).toEqual(guilds);
  });
});
