import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import type { Bot } from '@main/ai/bot';
import { ruckusAi, ruckusHeuristicBot } from '@main/ai/games/ruckus-ai';
import { neutral } from '@shared/games/catalogues';
import {
  assess, bestSubset, buildPickReason, chooseBuildPick, chooseDraftPick, choosePureUpgrade, chooseUpgrade, planArmy, scoreDraftPicks, type DraftSituation,
} from '@main/ai/games/ruckus-army';
import { draftCoach } from '@main/ai/games/ruckus-coach';
import { cardSignature, checkUnitValueData, printedWorth, ratingsFor, unitsHash, unitValueData, valueIn } from '@main/ai/games/ruckus-values';
import { searchIsmcts } from '@main/ai/ismcts';
import type { RuckusAction } from '@main/games/ruckus/actions';
import { checkArmy } from '@main/games/ruckus/army';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { GUILDS, type CardSet, type Guild } from '@shared/games/ruckus/cards';
import { ruckusGame, type RuckusView } from '@main/games/ruckus/game';
import type { RuckusState } from '@main/games/ruckus/state';
import { randomArmyBot } from './ruckus-army-bots';

const game = ruckusGame as unknown as AnyGame;
const set = defaultCardSet;
const drafted = set.units.filter((u) => u.level !== 'S');
const idOf = (name: string): string => set.units.find((u) => u.name === name)!.id;
const guildUnits = (g: Guild): string[] => drafted.filter((u) => u.guild === g).map((u) => u.id);
const cost = (id: string): number => set.units.find((u) => u.id === id)!.level as number;

/** Runs a game's building phases with the given bots and returns the state when the battle begins. */
function buildOnly(options: Record<string, unknown>, seed: number, seats: readonly Bot[]): RuckusState {
  const s = game.setup({ players: seats.length, ...options }, seed) as RuckusState;
  const rng = new Rng(seed);
  while (s.phase === 'build' || s.phase === 'draft' || s.phase === 'pure-upgrades') {
    const d = game.pending(s)[0]!;
    const legal = game.legalActions(s, d.player);
    const a = seats[d.player].choose({ game, player: d.player, decision: d, legal, rng, view: () => game.view(s, d.player) });
    expect(game.step(s, d.player, a)).toBeNull();
  }
  return s;
}

const picksOf = (s: RuckusState, p: number): string[] => [...s.seats[p].draw, ...s.seats[p].hand, ...s.seats[p].discard].filter((id) => drafted.some((u) => u.id === id));

