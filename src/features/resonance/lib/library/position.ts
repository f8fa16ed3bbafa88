/** Where a paragraph sits in the viewport, in CSS pixels from its top edge. */
interface ParagraphBox {
  top: number;
  bottom: number;
}

/** The reading line sits this far below the reader's sticky toolbar: the paragraph that crosses it is "in view". */
export const READING_LINE_GAP = 16;

/**
 * The paragraph being read: the first one that reaches below the reading line (the one the line crosses, or the
 * next one if the line falls in a gap). Past the last paragraph, the last one; with no paragraphs, 0.
 */
export function paragraphAtLine(boxes: readonly ParagraphBox[], line: number): number {
  if (boxes.length === 0) return 0;
  const index = boxes.findIndex((box) => box.bottom > line);
  return index === -1 ? boxes.length - 1 : index;
}

/** A stored paragraph index made safe for a reading of `count` paragraphs (a shorter new edition, a damaged row). */
export function clampParagraph(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/**
 * The window scroll position that brings a paragraph's top to just under the sticky toolbar (of height
 * `toolbarHeight` once stuck), given where the paragraph is now (`paragraphTop`, viewport pixels) and the current
 * scroll position. Never negative.
 */
export function scrollTopFor(paragraphTop: number, currentScroll: number, toolbarHeight: number): number {
  return Math.max(0, Math.round(currentScroll + paragraphTop - toolbarHeight - READING_LINE_GAP / 2));
}
