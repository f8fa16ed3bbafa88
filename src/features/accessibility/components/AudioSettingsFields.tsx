import { useEffect, useId, useState } from 'react';
import { Plain, usePlainText } from '@/lib/plain-language';
import { AUDIO_LIMITS, type AudioNumberSetting } from '../lib/audio/audio-settings';
import { setAudioSettings, speakWithSettings, useAudioSettings } from '../data/audio-settings-store';
import { isSpeechSynthesisSupported } from '../lib/voice/support';

/** The panel's audio settings (speaking rate, pitch, volume, voice, a test phrase), shown while Audio Mode is on. */
const AUDIO_LABELS: Record<AudioNumberSetting, string> = { rate: 'Speaking rate', pitch: 'Pitch', volume: 'Volume' };

function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() =>
    isSpeechSynthesisSupported() ? window.speechSynthesis.getVoices() : [],
  );
  useEffect(() => {
    if (!isSpeechSynthesisSupported()) return;
    const update = () => setVoices(window.speechSynthesis.getVoices());
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

export function AudioSettingsFields() {
  const audio = useAudioSettings();
  const voices = useVoices();
  const voiceSelectId = useId();
  const text = usePlainText();
  return (
    <fieldset className="a11y-fieldset a11y-audio">
      <legend>
        <Plain standard="Audio settings" plain="How the voice sounds" />
      </legend>
      <p className="a11y-setting__hint">
        <Plain
          standard="Kept on this device only. Speech uses your browser's own voices."
          plain="These stay on this device. The voices come from your browser."
        />
      </p>
      {(Object.keys(AUDIO_LIMITS) as AudioNumberSetting[]).map((setting) => (
        <AudioRange key={setting} setting={setting} value={audio[setting]} />
      ))}
      <div className="a11y-field">
        <label htmlFor={voiceSelectId}>Voice</label>
        <select
          id={voiceSelectId}
          value={audio.voice ?? ''}
          onChange={(event) => void setAudioSettings({ voice: event.target.value })}
        >
          <option value="">{text("Your browser's default voice", 'The usual voice')}</option>
          {voices.map((voice) => (
            <option key={voice.voiceURI} value={voice.voiceURI}>
              {voice.name} ({voice.lang})
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button"
        onClick={() => void speakWithSettings(text('This is how Better Minds sounds with these settings.', 'This is how the voice sounds now.'))}
      >
        <Plain standard="Test the voice" plain="Hear the voice" />
      </button>
    </fieldset>
  );
}

function AudioRange({ setting, value }: { setting: AudioNumberSetting; value: number }) {
  const id = useId();
  const { min, max, step } = AUDIO_LIMITS[setting];
  return (
    <div className="a11y-field a11y-range">
      <label htmlFor={id}>{AUDIO_LABELS[setting]}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => void setAudioSettings({ [setting]: Number(event.target.value) })}
      />
      <output htmlFor={id} className="a11y-range__value">
        {value.toFixed(1)}
      </output>
    </div>
  );
}
