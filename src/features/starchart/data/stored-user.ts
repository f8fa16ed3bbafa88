/**
 * The stored therapist user (spec section 3): Dexie's `users` table is the source of truth, mirrored in
 * localStorage under `storageKeys.user` so that a reload can start signed in before IndexedDB answers. Anything
 * stored that does not have every field of the spec's shape is discarded with a console line (spec section 8:
 * "Corrupt stored user: logged and removed").
 */
import { z } from '@contract/zod';
import { db } from '@/db/database';
import { readMirrorRaw, removeMirror, storageKeys, writeMirror } from '@/db/local-mirror';
import { reportStorageError } from '@/db/storage-health';
import type { TherapistUser } from '@/db/types';

const nullableDate = z.string().nullable();

const therapistProfileSchema = z.strictObject({
  id: z.string().min(1),
  email: z.string(),
  name: z.string(),
  credentials: z.string(),
  licenseNumber: z.string(),
  licenseState: z.string(),
  city: z.string(),
  state: z.string(),
  specialties: z.array(z.string()),
  isVerified: z.boolean(),
  directoryOptIn: z.boolean(),
  sampleWordsKept: z.boolean().optional(),
  subscriptionStatus: z.string(),
  subscriptionStart: nullableDate,
  subscriptionEnd: nullableDate,
  createdAt: z.string(),
  updatedAt: z.string(),
});

const therapistUserSchema = z.strictObject({
  id: z.string().min(1),
  email: z.string(),
  role: z.literal('therapist'),
  isAuthenticated: z.boolean(),
  therapistProfile: therapistProfileSchema,
});

function isStoredTherapistUser(value: unknown): value is TherapistUser {
  return therapistUserSchema.safeParse(value).success;
}

/**
 * The mirror, read synchronously. undefined when nothing is there; a corrupt or invalid value is removed and logged.
 */
export function readMirroredUser(): TherapistUser | undefined {
  const raw = readMirrorRaw(storageKeys.user);
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (isStoredTherapistUser(parsed)) return parsed;
  console.error('Discarding a corrupt stored therapist user (local storage)');
  removeMirror(storageKeys.user);
  return undefined;
}

/** The saved user in Dexie (the source of truth). Invalid rows are deleted and logged; unreadable storage is null. */
export async function loadStoredUser(): Promise<TherapistUser | null> {
  try {
    const rows = await db.users.toArray();
    let found: TherapistUser | null = null;
    for (const row of rows) {
      if (!found && isStoredTherapistUser(row)) {
        found = row;
        continue;
      }
      if (!isStoredTherapistUser(row)) {
        console.error('Discarding a corrupt stored therapist user (IndexedDB)');
        await db.users.delete((row as { id?: string }).id ?? '');
      }
    }
    return found;
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}

/** Saves the user to both copies; only one user is signed in on a device, so other rows are replaced. */
export async function saveStoredUser(user: TherapistUser): Promise<boolean> {
  writeMirror(storageKeys.user, user);
  try {
    await db.transaction('rw', db.users, async () => {
      await db.users.clear();
      await db.users.put(user);
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Clears both copies. */
export async function clearStoredUser(): Promise<void> {
  removeMirror(storageKeys.user);
  try {
    await db.users.clear();
  } catch (error) {
    reportStorageError(error);
  }
}
