// Card lookup for the Ruckus table: the match's card set by id, and the words and symbols the table shows for it.
import type { Guild, KickerCard, RuckusCardSet, Unit, UnitCard, VictoryCard, VpToken } from '@shared/games/ruckus-view';
import { UNIT_FLAG } from '@shared/games/ruckus-view';

export type CardInfo =
  | { kind: 'unit'; card: UnitCard }
  | { kind: 'kicker'; card: KickerCard }
  | { kind: 'victory'; card: VictoryCard }
  | { kind: 'token'; card: VpToken };

export interface CardBook {
  info(id: string): CardInfo | null;
  name(id: string): string;
  /** Whether the card may go into a formation (a unit, or a Victory card with unit stats such as G-800). */
  fieldable(id: string): boolean;
  victoryByName(name: string): VictoryCard | null;
}

export function cardBook(set: RuckusCardSet): CardBook {
  const byId = new Map<string, CardInfo>();
  for (const c of set.units) byId.set(c.id, { kind: 'unit', card: c });
  for (const c of set.kickers) byId.set(c.id, { kind: 'kicker', card: c });
  for (const c of set.victory) byId.set(c.id, { kind: 'victory', card: c });
  for (const c of set.tokens) byId.set(c.id, { kind: 'token', card: c });
  const victoryNames = new Map(set.victory.map((v) => [v.name, v]));
  return {
    info: (id) => byId.get(id) ?? null,
    name(id) {
      const c = byId.get(id);
      if (!c) return id;
      if (c.kind === 'token') return tokenName(c.card);
      return c.card.name;
    },
    fieldable(id) {
      const c = byId.get(id);
      return c?.kind === 'unit' || (c?.kind === 'victory' && !!c.card.unit);
    },
    victoryByName: (name) => victoryNames.get(name) ?? null,
  };
}

export function tokenName(t: VpToken): string {
  return t.addOn ? `${t.addOn} add-on token` : `${t.vp} VP token`;
}

export const GUILD_NAME: Record<Guild, string> = { fighters: 'Fighters', thieves: 'Thieves', clerics: 'Clerics', necromancers: 'Necromancers' };

export interface Stats { melee: number; ranged: number; shields: number; hearts: number }

const ZOMBIE: Stats = { melee: 1, ranged: 0, shields: 0, hearts: 1 };

/** Printed stats plus add-on tokens and attached Kickers (passive skill bonuses are counted in the declared totals). */
export function unitStats(book: CardBook, u: Unit | null, id: string): Stats {
  const c = book.info(id);
  let base: Stats = ZOMBIE;
  if (u && u.f & UNIT_FLAG.ZOMBIE) base = ZOMBIE;
  else if (c?.kind === 'unit') base = c.card;
  else if (c?.kind === 'victory' && c.card.unit) base = c.card.unit;
  const out = { melee: base.melee, ranged: base.ranged, shields: base.shields, hearts: base.hearts };
  if (!u) return out;
  for (const t of u.addOns) {
    const tk = book.info(t);
    if (tk?.kind !== 'token') continue;
    if (tk.card.addOn === 'melee') out.melee++;
    else if (tk.card.addOn === 'ranged') out.ranged++;
    else if (tk.card.addOn === 'heart') out.hearts++;
  }
  for (const k of u.attached) {
    const kc = book.info(k);
    if (kc?.kind === 'kicker' && kc.card.effect.kind === 'attach-stat') out[kc.card.effect.stat] += kc.card.effect.amount;
  }
  return out;
}

export const TRIGGER_LABEL: Record<string, string> = {
  active: 'Active', passive: 'Passive', recruit: 'Recruit', 'on-play': 'Reaction', 'on-discard': 'Reaction', 'on-damage': 'Reaction',
  'on-deal': 'Reaction', 'after-fall': 'Reaction',
};

export const SEAT_NAME = (seat: number): string => `Player ${seat + 1}`;
