/**
 * Lengths the page measures (the sticky header's height, the accessibility dock's) as custom properties on <html>,
 * written only when they change: a resize observer reports the same height again and again.
 *
 * The properties are registered as not inherited (`@property`, src/styles/global.css): a write on <html> then restyles
 * <html> alone, where an inherited property made the browser recompute every element's style (a long task of its own
 * on a phone, 105 to 174 ms at 6x CPU slowdown when the app started). The other elements that read them are given
 * them by one rule of their own in a constructed style sheet, so a change restyles those few elements and no others.
 */
const READERS = ['.site-footer__inner', '.library-toolbar'];

const lengths = new Map<string, string>();
let readerSheet: CSSStyleSheet | null | undefined;

/** The constructed sheet for the readers, adopted by the document on first use; null where the browser has none
 * (there the properties are inherited too, as @property is newer still, so the readers see <html>'s values). */
function readerRules(): CSSStyleSheet | null {
  if (readerSheet !== undefined) return readerSheet;
  const constructable = typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document;
  readerSheet = constructable ? new CSSStyleSheet() : null;
  if (readerSheet) document.adoptedStyleSheets = [...document.adoptedStyleSheets, readerSheet];
  return readerSheet;
}

function writeReaders(): void {
  const sheet = readerRules();
  if (!sheet) return;
  const declarations = [...lengths].map(([property, value]) => `${property}: ${value};`).join(' ');
  sheet.replaceSync(declarations ? `${READERS.join(', ')} { ${declarations} }` : '');
}

export function setRootLength(root: HTMLElement, property: string, pixels: number): void {
  const value = `${Math.ceil(pixels)}px`;
  if (root.style.getPropertyValue(property) === value) return;
  root.style.setProperty(property, value);
  lengths.set(property, value);
  writeReaders();
}

export function removeRootLength(root: HTMLElement, property: string): void {
  root.style.removeProperty(property);
  if (lengths.delete(property)) writeReaders();
}

/** The observed element's height from the observer's own measurement: asking the element again would make the
 * browser recompute styles and layout in the middle of the callback. */
export function borderBoxHeight(entries: readonly ResizeObserverEntry[], element: Element): number {
  const size = entries.at(-1)?.borderBoxSize?.[0];
  return size ? size.blockSize : element.getBoundingClientRect().height;
}
