// The Ruckus previews (src-main/games/ruckus/preview.ts): effective numbers with their reasons, each unit's share of a
// declared total, what each legal action would do, and that a seat learns nothing its view hides.
import { describe, expect, it } from 'vitest';
import { ruckusGame } from '@main/games/ruckus/game';
import { buildPosition } from '@main/games/ruckus/scenario-support';
import { stringsIn } from '@main/engine/conformance';
import { Rng } from '@main/engine/rng';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import type { RuckusState } from '@main/games/ruckus/state';
import type { ScenarioFile } from '@main/engine/scenario';
import type { ActionPreview, RuckusAction, RuckusPreview, TournamentPreview } from '@shared/games/ruckus-view';

const scenario = (players: number): ScenarioFile => ({ name: 'preview', game: 'ruckus', players, seed: 1, steps: [{ expect: {} }] });

function build(position: unknown, players = 2): RuckusState {
  const built = buildPosition(ruckusGame.cards, position, scenario(players));
  if (!built.ok) throw new Error(built.issues.join('; '));
  return built.state;
}

const previewOf = (s: RuckusState, p: number): RuckusPreview => ruckusGame.preview!(s, p, ruckusGame.legalActions(s, p)) as RuckusPreview;

/** The preview of the legal action `a` for player `p`. */
function actionPreview(s: RuckusState, p: number, a: Partial<RuckusAction>): ActionPreview | null {
  const legal = ruckusGame.legalActions(s, p);
  const i = legal.findIndex((x) => Object.entries(a).every(([k, v]) => (x as Record<string, unknown>)[k] === v));
  expect(i, `${JSON.stringify(a)} is legal`).toBeGreaterThanOrEqual(0);
  return (ruckusGame.preview!(s, p, legal) as RuckusPreview).actions[i]!;
}

describe('effective numbers and their reasons', () => {
  it('Grunt Bruiser with Captain in the row: shields 1 (printed 0), "+1 shield: Captain", and a hit of 2 is blocked 1', () => {
    // Player 1's Grunt Bruiser (F02) stands beside Captain (F07); player 0 declares 2 (Zealot C06) and deals it.
    const s = build({
      phase: 'declaration',
      players: [{ rows: [['C06']] }, { rows: [[{ id: 'F07', noAttack: true }, { id: 'F02', noAttack: true }]] }],
    });
    const bruiser = previewOf(s, 1).units.F02!;
    expect(bruiser.shields).toEqual({ printed: 0, value: 1, reasons: [{ amount: 1, source: 'F07', text: '+1 shield: Captain' }] });
    // Seen from the other seat too (the army is revealed).
    expect(previewOf(s, 0).units.F02!.shields.value).toBe(1);
    const hit = actionPreview(s, 1, { type: 'assign', unit: 'F02' });
    expect(hit).toMatchObject({ kind: 'damage', unit: 'F02', amount: 2, blocked: 1, taken: 1, defeated: true, left: 0 });
    // The engine does what the preview said.
    const log: unknown[] = [];
    expect(ruckusGame.step(s, 1, { type: 'assign', unit: 'F02' }, log)).toBeNull();
    expect(s.seats[1].discard).toContain('F02');
    expect(ruckusGame.logLines!(log, s).some((l) => l.text.includes('Grunt Bruiser takes 1 damage (1 blocked by shields) and is defeated'))).toBe(true);
  });

  it('Captain alone in a row shields himself: shields 2 with the reason "Captain, alone in the row"', () => {
    const s = build({ players: [{ rows: [['C06']] }, { rows: [['F07']] }] });
    const captain = previewOf(s, 0).units.F07!;
    expect(captain.shields.value).toBe(2);
    expect(captain.shields.reasons.map((r) => r.text)).toEqual(['+1 shield: Captain, alone in the row']);
  });

  it('tokens, Kickers and skills raise a number with the card behind each; disabled melee is lowered with why', () => {
    // Jerry (F10) gains 2 melee while Jerry's Uncle Larry (F20) is in the army; Iron Hide (K5) adds a heart; a melee add-on token.
    const s = build({
      players: [
        { rows: [[{ id: 'F10', addOns: ['P10'], attached: ['K5'] }, 'F20', { id: 'F21', noMelee: true }]] },
        { rows: [['C06']] },
      ],
    });
    const p = previewOf(s, 0);
    expect(p.units.F10!.melee).toMatchObject({ printed: 1, value: 4 });
    expect(p.units.F10!.melee.reasons.map((r) => r.text)).toEqual(['+1 melee: melee add-on token', "+2 melee: Jerry's Uncle Larry in the army"]);
    expect(p.units.F10!.hearts).toMatchObject({ printed: 2, value: 3, reasons: [{ text: '+1 heart: Iron Hide (Kicker)' }] });
    expect(p.units.F10!.heartsLeft).toBe(3);
    // Warlord (F21) under Gozer's or Saboteur's skill: 3 melee lowered to 0, and the total leaves it out.
    expect(p.units.F21!.melee).toMatchObject({ printed: 3, value: 0, reasons: [{ amount: -3, text: '\u22123 melee: no melee this combat round' }] });
    expect(p.units.F21!.meleeCounts).toBe(false);
    expect(p.units.F21!.share).toBe(0);
    for (const u of Object.values(p.units)) {
      for (const stat of [u.melee, u.ranged, u.shields, u.hearts]) expect(stat.printed + stat.reasons.reduce((n, r) => n + r.amount, 0)).toBe(stat.value);
    }
  });

  it('melee outside the 1st row does not count and says so; a row bonus is the row\'s, and its giver\'s share', () => {
    // Mortimer (F08) in row 2: +1 melee to row 1 as a whole; Grunt Bruiser (F02) in row 2 keeps its melee out of the total.
    const s = build({ players: [{ rows: [['F01'], ['F08', 'F02']] }, { rows: [['C06']] }] });
    const p = previewOf(s, 0);
    expect(p.units.F02!.meleeCounts).toBe(false);
    expect(p.units.F02!.meleeNote).toBe('Melee counts only from the 1st row.');
    expect(p.units.F02!.share).toBe(0);
    expect(p.units.F08!.share).toBe(1);
    expect(p.rows).toEqual([{ seat: 0, row: 0, stat: 'melee', amount: 1, source: 'F08', counts: true, text: '+1 melee to row 1 as a whole: Mortimer' }]);
    const mine = p.projected.find((x) => x.seat === 0)!;
    expect(mine.total).toBe(2);
    expect(mine.parts.map((x) => x.text)).toEqual(['Grunt: 1 melee', 'Mortimer: 1 row bonus']);
  });
});

