// Card sizes for the text inside them: an element's height written as `--rk-h` (px) on a holder, read by the tiles and
// cards inside (their text and spacing are fractions of it). A ResizeObserver reports sizes after layout, so nothing
// forces an extra layout; size containers (container query units) made every layout of the table three times slower.
import { onBeforeUnmount, onMounted, onUpdated, type Ref } from 'vue';

/**
 * Keeps `holder`'s `--rk-h` at the height of the element `measure` finds inside it; `fit` may lower it from that
 * element's box (so that a row's cards fit its width).
 */
export function useHeightVar(holder: Ref<HTMLElement | null>, measure: (holder: HTMLElement) => Element | null | undefined, fit?: (box: DOMRectReadOnly, holder: HTMLElement) => number): () => void {
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
  // For a change `fit` reads that leaves the box as it was (one layout read, on demand only).
  return () => {
    const box = watched?.getBoundingClientRect();
    if (box && watched instanceof HTMLElement) {
      const style = getComputedStyle(watched);
      const pad = (a: string, b: string): number => (Number.parseFloat(style.getPropertyValue(a)) || 0) + (Number.parseFloat(style.getPropertyValue(b)) || 0);
      write(new DOMRectReadOnly(0, 0, box.width - pad('padding-left', 'padding-right'), box.height - pad('padding-top', 'padding-bottom')));
    }
  };
}

/**
 * A row's tile height: the row's height, or less when a full 1st row (3 units, or the army's busiest row up to 4,
 * from the holder's `data-most`) would not fit its width, and never above `--rk-tile-max-vh` of the window. More units
 * than that (recruits, Zombies) overlap.
 */
export function tileFit(box: DOMRectReadOnly, holder: HTMLElement): number {
  const style = getComputedStyle(holder);
  const ratio = Number.parseFloat(style.getPropertyValue('--rk-tile-ratio')) || 1.8;
  const gap = Number.parseFloat(style.columnGap) || 4;
  const n = Math.min(4, Math.max(3, Number(holder.dataset.most) || 0));
  const most = (Number.parseFloat(style.getPropertyValue('--rk-tile-max-vh')) || 100) * window.innerHeight / 100;
  return Math.min(box.height, most, (box.width - (n - 1) * gap) / (n * ratio));
}

/** A hand's card height: the hand's height, or less when five cards would not fit its width (more overlap). */
export function handFit(box: DOMRectReadOnly, holder: HTMLElement): number {
  const style = getComputedStyle(holder);
  const ratio = Number.parseFloat(style.getPropertyValue('--rk-card-ratio')) || 0.72;
  const gap = Number.parseFloat(style.columnGap) || 8;
  return Math.min(box.height, (box.width - 4 * gap) / (5 * ratio));
}

/**
 * The tile height at which every unit on offer fits the pool's box: one column per guild (`groups` holds each guild's
 * number of units), tiles `ratio` times as wide as tall, `gap` px apart, a `header` px title over each column. The
 * largest height from `most` down to `least` that fits; `least` when none does (the pool then scrolls).
 */
export function poolFit(width: number, height: number, groups: readonly number[], o: { ratio: number; gap: number; header: number; most: number; least: number }): number {
  const cols = Math.max(1, groups.length);
  const colWidth = (width - (cols - 1) * o.gap) / cols;
  const tallest = Math.max(0, ...groups);
  for (let h = Math.floor(o.most); h > o.least; h -= 2) {
    const perRow = Math.floor((colWidth + o.gap) / (h * o.ratio + o.gap));
    if (perRow < 1) continue;
    if (Math.ceil(tallest / perRow) * (h + o.gap) + o.header <= height) return h;
  }
  return o.least;
}
