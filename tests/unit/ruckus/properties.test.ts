// Property tests (fast-check): the 3-2-1 rule in formations, damage resolution, and falling forward.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ruckusGame } from '@main/games/ruckus/game';
import { buildPosition } from '@main/games/ruckus/scenario-support';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { fallRequired } from '@main/games/ruckus/fall';
import type { RuckusState } from '@main/games/ruckus/state';
import type { ScenarioFile } from '@main/engine/scenario';

// Units without skills, so no reaction or passive effect changes the arithmetic.
const PLAIN = defaultCardSet.units.filter((u) => !u.skill).map((u) => u.id);
const CAP = [3, 2, 1];
const stats = new Map(defaultCardSet.units.map((u) => [u.id, u]));
const scenario = (players: number): ScenarioFile => ({ name: 'property', game: 'ruckus', players, seed: 1, steps: [{ expect: {} }] });

function build(position: unknown): RuckusState {
  const built = buildPosition(ruckusGame.cards, position, scenario(2));
  if (!built.ok) throw new Error(built.issues.join('; '));
  return built.state;
}

/** Plays the legal action chosen by `pick` (an index, wrapped) for whoever must decide, while `phase` lasts. */
function playWhile(s: RuckusState, phases: string[], picks: number[], stop: (s: RuckusState) => boolean = () => false): void {
  let i = 0;
  while (phases.includes(s.phase) && !stop(s)) {
    const d = ruckusGame.pending(s)[0];
    if (!d) return;
    const legal = ruckusGame.legalActions(s, d.player);
    const a = legal[(picks[i++ % Math.max(1, picks.length)] ?? 0) % legal.length];
    const error = ruckusGame.step(s, d.player, a);
    if (error) throw new Error(`${JSON.stringify(a)} rejected: ${error.rule}`);
  }
}

const distinctUnits = (min: number, max: number) => fc.uniqueArray(fc.constantFrom(...PLAIN), { minLength: min, maxLength: max });

describe('the 3-2-1 rule (formations)', () => {
  it('any sequence of placements keeps rows within 3, 2 and 1, never an empty row in front, at most 6 cards', () => {
    fc.assert(fc.property(distinctUnits(1, 10), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (hand, picks) => {
      const s = build({ phase: 'formation', players: [{ hand }, { hand: ['V7'] }], prize: 'V8' });
      let i = 0;
      while (s.phase === 'formation' && !s.seats[0].done) {
        const legal = ruckusGame.legalActions(s, 0);
        const a = legal[picks[i++ % picks.length] % legal.length];
        expect(ruckusGame.step(s, 0, a)).toBeNull();
        const rows = [0, 0, 0];
        for (const u of s.seats[0].army) rows[u.row]++;
        rows.forEach((n, r) => expect(n).toBeLessThanOrEqual(CAP[r]));
        if (rows[1] > 0) expect(rows[0]).toBeGreaterThan(0);
        if (rows[2] > 0) expect(rows[1]).toBeGreaterThan(0);
        expect(s.seats[0].army.length).toBeLessThanOrEqual(6);
        if (i > 20) break;
      }
    }), { numRuns: 300 });
  });

  it('a placement into a full row is refused by the 3-2-1 rule and changes nothing', () => {
    fc.assert(fc.property(distinctUnits(7, 7), fc.integer({ min: 0, max: 2 }), (hand, row) => {
      const s = build({ phase: 'formation', players: [{ hand }, { hand: ['V7'] }], prize: 'V8' });
      let k = 0;
      for (let r = 0; r < 3; r++) for (let n = 0; n < CAP[r]; n++) expect(ruckusGame.step(s, 0, { type: 'place', card: hand[k++], row: r })).toBeNull();
      const before = JSON.stringify(s);
      expect(ruckusGame.step(s, 0, { type: 'place', card: hand[6], row })?.rule).toBe('3-2-1-rule');
      expect(JSON.stringify(s)).toBe(before);
    }), { numRuns: 100 });
  });
});

