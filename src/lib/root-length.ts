/**
 * Sets a length custom property on <html> only when it changes: every write there makes the browser recompute the
 * whole page's styles, which on a phone is a long task of its own, and a resize observer reports the same height
 * again and again.
 */
export function setRootLength(root: HTMLElement, property: string, pixels: number): void {
  const value = `${Math.ceil(pixels)}px`;
  if (root.style.getPropertyValue(property) !== value) root.style.setProperty(property, value);
}

/** The observed element's height from the observer's own measurement: asking the element again would make the
 * browser recompute styles and layout in the middle of the callback. */
export function borderBoxHeight(entries: readonly ResizeObserverEntry[], element: Element): number {
  const size = entries.at(-1)?.borderBoxSize?.[0];
  return size ? size.blockSize : element.getBoundingClientRect().height;
}
