// Zone keyboard navigation: a zone (hand, reserve, row of bases) is one tab stop; arrow keys, Home and End move
// between its items. Items are the zone's descendants matching `[data-roving]`; the one with tabindex 0 is the stop.
import { onBeforeUnmount, onMounted, onUpdated, type Ref } from 'vue';

const ITEM = '[data-roving]:not([data-roving-disabled])';

function items(zone: HTMLElement): HTMLElement[] {
  // Cards on their way out (a transition's leave) are no longer part of the zone.
  return Array.from(zone.querySelectorAll<HTMLElement>(ITEM)).filter((el) => el.closest('[data-zone]') === zone && !el.classList.contains('card-leave-active'));
}

/** Makes exactly one item of the zone tabbable: the last one focused if it is still there, else the first. */
export function syncRoving(zone: HTMLElement): void {
  const all = items(zone);
  if (!all.length) return;
  const current = all.find((el) => el.dataset.rovingCurrent === 'true') ?? all[0]!;
  // Written only when they change: this runs after every render, and each write makes the browser restyle the table.
  for (const el of all) {
    const index = el === current ? 0 : -1;
    if (el.tabIndex !== index) el.tabIndex = index;
    if (el !== current && el.dataset.rovingCurrent !== undefined) delete el.dataset.rovingCurrent;
  }
  if (current.dataset.rovingCurrent !== 'true') current.dataset.rovingCurrent = 'true';
}

/** Moves the zone's tab stop to `el` and focuses it. */
export function focusItem(zone: HTMLElement, el: HTMLElement): void {
  for (const other of items(zone)) { other.tabIndex = -1; delete other.dataset.rovingCurrent; }
  el.tabIndex = 0;
  el.dataset.rovingCurrent = 'true';
  el.focus();
}

/** Handles one keydown in the zone; true when it moved focus. Left/Up go back, Right/Down forward. */
export function rovingKey(zone: HTMLElement, e: KeyboardEvent): boolean {
  const all = items(zone);
  const at = all.indexOf(document.activeElement as HTMLElement);
  if (at < 0 || !all.length) return false;
  let next = at;
  switch (e.key) {
    case 'ArrowRight': case 'ArrowDown': next = Math.min(all.length - 1, at + 1); break;
    case 'ArrowLeft': case 'ArrowUp': next = Math.max(0, at - 1); break;
    case 'Home': next = 0; break;
    case 'End': next = all.length - 1; break;
    default: return false;
  }
  e.preventDefault();
  if (next !== at) focusItem(zone, all[next]!);
  return true;
}

/**
 * Roving tabindex for every `[data-zone]` inside `root`: call once in a table's setup with a ref to its root element.
 * Items are re-synced after each render, so cards that come and go keep exactly one tab stop per zone.
 */
export function useRovingZones(root: Ref<HTMLElement | null>): void {
  const sync = (): void => { root.value?.querySelectorAll<HTMLElement>('[data-zone]').forEach(syncRoving); };
  const onKey = (e: KeyboardEvent): void => {
    const zone = (e.target as HTMLElement | null)?.closest<HTMLElement>('[data-zone]');
    if (zone && root.value?.contains(zone) && (e.target as HTMLElement).matches(ITEM)) rovingKey(zone, e);
  };
  const onFocus = (e: FocusEvent): void => {
    const el = e.target as HTMLElement | null;
    const zone = el?.closest<HTMLElement>('[data-zone]');
    if (zone && el?.matches(ITEM)) focusItem(zone, el);
  };
  onMounted(() => { sync(); root.value?.addEventListener('keydown', onKey); root.value?.addEventListener('focusin', onFocus); });
  onUpdated(sync);
  onBeforeUnmount(() => { root.value?.removeEventListener('keydown', onKey); root.value?.removeEventListener('focusin', onFocus); });
}
