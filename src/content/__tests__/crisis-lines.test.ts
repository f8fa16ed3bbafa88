import { describe, it, expect } from 'vitest';
import {
  CRISIS_DATA_CHECKED,
  EU_COUNTRY_CODES,
  allCrisisLines,
  countryFor,
  crisisCountries,
  detectCountry,
  emergencyNumberFor,
  formatCheckedDate,
  possiblyOutOfDate,
  isCrisisCountryCode,
  linesFor,
  smsHref,
  telHref,
  type CrisisSource,
} from '../crisis-lines';

const DIALLABLE = /^\+?\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = new Date().toISOString().slice(0, 10);

function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  // Rejects dates such as 2026-02-30, which Date would roll over into March.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function expectHttpsUrl(url: string): void {
  const parsed = new URL(url);
  expect(parsed.protocol, url).toBe('https:');
  expect(parsed.hostname, url).toContain('.');
}

function expectValidSource(source: CrisisSource, where: string): void {
  expect(source.name.trim(), `${where}: source name`).not.toBe('');
  expectHttpsUrl(source.url);
}

function expectCheckedDate(date: string, where: string): void {
  expect(isRealIsoDate(date), `${where}: "${date}" is not a yyyy-mm-dd date`).toBe(true);
  expect(date <= today, `${where}: last checked ${date} is in the future`).toBe(true);
}

const directoryIds = linesFor('INTL').map((line) => line.id);

