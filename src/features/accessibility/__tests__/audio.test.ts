// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { storageKeys } from '@/db/local-mirror';
import { AUDIO_ANNOUNCEMENT_DELAY_MS, getAudioMode, readAudioModeMirror, resetAudioModeForTests, setAudioMode } from '../lib/audio/audio-mode';
import { AUDIO_LOAD_WARNING, DEFAULT_AUDIO_SETTINGS, parseAudioSettings, readAudioSettingsMirror } from '../lib/audio/audio-settings';
import { readAloud, speak, SpeechError, splitForSpeech } from '../lib/audio/speech';

/** A speech engine that records what it was asked to say and ends (or fails) each utterance at once. */
class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

function fakeSynth(failWith?: string) {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak(utterance: FakeUtterance) {
      spoken.push(utterance);
      queueMicrotask(() => (failWith ? utterance.onerror?.({ error: failWith }) : utterance.onend?.()));
    },
    cancel: vi.fn(),
    getVoices: () => [],
  };
  return { synth: synth as unknown as SpeechSynthesis, spoken };
}

beforeEach(async () => {
  localStorage.clear();
  resetAudioModeForTests();
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  await db.settings.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('audio settings', () => {
  it('default to rate 0.9, pitch 1 and volume 0.8, with no voice', () => {
    expect(DEFAULT_AUDIO_SETTINGS).toEqual({ rate: 0.9, pitch: 1, volume: 0.8 });
    expect(readAudioSettingsMirror()).toEqual({ rate: 0.9, pitch: 1, volume: 0.8 });
  });

  it('keep valid values and a chosen voice', () => {
    expect(parseAudioSettings({ rate: 1.5, pitch: 0.5, volume: 1, voice: 'Samantha' }, vi.fn())).toEqual({
      rate: 1.5,
      pitch: 0.5,
      volume: 1,
      voice: 'Samantha',
    });
  });

  it('warn when they cannot be loaded, and fall back to the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(storageKeys.audioSettings, '{broken');
    expect(readAudioSettingsMirror()).toEqual(DEFAULT_AUDIO_SETTINGS);
    expect(warn).toHaveBeenCalledWith(AUDIO_LOAD_WARNING);
    const warnField = vi.fn();
    expect(parseAudioSettings({ rate: 9, volume: 'loud' }, warnField)).toEqual(DEFAULT_AUDIO_SETTINGS);
    expect(warnField).toHaveBeenCalledWith(AUDIO_LOAD_WARNING);
  });
});

describe('audio mode', () => {
  it('is saved locally, in Dexie and in its mirror', async () => {
    expect(readAudioModeMirror()).toBe(false);
    await setAudioMode(true);
    expect(getAudioMode()).toBe(true);
    expect(localStorage.getItem(storageKeys.audioMode)).toBe('true');
    expect(await db.settings.get('audioMode')).toEqual({ key: 'audioMode', value: true });
  });

  it('announces itself 500 ms after being turned on, not before', async () => {
    vi.useFakeTimers();
    const spoken: string[] = [];
    vi.stubGlobal('speechSynthesis', {
      speak: (utterance: FakeUtterance) => {
        spoken.push(utterance.text);
        queueMicrotask(() => utterance.onend?.());
      },
      cancel: () => {},
      getVoices: () => [],
    });
    void setAudioMode(true, 'Audio mode enabled.');
    await vi.advanceTimersByTimeAsync(AUDIO_ANNOUNCEMENT_DELAY_MS - 1);
    expect(spoken).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(spoken).toEqual(['Audio mode enabled.']));
  });
});

describe('speaking', () => {
  it('uses the audio settings and resolves when the speech ends', async () => {
    const { synth, spoken } = fakeSynth();
    await speak('Hello', { rate: 1.2, pitch: 0.8, volume: 0.5 }, synth);
    expect(spoken[0]).toMatchObject({ text: 'Hello', rate: 1.2, pitch: 0.8, volume: 0.5, lang: 'en-US' });
  });

  it('rejects the request when the speech engine reports an error', async () => {
    const { synth } = fakeSynth('synthesis-failed');
    const request = speak('Hello', DEFAULT_AUDIO_SETTINGS, synth);
    await expect(request).rejects.toBeInstanceOf(SpeechError);
    await expect(request).rejects.toMatchObject({ code: 'synthesis-failed' });
  });

  it('splits long text into sentences of at most about 200 characters', () => {
    const sentence = 'This sentence is about fifty characters long, give or take. ';
    const chunks = splitForSpeech(sentence.repeat(10));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((chunk) => chunk.length <= 200)).toBe(true);
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(sentence.repeat(10).trim().replace(/\s+/g, ' '));
  });

  it('splits a sentence longer than the limit at words, leaving no doubled space in any part', () => {
    const long = `${'word '.repeat(60).trim()}. And a short one.`;
    const chunks = splitForSpeech(long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= 200 && !chunk.includes('  '))).toBe(true);
    expect(chunks.join(' ')).toBe(long);
  });

  it('says which block it is reading as each starts, before any of its parts is spoken', async () => {
    const { synth, spoken } = fakeSynth();
    const sentence = 'This sentence is about fifty characters long, give or take. ';
    const started: Array<[index: number, spokenBefore: number]> = [];
    await readAloud(['Title', sentence.repeat(6), 'Last.'], DEFAULT_AUDIO_SETTINGS, { synth, onBlock: (index) => started.push([index, spoken.length]) });
    const partsOfLong = spoken.length - 2;
    expect(partsOfLong).toBeGreaterThan(1);
    expect(started).toEqual([
      [0, 0],
      [1, 1],
      [2, 1 + partsOfLong],
    ]);
  });

  it('stops at the block whose speech fails, and says no later block started', async () => {
    const { synth } = fakeSynth('synthesis-failed');
    const started: number[] = [];
    await expect(readAloud(['One.', 'Two.'], DEFAULT_AUDIO_SETTINGS, { synth, onBlock: (index) => started.push(index) })).rejects.toBeInstanceOf(SpeechError);
    expect(started).toEqual([0]);
  });
});
