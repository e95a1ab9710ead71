// Ruckus army building for the AI and the draft coach: what each non-Starting unit is worth per draft point (from the
// self-play data in ../data/ruckus-unit-values.json, or from its printed statistics when the data does not know the card),
// how well it fits an army, and the choices of every building decision: the Advanced army (the best combination of the
// 12 draft points, a knapsack, not a greedy fill), the Draft pick (own value, denial, points left), the Pure Guild
// upgrade deck and the Upgrade Phase. Pure code: no I/O, no clock, no randomness.
import { hashState } from '@main/engine/hash';
import { GUILDS, type CardSet, type Guild, type Skill, type UnitCard } from '@shared/games/ruckus/cards';
import rawValues from '../data/ruckus-unit-values.json';
import { neutral } from '@shared/games/catalogues';
import type { Message, Params } from '@shared/games/words';

export const DRAFT_POINTS = 12;

// ---------------------------------------------------------------- the data file

export interface UnitValueRecord {
  /** Hash of the card's printed data: a user set that reuses an id for another card does not inherit its value. */
  readonly sig: string;
  readonly level: 1 | 2;
  /** Win-probability lift, in percentage points, of adding the unit to an army (in games of the table's player count). */
  readonly value: number;
  /** Standard error of `value`. */
  readonly se: number;
  /** Armies of the sample that held the unit. */
  readonly n: number;
  /** Shrunk correction of `value` in an army of each guild (Draft armies mix guilds). */
  readonly byGuild?: Partial<Record<Guild, number>>;
}

export interface ModeValues {
  readonly games: number;
  /** value ≈ intercept + slope × printed worth over the set's units: how a card missing from the data is rated. */
  readonly fallback: { readonly intercept: number; readonly slope: number };
  /** Win-probability lift of each guild's Starting army against the average (informative only). */
  readonly guilds?: Partial<Record<Guild, number>>;
  readonly units: Readonly<Record<string, UnitValueRecord>>;
}

/** The tables for games of 3 or 4 players. */
export interface PlayerTables {
  readonly method: string;
  readonly generated: string;
  readonly seed: number;
  readonly modes: { readonly skills?: ModeValues; readonly child?: ModeValues };
}

export interface UnitValueData {
  readonly format: 1;
  readonly method: string;
  readonly generated: string;
  readonly seed: number;
  readonly players: number;
  readonly scale: string;
  readonly cardSet: { readonly name: string; readonly hash: string; readonly units: readonly string[] };
  /** The 2-player tables (`players` is 2). */
  readonly modes: { readonly skills?: ModeValues; readonly child?: ModeValues };
  /** Tables measured in games of more players, by player count ("3", "4"); a count without one uses the 2-player tables. */
  readonly byPlayers?: Readonly<Record<string, PlayerTables>>;
}

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function checkMode(m: unknown, where: string): ModeValues {
  const o = m as Record<string, unknown> | null;
  if (!o || typeof o !== 'object') throw new TypeError(`${where}: not an object`);
  const fb = o.fallback as Record<string, unknown> | undefined;
  if (!isNum(o.games) || !fb || !isNum(fb.intercept) || !isNum(fb.slope)) throw new TypeError(`${where}: needs games and fallback {intercept, slope}`);
  const units = o.units as Record<string, unknown> | undefined;
  if (!units || typeof units !== 'object') throw new TypeError(`${where}.units: not an object`);
  for (const [id, r] of Object.entries(units)) {
    const u = r as Record<string, unknown>;
    if (typeof u?.sig !== 'string' || (u.level !== 1 && u.level !== 2) || !isNum(u.value) || !isNum(u.se) || !isNum(u.n)) {
      throw new TypeError(`${where}.units.${id}: needs sig, level 1|2, value, se and n`);
    }
  }
  return o as unknown as ModeValues;
}

/** Checks a `modes` object's tables (each optional). */
function checkModes(modes: Record<string, unknown>, where: string): void {
  if (modes.skills !== undefined) checkMode(modes.skills, `${where}.skills`);
  if (modes.child !== undefined) checkMode(modes.child, `${where}.child`);
}

