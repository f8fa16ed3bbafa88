/**
 * The one gateway to localStorage. Values that must be known before the first paint (theme, contrast, font size)
 * and small device preferences are mirrored here; Dexie stays the source of truth for everything else.
 * A value that cannot be parsed is ignored with a warning; a quota or privacy-mode error never throws.
 */

/** Keys the spec names, product-prefixed where the spec says so. */
export const storageKeys = {
  accessibilitySettings: 'better-minds:accessibility-settings',
  accessibilityMap: 'accessibility',
  /** Device preferences (reduced motion, more contrast) the person turned off in the accessibility panel. */
  accessibilityDeclinedDevice: 'better-minds:accessibility-declined-device',
  theme: 'better-minds:theme',
  audioMode: 'better-minds:audio-mode',
  audioSettings: 'better-minds:audio-settings',
  user: 'better-minds:user',
  sessionId: 'better-minds:session-id',
  crisisCountry: 'better-minds:crisis-country',
  installDismissed: 'better-minds:install-dismissed',
  /** That the app lock is on (its clear `appLock` row says so too): the page starts on the lock screen, not hydrating. */
  appLockOn: 'better-minds:app-lock-on',
  /** The app lock's idle minutes (1, 5 or 15): not personal, and only read while unlocked. */
  appLockIdleMinutes: 'better-minds:app-lock-idle-minutes',
  /** The person's crisis card, copied for the lock screen only when they choose it (it stays readable, by design). */
  appLockCrisisCard: 'better-minds:app-lock-crisis-card',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readMirrorRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return null;
  }
}

/** Reads a JSON value; returns undefined (and warns) when it is missing or corrupt, or fails `isValid`. */
export function readMirror<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const raw = readMirrorRaw(key);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
    console.warn(`Ignoring an invalid stored value for "${key}"`);
  } catch {
    console.warn(`Ignoring a corrupt stored value for "${key}"`);
  }
  return undefined;
}

/** Writes a value as JSON (strings included, so readMirror reads back what was written); returns false when the
 * browser refused (quota, privacy mode). */
export function writeMirror(key: string, value: unknown): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Could not save "${key}" to local storage`, error);
    return false;
  }
}

export function removeMirror(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
}
