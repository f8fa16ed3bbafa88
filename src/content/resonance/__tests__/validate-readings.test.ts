import { describe, expect, it } from 'vitest';
import { findReading, readings } from '../readings';
import type { Reading } from '../types';
import { validateReadings } from '../validate-readings';

const valid: Reading = {
  id: 'a-valid-reading',
  title: 'A valid reading',
  author: 'Better Minds',
  summary: { standard: 'A reading that passes every check the library makes.', plain: 'A reading that passes every check.' },
  contentNotes: ['none'],
  paragraphs: [{ standard: 'Rest is part of doing things well, and small rests count.', plain: 'Rest helps. Small rests count.' }],
  source: { credit: 'Written for Better Minds (2026).', licence: 'own' },
  minutes: 1,
};

function problemsOf(change: Partial<Reading>): string[] {
  return validateReadings([{ ...valid, ...change }]);
}

describe('the library’s readings', () => {
  it('pass every check: sources, content notes, plain variants, minutes, no banned phrasing', () => {
    expect(validateReadings(readings)).toEqual([]);
  });

  it('hold at least three of our own and three public-domain texts, each found by its id', () => {
    expect(readings.filter((reading) => reading.source.licence === 'own').length).toBeGreaterThanOrEqual(3);
    expect(readings.filter((reading) => reading.source.licence === 'public-domain').length).toBeGreaterThanOrEqual(3);
    for (const reading of readings) expect(findReading(reading.id)).toBe(reading);
    expect(findReading('no-such-reading')).toBeUndefined();
  });

  it('keep help present in every reading of our own that touches on distress', () => {
    for (const reading of readings.filter((candidate) => candidate.contentNotes.some((note) => /crisis/i.test(note)))) {
      expect(reading.paragraphs.some((paragraph) => /crisis help/i.test(paragraph.standard) && /crisis help/i.test(paragraph.plain))).toBe(true);
    }
  });
});

describe('validateReadings finds what is wrong', () => {
  it('accepts the valid example', () => {
    expect(validateReadings([valid])).toEqual([]);
  });

  it('a reading without content notes, or with a blank one', () => {
    expect(problemsOf({ contentNotes: [] })).toEqual([expect.stringContaining('content notes are missing')]);
    expect(problemsOf({ contentNotes: ['  '] })).toEqual([expect.stringContaining('content notes are missing')]);
  });

  it('a paragraph without a plain variant, or one that repeats the standard text unmarked', () => {
    expect(problemsOf({ paragraphs: [{ standard: 'Some words here.', plain: '' }] })).toEqual([
      expect.stringContaining('plain-language variant is empty'),
    ]);
    expect(problemsOf({ paragraphs: [{ standard: 'Some words here.', plain: 'Some words here.' }] })).toEqual([
      expect.stringContaining('without being marked as already plain'),
    ]);
    expect(problemsOf({ paragraphs: [{ standard: 'Some words here.', plain: 'Some words here.', alreadyPlain: true }] })).toEqual([]);
  });

  it('a plain sentence that is too long', () => {
    const long = 'This plain sentence goes on and on with one word after another until it is far longer than twenty words allowed.';
    expect(problemsOf({ summary: { standard: 'Standard.', plain: long } })).toEqual([expect.stringContaining('more than 20 words')]);
  });

  it('banned phrasing anywhere: cure, streaks, guilt, stigma, unsafe wording about suicide', () => {
    for (const phrase of ['This will cure you.', 'Keep your streak going.', 'You missed a day.', 'He committed suicide.', 'Just snap out of it.', 'That is crazy.']) {
      expect(problemsOf({ paragraphs: [{ standard: phrase, plain: 'Plain words.' }] }), phrase).toEqual([expect.stringContaining('uses /')]);
    }
    expect(problemsOf({ title: 'Coming soon' })).toEqual([expect.stringContaining('uses /coming soon/i')]);
    expect(problemsOf({ contentNotes: ['TODO'] })).toEqual([expect.stringContaining('uses /\\bTODO\\b/')]);
  });

  it('sources: our own are credited as ours; a public-domain text names its year and its Gutenberg ebook', () => {
    expect(problemsOf({ source: { credit: 'By us', licence: 'own' } })).toEqual([expect.stringContaining('Written for Better Minds')]);
    const publicDomain = { credit: 'Walt Whitman, Leaves of Grass (1891–92 edition); text from Project Gutenberg ebook 1322.', licence: 'public-domain' } as const;
    expect(problemsOf({ source: { ...publicDomain, url: 'https://www.gutenberg.org/ebooks/1322' } })).toEqual([]);
    expect(problemsOf({ source: publicDomain })).toEqual([expect.stringContaining('Project Gutenberg ebook')]);
    expect(problemsOf({ source: { ...publicDomain, url: 'http://example.com/1322' } })).toEqual([expect.stringContaining('Project Gutenberg ebook')]);
    expect(problemsOf({ source: { ...publicDomain, url: 'https://www.gutenberg.org/ebooks/2680' } })).toEqual([
      expect.stringContaining('names the ebook the link points to'),
    ]);
    expect(problemsOf({ source: { credit: 'Someone, Something, recent, from Project Gutenberg ebook 1322.', url: 'https://www.gutenberg.org/ebooks/1322', licence: 'public-domain' } })).toEqual([
      expect.stringContaining('year of publication'),
    ]);
  });

  it('ids that are not slugs or are used twice, and minutes that do not fit the words', () => {
    expect(problemsOf({ id: 'Not A Slug' })).toEqual([expect.stringContaining('lowercase slug')]);
    expect(validateReadings([valid, valid])).toEqual([expect.stringContaining('used twice')]);
    expect(problemsOf({ minutes: 9 })).toEqual([expect.stringContaining('does not fit')]);
    expect(problemsOf({ minutes: 0.5 })).toEqual([expect.stringContaining('does not fit')]);
  });
});