describe('Ruckus unit values from self-play (data)', () => {
  it('covers every non-Starting unit of the default set, matching ids and printed data, in both skill modes', () => {
    const data = checkUnitValueData(unitValueData);
    expect(data.cardSet.units).toEqual(drafted.map((u) => u.id));
    expect(data.cardSet.hash).toBe(unitsHash(set));
    expect(data.generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const mode of [data.modes.skills, data.modes.child]) {
      expect(mode).toBeDefined();
      expect(mode!.games).toBeGreaterThanOrEqual(10_000);
      expect(Object.keys(mode!.units).sort()).toEqual(drafted.map((u) => u.id).sort());
      for (const u of drafted) {
        const rec = mode!.units[u.id];
        expect(rec.sig).toBe(cardSignature(u));
        expect(rec.level).toBe(u.level);
        expect(rec.n).toBeGreaterThan(100);
        expect(rec.se).toBeGreaterThan(0);
        expect(Math.abs(rec.value)).toBeLessThan(50);
      }
    }
    const r = ratingsFor(set);
    for (const u of drafted) expect(r.byId.get(u.id)!.source).toBe('self-play');
  });

  it('falls back to the printed worth, on the data scale, for a card the data does not know (changed or new)', () => {
    const f22 = idOf('Warlord');
    const changed: CardSet = { ...set, units: set.units.map((u) => (u.id === f22 ? { ...u, melee: 6 } : u)) };
    const r = ratingsFor(changed);
    const warlord = r.byId.get(f22)!;
    expect(warlord.source).toBe('printed stats');
    const fb = unitValueData.modes.skills!.fallback;
    expect(warlord.value).toBeCloseTo(fb.intercept + fb.slope * printedWorth(changed.units.find((u) => u.id === f22)!, true), 9);
    expect(r.byId.get(idOf('Paladin'))!.source).toBe('self-play');
    // The coach still answers for it, and says where the value comes from.
    const advice = draftCoach(changed, 'fighters', [], [f22]);
    expect(advice[0].reason).toMatch(/printed stats/);
  });

  it('rejects a malformed data file with a typed error naming the field', () => {
    expect(() => checkUnitValueData({ ...unitValueData, format: 2 })).toThrow(TypeError);
    const bad = { ...unitValueData, modes: { skills: { ...unitValueData.modes.skills, units: { F07: { sig: 'x', level: 3, value: 1, se: 1, n: 1 } } } } };
    expect(() => checkUnitValueData(bad)).toThrow(/modes\.skills\.units\.F07/);
    const tables = { method: 'm', generated: '2026-12-01', seed: 1, modes: { skills: unitValueData.modes.skills } };
    expect(() => checkUnitValueData({ ...unitValueData, byPlayers: [] })).toThrow(/byPlayers must be an object/);
    expect(() => checkUnitValueData({ ...unitValueData, byPlayers: { 5: tables } })).toThrow(/byPlayers\.5: player counts with their own tables are 3 and 4/);
    expect(() => checkUnitValueData({ ...unitValueData, byPlayers: { 3: { ...tables, seed: 'one' } } })).toThrow(/byPlayers\.3: needs method, generated and seed/);
    const badUnit = { ...tables, modes: { child: { ...unitValueData.modes.child, units: { F07: { sig: 'x', level: 1, value: 'high', se: 1, n: 1 } } } } };
    expect(() => checkUnitValueData({ ...unitValueData, byPlayers: { 4: badUnit } })).toThrow(/byPlayers\.4\.modes\.child\.units\.F07/);
    expect(checkUnitValueData({ ...unitValueData, byPlayers: { 3: tables } }).byPlayers!['3']!.seed).toBe(1);
  });

  it('measures 3- and 4-player games in their own tables, for every unit, and uses them in games of that count', () => {
    for (const count of ['3', '4']) {
      const t = unitValueData.byPlayers?.[count];
      expect(t, `byPlayers.${count}`).toBeDefined();
      expect(t!.method).toContain(`${count}-player self-play`);
      for (const mode of [t!.modes.skills, t!.modes.child]) {
        expect(mode!.games).toBeGreaterThanOrEqual(10_000);
        for (const u of drafted) {
          const rec = mode!.units[u.id];
          expect(rec.sig).toBe(cardSignature(u));
          expect(rec.n).toBeGreaterThan(100);
          expect(Math.abs(rec.value)).toBeLessThan(50);
        }
      }
      const r = ratingsFor(set, false, unitValueData, Number(count));
      expect(r.players).toBe(Number(count));
      const id = drafted[0]!.id;
      expect(r.byId.get(id)!.value).toBe(t!.modes.skills!.units[id].value);
      expect(r.byId.get(id)!.source).toBe('self-play');
    }
    expect(ratingsFor(set).players).toBe(2);
  });

  it("the AI's Advanced armies in a 4-player game are the best plans by the 4-player values (which differ from the 2-player ones)", () => {
    const guilds: Guild[] = ['fighters', 'thieves', 'clerics', 'necromancers'];
    const s = buildOnly({ setup: 'advanced', guilds }, 12, [ruckusHeuristicBot, ruckusHeuristicBot, ruckusHeuristicBot, ruckusHeuristicBot]);
    const r4 = ratingsFor(set, false, unitValueData, 4), r2 = ratingsFor(set, false, unitValueData, 2);
    let differ = 0;
    // The AI builds pick by pick: each pick is the most valuable unit of the best army by the values for the army so
    // far (a named ally picked changes what the rest is worth), so the army is that sequence, not the first plan.
    const build = (r: typeof r4, guild: Guild): string[] => {
      const picked: string[] = [];
      let points = 12;
      for (;;) {
        const choices = guildUnits(guild).filter((id) => !picked.includes(id) && cost(id) <= points);
        const c = chooseBuildPick(r, { guild, picked }, choices, points);
        if (!c.card) return picked.sort();
        picked.push(c.card);
        points -= cost(c.card);
      }
    };
    guilds.forEach((guild, p) => {
      expect(picksOf(s, p).sort()).toEqual(build(r4, guild));
      if (build(r2, guild).join() !== build(r4, guild).join()) differ++;
    });
    expect(differ).toBeGreaterThan(0);
  });

  it('falls back to the 2-player tables for a player count the data has no tables for', () => {
    const { byPlayers: _dropped, ...only2 } = unitValueData;
    const data = checkUnitValueData(only2);
    const r = ratingsFor(set, true, data, 4);
    expect(r.players).toBe(2);
    const id = drafted[3]!.id;
    expect(r.byId.get(id)!.value).toBe(unitValueData.modes.child!.units[id].value);
    // The coach takes the player count too.
    const four = draftCoach(set, 'thieves', [], guildUnits('thieves'), { players: 4 });
    const t4 = unitValueData.byPlayers!['4']!.modes.skills!.units;
    for (const a of four) expect(a.value).toBeCloseTo(t4[a.card].value, 9);
  });
});

