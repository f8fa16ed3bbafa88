import { c } from '../copy';
import type { Copy, ToolCategory, ToolContent } from '../types';
import { activityPlanning } from './activity-planning';
import { gad7 } from './gad-7';
import { gratitudeJournal } from './gratitude-journal';
import { grounding } from './grounding';
import { journal } from './journal';
import { moodCheckIn } from './mood-check-in';
import { pacedBreathing } from './paced-breathing';
import { phq9 } from './phq-9';
import { safetyPlan } from './safety-plan';
import { selfCompassionBreak } from './self-compassion-break';
import { sleepDiary } from './sleep-diary';
import { thoughtRecord } from './thought-record';
import { valuesCompass } from './values-compass';
import { who5 } from './who-5';
import { worryTime } from './worry-time';

/**
 * The self-reflection tools. Each one saves what the person writes on this device, can be reviewed, edited and
 * deleted, and records `tool_completed` with its id. Keep `mood-check-in` as it is: the app's shortcut opens it.
 * Each tool is a module of its own, so that a tool's page loads only its own content (./load-tool.ts); this module
 * gathers them for the screens that list or summarise every tool.
 */

export { journalPrompts } from './journal';

export const toolCategories: readonly { id: ToolCategory; label: Copy }[] = [
  { id: 'check-in', label: c('Check in with yourself', 'See how you are') },
  { id: 'calm', label: c('Calm your body', 'Calm down') },
  { id: 'think', label: c('Think it through', 'Sort out your thoughts') },
  { id: 'act', label: c('Take a step', 'Do something small') },
  { id: 'care', label: c('Be kind to yourself', 'Be kind to yourself') },
  { id: 'safety', label: c('Stay safe', 'Stay safe') },
];

export const tools: readonly ToolContent[] = [
  moodCheckIn,
  thoughtRecord,
  pacedBreathing,
  grounding,
  gratitudeJournal,
  valuesCompass,
  worryTime,
  activityPlanning,
  selfCompassionBreak,
  sleepDiary,
  journal,
  safetyPlan,
  phq9,
  gad7,
  who5,
];

export function findTool(id: string): ToolContent | undefined {
  return tools.find((tool) => tool.id === id);
}
