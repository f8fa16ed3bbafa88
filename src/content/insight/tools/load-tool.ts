import type { ReactPromise } from 'react';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import type { ToolContent } from '../types';

/*
 * One tool's content on its own, for the tool's page: importing ./index brings every tool, which the page compiled
 * in full before it could hydrate. Each loader is its own chunk. A test checks that this table and ./index name
 * the same tools with the same content.
 */
const loaders: Readonly<Record<string, () => Promise<ToolContent>>> = {
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

export const loadableToolIds: readonly string[] = Object.keys(loaders);

/**
 * A load that says, once it has settled, what it settled with, in the fields React's `use()` reads: a settled load
 * renders at once instead of suspending for one more tick (hydration adopts the page in one pass).
 */
export type ToolContentLoad = Promise<ToolContent> & ReactPromise<ToolContent>;

const loading = new Map<string, ToolContentLoad>();

/** Starts (or joins) the load of one tool's content; undefined for an id that names no tool. */
export function loadToolContent(id: string): ToolContentLoad | undefined {
  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
  if (!load) return undefined;
  let promise = loading.get(id);
  if (!promise) {
    // A promise with no status yet is what React calls an untracked promise.
    const started: ToolContentLoad = importWithTimeout(load, `tool-${id}`);
    started.then(
      (tool) => {
        Object.assign(started, { status: 'fulfilled', value: tool });
      },
      (error: unknown) => {
        Object.assign(started, { status: 'rejected', reason: error });
        // Forgotten, so that the next render (after the error view's Reload, or another visit) tries again.
        loading.delete(id);
      },
    );
    loading.set(id, started);
    promise = started;
  }
  return promise;
}

/** The tool's content if it has loaded already. */
export function loadedToolContent(id: string): ToolContent | undefined {
  const load = loading.get(id);
  return load?.status === 'fulfilled' ? load.value : undefined;
}
