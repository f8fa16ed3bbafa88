import { NO_DEVICE_PREFERENCES, type DevicePreferences } from './settings';

const QUERIES = {
  reducedMotion: '(prefers-reduced-motion: reduce)',
  moreContrast: '(prefers-contrast: more)',
  forcedColors: '(forced-colors: active)',
} as const;

function matches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/** What the operating system asks for right now. */
export function readDevicePreferences(): DevicePreferences {
  if (typeof matchMedia !== 'function') return NO_DEVICE_PREFERENCES;
  return {
    reducedMotion: matches(QUERIES.reducedMotion),
    moreContrast: matches(QUERIES.moreContrast) || matches(QUERIES.forcedColors),
  };
}

/** Calls `listener` whenever one of the device preferences changes; returns the unsubscribe function. */
export function subscribeDevicePreferences(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const lists = Object.values(QUERIES).map((query) => matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', listener));
  return () => lists.forEach((list) => list.removeEventListener('change', listener));
}
