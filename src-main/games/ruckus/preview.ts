// The table's previews for one seat (Game.preview): every visible unit's numbers as the rules count them and why,
// the totals an army would declare and did declare with each unit's share, what each legal action would do, and the
// VP the seat may know. All of it comes from the rules' own code (stats.ts, rules.ts); nothing hidden is read out.
import type {
  ActionPreview, RowBonus, RuckusPreview, RuckusStat, ScorePreview, StatPreview, StatReason, TotalPart, TotalPreview, UnitPreview,
} from '@shared/games/ruckus-view';
import type { RuckusAction } from './actions';
import { armyHidden, hiddenFrom } from './game';
import { cardName, highestTwo, hitCandidates, hitOnUnit, order, scoreOf, seat } from './rules';
import { F, tableFor, type DeclaredPart, type Player, type RuckusState, type Table, type Unit } from './state';
import { declaredTotal, heartsOf, meleeOf, printedStats, rangedOf, shieldsOf, skillOf, type StatWhy } from './stats';

const STAT_WORD: Record<RuckusStat, [one: string, many: string]> = {
  melee: ['melee', 'melee'], ranged: ['ranged', 'ranged'], shields: ['shield', 'shields'], hearts: ['heart', 'hearts'],
};

const signed = (n: number): string => (n > 0 ? `+${n}` : `\u2212${-n}`);
const word = (stat: RuckusStat, n: number): string => STAT_WORD[stat][Math.abs(n) === 1 ? 0 : 1];

/** Where a change comes from, in words: the unit's own skill, another unit's, a Kicker, an add-on token. */
function sourceName(t: Table, u: Unit, source: string, pl: Player): string {
  if (t.token[source]) return `${t.token[source].addOn ?? ''} add-on token`.trim();
  if (t.kicker[source]) return `${t.kicker[source].name} (Kicker)`;
  const name = cardName(t, source);
  if (source !== u.id) return name;
  const sk = skillOf(t, u);
  if (sk?.effect.kind === 'self-bonus' && sk.effect.ifAlly) return `${sk.effect.ifAlly} in the army`;
  if (sk?.effect.kind === 'row-shield') {
    const alone = !pl.army.some((o) => o !== u && o.row === u.row && !(o.f & F.DEFEATED));
    return alone ? `${name}, alone in the row` : name;
  }
  return `${name}'s skill`;
}

/** One number: the rules' value, told each bonus on the way (the reasons add up to value − printed). */
function statLine(t: Table, u: Unit, pl: Player, stat: RuckusStat, printed: number, compute: (why: StatWhy) => number): StatPreview {
  const reasons: StatReason[] = [];
  const value = compute((amount, source) => {
    reasons.push({ amount, source, text: `${signed(amount)} ${word(stat, amount)}: ${sourceName(t, u, source, pl)}` });
  });
  return { printed, value, reasons };
}

/** An army's total with its parts, from the same code the Declaration Phase runs. */
function totalOf(t: Table, s: RuckusState, pi: number): { total: number; parts: DeclaredPart[] } {
  const parts: DeclaredPart[] = [];
  const total = declaredTotal(t, s, s.p[pi], (amount, source, part) => parts.push({ amount, source, part }));
  return { total, parts };
}

const PART_WORDS: Record<DeclaredPart['part'], string> = {
  melee: 'melee', ranged: 'ranged', 'row-bonus': 'row bonus', beside: 'beside the formation', skill: 'skill and Kicker damage',
};

function withText(t: Table, seatIndex: number, total: number, parts: readonly DeclaredPart[]): TotalPreview {
  return {
    seat: seatIndex, total,
    parts: parts.map((p): TotalPart => ({
      ...p, text: p.source ? `${cardName(t, p.source)}: ${p.amount} ${PART_WORDS[p.part]}` : `${p.part === 'skill' ? PART_WORDS.skill : 'a unit now out of sight'}: ${p.amount}`,
    })),
  };
}

/** The armies `me` can see: all of them, except the others' while formations are behind the Battle Screens. */
function visibleSeats(s: RuckusState, me: number): number[] {
  const out: number[] = [];
  for (let o = 0; o < s.players; o++) if (!armyHidden(s, me, o) && s.p[o].army.length > 0) out.push(o);
  return out;
}

