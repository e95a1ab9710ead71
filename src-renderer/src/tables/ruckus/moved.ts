// Where each card a Ruckus view shows lies, so two views can be compared and the cards an action moved, hurt or
// changed marked on the table (the step-by-step display of another player's actions).
import type { RuckusView } from '@shared/games/ruckus-view';

export function cardPlaces(view: RuckusView): Map<string, string> {
  const at = new Map<string, string>();
  const put = (ids: readonly string[] | null | undefined, place: string): void => { for (const id of ids ?? []) at.set(id, place); };
  view.seats.forEach((pv, p) => {
    for (const u of pv.army ?? []) {
      // Row, damage, flags and what lies on the unit: any change marks it.
      at.set(u.id, `army:${p}:${u.row}:${u.damage}:${JSON.stringify(u.flags)}:${u.attached.join(',')}:${u.addOns.join(',')}`);
    }
    put(pv.hand, `hand:${p}`);
    put(pv.discard, `discard:${p}`);
    put(pv.beside, `beside:${p}`);
    for (const sd of pv.sidelined) at.set(sd.id, `sidelined:${p}:${sd.buried.length}`);
  });
  put(view.draftPool, 'pool');
  if (view.prize) at.set(view.prize, 'prize');
  return at;
}

/** The cards whose place or state differs between two views of the same game. */
export function movedCards(before: RuckusView | null, after: RuckusView): Set<string> {
  const out = new Set<string>();
  if (!before || before.players !== after.players || !Array.isArray(before.seats)) return out;
  const was = cardPlaces(before);
  for (const [id, place] of cardPlaces(after)) if (was.get(id) !== place) out.add(id);
  return out;
}
