/**
 * "Delete everything": the copies sent to servers are erased first, then everything on this device. The servers are
 * this site's database (Supabase, when configured) and its functions (when this device holds a key for anything it
 * sent them): one POST /.netlify/functions/erase with every key deletes the feedback and its screenshots, usage
 * events, book submissions, community posts, the directory listing and the short codes (./erase-server-records.ts,
 * docs/erasure.md). The server erase needs a connection and this device's keys and Supabase identity (its session),
 * so the order matters: offline, or when the server cannot be reached or refuses, nothing is deleted at all and the
 * person is told why. Deleting the device first would throw away the only key to the server copies, and saying
 * they were gone when they were not would be a lie. (The person can still choose to delete on this device only.)
 * When sync and backup is on, the account's locked copy on the server is erased too, with every device unlinked
 * (./erase-sync-account.ts): it needs this device's signing key, so it is one more server copy erased before the device.
 */
import { eraseServerRecords, type EraseKeys } from '@contract/erase-client';
import type { ErasedCounts } from '@contract/erase-schemas';
import { getSupabaseAdapter } from '@/sync/start-sync';
import { deleteEverything } from './delete-everything';
import { addErased, readServerKeys } from './erase-server-records';
import { createSyncAccountEraser, type SyncAccountEraser } from './erase-sync-account';

/** The part of the Supabase adapter this needs. */
export interface ServerEraser {
  deleteMyServerData(): Promise<Record<string, number>>;
  signOut(): Promise<void>;
}

/** The functions' erase: every record under the given keys, answered with the counts. */
export interface FunctionsEraser {
  erase(keys: EraseKeys): Promise<ErasedCounts>;
}

export type DeleteEverywhereResult =
  /** `syncAccount`: present when sync and backup was on, and its server copy is erased. */
  | { ok: true; serverCopies: 'deleted' | 'no-database'; erased?: ErasedCounts; syncAccount?: 'erased' }
  /** Nothing was deleted, anywhere. `syncAccountKept`: sync and backup is on, so its server copy stays too. */
  | { ok: false; reason: 'offline' | 'server'; syncAccountKept?: true }
  /** The server copies are gone, but the browser refused to delete what is on the device. */
  | { ok: false; reason: 'device'; serverCopies: 'deleted' };

export interface DeleteEverywhereOptions {
  eraser?: Promise<ServerEraser | null>;
  functionsEraser?: FunctionsEraser;
  /** The keys this device holds for records at the functions, or null when it holds none. */
  serverKeys?: () => Promise<EraseKeys | null>;
  syncAccount?: SyncAccountEraser;
  isOnline?: () => boolean;
  deleteOnDevice?: () => Promise<boolean>;
}

export async function deleteEverywhere({
  eraser = getSupabaseAdapter(),
  functionsEraser = { erase: (keys) => eraseServerRecords(location.origin, keys) },
  serverKeys = () => readServerKeys(),
  syncAccount = createSyncAccountEraser(),
  isOnline = () => navigator.onLine,
  deleteOnDevice = deleteEverything,
}: DeleteEverywhereOptions = {}): Promise<DeleteEverywhereResult> {
  const server = await eraser;
  // Read before the device is cleared: the keys go with it, and the second erase below still needs them.
  const keys = await serverKeys();
  const syncOn = await syncAccount.isOn();
  if (!server && keys === null && !syncOn) {
    return (await deleteOnDevice()) ? { ok: true, serverCopies: 'no-database' } : { ok: false, reason: 'device', serverCopies: 'deleted' };
  }
  const kept = syncOn ? { syncAccountKept: true as const } : {};
  if (!isOnline()) return { ok: false, reason: 'offline', ...kept };
  let erased: ErasedCounts | undefined;
  const eraseServers = async (pass: 'first' | 'again') => {
    // Once, and first: with the account gone nothing more can land in its log, and a failure below leaves the
    // device as it was.
    if (syncOn && pass === 'first') await syncAccount.erase();
    if (server) await server.deleteMyServerData();
    if (keys !== null) {
      const counts = await functionsEraser.erase(keys);
      erased = erased ? addErased(erased, counts) : counts;
    }
  };
  try {
    await eraseServers('first');
  } catch (error) {
    console.warn('Could not delete the server copies', error);
    return { ok: false, reason: isOnline() ? 'server' : 'offline', ...((await syncAccount.isOn()) ? { syncAccountKept: true as const } : {}) };
  }
  if (!(await deleteOnDevice())) return { ok: false, reason: 'device', serverCopies: 'deleted' };
  // A delivery already in flight when the first erase ran may have landed since: erase once more (the outbox is
  // empty now, so nothing else can arrive), then forget this identity so the device starts afresh.
  await eraseServers('again').catch((error: unknown) => console.warn('The second server erase failed', error));
  await server?.signOut();
  return { ok: true, serverCopies: 'deleted', ...(erased ? { erased } : {}), ...(syncOn ? { syncAccount: 'erased' as const } : {}) };
}
