import { burnout } from './stories/burnout';
import { caringForAPartner } from './stories/caring-for-a-partner';
import { griefAfterAParent } from './stories/grief-after-a-parent';
import { lonelinessAfterAMove } from './stories/loneliness-after-a-move';
import { panicAtWork } from './stories/panic-at-work';
import { postnatalLowMood } from './stories/postnatal-low-mood';
import { recoveryFromDrinking } from './stories/recovery-from-drinking';
import { schoolAnxiety } from './stories/school-anxiety';
import { c } from '../insight/copy';
import type { Story } from './types';

/**
 * Resonance's stories, in the order the Resonance home lists them. Every story is an illustrative composite written
 * by our team from experiences many people share: no story is about a real person.
 */
export const stories: readonly Story[] = [
  panicAtWork,
  griefAfterAParent,
  postnatalLowMood,
  burnout,
  lonelinessAfterAMove,
  schoolAnxiety,
  recoveryFromDrinking,
  caringForAPartner,
];

/** Shown with every story and above the list: the stories are composites, not real people. */
export const STORY_COMPOSITE_NOTICE = c(
  'This is an illustrative composite: written by our team from experiences many people share, not the story of a real person. Names and details are invented. Everyone’s path is different, and yours may look nothing like this.',
  'This story is made up from many people’s experiences. It is not about a real person. Names are invented. Your path may look different.',
);

export function findStory(storyId: string): Story | undefined {
  return stories.find((story) => story.id === storyId);
}