describe('declared totals and each unit\'s share', () => {
  it('the projected total, its parts and the units\' shares add up to what the engine then declares', () => {
    // Take That (V2) beside: +2 melee to row 1; Berserker's readied skill damage (bonus 2); Francis (F19) +2 ranged to row 1.
    const s = build({
      players: [
        { rows: [['F21', 'F13'], ['F19']], beside: ['V2'], bonus: 2 },
        { rows: [['C06', 'C04'], ['C12']] },
      ],
    });
    const before = previewOf(s, 0);
    const projected = before.projected.map((x) => ({ seat: x.seat, total: x.total }));
    for (const x of before.projected) expect(x.parts.reduce((n, part) => n + part.amount, 0)).toBe(x.total);
    const shares = Object.values(before.units).filter((u) => u.seat === 0).reduce((n, u) => n + u.share, 0);
    const mine = before.projected.find((x) => x.seat === 0)!;
    expect(mine.parts.filter((x) => !x.source || x.part === 'beside').reduce((n, x) => n + x.amount, 0) + shares).toBe(mine.total);
    expect(mine.parts).toContainEqual({ source: '', amount: 2, part: 'skill', text: 'skill and Kicker damage: 2' });
    expect(mine.parts).toContainEqual({ source: 'V2', amount: 2, part: 'beside', text: 'Take That: 2 beside the formation' });
    // Everyone passes: the Declaration Phase declares exactly the projected totals.
    while (s.phase === 'activation') {
      const d = ruckusGame.pending(s)[0]!;
      expect(ruckusGame.step(s, d.player, { type: 'pass' })).toBeNull();
    }
    for (const x of projected) expect(s.declared[x.seat]).toBe(x.total);
    // After the Declaration the preview keeps the declared parts, which add up to the engine's totals.
    const after = previewOf(s, 1);
    for (const x of after.declared) {
      expect(x.total).toBe(s.declared[x.seat]);
      expect(x.parts.reduce((n, part) => n + part.amount, 0)).toBe(x.total);
    }
    expect(after.declared.find((x) => x.seat === 0)!.parts.map((x) => x.source)).toEqual(expect.arrayContaining(['F21', 'F13', 'F19', 'V2', '']));
    // While it is dealt, each unit shows its share of the declared total: with the skill damage and Take That, the whole.
    expect(s.phase).toBe('resolution');
    const unitShares = Object.values(after.units).filter((u) => u.seat === 0).reduce((n, u) => n + u.share, 0);
    expect(unitShares + 2 + 2).toBe(s.declared[0]);
  });

  it('in random logged games, every preview names no hidden card, its totals add up and match the totals the engine declares next', () => {
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      const s = ruckusGame.setup({ players: 2 + (g % 3), setup: g % 4 === 3 ? 'draft' : 'basic', maxRounds: 6 }, 100 + g);
      const rng = new Rng(g);
      let last: Map<number, number> | null = null;
      for (let i = 0; i < 4000 && ruckusGame.outcome(s) === null; i++) {
        const d = ruckusGame.pending(s)[0];
        if (!d) break;
        const p = previewOf(s, d.player);
        // The declared parts are kept in the state, so secrecy is checked here too, for every seat.
        for (let seatIndex = 0; seatIndex < s.players; seatIndex++) {
          const told = stringsIn(seatIndex === d.player ? p : previewOf(s, seatIndex));
          expect(ruckusGame.hiddenFrom(s, seatIndex).filter((id) => told.has(id))).toEqual([]);
        }
        for (const x of [...p.projected, ...p.declared]) {
          if (x.parts.length) expect(x.parts.reduce((n, part) => n + part.amount, 0)).toBe(x.total);
        }
        if (s.phase === 'activation' && s.hits.length === 0 && s.prompts.length === 0) last = new Map(p.projected.map((x) => [x.seat, x.total]));
        const before = s.declaredParts;
        const legal = ruckusGame.legalActions(s, d.player);
        // Passing changes no total: when a pass ends the Activation Phase, the projection just shown is what is declared.
        const action = legal.find((a) => a.type === 'pass') && rng.float() < 0.5 ? { type: 'pass' as const } : rng.pick(legal);
        ruckusGame.step(s, d.player, action);
        if (s.declaredParts !== before) {
          // Whom each declared total hits, as the preview says, is whom the engine's hits come from.
          const told = previewOf(s, 0).declared;
          for (const h of s.hits) if (h.from >= 0) expect(told.find((x) => x.seat === h.from)?.hits).toContain(h.to);
        }
        if (s.declaredParts !== before && last && action.type === 'pass') {
          for (const [seatIndex, total] of last) if (s.declared[seatIndex]! >= 0) { expect(s.declared[seatIndex]).toBe(total); checked++; }
        }
        if (s.phase !== 'activation') last = null;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('what each legal action would do', () => {
  it('an add-on token: the total before and after as the engine then counts it', () => {
    const s = build({ players: [{ rows: [['F01', 'F04']], tokens: ['P10'] }, { rows: [['C06']] }] });
    const melee = actionPreview(s, 0, { type: 'add-on', unit: 'F01' });
    expect(melee).toMatchObject({ kind: 'total', seat: 0, before: 2, after: 3, unit: 'F01', text: '+1 melee on Grunt: total 2 \u2192 3.' });
    expect(ruckusGame.step(s, 0, { type: 'add-on', token: 'P10', unit: 'F01' })).toBeNull();
    expect(previewOf(s, 0).projected.find((x) => x.seat === 0)!.total).toBe(3);
  });

  it('Shepherd absorbing: its share of the hit and what is left for the rest', () => {
    // A hit of 5 to player 1; Shepherd (C07) may take up to 2 (1 shield, 3 hearts).
    const s = build({ phase: 'resolution', hits: [{ to: 1, amount: 5, from: 0 }], players: [{ rows: [['F21']] }, { rows: [['C07', 'C06']] }] });
    // "Up to 2": the player chooses 1 or 2, and each choice has its own preview.
    expect(ruckusGame.legalActions(s, 1).filter((a) => a.type === 'absorb')).toEqual([{ type: 'absorb', unit: 'C07', amount: 1 }, { type: 'absorb', unit: 'C07', amount: 2 }]);
    const absorb = actionPreview(s, 1, { type: 'absorb', unit: 'C07', amount: 2 });
    expect(absorb).toMatchObject({ kind: 'damage', unit: 'C07', amount: 2, blocked: 1, taken: 1, defeated: false, left: 3 });
    const one = actionPreview(s, 1, { type: 'absorb', unit: 'C07', amount: 1 });
    expect(one).toMatchObject({ kind: 'damage', unit: 'C07', amount: 1, blocked: 1, taken: 0, defeated: false, left: 4 });
    expect(one!.text).toMatch(/^Shepherd takes 1 of the 5 for the army: .* 4 still to assign\.$/);
    const zealot = actionPreview(s, 1, { type: 'assign', unit: 'C06' });
    expect(zealot).toMatchObject({ kind: 'damage', unit: 'C06', amount: 5, blocked: 0, taken: 1, defeated: true, left: 4 });
    expect(zealot!.text).toBe('Zealot takes 1 and is defeated; 4 more to assign.');
  });

  it('Gozer\'s choice: the chosen unit\'s melee leaves its army\'s total', () => {
    const s = build({ players: [{ rows: [['N19']] }, { rows: [['F21', 'F01']] }] });
    expect(ruckusGame.step(s, 0, { type: 'activate', unit: 'N19' })).toBeNull();
    const choice = actionPreview(s, 0, { type: 'choose', option: 'F21' });
    expect(choice).toMatchObject({ kind: 'total', seat: 1, before: 4, after: 1, unit: 'F21' });
    expect(ruckusGame.step(s, 0, { type: 'choose', option: 'F21' })).toBeNull();
    expect(previewOf(s, 0).projected.find((x) => x.seat === 1)!.total).toBe(1);
  });

  it('falling forward says where the unit goes and whether its melee then counts', () => {
    const s = build({ phase: 'fall', players: [{ rows: [[], ['F02', 'F04']] }, { rows: [['C06']] }] });
    const fall = actionPreview(s, 0, { type: 'fall', unit: 'F02' });
    expect(fall).toMatchObject({ kind: 'row', unit: 'F02', from: 1, to: 0, text: 'Grunt Bruiser moves to row 1: its 2 melee counts there.' });
  });
});

describe('the previews tell a seat nothing its view hides', () => {
  it('formations behind the Battle Screen: no unit, no row and no total of another army', () => {
    const s = ruckusGame.setup({ players: 3 }, 7);
    // Player 1 places a card; player 0's preview must not know which.
    const place = ruckusGame.legalActions(s, 1).find((a) => a.type === 'place')!;
    expect(ruckusGame.step(s, 1, place)).toBeNull();
    const p = previewOf(s, 0);
    expect(Object.values(p.units).every((u) => u.seat === 0)).toBe(true);
    expect(p.projected.every((x) => x.seat === 0)).toBe(true);
    const hidden = ruckusGame.hiddenFrom(s, 0);
    const told = stringsIn(p);
    expect(hidden.filter((id) => told.has(id))).toEqual([]);
    // Opponents' face-down tokens are counted, never valued.
    expect(p.score.find((x) => x.seat === 1)).toMatchObject({ hiddenTokens: s.seats[1].tokens.length });
  });

  it('the Draft Tournament: the seat\'s own game with its actions, the other game as a watcher sees it', () => {
    const ts = ruckusAnyGame.setup({ players: 4, setup: 'tournament', tournamentSetup: 'basic' }, 3);
    const legal = ruckusAnyGame.legalActions(ts, 2);
    const p = ruckusAnyGame.preview!(ts, 2, legal) as TournamentPreview;
    expect(p.kind).toBe('tournament');
    expect(p.games).toHaveLength(2);
    expect(p.games[1]!.actions).toHaveLength(legal.length);
    expect(p.games[0]!.actions).toEqual([]);
    const hidden = ruckusAnyGame.hiddenFrom(ts, 2);
    const told = stringsIn(p);
    expect(hidden.filter((id) => told.has(id))).toEqual([]);
  });
});
