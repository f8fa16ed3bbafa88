/**
 * The scheduler's claim on due reminders. One statement claims a batch of due rows with a lease (a random token and
 * an end), selecting them `FOR UPDATE OF o SKIP LOCKED` and only where no lease is running, so several instances on
 * one PostgreSQL share the work and never take the same row; a crashed instance's rows are claimed again once their
 * lease has ended. Rows more than 15 minutes late and unclaimed are deleted unsent first.
 */
import { randomBytes } from 'node:crypto';
import type { SqlClient } from '../db/client.ts';
import { REMINDER_LATENESS_LIMIT_MS } from '../../../contract/reminder-schemas.ts';

/** A claimed reminder with the subscription it is pushed to. */
export interface DueRow {
  key_hash: string;
  occurrence_id: string;
  due_at: Date;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Claim {
  /** Marks this claim's rows: only a holder of the token may delete or release them. */
  token: string;
  /** When the lease ends, in epoch milliseconds. */
  leaseEnd: number;
  rows: DueRow[];
}

/** Deletes, unsent, the reminders more than 15 minutes late that no running lease holds; answers how many. */
export async function dropTooLate(db: SqlClient, at: Date): Promise<number> {
  const tooLate = new Date(at.getTime() - REMINDER_LATENESS_LIMIT_MS).toISOString();
  const dropped = await db.query(
    `delete from feedback.reminder_occurrences where (key_hash, occurrence_id) in (
       select key_hash, occurrence_id from feedback.reminder_occurrences
        where due_at < $1::timestamptz and (claimed_until is null or claimed_until < $2::timestamptz)
        for update skip locked) returning 1`,
    [tooLate, at.toISOString()],
  );
  return dropped.length;
}

/** Claims up to `batchSize` reminders due at `at`, earliest first, for `leaseMs`. */
export async function claimDue(db: SqlClient, at: Date, batchSize: number, leaseMs: number): Promise<Claim> {
  const token = randomBytes(16).toString('hex');
  const leaseEnd = at.getTime() + leaseMs;
  const rows = await db.query<DueRow>(
    `with due as (
       select o.key_hash, o.occurrence_id, o.due_at, s.endpoint, s.p256dh, s.auth
         from feedback.reminder_occurrences o join feedback.reminder_subscriptions s using (key_hash)
        where o.due_at <= $1::timestamptz and (o.claimed_until is null or o.claimed_until < $1::timestamptz)
        order by o.due_at
        limit $2
        for update of o skip locked)
     update feedback.reminder_occurrences o set claim_token = $3, claimed_until = $4::timestamptz
       from due where o.key_hash = due.key_hash and o.occurrence_id = due.occurrence_id
     returning due.key_hash, due.occurrence_id, due.due_at, due.endpoint, due.p256dh, due.auth`,
    [at.toISOString(), batchSize, token, new Date(leaseEnd).toISOString()],
  );
  return { token, leaseEnd, rows };
}

/** Lets the next tick take the row again (a retry, or a lease too short to post it safely), if this claim holds it. */
export async function releaseClaim(db: SqlClient, row: DueRow, token: string): Promise<void> {
  await db.query(
    `update feedback.reminder_occurrences set claim_token = null, claimed_until = null
      where key_hash = $1 and occurrence_id = $2 and claim_token = $3`,
    [row.key_hash, row.occurrence_id, token],
  );
}
