import { readSetting } from '@/db/settings';
import { parseSettings, type ParsedSettings } from '../lib/settings';

/** The settings stored in Dexie, validated field by field; undefined when none have been saved yet. */
export async function loadAccessibilitySettings(): Promise<ParsedSettings | undefined> {
  const stored = await readSetting('accessibility');
  return stored === undefined ? undefined : parseSettings(stored);
}
