// What the main side gives the screens to put words on (issue 22): why Undo is off, which moves a seat could not see
// and for what decision, statistics' cards by name, Pure Guild upgrade choices naming the card gained and each
// player's own Upgrade deck, and the Draft Tournament's log carrying both tables' combats in the tournament's seats.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceError, ServiceFailure } from '@shared/contract';
import { neutral } from '@shared/games/catalogues';
import { gameModule } from '@main/games/index';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';
import { Rng } from '@main/engine/rng';
import { ruckusAnyGame, type TournamentState } from '@main/games/ruckus/tournament';
import type { RuckusState } from '@main/games/ruckus/state';
import type { RuckusAction } from '@shared/games/ruckus-view';

const open: { store: Store; services: MainServices }[] = [];

function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-words-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, sleep: async () => {} });
  open.push({ store, services });
  return { store, impls: services.impls, match: services.impls.match as MatchMainService };
}

afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

const humans = [{ kind: 'human' as const, name: 'Ann' }, { kind: 'human' as const, name: 'Bo' }];

describe('the seat view\'s words', () => {
  it('says why a seat cannot undo, and says nothing when it can', async () => {
    const { match } = start();
    const created = await match.create({ gameId: 'rush', seats: humans, options: {}, seed: 3 });
    const first = await match.open({ matchId: created.id, seat: 0 });
    expect(first.canUndo).toBe(false);
    expect(first.undoReason).toBe('You have no action to take back.');
    const end = (first.legal.find((a) => a.action.type === 'end') ?? first.legal[0]!).action;
    const after = await match.act({ matchId: created.id, seat: 0, action: end, expectedActionCount: first.match.actionCount });
    if (after.canUndo) expect(after.undoReason).toBeUndefined();
    else expect(after.undoReason).toMatch(/cannot be taken back|no action to take back/);
    await match.resign({ matchId: created.id, seat: 0 });
    const over = await match.open({ matchId: created.id, seat: 0 });
    expect(over.canUndo).toBe(false);
    expect(over.undoReason).toBe('The match is over.');
  });

  it('refuses an illegal move with the rule and its words as a message, told with neutral names in the message', async () => {
    const { match } = start();
    for (const [gameId, options] of [['rush', {}], ['ruckus', { setup: 'basic' }]] as const) {
      const created = await match.create({ gameId, seats: humans, options, seed: 3 });
      const seat = await match.open({ matchId: created.id, seat: 0 });
      const e = await match.act({ matchId: created.id, seat: 0, action: { type: 'buy', card: 'no-such-card' }, expectedActionCount: seat.match.actionCount }).then(() => null, (x: unknown) => x);
      expect(e, gameId).toBeInstanceOf(ServiceFailure);
      const error = (e as ServiceFailure).error;
      if (error.kind !== 'rule') throw new Error(`expected a rule refusal, got ${error.kind}`);
      expect(error.words?.msg, gameId).toMatch(new RegExp(`^${gameId}\\.no\\.`));
      expect(error.message).toBe(neutral(error.words!));
      // The same refusal crosses the wire as the contract's error: its words pass the contract's schema.
      expect(ServiceError.safeParse(error).success).toBe(true);
    }
  });

  it('tells a replay which move was hidden from the seat and what decision it answered', async () => {
    const { match } = start();
    const created = await match.create({ gameId: 'ruckus', seats: humans, options: { setup: 'basic' }, seed: 5 });
    // Play to the first formation: both seats place behind the screen.
    for (let i = 0; i < 200; i++) {
      const v = await match.open({ matchId: created.id, seat: 0 });
      const d = v.pending[0]!;
      if (d.kind === 'formation' && d.player === 1) break;
      const seat = await match.open({ matchId: created.id, seat: d.player });
      await match.act({ matchId: created.id, seat: d.player, action: seat.legal[0]!.action, expectedActionCount: seat.match.actionCount });
    }
    const bo = await match.open({ matchId: created.id, seat: 1 });
    const place = bo.legal.map((a) => a.action).find((a) => a.type === 'place')!;
    await match.act({ matchId: created.id, seat: 1, action: place, expectedActionCount: bo.match.actionCount });
    const at = bo.match.actionCount + 1;
    const seenByAnn = await match.replay({ matchId: created.id, seat: 0, at });
    expect(seenByAnn.lastAction).toEqual({ player: 1, text: 'made a move you cannot see yet', hidden: true, kind: 'formation' });
    const seenByBo = await match.replay({ matchId: created.id, seat: 1, at });
    expect(seenByBo.lastAction).toMatchObject({ player: 1, kind: 'formation' });
    expect(seenByBo.lastAction!.hidden).toBeUndefined();
    expect(seenByBo.lastAction!.text).toMatch(/^Place .+ in row \d$/);
  });

  it('names the most used cards in statistics', async () => {
    const { match, impls } = start();
    const created = await match.create({ gameId: 'ruckus', seats: humans, options: { setup: 'basic' }, seed: 5 });
    await match.resign({ matchId: created.id, seat: 1 });
    const report = await impls.stats.report({ seats: 'human', bucket: 'day', topCards: 5 });
    const units = (gameModule('ruckus')!.defaultCardSet as { units: { id: string; name: string }[] }).units;
    expect(report.topCards.length).toBeGreaterThan(0);
    for (const c of report.topCards) expect(c.name).toBe(units.find((u) => u.id === c.card)!.name);
  });
});

