// The preview of a hit for the guided damage choice: how much of it a unit's shields block and whether it falls.
import type { Hit, RuckusView, Unit } from '@shared/games/ruckus-view';
import { UNIT_FLAG } from '@shared/games/ruckus-view';
import { unitStats, type CardBook } from './cards';

/** Shields as the engine counts them: printed, attached, and row shields of a Captain-like unit (to itself when alone). */
export function shieldsOf(view: RuckusView, book: CardBook, army: Unit[], u: Unit): number {
  let sh = unitStats(book, u, u.id).shields;
  const others = army.filter((o) => o !== u && o.row === u.row && !(o.f & UNIT_FLAG.DEFEATED)).length;
  for (const o of army) {
    if (o.row !== u.row || (o.f & UNIT_FLAG.DEFEATED) || (o.f & UNIT_FLAG.ZOMBIE) || view.child) continue;
    const c = book.info(o.id);
    const sk = c?.kind === 'unit' ? c.card.skill : undefined;
    if (!sk || sk.effect.kind !== 'row-shield' || (view.speed && !(o.f & UNIT_FLAG.MARKER))) continue;
    if (o !== u || others === 0) sh += sk.effect.amount;
  }
  return sh;
}

export interface HitPreview { blocked: number; taken: number; defeated: boolean; left: number }

/** What happens if the whole remaining hit goes into this unit first. */
export function previewHit(view: RuckusView, book: CardBook, army: Unit[], u: Unit, hit: Hit): HitPreview {
  const hearts = unitStats(book, u, u.id).hearts - u.dmg;
  const blocked = hit.blockable ? Math.min(hit.amount, shieldsOf(view, book, army, u)) : 0;
  const taken = Math.min(hearts, hit.amount - blocked);
  return { blocked, taken, defeated: taken >= hearts, left: hit.amount - blocked - taken };
}