describe('crisis lines data', () => {
  it('has lines and the international directories', () => {
    expect(allCrisisLines.length).toBeGreaterThan(directoryIds.length);
    expect(directoryIds).toEqual(['intl-befrienders-worldwide', 'intl-find-a-helpline']);
  });

  it('gives every line an id, name, description and at least one way to reach it', () => {
    for (const line of allCrisisLines) {
      expect(line.id, 'id').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(line.name.trim(), `${line.id}: name`).not.toBe('');
      expect(line.description.trim().length, `${line.id}: description`).toBeGreaterThan(40);
      expect(Boolean(line.phone ?? line.sms ?? line.web), `${line.id}: has no phone, text or web contact`).toBe(true);
      expect(isCrisisCountryCode(line.country), `${line.id}: country ${line.country}`).toBe(true);
    }
  });

  it('uses unique ids', () => {
    const ids = allCrisisLines.map((line) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cites an https source and a real, past lastChecked date for every line', () => {
    for (const line of allCrisisLines) {
      expectValidSource(line.source, line.id);
      expectCheckedDate(line.lastChecked, line.id);
      if (line.web) expectHttpsUrl(line.web.url);
    }
  });

  it('stores phone and text numbers as digits only (a leading + allowed)', () => {
    for (const line of allCrisisLines) {
      if (line.phone) {
        expect(line.phone.number, `${line.id}: phone`).toMatch(DIALLABLE);
        expect(line.phone.display.trim(), `${line.id}: phone display`).not.toBe('');
      }
      if (line.sms) {
        expect(line.sms.number, `${line.id}: sms`).toMatch(DIALLABLE);
        expect(line.sms.display.trim(), `${line.id}: sms display`).not.toBe('');
        if (line.sms.body !== undefined) expect(line.sms.body, `${line.id}: sms body`).toMatch(/^[A-Za-z0-9]+$/);
      }
    }
  });

  it('never offers the ended 988 LGBTQ+ "press 3" option', () => {
    for (const line of allCrisisLines) {
      expect(JSON.stringify(line), line.id).not.toMatch(/press\s*3/i);
    }
  });

  it('lists Samaritans without a text service, and Shout by text in the UK', () => {
    for (const code of ['GB', 'IE']) {
      const samaritans = linesFor(code).find((line) => line.name === 'Samaritans');
      expect(samaritans?.phone?.number, code).toBe('116123');
      expect(samaritans?.sms, code).toBeUndefined();
    }
    const shout = linesFor('GB').find((line) => line.id === 'gb-shout');
    expect(shout?.sms).toEqual({ number: '85258', body: 'SHOUT', display: 'SHOUT to 85258' });
    expect(linesFor('IE').some((line) => line.id === 'gb-shout')).toBe(false);
  });

  it('has the facts gathered in DECISIONS for the US, Canada and Australia', () => {
    const us = linesFor('US');
    const lifeline = us.find((line) => line.id === 'us-988-lifeline');
    expect(lifeline?.phone?.number).toBe('988');
    expect(lifeline?.sms?.number).toBe('988');
    expect(lifeline?.web?.url).toMatch(/^https:\/\/988lifeline\.org\//);
    const veterans = us.find((line) => line.id === 'us-veterans-crisis-line');
    expect(veterans?.phone).toEqual({ number: '988', display: '988, then press 1' });
    expect(veterans?.sms?.number).toBe('838255');

    const canada = linesFor('CA').find((line) => line.id === 'ca-988-suicide-crisis-helpline');
    expect(canada?.phone?.number).toBe('988');
    expect(canada?.sms?.number).toBe('988');
    expect(canada?.description).toMatch(/English/);
    expect(canada?.description).toMatch(/French/);

    const australia = linesFor('AU').find((line) => line.id === 'au-lifeline');
    expect(australia?.phone?.number).toBe('131114');
    expect(australia?.sms?.number).toBe('0477131114');
  });

  it('shows only the emergency number and the directories for New Zealand', () => {
    expect(linesFor('NZ').map((line) => line.id)).toEqual(directoryIds);
    expect(emergencyNumberFor('NZ')?.number).toBe('111');
  });

  it('states a data-checked date no earlier than any line and not in the future', () => {
    expectCheckedDate(CRISIS_DATA_CHECKED, 'CRISIS_DATA_CHECKED');
    for (const line of allCrisisLines) expect(line.lastChecked <= CRISIS_DATA_CHECKED, line.id).toBe(true);
  });
});

describe('countries and emergency numbers', () => {
  it('gives every country except "somewhere else" a sourced emergency number', () => {
    for (const country of crisisCountries) {
      expect(country.name.trim(), country.code).not.toBe('');
      if (country.code === 'INTL') {
        expect(country.emergency).toBeNull();
        continue;
      }
      const emergency = emergencyNumberFor(country.code);
      expect(emergency, country.code).toBeDefined();
      if (!emergency) continue;
      expect(emergency.number, country.code).toMatch(DIALLABLE);
      for (const other of emergency.alternatives) expect(other, country.code).toMatch(DIALLABLE);
      expect(emergency.display, country.code).toContain(emergency.number);
      expectValidSource(emergency.source, `${country.code} emergency`);
      expectCheckedDate(emergency.lastChecked, `${country.code} emergency`);
    }
  });

  it('uses the right emergency numbers', () => {
    expect(emergencyNumberFor('US')?.number).toBe('911');
    expect(emergencyNumberFor('CA')?.number).toBe('911');
    expect(emergencyNumberFor('GB')?.number).toBe('999');
    expect(emergencyNumberFor('GB')?.alternatives).toEqual(['112']);
    expect(emergencyNumberFor('IE')?.number).toBe('112');
    expect(emergencyNumberFor('IE')?.alternatives).toEqual(['999']);
    expect(emergencyNumberFor('AU')?.number).toBe('000');
    expect(emergencyNumberFor('NZ')?.number).toBe('111');
    expect(emergencyNumberFor('INTL')).toBeUndefined();
    expect(emergencyNumberFor('ZZ')).toBeUndefined();
  });

  it('maps all 27 EU member states to 112', () => {
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    for (const code of EU_COUNTRY_CODES) {
      expect(isCrisisCountryCode(code), code).toBe(true);
      expect(emergencyNumberFor(code)?.number, code).toBe('112');
    }
    expect(linesFor('FR').map((line) => line.id)).toEqual(directoryIds);
  });

  it('lists each country once, alphabetically, with "somewhere else" last', () => {
    const codes = crisisCountries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.at(-1)).toBe('INTL');
    const names = crisisCountries.slice(0, -1).map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('always ends the lines with the international directories', () => {
    for (const code of [...crisisCountries.map((country) => country.code), 'ZZ']) {
      const ids = linesFor(code).map((line) => line.id);
      expect(ids.slice(-directoryIds.length), code).toEqual(directoryIds);
    }
    expect(linesFor('ZZ').map((line) => line.id)).toEqual(directoryIds);
    expect(countryFor('ZZ').code).toBe('INTL');
  });
});

describe('detectCountry', () => {
  it.each([
    [['en-GB'], 'GB'],
    [['fr-CA'], 'CA'],
    [['en-US'], 'US'],
    [['en_AU'], 'AU'],
    [['en-nz'], 'NZ'],
    [['ga-IE'], 'IE'],
    [['de-AT'], 'AT'],
    [['el-GR'], 'GR'],
    [['en-UK'], 'GB'],
    [['de-Latn-DE'], 'DE'],
    [['fr', 'fr-FR'], 'FR'],
    [['ja-JP', 'en-CA'], 'CA'],
  ] as const)('%j -> %s', (locales, expected) => {
    expect(detectCountry(locales)).toBe(expected);
  });

  it.each([[[]], [['en']], [['ja-JP']], [['es-419']], [['zh-Hant-TW']], [['en-x-gb']], [['']]] as const)(
    '%j -> INTL',
    (locales) => {
      expect(detectCountry(locales)).toBe('INTL');
    },
  );
});

describe('display helpers', () => {
  it('builds tel: and sms: links', () => {
    expect(telHref('116123')).toBe('tel:116123');
    expect(smsHref({ number: '838255', display: '838255' })).toBe('sms:838255');
    expect(smsHref({ number: '85258', body: 'SHOUT', display: 'SHOUT to 85258' })).toBe('sms:85258?body=SHOUT');
  });

  it('formats checked dates for people', () => {
    expect(formatCheckedDate('2026-11-22')).toBe('22 November 2026');
    expect(formatCheckedDate('2025-07-01')).toBe('1 July 2025');
    expect(formatCheckedDate('not a date')).toBe('not a date');
  });

  it('marks a check more than six months before today as possibly out of date', () => {
    const today = new Date(2027, 4, 22, 15, 30); // 22 May 2027, afternoon, on the device's calendar
    expect(possiblyOutOfDate('2026-11-22', today)).toBe(false); // exactly six months
    expect(possiblyOutOfDate('2026-11-21', today)).toBe(true);
    expect(possiblyOutOfDate('2027-05-22', today)).toBe(false);
    expect(possiblyOutOfDate('2025-01-01', today)).toBe(true);
    // 31 August: six months earlier is the last day of February.
    expect(possiblyOutOfDate('2027-02-28', new Date(2027, 7, 31))).toBe(false);
    expect(possiblyOutOfDate('2027-02-27', new Date(2027, 7, 31))).toBe(true);
  });

  it('counts an unreadable check date as possibly out of date', () => {
    const today = new Date(2026, 10, 24);
    for (const date of ['', 'soon', '2026-13-01', '2026-02-30', '26-11-22', '2026-11-22T00:00:00Z']) {
      expect(possiblyOutOfDate(date, today), date).toBe(true);
    }
  });
});