/** Checks the shape of a unit-value file; throws a TypeError naming the bad field. */
export function checkUnitValueData(json: unknown): UnitValueData {
  const o = json as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || o.format !== 1) throw new TypeError('unit values: format must be 1');
  for (const k of ['method', 'generated', 'scale'] as const) if (typeof o[k] !== 'string') throw new TypeError(`unit values: ${k} must be a string`);
  if (!isNum(o.seed) || !isNum(o.players)) throw new TypeError('unit values: seed and players must be numbers');
  const cs = o.cardSet as Record<string, unknown> | undefined;
  if (!cs || typeof cs.name !== 'string' || typeof cs.hash !== 'string' || !Array.isArray(cs.units)) throw new TypeError('unit values: cardSet needs name, hash and units');
  const modes = o.modes as Record<string, unknown> | undefined;
  if (!modes || typeof modes !== 'object') throw new TypeError('unit values: modes must be an object');
  checkModes(modes, 'unit values: modes');
  if (o.byPlayers !== undefined) {
    const by = o.byPlayers as Record<string, unknown> | null;
    if (!by || typeof by !== 'object' || Array.isArray(by)) throw new TypeError('unit values: byPlayers must be an object');
    for (const [count, t] of Object.entries(by)) {
      const where = `unit values: byPlayers.${count}`;
      if (count !== '3' && count !== '4') throw new TypeError(`${where}: player counts with their own tables are 3 and 4`);
      const x = t as Record<string, unknown> | null;
      if (!x || typeof x !== 'object') throw new TypeError(`${where}: not an object`);
      if (typeof x.method !== 'string' || typeof x.generated !== 'string' || !isNum(x.seed)) throw new TypeError(`${where}: needs method, generated and seed`);
      const m = x.modes as Record<string, unknown> | undefined;
      if (!m || typeof m !== 'object') throw new TypeError(`${where}.modes: not an object`);
      checkModes(m, `${where}.modes`);
    }
  }
  return o as unknown as UnitValueData;
}

/** The data shipped with the project. */
export const unitValueData: UnitValueData = checkUnitValueData(rawValues);

/** The signature a data record must match: the card's printed data (name, guild, level, statistics, skill). */
export function cardSignature(u: UnitCard): string {
  return hashState({ name: u.name, guild: u.guild, level: u.level, melee: u.melee, ranged: u.ranged, shields: u.shields, hearts: u.hearts, skill: u.skill ?? null });
}

/** Hash of a set's units (what the data was generated for). */
export function unitsHash(set: CardSet): string {
  return hashState(set.units.map(cardSignature));
}

// ---------------------------------------------------------------- printed worth (the fallback and the heuristic's scale)

/** Rough worth of a skill in points of attack or defence. */
export function skillWorth(sk: Skill | undefined): number {
  if (!sk) return 0;
  const e = sk.effect;
  switch (e.kind) {
    case 'damage-bonus': case 'row-behind': case 'row-bonus': return e.amount;
    case 'self-bonus': return e.amount * 0.8;
    case 'unblockable': return e.amount * 1.5;
    case 'row-shield': return e.amount * 1.5;
    case 'heal': return e.amount * 0.7;
    case 'prevent-all': return 3;
    case 'replay': case 'recruit': return 2.5;
    case 'disable-melee': case 'bandit': case 'raise': return 2;
    default: return 1.5;
  }
}

/** Worth of a unit card by its printed statistics (and skill, unless Child Friendly). */
export function printedWorth(u: UnitCard, skillsOn: boolean): number {
  return u.melee * 1.2 + u.ranged * 1.3 + u.shields * 1.5 + u.hearts * 0.8 + (skillsOn ? skillWorth(u.skill) : 0);
}

// ---------------------------------------------------------------- ratings

export type ValueSource = 'self-play' | 'printed stats';

export interface Rating {
  readonly card: UnitCard;
  readonly cost: number;
  /** Value in the data's scale (percentage points of win chance), or the printed worth mapped onto it. */
  readonly value: number;
  readonly byGuild: Partial<Record<Guild, number>>;
  readonly se: number | null;
  readonly n: number;
  readonly source: ValueSource;
}

export interface Ratings {
  readonly set: CardSet;
  readonly child: boolean;
  /** Player count of the games the values were measured in (2, or the game's own count when the data has its tables). */
  readonly players: number;
  readonly byId: ReadonlyMap<string, Rating>;
  readonly byName: ReadonlyMap<string, UnitCard>;
  /** Whether the values are percentage points of win chance (else printed worth, when no data exists at all). */
  readonly calibrated: boolean;
  /** A typical |value| per draft point, for scaling small adjustments. */
  readonly unit: number;
  /** Named-ally bonuses (Jerry and his Uncle Larry): for each unit, the partners that switch a bonus on, in printed stat points. */
  readonly allies: ReadonlyMap<string, readonly { readonly partner: string; readonly points: number }[]>;
  /** How much one point of printed worth is worth on this scale. */
  readonly worthSlope: number;
}

