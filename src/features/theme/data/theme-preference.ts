import { readMirror, storageKeys, writeMirror } from '@/db/local-mirror';
import type { ThemePreference } from '@/db/types';

export const DEFAULT_THEME: ThemePreference = 'dark';

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The mirrored preference, read synchronously before the first paint. */
export function readThemeMirror(): ThemePreference {
  return readMirror(storageKeys.theme, isThemePreference) ?? DEFAULT_THEME;
}

// Dexie is loaded after the first paint, keeping it out of the initial bundle; the mirror covers the first paint.
const loadSettings = () => import('@/db/settings');

export async function loadThemePreference(): Promise<ThemePreference | undefined> {
  const { readSetting } = await loadSettings();
  const stored = await readSetting('theme');
  return isThemePreference(stored) ? stored : undefined;
}

export async function saveThemePreference(preference: ThemePreference): Promise<boolean> {
  // The mirror is written at once, so a reload straight after the change paints the new theme.
  writeMirror(storageKeys.theme, preference);
  const { saveSetting } = await loadSettings();
  return saveSetting('theme', preference);
}

export function resolveTheme(preference: ThemePreference, prefersLight: boolean): 'light' | 'dark' {
  if (preference === 'system') return prefersLight ? 'light' : 'dark';
  return preference;
}
