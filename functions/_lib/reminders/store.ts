/**
 * The reminder rows (migration 0014): a device's push subscription and its upcoming opaque instants, keyed by the
 * SHA-256 of its device key. Replacing is one transaction: the old instants go and the new ones come together.
 */
import { createHash } from 'node:crypto';
import type { SqlClient } from '../db/client.ts';
import type { PutReminderSubscription } from '../../../contract/reminder-schemas.ts';

export function deviceKeyHash(deviceKey: string): string {
  return createHash('sha256').update(deviceKey, 'utf8').digest('hex');
}

/** Replaces the device's subscription and every instant it had; answers how many instants are stored. */
export async function replaceReminders(db: SqlClient, keyHash: string, body: PutReminderSubscription, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { endpoint, keys } = body.subscription;
    await tx.query(
      `insert into feedback.reminder_subscriptions (key_hash, endpoint, p256dh, auth, updated_at)
       values ($1, $2, $3, $4, $5::timestamptz)
       on conflict (key_hash) do update set endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth,
         updated_at = excluded.updated_at`,
      [keyHash, endpoint, keys.p256dh, keys.auth, now.toISOString()],
    );
    // An instant kept keeps its claim (a scheduler may be sending it right now: a fresh row would be claimed and
    // sent again by another instance); the others go, and new ones come.
    const ids = body.occurrences.map((item) => item.id);
    await tx.query('delete from feedback.reminder_occurrences where key_hash = $1 and not (occurrence_id = any($2::text[]))', [keyHash, ids]);
    if (body.occurrences.length > 0) {
      await tx.query(
        `insert into feedback.reminder_occurrences (key_hash, occurrence_id, due_at)
         select $1, id, at from unnest($2::text[], $3::timestamptz[]) as given (id, at)
         on conflict (key_hash, occurrence_id) do update set due_at = excluded.due_at`,
        [keyHash, ids, body.occurrences.map((item) => new Date(item.at).toISOString())],
      );
    }
    return body.occurrences.length;
  });
}

/** Deletes the device's subscription and (by cascade) its instants; true when there was one. */
export async function deleteReminders(db: SqlClient, keyHash: string): Promise<boolean> {
  const rows = await db.query('delete from feedback.reminder_subscriptions where key_hash = $1 returning 1', [keyHash]);
  return rows.length > 0;
}
