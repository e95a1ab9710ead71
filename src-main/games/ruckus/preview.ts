// The table's previews for one seat (Game.preview): every visible unit's numbers as the rules count them and why,
// the totals an army would declare and did declare with each unit's share, what each legal action would do, and the
// VP the seat may know. All of it comes from the rules' own code (stats.ts, damage.ts, and each effect kind's preview in
// effects/<kind>.ts); nothing hidden is read out.
import type {
  ActionPreview, RowBonus, RuckusAction, RuckusPreview, RuckusStat, ScorePreview, StatPreview, StatReason, TotalPart, TotalPreview, UnitPreview,
} from '@shared/games/ruckus-view';
import { hitCandidates, hitOnUnit } from './damage';
import { effectRules, previewChoice } from './effects';
import { highestTwo } from './phases';
import { signed, totalAfter } from './preview-parts';
import { scoreOf } from './round-end';
import { cardName } from './rules';
import { F, type Cards, type DeclaredPart, type Player, type RuckusState, type Unit } from './state';
import { declaredTotal, heartsOf, meleeOf, printedStats, rangedOf, shieldsOf, skillOf, type StatWhy } from './stats';
import { armyHidden, hiddenFrom } from './view';
import { order } from './zones';

const STAT_WORD: Record<RuckusStat, [one: string, many: string]> = {
  melee: ['melee', 'melee'], ranged: ['ranged', 'ranged'], shields: ['shield', 'shields'], hearts: ['heart', 'hearts'],
};

const word = (stat: RuckusStat, n: number): string => STAT_WORD[stat][Math.abs(n) === 1 ? 0 : 1];

/** Where a change comes from, in words: the unit's own skill (as its kind words it), another unit's, a Kicker, an add-on token. */
function sourceName(cards: Cards, unit: Unit, source: string, player: Player): string {
  if (cards.token[source]) return `${cards.token[source].addOn ?? ''} add-on token`.trim();
  if (cards.kicker[source]) return `${cards.kicker[source].name} (Kicker)`;
  const name = cardName(cards, source);
  if (source !== unit.id) return name;
  const skill = skillOf(cards, unit);
  const selfSource = skill && effectRules(skill.effect).selfSource;
  return selfSource ? selfSource(player, unit, skill.effect, name) : `${name}'s skill`;
}

/** One number: the rules' value, told each bonus on the way (the reasons add up to value − printed). */
function statLine(cards: Cards, unit: Unit, player: Player, stat: RuckusStat, printed: number, compute: (why: StatWhy) => number): StatPreview {
  const reasons: StatReason[] = [];
  const value = compute((amount, source) => {
    reasons.push({ amount, source, text: `${signed(amount)} ${word(stat, amount)}: ${sourceName(cards, unit, source, player)}` });
  });
  return { printed, value, reasons };
}

/** An army's total with its parts, from the same code the Declaration Phase runs. */
function totalOf(cards: Cards, s: RuckusState, seat: number): { total: number; parts: DeclaredPart[] } {
  const parts: DeclaredPart[] = [];
  const total = declaredTotal(cards, s, s.seats[seat], (amount, source, part) => parts.push({ amount, source, part }));
  return { total, parts };
}

const PART_WORDS: Record<DeclaredPart['part'], string> = {
  melee: 'melee', ranged: 'ranged', 'row-bonus': 'row bonus', beside: 'beside the formation', skill: 'skill and Kicker damage',
};

function withText(cards: Cards, seat: number, total: number, parts: readonly DeclaredPart[]): TotalPreview {
  return {
    seat, total,
    parts: parts.map((part): TotalPart => ({
      ...part, text: part.source ? `${cardName(cards, part.source)}: ${part.amount} ${PART_WORDS[part.part]}` : `${part.part === 'skill' ? PART_WORDS.skill : 'a unit now out of sight'}: ${part.amount}`,
    })),
  };
}

/** The armies `me` can see: all of them, except the others' while formations are behind the Battle Screens. */
function visibleSeats(s: RuckusState, me: number): number[] {
  const out: number[] = [];
  for (let other = 0; other < s.players; other++) if (!armyHidden(s, me, other) && s.seats[other].army.length > 0) out.push(other);
  return out;
}