function unitPreview(t: Table, s: RuckusState, pi: number, u: Unit, share: number): UnitPreview {
  const pl = s.p[pi];
  const printed = printedStats(t, u);
  const melee = statLine(t, u, pl, 'melee', printed.melee, (why) => meleeOf(t, s, pl, u, why));
  const ranged = statLine(t, u, pl, 'ranged', printed.ranged, (why) => rangedOf(t, s, pl, u, why));
  const shields = statLine(t, u, pl, 'shields', printed.shields, (why) => shieldsOf(t, s, pl, u, why));
  const hearts = statLine(t, u, pl, 'hearts', printed.hearts, (why) => heartsOf(t, u, why));
  // Melee or every attack switched off (Gozer and Saboteur, Poison Pete): the number lowered on the card, with why.
  if (u.f & F.NO_ATTACK) {
    for (const line of [melee, ranged]) {
      if (line.value > 0) line.reasons.push({ amount: -line.value, source: '', text: `${signed(-line.value)} ${line === melee ? 'melee' : 'ranged'}: cannot attack at the next Declaration` });
      line.value = 0;
    }
  } else if ((u.f & F.NO_MELEE) && melee.value > 0) {
    melee.reasons.push({ amount: -melee.value, source: '', text: `${signed(-melee.value)} melee: no melee this combat round` });
    melee.value = 0;
  }
  const meleeCounts = u.row === 0 && melee.value > 0;
  const meleeNote = u.row > 0 && melee.value > 0 ? 'Melee counts only from the 1st row.' : (u.f & (F.NO_MELEE | F.NO_ATTACK)) ? melee.reasons.at(-1)?.text ?? '' : '';
  return {
    id: u.id, seat: pi, row: u.row, melee, ranged, shields, hearts, damage: u.dmg, heartsLeft: Math.max(0, hearts.value - u.dmg),
    meleeCounts, meleeNote, share,
  };
}

/** Row bonuses that count now, each on the row it raises (they count once for the row as a whole). */
function rowBonuses(t: Table, s: RuckusState, pi: number, parts: readonly DeclaredPart[]): RowBonus[] {
  const out: RowBonus[] = [];
  for (const p of parts) {
    if (p.part === 'row-bonus') {
      const u = s.p[pi].army.find((x) => x.id === p.source);
      const e = u ? skillOf(t, u)?.effect : undefined;
      if (!u || e?.kind !== 'row-bonus') continue;
      const row = e.row === 'own' ? u.row : u.row - 1;
      out.push({ seat: pi, row, stat: e.stat, amount: p.amount, source: p.source, counts: true, text: `${signed(p.amount)} ${e.stat} to row ${row + 1} as a whole: ${cardName(t, p.source)}` });
    } else if (p.part === 'beside') {
      const d = t.victory[p.source]?.onDraw;
      if (d?.kind !== 'beside') continue;
      out.push({ seat: pi, row: d.row, stat: d.stat, amount: p.amount, source: p.source, counts: true, text: `${signed(p.amount)} ${d.stat} to row ${d.row + 1} as a whole: ${cardName(t, p.source)}` });
    }
  }
  return out;
}

function damageText(t: Table, id: string, r: { prevented: boolean; blocked: number; take: number }, amount: number, defeated: boolean, left: number, more: boolean): string {
  if (r.prevented) return `Bullet Proof on ${cardName(t, id)} prevents all ${amount} damage.`;
  const parts = [
    r.blocked ? `shields block ${r.blocked}` : '',
    `${cardName(t, id)} takes ${r.take}${defeated ? ' and is defeated' : ''}`,
  ].filter(Boolean);
  const rest = left > 0 ? (more ? `; ${left} more to assign` : `; ${left} is ignored (nowhere to go)`) : '';
  return `${parts.join(', ')}${rest}.`;
}

/** The total of `pi`'s army with one unit changed (a flag, an add-on) on a copy of that army: the rules count it. */
function totalAfter(t: Table, s: RuckusState, pi: number, id: string, change: (copy: Unit) => void): number {
  const pl = s.p[pi];
  const army = pl.army.map((u) => {
    if (u.id !== id) return u;
    const copy = { ...u, addOns: u.addOns.slice() };
    change(copy);
    return copy;
  });
  return declaredTotal(t, s, { ...pl, army });
}

