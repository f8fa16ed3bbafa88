import { useSyncExternalStore } from 'react';
import type { AudioSettings } from '@/db/types';
import { inOrder } from '@/lib/in-order';
import { DEFAULT_AUDIO_SETTINGS, readAudioSettingsMirror, sameAudioSettings, writeAudioSettingsMirror } from '../lib/audio/audio-settings';
import { speak } from '../lib/audio/speech';

/**
 * Audio settings (rate, pitch, volume, voice), saved on this device only, and speaking with them. Loaded with the
 * panel or the first time something is spoken; starts from the localStorage mirror.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let audio: AudioSettings = readAudioSettingsMirror();
let changes = 0;

function publish(next: AudioSettings): void {
  audio = next;
  listeners.forEach((listener) => listener());
}

const inChangeOrder = inOrder();

function persist(next: AudioSettings): Promise<boolean> {
  changes += 1;
  writeAudioSettingsMirror(next);
  const module = import('./save-audio-settings');
  return inChangeOrder(() => module.then(({ saveAudioSettings }) => saveAudioSettings(next)));
}

export function getAudioSettings(): AudioSettings {
  return audio;
}

export function useAudioSettings(): AudioSettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAudioSettings,
    // Prerendered pages know no person: hydration starts from the defaults.
    () => DEFAULT_AUDIO_SETTINGS,
  );
}

export function setAudioSettings(change: Partial<AudioSettings>): Promise<boolean> {
  const next = { ...audio, ...change };
  if (!next.voice) delete next.voice;
  publish(next);
  return persist(next);
}

export function resetAudioSettings(): Promise<boolean> {
  const next = { ...DEFAULT_AUDIO_SETTINGS };
  publish(next);
  return persist(next);
}

/** Dexie is the source of truth: its copy wins over a mirror that drifted. */
export async function reconcileAudioSettingsWithDatabase(): Promise<void> {
  const { loadAudioSettings } = await import('./load-audio-settings');
  // A change made before this started may still be on its way into Dexie: reading now would take it back.
  await inChangeOrder.settled();
  const changesBefore = changes;
  const stored = await loadAudioSettings();
  if (changes !== changesBefore || !stored || sameAudioSettings(stored, audio)) return;
  writeAudioSettingsMirror(stored);
  publish(stored);
}

/** Speaks with the current audio settings; a speech error is logged and reported as false, never thrown. */
export async function speakWithSettings(text: string): Promise<boolean> {
  try {
    await speak(text, audio);
    return true;
  } catch (error) {
    console.warn('Speech did not finish', error);
    return false;
  }
}
