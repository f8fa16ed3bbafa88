import type { AccessibilitySettings } from '@/db/types';
import type { ServerAccessibilitySettingsRow } from '@/sync/adapters/supabase-rows';
import { DEFAULT_ACCESSIBILITY_SETTINGS, parseSettings } from '../lib/settings';

/**
 * Reading a signed-in person's settings back from `user_accessibility_settings`, and deciding which copy wins.
 * Saving goes through the outbox (save-accessibility-settings.ts); this is the other direction, so that settings
 * chosen on one device follow the person to another.
 */

/** The one adapter call this needs (the Supabase adapter has it; tests pass a fake). */
export interface AccessibilitySettingsReader {
  /** The row for this user, or null when there is none (PGRST116) or it could not be read (already logged). */
  getAccessibilitySettings(userId: string): Promise<ServerAccessibilitySettingsRow | null>;
}

/**
 * The account's copy, validated field by field like any stored value (a field that cannot be used is skipped with
 * a warning); null when the account has none.
 */
export async function fetchAccountAccessibilitySettings(
  reader: AccessibilitySettingsReader,
  userId: string,
): Promise<AccessibilitySettings | null> {
  const row = await reader.getAccessibilitySettings(userId);
  if (!row) return null;
  const { settings } = parseSettings(row);
  return { ...settings, user_id: userId };
}

/**
 * - `take-remote`: the account's copy is newer; it replaces this device's copy (nothing to upload).
 * - `push-local`: this device's copy is newer (or the account has none yet); it is kept and queued for upload.
 * - `keep-local`: nothing to do (both the same age, never changed, or this device's copy belongs to someone else).
 */
export type AccountSettingsDecision = 'take-remote' | 'push-local' | 'keep-local';

function timeOf(settings: AccessibilitySettings): number {
  const time = Date.parse(settings.updated_at);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Whichever copy has the newer `updated_at` wins. Pure, so it is tested on its own. Settings on this device that
 * another account saved are never uploaded to this one; the account's own copy replaces them when it has one.
 */
export function chooseAccountSettings(
  local: AccessibilitySettings,
  remote: AccessibilitySettings | null,
  userId: string,
): AccountSettingsDecision {
  const ownedByAnother = local.user_id !== null && local.user_id !== userId;
  if (remote === null) {
    const changedHere = timeOf(local) > Date.parse(DEFAULT_ACCESSIBILITY_SETTINGS.updated_at);
    return changedHere && !ownedByAnother ? 'push-local' : 'keep-local';
  }
  if (ownedByAnother) return 'take-remote';
  const localTime = timeOf(local);
  const remoteTime = timeOf(remote);
  if (remoteTime > localTime) return 'take-remote';
  if (localTime > remoteTime) return 'push-local';
  return 'keep-local';
}