function actionPreview(t: Table, s: RuckusState, me: number, a: RuckusAction, projected: Map<number, number>): ActionPreview | null {
  const pl = s.p[me];
  const mine = (id: string): Unit | undefined => pl.army.find((u) => u.id === id);
  const h = s.hits[0];
  switch (a.type) {
    case 'assign': case 'absorb': {
      const u = mine(a.unit);
      if (!u || !h) return null;
      const sk = skillOf(t, u);
      const amount = a.type === 'absorb' && sk?.effect.kind === 'absorb' ? Math.min(a.amount ?? sk.effect.amount, sk.effect.amount, h.amount) : h.amount;
      const r = hitOnUnit(s, t, h, me, u, amount);
      const used = r.prevented ? amount : r.blocked + r.take;
      const defeated = !r.prevented && u.dmg + r.take >= heartsOf(t, u);
      // Absorbed damage is applied to the army in full (RULES.md Shepherd, Warden, Saint): the rest goes on.
      const left = a.type === 'absorb' ? h.amount - amount : h.amount - used;
      const more = a.type === 'absorb' ? left > 0 : hitCandidates(s, h).some((o) => o !== u);
      const text = a.type === 'absorb'
        ? `${cardName(t, u.id)} takes ${amount} of the ${h.amount} for the army: ${damageText(t, u.id, r, amount, defeated, 0, false)}${left > 0 ? ` ${left} still to assign.` : ''}`
        : damageText(t, u.id, r, amount, defeated, left, more);
      return { kind: 'damage', unit: u.id, amount, prevented: r.prevented, blocked: r.blocked, taken: r.take, defeated, left, text };
    }
    case 'prevent': {
      const u = mine(a.unit);
      if (!u || !h) return null;
      return { kind: 'damage', unit: u.id, amount: h.amount, prevented: true, blocked: 0, taken: 0, defeated: false, left: 0, text: `${cardName(t, u.id)} prevents all ${h.amount} damage.` };
    }
    case 'add-on': {
      const u = mine(a.unit);
      if (!u) return null;
      const kind = t.token[a.token]?.addOn;
      const before = projected.get(me) ?? declaredTotal(t, s, pl);
      const after = totalAfter(t, s, me, u.id, (copy) => { copy.addOns.push(a.token); });
      const what = kind === 'heart' ? '+1 heart' : `+1 ${kind}`;
      const text = kind === 'heart'
        ? `${what} on ${cardName(t, u.id)} (${heartsOf(t, u)} \u2192 ${heartsOf(t, u) + 1} hearts).`
        : `${what} on ${cardName(t, u.id)}: total ${before} \u2192 ${after}${after === before && kind === 'melee' ? ' (melee counts only from the 1st row)' : ''}.`;
      return { kind: 'total', seat: me, before, after, unit: u.id, text };
    }
    case 'activate': {
      const u = mine(a.unit);
      const sk = u ? skillOf(t, u) : undefined;
      if (!u || !sk) return null;
      const e = sk.effect;
      if (e.kind === 'damage-bonus') {
        const before = projected.get(me) ?? declaredTotal(t, s, pl);
        return { kind: 'total', seat: me, before, after: before + e.amount, unit: u.id, text: `+${e.amount} damage at the next Declaration: total ${before} \u2192 ${before + e.amount}.` };
      }
      return { kind: 'note', unit: u.id, text: `${cardName(t, u.id)}: ${sk.text}` };
    }
    case 'fall': {
      const u = mine(a.unit);
      if (!u) return null;
      const counts = u.row - 1 === 0 && meleeOf(t, s, pl, u) > 0 && !(u.f & (F.NO_MELEE | F.NO_ATTACK));
      return { kind: 'row', unit: u.id, from: u.row, to: u.row - 1, text: `${cardName(t, u.id)} moves to row ${u.row}${counts ? `: its ${meleeOf(t, s, pl, u)} melee counts there` : ''}.` };
    }
    case 'recruit': {
      const u = mine(a.unit);
      if (!u) return null;
      return { kind: 'note', unit: u.id, text: `${cardName(t, u.id)} recruits: the top card of your draw pile, played into row ${u.row + 1} if it is a unit.` };
    }
    case 'react': {
      const u = mine(a.unit);
      const sk = u ? skillOf(t, u) : undefined;
      return u && sk ? { kind: 'note', unit: u.id, text: `${cardName(t, u.id)}: ${sk.text}` } : null;
    }
    case 'choose': {
      const pr = s.prompts[0];
      if (!pr) return null;
      const target = s.p.flatMap((p, pi) => p.army.map((u) => ({ u, pi }))).find((x) => x.u.id === a.option);
      if (pr.kind === 'heal' && target) {
        const healed = Math.min(pr.amount, target.u.dmg);
        return { kind: 'heal', unit: target.u.id, healed, text: `Removes ${healed} damage from ${cardName(t, target.u.id)} (${target.u.dmg} \u2192 ${target.u.dmg - healed}).` };
      }
      if ((pr.kind === 'disable' || pr.kind === 'poison') && target) {
        const flag = pr.kind === 'disable' ? F.NO_MELEE : F.NO_ATTACK;
        const before = projected.get(target.pi) ?? declaredTotal(t, s, s.p[target.pi]);
        const after = totalAfter(t, s, target.pi, target.u.id, (copy) => { copy.f |= flag; });
        const what = pr.kind === 'disable' ? 'deals no melee this combat round' : 'cannot attack at the next Declaration';
        return { kind: 'total', seat: target.pi, before, after, unit: target.u.id, text: `${cardName(t, target.u.id)} ${what}: ${seat(target.pi)}'s total ${before} \u2192 ${after}.` };
      }
      return null;
    }
    default:
      return null;
  }
}

