import { burnout } from './stories/burnout';
import { caringForAPartner } from './stories/caring-for-a-partner';
import { griefAfterAParent } from './stories/grief-after-a-parent';
import { lonelinessAfterAMove } from './stories/loneliness-after-a-move';
import { panicAtWork } from './stories/panic-at-work';
import { postnatalLowMood } from './stories/postnatal-low-mood';
import { recoveryFromDrinking } from './stories/recovery-from-drinking';
import { schoolAnxiety } from './stories/school-anxiety';
import type { Story } from './types';

/**
 * Resonance's stories, in the order the Resonance home lists them. Every story is an illustrative composite written
 * by our team from experiences many people share: no story is about a real person.
 */
export const stories: readonly Story[] = [panicAtWork, griefAfterAParent, postnatalLowMood, burnout, lonelinessAfterAMove, schoolAnxiety, recoveryFromDrinking, caringForAPartner];

export function findStory(storyId: string): Story | undefined {
  return stories.find((story) => story.id === storyId);
}
