/**
 * Where reading aloud is on the page: the block being read is outlined (the `data-reading-aloud` attribute, styled in
 * accessibility.css) and kept in view, so someone reading along keeps their place. One block at a time, app-wide, as
 * the browser speaks one thing at a time. Used by the page-wide read aloud and by the narrator's `useReadAloud`.
 */
const READING_ATTRIBUTE = 'data-reading-aloud';
const BLOCK_SELECTOR = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, blockquote';

let outlined: HTMLElement | null = null;

export function textOfBlock(block: HTMLElement): string {
  return (block.innerText || block.textContent || '').trim();
}

function sameWords(a: string, b: string): boolean {
  return a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
}

/** The blocks of a page's main text: headings, paragraphs, list items and table cells, in reading order. */
export function mainBlocksOf(main: HTMLElement): HTMLElement[] {
  const blocks: HTMLElement[] = [];
  main.querySelectorAll<HTMLElement>(BLOCK_SELECTOR).forEach((block) => {
    // A list item holding its own paragraphs is read through them, not twice.
    if (block.querySelector('p, li, h1, h2, h3, h4, h5, h6')) return;
    if (block.closest('[hidden], [aria-hidden="true"]')) return;
    if (textOfBlock(block)) blocks.push(block);
  });
  return blocks;
}

/**
 * The block of `main` that shows exactly `text` (spacing aside), looked for after `after` first, so a line that
 * appears twice is found in reading order. Null when no single block shows it (a text made for speech only).
 */
export function blockShowing(main: HTMLElement, text: string, after: HTMLElement | null): HTMLElement | null {
  const blocks = mainBlocksOf(main);
  const start = after ? blocks.indexOf(after) + 1 : 0;
  const inOrder = [...blocks.slice(start), ...blocks.slice(0, start)];
  return inOrder.find((block) => sameWords(textOfBlock(block), text)) ?? null;
}

/** Outlines `block` as the one being read (and scrolls it into view), or, with null, outlines nothing. */
export function outlineReading(block: HTMLElement | null): void {
  outlined?.removeAttribute(READING_ATTRIBUTE);
  outlined = block;
  if (!block) return;
  block.setAttribute(READING_ATTRIBUTE, '');
  block.scrollIntoView({ block: 'nearest' });
}
