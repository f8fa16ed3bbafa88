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
  type CrisisLine,
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

/** Issue 30: every EU and EEA country, Switzerland, the UK, Ireland, Canada, the US, Australia, New Zealand, India,
 * Japan, South Africa, Brazil and Mexico. Written out here, not taken from the data, so dropping one fails. */
const REQUIRED_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', // EU
  'IS', 'LI', 'NO', // EEA outside the EU
  'CH', 'GB', 'CA', 'US', 'AU', 'NZ', 'IN', 'JP', 'ZA', 'BR', 'MX',
] as const;

function httpsProblem(url: unknown, where: string): string | null {
  if (typeof url !== 'string') return `${where} has no url`;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return `${where} is not https: ${url}`;
    if (!parsed.hostname.includes('.')) return `${where} has no real host: ${url}`;
  } catch {
    return `${where} is not a url: ${url}`;
  }
  return null;
}

function checkedDateProblem(date: unknown, where: string): string | null {
  if (typeof date !== 'string' || !isRealIsoDate(date)) return `${where}: "${String(date)}" is not a yyyy-mm-dd date`;
  if (date > today) return `${where}: ${date} is in the future`;
  return null;
}

/**
 * Everything wrong with one line, in words; empty when the line may be shown. Every line with a way to reach it
 * (phone, text or web) must name the published page it was checked against (https) and the date it was checked.
 */
function lineProblems(line: CrisisLine): string[] {
  const where = line.id;
  const problems: (string | null)[] = [];
  const source = (line as Partial<CrisisLine>).source;
  if (!source) problems.push(`${where}: no source`);
  else {
    if (typeof source.name !== 'string' || source.name.trim() === '') problems.push(`${where}: source has no name`);
    problems.push(httpsProblem(source.url, `${where}: source`));
  }
  problems.push(checkedDateProblem((line as Partial<CrisisLine>).lastChecked, `${where}: lastChecked`));
  if (!line.phone && !line.sms && !line.web) problems.push(`${where}: no phone, text or web contact`);
  if (line.web) problems.push(httpsProblem(line.web.url, `${where}: web`));
  if (line.phone && !DIALLABLE.test(line.phone.number)) problems.push(`${where}: phone is not digits`);
  if (line.sms && !DIALLABLE.test(line.sms.number)) problems.push(`${where}: sms is not digits`);
  return problems.filter((problem): problem is string => problem !== null);
}

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
      expect(lineProblems(line), line.id).toEqual([]);
      expectValidSource(line.source, line.id);
      expectCheckedDate(line.lastChecked, line.id);
      if (line.web) expectHttpsUrl(line.web.url);
    }
  });

  it('refuses a line without its source or its checked date', () => {
    const good = allCrisisLines.find((line) => line.id === 'gb-samaritans');
    expect(good).toBeDefined();
    if (!good) return;
    expect(lineProblems(good)).toEqual([]);
    const withoutSource: Partial<CrisisLine> = { ...good };
    delete withoutSource.source;
    const withoutDate: Partial<CrisisLine> = { ...good };
    delete withoutDate.lastChecked;
    expect(lineProblems(withoutSource as CrisisLine)).toEqual(['gb-samaritans: no source']);
    expect(lineProblems(withoutDate as CrisisLine)).toEqual([
      'gb-samaritans: lastChecked: "undefined" is not a yyyy-mm-dd date',
    ]);
    expect(lineProblems({ ...good, source: { name: 'Samaritans', url: 'http://www.samaritans.org/' } })).toHaveLength(1);
    expect(lineProblems({ ...good, source: { name: ' ', url: good.source.url } })).toHaveLength(1);
    expect(lineProblems({ ...good, lastChecked: '2026-02-30' })).toHaveLength(1);
    expect(lineProblems({ ...good, lastChecked: '2999-01-01' })).toHaveLength(1);
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

  it('lists 1737 by call and text, with 111, for New Zealand', () => {
    const needToTalk = linesFor('NZ').find((line) => line.id === 'nz-1737');
    expect(needToTalk?.phone?.number).toBe('1737');
    expect(needToTalk?.sms?.number).toBe('1737');
    expect(emergencyNumberFor('NZ')?.number).toBe('111');
  });

  it('states a data-checked date no earlier than any fact and not in the future', () => {
    expectCheckedDate(CRISIS_DATA_CHECKED, 'CRISIS_DATA_CHECKED');
    for (const line of allCrisisLines) expect(line.lastChecked <= CRISIS_DATA_CHECKED, line.id).toBe(true);
    for (const country of crisisCountries) {
      if (country.emergency) expect(country.emergency.lastChecked <= CRISIS_DATA_CHECKED, country.code).toBe(true);
      if (country.noNationalLineKnown) {
        expect(country.noNationalLineKnown.lastChecked <= CRISIS_DATA_CHECKED, country.code).toBe(true);
      }
    }
  });
});