const ratingCache = new WeakMap<CardSet, Map<string, Ratings>>();

/** The tables for games of `players` seats: their own when the data has them, else the 2-player ones. */
function tablesFor(data: UnitValueData, players: number): { readonly players: number; readonly modes: UnitValueData['modes'] } {
  const own = players > 2 ? data.byPlayers?.[String(players)] : undefined;
  return own ? { players, modes: own.modes } : { players: 2, modes: data.modes };
}

/**
 * Ratings of every unit of a set (Starting units by printed worth), from `data` (the shipped file by default), measured
 * in games of `players` seats where the data has tables for that count (else in 2-player games).
 */
export function ratingsFor(set: CardSet, child = false, data: UnitValueData = unitValueData, players = 2): Ratings {
  const tables = tablesFor(data, players);
  const cacheKey = `${child ? 'child' : 'skills'}-${tables.players}`;
  let perSet = data === unitValueData ? ratingCache.get(set) : undefined;
  const hit = perSet?.get(cacheKey);
  if (hit) return hit;
  const mode = (child ? tables.modes.child : tables.modes.skills) ?? null;
  // Without data for this mode, the other mode's calibration still maps worth onto win chance.
  const calib = mode?.fallback ?? tables.modes.skills?.fallback ?? tables.modes.child?.fallback ?? null;
  const byId = new Map<string, Rating>();
  const byName = new Map<string, UnitCard>();
  for (const card of set.units) {
    byName.set(card.name, card);
    const cost = card.level === 'S' ? 0 : card.level;
    const rec = card.level !== 'S' ? mode?.units[card.id] : undefined;
    const worth = printedWorth(card, !child);
    if (rec && rec.sig === cardSignature(card)) {
      byId.set(card.id, { card, cost, value: rec.value, byGuild: rec.byGuild ?? {}, se: rec.se, n: rec.n, source: 'self-play' });
    } else {
      const value = calib ? calib.intercept + calib.slope * worth : worth;
      byId.set(card.id, { card, cost, value, byGuild: {}, se: null, n: 0, source: 'printed stats' });
    }
  }
  let sum = 0, k = 0;
  for (const r of byId.values()) if (r.cost > 0) { sum += Math.abs(r.value) / r.cost; k++; }
  const unit = k > 0 && sum > 0 ? sum / k : 1;
  const allies = new Map<string, { partner: string; points: number }[]>();
  if (!child) {
    for (const card of set.units) {
      const e = card.skill?.effect;
      const partner = e && e.kind === 'self-bonus' && e.ifAlly ? byName.get(e.ifAlly) : undefined;
      if (!e || e.kind !== 'self-bonus' || !partner) continue;
      const points = e.amount * 1.2;
      for (const [a, b] of [[card.id, partner.id], [partner.id, card.id]]) {
        const list = allies.get(a) ?? [];
        list.push({ partner: b, points });
        allies.set(a, list);
      }
    }
  }
  const worthSlope = calib && calib.slope > 0 ? calib.slope : calib ? unit / 3 : 1;
  const ratings: Ratings = { set, child, players: tables.players, byId, byName, calibrated: calib !== null, unit, allies, worthSlope };
  if (data === unitValueData) {
    if (!perSet) { perSet = new Map(); ratingCache.set(set, perSet); }
    perSet.set(cacheKey, ratings);
  }
  return ratings;
}

function ratingOf(r: Ratings, id: string): Rating {
  const x = r.byId.get(id);
  if (!x) throw new RangeError(`no unit has the id '${id}' in the card set '${r.set.name}'`);
  return x;
}

/** A unit's value in an army of `guild` (the data's per-guild correction included). */
export function valueIn(r: Ratings, id: string, guild: Guild): number {
  const x = ratingOf(r, id);
  return x.value + (x.byGuild[guild] ?? 0);
}

// ---------------------------------------------------------------- fit with the army so far

export interface ArmySoFar {
  readonly guild: Guild;
  /** Drafted (non-Starting) unit ids. */
  readonly picked: readonly string[];
}

export interface Shape { melee: number; ranged: number; ids: Set<string> }

/** The army's melee/ranged make-up and unit ids (its guild's Starting units and its picks). */
export function shapeOf(r: Ratings, army: ArmySoFar): Shape {
  const sh: Shape = { melee: 0, ranged: 0, ids: new Set() };
  const add = (u: UnitCard): void => { sh.melee += u.melee + u.shields * 0.5; sh.ranged += u.ranged; sh.ids.add(u.id); };
  for (const u of r.set.units) if (u.guild === army.guild && u.level === 'S') add(u);
  for (const id of army.picked) { const x = r.byId.get(id); if (x) add(x.card); }
  return sh;
}

