// Card motion on the Ruckus table, measured once for the whole board: before each update the place of every card
// marked `data-flip="<key>"` is read in one pass, after it in another, and each card that moved glides from its old
// place (falling forward, a row closing up), and each card that came onto the table turns face up (a formation
// revealed, a recruit). One layout before and one after, however many rows there are (a TransitionGroup per row read
// the layout once per card and per row). Follows the pace setting and reduced motion (shell's motion.ts).
import { onBeforeUnmount, onMounted, onUpdated } from 'vue';
import { motionMs } from '@renderer/components/table/motion';

const EASE = 'cubic-bezier(0.2, 0.7, 0.2, 1)';

/**
 * Flips the cards inside `roots` (a board, or the formation editor's rows and hand). A part of the board that animates
 * its own cards (it re-renders alone, as the editor does while cards are staged) is marked `data-flip-scope`; the board
 * leaves it alone.
 */
export function useFlip(roots: () => readonly (HTMLElement | null)[], own = false): void {
  /** Where each card was when last drawn: measured in the frame after each update, so no update forces a layout. */
  let shown = new Map<string, DOMRect>();
  let frame = 0;
  const cards = (): HTMLElement[] => roots().flatMap((root) => Array.from(root?.querySelectorAll<HTMLElement>('[data-flip]') ?? [])
    .filter((el) => own || !el.closest('[data-flip-scope]')));
  const measure = (): Map<string, DOMRect> => new Map(cards().map((el) => [el.dataset.flip!, el.getBoundingClientRect()]));
  const later = (fn: () => void): void => {
    if (typeof requestAnimationFrame !== 'function') return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fn);
  };
  const remember = (): void => later(() => { shown = measure(); });
  onMounted(() => { remember(); window.addEventListener('resize', remember); });
  onBeforeUnmount(() => { cancelAnimationFrame(frame); window.removeEventListener('resize', remember); });
  onUpdated(() => {
    if (motionMs('normal') === 0) { remember(); return; }
    // Measured in the next frame, just before it is painted: the layout that frame needs anyway, not one more inside
    // the update's own task (which kept a busy table's updates over 50 ms).
    later(() => {
      const was = shown;
      const now = measure();
      shown = now;
      if (was.size === 0) return;
      for (const el of cards()) {
        const from = was.get(el.dataset.flip!);
        const to = now.get(el.dataset.flip!);
        if (!to || typeof el.animate !== 'function') continue;
        if (!from) {
          el.animate([{ transform: 'perspective(40em) rotateY(80deg)', opacity: 0.2 }, { transform: 'none', opacity: 1 }], { duration: motionMs('slow'), easing: EASE });
          continue;
        }
        const dx = from.left - to.left, dy = from.top - to.top;
        if (Math.abs(dx) > 1 || Math.abs(dy) > 1) el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: motionMs('normal'), easing: EASE });
      }
    });
  });
}
