// Where a card's large hover/focus preview goes: the match screen gives an element id in its side column, so a
// preview never covers the table; elsewhere previews float beside the pointer-free edge of the viewport.
import { inject, provide, ref, type InjectionKey } from 'vue';

const PREVIEW_SLOT: InjectionKey<string> = Symbol('card-preview-slot');

/** Called by the screen that owns the preview area: `#id` of the element previews are teleported into. */
export function providePreviewSlot(selector: string): void {
  provide(PREVIEW_SLOT, selector);
}

export function usePreviewSlot(): string | null {
  return inject(PREVIEW_SLOT, null);
}

/**
 * How many cards the pointer rests on now: while it rests on one, that card's preview is the only one (a focused
 * card elsewhere does not show a second preview beside it).
 */
export const hoveredCards = ref(0);