function unitPreview(cards: Cards, s: RuckusState, seat: number, unit: Unit, share: number): UnitPreview {
  const player = s.seats[seat];
  const printed = printedStats(cards, unit);
  const melee = statLine(cards, unit, player, 'melee', printed.melee, (why) => meleeOf(cards, s, player, unit, why));
  const ranged = statLine(cards, unit, player, 'ranged', printed.ranged, (why) => rangedOf(cards, s, player, unit, why));
  const shields = statLine(cards, unit, player, 'shields', printed.shields, (why) => shieldsOf(cards, s, player, unit, why));
  const hearts = statLine(cards, unit, player, 'hearts', printed.hearts, (why) => heartsOf(cards, unit, why));
  // Melee or every attack switched off (Gozer and Saboteur, Poison Pete): the number lowered on the card, with why.
  if (unit.flags & F.NO_ATTACK) {
    for (const line of [melee, ranged]) {
      if (line.value > 0) line.reasons.push({ amount: -line.value, source: '', text: `${signed(-line.value)} ${line === melee ? 'melee' : 'ranged'}: cannot attack at the next Declaration` });
      line.value = 0;
    }
  } else if ((unit.flags & F.NO_MELEE) && melee.value > 0) {
    melee.reasons.push({ amount: -melee.value, source: '', text: `${signed(-melee.value)} melee: no melee this combat round` });
    melee.value = 0;
  }
  const meleeCounts = unit.row === 0 && melee.value > 0;
  const meleeNote = unit.row > 0 && melee.value > 0 ? 'Melee counts only from the 1st row.' : (unit.flags & (F.NO_MELEE | F.NO_ATTACK)) ? melee.reasons.at(-1)?.text ?? '' : '';
  return {
    id: unit.id, seat, row: unit.row, melee, ranged, shields, hearts, damage: unit.damage, heartsLeft: Math.max(0, hearts.value - unit.damage),
    meleeCounts, meleeNote, share,
  };
}

/** Row bonuses that count now, each on the row it raises (they count once for the row as a whole). */
function rowBonuses(cards: Cards, s: RuckusState, seat: number, parts: readonly DeclaredPart[]): RowBonus[] {
  const out: RowBonus[] = [];
  for (const part of parts) {
    if (part.part === 'row-bonus') {
      const unit = s.seats[seat].army.find((x) => x.id === part.source);
      const skill = unit ? skillOf(cards, unit) : undefined;
      const rowPreview = skill && effectRules(skill.effect).rowPreview;
      if (!unit || !rowPreview) continue;
      out.push(rowPreview(seat, unit, skill.effect, part.amount, cardName(cards, part.source)));
    } else if (part.part === 'beside') {
      const draw = cards.victory[part.source]?.onDraw;
      if (draw?.kind !== 'beside') continue;
      out.push({ seat, row: draw.row, stat: draw.stat, amount: part.amount, source: part.source, counts: true, text: `${signed(part.amount)} ${draw.stat} to row ${draw.row + 1} as a whole: ${cardName(cards, part.source)}` });
    }
  }
  return out;
}

function damageText(cards: Cards, id: string, result: { prevented: boolean; blocked: number; take: number }, amount: number, defeated: boolean, left: number, more: boolean): string {
  if (result.prevented) return `Bullet Proof on ${cardName(cards, id)} prevents all ${amount} damage.`;
  const parts = [
    result.blocked ? `shields block ${result.blocked}` : '',
    `${cardName(cards, id)} takes ${result.take}${defeated ? ' and is defeated' : ''}`,
  ].filter(Boolean);
  const rest = left > 0 ? (more ? `; ${left} more to assign` : `; ${left} is ignored (nowhere to go)`) : '';
  return `${parts.join(', ')}${rest}.`;
}

