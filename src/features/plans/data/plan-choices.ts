/**
 * Whether this is the therapist's first choice of the professional plan on this device. The placeholder sign-in
 * starts the 30-day sample itself (section 5 of the spec), so the first choice finds the subscription already active:
 * without this record the page would tell someone who has never chosen the plan that it was "already active".
 */
import { readSetting, saveSetting } from '@/db/settings';

/**
 * The subscription page can be shown more than once for one choice (it mounts again when the sign-in hands it back,
 * or the page is reloaded): within this time of the first choice it is still that choice, and says it has started.
 */
const SAME_CHOICE_MS = 2 * 60 * 1000;

export async function isFirstPlanChoice(therapistId: string, now: Date): Promise<boolean> {
  const record = ((await readSetting('professionalPlanChoices')) ?? []).find((choice) => choice.therapistId === therapistId);
  if (!record) return true;
  return now.getTime() - Date.parse(record.firstChosenAt) < SAME_CHOICE_MS;
}

/** Records the first choice (a later one keeps it); false when the device could not save it. */
export async function recordPlanChoice(therapistId: string, now: Date): Promise<boolean> {
  const choices = (await readSetting('professionalPlanChoices')) ?? [];
  if (choices.some((choice) => choice.therapistId === therapistId)) return true;
  return saveSetting('professionalPlanChoices', [...choices, { therapistId, firstChosenAt: now.toISOString() }]);
}
