import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { config } from '@/config/env';
import { db } from '@/db/database';
import type { AgeTier, FlowRow } from '@/db/types';
import { useLocalQuery } from '@/lib/use-local-query';
import { bundledFlowRows } from './flow-rows';
import { loadBundledFlows } from './load-bundled-flows';
import type { FlowQuery } from './refresh-flows-from-database';

/** Flows whose tags share at least one of `tags` (all flows when no tags are given), newest first. */
export function selectFlows(rows: readonly FlowRow[], tags: readonly string[] = []): FlowRow[] {
  const matching = tags.length === 0 ? [...rows] : rows.filter((row) => row.tags.some((tag) => tags.includes(tag)));
  return matching.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
}

let bundledLoad: Promise<void> | null = null;

/** Only with a database configured: the Supabase code then loads, never in local-only builds' screens. */
function refreshFromDatabase(query: FlowQuery): void {
  if (!config.supabase) return;
  void import('./refresh-flows-from-database').then(({ refreshFlowsFromDatabase }) => refreshFlowsFromDatabase(query));
}

/** Loads the bundled flows once per page (the load itself is idempotent). */
function useBundledFlowsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let active = true;
    bundledLoad ??= loadBundledFlows();
    void bundledLoad.then(() => {
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return loaded;
}

/**
 * Live: one flow from the local database; the bundled flows are loaded first and, with a database configured, a
 * newer version for the tier is fetched in the background. null when there is no such flow, undefined while loading.
 */
export function useFlowRow(id: string, tier: AgeTier): FlowRow | null | undefined {
  const loaded = useBundledFlowsLoaded();
  useEffect(() => {
    refreshFromDatabase({ kind: 'by-id', id, tier });
  }, [id, tier]);
  return useLiveQuery(async () => (loaded ? ((await db.flows.get(id)) ?? null) : undefined), [id, loaded]);
}

/**
 * Live: flows sharing any of `tags` (or all), newest first; fetched from the database too when configured. On a first
 * visit, at once, the bundled flows: what the local database holds once they are loaded into it (and the live read
 * then replaces them, with any newer ones fetched).
 */
export function useFlowList(tags: readonly string[] = []): FlowRow[] | undefined {
  const key = tags.join(',');
  const loaded = useBundledFlowsLoaded();
  useEffect(() => {
    const wanted = key ? key.split(',') : [];
    refreshFromDatabase(wanted.length > 0 ? { kind: 'by-tags', tags: wanted } : { kind: 'all' });
  }, [key]);
  const bundled = useMemo(() => selectFlows(bundledFlowRows(), key ? key.split(',') : []), [key]);
  return useLocalQuery<FlowRow[] | undefined>(
    async () => (loaded ? selectFlows(await db.flows.toArray(), key ? key.split(',') : []) : undefined),
    [key, loaded],
    bundled,
  );
}