function actionPreview(cards: Cards, s: RuckusState, me: number, action: RuckusAction, projected: Map<number, number>): ActionPreview | null {
  const player = s.seats[me];
  const mine = (id: string): Unit | undefined => player.army.find((unit) => unit.id === id);
  const hit = s.hits[0];
  switch (action.type) {
    case 'assign': case 'absorb': {
      const unit = mine(action.unit);
      if (!unit || !hit) return null;
      const skill = skillOf(cards, unit);
      const amount = action.type === 'absorb' && skill?.effect.kind === 'absorb' ? Math.min(action.amount ?? skill.effect.amount, skill.effect.amount, hit.amount) : hit.amount;
      const result = hitOnUnit(s, cards, hit, me, unit, amount);
      const used = result.prevented ? amount : result.blocked + result.take;
      const defeated = !result.prevented && unit.damage + result.take >= heartsOf(cards, unit);
      // Absorbed damage is applied to the army in full (RULES.md Shepherd, Warden, Saint): the rest goes on.
      const left = action.type === 'absorb' ? hit.amount - amount : hit.amount - used;
      const more = action.type === 'absorb' ? left > 0 : hitCandidates(s, hit).some((other) => other !== unit);
      const text = action.type === 'absorb'
        ? `${cardName(cards, unit.id)} takes ${amount} of the ${hit.amount} for the army: ${damageText(cards, unit.id, result, amount, defeated, 0, false)}${left > 0 ? ` ${left} still to assign.` : ''}`
        : damageText(cards, unit.id, result, amount, defeated, left, more);
      return { kind: 'damage', unit: unit.id, amount, prevented: result.prevented, blocked: result.blocked, taken: result.take, defeated, left, text };
    }
    case 'prevent': {
      const unit = mine(action.unit);
      if (!unit || !hit) return null;
      return { kind: 'damage', unit: unit.id, amount: hit.amount, prevented: true, blocked: 0, taken: 0, defeated: false, left: 0, text: `${cardName(cards, unit.id)} prevents all ${hit.amount} damage.` };
    }
    case 'add-on': {
      const unit = mine(action.unit);
      if (!unit) return null;
      const kind = cards.token[action.token]?.addOn;
      const before = projected.get(me) ?? declaredTotal(cards, s, player);
      const after = totalAfter(cards, s, me, unit.id, (copy) => { copy.addOns.push(action.token); });
      const what = kind === 'heart' ? '+1 heart' : `+1 ${kind}`;
      const text = kind === 'heart'
        ? `${what} on ${cardName(cards, unit.id)} (${heartsOf(cards, unit)} \u2192 ${heartsOf(cards, unit) + 1} hearts).`
        : `${what} on ${cardName(cards, unit.id)}: total ${before} \u2192 ${after}${after === before && kind === 'melee' ? ' (melee counts only from the 1st row)' : ''}.`;
      return { kind: 'total', seat: me, before, after, unit: unit.id, text };
    }
    case 'activate': {
      const unit = mine(action.unit);
      const skill = unit ? skillOf(cards, unit) : undefined;
      if (!unit || !skill) return null;
      const previewActivate = effectRules(skill.effect).previewActivate;
      return previewActivate?.(s, cards, me, unit, skill.effect, projected) ?? { kind: 'note', unit: unit.id, text: `${cardName(cards, unit.id)}: ${skill.text}` };
    }
    case 'fall': {
      const unit = mine(action.unit);
      if (!unit) return null;
      const counts = unit.row - 1 === 0 && meleeOf(cards, s, player, unit) > 0 && !(unit.flags & (F.NO_MELEE | F.NO_ATTACK));
      return { kind: 'row', unit: unit.id, from: unit.row, to: unit.row - 1, text: `${cardName(cards, unit.id)} moves to row ${unit.row}${counts ? `: its ${meleeOf(cards, s, player, unit)} melee counts there` : ''}.` };
    }
    case 'recruit': {
      const unit = mine(action.unit);
      if (!unit) return null;
      return { kind: 'note', unit: unit.id, text: `${cardName(cards, unit.id)} recruits: the top card of your draw pile, played into row ${unit.row + 1} if it is a unit.` };
    }
    case 'react': {
      const unit = mine(action.unit);
      const skill = unit ? skillOf(cards, unit) : undefined;
      return unit && skill ? { kind: 'note', unit: unit.id, text: `${cardName(cards, unit.id)}: ${skill.text}` } : null;
    }
    case 'choose': {
      const prompt = s.prompts[0];
      if (!prompt) return null;
      const target = s.seats.flatMap((other, seat) => other.army.map((unit) => ({ unit, seat }))).find((x) => x.unit.id === action.option);
      if (!target) return null;
      // The effect kind that asks this kind of prompt previews the choice (a heal, a unit stopped).
      return previewChoice({ s, cards, prompt, target, projected });
    }
    default:
      return null;
  }
}

