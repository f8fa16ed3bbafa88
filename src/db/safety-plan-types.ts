/** Settings rows of the safety plan (src/domains/safety-plan): small, device-only, exported with the other settings. */

/** How often the person chose to look over their plan again. */
export const REVIEW_INTERVALS_DAYS = [30, 60, 90] as const;
export type ReviewIntervalDays = (typeof REVIEW_INTERVALS_DAYS)[number];

/** The review reminder: every `everyDays` days after the person last reviewed (or changed) the plan. */
export interface SafetyPlanReviewSetting {
  everyDays: ReviewIntervalDays;
  /** When the person last looked the plan over (ISO): set when they choose the reminder or say they reviewed it. */
  reviewedAt: string;
}

/** Where the wizard is: which steps of which plan have been saved, so coming back resumes at the next step. */
export interface SafetyPlanWizardProgress {
  /** The plan row the steps were saved into; progress for a deleted plan is ignored. */
  planId: string;
  savedStepIds: string[];
}
