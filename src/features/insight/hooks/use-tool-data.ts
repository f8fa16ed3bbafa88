import type { InsightEntryRow } from '@/db/types';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import type { SafetyPlanRow } from '@/domains/safety-plan/model';
import { useLazyLiveQuery, useLazyLocalQuery } from '@/lib/use-lazy-live-query';
import type { ToolEntriesPage } from '../data/list-tool-entries';

/*
 * The tool page's live reads. Its chunk is loaded before hydration, so it imports neither Dexie nor the data modules:
 * each hook brings its module with import() after the page is on view (see useLazyLiveQuery). Undefined while loading,
 * except on a first visit, where those reading a list answer at once with what an empty database gives (useLazyLocalQuery).
 */

const NO_ENTRIES: ToolEntriesPage = { entries: [], total: 0 };

const loadToolEntries = () => importWithTimeout(() => import('../data/list-tool-entries'), 'list-tool-entries');

/** Live: a tool's newest entries and how many there are in all. */
export function useToolEntries(toolId: string, limit: number): ToolEntriesPage | undefined {
  return useLazyLocalQuery(
    () => loadToolEntries().then(({ readToolEntries }) => () => readToolEntries(toolId, limit)),
    [toolId, limit],
    NO_ENTRIES,
  );
}

/** Live: one entry; null when it does not exist. */
export function useToolEntry(id: string | null): InsightEntryRow | null | undefined {
  return useLazyLiveQuery(() => loadToolEntries().then(({ readToolEntry }) => () => readToolEntry(id)), [id]);
}

/** Live: the safety plan (the same read as the forge's `useSafetyPlan`); null when there is none. */
export function useSafetyPlan(): SafetyPlanRow | null | undefined {
  return useLazyLocalQuery(
    () =>
      importWithTimeout(() => import('@/domains/safety-plan/data/read-safety-plan'), 'read-safety-plan').then(
        ({ readSafetyPlan }) => readSafetyPlan,
      ),
    [],
    null,
  );
}
