import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { saveReadingPosition } from '../data/library/save-reading-position';
import { clampParagraph, paragraphAtLine, READING_LINE_GAP, scrollTopFor } from '../lib/library/position';

/** How long scrolling must rest before the paragraph in view is saved (a save per frame would be wasted work). */
const SAVE_AFTER_MS = 400;

interface ReadingPositionOptions {
  readingId: string;
  paragraphCount: number;
  /** The saved paragraph; undefined while it loads. */
  saved: number | undefined;
  /** The text has its final size (the reader's preferences are applied), so measuring now is right. */
  layoutReady: boolean;
}

interface ReadingPosition {
  /** The paragraph in view now. */
  current: number;
  /** The paragraph the reading reopened at, when it did not open at the start. */
  restoredTo: number | null;
  textRef: RefObject<HTMLDivElement | null>;
  toolbarRef: RefObject<HTMLDivElement | null>;
  /** Scrolls a paragraph to just under the toolbar; with `focus`, moves keyboard focus to it too. */
  goTo: (paragraph: number, options?: { focus?: boolean }) => void;
}

/**
 * The reading position: the paragraph that crosses the reading line (just under the sticky toolbar) is the one in
 * view. It is saved as the person reads in the text (once scrolling rests, and at once when the page is hidden or
 * left; not while they are above the text, where the toolbar has not stuck yet), and when the reading opens again
 * the page scrolls back to it, before tracking starts, so that the opening scroll to the top never overwrites it.
 */
export function useReadingPosition({ readingId, paragraphCount, saved, layoutReady }: ReadingPositionOptions): ReadingPosition {
  const textRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [restoredTo, setRestoredTo] = useState<number | null>(null);
  const tracking = useRef(false);
  const lastSaved = useRef<number | null>(null);
  const pending = useRef<number | null>(null);

  const paragraphElement = useCallback(
    (index: number) => textRef.current?.querySelector<HTMLElement>(`[data-paragraph="${index}"]`) ?? null,
    [],
  );

  const goTo = useCallback(
    (paragraph: number, { focus = false }: { focus?: boolean } = {}) => {
      const index = clampParagraph(paragraph, paragraphCount);
      const element = paragraphElement(index);
      if (!element) return;
      // The toolbar sticks below the site's sticky header: the paragraph goes under both.
      const toolbar = toolbarRef.current;
      const toolbarHeight = toolbar ? toolbar.offsetHeight + (Number.parseFloat(getComputedStyle(toolbar).top) || 0) : 0;
      window.scrollTo({ top: scrollTopFor(element.getBoundingClientRect().top, window.scrollY, toolbarHeight), behavior: 'instant' });
      if (focus) element.focus({ preventScroll: true });
      setCurrent(index);
    },
    [paragraphCount, paragraphElement],
  );

  // Reopen where the person left off, once the saved position and the final layout are both known.
  useEffect(() => {
    if (tracking.current || saved === undefined || !layoutReady) return;
    const start = clampParagraph(saved, paragraphCount);
    if (start > 0) {
      goTo(start);
      setRestoredTo(start);
    }
    lastSaved.current = start;
    tracking.current = true;
  }, [saved, layoutReady, paragraphCount, goTo]);

  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const paragraph = pending.current;
      pending.current = null;
      if (paragraph === null || paragraph === lastSaved.current) return;
      lastSaved.current = paragraph;
      void saveReadingPosition(readingId, paragraph);
    };

    const measure = () => {
      frame = 0;
      const text = textRef.current;
      if (!tracking.current || !text) return;
      const boxes = Array.from(text.querySelectorAll<HTMLElement>('[data-paragraph]'), (element) => element.getBoundingClientRect());
      const toolbarElement = toolbarRef.current;
      const toolbar = toolbarElement?.getBoundingClientRect();
      const paragraph = paragraphAtLine(boxes, (toolbar?.bottom ?? 0) + READING_LINE_GAP);
      setCurrent(paragraph);
      // Until the toolbar sticks (below the sticky site header), the person is looking at what comes before the text
      // (the notes, their shelf, the back link): scrolling up there to leave must not move their place back to the start.
      const stuckAt = toolbarElement ? Number.parseFloat(getComputedStyle(toolbarElement).top) || 0 : 0;
      if (!toolbar || toolbar.top > stuckAt + 1) return;
      pending.current = paragraph;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, SAVE_AFTER_MS);
    };

    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [readingId]);

  return { current, restoredTo, textRef, toolbarRef, goTo };
}
