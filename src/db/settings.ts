import { db } from './database';
import { storageKeys, writeMirror } from './local-mirror';
import { reportStorageError } from './storage-health';
import type { SettingKey, SettingRow, SettingValue } from './types';

/** localStorage mirrors of settings that must apply before the first paint. */
const mirrorKeyFor: Partial<Record<SettingKey, string>> = {
  theme: storageKeys.theme,
  accessibility: storageKeys.accessibilitySettings,
  audioMode: storageKeys.audioMode,
  audio: storageKeys.audioSettings,
};

export async function readSetting<Key extends SettingKey>(key: Key): Promise<SettingValue<Key> | undefined> {
  try {
    const row = await db.settings.get(key);
    return row?.value as SettingValue<Key> | undefined;
  } catch (error) {
    reportStorageError(error);
    return undefined;
  }
}

/** Saves a setting in Dexie (the source of truth) and refreshes its synchronous mirror. */
export async function saveSetting<Key extends SettingKey>(key: Key, value: SettingValue<Key>): Promise<boolean> {
  const mirrorKey = mirrorKeyFor[key];
  if (mirrorKey) writeMirror(mirrorKey, value);
  try {
    await db.settings.put({ key, value } as SettingRow);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/**
 * Refreshes the localStorage mirrors of settings already stored in Dexie (an import writes the rows in its own
 * transaction, then calls this once it has committed).
 */
export function writeSettingMirrors(rows: readonly SettingRow[]): void {
  for (const { key, value } of rows) {
    const mirrorKey = mirrorKeyFor[key];
    if (mirrorKey) writeMirror(mirrorKey, value);
  }
}
