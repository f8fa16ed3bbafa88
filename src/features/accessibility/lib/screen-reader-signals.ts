/**
 * The two screen-reader signals that need watching from the start (see screen-reader.ts, loaded only when the
 * guess is needed): how many navigation keys were pressed, and whether focus landed on an element visible only to
 * screen readers. Two passive listeners; nothing is stored or sent.
 */
const NAVIGATION_KEYS = new Set(['Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

let navigationKeys = 0;
let focusedHiddenElement = false;
let watching = false;

function isNavigationKey(key: string): boolean {
  return NAVIGATION_KEYS.has(key);
}

export function navigationKeyCount(): number {
  return navigationKeys;
}

export function hasFocusedHiddenElement(): boolean {
  return focusedHiddenElement;
}

export function watchScreenReaderSignals(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (isNavigationKey(event.key)) navigationKeys += 1;
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      const { width, height } = event.target.getBoundingClientRect();
      if (width <= 1 && height <= 1) focusedHiddenElement = true;
    },
    { capture: true, passive: true },
  );
}

/** For unit tests. */
export function resetScreenReaderSignalsForTests(): void {
  navigationKeys = 0;
  focusedHiddenElement = false;
}