describe('damage resolution', () => {
  const army = fc.tuple(distinctUnits(1, 6), fc.array(fc.nat(), { minLength: 6, maxLength: 6 }));

  it('a hit uses exactly min(damage, what the 1st row can take) whatever the receiver assigns; other rows are untouched', () => {
    fc.assert(fc.property(army, fc.integer({ min: 1, max: 20 }), fc.boolean(), fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), ([ids, dmgSeeds], amount, blockable, picks) => {
      const front = ids.slice(0, Math.min(3, ids.length));
      const back = ids.slice(front.length, front.length + 2);
      const units = front.map((id, i) => ({ id, damage: dmgSeeds[i] % stats.get(id)!.hearts }));
      const s = build({
        phase: 'resolution', prize: 'V7', victoryDeck: ['V8'],
        hits: [{ to: 1, amount, blockable, row: 0, from: blockable ? 0 : -1 }],
        // G-800 (a Victory card) stands behind so the army survives and the round goes on.
        players: [{ rows: [[{ id: 'V11', zombie: true }]] }, { rows: [units, [...back.slice(0, 1), 'V3']] }],
      });
      const capacity = units.reduce((n, u) => n + (blockable ? stats.get(u.id)!.shields : 0) + stats.get(u.id)!.hearts - u.damage, 0);
      const heartsBefore = units.reduce((n, u) => n + u.damage, 0);
      playWhile(s, ['resolution'], picks, (x) => x.hits.length === 0);
      // Every front-row unit either took all it could (defeated, now discarded) or holds the rest of the hit.
      const alive = s.seats[1].army.filter((u) => front.includes(u.id));
      const discarded = front.filter((id) => s.seats[1].discard.includes(id));
      expect(alive.length + discarded.length).toBe(front.length);
      for (const u of alive) expect(u.damage).toBeLessThan(stats.get(u.id)!.hearts);
      if (amount >= capacity) expect(discarded.length).toBe(front.length);
      const placed = alive.reduce((n, u) => n + u.damage, 0) + discarded.reduce((n, id) => n + stats.get(id)!.hearts, 0) - heartsBefore;
      expect(placed).toBeLessThanOrEqual(amount);
      if (!blockable) expect(placed).toBe(Math.min(amount, capacity));
      for (const id of [...back.slice(0, 1), 'V3']) expect(s.seats[1].army.find((u) => u.id === id)?.damage).toBe(0);
      expect(ruckusGame.invariants!(s)).toEqual([]);
    }), { numRuns: 300 });
  });

  it('the highest total deals to every other player and the second highest to the highest, ties in player order', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 2, maxLength: 4 }), fc.nat(3), (bonuses, firstSeed) => {
      const players = bonuses.length;
      const first = firstSeed % players;
      const built = buildPosition(ruckusGame.cards, {
        phase: 'declaration', first, prize: 'V7',
        // Two units that cannot attack per army: the totals are the skill bonuses, and the first hit waits for a choice.
        players: bonuses.map((bonus, i) => ({ rows: [[['F03', 'F14'], ['C14', 'C24'], ['N15', 'N22'], ['T16', 'T23']][i].map((id) => ({ id, noAttack: true }))], bonus })),
      }, scenario(players));
      if (!built.ok) throw new Error(built.issues.join('; '));
      const s = built.state;
      const order = Array.from({ length: players }, (_, k) => (first + k) % players);
      const total = (p: number): number => bonuses[p];
      let hi = order[0];
      for (const p of order) if (total(p) > total(hi)) hi = p;
      let second = -1;
      for (const p of order) if (p !== hi && (second < 0 || total(p) > total(second))) second = p;
      const expected = order.flatMap((p) => {
        const from = p === hi ? second : hi;
        return total(from) > 0 ? [{ to: p, from, amount: total(from) }] : [];
      });
      expect(s.declared).toEqual(bonuses.map((_, p) => total(p)));
      expect(s.hits.map((h) => ({ to: h.to, from: h.from, amount: h.amount }))).toEqual(expected);
    }), { numRuns: 200 });
  });
});

describe('falling forward', () => {
  const rowsArb = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }))
    .filter(([a, b, c]) => a + b + c > 0);

  it('units only move forward, rows never overflow by falling, and no empty row is left in front of a unit', () => {
    fc.assert(fc.property(rowsArb, distinctUnits(8, 8), fc.array(fc.nat(), { minLength: 1, maxLength: 10 }), ([a, b, c], ids, picks) => {
      const rows = [ids.slice(0, a), ids.slice(a, a + b), ids.slice(a + b, a + b + c)];
      // Smoke Bomber's unused unblockable damage keeps the round going after the fall (no stalemate clears the armies).
      const s = build({ phase: 'fall', prize: 'V7', players: [{ rows }, { rows: [['V3', 'T13']] }] });
      playWhile(s, ['fall'], picks);
      const army = s.seats[0].army;
      expect(army.map((u) => u.id).sort()).toEqual(rows.flat().sort());
      const counts = [0, 0, 0];
      for (const u of army) {
        const from = rows.findIndex((r) => r.includes(u.id));
        expect(u.row).toBeLessThanOrEqual(from);
        counts[u.row]++;
      }
      counts.forEach((n, r) => expect(n).toBeLessThanOrEqual(Math.max(CAP[r], rows[r].length)));
      expect(fallRequired(s, 0)).toBe(false);
      if (counts[1] > 0 || counts[2] > 0) expect(counts[0]).toBeGreaterThan(0);
    }), { numRuns: 300 });
  });
});
