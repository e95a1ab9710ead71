// Which picture a Ruckus card gets: its guild's emblem and a portrait by the unit's role, read from the printed card
// (the symbols and the kind of skill it has). A way to name cards for display, not a rule.
import type { UnitCard } from '@shared/games/ruckus-view';

export type Role =
  | 'brute' | 'archer' | 'shield' | 'healer' | 'recruiter' | 'raiser' | 'thief' | 'bomber' | 'leader' | 'grunt' | 'zombie';

export const ROLE_NAME: Record<Role, string> = {
  brute: 'melee brute', archer: 'archer', shield: 'shield bearer', healer: 'healer', recruiter: 'recruiter', raiser: 'zombie raiser',
  thief: 'thief', bomber: 'bomber', leader: 'leader', grunt: 'foot soldier', zombie: 'zombie',
};

/** The portrait of a unit card: its skill first (what it is known for), else its strongest symbol. */
export function roleOf(card: Pick<UnitCard, 'melee' | 'ranged' | 'shields' | 'hearts' | 'skill'>): Role {
  const kind = card.skill?.effect.kind;
  switch (kind) {
    case 'heal': case 'absorb': case 'prevent-all': return 'healer';
    case 'recruit': case 'replay': return 'recruiter';
    case 'zombie': case 'raise': case 'bury': return 'raiser';
    case 'mug': case 'bandit': case 'disable-melee': case 'draw-kicker': return 'thief';
    case 'unblockable': return 'bomber';
    case 'row-bonus': case 'extra-activation': case 'damage-bonus': case 'self-bonus': case 'row-behind': return 'leader';
    case 'row-shield': return 'shield';
    default: break;
  }
  if (card.ranged > card.melee) return 'archer';
  if (card.shields >= 2) return 'shield';
  if (card.melee >= 2) return 'brute';
  return 'grunt';
}
