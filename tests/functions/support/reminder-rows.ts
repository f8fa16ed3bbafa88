/**
 * Reminder rows written straight into the tables, for the scheduler's pieces tested one at a time: a subscription
 * with keys a browser would make (a P-256 public key and a 16-byte auth secret), and its instants.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import type { DueRow } from '../../../functions/_lib/reminders/due-claims.ts';

export interface SeededSubscription {
  keyHash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function seedSubscription(db: SqlClient, endpoint = 'https://fcm.googleapis.com/fcm/send/test-device'): Promise<SeededSubscription> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    keyHash: randomBytes(32).toString('hex'),
    endpoint,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await db.query(
    `insert into feedback.reminder_subscriptions (key_hash, endpoint, p256dh, auth, updated_at)
     values ($1, $2, $3, $4, now())`,
    [subscription.keyHash, subscription.endpoint, subscription.p256dh, subscription.auth],
  );
  return subscription;
}

/** Adds an instant to the subscription; answers its id. */
export async function seedOccurrence(db: SqlClient, subscription: SeededSubscription, dueAt: Date): Promise<string> {
  const id = randomUUID();
  await db.query(
    'insert into feedback.reminder_occurrences (key_hash, occurrence_id, due_at) values ($1, $2, $3::timestamptz)',
    [subscription.keyHash, id, dueAt.toISOString()],
  );
  return id;
}

export interface OccurrenceState {
  occurrence_id: string;
  claim_token: string | null;
  claimed_until: Date | null;
}

/** Every instant the tables hold, by due time. */
export async function occurrences(db: SqlClient): Promise<OccurrenceState[]> {
  return db.query<OccurrenceState>(
    'select occurrence_id, claim_token, claimed_until from feedback.reminder_occurrences order by due_at, occurrence_id',
  );
}

/** A claimed row as the claim answers it, without the database (for the pieces that do not read it back). */
export function dueRow(subscription: SeededSubscription, occurrenceId: string, dueAt: Date): DueRow {
  return {
    key_hash: subscription.keyHash,
    occurrence_id: occurrenceId,
    due_at: dueAt,
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
  };
}

/** Empties both tables between tests (one database per file). */
export async function clearReminders(db: SqlClient): Promise<void> {
  await db.query('delete from feedback.reminder_subscriptions');
}
