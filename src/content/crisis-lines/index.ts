/**
 * Crisis lines and emergency numbers, per country.
 *
 * Every fact here was checked against the published page named in its `source` on the date in `lastChecked`: the
 * service's own site or a government page where we could find one, otherwise a well-known directory or a news page
 * that names the number. Rules for editing this data (here, `emergency.ts`, `lines-europe-*.ts`, `lines-world.ts`):
 * - Only add a line once it has been checked against a published page; fewer lines beat an unchecked one.
 * - Say a line is free, confidential or open round the clock only if its source says so.
 * - Numbers are stored as digits (a leading + allowed), so they can be dialled as they are.
 * - Descriptions stay neutral and hopeful, and never describe a means or method.
 * - The US 988 Lifeline's LGBTQ+ youth option ended on 17 July 2025; do not list it.
 * - A country with no line we could check says so plainly (`noNationalLineKnown`), with its emergency number.
 * - Update `lastChecked` (and `CRISIS_DATA_CHECKED`) whenever a fact is re-checked.
 * The test in `../__tests__/crisis-lines.test.ts` validates everything below and refuses a line without its source.
 */
import { isBefore, isValid, parseISO, startOfDay, subMonths } from 'date-fns';
import { emergencyNumbers } from './emergency';
import { europeLinesAH } from './lines-europe-a-h';
import { europeLinesIZ } from './lines-europe-i-z';
import { internationalDirectories, worldLines } from './lines-world';
import {
  EEA_ONLY_COUNTRY_CODES,
  EU_COUNTRY_CODES,
  OTHER_COUNTRY_CODES,
  type CrisisCountry,
  type CrisisCountryCode,
  type CrisisLine,
  type EmergencyNumber,
  type NamedCountryCode,
  type SmsContact,
} from './types';

export { EU_COUNTRY_CODES } from './types';
export type {
  CrisisCountry,
  CrisisCountryCode,
  CrisisLine,
  CrisisSource,
  EmergencyNumber,
  NoNationalLineKnown,
  PhoneContact,
  SmsContact,
  WebContact,
} from './types';

/** The date the data here was last checked against its sources (ISO 8601, yyyy-mm-dd). */
export const CRISIS_DATA_CHECKED = '2026-11-27';

/* ------------------------------------------------------------------------------------------------------------ */
/* Countries                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

const countryNames: Readonly<Record<NamedCountryCode, string>> = {
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IE: 'Ireland',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MT: 'Malta',
  NL: 'Netherlands',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
  IS: 'Iceland',
  LI: 'Liechtenstein',
  NO: 'Norway',
  CH: 'Switzerland',
  GB: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
  IN: 'India',
  JP: 'Japan',
  ZA: 'South Africa',
  BR: 'Brazil',
  MX: 'Mexico',
};

/**
 * Countries where we looked for a national line on the date given and found none we could check against a published
 * page. They show their emergency number, this plain statement, and the international directories.
 */
const NO_NATIONAL_LINE_KNOWN: Readonly<Partial<Record<NamedCountryCode, string>>> = {
  BG: '2026-11-27',
  HR: '2026-11-27',
  CY: '2026-11-27',
  RO: '2026-11-27',
};

const countryLines: readonly CrisisLine[] = [...europeLinesAH, ...europeLinesIZ, ...worldLines];

const INTERNATIONAL: CrisisCountry = { code: 'INTL', name: 'Another country or region', emergency: null };

function namedCountry(code: NamedCountryCode): CrisisCountry {
  const name = countryNames[code];
  const emergency = emergencyNumbers[code];
  const noneSince = NO_NATIONAL_LINE_KNOWN[code];
  if (!noneSince) return { code, name, emergency };
  return {
    code,
    name,
    emergency,
    noNationalLineKnown: {
      statement:
        `We know of no national crisis line for ${name} that we could check against a published source, so none ` +
        `is listed here. If you are in danger, call ${emergency.display}.`,
      lastChecked: noneSince,
    },
  };
}

