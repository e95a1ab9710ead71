// An action is sent with the action count of the view it was chosen on. A move that leaves the player's position as
// it was does not make that view out of date: a move at the Draft Tournament's other table, or another player's
// placement behind the screen while everyone places at once. A move at the player's own table, a phase or stage that
// ends, or any move in a turn-based phase makes the player look again ("The match has moved on").
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceFailure, type SeatView } from '@shared/contract';
import { memoryLogger } from '@main/services/logger';
import { createMainServices, type MainServices } from '@main/services/main-services';
import type { MatchMainService } from '@main/services/match-main-service';
import { openStore, type Store } from '@main/store';
import type { TournamentView } from '@shared/games/ruckus-view';

const open: { store: Store; services: MainServices }[] = [];

function start() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skirmish-tournament-stale-'));
  const store = openStore({ dataDir, dailyBackup: false });
  const services = createMainServices({ host: 'test', dataDir, log: memoryLogger(), store, sleep: async () => {} });
  open.push({ store, services });
  return { store, match: services.impls.match as MatchMainService };
}

afterEach(() => {
  for (const { store, services } of open.splice(0)) { services.shutdown(); store.close(); }
});

async function refusal(p: Promise<unknown>): Promise<ServiceFailure['error'] | null> {
  const e = await p.then(() => null, (x: unknown) => x);
  if (e === null) return null;
  if (!(e instanceof ServiceFailure)) throw new Error(`expected a ServiceFailure, got ${String(e)}`);
  return e.error;
}

const seats = ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ kind: 'human' as const, name }));
const tables = (v: SeatView) => (v.view as TournamentView).seats;