/** Share of ranged attack an army aims at: the 3-2-1 formation puts 3 of 6 units behind the 1st row (a judgement call). */
const RANGED_TARGET = 0.35;

/** How much the unit moves the army's melee/ranged balance toward the target, in [-1, 1]. */
function roleTerm(sh: Shape, u: UnitCard): number {
  const before = sh.melee + sh.ranged > 0 ? sh.ranged / (sh.melee + sh.ranged) : RANGED_TARGET;
  const m = sh.melee + u.melee + u.shields * 0.5, rg = sh.ranged + u.ranged;
  const after = m + rg > 0 ? rg / (m + rg) : before;
  const gain = Math.abs(before - RANGED_TARGET) - Math.abs(after - RANGED_TARGET);
  return Math.max(-1, Math.min(1, gain / 0.05));
}

/** A named-ally bonus the unit would switch on (Jerry and his Uncle Larry), in printed stat points; 0 without one. */
function allyBonus(r: Ratings, sh: Shape, id: string): { points: number; partner: string | null } {
  const list = r.allies.get(id);
  if (list) for (const x of list) if (sh.ids.has(x.partner)) return { points: x.points, partner: r.byId.get(x.partner)!.card.name };
  return { points: 0, partner: null };
}

export interface Assessment {
  readonly id: string;
  readonly cost: number;
  /** Value in this army: the data's value, its guild correction, a named-ally bonus and a small balance adjustment. */
  readonly value: number;
  /** The data's value for this guild (its value plus the guild correction), or the printed worth mapped onto the scale. */
  readonly base: number;
  /** The guild correction included in `base`. */
  readonly guildShift: number;
  readonly fit: number;
  readonly role: number;
  readonly guildTerm: number;
  readonly partner: string | null;
  readonly source: ValueSource;
}

/** Weight of the melee/ranged balance in the AI's own valuation, a share of a typical value per point: a tie-breaker only, as the self-play data (which already prices each unit in average armies) does not measure balance. */
const ROLE_WEIGHT = 0.03;

/** A unit assessed for an army: its value there and how well it fits, in [0, 1]. */
export function assess(r: Ratings, army: ArmySoFar, id: string, shape: Shape = shapeOf(r, army)): Assessment {
  const x = ratingOf(r, id);
  const g = x.byGuild[army.guild] ?? 0;
  const role = roleTerm(shape, x.card);
  const ally = allyBonus(r, shape, id);
  const allyValue = ally.points * r.worthSlope;
  const guildTerm = Math.tanh(g / r.unit);
  const fit = Math.max(0, Math.min(1, 0.5 + 0.25 * role + 0.25 * guildTerm + (ally.partner ? 0.35 : 0)));
  const value = x.value + g + allyValue + ROLE_WEIGHT * role * r.unit * Math.max(1, x.cost);
  return { id, cost: x.cost, value, base: x.value + g, guildShift: g, fit, role, guildTerm, partner: ally.partner, source: x.source };
}

// ---------------------------------------------------------------- knapsack over draft points

interface Item { id: string; cost: number; value: number }

/** The subset of items of greatest total value within `points` (0/1 knapsack, exact; ties to fewer points). */
export function bestSubset(items: readonly Item[], points: number): { ids: string[]; value: number } {
  const P = Math.max(0, Math.floor(points));
  const useful = items.filter((it) => it.value > 0 && it.cost <= P);
  const n = useful.length;
  // best[i][p]: best value using the first i items within p points.
  const best: Float64Array[] = [new Float64Array(P + 1)];
  for (let i = 0; i < n; i++) {
    const prev = best[i], cur = new Float64Array(P + 1), { cost, value } = useful[i];
    for (let p = 0; p <= P; p++) cur[p] = p >= cost && prev[p - cost] + value > prev[p] + 1e-12 ? prev[p - cost] + value : prev[p];
    best.push(cur);
  }
  const ids: string[] = [];
  let p = P;
  for (let i = n; i > 0; i--) {
    if (best[i][p] !== best[i - 1][p]) { ids.push(useful[i - 1].id); p -= useful[i - 1].cost; }
  }
  return { ids, value: best[n][P] };
}

