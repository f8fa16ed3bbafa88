import type { Copy } from '@/content/insight/types';
import { STORY_COMPOSITE_NOTICE, stories } from '@/content/resonance/stories';
import type { Story } from '@/content/resonance/types';
import { pickVariant } from '@/lib/plain-language';

/**
 * What "Read the story aloud" speaks, in the register the person reads in: the title, the notice that the story is
 * a composite (a listener cannot see it), every paragraph, then where to find help. Content notes are not repeated:
 * they were shown before the story was opened.
 */
export function storyTextsToSpeak(story: Story, plainLanguage: boolean): string[] {
  const pick = (copy: Copy) => pickVariant(copy, plainLanguage);
  return [pick(story.title), pick(STORY_COMPOSITE_NOTICE), ...story.body.map(pick), pick(story.helpNote)];
}

/** The story after this one in the list, wrapping round, so a reader can go on without returning to the list. */
export function nextStory(story: Story, list: readonly Story[] = stories): Story | undefined {
  const index = list.findIndex((candidate) => candidate.id === story.id);
  if (index === -1 || list.length < 2) return undefined;
  return list[(index + 1) % list.length];
}

