// Saved armies: a guild's 6 Starting units plus drafted units within 12 draft points (Level 1 = 1, Level 2 = 2).
import type { ValidationIssue } from '@shared/contract/errors';
import { type CardSet, type Guild, GUILDS, type UnitCard } from '@shared/games/ruckus/cards';
import { DRAFT_POINTS, logRule } from './rules';
import { seatParam as S } from '@shared/games/words';
import { logOn } from '@main/engine/log';
import type { Cards, RuckusState } from './state';

/** 'army': Advanced setup, drafted units from one's own guild; 'draft': Draft setup, from any guild in play. */
export type ArmyKind = 'army' | 'draft';

export interface Army {
  readonly kind: ArmyKind;
  readonly guild: string;
  /** The drafted (non-Starting) unit ids; the 6 Starting units are always part of the army. */
  readonly units: readonly string[];
}

export const draftCost = (u: UnitCard): number => (u.level === 'S' ? 0 : u.level);

/** Every reason the army cannot be played with this card set; empty when it can. */
export function checkArmy(set: CardSet, army: Army): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!(GUILDS as readonly string[]).includes(army.guild)) {
    return [{ path: 'guild', message: `'${army.guild}' is not a guild (one of ${GUILDS.join(', ')})` }];
  }
  const byId = new Map(set.units.map((u) => [u.id, u]));
  const seen = new Set<string>();
  let points = 0;
  army.units.forEach((id, i) => {
    const unit = byId.get(id);
    const path = `units[${i}]`;
    if (!unit) return void issues.push({ path, message: `no unit has the id '${id}'` });
    if (seen.has(id)) return void issues.push({ path, message: `${unit.name} is listed twice; each card exists once` });
    seen.add(id);
    if (unit.level === 'S') return void issues.push({ path, message: `${unit.name} is a Starting unit: it is always in the ${unit.guild} army and is not drafted` });
    if (army.kind === 'army' && unit.guild !== army.guild) issues.push({ path, message: `${unit.name} belongs to the ${unit.guild}; an Advanced army drafts from its own guild only` });
    points += draftCost(unit);
  });
  if (points > DRAFT_POINTS) issues.push({ path: 'units', message: `the drafted units cost ${points} draft points; an army may spend at most ${DRAFT_POINTS}` });
  return issues;
}

/** The army's whole unit list: its guild's Starting units, then the drafted ones. */
export function armyUnits(set: CardSet, army: Army): UnitCard[] {
  const byId = new Map(set.units.map((u) => [u.id, u]));
  return [...set.units.filter((u) => u.guild === army.guild && u.level === 'S'), ...army.units.flatMap((id) => byId.get(id) ?? [])];
}

export function armyPoints(set: CardSet, army: Army): number {
  const byId = new Map(set.units.map((u) => [u.id, u]));
  return army.units.reduce((sum, id) => sum + (byId.get(id) ? draftCost(byId.get(id)!) : 0), 0);
}

export type { Guild };

// ---------------------------------------------------------------- armies chosen before the game (RuckusOptions.armies)

/** A seat's army given at setup: its guild and its drafted units (the guild's Starting units may be listed or left out). */
export interface SeatArmy {
  readonly guild: Guild;
  readonly units: readonly string[];
}

/** Setups in which a seat may bring an army (Draft shares one layout, the tournament builds its own games). */
export const ARMY_SETUPS = ['basic', 'advanced', 'pure'] as const;

