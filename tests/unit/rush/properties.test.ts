// Property tests (fast-check) for the arithmetic of buying, the resolution of attacks and the draw with reshuffle.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ScenarioFile } from '@main/engine/scenario';
import { rushGame } from '@main/games/rush/game';
import { rushScenariosOf } from '@main/games/rush/scenario';
import { HEAVY, NATIONAL } from '@main/games/rush/compiled';
import type { RushState } from '@main/games/rush/state';
import { nums } from '@main/games/rush/zones';

const c = rushGame.cards;
const rushScenarios = rushScenariosOf(rushGame);
const scenario = (players: number, seed = 1): ScenarioFile => ({ name: 'property', game: 'rush', players, seed, steps: [{ expect: {} }] });
function build(position: unknown, players = 2): RushState {
  const built = rushScenarios.position(position, scenario(players));
  if (!built.ok) throw new Error(built.issues.join('; '));
  return built.state;
}
const num = (id: string): number => {
  const n = c.byId.get(id) ?? c.set.vehicles.findIndex((v) => v.id === id);
  if (n < 0) throw new Error(`no card ${id}`);
  return n;
};
const step = (s: RushState, player: number, action: unknown): void => {
  const error = rushGame.step(s, player, action as never);
  if (error) throw new Error(`${JSON.stringify(action)}: ${error.rule}`);
};

// Hand cards with resources: Engineers (1), Technicians (none), medals (1, 2), vehicles with 1-3 and national resources.
const HAND_POOL = ['p1-b1', 'p1-b2', 'p1-b3', 'p1-b5', 'm1-ussr-1', 'm2-usa-1', 'ussr-a-44', 'germany-panzer-iii-iv', 'usa-m2-medium-tank', 'ussr-t-46', 'france-char-b1', 'usa-liberty-supply-train'];
const RESERVE_POOL = ['ussr-t-26', 'ussr-t-50', 'ussr-kv-1', 'germany-panzer-iii', 'germany-tiger-ii', 'usa-t95', 'usa-m3-stuart', 'france-renault-d1'];

describe('buy arithmetic', () => {
  it('a reserve card can be bought exactly when the usable resources cover it, and paying stops once covered', () => {
    fc.assert(fc.property(
      fc.subarray(HAND_POOL, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: RESERVE_POOL.length - 1 }), fc.integer({ min: 0, max: 1 << 30 }),
      (hand, pick, order) => {
        const target = RESERVE_POOL[pick]!;
        const reserve = [target, ...RESERVE_POOL.filter((r) => r !== target).slice(0, 3)];
        const s = build({ players: [{ hand }, { hand: ['p2-b1'] }], reserve, deck: ['france-amx-38'] });
        const t = num(target);
        const usable = hand.map(num).filter((h) => c.resources[h]! > 0 && !((c.passives[h]! & NATIONAL) && c.nation[h] !== c.nation[t]));
        const total = usable.reduce((sum, h) => sum + c.resources[h]!, 0);
        const buy = { type: 'buy', card: c.ids[t] };
        const legal = rushGame.legalActions(s, 0).some((a) => JSON.stringify(a) === JSON.stringify(buy));
        expect(legal).toBe(total >= c.cost[t]!);
        const error = rushGame.step(s, 0, buy as never);
        if (total < c.cost[t]!) { expect(error?.rule).toBe('buy-insufficient-resources'); return; }
        expect(error).toBeNull();
        let paid = 0, last = 0, seed = order;
        while (s.phase === 1) {
          const options = rushGame.legalActions(s, 0);
          expect(options.every((a) => a.type === 'pay')).toBe(true);
          const a = options[seed % options.length]! as { type: 'pay'; card: string };
          seed = Math.floor(seed / 7) + 3;
          last = c.resources[num(a.card)]!;
          paid += last;
          step(s, 0, a);
        }
        expect(paid).toBeGreaterThanOrEqual(c.cost[t]!);
        expect(paid - last).toBeLessThan(c.cost[t]!);
        expect(s.credit.reduce((x, y) => x + y, 0)).toBe(paid - c.cost[t]!);
        expect(nums(s.depots[0]!)).toContain(t);
        expect(nums(s.reserve)[0]).toBe(num('france-amx-38'));
        expect(s.reserve.length).toBe(4);
        expect(nums(s.depots[0]!).length + nums(s.hands[0]!).length).toBe(hand.length + 1);
      },
    ), { numRuns: 300 });
  });

  it('with Summon, several purchases are allowed while the resources paid cover all the costs of the turn', () => {
    fc.assert(fc.property(fc.subarray(HAND_POOL.filter((h) => h !== 'p1-b5'), { minLength: 1, maxLength: 6 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 }), (hand, picks) => {
      const s = build({ players: [{ hand: ['p1-b6', ...hand] }, { hand: ['p2-b1'] }], reserve: RESERVE_POOL.slice(0, 4) });
      step(s, 0, { type: 'ability', card: 'p1-b6', ability: 0 });
      let costs = 0, paid = 0;
      for (const i of picks) {
        const r = nums(s.reserve)[i];
        if (r === undefined || rushGame.step(s, 0, { type: 'buy', card: c.ids[r]! }) !== null) continue;
        costs += c.cost[r]!;
        while (s.phase === 1) {
          const a = rushGame.legalActions(s, 0)[0] as { card: string };
          paid += c.resources[num(a.card)]!;
          step(s, 0, a);
        }
      }
      expect(paid).toBeGreaterThanOrEqual(costs);
      expect(paid - costs).toBe(s.credit.reduce((x, y) => x + y, 0));
    }), { numRuns: 200 });
  });
});

