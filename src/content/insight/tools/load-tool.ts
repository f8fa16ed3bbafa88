import type { ToolContent } from '../types';

/*
 * One tool's content on its own, for the tool's page: importing ./index brings every tool, which the page compiled
 * in full before it could hydrate. Each loader is its own chunk. A test checks that this table and ./index name
 * the same tools with the same content. Loading them (with a time-out, and the status React's use() reads) is the
 * Insight feature's: src/features/insight/data/load-tool-content.ts.
 */
export const toolContentLoaders: Readonly<Record<string, () => Promise<ToolContent>>> = {
  'mood-check-in': () => import('./mood-check-in').then((module) => module.moodCheckIn),
  'thought-record': () => import('./thought-record').then((module) => module.thoughtRecord),
  'paced-breathing': () => import('./paced-breathing').then((module) => module.pacedBreathing),
  grounding: () => import('./grounding').then((module) => module.grounding),
  'gratitude-journal': () => import('./gratitude-journal').then((module) => module.gratitudeJournal),
  'values-compass': () => import('./values-compass').then((module) => module.valuesCompass),
  'worry-time': () => import('./worry-time').then((module) => module.worryTime),
  'activity-planning': () => import('./activity-planning').then((module) => module.activityPlanning),
  'self-compassion-break': () => import('./self-compassion-break').then((module) => module.selfCompassionBreak),
  'sleep-diary': () => import('./sleep-diary').then((module) => module.sleepDiary),
  journal: () => import('./journal').then((module) => module.journal),
  'safety-plan': () => import('./safety-plan').then((module) => module.safetyPlan),
  'phq-9': () => import('./phq-9').then((module) => module.phq9),
  'gad-7': () => import('./gad-7').then((module) => module.gad7),
  'who-5': () => import('./who-5').then((module) => module.who5),
};

export const loadableToolIds: readonly string[] = Object.keys(toolContentLoaders);
