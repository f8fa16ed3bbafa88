import { detectCountry, isCrisisCountryCode, type CrisisCountryCode } from '@/content/crisis-lines';
import { readMirror, storageKeys } from '@/db/local-mirror';

function deviceLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The country whose crisis lines to show, one rule for every screen that shows them (crisis help, the safety plan,
 * Presence's support right now): the country the person picked on the crisis help page, saved on this device, or
 * else the one named by the device's language settings ('en-GB' -> 'GB'), or else 'INTL'. Reads the browser: call
 * it after hydration.
 */
export function crisisCountryForDevice(): { code: CrisisCountryCode; chosen: boolean } {
  const saved = readMirror(storageKeys.crisisCountry, isCrisisCountryCode);
  if (saved) return { code: saved, chosen: true };
  return { code: detectCountry(deviceLocales()), chosen: false };
}
