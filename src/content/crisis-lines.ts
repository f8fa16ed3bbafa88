/**
 * Crisis lines and emergency numbers, per country.
 *
 * Every fact here comes from the list in docs/decisions.md ("Crisis lines") and was checked against the
 * official page named in its `source` on the date in `lastChecked`. Rules for editing this file:
 * - Only add a line once it has been checked against its own official page; fewer lines beat an unchecked one.
 * - Numbers are stored as digits (a leading + allowed), so they can be dialled as they are.
 * - The US 988 Lifeline's LGBTQ+ youth option ended on 17 July 2025; do not list it.
 * - Update `lastChecked` (and `CRISIS_DATA_CHECKED`) whenever a fact is re-checked.
 * The test in `__tests__/crisis-lines.test.ts` validates the shape of everything below.
 */
import { isBefore, isValid, parseISO, startOfDay, subMonths } from 'date-fns';

/** The date the data in this file was last checked against its sources (ISO 8601, yyyy-mm-dd). */
export const CRISIS_DATA_CHECKED = '2026-11-22';

/** EU member states that have no lines of their own here: 112 and the international directories. Ireland has its own entry. */
const EU_112_ONLY = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

type Eu112OnlyCode = (typeof EU_112_ONLY)[number];

/** All 27 EU member states (ISO 3166-1 alpha-2, as used in locale tags: Greece is GR). */
export const EU_COUNTRY_CODES: readonly (Eu112OnlyCode | 'IE')[] = [...EU_112_ONLY, 'IE'];

/** 'INTL' stands for "somewhere else": no emergency number we can name, only the international directories. */
export type CrisisCountryCode = 'US' | 'CA' | 'GB' | 'IE' | 'AU' | 'NZ' | Eu112OnlyCode | 'INTL';

export interface CrisisSource {
  /** Who publishes the page, as a person would recognise it. */
  name: string;
  /** The official page the fact was checked against (https). */
  url: string;
}

export interface PhoneContact {
  /** Digits to dial (a leading + allowed); becomes `tel:{number}`. */
  number: string;
  /** How the number is written locally, with any step after dialling: '116 123', '988, then press 1'. */
  display: string;
}

export interface SmsContact {
  /** Digits to text (a leading + allowed); becomes `sms:{number}`. */
  number: string;
  /** A keyword the service asks you to send first, pre-filled as the message body. */
  body?: string;
  /** Shown after "Text ": '838255', 'SHOUT to 85258'. */
  display: string;
}

export interface WebContact {
  url: string;
  /** Link text that makes sense on its own. */
  label: string;
  kind: 'chat' | 'directory';
}

export interface CrisisLine {
  id: string;
  /** The country the line serves; 'INTL' for the international directories. */
  country: CrisisCountryCode;
  name: string;
  /** What it is for, who it is for, hours and languages, in plain words. */
  description: string;
  phone?: PhoneContact;
  sms?: SmsContact;
  web?: WebContact;
  source: CrisisSource;
  /** ISO date (yyyy-mm-dd) the line was last checked against `source`. */
  lastChecked: string;
}

export interface EmergencyNumber {
  /** The number to show first and to dial from the big button. */
  number: string;
  /** Other numbers that reach the same emergency services. */
  alternatives: readonly string[];
  /** Shown after "call ": '999 or 112'. */
  display: string;
  source: CrisisSource;
  lastChecked: string;
}

