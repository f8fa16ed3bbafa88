/** The Web Speech API's recogniser, as Chrome, Edge and Safari expose it (prefixed or not). */
export interface RecognitionLike extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
}

export type RecognitionConstructor = new () => RecognitionLike;

export function getSpeechRecognition(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidates = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition;
}

export function isVoiceNavigationSupported(): boolean {
  return getSpeechRecognition() !== undefined;
}

export function isSpeechSynthesisSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}
