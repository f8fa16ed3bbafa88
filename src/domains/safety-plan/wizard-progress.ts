/**
 * Where the wizard resumes: the first step of the plan not yet saved in this round, so leaving mid-way and coming
 * back continues at the next step. Progress saved for another plan (one since deleted) does not count. Pure.
 */
import { z } from '@contract/zod';
import type { SafetyPlanWizardProgress } from '@/db/safety-plan-types';
import { planSteps } from './model';

/** The index of the step to show, or `planSteps.length` when every step is saved (the wizard's last page). */
export function resumeStepIndex(progress: SafetyPlanWizardProgress | undefined, planId: string | undefined): number {
  if (!progress || !planId || progress.planId !== planId) return 0;
  const saved = new Set(progress.savedStepIds);
  const next = planSteps.findIndex(({ step }) => !saved.has(step.id));
  return next === -1 ? planSteps.length : next;
}

/** Progress after one more step is saved into `planId` (a new plan starts a new round). */
export function withSavedStep(progress: SafetyPlanWizardProgress | undefined, planId: string, stepId: string): SafetyPlanWizardProgress {
  const earlier = progress && progress.planId === planId ? progress.savedStepIds : [];
  return { planId, savedStepIds: earlier.includes(stepId) ? earlier : [...earlier, stepId] };
}

/** The wizard's place as stored and imported: ids are short, and a plan holds few steps. */
export const safetyPlanWizardSchema = z.object({
  planId: z.string().check(z.minLength(1), z.maxLength(100)),
  savedStepIds: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
});