describe('draftCoach', () => {
  it('returns every candidate, best first, with values from the data, fit in [0, 1] and a one-line reason', () => {
    const candidates = guildUnits('clerics');
    const advice = draftCoach(set, 'clerics', [], candidates);
    expect(advice.map((a) => a.card).sort()).toEqual([...candidates].sort());
    const r = ratingsFor(set);
    for (const a of advice) {
      expect(a.points).toBe(cost(a.card));
      expect(a.value).toBeCloseTo(valueIn(r, a.card, 'clerics'), 9);
      expect(a.valuePerPoint).toBeCloseTo(a.value / a.points, 9);
      expect(a.fit).toBeGreaterThanOrEqual(0);
      expect(a.fit).toBeLessThanOrEqual(1);
      expect(a.reason).toContain(set.units.find((u) => u.id === a.card)!.name);
      expect(a.reason).toMatch(/% win chance for [12] points? by self-play over \d+ armies/);
      expect(a.reason.includes('\n')).toBe(false);
    }
    // Best first: the top entry's value per point is among the best, the last among the worst.
    const vpp = advice.map((a) => a.valuePerPoint);
    expect(vpp[0]).toBeGreaterThan(vpp[vpp.length - 1]);
    const topHalf = vpp.slice(0, vpp.length / 2).reduce((x, y) => x + y, 0), bottomHalf = vpp.slice(vpp.length / 2).reduce((x, y) => x + y, 0);
    expect(topHalf).toBeGreaterThan(bottomHalf);
  });

  it("adds the data's guild correction for the army's guild to a unit's value, fit and reason", () => {
    // The shipped data keeps only corrections the cross-validation supports; a data file with one shows how it is used.
    const id = idOf('Monk');
    const base = unitValueData.modes.skills!;
    const shifted = { ...unitValueData, modes: { ...unitValueData.modes, skills: { ...base, units: { ...base.units, [id]: { ...base.units[id], byGuild: { fighters: 4 } } } } } };
    const r = ratingsFor(set, false, checkUnitValueData(shifted));
    expect(valueIn(r, id, 'fighters')).toBeCloseTo(base.units[id].value + 4, 9);
    expect(valueIn(r, id, 'thieves')).toBeCloseTo(base.units[id].value, 9);
    const inFighters = assess(r, { guild: 'fighters', picked: [] }, id), inThieves = assess(r, { guild: 'thieves', picked: [] }, id);
    expect(inFighters.base - inThieves.base).toBeCloseTo(4, 9);
    expect(inFighters.fit).toBeGreaterThan(inThieves.fit);
    expect(neutral(buildPickReason(r, { guild: 'fighters', picked: [] }, [id], 12, id))).toMatch(/the better for being in a fighters army \(\+4\.0\)/);
  });

  it('puts units the points left cannot pay for last and says so', () => {
    const picked = ['F19', 'F20', 'F21', 'F22', 'F23'].slice(0, 5); // 10 points
    const advice = draftCoach(set, 'fighters', picked.concat(['F07']), ['F18', 'F13', 'F24']);
    expect(advice[0].card).toBe('F13');
    expect(advice.slice(1).every((a) => a.points === 2)).toBe(true);
    expect(advice[2].reason).toMatch(/only 1 point left/);
  });

  it('rates fit with the army so far: a named ally in the army raises the fit', () => {
    const jerry = idOf('Jerry'), larry = idOf("Jerry's Uncle Larry");
    const alone = draftCoach(set, 'fighters', [], [jerry])[0];
    const withLarry = draftCoach(set, 'fighters', [larry], [jerry])[0];
    expect(withLarry.fit).toBeGreaterThan(alone.fit + 0.2);
    expect(withLarry.reason).toMatch(/Uncle Larry in the army/);
    // Balance: an army short of ranged attack fits a ranged unit better than one already full of it.
    const ranged = idOf('Siege Goblin');
    const meleeArmy = draftCoach(set, 'fighters', [idOf('Warlord'), idOf('Champion'), idOf('Veteran')], [ranged])[0];
    const rangedArmy = draftCoach(set, 'fighters', [idOf('Crossbow Goblin'), idOf('Drummer'), idOf('Sharpshooter')], [ranged])[0];
    expect(meleeArmy.fit).toBeGreaterThan(rangedArmy.fit);
  });

  it('uses the Child Friendly table when skills are off (a skill is worth nothing there)', () => {
    const ids = guildUnits('necromancers');
    const child = unitValueData.modes.child!.units;
    for (const a of draftCoach(set, 'necromancers', [], ids, { child: true })) expect(a.value).toBeCloseTo(child[a.card].value, 9);
    // Lich's skill (2 unblockable damage to each opponent) counts with skills only: its lead over Bone Giant (better printed stats) shrinks or turns.
    const lead = (opts?: { child: boolean }): number => {
      const [lich, giant] = [idOf('Lich'), idOf('Bone Giant')].map((id) => draftCoach(set, 'necromancers', [], [id], opts)[0].value);
      return lich - giant;
    };
    expect(lead()).toBeGreaterThan(lead({ child: true }));
  });

  it('rejects unknown ids, Starting units and unknown guilds with typed errors', () => {
    expect(() => draftCoach(set, 'fighters', [], ['X99'])).toThrow(RangeError);
    expect(() => draftCoach(set, 'fighters', [], ['F01'])).toThrow(/Starting unit/);
    expect(() => draftCoach(set, 'pirates' as Guild, [], ['F07'])).toThrow(/not a guild/);
  });
});