/** What the seat may know of each player's VP: all of its own, the others' without their face-down tokens. */
function scores(s: RuckusState, me: number): ScorePreview[] {
  return s.p.map((pl, pi) => {
    if (pi === me) return { seat: pi, vp: scoreOf(s, pi), hiddenTokens: 0 };
    const shown: RuckusState = { ...s, p: s.p.map((x, i) => (i === pi ? { ...x, tokens: [] } : x)) };
    return { seat: pi, vp: scoreOf(shown, pi), hiddenTokens: pl.tokens.length };
  });
}

/** The phases in which the last Declaration's totals are being dealt and fallen forward from: its parts are shown. */
const DEALING = new Set<string>(['resolution', 'fall', 'after-fall']);

/** The previews of one Ruckus game for seat `me` (-1: a watcher of a Draft Tournament game), for its legal actions. */
export function ruckusPreview(s: RuckusState, me: number, legal: readonly RuckusAction[]): RuckusPreview {
  const t = tableFor(s.setKey);
  const units: Record<string, UnitPreview> = {};
  const rows: RowBonus[] = [];
  const projected: TotalPreview[] = [];
  const totals = new Map<number, number>();
  for (const pi of visibleSeats(s, me)) {
    const { total, parts } = totalOf(t, s, pi);
    const share = new Map<string, number>();
    for (const p of parts) if (p.source) share.set(p.source, (share.get(p.source) ?? 0) + p.amount);
    for (const u of s.p[pi].army) units[u.id] = unitPreview(t, s, pi, u, share.get(u.id) ?? 0);
    rows.push(...rowBonuses(t, s, pi, parts));
    if (s.p[pi].inRound) {
      projected.push(withText(t, pi, total, parts));
      totals.set(pi, total);
    }
  }
  const declared: TotalPreview[] = [];
  if (DEALING.has(s.phase) && s.declaredParts) {
    // A unit that declared may since have left sight (a discard pile shuffled into a draw pile): its part stays, unnamed.
    const hidden = new Set(hiddenFrom(s, me));
    const seats = order(s).filter((pi) => s.declared[pi]! >= 0);
    const { hi, second } = highestTwo(s, seats);
    for (const pi of seats) {
      const parts = (s.declaredParts?.[pi] ?? []).map((x) => (hidden.has(x.source) ? { ...x, source: '' } : x));
      const rank = pi === hi ? 0 : pi === second ? 1 : 2;
      // The highest deals to every other army, the second highest to the highest; a total of 0 deals nothing.
      const hits = s.declared[pi]! <= 0 ? [] : rank === 0 ? seats.filter((o) => o !== pi) : rank === 1 ? [hi] : [];
      declared.push({ ...withText(t, pi, s.declared[pi]!, parts), rank, hits });
      // While a declared total is dealt, a unit's share is what it gave to that total.
      const given = new Map<string, number>();
      for (const x of parts) if (x.source) given.set(x.source, (given.get(x.source) ?? 0) + x.amount);
      for (const u of s.p[pi]!.army) if (units[u.id]) units[u.id]!.share = given.get(u.id) ?? 0;
    }
  }
  const actions = me >= 0 ? legal.map((a) => actionPreview(t, s, me, a, totals)) : legal.map(() => null);
  return { units, rows, projected, declared, actions, score: scores(s, me) };
}
