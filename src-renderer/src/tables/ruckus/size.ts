// Card sizes for the text inside them: an element's height written as `--rk-h` (px) on a holder, read by the tiles and
// cards inside (their text and spacing are fractions of it). A ResizeObserver reports sizes after layout, so nothing
// forces an extra layout; size containers (container query units) made every layout of the table three times slower.
import { onBeforeUnmount, onMounted, onUpdated, type Ref } from 'vue';

/**
 * Keeps `holder`'s `--rk-h` at the height of the element `measure` finds inside it; `fit` may lower it from that
 * element's box (so that a row's cards fit its width).
 */
export function useHeightVar(holder: Ref<HTMLElement | null>, measure: (holder: HTMLElement) => Element | null | undefined, fit?: (box: DOMRectReadOnly, holder: HTMLElement) => number): void {
  let observer: ResizeObserver | null = null;
  let watched: Element | null = null;
  const write = (box: DOMRectReadOnly): void => {
    const el = holder.value;
    const h = el && fit ? fit(box, el) : box.height;
    if (el && h > 0) el.style.setProperty('--rk-h', `${Math.floor(h)}px`);
  };
  const attach = (): void => {
    const el = holder.value ? measure(holder.value) ?? null : null;
    if (!observer || el === watched) return;
    if (watched) observer.unobserve(watched);
    watched = el;
    if (el) observer.observe(el);
  };
  onMounted(() => {
    if (typeof ResizeObserver === 'undefined') return;
    observer = new ResizeObserver((entries) => { for (const e of entries) write(e.contentRect); });
    attach();
  });
  // The measured element may come and go with the position (an army revealed): look again after every render.
  onUpdated(attach);
  onBeforeUnmount(() => { observer?.disconnect(); observer = null; });
}

/**
 * A row's tile height: the row's height, or less when a full 1st row (3 units) would not fit its width. More units
 * than that (recruits, Zombies) overlap.
 */
export function tileFit(box: DOMRectReadOnly, holder: HTMLElement): number {
  const style = getComputedStyle(holder);
  const ratio = Number.parseFloat(style.getPropertyValue('--rk-tile-ratio')) || 1.8;
  const gap = Number.parseFloat(style.columnGap) || 4;
  return Math.min(box.height, (box.width - 2 * gap) / (3 * ratio));
}

/** A hand's card height: the hand's height, or less when five cards would not fit its width (more overlap). */
export function handFit(box: DOMRectReadOnly, holder: HTMLElement): number {
  const style = getComputedStyle(holder);
  const ratio = Number.parseFloat(style.getPropertyValue('--rk-card-ratio')) || 0.72;
  const gap = Number.parseFloat(style.columnGap) || 8;
  return Math.min(box.height, (box.width - 4 * gap) / (5 * ratio));
}
