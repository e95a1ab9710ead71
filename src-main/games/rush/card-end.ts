// A card after its abilities (rulebook, "Defence"): a card with armour 1 or more must defend one of its player's bases;
// others go to the depot, and a card that researched to the graveyard.
import { canDefend, defendSlots, place } from './bases';
import type { Compiled } from './compiled';
import { cardName, logOn, note } from './rules';
import { ABILITY, PLAY, type RushState } from './state';
import { ch } from './zones';

/**
 * After an ability of the card in play: the card's turn goes on while it has abilities left; then it defends (by
 * itself when only one base can take it) or goes to the depot.
 */
export function afterAbility(s: RushState, c: Compiled): void {
  s.phase = ABILITY;
  const card = s.inPlay;
  const all = (1 << c.abilities[card]!.length) - 1;
  if ((s.used & all) !== all) return;
  if (!s.researched && canDefend(s, c, card)) {
    const slots = defendSlots(s, c, s.current);
    if (slots.length === 1) { place(s, c, card, slots[0]!); endCard(s); }
    return;
  }
  finishCard(s, c);
}

/** The card in play is done with. */
export function endCard(s: RushState): void {
  s.inPlay = -1;
  s.used = 0;
  s.researched = 0;
  s.phase = PLAY;
}

/** The card in play goes to the graveyard after Research, else to the depot. */
export function finishCard(s: RushState, c: Compiled): void {
  const card = s.inPlay;
  if (s.researched) {
    s.grave += ch(card);
    if (logOn()) note('to-graveyard', { card: cardName(c, card) }, 'research');
  } else {
    s.depots[s.current] += ch(card);
    if (logOn()) note('to-depot', { card: cardName(c, card) }, 'toDepot');
  }
  endCard(s);
}
