// Ruckus army building for the AI and the draft coach: how well a unit fits an army (its value from ruckus-values.ts,
// its guild, the melee/ranged balance, a named ally), and the choices of every building decision: the Advanced army (the
// best combination of the 12 draft points, a knapsack, not a greedy fill), the Draft pick (own value, denial, points
// left), the Pure Guild upgrade deck and the Upgrade Phase (the coach: ruckus-coach.ts). Pure code: no I/O, no clock, no randomness.
import type { Guild, UnitCard } from '@shared/games/ruckus/cards';
import { neutral } from '@shared/games/catalogues';
import type { Message, Params } from '@shared/games/words';
import { ratingOf, valueIn, type Ratings, type ValueSource } from './ruckus-values';

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
    const prev = best[i], next = new Float64Array(P + 1), { cost, value } = useful[i];
    for (let p = 0; p <= P; p++) next[p] = p >= cost && prev[p - cost] + value > prev[p] + 1e-12 ? prev[p - cost] + value : prev[p];
    best.push(next);
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
      const next = Float64Array.from(prev);
      if (it.value > 0) for (let p = P; p >= it.cost; p--) if (prev[p - it.cost] + it.value > next[p]) next[p] = prev[p - it.cost] + it.value;
      return next;
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
export function fitNote(a: Assessment, guild: Guild): { fit?: Message } {
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
export const CONTENTION = 0.7;

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