const namedCountries: CrisisCountry[] = [...EU_COUNTRY_CODES, ...EEA_ONLY_COUNTRY_CODES, ...OTHER_COUNTRY_CODES].map(
  namedCountry,
);

// The names are plain ASCII, so comparing them lower-cased gives the English collator's order (a content test holds
// the two to the same result) without building a collator: the first Intl object a page makes loads the locale data,
// a long task of its own on a slow phone, and this module is evaluated as the crisis page starts.
const byName = (a: string, b: string): number => {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Every country the picker offers, in alphabetical order, with 'INTL' last. */
export const crisisCountries: readonly CrisisCountry[] = [
  ...namedCountries.sort((a, b) => byName(a.name, b.name)),
  INTERNATIONAL,
];

const countriesByCode: ReadonlyMap<string, CrisisCountry> = new Map(crisisCountries.map((c) => [c.code, c]));

/** Region subtags people sometimes use that are not ISO 3166 codes. */
const REGION_ALIASES: Readonly<Record<string, CrisisCountryCode>> = { UK: 'GB' };

export function isCrisisCountryCode(value: unknown): value is CrisisCountryCode {
  return typeof value === 'string' && countriesByCode.has(value);
}

/** The country entry for a code; unknown codes get the international entry. */
export function countryFor(code: string): CrisisCountry {
  return countriesByCode.get(code) ?? INTERNATIONAL;
}

/** The emergency number for a country, or undefined for 'INTL' and unknown codes. */
export function emergencyNumberFor(code: string): EmergencyNumber | undefined {
  return countriesByCode.get(code)?.emergency ?? undefined;
}

/** The country's own lines, always followed by the international directories. */
export function linesFor(code: string): readonly CrisisLine[] {
  return [...countryLines.filter((line) => line.country === code && code !== 'INTL'), ...internationalDirectories];
}

/** Every line in the data, directories included (for validation). */
export const allCrisisLines: readonly CrisisLine[] = [...countryLines, ...internationalDirectories];

function regionSubtag(locale: string): string | undefined {
  const parts = locale.trim().split(/[-_]/);
  for (let index = 1; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    // A single letter starts an extension ('-u-', '-x-'): nothing after it is a region.
    if (part.length === 1) return undefined;
    if (/^[A-Za-z]{2}$/.test(part)) return part.toUpperCase();
  }
  return undefined;
}

/**
 * The first supported country named by a locale's region ('en-GB' -> 'GB', 'fr-CA' -> 'CA'), or 'INTL'.
 * A language alone ('en', 'fr') names no country, so it is skipped rather than guessed.
 */
export function detectCountry(locales: readonly string[]): CrisisCountryCode {
  for (const locale of locales) {
    const region = regionSubtag(locale);
    if (!region) continue;
    const code = REGION_ALIASES[region] ?? region;
    if (code !== 'INTL' && isCrisisCountryCode(code)) return code;
  }
  return 'INTL';
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Small helpers for showing the data                                                                             */
/* ------------------------------------------------------------------------------------------------------------ */

export function telHref(number: string): string {
  return `tel:${number}`;
}

export function smsHref(sms: SmsContact): string {
  return sms.body ? `sms:${sms.number}?body=${encodeURIComponent(sms.body)}` : `sms:${sms.number}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A fact not checked for longer than this is shown as possibly out of date, with its source to check. */
export const STALE_AFTER_MONTHS = 6;

/**
 * Whether a fact checked on `lastChecked` (yyyy-mm-dd) is more than STALE_AFTER_MONTHS old on `today` (the
 * device's calendar day). An unreadable date counts as out of date: it cannot be vouched for.
 */
export function possiblyOutOfDate(lastChecked: string, today: Date): boolean {
  const checked = parseISO(lastChecked);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lastChecked) || !isValid(checked)) return true;
  return isBefore(checked, subMonths(startOfDay(today), STALE_AFTER_MONTHS));
}

/** '2026-11-22' -> '22 November 2026'. Returns the input unchanged if it is not a yyyy-mm-dd date. */
export function formatCheckedDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  if (!year || !month || !day) return iso;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return iso;
  return `${Number(day)} ${monthName} ${year}`;
}