/** The best army within `points` from `available`, valued for `army` (named allies taken together when both fit). */
export function planArmy(r: Ratings, army: ArmySoFar, available: readonly string[], points: number): { ids: string[]; value: number } {
  const shape = shapeOf(r, army);
  const items: Item[] = available.map((id) => { const a = assess(r, army, id, shape); return { id, cost: a.cost, value: a.value }; });
  let best = bestSubset(items, points);
  // A pair that only pays together (a named ally) is tried as one item too.
  for (const id of available) {
    for (const { partner } of r.allies.get(id) ?? []) {
      if (partner < id || !available.includes(partner)) continue;
      const both = assess(r, { guild: army.guild, picked: [...army.picked, partner] }, id).value + assess(r, army, partner, shape).value;
      const rest = items.filter((it) => it.id !== id && it.id !== partner);
      const cost = ratingOf(r, id).cost + ratingOf(r, partner).cost;
      const withPair = bestSubset([...rest, { id: `${id}+${partner}`, cost, value: both }], points);
      if (withPair.value > best.value + 1e-9) best = { ids: withPair.ids.flatMap((x) => x.split('+')), value: withPair.value };
    }
  }
  return best;
}

/**
 * Knapsack values of `items` within 0..P points, with and without each single item: prefix and suffix tables,
 * so that leaving one item out costs O(P²) instead of a new knapsack.
 */
export class LeaveOneOut {
  private readonly pre: Float64Array[];
  private readonly suf: Float64Array[];
  readonly index = new Map<string, number>();
  constructor(private readonly items: readonly Item[], readonly points: number) {
    const P = Math.max(0, Math.floor(points)), n = items.length;
    const step = (prev: Float64Array, it: Item): Float64Array => {
      const cur = Float64Array.from(prev);
      if (it.value > 0) for (let p = P; p >= it.cost; p--) if (prev[p - it.cost] + it.value > cur[p]) cur[p] = prev[p - it.cost] + it.value;
      return cur;
    };
    this.pre = [new Float64Array(P + 1)];
    for (let i = 0; i < n; i++) this.pre.push(step(this.pre[i], items[i]));
    this.suf = new Array<Float64Array>(n + 1);
    this.suf[n] = new Float64Array(P + 1);
    for (let i = n - 1; i >= 0; i--) this.suf[i] = step(this.suf[i + 1], items[i]);
    items.forEach((it, i) => this.index.set(it.id, i));
  }

  /** Best value within `p` points from all items. */
  best(p = this.points): number { return this.pre[this.items.length][Math.min(p, this.points)] ?? 0; }

  /** Best value within `p` points without the item `id`. */
  without(id: string, p = this.points): number {
    const i = this.index.get(id);
    if (i === undefined) return this.best(p);
    if (p < 0) return 0;
    const q = Math.min(p, this.points);
    let best = 0;
    for (let a = 0; a <= q; a++) { const v = this.pre[i][a] + this.suf[i + 1][q - a]; if (v > best) best = v; }
    return best;
  }
}

// ---------------------------------------------------------------- decisions

export interface PickChoice {
  /** The unit to take, or null to stop building. */
  readonly card: string | null;
  readonly score: number;
  /** Why, as a message of the Ruckus catalogue ('ruckus.why.*'). */
  readonly why: Message;
  /** `why` in words with neutral seat names, made when read. */
  readonly reason: string;
}

/** A message of the Ruckus catalogue's reasons: 'ruckus.why.<key>'. */
const why = (key: string, params: Params = {}): Message => ({ msg: `ruckus.why.${key}`, params });
/** A choice with its reason as a message, and the words of it (neutral names) made only when read. */
function withWhy<T extends object>(choice: T, message: Message): T & { readonly why: Message; readonly reason: string } {
  return Object.defineProperties({ ...choice, why: message } as T & { why: Message; reason: string }, {
    reason: { get: () => neutral(message), enumerable: true },
  });
}

/** What an assessment says of the unit's fit with the army ('ruckus.why.fit-*'), when there is something to say. */
function fitNote(a: Assessment, guild: Guild): { fit?: Message } {
  if (a.partner) return { fit: why('fit-partner', { partner: a.partner }) };
  if (a.guildTerm > 0.3) return { fit: why('fit-better', { guild, shift: a.guildShift }) };
  if (a.guildTerm < -0.3) return { fit: why('fit-worse', { guild, shift: a.guildShift }) };
  if (a.role > 0.5) return { fit: why('fit-balance') };
  return {};
}

