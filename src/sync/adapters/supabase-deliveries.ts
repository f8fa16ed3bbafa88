/**
 * The Supabase adapter's deliveries: the replayer's idempotent writes. Each throws a DeliveryError, so the replayer
 * can tell a temporary failure from a refusal; every insert carries the client's id and ignores duplicates, so a
 * delivery repeated after a lost response stores nothing twice. Each signs in first (anonymously unless a session
 * exists: ensureIdentity). Part of the Supabase adapter (./supabase.ts spreads these methods into it): relative
 * imports only, no DOM.
 */
import type { SupabaseClient } from './supabase-factory';
import { DeliveryError } from '../delivery-error';
import { toDeliveryError } from './supabase-errors';
import {
  insertColumns,
  pickColumns,
  type CodexVisitPayload,
  type InsertRow,
  type InsertTable,
  type ServerAccessibilitySettingsRow,
  type ServerCodexUserRow,
} from './supabase-rows';

function groupBySession<Row extends { session_id: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.session_id);
    if (group) group.push(row);
    else groups.set(row.session_id, [row]);
  }
  return groups;
}

export function createSupabaseDeliveries(client: SupabaseClient, ensureIdentity: () => Promise<void>, now: () => Date) {
  return {
    /** Idempotent inserts of client-identified rows; the database sets their owner from the token. */
    async deliverRows(table: InsertTable, rows: InsertRow[]): Promise<void> {
      if (rows.length === 0) return;
      await ensureIdentity();
      const body = rows.map((row) => pickColumns(row as unknown as Record<string, unknown>, insertColumns[table]));
      const { error, status } = await client.from(table).upsert(body, { onConflict: 'id', ignoreDuplicates: true });
      if (error) throw toDeliveryError(error, status);
    },

    /**
     * codex_users, as the spec says: select by session_id; if found, update last_activity, total_sessions + 1 and
     * updated_at; otherwise insert with total_sessions 1. Made safe to repeat: only visits later than the stored
     * last_activity are counted (a visit whose update was committed but whose answer was lost is not counted
     * twice), several queued visits of one session are counted in one update, and the update only applies if
     * total_sessions is still what was read.
     */
    async deliverCodexVisits(visits: CodexVisitPayload[]): Promise<void> {
      if (visits.length > 0) await ensureIdentity();
      for (const [sessionId, group] of groupBySession(visits)) {
        const ordered = [...group].sort((a, b) => Date.parse(a.visited_at) - Date.parse(b.visited_at));
        const first = ordered[0];
        const last = ordered[ordered.length - 1];
        if (!first || !last) continue;
        let done = false;
        for (let attempt = 0; attempt < 3 && !done; attempt++) {
          const found = await client
            .from('codex_users')
            .select('*')
            .eq('session_id', sessionId)
            .retry(false)
            .maybeSingle();
          if (found.error) throw toDeliveryError(found.error, found.status);
          const existing = found.data as ServerCodexUserRow | null;
          const stamp = now().toISOString();
          if (!existing) {
            const inserted = await client
              .from('codex_users')
              .upsert(
                {
                  id: first.id,
                  session_id: sessionId,
                  user_id: last.user_id,
                  first_seen: first.visited_at,
                  last_activity: last.visited_at,
                  total_sessions: ordered.length,
                  updated_at: stamp,
                },
                // One row per owner and session: the owner column is filled in by the database.
                { onConflict: 'owner,session_id', ignoreDuplicates: true },
              )
              .select('id');
            if (inserted.error) throw toDeliveryError(inserted.error, inserted.status);
            done = (inserted.data ?? []).length === 1;
            continue;
          }
          const seenUntil = Date.parse(existing.last_activity);
          const fresh = ordered.filter((visit) => Date.parse(visit.visited_at) > seenUntil);
          if (fresh.length === 0) {
            done = true;
            continue;
          }
          const updated = await client
            .from('codex_users')
            .update({
              last_activity: last.visited_at,
              total_sessions: existing.total_sessions + fresh.length,
              updated_at: stamp,
              ...(last.user_id ? { user_id: last.user_id } : {}),
            })
            .eq('id', existing.id)
            .eq('total_sessions', existing.total_sessions)
            .select('id');
          if (updated.error) throw toDeliveryError(updated.error, updated.status);
          done = (updated.data ?? []).length === 1;
        }
        if (!done) throw new DeliveryError('The codex visit count kept changing while it was being updated', 409);
      }
    },

    /** Upsert by user_id. The table keeps the newer row when an older state arrives late (see its migration). */
    async deliverAccessibilitySettings(row: ServerAccessibilitySettingsRow): Promise<void> {
      await ensureIdentity();
      const { error, status } = await client.from('user_accessibility_settings').upsert(row, { onConflict: 'user_id' });
      if (error) throw toDeliveryError(error, status);
    },
  };
}
