import type { FormStep } from '@/content/insight/types';

/** The query that starts a tool at once, from a one-tap link (Presence's "support right now"): `?start=now`. */
const START_NOW_PARAM = 'start';
const START_NOW_VALUE = 'now';

export function wantsStartNow(params: URLSearchParams): boolean {
  return params.get(START_NOW_PARAM) === START_NOW_VALUE;
}

/**
 * Where a form tool started "right now" opens: past leading steps that only ask for optional ratings (grounding's
 * "how distressed do you feel?"), at the first step that does the work. The skipped steps stay one Back away.
 */
export function startNowStep(steps: readonly FormStep[]): number {
  const index = steps.findIndex((step) => !step.fields.every((field) => field.kind === 'scale' && !field.required));
  return index < 0 ? 0 : index;
}
