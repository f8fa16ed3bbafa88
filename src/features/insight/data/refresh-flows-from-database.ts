/**
 * Flows from the hosted database, when one is configured: by id with the age tier (default 'adult'), by tags
 * overlap, or all of them, newest first. What arrives is checked and kept in the local database, so it works offline
 * next time. A database error is logged and leaves the local (bundled) flows as they are.
 */
import { db } from '@/db/database';
import type { AgeTier, FlowRow } from '@/db/types';
import { getSupabaseAdapter } from '@/sync/start-sync';
import { isNotOlder, toFlowRow } from './flow-rows';

/** The three reads of spec section 7 for flows. */
export interface FlowSource {
  getFlowById(id: string, tier?: AgeTier): Promise<unknown>;
  getFlowsByTags(tags: string[]): Promise<unknown[]>;
  getAllFlows(): Promise<unknown[]>;
}

/** The hosted database, or null in local-only mode. */
function defaultFlowSource(): Promise<FlowSource | null> {
  return getSupabaseAdapter();
}

/**
 * Keeps the valid rows, except where this device already has a newer copy of the flow (a newer bundle, or a newer
 * copy fetched earlier): an older server copy never replaces it. Returns the rows written.
 */
async function keep(rows: unknown[]): Promise<FlowRow[]> {
  const valid: FlowRow[] = [];
  for (const row of rows) {
    const flow = toFlowRow(row);
    if (flow) valid.push(flow);
    else console.warn('Ignoring a flow from the database that does not have the expected shape', row);
  }
  if (valid.length === 0) return [];
  return db.transaction('rw', db.flows, async () => {
    const stored = await db.flows.bulkGet(valid.map((flow) => flow.id));
    const newer = valid.filter((flow, index) => isNotOlder(flow, stored[index]));
    if (newer.length > 0) await db.flows.bulkPut(newer);
    return newer;
  });
}

export type FlowQuery = { kind: 'by-id'; id: string; tier: AgeTier } | { kind: 'by-tags'; tags: string[] } | { kind: 'all' };

/** Fetches and keeps flows; returns what was kept ([] in local-only mode or after a logged error). */
export async function refreshFlowsFromDatabase(
  query: FlowQuery,
  source: Promise<FlowSource | null> = defaultFlowSource(),
): Promise<FlowRow[]> {
  try {
    const database = await source;
    if (!database) return [];
    if (query.kind === 'by-id') {
      const row = await database.getFlowById(query.id, query.tier);
      return row ? await keep([row]) : [];
    }
    if (query.kind === 'by-tags') return await keep(query.tags.length > 0 ? await database.getFlowsByTags(query.tags) : []);
    return await keep(await database.getAllFlows());
  } catch (error) {
    console.error('Could not load flows from the database; using the flows on this device', error);
    return [];
  }
}
