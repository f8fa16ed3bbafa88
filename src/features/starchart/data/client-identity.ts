/**
 * Who a client sees as the prescriber. The placeholder sign-in fills the profile with the spec's sample words
 * ("Sample Therapist", "Licensed therapist (sample profile)"); those are for the therapist's own screens. A
 * prescription leaves the device with the name and credentials the therapist set, and carries sample words only
 * when the therapist kept them on purpose (`sampleWordsKept`, a box in Your profile). Pure, so the rule is tested
 * once and the workspace, the profile form and the prescription form agree.
 */
import type { TherapistProfile } from '@/db/types';

/** The words that mark a placeholder, matched without regard to case. */
const SAMPLE_MARKS = [/sample therapist/i, /\(sample profile\)/i, /sample profile/i] as const;

/** True when a text still carries the sample profile's words. */
export function hasSampleWords(text: string): boolean {
  return SAMPLE_MARKS.some((mark) => mark.test(text));
}

export type ClientIdentityProblem = 'no-name' | 'sample-words';

export type ClientIdentity =
  | { ok: true; prescriber: { name: string; credentials?: string }; sampleWordsKept: boolean }
  | { ok: false; problem: ClientIdentityProblem };

type IdentityFields = Pick<TherapistProfile, 'name' | 'credentials' | 'sampleWordsKept'>;

/** The name and credentials a prescription may carry to a client, or why it may not leave the device yet. */
export function clientIdentity(profile: IdentityFields): ClientIdentity {
  const name = profile.name.trim();
  const credentials = profile.credentials.trim();
  if (!name) return { ok: false, problem: 'no-name' };
  const sample = hasSampleWords(name) || hasSampleWords(credentials);
  if (sample && profile.sampleWordsKept !== true) return { ok: false, problem: 'sample-words' };
  return { ok: true, prescriber: { name, ...(credentials ? { credentials } : {}) }, sampleWordsKept: sample };
}

/** What the form asks for, in the screen's words. */
export const IDENTITY_PROBLEM_TEXT: Readonly<Record<ClientIdentityProblem, string>> = {
  'no-name': 'Set the name your clients will see before sending a prescription.',
  'sample-words':
    'Your name or credentials still have the sample profile\'s words. Set the name and credentials your clients will see, or tick "Keep the sample words" if you mean to keep them.',
};

/** Drops the sample's words from a field, so the form starts from what is the therapist's own (often nothing). */
export function withoutSampleWords(text: string): string {
  return hasSampleWords(text) ? '' : text;
}
