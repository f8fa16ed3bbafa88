/**
 * "Delete everything": the copies sent to servers are erased first, then everything on this device. The servers are
 * this site's database (Supabase, when configured) and its feedback functions (when this device ever sent them
 * anything: it has a feedback identity then): DELETE /user/{feedback id} deletes the usage events, prompt
 * interactions and preferences and unlinks the feedback, which stays for the team without a session or user id. The server erase needs a connection and this device's Supabase identity (its session),
 * so the order matters: offline, or when the server cannot be reached or refuses, nothing is deleted at all and the
 * person is told why. Deleting the device first would throw away the only key to the server copies, and saying
 * they were gone when they were not would be a lie. (The person can still choose to delete on this device only.)
 */
import type { FeedbackIdentity } from '@contract/device-key';
import { readFeedbackIdentity } from '@/db/feedback-identity';
import { getFeedbackEraser } from '@/sync/page-handlers';
import { getSupabaseAdapter } from '@/sync/start-sync';
import { deleteEverything } from './delete-everything';

/** The part of the Supabase adapter this needs. */
export interface ServerEraser {
  deleteMyServerData(): Promise<Record<string, number>>;
  signOut(): Promise<void>;
}

/** The part of the feedback functions' client this needs: the erase is sent with the given identity's key. */
export interface FeedbackEraser {
  eraseUser(identity: FeedbackIdentity): Promise<void>;
}

export type DeleteEverywhereResult =
  | { ok: true; serverCopies: 'deleted' | 'no-database' }
  /** Nothing was deleted, anywhere. */
  | { ok: false; reason: 'offline' | 'server' }
  /** The server copies are gone, but the browser refused to delete what is on the device. */
  | { ok: false; reason: 'device'; serverCopies: 'deleted' };

export interface DeleteEverywhereOptions {
  eraser?: Promise<ServerEraser | null>;
  feedbackEraser?: FeedbackEraser;
  /** This device's feedback identity, or null when it never sent the feedback functions anything. */
  feedbackIdentity?: () => Promise<FeedbackIdentity | null>;
  isOnline?: () => boolean;
  deleteOnDevice?: () => Promise<boolean>;
}

export async function deleteEverywhere({
  eraser = getSupabaseAdapter(),
  feedbackEraser = getFeedbackEraser(),
  feedbackIdentity = () => readFeedbackIdentity(),
  isOnline = () => navigator.onLine,
  deleteOnDevice = deleteEverything,
}: DeleteEverywhereOptions = {}): Promise<DeleteEverywhereResult> {
  const server = await eraser;
  // Read before the device is cleared: the identity goes with it, and the second erase below still needs its key.
  const feedback = await feedbackIdentity();
  if (!server && feedback === null) {
    return (await deleteOnDevice()) ? { ok: true, serverCopies: 'no-database' } : { ok: false, reason: 'device', serverCopies: 'deleted' };
  }
  if (!isOnline()) return { ok: false, reason: 'offline' };
  const eraseServers = async () => {
    if (server) await server.deleteMyServerData();
    if (feedback !== null) await feedbackEraser.eraseUser(feedback);
  };
  try {
    await eraseServers();
  } catch (error) {
    console.warn('Could not delete the server copies', error);
    return { ok: false, reason: isOnline() ? 'server' : 'offline' };
  }
  if (!(await deleteOnDevice())) return { ok: false, reason: 'device', serverCopies: 'deleted' };
  // A delivery already in flight when the first erase ran may have landed since: erase once more (the outbox is
  // empty now, so nothing else can arrive), then forget this identity so the device starts afresh.
  await eraseServers().catch((error: unknown) => console.warn('The second server erase failed', error));
  await server?.signOut();
  return { ok: true, serverCopies: 'deleted' };
}
