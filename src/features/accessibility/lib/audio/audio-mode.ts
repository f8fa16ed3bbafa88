import { useSyncExternalStore } from 'react';
import { readMirrorRaw, storageKeys, writeMirror } from '@/db/local-mirror';
import { inOrder } from '@/lib/in-order';

/**
 * Audio mode, on or off, saved on this device only. Small and loaded at start (it decides whether pages offer
 * 'read aloud'); the audio settings and the speech code are separate chunks, loaded on first use.
 */

/** Spec section 9: the audio-mode announcement waits 500 ms. */
export const AUDIO_ANNOUNCEMENT_DELAY_MS = 500;

type Listener = () => void;
const listeners = new Set<Listener>();
let audioMode = false;
let changes = 0;
let announcementTimer: ReturnType<typeof setTimeout> | undefined;
const inChangeOrder = inOrder();

function publish(next: boolean): void {
  audioMode = next;
  listeners.forEach((listener) => listener());
}

/** Reads the mirror; a value that cannot be loaded warns and leaves audio mode off. */
export function readAudioModeMirror(): boolean {
  const raw = readMirrorRaw(storageKeys.audioMode);
  if (raw === null) return false;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'boolean') return value;
  } catch {
    /* warned below */
  }
  console.warn('Audio settings could not be loaded; using the defaults');
  return false;
}

export function startAudioMode(): void {
  publish(readAudioModeMirror());
}

export function getAudioMode(): boolean {
  return audioMode;
}

function subscribeAudioMode(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAudioMode(): boolean {
  // Prerendered pages know no person: hydration starts with audio mode off.
  return useSyncExternalStore(subscribeAudioMode, getAudioMode, () => false);
}

/**
 * Turns audio mode on or off. Turning it on announces, after 500 ms, that audio mode is enabled, that voice guidance
 * is available and how to open the audio settings (`announcement`, in the person's language setting).
 */
export function setAudioMode(on: boolean, announcement?: string): Promise<boolean> {
  if (announcementTimer !== undefined) clearTimeout(announcementTimer);
  announcementTimer = undefined;
  changes += 1;
  publish(on);
  writeMirror(storageKeys.audioMode, on);
  if (on && announcement) {
    announcementTimer = setTimeout(() => {
      announcementTimer = undefined;
      void import('../../data/audio-settings-store').then(({ speakWithSettings }) => speakWithSettings(announcement));
    }, AUDIO_ANNOUNCEMENT_DELAY_MS);
  } else if (!on) {
    void import('./speech').then(({ stopSpeaking }) => stopSpeaking());
  }
  const module = import('@/db/settings');
  return inChangeOrder(() => module.then(({ saveSetting }) => saveSetting('audioMode', on)));
}

/** Dexie is the source of truth: its copy wins over a mirror that drifted. */
export async function reconcileAudioModeWithDatabase(): Promise<void> {
  const { readSetting } = await import('@/db/settings');
  // A change made before this started may still be on its way into Dexie: reading now would take it back.
  await inChangeOrder.settled();
  const changesBefore = changes;
  const stored = await readSetting('audioMode');
  if (changes !== changesBefore || typeof stored !== 'boolean' || stored === audioMode) return;
  writeMirror(storageKeys.audioMode, stored);
  publish(stored);
}

export function resetAudioModeForTests(): void {
  if (announcementTimer !== undefined) clearTimeout(announcementTimer);
  announcementTimer = undefined;
  changes = 0;
  listeners.clear();
  audioMode = false;
}
