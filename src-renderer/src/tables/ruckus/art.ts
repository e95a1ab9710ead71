// Which picture a Ruckus card gets: its guild's emblem and a portrait by the unit's role, read from the printed card
// (the symbols and the kind of skill it has). A way to name cards for display, not a rule.
import type { EffectKind } from '@shared/games/ruckus/cards';
import type { UnitCard } from '@shared/games/ruckus-view';

export type Role =
  | 'brute' | 'archer' | 'shield' | 'healer' | 'recruiter' | 'raiser' | 'thief' | 'bomber' | 'leader' | 'grunt' | 'zombie';

export const ROLE_NAME: Record<Role, string> = {
  brute: 'melee brute', archer: 'archer', shield: 'shield bearer', healer: 'healer', recruiter: 'recruiter', raiser: 'zombie raiser',
  thief: 'thief', bomber: 'bomber', leader: 'leader', grunt: 'foot soldier', zombie: 'zombie',
};

/**
 * The portrait each skill's effect kind gives its unit. A table over every kind of the card vocabulary, so a new kind
 * does not compile until it has a portrait (the portrait is a way to show the card, not a rule).
 */
const ROLE_OF_EFFECT: Record<EffectKind, Role> = {
  heal: 'healer', absorb: 'healer', 'prevent-all': 'healer',
  recruit: 'recruiter', replay: 'recruiter',
  zombie: 'raiser', raise: 'raiser', bury: 'raiser',
  mug: 'thief', bandit: 'thief', 'disable-melee': 'thief', 'draw-kicker': 'thief',
  unblockable: 'bomber',
  'row-bonus': 'leader', 'extra-activation': 'leader', 'damage-bonus': 'leader', 'self-bonus': 'leader', 'row-behind': 'leader',
  'row-shield': 'shield',
};

/** The portrait of a unit card: its skill first (what it is known for), else its strongest symbol. */
export function roleOf(card: Pick<UnitCard, 'melee' | 'ranged' | 'shields' | 'hearts' | 'skill'>): Role {
  const kind = card.skill?.effect.kind;
  if (kind) return ROLE_OF_EFFECT[kind];
  if (card.ranged > card.melee) return 'archer';
  if (card.shields >= 2) return 'shield';
  if (card.melee >= 2) return 'brute';
  return 'grunt';
}
