import { config, type StorageMode } from '@/config/env';
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import { saveSetting } from '@/db/settings';
import { reportStorageError } from '@/db/storage-health';
import type { AccessibilitySettings } from '@/db/types';
import { enqueueInTransaction } from '@/sync/outbox';

interface SaveAccessibilityOptions {
  storageMode?: StorageMode;
  now?: Date;
}

/**
 * Saves the accessibility settings in Dexie (the source of truth; saveSetting refreshes the localStorage mirror)
 * and, when a database is configured, queues the upsert to `user_accessibility_settings` in the same transaction:
 * both are saved, or neither. The record is the user's id when signed in, else this device's session id.
 */
export async function saveAccessibilitySettings(
  settings: AccessibilitySettings,
  { storageMode = config.storageMode, now = new Date() }: SaveAccessibilityOptions = {},
): Promise<boolean> {
  try {
    await db.transaction('rw', db.settings, db.outbox, async () => {
      // saveSetting reports its own failure; throwing here rolls back the outbox entry with it.
      if (!(await saveSetting('accessibility', settings))) throw new SettingNotSavedError();
      if (storageMode === 'database') {
        await enqueueInTransaction('accessibility_settings', settings.user_id ?? getSessionId(), settings, now, {
          supabaseConfigured: true,
        });
      }
    });
    return true;
  } catch (error) {
    if (!(error instanceof SettingNotSavedError)) reportStorageError(error);
    return false;
  }
}

class SettingNotSavedError extends Error {
  override readonly name = 'SettingNotSavedError';
  constructor() {
    super('The accessibility settings could not be saved on this device');
  }
}
