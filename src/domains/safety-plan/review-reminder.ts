/**
 * When the safety plan is due for a look: a kind nudge, never a debt. The person chooses every 30, 60 or 90 days;
 * the plan is due that many days after they last reviewed it or changed it (changing it is reviewing it). Nothing
 * piles up: however long ago it fell due, the reminder says the same gentle thing. Pure and tested.
 */
import { z } from '@contract/zod';
import { REVIEW_INTERVALS_DAYS, type SafetyPlanReviewSetting } from '@/db/safety-plan-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The setting as stored and imported: checked as strictly as the forge reads it. */
export const safetyPlanReviewSchema = z.object({
  everyDays: z.union(REVIEW_INTERVALS_DAYS.map((days) => z.literal(days))),
  reviewedAt: z.iso.datetime({ offset: true }),
});

function time(iso: string | undefined): number | null {
  if (!iso) return null;
  const value = Date.parse(iso);
  return Number.isNaN(value) ? null : value;
}

/**
 * The moment the plan is next due for review, or null when no reminder is set (or its date cannot be read).
 * `planUpdatedAt` counts as a review: a plan changed last week is not due because the reminder was set months ago.
 */
export function reviewDueAt(setting: SafetyPlanReviewSetting | undefined, planUpdatedAt: string | undefined): Date | null {
  if (!setting) return null;
  const reviewed = time(setting.reviewedAt);
  if (reviewed === null) return null;
  const updated = time(planUpdatedAt);
  const last = updated === null ? reviewed : Math.max(reviewed, updated);
  return new Date(last + setting.everyDays * DAY_MS);
}

/** True when a reminder is set and its due moment has come. */
export function isReviewDue(setting: SafetyPlanReviewSetting | undefined, planUpdatedAt: string | undefined, now: Date): boolean {
  const due = reviewDueAt(setting, planUpdatedAt);
  return due !== null && now.getTime() >= due.getTime();
}
