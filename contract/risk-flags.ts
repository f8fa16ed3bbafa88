/**
 * The risk flags a return can carry besides a questionnaire's own (`phq9-item9`, in measure-scoring.ts): a mood
 * check-in in which the person chose a word that can go with a crisis, and a safety plan changed. The therapist's chart lists every flag first,
 * with its date; the words are few on purpose (a flag is a prompt to ask, not a finding), and both sides read them
 * from here.
 */
export const CRISIS_WORD_FLAG = 'crisis-word';

/** Emotion word ids of the mood check-in that raise `crisis-word` (see src/content/insight/emotions.ts). */
export const CRISIS_WORDS: readonly string[] = ['hopeless'];

/** Raised on the therapist's side by a shared safety plan, at its "last changed" time (a return does not carry it). */
export const SAFETY_PLAN_CHANGED_FLAG = 'safety-plan-changed';

/** `crisis-word` when a check-in's chosen words (`emotions`) include one of `CRISIS_WORDS`. */
export function checkInFlags(values: Readonly<Record<string, unknown>>): string[] {
  const words = values.emotions;
  return Array.isArray(words) && words.some((word) => typeof word === 'string' && CRISIS_WORDS.includes(word)) ? [CRISIS_WORD_FLAG] : [];
}
