/** The shapes of the crisis data, and the countries it covers. The rules for editing the data are in `index.ts`. */

/** All 27 EU member states (ISO 3166-1 alpha-2, as used in locale tags: Greece is GR). */
export const EU_COUNTRY_CODES = [
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
  'IE',
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

/** The EEA states outside the EU. */
export const EEA_ONLY_COUNTRY_CODES = ['IS', 'LI', 'NO'] as const;

/** Every other country with its own entry. */
export const OTHER_COUNTRY_CODES = ['CH', 'GB', 'US', 'CA', 'AU', 'NZ', 'IN', 'JP', 'ZA', 'BR', 'MX'] as const;

export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];

/** A country with its own entry (emergency number, and its lines or a plain "no national line known"). */
export type NamedCountryCode =
  | EuCountryCode
  | (typeof EEA_ONLY_COUNTRY_CODES)[number]
  | (typeof OTHER_COUNTRY_CODES)[number];

/** 'INTL' stands for "somewhere else": no emergency number we can name, only the international directories. */
export type CrisisCountryCode = NamedCountryCode | 'INTL';

export interface CrisisSource {
  /** Who publishes the page, as a person would recognise it. */
  name: string;
  /** The published page the fact was checked against (https). */
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

/** Said plainly where a country's own lines would be, when we know of no national line we could check. */
export interface NoNationalLineKnown {
  /** One or two plain sentences: no national line is known here, and the emergency number to call. */
  statement: string;
  /** ISO date (yyyy-mm-dd) we last looked for a line and found none we could check. */
  lastChecked: string;
}

export interface CrisisCountry {
  code: CrisisCountryCode;
  name: string;
  /** Null only for 'INTL', where there is no single number to name. */
  emergency: EmergencyNumber | null;
  /** Set only for a country with no line of its own here; never together with lines of its own. */
  noNationalLineKnown?: NoNationalLineKnown;
}
