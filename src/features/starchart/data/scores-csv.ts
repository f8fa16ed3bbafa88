/**
 * The scores of a client's chart as CSV, for the therapist's own records: every score the client sent back, once
 * (a score sent again in a later return counts once), oldest first, with the client's calendar day, the item, what
 * was scored, the score, its top, a questionnaire's range and any flag. The client appears by alias only.
 */
import { describeFlags } from '@/content/insight/measure-flags';
import type { ClientReturnRow, PrescriptionRow } from '@/db/star-chart-types';
import { bandFor } from '@contract/measure-scoring';
import { todayIn } from '@/domains/calendar/rhythm';
import { isMeasureId, measureScoring, measureWords } from '@/domains/measures/scores-over-time';
import { toCsv, type CsvCell } from '@/lib/csv';

export const SCORES_CSV_HEADER = ['Client', 'Day (client’s calendar)', 'Time (UTC)', 'Item', 'Scored', 'Score', 'Out of', 'Range', 'Flags'] as const;

export function scoresCsv(alias: string, prescriptions: readonly PrescriptionRow[], returns: readonly ClientReturnRow[], timeZone: string): string {
  const items = new Map<string, { title: string; contentId: string }>();
  for (const row of prescriptions) for (const item of row.prescription.items) items.set(`${row.id}\u0000${item.id}`, { title: item.title, contentId: item.contentId });
  const rows = new Map<string, { at: string; cells: CsvCell[] }>();
  for (const row of returns) {
    for (const returned of row.clientReturn.items) {
      const item = items.get(`${row.prescriptionId}\u0000${returned.itemId}`);
      for (const score of returned.scores ?? []) {
        const key = `${row.prescriptionId}\u0000${returned.itemId}\u0000${score.at}\u0000${score.label}`;
        if (rows.has(key)) continue;
        const measure = item && isMeasureId(item.contentId) && score.label === 'Total score' ? item.contentId : null;
        const scoring = measure ? measureScoring(measure) : null;
        const raw = scoring ? score.value / scoring.displayFactor : null;
        const band = measure && scoring && raw !== null && Number.isInteger(raw) ? (measureWords(measure).bandNames[bandFor(scoring, raw)] ?? '') : '';
        rows.set(key, {
          at: score.at,
          cells: [alias, todayIn(timeZone, new Date(score.at)), new Date(score.at).toISOString(), item?.title ?? `Item ${returned.itemId}`, score.label, score.value, score.max, band, score.flags?.length ? describeFlags(score.flags) : ''],
        });
      }
    }
  }
  const sorted = [...rows.values()].sort((a, b) => a.at.localeCompare(b.at)).map((row) => row.cells);
  return toCsv([[...SCORES_CSV_HEADER], ...sorted]);
}