describe('Advanced armies', () => {
  it('the knapsack finds the best combination where a greedy fill by value per point does not', () => {
    const items = [{ id: 'a', cost: 1, value: 3 }, { id: 'b', cost: 2, value: 5 }, { id: 'c', cost: 2, value: 5 }];
    expect(bestSubset(items, 4).ids.sort()).toEqual(['b', 'c']);
    // Against exhaustive search on random item sets.
    const rng = new Rng(5);
    for (let k = 0; k < 200; k++) {
      const its = Array.from({ length: 8 }, (_, i) => ({ id: `u${i}`, cost: 1 + rng.int(2), value: rng.float() * 10 - 2 }));
      const points = 1 + rng.int(12);
      let best = 0;
      for (let mask = 0; mask < 256; mask++) {
        let c = 0, v = 0;
        its.forEach((it, i) => { if (mask & (1 << i)) { c += it.cost; v += it.value; } });
        if (c <= points) best = Math.max(best, v);
      }
      expect(bestSubset(its, points).value).toBeCloseTo(best, 9);
    }
  });

  it('the AI builds a legal army for every guild that spends all 12 points, as good as the best combination of its values', () => {
    const r = ratingsFor(set);
    for (const [i, g] of GUILDS.entries()) {
      const other = GUILDS[(i + 1) % 4];
      const s = buildOnly({ setup: 'advanced', guilds: [g, other] }, 40 + i, [ruckusHeuristicBot, ruckusHeuristicBot]);
      const units = picksOf(s, 0);
      expect(checkArmy(set, { kind: 'army', guild: g, units })).toEqual([]);
      expect(units.reduce((n, id) => n + cost(id), 0)).toBe(12);
      // The plan is revised after each pick (fit moves with the army), so compare with the best combination of plain values.
      const plain = bestSubset(guildUnits(g).map((id) => ({ id, cost: cost(id), value: valueIn(r, id, g) })), 12);
      const got = units.reduce((n, id) => n + valueIn(r, id, g), 0);
      expect(got).toBeGreaterThanOrEqual(0.95 * plain.value);
      // and better than filling by value per point alone.
      const greedy = [...guildUnits(g)].sort((x, y) => valueIn(r, y, g) / cost(y) - valueIn(r, x, g) / cost(x));
      let left = 12, greedyValue = 0;
      for (const id of greedy) if (cost(id) <= left && valueIn(r, id, g) > 0) { left -= cost(id); greedyValue += valueIn(r, id, g); }
      expect(got).toBeGreaterThanOrEqual(greedyValue - 1e-9);
    }
  });

  it('takes a named pair together when the pair is worth more than the best army without it', () => {
    const r = ratingsFor(set);
    const jerry = idOf('Jerry'), larry = idOf("Jerry's Uncle Larry");
    // Only these units to choose from: Jerry alone is weak, with Larry he gains 2 melee.
    const pool = [jerry, larry, idOf('Veteran'), idOf('Tower Shield')];
    const plan = planArmy(r, { guild: 'fighters', picked: [] }, pool, 4);
    const pairValue = planArmy(r, { guild: 'fighters', picked: [larry] }, [jerry], 1).value + valueIn(r, larry, 'fighters');
    const without = bestSubset(pool.filter((id) => id !== jerry && id !== larry).map((id) => ({ id, cost: cost(id), value: valueIn(r, id, 'fighters') })), 4).value;
    expect(plan.ids.includes(jerry) && plan.ids.includes(larry)).toBe(pairValue > without);
  });

  it('explains each build step with value per point and the points left, and finishing with nothing left to add', () => {
    const s = game.setup({ players: 2, setup: 'advanced', guilds: ['clerics', 'fighters'] }, 4) as RuckusState;
    const v = game.view(s, 0) as RuckusView;
    const line = neutral(ruckusAi.explain({ type: 'pick', card: idOf('Paladin') }, v));
    expect(line).toMatch(/^Take Paladin: [+-]\d+\.\d% win chance for 2 points \(-?\d+\.\d a point\)/);
    expect(line).toMatch(/best 12 points army/);
    s.seats[0].points = 0;
    expect(neutral(ruckusAi.explain({ type: 'done' }, game.view(s, 0) as RuckusView))).toMatch(/all 12 draft points are spent/);
  });
});

