import { detectCountry, isCrisisCountryCode, type CrisisCountryCode } from '@/content/crisis-lines';
import { readMirror, storageKeys } from '@/db/local-mirror';

function deviceLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The country whose crisis lines to show, chosen the way the crisis help page chooses it (features do not import
 * each other, so the rule is repeated here): the country the person picked on that page, saved on this device, or
 * else the one named by the device's language settings ('en-GB' -> 'GB'), or else 'INTL'.
 */
export function crisisCountryForDevice(): { code: CrisisCountryCode; chosen: boolean } {
  const saved = readMirror(storageKeys.crisisCountry, isCrisisCountryCode);
  if (saved) return { code: saved, chosen: true };
  return { code: detectCountry(deviceLocales()), chosen: false };
}
