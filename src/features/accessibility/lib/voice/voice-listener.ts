import { parseAlternatives, type ParsedVoiceCommand } from './commands';
import type { RecognitionConstructor, RecognitionLike } from './support';

export const VOICE_LANGUAGE = 'en-US';
/** A short pause before listening again, so a recogniser that ends at once cannot spin in a tight loop. */
export const RESTART_DELAY_MS = 250;

interface VoiceListenerHandlers {
  onCommand(command: ParsedVoiceCommand): void;
  /** Listening stopped because of a recognition error (already logged). */
  onError(error: string): void;
}

interface VoiceListener {
  stop(): void;
}

/**
 * Listens for one command at a time and starts listening again each time a recognition session ends, until
 * stopped. Any recognition error, 'no-speech' included, is logged and listening stops (spec section 4): the
 * microphone is never left on after the recogniser has reported a problem, and the person turns it on again.
 */
export function startVoiceListener(Recognition: RecognitionConstructor, handlers: VoiceListenerHandlers): VoiceListener {
  let active = true;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  const recognition: RecognitionLike = new Recognition();
  recognition.lang = VOICE_LANGUAGE;
  recognition.continuous = false;
  recognition.interimResults = false;
  recognition.maxAlternatives = 3;

  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      if (!result?.isFinal) continue;
      const transcripts: string[] = [];
      for (let alternative = 0; alternative < result.length; alternative += 1) {
        const transcript = result[alternative]?.transcript;
        if (transcript) transcripts.push(transcript);
      }
      if (transcripts.length > 0) handlers.onCommand(parseAlternatives(transcripts));
    }
  };

  recognition.onerror = (event) => {
    if (!active) return;
    console.error('Voice recognition error:', event.error, event.message);
    active = false;
    handlers.onError(event.error);
  };

  const listen = () => {
    if (!active) return;
    try {
      recognition.start();
    } catch (error) {
      // start() throws when a session is already running; that session's end starts the next one.
      console.warn('Voice navigation could not start listening yet', error);
    }
  };

  recognition.onend = () => {
    if (!active) return;
    restartTimer = setTimeout(listen, RESTART_DELAY_MS);
  };

  listen();

  return {
    stop() {
      active = false;
      if (restartTimer !== undefined) clearTimeout(restartTimer);
      recognition.onend = null;
      try {
        recognition.abort();
      } catch (error) {
        console.warn('Voice navigation could not stop cleanly', error);
      }
    },
  };
}
