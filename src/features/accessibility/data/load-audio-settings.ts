import { readSetting } from '@/db/settings';
import type { AudioSettings } from '@/db/types';
import { AUDIO_LOAD_WARNING, parseAudioSettings } from '../lib/audio/audio-settings';

/** Audio settings from Dexie, validated; a failure to load warns and gives undefined, so the mirror's copy stays. */
export async function loadAudioSettings(): Promise<AudioSettings | undefined> {
  try {
    const audio = await readSetting('audio');
    return audio === undefined ? undefined : parseAudioSettings(audio);
  } catch (error) {
    console.warn(AUDIO_LOAD_WARNING, error);
    return undefined;
  }
}