describe('Draft', () => {
  const sit = (over: Partial<DraftSituation> = {}): DraftSituation => {
    const pool = [...guildUnits('fighters'), ...guildUnits('necromancers')];
    return {
      me: { guild: 'fighters', picked: [], points: 12, name: 'Player 1' },
      opponents: [{ guild: 'necromancers', picked: [], points: 12, name: 'Player 2' }],
      pool, choices: pool, ...over,
    };
  };

  it('reacts to an opponent taking its best unit: the pick changes to another legal unit', () => {
    const r = ratingsFor(set);
    const first = chooseDraftPick(r, sit()).card!;
    const pool = sit().pool.filter((id) => id !== first);
    const after = chooseDraftPick(r, sit({ pool, choices: pool, opponents: [{ guild: 'necromancers', picked: [first], points: 12 - cost(first), name: 'Player 2' }] }));
    expect(after.card).not.toBeNull();
    expect(after.card).not.toBe(first);
    expect(pool).toContain(after.card);
  });

  it('the same through the engine: when the 1st player drafts the unit the AI wanted, the AI picks another', () => {
    const opts = { setup: 'draft', guilds: ['thieves', 'clerics'] as Guild[] };
    const s0 = game.setup({ players: 2, ...opts }, 7) as RuckusState;
    const firstSeat = game.pending(s0)[0]!.player, aiSeat = 1 - firstSeat;
    const aiPick = (s: RuckusState): string => {
      const d = game.pending(s)[0]!;
      expect(d.player).toBe(aiSeat);
      const legal = game.legalActions(s, aiSeat);
      const a = ruckusHeuristicBot.choose({ game, player: aiSeat, decision: d, legal, rng: new Rng(1), view: () => game.view(s, aiSeat) }) as RuckusAction;
      expect(a.type).toBe('pick');
      return (a as { card: string }).card;
    };
    // The AI's favourite, found by letting the 1st player take a unit the AI does not want.
    const r = ratingsFor(set);
    const weakest = [...s0.draftPool].sort((x, y) => valueIn(r, x, 'clerics') - valueIn(r, y, 'clerics'))[0];
    const a = game.clone(s0) as RuckusState;
    expect(game.step(a, firstSeat, { type: 'pick', card: weakest })).toBeNull();
    const wanted = aiPick(a);
    const b = game.clone(s0) as RuckusState;
    expect(game.step(b, firstSeat, { type: 'pick', card: wanted })).toBeNull();
    const instead = aiPick(b);
    expect(instead).not.toBe(wanted);
    // And the explanation of the AI's pick names its value per point and the points left.
    const line = neutral(ruckusAi.explain({ type: 'pick', card: instead }, game.view(b, aiSeat) as RuckusView));
    expect(line).toMatch(/a point/);
    expect(line).toMatch(/points? left|last point/);
  });

  it('values denial: a unit in the opponent\'s best army scores a denial, none once that opponent has stopped', () => {
    const r = ratingsFor(set);
    const opp = planArmy(r, { guild: 'necromancers', picked: [] }, guildUnits('necromancers'), 12);
    const target = opp.ids.reduce((x, y) => (valueIn(r, x, 'necromancers') > valueIn(r, y, 'necromancers') ? x : y));
    const open = scoreDraftPicks(r, sit()).find((d) => d.card === target)!;
    expect(open.deny).toBeGreaterThan(0);
    expect(open.denied).toBe('Player 2');
    const stopped = scoreDraftPicks(r, sit({ opponents: [{ guild: 'necromancers', picked: [], points: 12, done: true }] })).find((d) => d.card === target)!;
    expect(stopped.deny).toBe(0);
    expect(open.score).toBeGreaterThan(stopped.score);
    // A unit outside every opponent's best army denies nothing.
    const outside = sit().pool.find((id) => !opp.ids.includes(id))!;
    expect(scoreDraftPicks(r, sit()).find((d) => d.card === outside)!.deny).toBe(0);
  });

  it('never strands points: an AI drafter stops with points left only when every unit it could still take would lower its win chance', () => {
    const r = ratingsFor(set);
    let early = 0, spent = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const players = seed <= 4 ? 2 : 3;
      const aiSeat = seed % players;
      const seats = Array.from({ length: players }, (_, i) => (i === aiSeat ? ruckusHeuristicBot : randomArmyBot));
      const s = game.setup({ players, setup: 'draft' }, seed) as RuckusState;
      const rng = new Rng(seed);
      while (s.phase === 'draft') {
        const d = game.pending(s)[0]!;
        const legal = game.legalActions(s, d.player) as RuckusAction[];
        const a = seats[d.player].choose({ game, player: d.player, decision: d, legal, rng, view: () => game.view(s, d.player) }) as RuckusAction;
        if (d.player === aiSeat && a.type === 'done') {
          const left = legal.flatMap((x) => (x.type === 'pick' ? [x.card] : []));
          for (const id of left) expect(valueIn(r, id, s.seats[aiSeat].guild)).toBeLessThanOrEqual(0);
          early++;
        }
        expect(game.step(s, d.player, a)).toBeNull();
      }
      if (s.seats[aiSeat].points === 0) spent++;
    }
    // Most drafts spend every point; the rule above covers the others.
    expect(spent).toBeGreaterThanOrEqual(6);
    expect(early).toBeLessThanOrEqual(2);
  });

  it('an ISMCTS search from a Draft view returns a legal pick', () => {
    const s = game.setup({ players: 3, setup: 'draft' }, 9) as RuckusState;
    const d = game.pending(s)[0]!;
    const legal = game.legalActions(s, d.player);
    const result = searchIsmcts({ game, view: game.view(s, d.player), player: d.player, legal, rng: new Rng(2), ai: ruckusAi, iterations: 150 });
    expect(legal).toContainEqual(result.best);
    expect((result.best as RuckusAction).type).toBe('pick');
  });

});

