import type { AccessibilitySettings, FontSize } from '@/db/types';

/**
 * The accessibility settings of spec section 3, as pure functions: defaults, validation of a stored value, the
 * device preferences that switch settings on, and how settings show on the page (body classes, font size).
 * public/boot.js applies the same rules before the first paint; keep the two in step.
 */

export const FONT_SIZES: readonly FontSize[] = ['small', 'medium', 'large', 'xl'];

/** The on/off options; each adds the body class `accessibility-{option}` while it is on. */
export const BOOLEAN_OPTIONS = [
  'high_contrast',
  'reduced_motion',
  'voice_navigation',
  'keyboard_shortcuts',
  'dyslexia_font',
  'plain_language',
] as const;
export type BooleanOption = (typeof BOOLEAN_OPTIONS)[number];

/** Options the device can ask for: reduced motion, and more contrast or forced colours. */
const DEVICE_OPTIONS = ['reduced_motion', 'high_contrast'] as const;
export type DeviceOption = (typeof DEVICE_OPTIONS)[number];

export interface DevicePreferences {
  reducedMotion: boolean;
  /** prefers-contrast: more, or forced-colors: active. */
  moreContrast: boolean;
}

export const NO_DEVICE_PREFERENCES: DevicePreferences = { reducedMotion: false, moreContrast: false };

/** A map of option names to booleans: the separate 'accessibility' item of spec section 3. */
type AccessibilityMap = Record<BooleanOption, boolean>;

export const DEFAULT_ACCESSIBILITY_SETTINGS: Readonly<AccessibilitySettings> = Object.freeze({
  user_id: null,
  high_contrast: false,
  reduced_motion: false,
  font_size: 'medium',
  voice_navigation: false,
  keyboard_shortcuts: true,
  dyslexia_font: false,
  plain_language: false,
  updated_at: new Date(0).toISOString(),
});

export function defaultSettings(): AccessibilitySettings {
  return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
}

function isFontSize(value: unknown): value is FontSize {
  return typeof value === 'string' && (FONT_SIZES as readonly string[]).includes(value);
}

function isBooleanOption(value: unknown): value is BooleanOption {
  return typeof value === 'string' && (BOOLEAN_OPTIONS as readonly string[]).includes(value);
}

function isDeviceOption(value: unknown): value is DeviceOption {
  return typeof value === 'string' && (DEVICE_OPTIONS as readonly string[]).includes(value);
}

export interface ParsedSettings {
  settings: AccessibilitySettings;
  /** Fields that were present but could not be used; each was skipped with a warning. */
  skipped: string[];
}

/**
 * Reads a stored settings object field by field. A field that cannot be parsed is skipped (its default is kept)
 * with a warning, so one bad value never throws away the rest.
 */
export function parseSettings(value: unknown, warn: (message: string) => void = console.warn): ParsedSettings {
  const settings = defaultSettings();
  const skipped: string[] = [];
  if (value === null || value === undefined) return { settings, skipped };
  if (typeof value !== 'object' || Array.isArray(value)) {
    warn('Ignoring corrupt stored accessibility settings: not an object');
    return { settings, skipped: ['*'] };
  }
  const record = value as Record<string, unknown>;
  for (const option of BOOLEAN_OPTIONS) {
    if (!(option in record)) continue;
    const field = record[option];
    if (typeof field === 'boolean') settings[option] = field;
    else {
      skipped.push(option);
      warn(`Ignoring a stored accessibility setting that cannot be parsed: ${option}`);
    }
  }
  if ('font_size' in record) {
    if (isFontSize(record.font_size)) settings.font_size = record.font_size;
    else {
      skipped.push('font_size');
      warn('Ignoring a stored accessibility setting that cannot be parsed: font_size');
    }
  }
  if (typeof record.user_id === 'string') settings.user_id = record.user_id;
  if (typeof record.updated_at === 'string' && !Number.isNaN(Date.parse(record.updated_at))) {
    settings.updated_at = record.updated_at;
  }
  return { settings, skipped };
}