/** What the seat may know of each player's VP: all of its own, the others' without their face-down tokens. */
function scores(cards: Cards, s: RuckusState, me: number): ScorePreview[] {
  return s.seats.map((player, seat) => {
    if (seat === me) return { seat, vp: scoreOf(s, cards, seat), hiddenTokens: 0 };
    const shown: RuckusState = { ...s, seats: s.seats.map((x, i) => (i === seat ? { ...x, tokens: [] } : x)) };
    return { seat, vp: scoreOf(shown, cards, seat), hiddenTokens: player.tokens.length };
  });
}

/** The phases in which the last Declaration's totals are being dealt and fallen forward from: its parts are shown. */
const DEALING: ReadonlySet<string> = new Set(['resolution', 'fall', 'after-fall']);

/** The previews of one Ruckus game for seat `me` (-1: a watcher of a Draft Tournament game), for its legal actions. */
export function ruckusPreview(s: RuckusState, cards: Cards, me: number, legal: readonly RuckusAction[]): RuckusPreview {
  const units: Record<string, UnitPreview> = {};
  const rows: RowBonus[] = [];
  const projected: TotalPreview[] = [];
  const totals = new Map<number, number>();
  for (const seat of visibleSeats(s, me)) {
    const { total, parts } = totalOf(cards, s, seat);
    const share = new Map<string, number>();
    for (const part of parts) if (part.source) share.set(part.source, (share.get(part.source) ?? 0) + part.amount);
    for (const unit of s.seats[seat].army) units[unit.id] = unitPreview(cards, s, seat, unit, share.get(unit.id) ?? 0);
    rows.push(...rowBonuses(cards, s, seat, parts));
    if (s.seats[seat].inRound) {
      projected.push(withText(cards, seat, total, parts));
      totals.set(seat, total);
    }
  }
  const declared: TotalPreview[] = [];
  if (DEALING.has(s.phase) && s.declaredParts) {
    // A unit that declared may since have left sight (a discard pile shuffled into a draw pile): its part stays, unnamed.
    const hidden = new Set(hiddenFrom(s, me));
    const seats = order(s).filter((seat) => s.declared[seat]! >= 0);
    const { hi, second } = highestTwo(s, seats);
    for (const seat of seats) {
      const parts = (s.declaredParts?.[seat] ?? []).map((x) => (hidden.has(x.source) ? { ...x, source: '' } : x));
      const rank = seat === hi ? 0 : seat === second ? 1 : 2;
      // The highest deals to every other army, the second highest to the highest; a total of 0 deals nothing.
      const hits = s.declared[seat]! <= 0 ? [] : rank === 0 ? seats.filter((other) => other !== seat) : rank === 1 ? [hi] : [];
      declared.push({ ...withText(cards, seat, s.declared[seat]!, parts), rank, hits });
      // While a declared total is dealt, a unit's share is what it gave to that total.
      const given = new Map<string, number>();
      for (const x of parts) if (x.source) given.set(x.source, (given.get(x.source) ?? 0) + x.amount);
      for (const unit of s.seats[seat]!.army) if (units[unit.id]) units[unit.id]!.share = given.get(unit.id) ?? 0;
    }
  }
  const actions = me >= 0 ? legal.map((action) => actionPreview(cards, s, me, action, totals)) : legal.map(() => null);
  return { units, rows, projected, declared, actions, score: scores(cards, s, me) };
}
