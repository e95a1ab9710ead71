// Card sizes for the text inside them: an element's height written as `--rk-h` (px) on a holder, read by the tiles and
// cards inside (their text and spacing are fractions of it). A ResizeObserver reports sizes after layout, so nothing
// forces an extra layout; size containers (container query units) made every layout of the table three times slower.
import { onBeforeUnmount, onMounted, onUpdated, type Ref } from 'vue';

/** Keeps `holder`'s `--rk-h` at the height of the element `measure` finds inside it. */
export function useHeightVar(holder: Ref<HTMLElement | null>, measure: (holder: HTMLElement) => Element | null | undefined): void {
  let observer: ResizeObserver | null = null;
  let watched: Element | null = null;
  const write = (h: number): void => { if (h > 0) holder.value?.style.setProperty('--rk-h', `${Math.round(h)}px`); };
  const attach = (): void => {
    const el = holder.value ? measure(holder.value) ?? null : null;
    if (!observer || el === watched) return;
    if (watched) observer.unobserve(watched);
    watched = el;
    if (el) observer.observe(el);
  };
  onMounted(() => {
    if (typeof ResizeObserver === 'undefined') return;
    observer = new ResizeObserver((entries) => { for (const e of entries) write(e.contentRect.height); });
    attach();
  });
  // The measured element may come and go with the position (an army revealed): look again after every render.
  onUpdated(attach);
  onBeforeUnmount(() => { observer?.disconnect(); observer = null; });
}
