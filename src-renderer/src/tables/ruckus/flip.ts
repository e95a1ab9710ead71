// Card motion on the Ruckus table, measured once for the whole board: before each update the place of every card
// marked `data-flip="<key>"` is read in one pass, after it in another, and each card that moved glides from its old
// place (falling forward, a row closing up), and each card that came onto the table turns face up (a formation
// revealed, a recruit). One layout before and one after, however many rows there are (a TransitionGroup per row read
// the layout once per card and per row). Follows the pace setting and reduced motion (shell's motion.ts).
import { onBeforeUnmount, onMounted, onUpdated } from 'vue';
import { motionMs } from '@renderer/components/table/motion';

const EASE = 'cubic-bezier(0.2, 0.7, 0.2, 1)';

interface Box { left: number; top: number; right: number; bottom: number }

/** A card's box with its face: in a crowded row a unit's tile is wider than its slot and overlaps the next. */
function seenBox(el: HTMLElement): Box {
  const box = el.getBoundingClientRect();
  const face = el.querySelector('[data-card]')?.getBoundingClientRect() ?? box;
  return { left: Math.min(box.left, face.left), top: Math.min(box.top, face.top), right: Math.max(box.right, face.right), bottom: Math.max(box.bottom, face.bottom) };
}

/** Where a glide of a card now at `to` sets off along one axis: at `start`, moved in to lie between its old and new boxes and in `room`. */
function within(start: number, to: Box, from: Box, room: Box | undefined, axis: 'x' | 'y'): number {
  const [lo, hi, size] = axis === 'x'
    ? [Math.min(from.left, to.left), Math.max(from.right, to.right), to.right - to.left]
    : [Math.min(from.top, to.top), Math.max(from.bottom, to.bottom), to.bottom - to.top];
  const [roomLo, roomHi] = room ? (axis === 'x' ? [room.left, room.right] : [room.top, room.bottom]) : [lo, hi];
  return Math.max(Math.max(lo, roomLo), Math.min(start, Math.min(hi, roomHi) - size));
}

/**
 * Flips the cards inside `roots` (a board, or the formation editor's rows and hand). A part of the board that animates
 * its own cards (it re-renders alone, as the editor does while cards are staged) is marked `data-flip-scope`; the board
 * leaves it alone.
 */