describe('coverage (issue 30)', () => {
  it.each(REQUIRED_COUNTRY_CODES)(
    '%s has its emergency number and at least one line, or says plainly that none is known',
    (code) => {
      expect(isCrisisCountryCode(code), code).toBe(true);
      const country = countryFor(code);
      expect(country.code).toBe(code);
      const emergency = country.emergency;
      expect(emergency, `${code}: emergency number`).not.toBeNull();
      if (!emergency) return;
      expect(emergency.number).toMatch(DIALLABLE);
      expectValidSource(emergency.source, `${code} emergency`);
      expectCheckedDate(emergency.lastChecked, `${code} emergency`);

      const own = linesFor(code).filter((line) => line.country === code);
      const none = country.noNationalLineKnown;
      if (own.length > 0) {
        expect(none, `${code} has lines, so must not say none is known`).toBeUndefined();
        for (const line of own) expect(lineProblems(line), line.id).toEqual([]);
        expect(own.some((line) => line.phone !== undefined || line.sms !== undefined), code).toBe(true);
      } else {
        expect(none, `${code}: no line and no "no national line known"`).toBeDefined();
        if (!none) return;
        expect(none.statement).toMatch(/no national crisis line/i);
        expect(none.statement).toContain(country.name);
        expect(none.statement).toContain(`call ${emergency.display}`);
        expectCheckedDate(none.lastChecked, `${code} noNationalLineKnown`);
      }
    },
  );

  it('offers every country in the picker only once, and nothing outside the list but "somewhere else"', () => {
    const offered = crisisCountries.map((country) => country.code).filter((code) => code !== 'INTL');
    expect([...offered].sort()).toEqual([...REQUIRED_COUNTRY_CODES].sort());
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
    expect(emergencyNumberFor('CH')?.number).toBe('144');
    expect(emergencyNumberFor('NO')?.number).toBe('113');
    expect(emergencyNumberFor('IS')?.number).toBe('112');
    expect(emergencyNumberFor('JP')?.number).toBe('119');
    expect(emergencyNumberFor('IN')?.number).toBe('112');
    expect(emergencyNumberFor('MX')?.number).toBe('911');
    expect(emergencyNumberFor('BR')?.number).toBe('192');
    expect(emergencyNumberFor('INTL')).toBeUndefined();
    expect(emergencyNumberFor('ZZ')).toBeUndefined();
  });

  it('maps all 27 EU member states to 112', () => {
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    for (const code of EU_COUNTRY_CODES) {
      expect(isCrisisCountryCode(code), code).toBe(true);
      expect(emergencyNumberFor(code)?.number, code).toBe('112');
    }
    expect(linesFor('RO').map((line) => line.id)).toEqual(directoryIds);
    expect(linesFor('FR').map((line) => line.id)).toEqual(['fr-3114', 'fr-sos-amitie', ...directoryIds]);
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
    [['ko-KR', 'en-CA'], 'CA'],
    [['ja-JP'], 'JP'],
    [['hi-IN'], 'IN'],
    [['en-ZA'], 'ZA'],
    [['pt-BR'], 'BR'],
    [['es-MX'], 'MX'],
    [['de-CH'], 'CH'],
    [['fr-CH'], 'CH'],
    [['nb-NO'], 'NO'],
    [['is-IS'], 'IS'],
    [['de-LI'], 'LI'],
    [['sv-SE'], 'SE'],
  ] as const)('%j -> %s', (locales, expected) => {
    expect(detectCountry(locales)).toBe(expected);
  });

  it.each([[[]], [['en']], [['ko-KR']], [['es-419']], [['zh-Hant-TW']], [['en-x-gb']], [['']]] as const)(
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
