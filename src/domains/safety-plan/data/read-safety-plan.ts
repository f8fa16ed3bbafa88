import { Dexie } from 'dexie';
import { db } from '@/db/database';
import type { SafetyPlanReviewSetting, SafetyPlanWizardProgress } from '@/db/safety-plan-types';
import { readSetting } from '@/db/settings';
import { useLocalQuery } from '@/lib/use-local-query';
import { SAFETY_PLAN_TOOL_ID, type SafetyPlanRow } from '../model';

/** The plan: the newest entry of the safety-plan tool (one living document), or null when there is none. */
export async function readSafetyPlan(): Promise<SafetyPlanRow | null> {
  const newest = await db.insightEntries
    .where('[toolId+createdAt]')
    .between([SAFETY_PLAN_TOOL_ID, Dexie.minKey], [SAFETY_PLAN_TOOL_ID, Dexie.maxKey])
    .reverse()
    .first();
  return newest ?? null;
}

/** Live: the plan; null when there is none, undefined while loading. Both Insight and the forge read it here. */
export function useSafetyPlan(): SafetyPlanRow | null | undefined {
  return useLocalQuery(readSafetyPlan, [], null);
}

export interface SafetyPlanState {
  plan: SafetyPlanRow | null;
  review: SafetyPlanReviewSetting | undefined;
  wizard: SafetyPlanWizardProgress | undefined;
}

const NO_PLAN_YET: SafetyPlanState = { plan: null, review: undefined, wizard: undefined };

/** Live: the plan with its review reminder and the wizard's progress; undefined while loading (no plan on a first visit). */
export function useSafetyPlanState(): SafetyPlanState | undefined {
  return useLocalQuery(
    async () => ({
      plan: await readSafetyPlan(),
      review: await readSetting('safetyPlanReview'),
      wizard: await readSetting('safetyPlanWizard'),
    }),
    [],
    NO_PLAN_YET,
  );
}
