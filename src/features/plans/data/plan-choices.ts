/**
 * Whether this therapist has chosen the professional plan on this device before. The placeholder sign-in starts the
 * 30-day sample itself (section 5 of the spec), so the first choice finds the subscription already active: without
 * this record the page would tell someone who has never chosen the plan that it was "already active".
 */
import { readSetting, saveSetting } from '@/db/settings';

export async function hasChosenPlanBefore(therapistId: string): Promise<boolean> {
  return ((await readSetting('professionalPlanChoices')) ?? []).includes(therapistId);
}

/** Records the choice; false when the device could not save it (the page still works, it only words the next visit). */
export async function recordPlanChoice(therapistId: string): Promise<boolean> {
  const ids = (await readSetting('professionalPlanChoices')) ?? [];
  if (ids.includes(therapistId)) return true;
  return saveSetting('professionalPlanChoices', [...ids, therapistId]);
}
