/**
 * The schedule of a prescribed item as the client's device computes it (core's `describeSchedule`), from what the
 * therapist knows: the completions the client chose to send back, counted on the client's calendar in the time zone
 * their latest return carries (the therapist's own until a return carries one; the screen says which).
 */
import type { PrescribedItem } from '@contract/prescription-schemas';
import type { ClientReturnRow } from '@/db/star-chart-types';
import { doneDatesOf } from '@/domains/prescriptions/adherence';
import { describeSchedule, type ItemSchedule } from '@/domains/calendar/rhythm';

/** The client's calendar days on which the item was completed, from every imported return for its prescription. */
function completedDaysFromReturns(
  prescriptionId: string,
  itemId: string,
  returns: readonly ClientReturnRow[],
  timeZone: string,
): string[] {
  const days = new Set<string>();
  for (const row of returns) {
    if (row.prescriptionId !== prescriptionId) continue;
    for (const item of row.clientReturn.items) {
      if (item.itemId !== itemId) continue;
      for (const day of doneDatesOf(item, timeZone)) days.add(day);
    }
  }
  return [...days].sort();
}

export function itemSchedule(
  prescriptionId: string,
  item: PrescribedItem,
  returns: readonly ClientReturnRow[],
  now: Date,
  timeZone: string,
): ItemSchedule {
  return describeSchedule(item.rhythm, completedDaysFromReturns(prescriptionId, item.id, returns, timeZone), now, timeZone);
}

type TimelineEntry =
  | { kind: 'prescription'; at: string; id: string }
  | { kind: 'note'; at: string; id: string }
  | { kind: 'return'; at: string; id: string };

/** One timeline of the chart, newest first (ties keep a stable order by kind and id). */
export function chartTimeline(
  prescriptions: readonly { id: string; createdAt: string }[],
  notes: readonly { id: string; createdAt: string }[],
  returns: readonly { id: string; importedAt: string }[],
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...prescriptions.map((row) => ({ kind: 'prescription' as const, at: row.createdAt, id: row.id })),
    ...notes.map((row) => ({ kind: 'note' as const, at: row.createdAt, id: row.id })),
    ...returns.map((row) => ({ kind: 'return' as const, at: row.importedAt, id: row.id })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
}