/** The reason for taking `card` while building an Advanced army (whether or not it is the AI's own choice). */
export function buildPickReason(r: Ratings, army: ArmySoFar, choices: readonly string[], points: number, card: string): Message {
  const a = assess(r, army, card);
  const left = points - a.cost;
  const plan = planArmy(r, army, choices, points);
  const inPlan = plan.ids.includes(card);
  return why('build-pick', {
    card: ratingOf(r, card).card.name, value: a.base, cost: a.cost, calibrated: r.calibrated, ...fitNote(a, army.guild),
    plan: !inPlan ? 'out' : left === 0 ? 'last' : 'more', points, planValue: plan.value, units: plan.ids.length, left,
  });
}

/** Advanced (and Pure Guild) building: the most valuable unit of the best army within the points left, or stop. */
export function chooseBuildPick(r: Ratings, army: ArmySoFar, choices: readonly string[], points: number): PickChoice {
  const plan = planArmy(r, army, choices, points);
  if (plan.ids.length === 0) return withWhy({ card: null, score: 0 }, why('build-stop', { points }));
  const shape = shapeOf(r, army);
  const ranked = plan.ids.map((id) => assess(r, army, id, shape)).sort((a, b) => b.value - a.value || (a.id < b.id ? -1 : 1));
  const a = ranked[0];
  return withWhy({ card: a.id, score: a.value }, buildPickReason(r, army, choices, points, a.id));
}

export interface DraftSeat {
  readonly guild: Guild;
  /** Units this seat drafted, when known. */
  readonly picked: readonly string[];
  readonly points: number;
  /** Stopped drafting. */
  readonly done?: boolean;
  readonly name?: string;
  /** The seat, when the reason may name it (a reason tells it by the player's name). */
  readonly seat?: number;
}

export interface DraftSituation {
  readonly me: DraftSeat;
  readonly opponents: readonly DraftSeat[];
  /** Every unit still laid out. */
  readonly pool: readonly string[];
  /** The units the player may take now (pool units within its points). */
  readonly choices: readonly string[];
}

/** Share of the later picks of a plan a drafter expects to still find in the pool (the others take some): a judgement call. */
const CONTENTION = 0.7;

export interface DraftScore {
  readonly card: string;
  readonly score: number;
  readonly own: Assessment;
  /** Drop in the best reachable army of the opponent hurt most, weighted. */
  readonly deny: number;
  readonly denied: string | null;
  /** The seat of that opponent, when known. */
  readonly deniedSeat?: number;
  /** Change in the player's own best reachable army from the other units (≤ 0: the plan loses these points). */
  readonly future: number;
}

/** A seat's units of the pool within its points, each valued for its army, and their leave-one-out knapsack. */
function seatKnapsack(r: Ratings, seat: DraftSeat, pool: readonly string[], shape: Shape = shapeOf(r, seat)): LeaveOneOut {
  const items: Item[] = [];
  if (!seat.done) {
    for (const id of pool) {
      const x = ratingOf(r, id);
      if (x.cost <= seat.points) items.push({ id, cost: x.cost, value: assess(r, seat, id, shape).value });
    }
  }
  return new LeaveOneOut(items, seat.done ? 0 : seat.points);
}

/** Every legal pick scored: own value, denial of the opponents' best armies, and the points it leaves for later picks. */
export function scoreDraftPicks(r: Ratings, sit: DraftSituation): DraftScore[] {
  const shape = shapeOf(r, sit.me);
  const mine = seatKnapsack(r, sit.me, sit.pool, shape);
  const opps = sit.opponents.filter((o) => !o.done && o.points > 0).map((o) => ({ o, k: seatKnapsack(r, o, sit.pool) }));
  const weight = sit.opponents.length > 0 ? CONTENTION / sit.opponents.length : 0;
  const out: DraftScore[] = [];
  for (const id of sit.choices) {
    const own = assess(r, sit.me, id, shape);
    const future = CONTENTION * (mine.without(id, sit.me.points - own.cost) - mine.best());
    let deny = 0, denied: string | null = null, deniedSeat: number | undefined;
    for (const { o, k } of opps) {
      const loss = weight * (k.best() - k.without(id));
      if (loss > deny + 1e-12) { deny = loss; denied = o.name ?? o.guild; deniedSeat = o.seat; }
    }
    out.push({ card: id, score: own.value + deny + future, own, deny, denied, ...(deniedSeat === undefined ? {} : { deniedSeat }), future });
  }
  return out.sort((a, b) => b.score - a.score || (a.card < b.card ? -1 : 1));
}

/**
 * A fast Draft pick for search playouts (no knapsack): the best value per point, counting the value to the opponent who
 * wants the unit most at the denial weight; null when no unit is worth anything to anyone.
 */
