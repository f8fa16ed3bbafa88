/**
 * This device's community identity: a key made here (only its SHA-256 is kept by the server, which reserves a handle
 * for it) and the handle the person chose. Kept in the settings table, where the replayer (page or service worker)
 * reads the key; "delete everything" clears it with the rest.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { handleProblem } from '@contract/community-schemas';
import { newDeviceKey } from '@contract/device-key';
import { db } from '@/db/database';
import type { CommunityIdentitySetting } from '@/db/community-types';

function parse(value: unknown): CommunityIdentitySetting | null {
  if (!value || typeof value !== 'object') return null;
  const { key, handle } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(key)) return null;
  return { key, handle: typeof handle === 'string' && handleProblem(handle) === null ? handle : null };
}

export async function readCommunityIdentity(): Promise<CommunityIdentitySetting | null> {
  return parse((await db.settings.get('communityIdentity'))?.value);
}

/** The identity, made now when this device has none. Joins a caller's transaction that includes settings. */
export async function ensureCommunityIdentity(): Promise<CommunityIdentitySetting> {
  return db.transaction('rw', db.settings, async () => {
    const stored = parse((await db.settings.get('communityIdentity'))?.value);
    if (stored) return stored;
    const made: CommunityIdentitySetting = { key: newDeviceKey(), handle: null };
    await db.settings.put({ key: 'communityIdentity', value: made });
    return made;
  });
}

export class HandleError extends Error {
  override readonly name = 'HandleError';
}

/** Saves the handle this device writes under (checked as the server checks it); the key stays the same. */
export async function chooseCommunityHandle(handle: string): Promise<CommunityIdentitySetting> {
  const trimmed = handle.trim();
  const problem = handleProblem(trimmed);
  if (problem) throw new HandleError(problem);
  return db.transaction('rw', db.settings, async () => {
    const identity = await ensureCommunityIdentity();
    const chosen = { ...identity, handle: trimmed };
    await db.settings.put({ key: 'communityIdentity', value: chosen });
    return chosen;
  });
}

/** The identity, live; `null` when none was made yet, `undefined` while reading. */
export function useCommunityIdentity(): CommunityIdentitySetting | null | undefined {
  return useLiveQuery(readCommunityIdentity, []);
}
