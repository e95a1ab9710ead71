// Card lookup for the Ruckus table: the match's card set by id, and the words and symbols the table shows for it.
// Numbers as they count in play come from the engine's previews (SeatView.preview), never from here.
import type { Guild, KickerCard, RuckusCardSet, UnitCard, VictoryCard, VpToken } from '@shared/games/ruckus-view';

export type CardInfo =
  | { kind: 'unit'; card: UnitCard }
  | { kind: 'kicker'; card: KickerCard }
  | { kind: 'victory'; card: VictoryCard }
  | { kind: 'token'; card: VpToken };

export interface CardBook {
  info(id: string): CardInfo | null;
  name(id: string): string;
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
    victoryByName: (name) => victoryNames.get(name) ?? null,
  };
}

export function tokenName(t: VpToken): string {
  return t.addOn ? `${t.addOn} add-on token` : `${t.vp} VP token`;
}

export const GUILD_NAME: Record<Guild, string> = { fighters: 'Fighters', thieves: 'Thieves', clerics: 'Clerics', necromancers: 'Necromancers' };

export const TRIGGER_LABEL: Record<string, string> = {
  active: 'Active', passive: 'Passive', recruit: 'Recruit', 'on-play': 'Reaction', 'on-discard': 'Reaction', 'on-damage': 'Reaction',
  'on-deal': 'Reaction', 'after-fall': 'Reaction',
};

export const SEAT_NAME = (seat: number): string => `Player ${seat + 1}`;