const ATTACKERS = ['ussr-t-26', 'ussr-t-34', 'ussr-su-85', 'ussr-kv-1', 'ussr-sokol-storm-sappers', 'ussr-berezina-signal-saboteurs'];
const DEFENDERS = ['usa-m3-stuart', 'usa-m3-lee', 'usa-m10-wolverine', 'usa-t1-heavy-tank', 'usa-red-river-repair-crew'];

describe('attack resolution', () => {
  it('a strike destroys a defender when strength >= armour or it was damaged, a base when the attacker is heavy or it was damaged', () => {
    fc.assert(fc.property(
      fc.constantFrom(...ATTACKERS), fc.option(fc.constantFrom(...DEFENDERS)), fc.boolean(), fc.boolean(),
      (attacker, defender, damaged, baseDamaged) => {
        const base = defender === null
          ? { card: 'p2-base1', damaged: baseDamaged }
          : { card: 'p2-base1', defender, defenderDamaged: damaged };
        const s = build({ players: [{ hand: [attacker, 'p1-b1'] }, { hand: ['p2-b1'], bases: [base, { card: 'p2-base2' }, { card: 'p2-base3' }] }] });
        const a = num(attacker);
        const target = defender === null ? 'p2-base1' : c.ids[num(defender)]!;
        const declare = rushGame.step(s, 0, { type: 'declare', card: c.ids[a]! });
        const restricted = (c.passives[a]! & 1 && defender !== null) || (c.passives[a]! & 2 && defender === null);
        const canDeclare = c.strength[a]! > 0;
        if (!canDeclare) { expect(declare?.rule).toBe('attack-no-strength'); return; }
        // "Only against vehicles" with no defender anywhere has nothing to attack at all.
        if (c.passives[a]! & 2 && defender === null) { expect(declare?.rule).toBe('attack-no-target'); return; }
        expect(declare).toBeNull();
        const error = rushGame.step(s, 0, { type: 'fire', card: c.ids[a]!, target });
        if (restricted) { expect(error?.rule).toMatch(/^attack-only-against-/); return; }
        expect(error).toBeNull();
        if (defender !== null) {
          const d = num(defender);
          const destroyed = c.strength[a]! >= c.armour[d]! || damaged;
          expect(s.defenders[3] === -1).toBe(destroyed);
          expect(nums(s.depots[1]!).includes(d)).toBe(destroyed);
          expect(c.oneMedalCards[c.nation[a]!]!.length - s.oneMedalDecks[c.nation[a]!]!.length).toBe(destroyed ? 1 : 0);
          if (!destroyed) expect(s.defenderDamage & 8).toBe(8);
        } else {
          const destroyed = c.cardClass[a] === HEAVY || baseDamaged;
          expect(s.bases[3] === -1).toBe(destroyed);
          expect(nums(s.depots[0]!).includes(num('p2-base1'))).toBe(destroyed);
          if (!destroyed) expect(s.baseDamage & 8).toBe(8);
          expect(s.oneMedalDecks.every((o, i) => o.length === c.oneMedalCards[i]!.length)).toBe(true);
        }
        expect(nums(s.depots[0]!)).toContain(a);
        expect(s.attackDone).toBe(1);
      },
    ), { numRuns: 300 });
  });
});