export interface CrisisCountry {
  code: CrisisCountryCode;
  name: string;
  /** Null only for 'INTL', where there is no single number to name. */
  emergency: EmergencyNumber | null;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Emergency numbers                                                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

const EU_112: EmergencyNumber = {
  number: '112',
  alternatives: [],
  display: '112',
  source: {
    name: 'European Commission: 112, the EU emergency number',
    url: 'https://digital-strategy.ec.europa.eu/en/news/112-day-raises-awareness-eu-emergency-number',
  },
  lastChecked: '2026-11-22',
};

const emergencyNumbers: Readonly<Record<Exclude<CrisisCountryCode, 'INTL' | Eu112OnlyCode>, EmergencyNumber>> = {
  US: {
    number: '911',
    alternatives: [],
    display: '911',
    source: { name: '911.gov, the US National 911 Program', url: 'https://www.911.gov/' },
    lastChecked: '2026-11-22',
  },
  CA: {
    number: '911',
    alternatives: [],
    display: '911',
    source: {
      name: 'CRTC, Government of Canada: 9-1-1 and 9-8-8 calls',
      url: 'https://crtc.gc.ca/eng/archive/2023/2023-156.htm',
    },
    lastChecked: '2026-11-22',
  },
  GB: {
    number: '999',
    alternatives: ['112'],
    display: '999 or 112',
    source: {
      name: "GOV.UK: 999 and 112, the UK's national emergency numbers",
      url: 'https://www.gov.uk/guidance/999-and-112-the-uks-national-emergency-numbers',
    },
    lastChecked: '2026-11-22',
  },
  IE: {
    number: '112',
    alternatives: ['999'],
    display: '112 or 999',
    source: { name: 'HSE: When to call 112 or 999', url: 'https://www2.hse.ie/emergencies/when-to-call-112-or-999/' },
    lastChecked: '2026-11-22',
  },
  AU: {
    number: '000',
    alternatives: [],
    display: '000 (Triple Zero)',
    source: { name: 'Triple Zero, Australian Government', url: 'https://www.triplezero.gov.au/' },
    lastChecked: '2026-11-22',
  },
  NZ: {
    number: '111',
    alternatives: [],
    display: '111',
    source: {
      name: 'New Zealand Police: Calling emergency 111',
      url: 'https://www.police.govt.nz/contact-us/calling-emergency-111',
    },
    lastChecked: '2026-11-22',
  },
};

/* ------------------------------------------------------------------------------------------------------------ */
/* Lines                                                                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

const countryLines: readonly CrisisLine[] = [
  {
    id: 'us-988-lifeline',
    country: 'US',
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Free, confidential support from a trained crisis counselor, 24 hours a day, 7 days a week. It is for anyone in ' +
      'the United States who is struggling: emotional distress, thoughts of suicide, or a mental health or substance ' +
      'use crisis. You can also reach out if you are worried about someone else. Calls are answered in English and ' +
      'Spanish, with interpreters for many other languages.',
    phone: { number: '988', display: '988' },
    sms: { number: '988', display: '988' },
    web: { url: 'https://988lifeline.org/chat/', label: 'Chat online at 988lifeline.org', kind: 'chat' },
    source: { name: '988 Suicide & Crisis Lifeline', url: 'https://988lifeline.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'us-veterans-crisis-line',
    country: 'US',
    name: 'Veterans Crisis Line',
    description:
      'For US veterans and service members, and for the family and friends who are worried about them. Free and ' +
      'confidential, 24 hours a day, 7 days a week, with responders trained to support veterans. You do not need to ' +
      'be enrolled in VA benefits or health care to reach out.',
    phone: { number: '988', display: '988, then press 1' },
    sms: { number: '838255', display: '838255' },
    source: { name: 'Veterans Crisis Line', url: 'https://www.veteranscrisisline.net/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'ca-988-suicide-crisis-helpline',
    country: 'CA',
    name: '9-8-8: Suicide Crisis Helpline',
    description:
      'For anyone in Canada who is thinking about suicide, or who is worried about someone who might be. A trained ' +
      'responder will listen without judgement, 24 hours a day, 7 days a week, by phone or by text, in English or ' +
      'French.',
    phone: { number: '988', display: '9-8-8' },
    sms: { number: '988', display: '9-8-8' },
    source: { name: '9-8-8: Suicide Crisis Helpline', url: 'https://988.ca/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'gb-samaritans',
    country: 'GB',
    name: 'Samaritans',
    description:
      'Free to call, 24 hours a day, 7 days a week, for anyone in the UK who is going through a hard time. You do not ' +
      'have to be suicidal to call: you can talk about whatever is on your mind, and a trained volunteer will listen. ' +
      'Samaritans does not have a text service; if you would rather text, Shout is below.',
    phone: { number: '116123', display: '116 123' },
    source: { name: 'Samaritans', url: 'https://www.samaritans.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'gb-shout',
    country: 'GB',
    name: 'Shout 85258',
    description:
      'A free, confidential text service for anyone in the UK who is struggling to cope, 24 hours a day, 7 days a ' +
      'week. Send a text and a trained volunteer will text you back. It works by ordinary text message, so you do not ' +
      'need an app or the internet.',
    sms: { number: '85258', body: 'SHOUT', display: 'SHOUT to 85258' },
    source: { name: 'Shout 85258', url: 'https://giveusashout.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'ie-samaritans',
    country: 'IE',
    name: 'Samaritans',
    description:
      'Free to call, 24 hours a day, 7 days a week, for anyone in Ireland who is going through a hard time. You do not ' +
      'have to be suicidal to call: you can talk about whatever is on your mind, and a trained volunteer will listen. ' +
      'Samaritans does not have a text service.',
    phone: { number: '116123', display: '116 123' },
    source: { name: 'Samaritans', url: 'https://www.samaritans.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'au-lifeline',
    country: 'AU',
    name: 'Lifeline Australia',
    description:
      'Crisis support and suicide prevention for anyone in Australia who is feeling overwhelmed or finding it hard to ' +
      'cope. Call or text to reach a trained crisis supporter, 24 hours a day, 7 days a week.',
    phone: { number: '131114', display: '13 11 14' },
    sms: { number: '0477131114', display: '0477 13 11 14' },
    source: { name: 'Lifeline Australia', url: 'https://www.lifeline.org.au/' },
    lastChecked: '2026-11-22',
  },
];

/** Shown after every country's own lines, and on their own for countries we have no checked line for. */
const internationalDirectories: readonly CrisisLine[] = [
  {
    id: 'intl-befrienders-worldwide',
    country: 'INTL',
    name: 'Befrienders Worldwide',
    description:
      'A worldwide network of emotional support centres. Its directory helps you find a helpline in your country, ' +
      'with how to reach it. Looking it up needs an internet connection.',
    web: { url: 'https://befrienders.org/', label: 'Find a helpline at befrienders.org', kind: 'directory' },
    source: { name: 'Befrienders Worldwide', url: 'https://befrienders.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'intl-find-a-helpline',
    country: 'INTL',
    name: 'Find A Helpline',
    description:
      'A directory of free, confidential helplines in many countries, which you can search by country. Looking it up ' +
      'needs an internet connection.',
    web: { url: 'https://findahelpline.com/', label: 'Find a helpline at findahelpline.com', kind: 'directory' },
    source: { name: 'Find A Helpline', url: 'https://findahelpline.com/' },
    lastChecked: '2026-11-22',
  },
];

/* ------------------------------------------------------------------------------------------------------------ */
/* Countries                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

const euNames: Readonly<Record<Eu112OnlyCode, string>> = {
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
};

const INTERNATIONAL: CrisisCountry = { code: 'INTL', name: 'Another country or region', emergency: null };

const namedCountries: CrisisCountry[] = [
  { code: 'US', name: 'United States', emergency: emergencyNumbers.US },
  { code: 'CA', name: 'Canada', emergency: emergencyNumbers.CA },
  { code: 'GB', name: 'United Kingdom', emergency: emergencyNumbers.GB },
  { code: 'IE', name: 'Ireland', emergency: emergencyNumbers.IE },
  { code: 'AU', name: 'Australia', emergency: emergencyNumbers.AU },
  { code: 'NZ', name: 'New Zealand', emergency: emergencyNumbers.NZ },
  ...EU_112_ONLY.map((code): CrisisCountry => ({ code, name: euNames[code], emergency: EU_112 })),
];

// One collator for the whole sort: `localeCompare` with a locale looks the collator up again on every comparison, which
// made this sort a measurable part of the crisis page's start-up on a slow phone.
const byName = new Intl.Collator('en').compare;

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
