import { detectCountry, isCrisisCountryCode, type CrisisCountryCode } from '@/content/crisis-lines';
import { readMirror, storageKeys } from '@/db/local-mirror';

/**
 * The country whose crisis lines to show: the one chosen on the crisis help page, else the device's languages.
 * Reads the browser, so it is called when crisis help is about to be shown (after a person's action), never while
 * a prerendered screen renders.
 */
export function deviceCrisisCountry(): CrisisCountryCode {
  const saved = readMirror(storageKeys.crisisCountry, isCrisisCountryCode);
  if (saved) return saved;
  if (typeof navigator === 'undefined') return 'INTL';
  return detectCountry(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
