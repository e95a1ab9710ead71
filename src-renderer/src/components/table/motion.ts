// Animation timing that follows the pace setting and reduced motion: the design tokens' --motion-scale (the pace's
// --motion-pace, or 0 when animations are off or the system asks for reduced motion). CSS uses var(--motion-*);
// script uses motionMs().
export type MotionSpeed = 'fast' | 'normal' | 'slow';
const BASE_MS: Record<MotionSpeed, number> = { fast: 120, normal: 220, slow: 420 };

/** The motion scale for a pace: slow games move slower, fast ones quicker. */
export const PACE_SCALE: Record<'slow' | 'normal' | 'fast', number> = { slow: 1.5, normal: 1, fast: 0.6 };

/** The scale in force on the document root (0 when animations are off or reduced). */
export function motionScale(): number {
  if (typeof window === 'undefined' || typeof getComputedStyle !== 'function') return 0;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return 0;
  const root = document.documentElement;
  if (root.dataset.animations === 'off') return 0;
  const v = Number.parseFloat(root.style.getPropertyValue('--motion-pace'));
  return Number.isFinite(v) ? v : 1;
}

/** How long a motion of this speed lasts now, in ms (0: no animation). */
export function motionMs(speed: MotionSpeed = 'normal'): number {
  return Math.round(BASE_MS[speed] * motionScale());
}

/** Writes the pace's scale onto the root, where --motion-* read it (called by the theme composable). */
export function applyPace(root: HTMLElement, pace: 'slow' | 'normal' | 'fast'): void {
  root.style.setProperty('--motion-pace', String(PACE_SCALE[pace]));
}

/**
 * Plays a one-off animation on an element (damage shake, destroyed fade) for the motion's time; nothing when motion
 * is off. Resolves when done.
 */
export function flash(el: Element | null, keyframes: Keyframe[], speed: MotionSpeed = 'normal'): Promise<void> {
  const ms = motionMs(speed);
  if (!el || ms === 0 || typeof (el as HTMLElement).animate !== 'function') return Promise.resolve();
  return (el as HTMLElement).animate(keyframes, { duration: ms, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' }).finished.then(() => undefined, () => undefined);
}
