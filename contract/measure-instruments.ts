import { PHQ9_ITEM9_FLAG, type MeasureScoring } from './measure-scoring.ts';

/*
 * The scoring of each questionnaire, as its authors published it. The wording, band names and sources live in the
 * content modules (src/content/insight/tools/phq-9.ts, gad-7.ts, who-5.ts), which use these.
 */

function itemIds(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `item${index + 1}`);
}

/** 'Not at all' 0, 'Several days' 1, 'More than half the days' 2, 'Nearly every day' 3. */
const FOUR_POINT = [0, 1, 2, 3] as const;

/** PHQ-9: nine items, total 0-27; 0-4 minimal, 5-9 mild, 10-14 moderate, 15-19 moderately severe, 20-27 severe. */
export const phq9Scoring: MeasureScoring = {
  itemIds: itemIds(9),
  optionValues: FOUR_POINT,
  bands: [
    { id: 'minimal', min: 0 },
    { id: 'mild', min: 5 },
    { id: 'moderate', min: 10 },
    { id: 'moderately-severe', min: 15 },
    { id: 'severe', min: 20 },
  ],
  displayFactor: 1,
  // Item 9 asks about thoughts of death or self-harm: any answer above 'Not at all' calls for help first.
  flags: [{ id: PHQ9_ITEM9_FLAG, itemId: 'item9', above: 0 }],
};

/** GAD-7: seven items, total 0-21; 5, 10 and 15 are the cut points for mild, moderate and severe. */
export const gad7Scoring: MeasureScoring = {
  itemIds: itemIds(7),
  optionValues: FOUR_POINT,
  bands: [
    { id: 'minimal', min: 0 },
    { id: 'mild', min: 5 },
    { id: 'moderate', min: 10 },
    { id: 'severe', min: 15 },
  ],
  displayFactor: 1,
  flags: [],
};

/**
 * WHO-5: five items scored 0 ('At no time') to 5 ('All of the time'), raw 0-25, shown as 0-100 (times 4). A score
 * of 50 or below (raw 12 or below) is the cut-off often used for low well-being (Topp et al. 2015, a review of the
 * literature): two bands, so that the result says something without naming a condition.
 */
export const who5Scoring: MeasureScoring = {
  itemIds: itemIds(5),
  optionValues: [0, 1, 2, 3, 4, 5],
  bands: [
    { id: 'low', min: 0 },
    { id: 'higher', min: 13 },
  ],
  displayFactor: 4,
  flags: [],
};
