// A game made from one card set plays only the states and views of that set: one of another set is refused, with the
// fix in the message, instead of being read with the wrong cards.

/** Throws unless `key` (a state's or view's card set key) is `own`, the key of the set the game `game` was made from. */
export function refuseOtherSet(game: string, key: string, own: string): void {
  if (key !== own) throw new Error(`a state of ${game} card set '${key}' given to the game of set '${own}': use the game made from its set`);
}
