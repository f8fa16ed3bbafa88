import type { InsightEntryRow, InsightValues } from '@/db/types';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { whenIdle } from '@/lib/when-idle';

/*
 * The tool page's writes, each importing its data module when the person saves or deletes: the page's chunk is
 * loaded before hydration and must not bring Dexie or the sync records with it. `preloadToolPageWrites` loads them
 * with the deferred work, so that a save still works if the connection drops after the page opened (the service
 * worker may not hold them yet on a first visit). A module that cannot load (offline and not cached) counts as a
 * write that did not happen: the form keeps what was typed and says it was not saved.
 */

const loadSaveToolEntry = () => importWithTimeout(() => import('@/domains/tool-entries/data/save-tool-entry'), 'save-tool-entry');
const loadUpdateToolEntry = () => importWithTimeout(() => import('@/domains/tool-entries/data/update-tool-entry'), 'update-tool-entry');
const loadDeleteToolEntry = () => importWithTimeout(() => import('./delete-tool-entry'), 'delete-tool-entry');
const loadTickJourneyStep = () => importWithTimeout(() => import('./tick-journey-step'), 'tick-journey-step');
const loadSaveSafetyPlan = () => importWithTimeout(() => import('@/domains/safety-plan/data/save-safety-plan'), 'save-safety-plan');

const PRELOADS = {
  entries: [loadSaveToolEntry, loadUpdateToolEntry, loadDeleteToolEntry, loadTickJourneyStep],
  'safety-plan': [loadSaveSafetyPlan, loadDeleteToolEntry],
} as const;

/** Loads the writes a tool page offers once the browser is idle after load; returns the cancel (an effect's cleanup). */
export function preloadToolPageWrites(kind: keyof typeof PRELOADS): () => void {
  return whenIdle(() => {
    // Only a head start: a write whose module still fails to load says so itself when the person saves.
    for (const load of PRELOADS[kind]) void load().catch(() => undefined);
  });
}

/** Runs `write` with its module once loaded; a module that cannot load is logged and answers `failed`. */
function withModule<Module, Result>(load: () => Promise<Module>, write: (module: Module) => Promise<Result>, failed: Result): Promise<Result> {
  return load().then(write, (error: unknown) => {
    console.error('The data module for this write could not be loaded', error);
    return failed;
  });
}

/** See src/domains/tool-entries/data/save-tool-entry.ts: the saved row, or null. */
export function saveToolEntry(toolId: string, values: InsightValues): Promise<InsightEntryRow | null> {
  return withModule(loadSaveToolEntry, (module) => module.saveToolEntry(toolId, values), null);
}

/** See ./tick-journey-step.ts: true when the journey item the tool was opened from is ticked. */
export function tickJourneyStep(toolId: string, returnTo: string | null): Promise<boolean> {
  return withModule(loadTickJourneyStep, (module) => module.tickJourneyStep(toolId, returnTo), false);
}

/** See src/domains/tool-entries/data/update-tool-entry.ts: true once changed. */
export function updateToolEntry(id: string, values: InsightValues): Promise<boolean> {
  return withModule(loadUpdateToolEntry, (module) => module.updateToolEntry(id, values), false);
}

/** See ./delete-tool-entry.ts: true once deleted. */
export function deleteToolEntry(id: string): Promise<boolean> {
  return withModule(loadDeleteToolEntry, (module) => module.deleteToolEntry(id), false);
}

/** See src/domains/safety-plan/data/save-safety-plan.ts: true once saved. */
export function saveSafetyPlan(values: InsightValues): Promise<boolean> {
  return withModule(loadSaveSafetyPlan, (module) => module.saveSafetyPlan(values), false);
}
