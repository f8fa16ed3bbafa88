import { db } from '@/db/database';
import type { ReviewIntervalDays } from '@/db/safety-plan-types';
import { reportStorageError } from '@/db/storage-health';
import type { InsightValues } from '@/db/types';
import { saveToolEntry } from '@/domains/tool-entries/data/save-tool-entry';
import { updateToolEntry } from '@/domains/tool-entries/data/update-tool-entry';
import { planStepById, SAFETY_PLAN_TOOL_ID, withStepValues, type SafetyPlanRow } from '../model';
import { readSafetyPlan } from './read-safety-plan';
import { withSavedStep } from '../wizard-progress';

/**
 * Saves the whole plan (Insight's form): the first save creates the plan exactly as any tool entry is created (with
 * `tool_completed` and its outbox entry, src/domains/tool-entries/data/save-tool-entry.ts); later saves change that same row.
 * Returns false when the device refused to store it (the storage banner explains why).
 */
export async function saveSafetyPlan(values: InsightValues, now = new Date()): Promise<boolean> {
  const current = await readSafetyPlan();
  if (current) return updateToolEntry(current.id, values, now);
  return (await saveToolEntry(SAFETY_PLAN_TOOL_ID, values, now)) !== null;
}

/**
 * Saves one step of the plan (the wizard), keeping every other step as it is, and remembers that the step is done so
 * that coming back resumes at the next one. The plan and the wizard's place are written in one transaction: both are
 * stored or neither. Returns the saved plan, or null when nothing could be stored.
 */
export async function saveSafetyPlanStep(stepId: string, stepValues: InsightValues, now = new Date()): Promise<SafetyPlanRow | null> {
  const step = planStepById(stepId);
  if (!step) throw new Error(`Unknown safety-plan step "${stepId}"`);
  try {
    return await db.transaction('rw', [db.insightEntries, db.settings, db.trackingEvents, db.outbox], async () => {
      const current = await readSafetyPlan();
      const values = withStepValues(current?.values, step, stepValues);
      let saved: SafetyPlanRow | null;
      if (current) {
        saved = (await updateToolEntry(current.id, values, now)) ? { ...current, values, updatedAt: now.toISOString() } : null;
      } else {
        saved = await saveToolEntry(SAFETY_PLAN_TOOL_ID, values, now);
      }
      // A failed write inside has already been reported; abort so the wizard's place is not saved without the step.
      if (!saved) throw new StepNotSaved();
      const row = await db.settings.get('safetyPlanWizard');
      const progress = row?.key === 'safetyPlanWizard' ? row.value : undefined;
      await db.settings.put({ key: 'safetyPlanWizard', value: withSavedStep(progress, saved.id, stepId) });
      return saved;
    });
  } catch (error) {
    if (!(error instanceof StepNotSaved)) reportStorageError(error);
    return null;
  }
}

class StepNotSaved extends Error {
  constructor() {
    super('The safety-plan step was not saved');
  }
}

/** Starts a new round of the wizard over the same plan (the plan itself is kept; each step shows what it holds). */
export async function restartSafetyPlanWizard(): Promise<boolean> {
  try {
    await db.settings.delete('safetyPlanWizard');
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Sets (or changes) the review reminder; choosing it counts as a review. */
export async function saveReviewReminder(everyDays: ReviewIntervalDays, now = new Date()): Promise<boolean> {
  try {
    await db.settings.put({ key: 'safetyPlanReview', value: { everyDays, reviewedAt: now.toISOString() } });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** "I have looked it over": the reminder starts again from now, whatever the plan's last change. */
export async function markSafetyPlanReviewed(now = new Date()): Promise<boolean> {
  try {
    return await db.transaction('rw', db.settings, async () => {
      const current = await db.settings.get('safetyPlanReview');
      if (!current || current.key !== 'safetyPlanReview') return false;
      await db.settings.put({ key: 'safetyPlanReview', value: { ...current.value, reviewedAt: now.toISOString() } });
      return true;
    });
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Turns the review reminder off. */
export async function removeReviewReminder(): Promise<boolean> {
  try {
    await db.settings.delete('safetyPlanReview');
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
