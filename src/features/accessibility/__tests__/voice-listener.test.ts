import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecognitionLike } from '../lib/voice/support';
import { RESTART_DELAY_MS, startVoiceListener, VOICE_LANGUAGE } from '../lib/voice/voice-listener';

/** A scripted recogniser: the test decides what it hears, when it ends and when it fails. */
class ScriptedRecognition extends EventTarget implements RecognitionLike {
  static instances: ScriptedRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 1;
  starts = 0;
  aborted = false;
  onresult: RecognitionLike['onresult'] = null;
  onerror: RecognitionLike['onerror'] = null;
  onend: RecognitionLike['onend'] = null;
  constructor() {
    super();
    ScriptedRecognition.instances.push(this);
  }
  start() {
    this.starts += 1;
  }
  stop() {}
  abort() {
    this.aborted = true;
  }
  hear(...transcripts: string[]) {
    const result = Object.assign(
      transcripts.map((transcript) => ({ transcript, confidence: 0.9 })),
      { isFinal: true },
    );
    this.onresult?.({ resultIndex: 0, results: [result] } as unknown as SpeechRecognitionEvent);
    this.onend?.();
  }
  fail(error: string) {
    this.onerror?.({ error, message: '' } as unknown as SpeechRecognitionErrorEvent);
    this.onend?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  ScriptedRecognition.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the voice listener', () => {
  it('listens in en-US and passes each final result on as a command', () => {
    const onCommand = vi.fn();
    startVoiceListener(ScriptedRecognition, { onCommand, onError: vi.fn() });
    const recognition = ScriptedRecognition.instances[0]!;
    expect(recognition.lang).toBe(VOICE_LANGUAGE);
    expect(VOICE_LANGUAGE).toBe('en-US');
    expect(recognition.starts).toBe(1);
    recognition.hear('go foam', 'go home');
    expect(onCommand).toHaveBeenCalledWith(expect.objectContaining({ kind: 'navigate', to: '/' }));
  });

  it('starts listening again after each recognition session ends', () => {
    startVoiceListener(ScriptedRecognition, { onCommand: vi.fn(), onError: vi.fn() });
    const recognition = ScriptedRecognition.instances[0]!;
    recognition.hear('help');
    vi.advanceTimersByTime(RESTART_DELAY_MS);
    expect(recognition.starts).toBe(2);
    recognition.onend?.();
    vi.advanceTimersByTime(RESTART_DELAY_MS);
    expect(recognition.starts).toBe(3);
  });

  it('logs a recognition error and stops listening', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    startVoiceListener(ScriptedRecognition, { onCommand: vi.fn(), onError });
    const recognition = ScriptedRecognition.instances[0]!;
    recognition.fail('not-allowed');
    vi.advanceTimersByTime(RESTART_DELAY_MS * 4);
    expect(logged).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('not-allowed');
    expect(recognition.starts).toBe(1);
  });

  it.each(['no-speech', 'aborted', 'audio-capture', 'network', 'service-not-allowed', 'language-not-supported'])(
    'logs the %s error and stops listening, as for every other error',
    (code) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const onError = vi.fn();
      startVoiceListener(ScriptedRecognition, { onCommand: vi.fn(), onError });
      const recognition = ScriptedRecognition.instances[0]!;
      recognition.fail(code);
      vi.advanceTimersByTime(RESTART_DELAY_MS * 4);
      expect(logged).toHaveBeenCalledWith('Voice recognition error:', code, '');
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledWith(code);
      expect(recognition.starts).toBe(1);
    },
  );

  it('stops for good when stopped', () => {
    const listener = startVoiceListener(ScriptedRecognition, { onCommand: vi.fn(), onError: vi.fn() });
    const recognition = ScriptedRecognition.instances[0]!;
    listener.stop();
    expect(recognition.aborted).toBe(true);
    recognition.onend?.();
    vi.advanceTimersByTime(RESTART_DELAY_MS * 4);
    expect(recognition.starts).toBe(1);
  });
});