describe('Pure Guild and the Upgrade Phase', () => {
  it('the AI fills its own upgrade deck with the best units its army left, and explains it', () => {
    const s = buildOnly({ setup: 'pure', guilds: ['necromancers', 'thieves'] }, 3, [ruckusHeuristicBot, ruckusHeuristicBot]);
    const r = ratingsFor(set);
    const army = new Set(picksOf(s, 0));
    const left = guildUnits('necromancers').filter((id) => !army.has(id));
    const top5 = [...left].sort((a, b) => valueIn(r, b, 'necromancers') - valueIn(r, a, 'necromancers')).slice(0, 5);
    expect([...s.seats[0].upgrades].sort()).toEqual(top5.sort());
    expect(choosePureUpgrade(r, 'necromancers', left).reason).toMatch(/strongest necromancers unit left/);
  });

  it('upgrading removes the unit worth least, takes the best card of an own deck, and declines a trade that loses', () => {
    const r = ratingsFor(set);
    const cheap = 'F01', dear = idOf('Warlord');
    const c = chooseUpgrade(r, 'fighters', [{ remove: dear }, { remove: cheap }], 0);
    expect(c.option).toEqual({ remove: cheap });
    expect(c.reason).toMatch(/weakest unit of the discard pile/);
    const pure = chooseUpgrade(r, 'fighters', [{ remove: cheap, card: idOf('Veteran') }, { remove: cheap, card: dear }], 0);
    expect(pure.option).toEqual({ remove: cheap, card: dear });
    const none = chooseUpgrade(r, 'fighters', [{ remove: dear }], valueIn(r, dear, 'fighters') - 1);
    expect(none.option).toBeNull();
  });
});

