import { useEffect, type RefObject } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * When `active` turns true (breathing or grounding has just started), scrolls the exercise to the top of the screen,
 * so its cue and its Stop or Next are in view rather than below the tool's introduction, and moves focus to its
 * heading without a second scroll. Smooth unless the person asked for reduced motion, where the jump is instant. Runs
 * after mounting only (never during render), so a prerendered page hydrates as it was rendered, and a frame later:
 * the layout's route change (src/app/layout/use-route-change.ts) scrolls to the top and focuses the page's title in
 * its own effect, which runs after the screen's, and would otherwise undo this on a one-tap link.
 */
export function useStartInView(
  active: boolean,
  exerciseRef: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLElement | null>,
): void {
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => {
      exerciseRef.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
      headingRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // Only the start matters: a later change of the motion setting must not scroll the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, exerciseRef, headingRef]);
}
