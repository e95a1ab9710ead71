// Matches saved before the state fields took the rulebook's names (Rush cur, def, ach, ones, twos...; Ruckus p, dmg, f)
// still resume: the fixture was written by the tree of b3b63ad, the last one with the short names, as that app saved
// a match (each action with the hash of the state after it, and one snapshot). The games keep those names as their
// stored form (engine/storage.ts), so the snapshot reads back and every saved hash still proves the replay.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatView } from '@shared/contract';
import type { AnyGame } from '@main/engine/game';
import { hashState } from '@main/engine/hash';
import { storedHash, storedState } from '@main/engine/storage';
import { rushGame } from '@main/games/rush/game';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import { createMainServices } from '@main/services/main-services';
import { memoryLogger } from '@main/services/logger';
import { openStore } from '@main/store';

interface SavedMatch {
  gameId: string;
  options: Record<string, unknown>;
  players: number;
  seed: number;
  snapshot: { actionCount: number; state: unknown; stateHash: string };
  actions: { player: number; action: unknown; stateHash: string }[];
}

const fixture = JSON.parse(readFileSync(join(__dirname, '../../fixtures/saved-matches/before-renames.json'), 'utf8')) as { matches: SavedMatch[] };
const gameOf = (m: SavedMatch): AnyGame => (m.gameId === 'rush' ? rushGame : ruckusAnyGame) as AnyGame;
const label = (m: SavedMatch): string => `${m.gameId} ${String(m.options.setup ?? '')} ${m.players}p`.replace('  ', ' ');

type Opened = { services: ReturnType<typeof createMainServices>; store: ReturnType<typeof openStore> };
const open: Opened[] = [];
afterEach(() => {
  for (const { services, store } of open.splice(0)) { services.shutdown(); store.close(); }
});

function app(dataDir: string): Opened {
  const store = openStore({ dataDir, dailyBackup: false, snapshotEvery: 1000 });
  const opened = { store, services: createMainServices({ host: 'test', dataDir, log: memoryLogger(), store }) };
  open.push(opened);
  return opened;
}

async function call<T>(s: Opened, method: string, args: unknown): Promise<T> {
  const r = await s.services.dispatcher.call(method, args, 'test');
  if (!r.ok) throw new Error(`${method}: ${r.error.kind}: ${r.error.message}`);
  return r.result as T;
}

/** The saved match written into a new store, as the old app left it; with `snapshot` false, the actions alone. */
function saved(m: SavedMatch, edit: (actions: SavedMatch['actions']) => SavedMatch['actions'] = (a) => a, snapshot: unknown = m.snapshot.state): { dataDir: string; id: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-saved-before-renames-'));
  const store = openStore({ dataDir, dailyBackup: false, snapshotEvery: 1000 });
  const seats = Array.from({ length: m.players }, (_, i) => ({ kind: 'human' as const, name: `Player ${i + 1}` }));
  const { id } = store.matches.create({ gameId: m.gameId, options: m.options, seed: m.seed, seats });
  edit(m.actions).forEach((a, index) => store.matches.appendAction(id, { player: a.player, action: a.action, stateHash: a.stateHash }, index));
  if (snapshot !== null) store.matches.saveSnapshot(id, { actionCount: m.snapshot.actionCount, state: snapshot, stateHash: m.snapshot.stateHash });
  store.close();
  return { dataDir, id };
}

/** The state after the fixture's actions, played by today's rules from the setup. */
function playedNow(m: SavedMatch, count = m.actions.length): unknown {
  const game = gameOf(m);
  const state = game.setup({ ...m.options, players: m.players }, m.seed);
  for (const a of m.actions.slice(0, count)) expect(game.step(state, a.player, a.action)).toBeNull();
  return state;
}

