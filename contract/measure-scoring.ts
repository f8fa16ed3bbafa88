/**
 * Scored questionnaires (PHQ-9, GAD-7, WHO-5): how answers become a total, a band and flags. Pure and free of
 * React, Dexie and content, so that the same rules score a questionnaire on the person's device, read a saved
 * entry back, and build what a shared return carries.
 */

/** A band starts at `min` (the raw total) and runs up to the next band's `min` minus one. */
export interface MeasureBand {
  readonly id: string;
  readonly min: number;
}

/** A flag raised when one item's answer is above `above` (PHQ-9 item 9 above 0). */
export interface MeasureFlagRule {
  readonly id: string;
  readonly itemId: string;
  readonly above: number;
}

export interface MeasureScoring {
  /** The item ids, in the order they are asked; each answer is saved under its item id. */
  readonly itemIds: readonly string[];
  /** The value of each answer option, in the order shown; an option's id is its value written out ('0'..'3'). */
  readonly optionValues: readonly number[];
  /** Ascending by `min`; the first starts at 0. */
  readonly bands: readonly MeasureBand[];
  /** What the raw total is multiplied by to show it (WHO-5 shows its 0-25 total as 0-100, so 4); 1 otherwise. */
  readonly displayFactor: number;
  readonly flags: readonly MeasureFlagRule[];
}

export interface MeasureResult {
  readonly raw: number;
  readonly rawMax: number;
  /** The total as shown to the person (raw times the display factor). */
  readonly shown: number;
  readonly shownMax: number;
  readonly bandId: string;
  readonly flags: readonly string[];
}

/** The flag PHQ-9 raises when item 9 is answered above 'Not at all'. */
export const PHQ9_ITEM9_FLAG = 'phq9-item9';

export function optionId(value: number): string {
  return String(value);
}

function answerValue(scoring: MeasureScoring, answer: unknown): number | undefined {
  if (typeof answer !== 'string') return undefined;
  return scoring.optionValues.find((value) => optionId(value) === answer);
}

export function rawMaximum(scoring: MeasureScoring): number {
  return scoring.itemIds.length * Math.max(...scoring.optionValues);
}

/** The band a raw total falls in: the last band whose `min` it reaches. */
export function bandFor(scoring: MeasureScoring, raw: number): string {
  let band = scoring.bands[0]?.id ?? '';
  for (const candidate of scoring.bands) if (raw >= candidate.min) band = candidate.id;
  return band;
}

/**
 * Scores a complete set of answers (option ids by item id). Null when any item is unanswered or has an answer the
 * questionnaire does not offer: a partial questionnaire has no valid total.
 */
export function scoreMeasure(scoring: MeasureScoring, answers: Readonly<Record<string, unknown>>): MeasureResult | null {
  let raw = 0;
  const values = new Map<string, number>();
  for (const itemId of scoring.itemIds) {
    const value = answerValue(scoring, answers[itemId]);
    if (value === undefined) return null;
    values.set(itemId, value);
    raw += value;
  }
  const flags = scoring.flags.filter((rule) => (values.get(rule.itemId) ?? 0) > rule.above).map((rule) => rule.id);
  const rawMax = rawMaximum(scoring);
  return {
    raw,
    rawMax,
    shown: raw * scoring.displayFactor,
    shownMax: rawMax * scoring.displayFactor,
    bandId: bandFor(scoring, raw),
    flags,
  };
}

/** Problems with a scoring definition (an empty list means it is sound); the content test runs it on every measure. */
export function checkScoring(scoring: MeasureScoring): string[] {
  const problems: string[] = [];
  if (scoring.itemIds.length === 0) problems.push('has no items');
  if (new Set(scoring.itemIds).size !== scoring.itemIds.length) problems.push('repeats an item id');
  if (scoring.optionValues.length < 2) problems.push('needs at least two answer options');
  if (scoring.optionValues.some((value) => !Number.isInteger(value) || value < 0)) problems.push('has an option value that is not a whole number from 0');
  if (scoring.bands[0]?.min !== 0) problems.push('its first band must start at 0');
  const max = scoring.itemIds.length > 0 && scoring.optionValues.length > 0 ? rawMaximum(scoring) : 0;
  scoring.bands.forEach((band, index) => {
    const previous = scoring.bands[index - 1];
    if (previous && band.min <= previous.min) problems.push(`band "${band.id}" does not start above the one before`);
    if (band.min > max) problems.push(`band "${band.id}" starts above the highest possible total`);
  });
  if (!(scoring.displayFactor > 0)) problems.push('the display factor must be positive');
  for (const rule of scoring.flags) {
    if (!scoring.itemIds.includes(rule.itemId)) problems.push(`flag "${rule.id}" names an item that does not exist`);
  }
  return problems;
}

/* A saved entry keeps the answers and, beside them, what they added up to, under these keys. */

export interface SavedMeasureResult {
  /** The total as shown (WHO-5: 0-100). */
  score: number;
  scoreMax: number;
  band: string;
  flags: string[];
}

export const MEASURE_RESULT_KEYS = ['score', 'scoreMax', 'rawScore', 'band', 'flags'] as const;

/** The values saved with the answers: the shown total and its top, the raw total, the band and the flags. */
export function resultValues(result: MeasureResult): Record<(typeof MEASURE_RESULT_KEYS)[number], number | string | string[]> {
  return { score: result.shown, scoreMax: result.shownMax, rawScore: result.raw, band: result.bandId, flags: [...result.flags] };
}

/** Reads a saved entry's result back; null for an entry that is not a scored questionnaire's. */
export function readSavedResult(values: Readonly<Record<string, unknown>>): SavedMeasureResult | null {
  const { score, scoreMax, band, flags } = values;
  if (typeof score !== 'number' || typeof scoreMax !== 'number' || typeof band !== 'string') return null;
  const flagList = Array.isArray(flags) ? flags.filter((flag): flag is string => typeof flag === 'string') : [];
  return { score, scoreMax, band, flags: flagList };
}

/** The flags an entry carries (an entry that is not a measure's carries none). */
export function entryFlags(values: Readonly<Record<string, unknown>>): string[] {
  return readSavedResult(values)?.flags ?? [];
}
