/**
 * Reads what can be due from Dexie (received prescriptions and their completions, the safety plan's review, codex
 * questions due again) and when reminders of everyday things rest: for a day after a mood check-in that felt very
 * unpleasant (1 or 2 of 5) or a visit to crisis help, both read from what the device already records.
 */
import { db } from '@/db/database';
import { readSetting } from '@/db/settings';
import { readSafetyPlan } from '../../safety-plan/data/read-safety-plan.ts';
import type { CatalogueInput } from '../catalogue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOW_PLEASANTNESS = 2;

export async function readCatalogueInput(times: Record<string, string>, today: string): Promise<CatalogueInput> {
  const [prescriptions, completions, safetyPlanReview, plan, firstCodex] = await Promise.all([
    db.receivedPrescriptions.toArray(),
    db.prescribedCompletions.toArray(),
    readSetting('safetyPlanReview'),
    readSafetyPlan(),
    db.codexReviews.orderBy('due').first(),
  ]);
  return {
    prescriptions,
    completions,
    safetyPlanReview,
    safetyPlanUpdatedAt: plan?.updatedAt,
    codexDueAt: firstCodex?.due ?? null,
    times,
    today,
  };
}

/** Until when everyday reminders rest (a day after the latest low check-in or crisis-help visit), or null. */
export async function readPausedUntil(now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [visits, checkIns] = await Promise.all([
    db.navigationHistory.where('at').above(since).filter((row) => row.path.startsWith('/crisis-help')).toArray(),
    db.insightEntries.where('[toolId+createdAt]').between(['mood-check-in', since], ['mood-check-in', '\uffff']).toArray(),
  ]);
  const low = checkIns.filter((entry) => {
    const pleasantness = Number((entry.values as Record<string, unknown>).pleasantness);
    return Number.isFinite(pleasantness) && pleasantness <= LOW_PLEASANTNESS;
  });
  const latest = Math.max(...visits.map((row) => Date.parse(row.at)), ...low.map((row) => Date.parse(row.createdAt)), -Infinity);
  return Number.isFinite(latest) ? new Date(latest + DAY_MS) : null;
}
