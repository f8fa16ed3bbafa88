import { readMirror, readMirrorRaw, storageKeys, writeMirror } from '@/db/local-mirror';
import type { AccessibilitySettings } from '@/db/types';
import {
  parseAccessibilityMap,
  parseDeclined,
  parseStoredSettings,
  toAccessibilityMap,
  type DeviceOption,
  type ParsedSettings,
} from '../lib/settings';

/**
 * The synchronous copies of the accessibility settings in localStorage: what public/boot.js applies before the
 * first paint. Dexie stays the source of truth (see load- and save-accessibility-settings).
 */

interface MirroredSettings extends ParsedSettings {
  /** False when nothing was stored (the defaults are in force). */
  present: boolean;
}

/** The mirrored settings; when only the separate 'accessibility' map is there, its options are used. */
export function readAccessibilityMirror(): MirroredSettings {
  const raw = readMirrorRaw(storageKeys.accessibilitySettings);
  const parsed = parseStoredSettings(raw);
  if (raw !== null) return { ...parsed, present: true };
  const map = parseAccessibilityMap(readMirror(storageKeys.accessibilityMap, isObject));
  Object.assign(parsed.settings, map);
  return { ...parsed, present: Object.keys(map).length > 0 };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** Writes both mirrors: the settings object and the separate 'accessibility' map of option names to booleans. */
export function writeAccessibilityMirror(settings: AccessibilitySettings): boolean {
  const savedSettings = writeMirror(storageKeys.accessibilitySettings, settings);
  const savedMap = writeMirror(storageKeys.accessibilityMap, toAccessibilityMap(settings));
  return savedSettings && savedMap;
}

export function readDeclinedDevicePreferences(): DeviceOption[] {
  return parseDeclined(readMirror(storageKeys.accessibilityDeclinedDevice, isList));
}

export function writeDeclinedDevicePreferences(declined: readonly DeviceOption[]): void {
  writeMirror(storageKeys.accessibilityDeclinedDevice, declined);
}
