/**
 * "Delete everything" on the server: every record the functions keep under the keys a device proves it holds. All
 * rows go in one transaction (all of it or none); the screenshot files are deleted after it commits, since a file
 * store cannot join a transaction, and a file whose submission is gone is unreachable anyway (served only to its
 * uploader's key or the admin, neither of which can name it any more).
 */
import { createHash } from 'node:crypto';
import type { SqlClient } from '../db/client.ts';
import type { UploadStore } from '../uploads/store.ts';
import { IMAGE_TYPES } from '../uploads/sniff.ts';
import { normalizeShareCode } from '../../../contract/share-code.ts';
import { UPLOAD_URL_PATTERN } from '../../../contract/feedback-schemas.ts';
import type { ErasedCounts, EraseRequest } from '../../../contract/erase-schemas.ts';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** `with gone as (<delete ... returning 1>) select count(*)`: the number of rows a delete removed. */
async function counted(db: SqlClient, deleteReturning: string, params: readonly unknown[]): Promise<number> {
  const rows = await db.query<{ n: number }>(`with gone as (${deleteReturning}) select count(*)::int as n from gone`, params);
  return rows[0]?.n ?? 0;
}

/** The upload file names a submission's attachments point at. */
function uploadNamesOf(attachments: unknown): string[] {
  if (!Array.isArray(attachments)) return [];
  return attachments.flatMap((url) => {
    const match = typeof url === 'string' ? UPLOAD_URL_PATTERN.exec(url) : null;
    return match?.[1] ? [match[1]] : [];
  });
}

export interface DeviceKeys extends EraseRequest {
  /** The device key (X-Feedback-Device-Key), when the device has one. */
  deviceKey: string | null;
}

export async function eraseDeviceRecords(db: SqlClient, uploads: UploadStore, keys: DeviceKeys): Promise<ErasedCounts> {
  const counts: ErasedCounts = {
    feedback: 0,
    screenshots: 0,
    usageEvents: 0,
    promptInteractions: 0,
    preferences: 0,
    books: 0,
    communityPosts: 0,
    communityReports: 0,
    communityHandles: 0,
    listings: 0,
    shareCodes: 0,
    inboxes: 0,
    deviceBindings: 0,
    reminders: 0,
  };
  const files = new Set<string>();
  await db.transaction(async (tx) => {
    if (keys.deviceKey !== null) {
      const deviceHash = sha256Hex(keys.deviceKey);
      const bound = await tx.query<{ subject: string }>('select subject from feedback.device_bindings where key_hash = $1', [deviceHash]);
      const subjects = bound.map((row) => row.subject);
      const books = subjects.filter((subject) => subject.startsWith('book:')).map((subject) => subject.slice(5));
      const uploadIds = subjects.filter((subject) => subject.startsWith('upload:')).map((subject) => subject.slice(7));
      // Feedback ids (session and user ids) are bound lower-cased; rows keep the client's spelling.
      const ids = subjects.filter((subject) => !/^(book|upload):/.test(subject));

      const submissions = await tx.query<{ attachments: unknown }>(
        `delete from feedback.submissions where lower(session_id) = any($1::text[]) or lower(user_id) = any($1::text[])
         returning attachments`,
        [ids],
      );
      counts.feedback = submissions.length;
      for (const row of submissions) uploadNamesOf(row.attachments).forEach((name) => files.add(name));
      for (const id of uploadIds) Object.values(IMAGE_TYPES).forEach((extension) => files.add(`${id}.${extension}`));
      counts.usageEvents = await counted(
        tx,
        'delete from feedback.events where lower(session_id) = any($1::text[]) or lower(user_id) = any($1::text[]) returning 1',
        [ids],
      );
      counts.promptInteractions = await counted(tx, 'delete from feedback.prompt_interactions where lower(session_id) = any($1::text[]) returning 1', [ids]);
      counts.preferences = await counted(tx, 'delete from feedback.preferences where lower(user_id) = any($1::text[]) returning 1', [ids]);
      counts.books = await counted(tx, 'delete from feedback.book_submissions where submission_id::text = any($1::text[]) returning 1', [books]);
      counts.deviceBindings = await counted(tx, 'delete from feedback.device_bindings where key_hash = $1 returning 1', [deviceHash]);
      // The push subscription and its instants (they cascade) are kept under the same key's hash.
      counts.reminders = await counted(tx, 'delete from feedback.reminder_subscriptions where key_hash = $1 returning 1', [deviceHash]);
    }
    if (keys.communityKey !== undefined) {
      const hash = sha256Hex(keys.communityKey);
      // Replies to the person's posts go with them (the schema cascades): a thread whose opening post is erased has
      // nothing left to answer.
      counts.communityPosts = await counted(tx, 'delete from feedback.community_posts where key_hash = $1 returning 1', [hash]);
      counts.communityReports = await counted(tx, 'delete from feedback.community_reports where reporter_hash = $1 returning 1', [hash]);
      counts.communityHandles = await counted(tx, 'delete from feedback.community_handles where key_hash = $1 returning 1', [hash]);
    }
    for (const { listingId, listingKey } of keys.listings ?? []) {
      counts.listings += await counted(
        tx,
        'delete from feedback.directory_listings where listing_id = $1::uuid and key_hash = $2 returning 1',
        [listingId.toLowerCase(), sha256Hex(listingKey)],
      );
    }
    for (const { code, revokeToken } of keys.shareCodes ?? []) {
      const canonical = normalizeShareCode(code);
      if (canonical === null) continue;
      counts.shareCodes += await counted(tx, 'delete from feedback.share_codes where code = $1 and revoke_key_hash = $2 returning 1', [
        canonical,
        sha256Hex(revokeToken),
      ]);
    }
    // An inbox goes with every return in it (on delete cascade), waiting ciphertext and delivery records alike.
    for (const { inboxId, fetchToken } of keys.inboxes ?? []) {
      counts.inboxes += await counted(tx, 'delete from feedback.inboxes where inbox_id = $1 and fetch_token_hash = $2 returning 1', [
        inboxId,
        sha256Hex(fetchToken),
      ]);
    }
  });
  for (const name of files) if (await uploads.delete(name)) counts.screenshots += 1;
  return counts;
}
