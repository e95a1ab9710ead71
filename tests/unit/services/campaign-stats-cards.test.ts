import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceFailure } from '@shared/contract';
import { tricksModule } from '@main/engine/testing/tricks-module';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { LADDER } from '@main/services/campaign-main-service';
import { openStore, type Store } from '@main/store';

// The campaign logic is game-agnostic: the Tricks test game stands in for both real games here.
const games = (id: string) => (id === 'rush' || id === 'ruckus' || id === 'tricks' ? tricksModule : undefined);
const open: { store: Store; services: MainServices }[] = [];

function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-campaign-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, games, sleep: async () => {} });
  open.push({ store, services });
  return { store, services, impls: services.impls, match: services.impls.match as MatchMainService };
}

afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

/** Plays the human seat's first legal action until the match ends. */
async function playOut(match: MatchMainService, matchId: string, pick: (legal: unknown[]) => unknown = (l) => l[0]): Promise<void> {
  for (;;) {
    await match.idle(matchId);
    const v = await match.open({ matchId, seat: 0 });
    if (v.match.status !== 'active') return;
    const seat = v.match.seats.findIndex((s) => s.kind === 'human');
    const mine = await match.open({ matchId, seat });
    if (mine.legal.length) await match.act({ matchId, seat, action: pick(mine.legal.map((l) => l.action)), expectedActionCount: mine.match.actionCount });
  }
}

const highest = (legal: unknown[]) => [...legal].sort((a, b) => Number((b as { card: string }).card.slice(1)) - Number((a as { card: string }).card.slice(1)))[0];

async function refusal(call: () => unknown): Promise<ServiceFailure['error']> {
  const e = await Promise.resolve().then(call).then(() => null, (x: unknown) => x);
  if (!(e instanceof ServiceFailure)) throw new Error(`expected a ServiceFailure, got ${String(e)}`);
  return e.error;
}

describe('campaigns', () => {
  it('a Rush ladder climbs a rung per win and repeats a rung after a loss', async () => {
    const { impls, match } = start();
    const c = await impls.campaign.create({ kind: 'rush-ladder', name: 'Road to Berlin', player: 'Ann' });
    expect(c.next).toMatchObject({ gameId: 'rush', label: `Rung 1: ${LADDER[0]!.name} (easy)`, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', difficulty: 'easy' }] });
    let climbs = 0;
    // Deals are random (no seed is chosen for a campaign's match), so the games the climb takes vary: the budget is
    // large enough that the ladder is all but sure to be climbed (40 once fell short in a full run).
    for (let played = 0; played < 150 && climbs < LADDER.length; played++) {
      const { matchId } = await impls.campaign.playNext({ campaignId: c.id });
      expect((await impls.campaign.playNext({ campaignId: c.id })).matchId).toBe(matchId);
      await playOut(match, matchId, highest);
      const after = await impls.campaign.get({ campaignId: c.id });
      const won = after.timeline.at(-1)!.winners.length === 1 && after.timeline.at(-1)!.winners[0] === 'Ann';
      if (won) climbs++;
      expect(after.standings[0]!.note).toBe(climbs >= LADDER.length ? 'Ladder complete' : `On rung ${climbs + 1} of ${LADDER.length}: ${LADDER[climbs]!.name}`);
    }
    const done = await impls.campaign.get({ campaignId: c.id });
    expect(done.status).toBe('finished');
    expect(done.next).toBeNull();
    expect(await refusal(() => impls.campaign.playNext({ campaignId: c.id }))).toMatchObject({ kind: 'rule', rule: 'campaign-complete' });
  });

  it('the Ruckus Draft Tournament plays two 1-on-1 games, then winners and losers, and ranks all four', async () => {
    const { impls, match } = start();
    const c = await impls.campaign.create({ kind: 'ruckus-draft-tournament', name: 'Goblin Cup', player: 'Ann', difficulty: 'easy', setup: 'draft' });
    expect(c.standings.map((s) => s.name)).toEqual(['Ann', 'Grizelda', 'Mugwort', 'Snag']);
    const first = await impls.campaign.playNext({ campaignId: c.id });
    let view = await impls.campaign.get({ campaignId: c.id });
    expect(view.timeline.map((t) => [t.label, t.seats])).toEqual([['Round 1, game 1', ['Ann', 'Grizelda']], ['Round 1, game 2', ['Snag', 'Mugwort']]]);
    expect((await match.open({ matchId: first.matchId, seat: 0 })).match.options).toEqual({ setup: 'draft' });
    await playOut(match, first.matchId);
    await match.idle(view.timeline[1]!.matchId);
    view = await impls.campaign.get({ campaignId: c.id });
    expect(view.timeline.every((t) => t.status === 'finished')).toBe(true);
    const r1 = view.timeline.map((t) => ({ winner: t.winners[0]!, loser: t.seats.find((s) => s !== t.winners[0])! }));
    expect(view.next?.label).toBe(r1[0]!.winner === 'Ann' ? 'Final' : 'Third place');
    const second = await impls.campaign.playNext({ campaignId: c.id });
    view = await impls.campaign.get({ campaignId: c.id });
    const final = view.timeline.find((t) => t.label === 'Final')!;
    const third = view.timeline.find((t) => t.label === 'Third place')!;
    expect(final.seats.sort()).toEqual([r1[0]!.winner, r1[1]!.winner].sort());
    expect(third.seats.sort()).toEqual([r1[0]!.loser, r1[1]!.loser].sort());
    await playOut(match, second.matchId);
    for (const t of view.timeline) await match.idle(t.matchId);
    view = await impls.campaign.get({ campaignId: c.id });
    expect(view.status).toBe('finished');
    expect(view.standings.map((s) => s.place)).toEqual([1, 2, 3, 4]);
    const finalDone = view.timeline.find((t) => t.label === 'Final')!;
    expect(view.standings[0]!.name).toBe(finalDone.winners[0]);
  });

  it('a free series takes any match and ranks by wins; scheduled campaigns refuse outside matches', async () => {
    const { impls, match } = start();
    const free = await impls.campaign.create({ kind: 'free', name: 'Evenings' });
    const m = await match.create({ gameId: 'tricks', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'ai', name: 'Bot', difficulty: 'easy' }], options: {}, seed: 1 });
    await playOut(match, m.id);
    const view = await impls.campaign.addMatch({ campaignId: free.id, matchId: m.id });
    expect(view.timeline).toHaveLength(1);
    expect(view.standings.reduce((s, x) => s + x.wins, 0)).toBeCloseTo(1);
    const ladder = await impls.campaign.create({ kind: 'rush-ladder', name: 'L', player: 'Ann' });
    expect(await refusal(() => impls.campaign.addMatch({ campaignId: ladder.id, matchId: m.id }))).toMatchObject({ kind: 'rule' });
    expect(await refusal(() => impls.campaign.get({ campaignId: 'nope' }))).toMatchObject({ kind: 'not_found' });
    expect((await impls.campaign.list()).map((c) => c.name).sort()).toEqual(['Evenings', 'L']);
    expect(await impls.campaign.delete({ campaignId: free.id })).toEqual({ deleted: true });
  });
});

