// What a card on the table can do now: each entry one legal action (or one way of playing it) with its outcome in
// words, as the engine's preview states it.
export interface CardAction {
  /** Stable id (also `data-action-id` on the menu item). */
  id: string;
  /** Short words on the menu item: "Buy", "Fire at this base". */
  label: string;
  /** What it would do, from the engine's preview: "destroys · +1 USSR medal", "pays with Engineers and T-26". */
  detail?: string;
  /** The engine's full description of the action, for screen readers. */
  text?: string;
  run: () => void;
}
