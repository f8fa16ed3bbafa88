import { describe, expect, it } from 'vitest';
import { PHQ9_ITEM9_FLAG } from '@contract/measure-scoring';
import { bandStretches, describeTrend, shownMaximum, trendPoints, type ScoredAt } from '../scores-over-time';

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9)).toISOString();

describe('trendPoints', () => {
  it('orders points oldest first and keeps their flags', () => {
    const points = trendPoints('phq-9', [
      { at: at(15), score: 7, flags: [PHQ9_ITEM9_FLAG] },
      { at: at(1), score: 12 },
    ]);
    expect(points.map((point) => point.score)).toEqual([12, 7]);
    expect(points[1]?.flags).toEqual([PHQ9_ITEM9_FLAG]);
    expect(points[0]?.flags).toEqual([]);
  });

  it('bands PHQ-9 totals at every boundary', () => {
    const totals = [0, 4, 5, 9, 10, 14, 15, 19, 20, 27];
    const bands = trendPoints('phq-9', totals.map((score, index) => ({ at: at(index + 1), score }))).map((point) => point.bandId);
    expect(bands).toEqual(['minimal', 'minimal', 'mild', 'mild', 'moderate', 'moderate', 'moderately-severe', 'moderately-severe', 'severe', 'severe']);
  });

  it('bands GAD-7 totals at 5, 10 and 15', () => {
    const totals = [4, 5, 9, 10, 14, 15, 21];
    const bands = trendPoints('gad-7', totals.map((score, index) => ({ at: at(index + 1), score }))).map((point) => point.bandId);
    expect(bands).toEqual(['minimal', 'mild', 'mild', 'moderate', 'moderate', 'severe', 'severe']);
  });

  it('reads WHO-5 scores as shown (0-100) and bands them by the raw total', () => {
    const points = trendPoints('who-5', [
      { at: at(1), score: 48 },
      { at: at(2), score: 52 },
      { at: at(3), score: 100 },
    ]);
    expect(points.map((point) => [point.raw, point.score, point.bandId])).toEqual([
      [12, 48, 'low'],
      [13, 52, 'higher'],
      [25, 100, 'higher'],
    ]);
  });

  it('leaves out a score the questionnaire cannot give and an unreadable date', () => {
    const scored: ScoredAt[] = [
      { at: at(1), score: 28 },
      { at: at(2), score: -1 },
      { at: 'yesterday', score: 5 },
      { at: at(3), score: 6 },
    ];
    expect(trendPoints('phq-9', scored).map((point) => point.score)).toEqual([6]);
    // 50 is not a WHO-5 score (raw totals are whole numbers times 4).
    expect(trendPoints('who-5', [{ at: at(1), score: 50 }])).toEqual([]);
  });
});

describe('bandStretches', () => {
  it('runs each band from its start to the next one, in shown units', () => {
    expect(bandStretches('phq-9').map((band) => [band.name, band.from, band.to])).toEqual([
      ['Minimal', 0, 5],
      ['Mild', 5, 10],
      ['Moderate', 10, 15],
      ['Moderately severe', 15, 20],
      ['Severe', 20, 27],
    ]);
    expect(bandStretches('who-5').map((band) => [band.from, band.to])).toEqual([
      [0, 52],
      [52, 100],
    ]);
    expect(shownMaximum('who-5')).toBe(100);
    expect(shownMaximum('gad-7')).toBe(21);
  });
});

