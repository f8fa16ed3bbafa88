/**
 * This device's identity towards the feedback functions: a random feedback id, used only for feedback calls (the
 * widget, the usage-event tracker and the replayer), and the device key that proves the id is this device's
 * (contract/device-key.ts). It is a different id from the session id of ./session.ts, which the app also writes
 * into Supabase rows, so feedback data (seen by admins) names nothing usable anywhere else.
 *
 * Kept in Dexie's settings table rather than localStorage because the service worker replays feedback calls too and
 * can read only IndexedDB. Made once, in a transaction, so two tabs starting together agree on one identity.
 * "Delete everything" clears the settings table, so the device starts afresh with a new identity afterwards.
 * Relative imports only: the service worker imports this.
 */
import { isFeedbackIdentity, newFeedbackIdentity, type FeedbackIdentity } from '../../contract/device-key';
import { db as appDatabase, type BetterMindsDatabase } from './database';

function parse(value: unknown): FeedbackIdentity | null {
  return isFeedbackIdentity(value) ? { id: value.id, key: value.key } : null;
}

/** The stored identity, or null when this device has none yet (never made one, or deleted everything since). */
export async function readFeedbackIdentity(database: BetterMindsDatabase = appDatabase): Promise<FeedbackIdentity | null> {
  const row = await database.settings.get('feedbackIdentity');
  return parse(row?.value);
}

/**
 * The identity, made now if this device has none (or only a damaged one). Read from the database every time, not
 * cached: "delete everything" in any tab removes it, and a stale copy must not outlive that. Inside a caller's
 * transaction that includes the settings table, this joins it.
 */
export async function ensureFeedbackIdentity(database: BetterMindsDatabase = appDatabase): Promise<FeedbackIdentity> {
  return database.transaction('rw', database.settings, async () => {
    const stored = parse((await database.settings.get('feedbackIdentity'))?.value);
    if (stored) return stored;
    const made = newFeedbackIdentity();
    await database.settings.put({ key: 'feedbackIdentity', value: made });
    return made;
  });
}

/** The device key for the feedback client's header (made with the id when there is none yet). */
export async function feedbackDeviceKey(database: BetterMindsDatabase = appDatabase): Promise<string> {
  return (await ensureFeedbackIdentity(database)).key;
}