describe('draw and reshuffle', () => {
  it('the end-of-turn draw takes the hangar first, then the shuffled depot, up to three cards, losing none', () => {
    const SQUAD = ['p1-b1', 'p1-b2', 'p1-b3', 'p1-b4', 'p1-b5', 'p1-b6', 'ussr-t-26', 'ussr-t-34', 'm1-ussr-1'];
    fc.assert(fc.property(fc.shuffledSubarray(SQUAD), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 1000 }), (cards, h, u, seed) => {
      const hangar = cards.slice(0, Math.min(h, cards.length));
      const hand = cards.slice(hangar.length, hangar.length + Math.min(u, 3));
      const depot = cards.slice(hangar.length + hand.length);
      const built = rushScenarios.position({ players: [{ hand, hangar, depot }, { hand: ['p2-b1'] }], graveyard: SQUAD.filter((x) => !cards.includes(x) && x.startsWith('p1-')) }, scenario(2, seed));
      if (!built.ok) throw new Error(built.issues.join('; '));
      const s = built.state;
      step(s, 0, { type: 'end' });
      const newHand = nums(s.hands[0]!).map((n) => c.ids[n]!);
      const total = hangar.length + hand.length + depot.length;
      expect(newHand.length).toBe(Math.min(3, total));
      const hangarIds = hangar.map((x) => c.ids[num(x)]!);
      if (hangar.length >= 3) {
        expect(newHand).toEqual(hangarIds.slice(0, 3));
        expect(s.depots[0]!.length).toBe(hand.length + depot.length);
      } else {
        for (const x of hangarIds) expect(newHand).toContain(x);
        if (total > hangar.length) expect(s.depots[0]!.length).toBe(0);
      }
      expect(s.hands[0]!.length + s.hangars[0]!.length + s.depots[0]!.length).toBe(total);
      expect(rushGame.invariants!(s)).toEqual([]);
    }), { numRuns: 300 });
  });

  it('Reinforcement draws renew the hangar from the depot the same way', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 500 }), (h, seed) => {
      const rest = ['p1-b1', 'p1-b2', 'p1-b3', 'p1-b4', 'p1-b5'];
      const s = build({ players: [{ hand: ['ussr-berezina-signal-saboteurs', 'p1-b6'], hangar: rest.slice(0, h), depot: rest.slice(h) }, { hand: ['p2-b1'] }] }, 2);
      void seed;
      step(s, 0, { type: 'ability', card: c.ids[num('ussr-berezina-signal-saboteurs')]!, ability: 0 });
      const hand = nums(s.hands[0]!).map((n) => c.ids[n]!);
      expect(hand.length).toBe(3);
      if (h >= 2) expect(hand.slice(1)).toEqual(rest.slice(0, 2));
      else for (const x of rest.slice(0, h)) expect(hand).toContain(x);
      expect(s.hands[0]!.length + s.hangars[0]!.length + s.depots[0]!.length + (s.inPlay >= 0 ? 1 : 0)).toBe(7);
    }), { numRuns: 100 });
  });
});