/** Parses the raw text of a stored value; corrupt JSON gives the defaults and a warning. */
export function parseStoredSettings(raw: string | null, warn: (message: string) => void = console.warn): ParsedSettings {
  if (raw === null) return { settings: defaultSettings(), skipped: [] };
  try {
    return parseSettings(JSON.parse(raw) as unknown, warn);
  } catch {
    warn('Ignoring corrupt stored accessibility settings');
    return { settings: defaultSettings(), skipped: ['*'] };
  }
}

/** Parses the list of device preferences the person turned off; anything else is dropped. */
export function parseDeclined(value: unknown): DeviceOption[] {
  return Array.isArray(value) ? DEVICE_OPTIONS.filter((option) => value.includes(option)) : [];
}

function deviceAsksFor(option: DeviceOption, device: DevicePreferences): boolean {
  return option === 'reduced_motion' ? device.reducedMotion : device.moreContrast;
}

/**
 * The settings in force: the person's own choices, plus what the device asks for (reduced motion, more contrast
 * or forced colours), unless the person turned that one off while the device was asking.
 */
export function effectiveSettings(
  stored: AccessibilitySettings,
  device: DevicePreferences,
  declined: readonly DeviceOption[],
): AccessibilitySettings {
  const effective = { ...stored };
  for (const option of DEVICE_OPTIONS) {
    if (deviceAsksFor(option, device) && !declined.includes(option)) effective[option] = true;
  }
  return effective;
}

/** Which options are on only because the device asks for them (for an honest note in the panel). */
export function switchedOnByDevice(
  stored: AccessibilitySettings,
  device: DevicePreferences,
  declined: readonly DeviceOption[],
): DeviceOption[] {
  return DEVICE_OPTIONS.filter((option) => !stored[option] && deviceAsksFor(option, device) && !declined.includes(option));
}

interface OptionChange {
  stored: AccessibilitySettings;
  declined: DeviceOption[];
}

/**
 * Turns one option on or off. Turning off an option the device asks for is remembered, so the app stops
 * switching it back on; turning it on again (or the device no longer asking) forgets that.
 */
export function changeOption(
  stored: AccessibilitySettings,
  declined: readonly DeviceOption[],
  device: DevicePreferences,
  option: BooleanOption,
  on: boolean,
  now: Date = new Date(),
): OptionChange {
  const next = { ...stored, [option]: on, updated_at: now.toISOString() };
  let nextDeclined = declined.filter((item) => item !== option);
  if (!on && isDeviceOption(option) && deviceAsksFor(option, device)) nextDeclined = [...nextDeclined, option];
  return { stored: next, declined: nextDeclined };
}

/** Forgets a refusal once the device stops asking, so the device is followed again the next time it asks. */
export function pruneDeclined(declined: readonly DeviceOption[], device: DevicePreferences): DeviceOption[] {
  return declined.filter((option) => deviceAsksFor(option, device));
}

export function stepFontSize(current: FontSize, direction: 1 | -1): FontSize {
  const index = FONT_SIZES.indexOf(current) + direction;
  return FONT_SIZES[Math.min(Math.max(index, 0), FONT_SIZES.length - 1)] ?? current;
}

export function toAccessibilityMap(settings: AccessibilitySettings): AccessibilityMap {
  const map = {} as AccessibilityMap;
  for (const option of BOOLEAN_OPTIONS) map[option] = settings[option];
  return map;
}

/** Reads the separate 'accessibility' map; a field that is not a boolean is skipped. */
export function parseAccessibilityMap(value: unknown): Partial<AccessibilityMap> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const map: Partial<AccessibilityMap> = {};
  for (const [name, on] of Object.entries(value as Record<string, unknown>)) {
    if (isBooleanOption(name) && typeof on === 'boolean') map[name] = on;
  }
  return map;
}

function bodyClassFor(option: BooleanOption): string {
  return `accessibility-${option}`;
}

/** Each option that is on adds its body class; each that is not removes it. The font size goes on <html>. */
export function applySettingsToDocument(settings: AccessibilitySettings, doc: Document = document): void {
  for (const option of BOOLEAN_OPTIONS) doc.body.classList.toggle(bodyClassFor(option), settings[option]);
  doc.documentElement.setAttribute('data-font-size', settings.font_size);
}

export function sameSettings(a: AccessibilitySettings, b: AccessibilitySettings): boolean {
  return a.font_size === b.font_size && BOOLEAN_OPTIONS.every((option) => a[option] === b[option]);
}
