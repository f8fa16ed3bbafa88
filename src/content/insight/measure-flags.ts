import { PHQ9_ITEM9_FLAG } from '../../../contract/measure-scoring.ts';
import { CRISIS_WORD_FLAG, SAFETY_PLAN_CHANGED_FLAG } from '../../../contract/risk-flags.ts';

/**
 * What each flag says, to the therapist reading a return and to the person previewing it: the fact, in the
 * instrument's terms, without a judgement. A flag this version does not know (from a newer app) is named by its id.
 */
const FLAG_TEXT: Readonly<Record<string, string>> = {
  [PHQ9_ITEM9_FLAG]: 'PHQ-9 item 9 (thoughts of being better off dead or of self-harm) answered above "Not at all"',
  [CRISIS_WORD_FLAG]: 'A check-in word that can go with a crisis ("Hopeless") was chosen',
  [SAFETY_PLAN_CHANGED_FLAG]: 'The client changed their safety plan',
};

export function describeFlags(flags: readonly string[]): string {
  return flags.map((flag) => (Object.hasOwn(FLAG_TEXT, flag) ? FLAG_TEXT[flag] : `Flag: ${flag}`)).join('; ');
}
