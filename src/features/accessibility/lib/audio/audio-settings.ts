import { readMirrorRaw, storageKeys, writeMirror } from '@/db/local-mirror';
import type { AudioSettings } from '@/db/types';

/** Audio settings of spec section 3: rate, pitch, volume and an optional voice, kept on this device only. */
export const DEFAULT_AUDIO_SETTINGS: Readonly<AudioSettings> = Object.freeze({ rate: 0.9, pitch: 1, volume: 0.8 });

export const AUDIO_LIMITS = {
  rate: { min: 0.5, max: 2, step: 0.1 },
  pitch: { min: 0, max: 2, step: 0.1 },
  volume: { min: 0, max: 1, step: 0.1 },
} as const;

export type AudioNumberSetting = keyof typeof AUDIO_LIMITS;

export const AUDIO_LOAD_WARNING = 'Audio settings could not be loaded; using the defaults';

function inRange(value: unknown, setting: AudioNumberSetting): value is number {
  const { min, max } = AUDIO_LIMITS[setting];
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** Validates stored audio settings; anything unusable falls back to its default with a warning. */
export function parseAudioSettings(value: unknown, warn: (message: string) => void = console.warn): AudioSettings {
  const settings: AudioSettings = { ...DEFAULT_AUDIO_SETTINGS };
  if (value === undefined || value === null) return settings;
  if (typeof value !== 'object' || Array.isArray(value)) {
    warn(AUDIO_LOAD_WARNING);
    return settings;
  }
  const record = value as Record<string, unknown>;
  let skipped = false;
  for (const setting of Object.keys(AUDIO_LIMITS) as AudioNumberSetting[]) {
    if (!(setting in record)) continue;
    const field = record[setting];
    if (inRange(field, setting)) settings[setting] = field;
    else skipped = true;
  }
  if (typeof record.voice === 'string' && record.voice !== '') settings.voice = record.voice;
  else if ('voice' in record && record.voice !== undefined) skipped = true;
  if (skipped) warn(AUDIO_LOAD_WARNING);
  return settings;
}

/** The mirrored audio settings; a value that cannot be loaded warns and gives the defaults. */
export function readAudioSettingsMirror(): AudioSettings {
  const raw = readMirrorRaw(storageKeys.audioSettings);
  if (raw === null) return { ...DEFAULT_AUDIO_SETTINGS };
  try {
    return parseAudioSettings(JSON.parse(raw) as unknown);
  } catch {
    console.warn(AUDIO_LOAD_WARNING);
    return { ...DEFAULT_AUDIO_SETTINGS };
  }
}

export function writeAudioSettingsMirror(audio: AudioSettings): void {
  writeMirror(storageKeys.audioSettings, audio);
}

export function sameAudioSettings(a: AudioSettings, b: AudioSettings): boolean {
  return a.rate === b.rate && a.pitch === b.pitch && a.volume === b.volume && (a.voice ?? '') === (b.voice ?? '');
}
