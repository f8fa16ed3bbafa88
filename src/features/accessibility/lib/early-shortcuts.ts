/**
 * The shortcuts pressed before the app started. public/boot.js (a classic script, run before the first paint)
 * listens for them on a prerendered page and puts `__betterMindsEarlyKeys` on window; calling it ends that listener
 * and hands over what was kept, so a key is handled by exactly one of the two.
 */
declare global {
  interface Window {
    __betterMindsEarlyKeys?: () => KeyboardEvent[];
  }
}

/** The key presses boot.js kept, oldest first; [] after the first call, or when boot.js did not listen. */
export function takeEarlyShortcuts(): KeyboardEvent[] {
  const take = window.__betterMindsEarlyKeys;
  delete window.__betterMindsEarlyKeys;
  return typeof take === 'function' ? take() : [];
}
