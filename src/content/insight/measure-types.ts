import type { MeasureScoring } from '../../../contract/measure-scoring.ts';
import type { Copy } from './types';

/**
 * What makes a tool a scored questionnaire (PHQ-9, GAD-7, WHO-5): its scoring (contract/measure-scoring.ts), the names
 * of its bands, the words of its result, and where its wording was taken from. The items themselves are the tool's
 * fields: one single-choice field per item, with the item's id and one option per answer value.
 */
export interface MeasureContent {
  readonly scoring: MeasureScoring;
  /** Each band's name, worded neutrally, by band id. */
  readonly bands: readonly { readonly id: string; readonly label: Copy }[];
  /** What the total measures, after the score ('Total score: 12 of 27'). */
  readonly scoreLabel: Copy;
  /** One or two sentences on what the score is and is not. */
  readonly meaning: Copy;
  readonly source: MeasureSource;
}

export interface MeasureSource {
  /** The instrument's authors and publication, as it asks to be cited. */
  readonly citation: string;
  /** Where the exact wording used here was read. */
  readonly urls: readonly string[];
  /** The terms under which it may be reproduced. */
  readonly terms: string;
  /** When the wording was last checked against the source, YYYY-MM-DD. */
  readonly checked: string;
}
