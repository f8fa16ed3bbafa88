import type { MeasureContent } from '@/content/insight/measure-types';
import type { Copy } from '@/content/insight/types';
import { readSavedResult } from '@contract/measure-scoring';

/** A saved questionnaire's result in one line, for entry lists and the entries a person may share. Pure. */
export function summarizeMeasureEntry(measure: MeasureContent, values: Readonly<Record<string, unknown>>, pick: (copy: Copy) => string): string {
  const result = readSavedResult(values);
  if (!result) return '';
  const band = measure.bands.find((candidate) => candidate.id === result.band);
  return [`${pick(measure.scoreLabel)}: ${result.score} of ${result.scoreMax}`, band ? pick(band.label) : null].filter(Boolean).join(' · ');
}
