import { detectScreenReader } from '../screen-reader';
import { isSpeechSynthesisSupported } from '../voice/support';
import { speakWithSettings } from '../../data/audio-settings-store';
import { stopSpeaking } from './speech';

/** Audio mode's voice guidance on a new page: what was being read stops, and the new page's name is spoken. */
export async function speakRouteChange(title: string): Promise<boolean> {
  if (!isSpeechSynthesisSupported() || detectScreenReader().detected) return false;
  stopSpeaking();
  return speakWithSettings(title);
}
