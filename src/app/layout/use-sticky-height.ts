import { useLayoutEffect, type RefObject } from 'react';
import { borderBoxHeight, removeRootLength, setRootLength } from '@/lib/root-length';

/**
 * The sticky header's height in --sticky-header-height on <html>, where `scroll-padding-top` reads it: a control that
 * gets focus, or is scrolled to, stops below the header instead of under it (WCAG 2.4.11). The header wraps to two or
 * three rows on a phone at large text sizes, so a fixed guess would be wrong there.
 */
export function useStickyHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      setRootLength(root, '--sticky-header-height', borderBoxHeight(entries, element));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      removeRootLength(root, '--sticky-header-height');
    };
  }, [ref]);
}
