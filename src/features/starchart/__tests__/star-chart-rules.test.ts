import { describe, expect, it } from 'vitest';
import { chartTimeline } from '../data/chart-schedule';
import { buildPrescription, type ItemDraft } from '../data/prescription-draft';
import { profileFromDraft, profileProblems, type ProfileDraft } from '../data/profile-validation';
import { carriesFragment, loginPathFor, safeNextPath } from '../data/return-path';

describe('the sign-in return path', () => {
  it('accepts Star Chart paths of this app', () => {
    for (const path of ['/chart', '/pro', '/chart/new', '/pro/prescription/new', '/chart/clients/abc-123', '/chart/new?client=a1', '/plans', '/subscription/success']) {
      expect(safeNextPath(path, '/chart')).toBe(path);
    }
  });
  it('refuses anything else: other sites, other areas, the sign-in itself, nothing', () => {
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/chart', '/admin/dashboard', '/chart//x', '/chart/login', 'chart', '/chartx', '/plans/x', '/subscription/success?x=//evil', '/subscription', '', null, undefined]) {
      expect(safeNextPath(path, '/chart')).toBe('/chart');
    }
  });
  it('keeps a return link fragment as a fragment of the sign-in, never in the query', () => {
    expect(loginPathFor('/chart/return', '/chart/return', '#abc')).toBe('/chart/login?next=%2Fchart%2Freturn#abc');
    expect(loginPathFor('/pro/clients/x', '/pro/clients/x')).toBe('/pro/login?next=%2Fpro%2Fclients%2Fx');
    expect(carriesFragment('/chart/return')).toBe(true);
    expect(carriesFragment('/pro/keys')).toBe(true);
    expect(carriesFragment('/chart/new')).toBe(false);
  });
});

const validProfile: ProfileDraft = {
  name: 'Sam Rivera',
  credentials: 'LCSW',
  licenseNumber: 'LCS-12345',
  licenseState: 'ca',
  city: 'Oakland',
  state: 'CA',
  specialties: 'Anxiety, Grief',
  directoryOptIn: true,
};

describe('the profile rules', () => {
  it('accepts a complete profile (state codes in any case)', () => {
    expect(profileProblems(validProfile)).toEqual({});
  });
  it('names each problem by field', () => {
    expect(profileProblems({ ...validProfile, name: ' ', licenseState: 'C'.repeat(41), state: 'N', licenseNumber: '#1' })).toEqual({
      name: 'Enter your name as clients know you.',
      licenseState: 'Keep the licence state to 40 characters or fewer.',
      state: 'Use the two-letter state code, like NY.',
      licenseNumber: 'Use letters, digits, spaces, dots, slashes or hyphens, up to 40 characters.',
    });
  });
  it('takes the licence state as the directory does: a code or a name, up to 40 characters', () => {
    expect(profileProblems({ ...validProfile, licenseState: 'California' })).toEqual({});
    expect(profileFromDraft({ ...validProfile, licenseState: ' Ontario ' }).licenseState).toBe('Ontario');
    expect(profileFromDraft(validProfile).licenseState).toBe('CA');
  });
  it('asks for city, state and licence only to be listed in the directory', () => {
    const bare = { ...validProfile, city: '', state: '', licenseNumber: '', licenseState: '' };
    expect(Object.keys(profileProblems(bare)).sort()).toEqual(['city', 'licenseNumber', 'state']);
    expect(profileProblems({ ...bare, directoryOptIn: false })).toEqual({});
  });
});

function item(overrides: Partial<ItemDraft>): ItemDraft {
  return {
    key: 'item-1',
    kind: 'tool',
    contentId: 'mood-check-in',
    ageTier: 'adult',
    patternType: 'daily',
    days: [],
    everyN: '14',
    startDate: '2026-11-24',
    endDate: '',
    windowFrom: '',
    windowTo: '',
    note: '',
    ...overrides,
  };
}

describe('building a prescription from the form', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  const prescriber = { name: 'Sam Rivera', credentials: 'LCSW' };

  it('builds a valid prescription with each rhythm', () => {
    const built = buildPrescription(
      {
        clientId: 'c1',
        note: ' Take it gently. ',
        crisisReminder: true,
        items: [
          item({ key: 'a', windowFrom: '19:00', windowTo: '21:00' }),
          item({ key: 'b', patternType: 'days-of-week', days: [4, 1] }),
          item({ key: 'c', patternType: 'every-n-days', everyN: '14', endDate: '2027-01-31' }),
          item({ key: 'd', patternType: 'once', endDate: '2027-01-31' }),
        ],
      },
      prescriber,
      'rx-1',
      now,
    );
    if (!built.ok) throw new Error(JSON.stringify(built.problems));
    expect(built.prescription.note).toBe('Take it gently.');
    expect(built.prescription.items.map((entry) => entry.rhythm)).toEqual([
      { pattern: { type: 'daily' }, startDate: '2026-11-24', window: { from: '19:00', to: '21:00' } },
      { pattern: { type: 'days-of-week', days: [1, 4] }, startDate: '2026-11-24' },
      { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-24', endDate: '2027-01-31' },
      // A `once` item has no end date.
      { pattern: { type: 'once' }, startDate: '2026-11-24' },
    ]);
    expect(built.prescription.items[0]!.title).toBe('Mood check-in');
  });

  it('reports each problem at its field', () => {
    const built = buildPrescription(
      {
        clientId: '',
        note: '',
        crisisReminder: true,
        items: [
          item({ key: 'a', patternType: 'days-of-week', days: [] }),
          item({ key: 'b', patternType: 'every-n-days', everyN: '0' }),
          item({ key: 'c', endDate: '2026-11-01' }),
          item({ key: 'd', windowFrom: '21:00', windowTo: '19:00' }),
          item({ key: 'e', contentId: 'no-such-tool' }),
        ],
      },
      prescriber,
      'rx-1',
      now,
    );
    if (built.ok) throw new Error('expected problems');
    expect(built.problems).toMatchObject({
      clientId: 'Choose the client this prescription is for.',
      'items.0.rhythm.pattern.days': 'Choose at least one day of the week.',
      'items.1.rhythm.pattern.n': 'Enter a whole number of days from 1 to 365.',
      'items.2.rhythm.endDate': 'The end date must be a real date, on or after the start date.',
      'items.3.rhythm.window': 'The window must end after it starts.',
      'items.4.contentId': 'Choose what to prescribe.',
    });
  });

  it('needs at least one item', () => {
    const built = buildPrescription({ clientId: 'c1', note: '', crisisReminder: false, items: [] }, prescriber, 'rx-1', now);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.problems.items).toBe('Add at least one item to prescribe.');
  });
});

describe('the chart timeline', () => {
  it('puts prescriptions, notes and returns on one line, newest first', () => {
    const timeline = chartTimeline(
      [{ id: 'p', createdAt: '2026-11-20T10:00:00.000Z' }],
      [{ id: 'n', createdAt: '2026-11-22T10:00:00.000Z' }],
      [{ id: 'r', importedAt: '2026-11-21T10:00:00.000Z' }],
    );
    expect(timeline.map((entry) => `${entry.kind}:${entry.id}`)).toEqual(['note:n', 'return:r', 'prescription:p']);
  });
});
