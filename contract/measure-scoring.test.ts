import { describe, expect, it } from 'vitest';
import { gad7Scoring, phq9Scoring, who5Scoring } from './measure-instruments.ts';
import { checkScoring, entryFlags, PHQ9_ITEM9_FLAG, readSavedResult, resultValues, scoreMeasure, type MeasureScoring } from './measure-scoring.ts';

/** Answers that add up to `total`, filling the items in order, each up to the top answer. */
function answersFor(scoring: MeasureScoring, total: number): Record<string, string> {
  const top = Math.max(...scoring.optionValues);
  let left = total;
  const answers: Record<string, string> = {};
  for (const itemId of scoring.itemIds) {
    const value = Math.min(top, left);
    answers[itemId] = String(value);
    left -= value;
  }
  if (left !== 0) throw new Error(`${total} is more than the questionnaire can add up to`);
  return answers;
}

/** Every total from 0 to the maximum with the band it must fall in, written out from the published cut points. */
function expectedBands(ranges: readonly (readonly [number, number, string])[]): [number, string][] {
  return ranges.flatMap(([from, to, band]) => Array.from({ length: to - from + 1 }, (_, index): [number, string] => [from + index, band]));
}

describe('PHQ-9 scoring', () => {
  const cases = expectedBands([
    [0, 4, 'minimal'],
    [5, 9, 'mild'],
    [10, 14, 'moderate'],
    [15, 19, 'moderately-severe'],
    [20, 27, 'severe'],
  ]);

  it.each(cases)('a total of %i is %s', (total, band) => {
    const result = scoreMeasure(phq9Scoring, answersFor(phq9Scoring, total));
    expect(result).toMatchObject({ raw: total, shown: total, rawMax: 27, shownMax: 27, bandId: band });
  });

  it('sums all nine answers: every item at "Nearly every day" is 27', () => {
    const all = Object.fromEntries(phq9Scoring.itemIds.map((id) => [id, '3']));
    expect(scoreMeasure(phq9Scoring, all)?.raw).toBe(27);
  });

  it('has no total while an item is unanswered or has an answer it does not offer', () => {
    const answers = answersFor(phq9Scoring, 6);
    const missingOne = Object.fromEntries(Object.entries(answers).filter(([itemId]) => itemId !== 'item4'));
    expect(scoreMeasure(phq9Scoring, missingOne)).toBeNull();
    expect(scoreMeasure(phq9Scoring, { ...answers, item4: '4' })).toBeNull();
    expect(scoreMeasure(phq9Scoring, { ...answers, item4: 2 })).toBeNull();
  });
});

describe('PHQ-9 item 9', () => {
  const others = phq9Scoring.itemIds.filter((id) => id !== 'item9');
  const zeroes = Object.fromEntries(others.map((id) => [id, '0']));

  it.each(['1', '2', '3'])('answered %s flags the result, whatever the total', (answer) => {
    const result = scoreMeasure(phq9Scoring, { ...zeroes, item9: answer });
    expect(result?.flags).toEqual([PHQ9_ITEM9_FLAG]);
    expect(result?.bandId).toBe('minimal');
  });

  it('answered "Not at all" raises no flag, even with every other item at its top', () => {
    const result = scoreMeasure(phq9Scoring, { ...Object.fromEntries(others.map((id) => [id, '3'])), item9: '0' });
    expect(result?.flags).toEqual([]);
    expect(result?.raw).toBe(24);
  });

  it('keeps the flag in the saved values and reads it back, for the entry and for a shared return', () => {
    const result = scoreMeasure(phq9Scoring, { ...zeroes, item9: '1' });
    if (!result) throw new Error('expected a result');
    const saved = { ...zeroes, item9: '1', ...resultValues(result) };
    expect(saved.flags).toEqual([PHQ9_ITEM9_FLAG]);
    expect(readSavedResult(saved)).toEqual({ score: 1, scoreMax: 27, band: 'minimal', flags: [PHQ9_ITEM9_FLAG] });
    expect(entryFlags(saved)).toEqual([PHQ9_ITEM9_FLAG]);
    expect(entryFlags({ note: 'a journal entry' })).toEqual([]);
  });
});

describe('GAD-7 scoring', () => {
  const cases = expectedBands([
    [0, 4, 'minimal'],
    [5, 9, 'mild'],
    [10, 14, 'moderate'],
    [15, 21, 'severe'],
  ]);

  it.each(cases)('a total of %i is %s', (total, band) => {
    expect(scoreMeasure(gad7Scoring, answersFor(gad7Scoring, total))).toMatchObject({ raw: total, shown: total, shownMax: 21, bandId: band, flags: [] });
  });
});

describe('WHO-5 scoring', () => {
  const cases = expectedBands([
    [0, 12, 'low'],
    [13, 25, 'higher'],
  ]);

  it.each(cases)('a raw total of %i is %s, shown times four out of 100', (raw, band) => {
    const result = scoreMeasure(who5Scoring, answersFor(who5Scoring, raw));
    expect(result).toMatchObject({ raw, rawMax: 25, shown: raw * 4, shownMax: 100, bandId: band });
  });

  it('offers answers 0 to 5: "All of the time" on every item is 100', () => {
    const all = Object.fromEntries(who5Scoring.itemIds.map((id) => [id, '5']));
    expect(scoreMeasure(who5Scoring, all)?.shown).toBe(100);
  });
});

describe('checkScoring', () => {
  it('finds nothing wrong with the three questionnaires', () => {
    expect([phq9Scoring, gad7Scoring, who5Scoring].flatMap(checkScoring)).toEqual([]);
  });

  it('reports bands out of order or out of range, and a flag on an item that does not exist', () => {
    const broken: MeasureScoring = {
      ...gad7Scoring,
      bands: [
        { id: 'a', min: 1 },
        { id: 'b', min: 1 },
        { id: 'c', min: 30 },
      ],
      flags: [{ id: 'x', itemId: 'item99', above: 0 }],
    };
    const problems = checkScoring(broken).join('\n');
    expect(problems).toContain('first band must start at 0');
    expect(problems).toContain('band "b" does not start above');
    expect(problems).toContain('band "c" starts above the highest possible total');
    expect(problems).toContain('flag "x" names an item that does not exist');
  });
});
