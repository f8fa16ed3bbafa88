import { saveSetting } from '@/db/settings';
import type { AudioSettings } from '@/db/types';

/** Audio settings stay on this device (spec section 7: audio makes no network calls). */
export function saveAudioSettings(audio: AudioSettings): Promise<boolean> {
  return saveSetting('audio', audio);
}