describe('Draft Tournament: an action sent on a view older than the other table\'s moves', () => {
  it('is taken when only the other table moved, and refused once the player\'s own table moved', async () => {
    const { store, match } = start();
    const m = await match.create({ gameId: 'ruckus', seats, options: { setup: 'tournament' }, seed: 3 });
    const first = await match.open({ matchId: m.id, seat: 0 });
    const [mine, other] = tables(first).map((t) => t.slice());
    const mate = mine!.find((s) => s !== 0)!;
    expect(other).not.toContain(0);
    expect(first.legal.length).toBeGreaterThan(0);

    // Seat 0 looks at the table (count c); a player at the other table moves twice meanwhile.
    const c = first.match.actionCount;
    let moved = 0;
    for (const s of other!) {
      const v = await match.open({ matchId: m.id, seat: s });
      if (!v.legal.length) continue;
      await match.act({ matchId: m.id, seat: s, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
      moved++;
      if (moved === 2) break;
    }
    expect(moved).toBeGreaterThan(0);
    expect(store.matches.get(m.id)!.actionCount).toBe(c + moved);

    // Seat 0's pick, chosen on the view at c, is still taken.
    const after = await match.act({ matchId: m.id, seat: 0, action: first.legal[0]!.action, expectedActionCount: c });
    expect(after.match.actionCount).toBe(c + moved + 1);

    // Now the same-table opponent moves; seat 0 sends an action chosen before it: refused, nothing saved.
    const stale = await match.open({ matchId: m.id, seat: 0 });
    const v = await match.open({ matchId: m.id, seat: mate });
    expect(v.legal.length).toBeGreaterThan(0);
    await match.act({ matchId: m.id, seat: mate, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
    const count = store.matches.get(m.id)!.actionCount;
    const refused = await refusal(match.act({ matchId: m.id, seat: 0, action: (stale.legal[0] ?? first.legal[0]!).action, expectedActionCount: stale.match.actionCount }));
    expect(refused).toMatchObject({ kind: 'validation' });
    expect(refused!.message).toMatch(/moved on/);
    expect(store.matches.get(m.id)!.actionCount).toBe(count);

    // A view from the future is refused too.
    const future = await refusal(match.act({ matchId: m.id, seat: 0, action: (stale.legal[0] ?? first.legal[0]!).action, expectedActionCount: count + 1 }));
    expect(future).toMatchObject({ kind: 'validation' });
  });

  it('in a plain game, any other seat\'s move makes an older view out of date', async () => {
    const { match } = start();
    const m = await match.create({ gameId: 'ruckus', seats: seats.slice(0, 2), options: { setup: 'draft', guilds: ['fighters', 'clerics'] }, seed: 5 });
    let a = await match.open({ matchId: m.id, seat: 0 });
    const b = await match.open({ matchId: m.id, seat: 1 });
    // Whoever must decide first moves; the other seat's older view is then refused.
    const [mover, waiter] = a.legal.length ? [a, 1] : [b, 0];
    const old = waiter === 0 ? a : b;
    await match.act({ matchId: m.id, seat: mover.seat, action: mover.legal[0]!.action, expectedActionCount: mover.match.actionCount });
    a = await match.open({ matchId: m.id, seat: waiter });
    const legal = a.legal[0];
    expect(legal).toBeDefined();
    const refused = await refusal(match.act({ matchId: m.id, seat: waiter, action: legal!.action, expectedActionCount: old.match.actionCount }));
    expect(refused).toMatchObject({ kind: 'validation' });
  });
});

describe('Ruckus formation behind the screen: an action sent on a view older than another player\'s placement', () => {
  it('is taken while everyone places at once, and refused once the formations are revealed', async () => {
    const { store, match } = start();
    const m = await match.create({ gameId: 'ruckus', seats: seats.slice(0, 2), options: { setup: 'basic', guilds: ['fighters', 'clerics'] }, seed: 7 });
    const phase = (v: SeatView) => (v.view as { phase: string }).phase;
    let a = await match.open({ matchId: m.id, seat: 0 });
    for (let i = 0; i < 20 && phase(a) !== 'formation'; i++) {
      // Basic needs no building; play any earlier decision out.
      const s = a.pending[0]!.player;
      const v = await match.open({ matchId: m.id, seat: s });
      await match.act({ matchId: m.id, seat: s, action: v.legal[0]!.action, expectedActionCount: v.match.actionCount });
      a = await match.open({ matchId: m.id, seat: 0 });
    }
    expect(phase(a)).toBe('formation');
    const place0 = a.legal.map((x) => x.action).find((x) => x.type === 'place')!;
    expect(place0).toBeDefined();
    // Seat 1 places a unit behind the screen; seat 0's placement chosen before it is still taken.
    const b = await match.open({ matchId: m.id, seat: 1 });
    const place1 = b.legal.map((x) => x.action).find((x) => x.type === 'place')!;
    await match.act({ matchId: m.id, seat: 1, action: place1, expectedActionCount: b.match.actionCount });
    const taken = await match.act({ matchId: m.id, seat: 0, action: place0, expectedActionCount: a.match.actionCount });
    expect(taken.match.actionCount).toBe(a.match.actionCount + 2);
    expect(store.matches.get(m.id)!.actionCount).toBe(a.match.actionCount + 2);

    // Seat 1 confirms its formation; when seat 0's view is older than a move that ends the phase, it is refused.
    let v0 = await match.open({ matchId: m.id, seat: 0 });
    const done0 = v0.legal.map((x) => x.action).find((x) => x.type === 'confirm');
    expect(done0).toBeDefined();
    let v1 = await match.open({ matchId: m.id, seat: 1 });
    const done1 = v1.legal.map((x) => x.action).find((x) => x.type === 'confirm')!;
    await match.act({ matchId: m.id, seat: 1, action: done1, expectedActionCount: v1.match.actionCount });
    // Still the formation phase (seat 0 has not confirmed): seat 1's confirm changed only seat 1's own zones.
    v1 = await match.open({ matchId: m.id, seat: 1 });
    expect(phase(v1)).toBe('formation');
    v0 = await match.act({ matchId: m.id, seat: 0, action: done0, expectedActionCount: v0.match.actionCount });
    expect(phase(v0)).not.toBe('formation');
    // The reveal ended the phase: an action chosen on seat 1's formation-phase view is now out of date.
    const refused = await refusal(match.act({ matchId: m.id, seat: 1, action: done1, expectedActionCount: v1.match.actionCount }));
    expect(refused).toMatchObject({ kind: 'validation' });
  });
});
