import { useEffect, useRef, useState, type RefObject } from 'react';

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const GAP = 8;

function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right + GAP && a.right > b.left - GAP && a.top < b.bottom + GAP && a.bottom > b.top - GAP;
}

/**
 * How far the widget must move away from its corner (up for bottom corners, down for top ones) so that it covers
 * none of the protected rectangles. `base` is where the widget sits with no shift. Pure, so it is tested directly.
 */
export function shiftToAvoid(base: Rect, protectedRects: readonly Rect[], direction: 'up' | 'down'): number {
  let shift = 0;
  for (let round = 0; round < 10; round += 1) {
    const current =
      direction === 'up'
        ? { ...base, top: base.top - shift, bottom: base.bottom - shift }
        : { ...base, top: base.top + shift, bottom: base.bottom + shift };
    const hit = protectedRects.find((rect) => overlaps(current, rect));
    if (!hit) return shift;
    shift = direction === 'up' ? base.bottom - hit.top + GAP : hit.bottom - base.top + GAP;
  }
  return shift;
}

function visibleRect(element: Element): Rect | null {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none') return null;
  return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
}

/**
 * Keeps a fixed-position widget clear of the elements matched by `selector` (the crisis link, the accessibility
 * button): measured on resize, scroll, a change of the widget's own size, and shortly after mounting (for controls
 * that appear a moment later). Returns the shift in pixels to apply.
 */
export function useAvoidOverlap(
  ref: RefObject<HTMLElement | null>,
  selector: string,
  direction: 'up' | 'down',
  watch: unknown,
): number {
  const [shift, setShift] = useState(0);
  // The shift in place now, shared by every run of the effect below.
  const applied = useRef(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return;
      // Undo the shift in place, to measure from the corner itself.
      const offset = direction === 'up' ? applied.current : -applied.current;
      const base: Rect = { top: rect.top + offset, bottom: rect.bottom + offset, left: rect.left, right: rect.right };
      const protectedRects = Array.from(document.querySelectorAll(selector))
        .filter((candidate) => !element.contains(candidate))
        .map(visibleRect)
        .filter((candidate): candidate is Rect => candidate !== null);
      const next = Math.round(shiftToAvoid(base, protectedRects, direction));
      if (next !== applied.current) {
        applied.current = next;
        setShift(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    const timers = [setTimeout(schedule, 500), setTimeout(schedule, 2000)];
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      timers.forEach(clearTimeout);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule);
      observer?.disconnect();
    };
  }, [ref, selector, direction, watch]);

  return shift;
}
