/** The codex's sections, in reading order. Ids are database keys: never rename one that has shipped. */
import { lowMoodAndActivity } from './sections/low-mood-and-activity';
import { thoughtsFeelingsActions } from './sections/thoughts-feelings-actions';
import { understandingAnxiety } from './sections/understanding-anxiety';
import type { CodexSection } from './types';

export const codexSections: readonly CodexSection[] = [understandingAnxiety, thoughtsFeelingsActions, lowMoodAndActivity];

/** The section with this id, or undefined when there is none (an old link, a mistyped URL). */
export function findCodexSection(id: string): CodexSection | undefined {
  return codexSections.find((section) => section.id === id);
}

export type * from './types';