/** An `armies` option that cannot be played; `issues` name each problem by its path in the options. */
export class ArmySetupError extends RangeError {
  readonly issues: ValidationIssue[];
  constructor(issues: ValidationIssue[]) {
    super(`armies: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'ArmySetupError';
    this.issues = issues;
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Checks the `armies` option (one entry per seat, null for a seat that builds its army the setup's own way) and returns
 * each seat's army with only its drafted units. Throws ArmySetupError listing every problem.
 */
export function seatArmies(set: CardSet, options: { players: number; setup?: string; guilds?: readonly string[]; armies?: unknown }): (SeatArmy | null)[] {
  const { armies } = options;
  const setup = options.setup ?? 'basic';
  if (!(ARMY_SETUPS as readonly string[]).includes(setup)) {
    throw new ArmySetupError([{ path: 'armies', message: `the ${setup} setup builds every army during the game; saved armies go with the ${ARMY_SETUPS.join(', ')} setups` }]);
  }
  if (!Array.isArray(armies)) throw new ArmySetupError([{ path: 'armies', message: 'a list with one army (or null) per seat' }]);
  if (armies.length !== options.players) throw new ArmySetupError([{ path: 'armies', message: `${armies.length} entries for ${options.players} seats` }]);
  const issues: ValidationIssue[] = [];
  const byId = new Map(set.units.map((u) => [u.id, u]));
  const out = armies.map((entry, seat): SeatArmy | null => {
    const at = `armies[${seat}]`;
    if (entry === null || entry === undefined) return null;
    if (!isRecord(entry) || typeof entry.guild !== 'string' || !Array.isArray(entry.units) || !entry.units.every((id) => typeof id === 'string')) {
      issues.push({ path: at, message: 'an army is { guild, units: [unit ids] } or null' });
      return null;
    }
    const guild = entry.guild;
    const given = options.guilds?.[seat];
    if (given !== undefined && given !== guild) issues.push({ path: `${at}.guild`, message: `seat ${seat + 1} plays the ${given}, but this army is of the ${guild}` });
    // Listed Starting units of the army's own guild are simply the ones every army has.
    const listed = entry.units as string[];
    const kept = listed.flatMap((id, i) => (byId.get(id)?.level === 'S' && byId.get(id)?.guild === guild ? [] : [i]));
    const drafted = kept.map((i) => listed[i]!);
    for (const issue of checkArmy(set, { kind: 'army', guild, units: drafted })) {
      // Paths name the unit's place in the list as given.
      const path = issue.path.replace(/^units\[(\d+)\]/, (_, k: string) => `units[${kept[Number(k)]}]`);
      issues.push({ path: `${at}.${path}`, message: issue.message });
    }
    return { guild: guild as Guild, units: drafted };
  });
  const guildOf = (seat: number): string | undefined => out[seat]?.guild ?? options.guilds?.[seat];
  for (let seat = 0; seat < out.length; seat++) {
    if (!out[seat]) continue;
    for (let other = 0; other < out.length; other++) {
      if (other !== seat && guildOf(other) === out[seat]!.guild) {
        issues.push({ path: `armies[${seat}].guild`, message: `seats ${Math.min(seat, other) + 1} and ${Math.max(seat, other) + 1} both play the ${out[seat]!.guild}; each card exists once` });
        break;
      }
    }
  }
  if (issues.length) throw new ArmySetupError(issues);
  return out;
}

/** Guilds for seats without given guilds: each army's own guild, the other seats random among the guilds left. */
export function guildsWithArmies(armies: readonly (SeatArmy | null)[], shuffled: readonly Guild[]): Guild[] {
  const left = shuffled.filter((g) => !armies.some((a) => a?.guild === g));
  return armies.map((a) => a?.guild ?? left.shift()!);
}

/** Advanced and Pure Guild: a seat with an army takes its drafted units from the waiting cards and has finished building. */
export function takeArmies(s: RuckusState, cards: Cards, armies: readonly (SeatArmy | null)[]): void {
  armies.forEach((army, seat) => {
    if (!army) return;
    const player = s.seats[seat]!;
    for (const id of army.units) {
      s.upgrade.splice(s.upgrade.indexOf(id), 1);
      player.draw.push(id);
      player.points -= draftCost(cards.unit[id]!);
    }
    player.done = true;
    if (logOn()) logRule('bringsArmy', { by: S(seat), units: army.units.map((id) => cards.unit[id]!.name) }, 'advanced');
  });
}