export function quickDraftPick(r: Ratings, sit: DraftSituation): string | null {
  const weight = sit.opponents.length > 0 ? CONTENTION / sit.opponents.length : 0;
  let best: string | null = null, bestScore = 0;
  for (const id of sit.choices) {
    const x = ratingOf(r, id);
    let opp = 0;
    for (const o of sit.opponents) if (!o.done && o.points >= x.cost) opp = Math.max(opp, x.value + (x.byGuild[o.guild] ?? 0));
    const score = (Math.max(0, x.value + (x.byGuild[sit.me.guild] ?? 0)) + weight * opp) / x.cost;
    if (score > bestScore) { bestScore = score; best = id; }
  }
  return best;
}

/** The Draft pick: the best scored unit, or stop when nothing left adds to the army. */
export function chooseDraftPick(r: Ratings, sit: DraftSituation): PickChoice {
  const scored = scoreDraftPicks(r, sit);
  const best = scored[0];
  const stop = -CONTENTION * seatKnapsack(r, sit.me, sit.pool).best();
  if (!best || (best.score <= stop && best.own.value <= 0 && best.deny <= 0)) {
    return withWhy({ card: null, score: stop }, why('draft-stop'));
  }
  return withWhy({ card: best.card, score: best.score }, draftReason(r, sit, best));
}

/** The reason for drafting `card` now (whether or not it is the AI's own choice). */
export function draftPickReason(r: Ratings, sit: DraftSituation, card: string): Message {
  const d = scoreDraftPicks(r, { ...sit, choices: [card] })[0];
  return d ? draftReason(r, sit, d) : why('take', { card: ratingOf(r, card).card.name });
}

function draftReason(r: Ratings, sit: DraftSituation, d: DraftScore): Message {
  const a = d.own;
  const left = sit.me.points - a.cost;
  const denial: Params = d.denied && d.deny > 0.05 * r.unit ? { denied: d.deniedSeat === undefined ? d.denied : { seat: d.deniedSeat }, deny: d.deny } : {};
  return why('draft-pick', { card: ratingOf(r, d.card).card.name, value: a.base, cost: a.cost, calibrated: r.calibrated, ...fitNote(a, sit.me.guild), ...denial, left });
}

/** Pure Guild: the unit to put into the own Upgrade deck (the strongest one left, as upgrades arrive one at a time). */
export function choosePureUpgrade(r: Ratings, guild: Guild, choices: readonly string[], seat?: number): PickChoice {
  let best: string | null = null, bestV = -Infinity;
  for (const id of choices) { const v = valueIn(r, id, guild); if (v > bestV || (v === bestV && best !== null && id < best)) { bestV = v; best = id; } }
  if (best === null) return withWhy({ card: null, score: 0 }, why('pure-none'));
  const by: Params = seat === undefined ? {} : { by: { seat } };
  return withWhy({ card: best, score: bestV }, why('pure-best', { card: ratingOf(r, best).card.name, guild, value: bestV, calibrated: r.calibrated, ...by }));
}

export interface UpgradeOption { readonly remove: string; readonly card?: string }

export interface UpgradeChoice {
  readonly option: UpgradeOption | null;
  readonly gain: number;
  /** Why, as a message of the Ruckus catalogue ('ruckus.why.*'). */
  readonly why: Message;
  /** `why` in words with neutral seat names, made when read. */
  readonly reason: string;
}

/** Expected value of a random upgrade card: the mean over the non-Starting units of the guilds in play. */
export function meanUpgradeValue(r: Ratings, guilds: readonly Guild[]): number {
  let sum = 0, k = 0;
  for (const x of r.byId.values()) if (x.cost > 0 && guilds.includes(x.card.guild)) { sum += x.value; k++; }
  return k > 0 ? sum / k : 0;
}

/**
 * Upgrade Phase: remove the unit of the discard pile worth least for the best card (Pure Guild: the own deck's best;
 * else a random card, worth the mean of the units in play), or decline when no trade gains.
 */
export function chooseUpgrade(r: Ratings, guild: Guild, options: readonly UpgradeOption[], randomCardValue: number, seat?: number): UpgradeChoice {
  let best: UpgradeOption | null = null, bestGain = 0, removeV = 0, gotV = 0;
  for (const o of options) {
    const out = valueIn(r, o.remove, guild);
    const inV = o.card ? valueIn(r, o.card, guild) : randomCardValue;
    const gain = inV - out;
    if (gain > bestGain + 1e-9) { best = o; bestGain = gain; removeV = out; gotV = inV; }
  }
  if (!best) return withWhy({ option: null, gain: 0 }, why('upgrade-none'));
  const name = (id: string): string => ratingOf(r, id).card.name;
  const values = { removeValue: removeV, value: gotV, calibrated: r.calibrated };
  const reason = best.card
    ? why('upgrade-trade', { remove: name(best.remove), card: name(best.card), ...values, ...(seat === undefined ? {} : { by: { seat } }) })
    : why('upgrade-random', { remove: name(best.remove), ...values });
  return withWhy({ option: best, gain: bestGain }, reason);
}

