/** The codex's sections, in reading order. Ids are database keys: never rename one that has shipped. */
import { findingTherapy } from './sections/finding-therapy';
import { grief } from './sections/grief';
import { lowMoodAndActivity } from './sections/low-mood-and-activity';
import { panic } from './sections/panic';
import { selfCompassion } from './sections/self-compassion';
import { sleep } from './sections/sleep';
import { thoughtsFeelingsActions } from './sections/thoughts-feelings-actions';
import { understandingAnxiety } from './sections/understanding-anxiety';
import type { CodexSection } from './types';

export const codexSections: readonly CodexSection[] = [
  understandingAnxiety,
  panic,
  thoughtsFeelingsActions,
  lowMoodAndActivity,
  sleep,
  selfCompassion,
  grief,
  findingTherapy,
];

/** The section with this id, or undefined when there is none (an old link, a mistyped URL). */
export function findCodexSection(id: string): CodexSection | undefined {
  return codexSections.find((section) => section.id === id);
}

export type * from './types';
