/**
 * Data function: counts a visit to the codex. The local codex_users row keeps the running totals (first seen, last
 * activity, total sessions); the outbox gets the visit itself, which the Supabase adapter turns into the spec's
 * select-then-update-or-insert without ever counting a visit twice.
 */
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import { reportStorageError } from '@/db/storage-health';
import type { CodexUserRow } from '@/db/types';
import type { CodexVisitPayload } from '../../../sync/adapters/supabase-rows';
import { getCurrentUserId } from '../../../sync/current-user';
import { enqueueInTransaction } from '../../../sync/outbox';

export async function recordCodexVisit(now = new Date()): Promise<CodexUserRow | null> {
  const sessionId = getSessionId();
  const userId = getCurrentUserId();
  const at = now.toISOString();
  try {
    return await db.transaction('rw', db.codexUsers, db.outbox, async () => {
      const existing = await db.codexUsers.where('session_id').equals(sessionId).first();
      const row: CodexUserRow = existing
        ? { ...existing, user_id: userId ?? existing.user_id, last_activity: at, total_sessions: existing.total_sessions + 1, updated_at: at }
        : { id: crypto.randomUUID(), user_id: userId, session_id: sessionId, first_seen: at, last_activity: at, total_sessions: 1, updated_at: at };
      await db.codexUsers.put(row);
      const visit: CodexVisitPayload = { id: existing ? crypto.randomUUID() : row.id, session_id: sessionId, user_id: userId, visited_at: at };
      await enqueueInTransaction('codex_user', visit.id, visit, now);
      return row;
    });
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}