describe('matches saved before the state fields were renamed', () => {
  it('holds states in the old names: the fixture is what it claims to be', () => {
    const rush = fixture.matches.find((m) => m.gameId === 'rush')!.snapshot.state as Record<string, unknown>;
    expect(Object.keys(rush)).toEqual(expect.arrayContaining(['cur', 'def', 'ach', 'achBox', 'ones', 'twos', 'base', 'baseDmg', 'defDmg']));
    const ruckus = fixture.matches.find((m) => m.options.setup === 'basic')!.snapshot.state as { p: { army: object[] }[] };
    expect(Object.keys(ruckus.p[0]!.army[0]!)).toEqual(expect.arrayContaining(['dmg', 'f']));
  });

  for (const m of fixture.matches) {
    describe(label(m), () => {
      it('keeps today\'s state, stored, equal to the saved one: same names, same hashes', () => {
        const game = gameOf(m);
        const atSnapshot = playedNow(m, m.snapshot.actionCount);
        expect(storedState(game, atSnapshot)).toEqual(m.snapshot.state);
        expect(storedHash(game, atSnapshot)).toBe(m.snapshot.stateHash);
        // The state in play has other names, so its own hash is not the saved one.
        expect(hashState(atSnapshot)).not.toBe(m.snapshot.stateHash);
        expect(storedHash(game, playedNow(m))).toBe(m.actions.at(-1)!.stateHash);
      });

      it('resumes from the saved snapshot, replays the actions after it, and shows today\'s view of that position', async () => {
        const { dataDir, id } = saved(m);
        const a = app(dataDir);
        const view = await call<SeatView>(a, 'match.open', { matchId: id, seat: 0 });
        expect(view.match.actionCount).toBe(m.actions.length);
        expect(view.view).toEqual(gameOf(m).view(playedNow(m), 0));
      });

      it('replays from the setup when there is no snapshot, and steps back to positions before and after the snapshot', async () => {
        const { dataDir, id } = saved(m, undefined, null);
        const a = app(dataDir);
        await call<SeatView>(a, 'match.open', { matchId: id, seat: 0 });
        for (const at of [10, m.snapshot.actionCount + 5]) {
          const then = await call<{ seatView: SeatView }>(a, 'match.replay', { matchId: id, seat: 0, at });
          expect(then.seatView.view).toEqual(gameOf(m).view(playedNow(m, at), 0));
        }
      });

      it('saves the next move in the same form, so the match resumes again in a new process', async () => {
        const { dataDir, id } = saved(m);
        const first = app(dataDir);
        const before = await call<SeatView>(first, 'match.open', { matchId: id, seat: 0 });
        const seat = before.pending[0]!.player;
        const mine = await call<SeatView>(first, 'match.open', { matchId: id, seat });
        const action = mine.legal[0]!.action;
        await call<SeatView>(first, 'match.act', { matchId: id, seat, action, expectedActionCount: mine.match.actionCount });
        first.services.shutdown(); first.store.close(); open.splice(open.indexOf(first), 1);
        const again = await call<SeatView>(app(dataDir), 'match.open', { matchId: id, seat: 0 });
        expect(again.match.actionCount).toBe(m.actions.length + 1);
        const game = gameOf(m), now = playedNow(m);
        expect(game.step(now, seat, action)).toBeNull();
        expect(again.view).toEqual(game.view(now, 0));
      });

      it('still refuses a saved hash that does not match: one of the state in play\'s own form', async () => {
        const wrongAt = m.actions.length - 3;
        const { dataDir, id } = saved(m, (actions) => actions.map((a, i) => (i === wrongAt ? { ...a, stateHash: hashState(playedNow(m, i + 1)) } : a)));
        await expect(call(app(dataDir), 'match.open', { matchId: id, seat: 0 })).rejects.toThrow(`the replay differs from the game as played at action ${wrongAt + 1}`);
      });

      it('refuses a damaged snapshot as damage, not a crash', async () => {
        const { dataDir, id } = saved(m, undefined, { ...(m.snapshot.state as object), turns: 999, round: 999 });
        await expect(call(app(dataDir), 'match.open', { matchId: id, seat: 0 })).rejects.toThrow('storage: The saved position');
      });
    });
  }
});
