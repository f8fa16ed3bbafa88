/**
 * Everything that can be due, as reminder entries: the person's own evening check-in, each active prescribed item,
 * the safety plan's review and codex questions due again. Each entry has the settings screen's label, the
 * notification's words (a general line, and one with the name for people who allow names on the lock screen) and
 * the screen a tap opens. Pure: the data layer reads the rows and passes them in. No guilt wording: nothing here
 * says "missed", "overdue" or "you forgot".
 */
import type { LocalDate, Prescription } from '../../../contract/prescription-schemas.ts';
import type { SafetyPlanReviewSetting } from '@/db/safety-plan-types';
import { reviewDueAt } from '../safety-plan/review-reminder.ts';
import type { ReminderSource } from './occurrences.ts';

export const OWN_CHECK_IN_ID = 'own-evening-check-in';
export const SAFETY_PLAN_REVIEW_ID = 'safety-plan-review';
export const CODEX_REVIEW_ID = 'codex-reviews';

export interface ReminderEntry {
  source: ReminderSource;
  /** On the settings screen. */
  label: string;
  /** What it is, in a few words, on the settings screen. */
  detail: string;
  defaultTime: string;
  /** The notification without names (the default), and with the item's name. */
  title: string;
  namedTitle: string;
  body: string;
  url: string;
}

export interface CatalogueInput {
  prescriptions: readonly { prescription: Prescription; archivedAt: string | null }[];
  completions: readonly { prescriptionId: string; itemId: string; dueDate: LocalDate }[];
  safetyPlanReview: SafetyPlanReviewSetting | undefined;
  safetyPlanUpdatedAt: string | undefined;
  /** The earliest codex question due again (ISO), or null. */
  codexDueAt: string | null;
  /** The person's times by source id. */
  times: Readonly<Record<string, string>>;
  /** Today, on the person's calendar: an own reminder starts here. */
  today: LocalDate;
}

export function prescribedSourceId(prescriptionId: string, itemId: string): string {
  return `prescribed-${prescriptionId}-${itemId}`;
}

/** The reminder entries, in the order the settings screen lists them. */
export function reminderEntries(input: CatalogueInput): ReminderEntry[] {
  const timeOf = (id: string, fallback: string) => input.times[id] ?? fallback;
  const entries: ReminderEntry[] = [
    {
      source: { kind: 'recurring', id: OWN_CHECK_IN_ID, rhythm: { pattern: { type: 'daily' }, startDate: input.today }, time: timeOf(OWN_CHECK_IN_ID, '20:00') },
      label: 'Evening check-in',
      detail: 'Every evening, a minute to notice how you are.',
      defaultTime: '20:00',
      title: 'Your evening check-in',
      namedTitle: 'Your evening check-in',
      body: 'A minute to notice how you are, if it suits you.',
      url: '/insight/tools/mood-check-in',
    },
  ];
  for (const { prescription, archivedAt } of input.prescriptions) {
    if (archivedAt !== null) continue;
    for (const item of prescription.items) {
      const id = prescribedSourceId(prescription.id, item.id);
      const fallback = item.rhythm.window?.from ?? '19:00';
      const completedDates = input.completions
        .filter((completion) => completion.prescriptionId === prescription.id && completion.itemId === item.id)
        .map((completion) => completion.dueDate);
      entries.push({
        source: { kind: 'recurring', id, rhythm: item.rhythm, time: timeOf(id, fallback), completedDates },
        label: item.title,
        detail: `From your plan with ${prescription.prescriber.name}.`,
        defaultTime: fallback,
        title: 'Something from your plan',
        namedTitle: item.title,
        body: 'It is here when you are ready.',
        url: '/insight/journeys',
      });
    }
  }
  const reviewAt = reviewDueAt(input.safetyPlanReview, input.safetyPlanUpdatedAt);
  if (reviewAt !== null) {
    entries.push({
      // Urgent: the plan for hard moments keeps its reminder even while everyday ones rest.
      source: { kind: 'due-once', id: SAFETY_PLAN_REVIEW_ID, dueAt: reviewAt, time: timeOf(SAFETY_PLAN_REVIEW_ID, '18:00'), urgent: true },
      label: 'Safety plan review',
      detail: 'When your plan is due for a look, as you chose.',
      defaultTime: '18:00',
      title: 'A moment for your plan',
      namedTitle: 'A moment to look over your safety plan',
      body: 'A quick look keeps it ready for when you need it.',
      url: '/insight/tools/safety-plan',
    });
  }
  if (input.codexDueAt !== null) {
    entries.push({
      source: { kind: 'due-once', id: CODEX_REVIEW_ID, dueAt: new Date(input.codexDueAt), time: timeOf(CODEX_REVIEW_ID, '18:00') },
      label: 'Codex questions to revisit',
      detail: 'When questions you answered come round again.',
      defaultTime: '18:00',
      title: 'A few questions to revisit',
      namedTitle: 'A few Codex questions to revisit',
      body: 'A couple of minutes, whenever suits you.',
      url: '/presence/codex',
    });
  }
  return entries;
}
