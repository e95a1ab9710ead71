// What each Ruckus unit is worth to the AI: the self-play data in ../data/ruckus-unit-values.json (win-probability lift
// per unit, by player count and mode), checked on load, or the unit's printed statistics mapped onto that scale when the
// data does not know the card; the ratings of a whole card set. Pure code: no I/O, no clock, no randomness.
import { hashState } from '@main/engine/hash';
import { effectRules } from '@main/games/ruckus/effects';
import type { CardSet, Guild, Skill, UnitCard } from '@shared/games/ruckus/cards';
import rawValues from '../data/ruckus-unit-values.json';

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
  const cardSet = o.cardSet as Record<string, unknown> | undefined;
  if (!cardSet || typeof cardSet.name !== 'string' || typeof cardSet.hash !== 'string' || !Array.isArray(cardSet.units)) throw new TypeError('unit values: cardSet needs name, hash and units');
  const modes = o.modes as Record<string, unknown> | undefined;
  if (!modes || typeof modes !== 'object') throw new TypeError('unit values: modes must be an object');
  checkModes(modes, 'unit values: modes');
  if (o.byPlayers !== undefined) {
    const by = o.byPlayers as Record<string, unknown> | null;
    if (!by || typeof by !== 'object' || Array.isArray(by)) throw new TypeError('unit values: byPlayers must be an object');
    for (const [count, tables] of Object.entries(by)) {
      const where = `unit values: byPlayers.${count}`;
      if (count !== '3' && count !== '4') throw new TypeError(`${where}: player counts with their own tables are 3 and 4`);
      const x = tables as Record<string, unknown> | null;
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

/** Rough worth of a skill in points of attack or defence: its effect kind's own figure (effects/<kind>.ts), else 1.5. */
export function skillWorth(skill: Skill | undefined): number {
  if (!skill) return 0;
  const worth = effectRules(skill.effect).worth;
  return worth ? worth(skill.effect) : 1.5;
}

/** Printed numbers a card fights with. */
interface Printed { readonly melee: number; readonly ranged: number; readonly shields: number; readonly hearts: number }

/** Worth of a card by its printed statistics and skill (the skill not counted in Child Friendly). */
export function printedWorth(card: Printed, skillsOn: boolean, skill: Skill | undefined = (card as Partial<UnitCard>).skill): number {
  return card.melee * 1.2 + card.ranged * 1.3 + card.shields * 1.5 + card.hearts * 0.8 + (skillsOn ? skillWorth(skill) : 0);
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

/** The tables for games of `players` seats: their own when the data has them, else the 2-player ones. */
function tablesFor(data: UnitValueData, players: number): { readonly players: number; readonly modes: UnitValueData['modes'] } {
  const own = players > 2 ? data.byPlayers?.[String(players)] : undefined;
  return own ? { players, modes: own.modes } : { players: 2, modes: data.modes };
}

/**
 * Ratings of every unit of a set (Starting units by printed worth), from `data` (the shipped file by default), measured
 * in games of `players` seats where the data has tables for that count (else in 2-player games). Made anew on each call:
 * a game's AI keeps its own (ruckus-estimates.ts).
 */
export function ratingsFor(set: CardSet, child = false, data: UnitValueData = unitValueData, players = 2): Ratings {
  const tables = tablesFor(data, players);
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
      const effect = card.skill?.effect;
      const partner = effect && effect.kind === 'self-bonus' && effect.ifAlly ? byName.get(effect.ifAlly) : undefined;
      if (!effect || effect.kind !== 'self-bonus' || !partner) continue;
      const points = effect.amount * 1.2;
      for (const [a, b] of [[card.id, partner.id], [partner.id, card.id]]) {
        const list = allies.get(a) ?? [];
        list.push({ partner: b, points });
        allies.set(a, list);
      }
    }
  }
  const worthSlope = calib && calib.slope > 0 ? calib.slope : calib ? unit / 3 : 1;
  return { set, child, players: tables.players, byId, byName, calibrated: calib !== null, unit, allies, worthSlope };
}

export function ratingOf(r: Ratings, id: string): Rating {
  const x = r.byId.get(id);
  if (!x) throw new RangeError(`no unit has the id '${id}' in the card set '${r.set.name}'`);
  return x;
}

/** A unit's value in an army of `guild` (the data's per-guild correction included). */
export function valueIn(r: Ratings, id: string, guild: Guild): number {
  const x = ratingOf(r, id);
  return x.value + (x.byGuild[guild] ?? 0);
}