describe('statistics', () => {
  it('reports the player\'s results by game, players and opponents\' difficulty', async () => {
    // Easy opponents: the level only labels the games here, and Easy thinks least.
    const { impls, match } = start();
    let wins = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const players = seed % 2 ? 2 : 3;
      const seats = [{ kind: 'human' as const, name: 'Ann' }, ...Array.from({ length: players - 1 }, (_, i) => ({ kind: 'ai' as const, name: `Bot ${i}`, difficulty: 'easy' as const }))];
      const m = await match.create({ gameId: 'tricks', seats, options: {}, seed });
      await playOut(match, m.id, highest);
      const v = await match.open({ matchId: m.id, seat: 0 });
      if (v.outcome!.winners.includes(0)) wins++;
    }
    const report = await impls.stats.report({ seats: 'human', bucket: 'day', topCards: 5 });
    expect(report.byGame).toEqual([expect.objectContaining({ gameId: 'tricks', games: 6 })]);
    expect(report.byPlayers.map((r) => [r.key, r.games])).toEqual([[2, 3], [3, 3]]);
    expect(report.byOpponentDifficulty).toEqual([expect.objectContaining({ key: 'easy', games: 6 })]);
    expect(report.series.reduce((s, p) => s + p.games, 0)).toBe(6);
    expect(report.byGame[0]!.wins).toBeGreaterThanOrEqual(wins - 0.01 * 6);
  });
});

describe('card sets', () => {
  it('validates with precise issues, imports a valid set once, and refuses an invalid one', async () => {
    const { impls } = start();
    expect(await impls.cardSets.builtIn({ gameId: 'tricks' })).toEqual({ gameId: 'tricks', content: { cards: 12 } });
    expect(await impls.cardSets.validate({ gameId: 'tricks', content: { cards: 'x' } })).toEqual({ ok: false, issues: [{ path: 'cards', message: 'must be a positive whole number' }] });
    expect(await refusal(() => impls.cardSets.import({ gameId: 'tricks', name: 'Bad', content: { cards: 0 } }))).toMatchObject({ kind: 'validation', issues: [{ path: 'cards' }] });
    const saved = await impls.cardSets.import({ gameId: 'tricks', name: 'Mine', content: { cards: 20 } });
    expect((await impls.cardSets.import({ gameId: 'tricks', name: 'Again', content: { cards: 20 } })).hash).toBe(saved.hash);
    expect(await impls.cardSets.list({ gameId: 'tricks' })).toHaveLength(1);
    expect((await impls.cardSets.get({ hash: saved.hash })).content).toEqual({ cards: 20 });
    await impls.cardSets.rename({ hash: saved.hash, name: 'Renamed' });
    expect((await impls.cardSets.list({})).map((s) => s.name)).toEqual(['Renamed']);
    expect(await refusal(() => impls.cardSets.builtIn({ gameId: 'chess' }))).toMatchObject({ kind: 'not_found' });
    expect(await impls.cardSets.delete({ hash: saved.hash })).toEqual({ deleted: true });
  });
});
