import type { AudioSettings } from '@/db/types';

/** A speech request that failed: the speech engine's error code ('interrupted', 'synthesis-failed', ...). */
export class SpeechError extends Error {
  override readonly name = 'SpeechError';
  constructor(readonly code: string) {
    super(`Speech failed: ${code}`);
  }
}

function findVoice(name: string | undefined, synth: SpeechSynthesis): SpeechSynthesisVoice | undefined {
  if (!name) return undefined;
  return synth.getVoices().find((voice) => voice.voiceURI === name || voice.name === name);
}

/** Speaks text with the person's audio settings; resolves when done, rejects with a SpeechError on a speech error. */
export function speak(text: string, settings: AudioSettings, synth: SpeechSynthesis = window.speechSynthesis): Promise<void> {
  return new Promise((resolve, reject) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = settings.rate;
    utterance.pitch = settings.pitch;
    utterance.volume = settings.volume;
    const voice = findVoice(settings.voice, synth);
    if (voice) utterance.voice = voice;
    else utterance.lang = 'en-US';
    utterance.onend = () => resolve();
    utterance.onerror = (event) => reject(new SpeechError(event.error));
    synth.speak(utterance);
  });
}

export function stopSpeaking(synth: SpeechSynthesis = window.speechSynthesis): void {
  synth.cancel();
}

/** Some engines stop part-way through long utterances; sentences of up to about 200 characters are safe. */
export function splitForSpeech(text: string, limit = 200): string[] {
  const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?]+[.!?]*\s*/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if ((current + sentence).length > limit && current) {
      chunks.push(current.trim());
      current = '';
    }
    if (sentence.length > limit) {
      for (const word of sentence.trim().split(' ')) {
        if ((current + word).length > limit && current) {
          chunks.push(current.trim());
          current = '';
        }
        current += `${word} `;
      }
    } else current += sentence;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}

interface ReadAloudOptions {
  synth?: SpeechSynthesis;
  /** Called as each block starts, with its index, so the page can show where the reading is. */
  onBlock?: (index: number) => void;
}

/** Reads blocks aloud one after another; stops (rejecting) if speech fails or is cancelled. */
export async function readAloud(blocks: readonly string[], settings: AudioSettings, { synth, onBlock }: ReadAloudOptions = {}): Promise<void> {
  for (const [index, block] of blocks.entries()) {
    onBlock?.(index);
    for (const chunk of splitForSpeech(block)) await speak(chunk, settings, synth);
  }
}
