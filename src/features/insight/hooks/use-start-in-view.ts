import { useEffect, type RefObject } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * When `active` turns true (breathing or grounding has just started), scrolls the exercise to the top of the screen,
 * so its cue and its Stop or Next are in view rather than below the tool's introduction, and moves focus to its
 * heading without a second scroll. Smooth unless the person asked for reduced motion, where the jump is instant. Runs
 * after mounting only (never during render), so a prerendered page hydrates as it was rendered.
 */
export function useStartInView(
  active: boolean,
  exerciseRef: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLElement | null>,
): void {
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (!active) return;
    exerciseRef.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
    // Only the start matters: a later change of the motion setting must not scroll the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, exerciseRef, headingRef]);
}