export function useFlip(roots: () => readonly (HTMLElement | null)[], own = false): void {
  /** Where each card was when last drawn (its own place, without its motion): measured in the frame after each update. */
  let shown = new Map<string, Box>();
  /** The motion each card is making, if it is one of ours: a glide or a turn. */
  const motions = new WeakMap<HTMLElement, { animation: Animation; glide: boolean }>();
  /** The glides set off in the last update's frame: where each meant to start, between which places, in which room. */
  let setOff = new Map<HTMLElement, { x: number; y: number; hull: Box; room: Box | undefined }>();
  let setOffAt: CSSNumberish | null = null;
  let frame = 0;
  const cards = (): HTMLElement[] => roots().flatMap((root) => Array.from(root?.querySelectorAll<HTMLElement>('[data-flip]') ?? [])
    .filter((el) => own || !el.closest('[data-flip-scope]')));
  const running = (el: HTMLElement): { animation: Animation; glide: boolean } | undefined => {
    const m = motions.get(el);
    return m && (m.animation.playState === 'running' || m.animation.playState === 'paused') ? m : undefined;
  };
  // The cards' own places: a motion under way is lifted off its card while the boxes are read, so that a card moved
  // again mid-glide is measured where it stands, not where it is seen (read with it, the glides compounded).
  const measure = (els: readonly HTMLElement[]): Map<string, Box> => {
    const lifted = els.flatMap((el) => {
      const effect = running(el)?.animation.effect;
      return effect && 'target' in effect && (effect as KeyframeEffect).target === el ? [{ el, effect: effect as KeyframeEffect }] : [];
    });
    for (const { effect } of lifted) effect.target = null;
    const boxes = new Map(els.map((el) => [el.dataset.flip!, seenBox(el)]));
    for (const { el, effect } of lifted) effect.target = el;
    return boxes;
  };
  const later = (fn: () => void): void => {
    if (typeof requestAnimationFrame !== 'function') return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fn);
  };
  const remember = (): void => later(() => { shown = measure(cards()); });
  const glide = (el: HTMLElement, to: Box, start: { x: number; y: number }, hull: Box, room: Box | undefined): boolean => {
    const dx = within(start.x, to, hull, room, 'x') - to.left, dy = within(start.y, to, hull, room, 'y') - to.top;
    const keyframes = [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }];
    const m = running(el);
    if (m?.glide && m.animation.effect && 'setKeyframes' in m.animation.effect) { (m.animation.effect as KeyframeEffect).setKeyframes(keyframes); return true; }
    if (Math.abs(dx) <= 1 && Math.abs(dy) <= 1) return false;
    motions.set(el, { animation: el.animate(keyframes, { duration: motionMs('normal'), easing: EASE }), glide: true });
    return true;
  };
  // A row's tile height is written by its ResizeObserver after this module measured the frame's places: a card resized
  // so, in the same frame, keeps the start its glide meant, measured again from the place where it now ends.
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver((entries) => {
    if (setOff.size === 0 || document.timeline.currentTime !== setOffAt) return;
    for (const e of entries) {
      const el = e.target as HTMLElement;
      const plan = setOff.get(el);
      if (!plan || !running(el)?.glide) continue;
      const to = measure([el]).get(el.dataset.flip!)!;
      shown.set(el.dataset.flip!, to);
      glide(el, to, plan, plan.hull, plan.room);
    }
  }) : null;
  // A new window size moves every card at once: the glides under way end where they were going.
  const resized = (): void => {
    for (const el of cards()) if (running(el)?.glide) motions.get(el)!.animation.finish();
    remember();
  };
  onMounted(() => { remember(); window.addEventListener('resize', resized); });
  onBeforeUnmount(() => { cancelAnimationFrame(frame); window.removeEventListener('resize', resized); resizes?.disconnect(); });
  onUpdated(() => {
    if (motionMs('normal') === 0) { remember(); return; }
    // Measured in the next frame, just before it is painted: the layout that frame needs anyway, not one more inside
    // the update's own task (which kept a busy table's updates over 50 ms).
    later(() => {
      const was = shown;
      const els = cards();
      // How far each gliding card is off its place now (read before any motion is lifted or started: one style pass).
      const off = new Map<HTMLElement, { x: number; y: number }>();
      for (const el of els) {
        const transform = running(el)?.glide ? getComputedStyle(el).transform : 'none';
        if (transform && transform !== 'none') { const m = new DOMMatrixReadOnly(transform); off.set(el, { x: m.e, y: m.f }); }
      }
      const now = measure(els);
      shown = now;
      setOff = new Map();
      setOffAt = document.timeline.currentTime;
      if (resizes) for (const el of els) resizes.observe(el);
      if (was.size === 0) return;
      const bounds = roots().flatMap((root) => (root ? [root.getBoundingClientRect()] : []));
      for (const el of els) {
        const key = el.dataset.flip!;
        const from = was.get(key);
        const to = now.get(key);
        if (!to || typeof el.animate !== 'function') continue;
        if (!from) {
          // Turned face up within its own box (a perspective would draw its near edge past it, and the table scroll).
          const animation = el.animate([{ transform: 'rotateY(80deg)', opacity: 0.2 }, { transform: 'none', opacity: 1 }], { duration: motionMs('slow'), easing: EASE });
          motions.set(el, { animation, glide: false });
          continue;
        }
        // A card whose place is unchanged carries on with the glide it is making, if any.
        if (Math.abs(from.left - to.left) <= 1 && Math.abs(from.top - to.top) <= 1) continue;
        // From where it is seen (its old place, moved by the glide it is making) to its new place. A card that grows on
        // the way sets off far enough in that its new size stays between the two places and on the board: a glide never
        // draws a card where no card rests, so the table never gains a scrollbar for a moment.
        const m = off.get(el);
        const seen = m ? { left: from.left + m.x, top: from.top + m.y, right: from.right + m.x, bottom: from.bottom + m.y } : from;
        const room = bounds.find((b) => b.left <= to.left + 1 && b.right >= to.right - 1 && b.top <= to.top + 1 && b.bottom >= to.bottom - 1);
        motions.get(el)?.animation.cancel();
        if (glide(el, to, { x: seen.left, y: seen.top }, seen, room)) setOff.set(el, { x: seen.left, y: seen.top, hull: seen, room });
      }
    });
  });
}