// ---------------------------------------------------------------- the draft coach

export interface UnitAdvice {
  card: string; points: number; value: number; valuePerPoint: number; fit: number;
  /** `why` in words (no seats: neutral names are the players' names). */
  reason: string;
  /** Why, as a message of the Ruckus catalogue ('ruckus.coach.unit'). */
  why: Message;
}

/**
 * The army builder's draft coach: each candidate with its value and value per draft point (self-play data, or the
 * printed worth mapped onto it when the data lacks the card) and its fit with the army so far; best first.
 */
export function draftCoach(cardSet: CardSet, guild: Guild, picked: readonly string[], candidates: readonly string[], options?: { child?: boolean; players?: number }): UnitAdvice[] {
  if (!(GUILDS as readonly string[]).includes(guild)) throw new RangeError(`'${guild}' is not a guild (one of ${GUILDS.join(', ')})`);
  const r = ratingsFor(cardSet, !!options?.child, unitValueData, options?.players ?? 2);
  for (const id of [...picked, ...candidates]) {
    const x = r.byId.get(id);
    if (!x) throw new RangeError(`no unit has the id '${id}' in the card set '${cardSet.name}'`);
    if (x.cost === 0) throw new RangeError(`${x.card.name} is a Starting unit: it is always in its guild's army and is not drafted`);
  }
  const army: ArmySoFar = { guild, picked };
  const shape = shapeOf(r, army);
  let spent = 0;
  for (const id of picked) spent += ratingOf(r, id).cost;
  const left = DRAFT_POINTS - spent;
  const advice = candidates.map((id) => {
    const a = assess(r, army, id, shape);
    const x = ratingOf(r, id);
    const params: Params = {
      card: x.card.name, value: a.base, cost: a.cost, calibrated: r.calibrated, source: x.source === 'self-play' ? 'self-play' : 'printed', armies: x.n,
      ...fitNote(a, guild), ...(a.cost > left ? { over: true, left } : {}),
    };
    return { card: id, points: a.cost, value: a.base, valuePerPoint: a.base / a.cost, fit: a.fit, params, rank: a.value / a.cost, affordable: a.cost <= left };
  });
  advice.sort((x, y) => Number(y.affordable) - Number(x.affordable) || y.rank - x.rank || (x.card < y.card ? -1 : 1));
  const nameOf = (id: string): string => ratingOf(r, id).card.name;
  return advice.map(({ card, points, value, valuePerPoint, fit, params, affordable }, i) => {
    const note = affordable ? rankNote(advice, i, nameOf, r) : null;
    const message: Message = { msg: 'ruckus.coach.unit', params: note ? { ...params, rank: note } : params };
    return { card, points, value, valuePerPoint, fit, reason: neutral(message), why: message };
  });
}

/**
 * Why the coach ranks a unit where it does, in the figures it shows: the order is by value per point with the army's
 * fit added (balance, named allies), so a unit that shows more value, or even more value a point, can rank below another.
 */
function rankNote(list: readonly { card: string; value: number; valuePerPoint: number; rank: number; affordable: boolean }[], i: number, nameOf: (id: string) => string, r: Ratings): Message | null {
  const me = list[i]!;
  if (i === 0) return { msg: 'ruckus.coach.first', params: {} };
  const above = list.slice(0, i).filter((x) => x.affordable);
  const perPoint = above.find((x) => x.valuePerPoint < me.valuePerPoint - 1e-9);
  if (perPoint) {
    return {
      msg: 'ruckus.coach.below-fit',
      params: { other: nameOf(perPoint.card), theirs: perPoint.valuePerPoint, mine: me.valuePerPoint, theirsRank: perPoint.rank, mineRank: me.rank },
    };
  }
  const worth = above.find((x) => x.value < me.value - 1e-9);
  if (worth) return { msg: 'ruckus.coach.below-worth', params: { other: nameOf(worth.card), value: worth.value, calibrated: r.calibrated, theirs: worth.valuePerPoint, mine: me.valuePerPoint } };
  return null;
}