describe('describeTrend', () => {
  it('says there are no scores when there are none', () => {
    const words = describeTrend('phq-9', []);
    expect(words.sinceFirst.standard).toBe('No scores yet.');
    expect(words.sinceLast).toBeNull();
  });

  it('names a single score and its range, with nothing to compare', () => {
    const words = describeTrend('phq-9', trendPoints('phq-9', [{ at: at(1), score: 8 }]));
    expect(words.sinceFirst.standard).toMatch(/^Your first PHQ-9 total here is 8, on .+, in the range the PHQ-9 calls mild \(5 to 9\)\./);
    expect(words.sinceFirst.plain).toContain('the mild range');
    expect(words.sinceLast).toBeNull();
  });

  it('with two scores, gives the change since the first only', () => {
    const words = describeTrend('phq-9', trendPoints('phq-9', [{ at: at(1), score: 12 }, { at: at(15), score: 8 }]));
    expect(words.sinceFirst.standard).toContain('(8) is 4 points lower than your first');
    expect(words.sinceFirst.standard).toContain('It moved from the range the PHQ-9 calls moderate (10 to 14) to the range the PHQ-9 calls mild (5 to 9).');
    expect(words.sinceFirst.standard).toContain('a lower total means these problems bothered you less often');
    expect(words.sinceFirst.plain).toContain('That is 4 lower than your first one (12,');
    expect(words.sinceLast).toBeNull();
  });

  it('with three or more, gives the change since the first and since the time before', () => {
    const points = trendPoints('gad-7', [
      { at: at(1), score: 6 },
      { at: at(15), score: 11 },
      { at: at(29), score: 12 },
    ]);
    const words = describeTrend('gad-7', points);
    expect(words.sinceFirst.standard).toContain('(12) is 6 points higher than your first');
    expect(words.sinceFirst.standard).toContain('a higher total means these problems bothered you more often');
    expect(words.sinceLast?.standard).toContain('(12) is 1 point higher than the time before');
    // Same band as the time before: no move is mentioned.
    expect(words.sinceLast?.standard).not.toContain('moved');
  });

  it('says a score is the same without a direction', () => {
    const words = describeTrend('phq-9', trendPoints('phq-9', [{ at: at(1), score: 9 }, { at: at(15), score: 9 }]));
    expect(words.sinceFirst.standard).toMatch(/\(9\) is the same as your first, on /);
    expect(words.sinceFirst.standard).not.toMatch(/higher|lower/);
  });

  it('counts WHO-5 changes in the points people see, with its own direction', () => {
    const words = describeTrend('who-5', trendPoints('who-5', [{ at: at(1), score: 40 }, { at: at(15), score: 56 }]));
    expect(words.sinceFirst.standard).toContain('(56) is 16 points higher than your first');
    expect(words.sinceFirst.standard).toContain('felt cheerful, calm, active, rested and interested more of the time');
    expect(words.sinceFirst.plain).toContain('you felt well more of the time');
  });

  it('never uses words that judge, alarm or promise', () => {
    const series = [0, 27, 3, 20, 20, 5].map((score, index) => ({ at: at(index * 14 + 1), score }));
    for (let length = 1; length <= series.length; length += 1) {
      const words = describeTrend('phq-9', trendPoints('phq-9', series.slice(0, length)));
      for (const copy of [words.sinceFirst, words.sinceLast]) {
        for (const text of copy ? [copy.standard, copy.plain] : []) {
          expect(text).not.toMatch(/\b(better|worse|improv\w*|worsen\w*|alarming|warning|danger\w*|cured?|recover\w*|should)\b/i);
        }
      }
    }
  });
});

describe("describeTrend in the therapist's voice", () => {
  it("speaks of the client's scores, not to the reader", () => {
    const points = trendPoints('phq-9', [{ at: at(1), score: 12 }, { at: at(15), score: 13 }, { at: at(29), score: 8 }]);
    const words = describeTrend('phq-9', points, 'client');
    expect(words.sinceFirst.standard).toMatch(/^The total on .+ \(8\) is 4 points lower than the first, on .+ \(12\)\./);
    expect(words.sinceFirst.standard).toContain('these problems bothered the client less often');
    expect(words.sinceLast?.standard).toMatch(/^The total on .+ \(8\) is 5 points lower than the time before/);
    expect(words.sinceFirst.plain).toContain('That is 4 lower than the first one');
    for (const text of [words.sinceFirst.standard, words.sinceFirst.plain, words.sinceLast?.standard ?? '']) expect(text).not.toMatch(/\byou(r)?\b/i);
    expect(describeTrend('who-5', trendPoints('who-5', [{ at: at(1), score: 60 }]), 'client').sinceFirst.standard).toMatch(/^The first WHO-5 score is 60, on .+, in the range above 50\.$/);
  });
});