describe('Ruckus words from the engine', () => {
  it('names the card each Pure Guild upgrade choice gains, and says each player has their own Upgrade deck', () => {
    const game = ruckusAnyGame;
    const entries: unknown[] = [];
    const s = game.setup({ players: 2, setup: 'pure' }, 8, entries) as RuckusState;
    const rng = new Rng(8);
    for (let i = 0; i < 20_000 && !game.outcome(s); i++) {
      const d = game.pending(s)[0]!;
      const legal = game.legalActions(s, d.player) as RuckusAction[];
      if (d.kind === 'upgrade' && legal.some((a) => a.type === 'upgrade')) {
        const texts = legal.filter((a) => a.type === 'upgrade').map((a) => game.describe(a, s));
        // One line per removal and card gained: no two the same.
        expect(new Set(texts).size).toBe(texts.length);
        for (const t of texts) expect(t).toMatch(/^Remove .+ and take .+ from your Upgrade deck$/);
        const log = game.logLines!(entries, s).map((l) => l.text);
        expect(log.find((l) => l.startsWith('Armies shuffled'))).toMatch(/each player has their own Upgrade deck \(Player 1 \d+ cards, Player 2 \d+ cards\)/);
        return;
      }
      expect(game.step(s, d.player, legal[rng.int(legal.length)], entries)).toBeNull();
    }
    throw new Error('no upgrade decision was reached');
  });

  it('keeps both tables\' lines in the Draft Tournament\'s log, in the tournament\'s seats, through to stage 2', () => {
    const entries: unknown[] = [];
    const s = ruckusAnyGame.setup({ players: 4, setup: 'tournament' }, 4, entries) as TournamentState;
    const rng = new Rng(4);
    const lines = (): string[] => ruckusAnyGame.logLines!(entries, s).map((l) => l.text);
    while (!ruckusAnyGame.outcome(s) && s.stage < 2) {
      const d = ruckusAnyGame.pending(s);
      const dec = d[rng.int(d.length)]!;
      const legal = ruckusAnyGame.legalActions(s, dec.player);
      expect(ruckusAnyGame.step(s, dec.player, legal[rng.int(legal.length)], entries)).toBeNull();
    }
    expect(s.stage).toBe(2);
    const log = lines();
    const stage2 = log.findIndex((l) => l.startsWith('Stage 2:'));
    const before = log.slice(0, stage2);
    // Stage 1's two games, each with its combats, in the tournament's seats (table 2 is Players 3 and 4).
    expect(before.some((l) => /^Table 1: Combat round 1 for /.test(l))).toBe(true);
    expect(before.some((l) => /^Table 2: Combat round 1 for /.test(l))).toBe(true);
    expect(before.filter((l) => l.startsWith('Table 2:')).some((l) => /Player [34]\b/.test(l))).toBe(true);
    expect(before.filter((l) => l.startsWith('Table 2:')).every((l) => !/Player [12]\b/.test(l))).toBe(true);
    // Stage 2's games under way follow.
    expect(log.slice(stage2 + 1).some((l) => l.startsWith('Table 1:'))).toBe(true);
    // The log only grows: stage 1's lines are still there as the tournament goes on.
    const n = log.length;
    const d = ruckusAnyGame.pending(s)[0]!;
    ruckusAnyGame.step(s, d.player, ruckusAnyGame.legalActions(s, d.player)[0], entries);
    expect(lines().slice(0, stage2 + 1)).toEqual(log.slice(0, stage2 + 1));
    expect(lines().length).toBeGreaterThanOrEqual(n);
  });
});