describe('search during army building', () => {
  it('an ISMCTS search over the first Advanced pick takes a unit of a best army (mean regret under 1 point of win chance, none over 3)', () => {
    // The search samples: on one opening in six its 400 iterations settle on a unit 2.4 points short (measured on the
    // self-play values of 2 Dec 2026); a search that did not read the values would be many points short on most.
    const r = ratingsFor(set);
    const regrets: number[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = game.setup({ players: 2, setup: 'advanced' }, seed) as RuckusState;
      const d = game.pending(s)[0]!;
      const legal = game.legalActions(s, d.player) as RuckusAction[];
      const g = s.seats[d.player].guild;
      const items = legal.flatMap((a) => (a.type === 'pick' ? [{ id: a.card, cost: cost(a.card), value: valueIn(r, a.card, g) }] : []));
      const result = searchIsmcts({ game, view: game.view(s, d.player), player: d.player, legal, rng: new Rng(seed), ai: ruckusAi, iterations: 400 });
      const a = result.best as RuckusAction;
      expect(a.type).toBe('pick');
      const card = (a as { card: string }).card;
      regrets.push(bestSubset(items, 12).value - (valueIn(r, card, g) + bestSubset(items.filter((x) => x.id !== card), 12 - cost(card)).value));
    }
    expect(regrets.reduce((x, y) => x + y, 0) / regrets.length).toBeLessThan(1);
    expect(Math.max(...regrets)).toBeLessThan(3);
  });

  it('the evaluation rates a better drafted army higher, so searching over picks is meaningful', () => {
    const s = game.setup({ players: 2, setup: 'draft', guilds: ['fighters', 'clerics'] }, 11) as RuckusState;
    const r = ratingsFor(set);
    const byValue = [...s.draftPool].sort((a, b) => valueIn(r, b, 'fighters') - valueIn(r, a, 'fighters'));
    const strong = game.clone(s) as RuckusState, weak = game.clone(s) as RuckusState;
    for (const [st, id] of [[strong, byValue[0]], [weak, byValue[byValue.length - 1]]] as const) {
      st.draftPool.splice(st.draftPool.indexOf(id), 1);
      st.seats[0].draw.push(id);
      st.seats[0].points -= cost(id);
    }
    const a = ruckusAi.evaluate(strong, 0), b = ruckusAi.evaluate(weak, 0);
    expect(a[0]).toBeGreaterThan(b[0]);
    for (const x of [...a, ...b]) { expect(x).toBeGreaterThanOrEqual(0); expect(x).toBeLessThanOrEqual(1); }
  });
});
