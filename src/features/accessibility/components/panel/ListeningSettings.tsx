import { useState } from 'react';
import { Plain, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { useAccessibility } from '../../hooks/use-accessibility';
import { announce } from '../../lib/announcer';
import { setAudioMode, useAudioMode } from '../../lib/audio/audio-mode';
import { copy } from '../../lib/copy';
import { panelCopy } from '../../lib/panel-copy';
import { detectScreenReader } from '../../lib/screen-reader';
import { isSpeechSynthesisSupported, isVoiceNavigationSupported } from '../../lib/voice/support';
import { setOption } from '../../data/store';
import { AudioSettingsFields } from '../AudioSettingsFields';
import { Switch } from '../Switch';

/** The panel's 'Speaking and listening' group: voice navigation and audio mode, each where the browser supports it. */
export function ListeningSettings({ titleId }: { titleId: string }) {
  const { settings } = useAccessibility();
  const audioMode = useAudioMode();
  const plainLanguage = usePlainLanguage();
  const text = usePlainText();
  const voiceSupported = isVoiceNavigationSupported();
  const speechSupported = isSpeechSynthesisSupported();
  const [screenReader] = useState(detectScreenReader);

  function changeAudioMode(on: boolean) {
    const announcement = settings.keyboard_shortcuts
      ? panelCopy.audioAnnouncement
      : panelCopy.audioAnnouncementWithoutShortcuts;
    void setAudioMode(on, plainLanguage ? announcement.plain : announcement.standard);
  }

  return (
    <section className="a11y-panel__group" aria-labelledby={`${titleId}-hearing`}>
      <h3 id={`${titleId}-hearing`}>
        <Plain standard="Speaking and listening" plain="Talking and listening" />
      </h3>
      {voiceSupported ? (
        <Switch
          label="Voice Navigation"
          checked={settings.voice_navigation}
          onChange={(on) => {
            void setOption('voice_navigation', on);
            announce(on ? text(copy.voiceOn.standard, copy.voiceOn.plain) : text(copy.voiceOff.standard, copy.voiceOff.plain));
          }}
          description={
            <Plain
              standard="Move around by saying commands such as “go home”, “open library” or “help”. While it is on, your browser listens through the microphone and may send what you say to its speech provider (for example Google or Apple) to recognise it. Better Minds does not record or keep your voice."
              plain="Say things like “go home” or “help” to move around. The microphone is on while this is on. Your browser may send your voice to another company to understand it. Better Minds does not keep your voice."
            />
          }
        />
      ) : (
        <div className="a11y-setting">
          <p className="a11y-setting__label">Voice Navigation</p>
          <p className="a11y-setting__note" role="note">
            {copy.voiceUnsupported.standard}
          </p>
        </div>
      )}
      {speechSupported ? (
        <>
          <Switch
            label="Audio Mode"
            checked={audioMode}
            onChange={changeAudioMode}
            description={
              <Plain
                standard="Spoken guidance: the name of each new page is spoken, and every page offers ‘Read this page aloud’. Kept on this device only."
                plain="The app talks to you. It says the name of each page and can read pages out loud."
              />
            }
            note={
              screenReader.detected ? (
                <Plain
                  standard="A screen reader seems to be in use, so page names are left to it rather than spoken twice."
                  plain="You may use a screen reader, so it reads page names instead of this app."
                />
              ) : null
            }
          />
          {audioMode ? <AudioSettingsFields /> : null}
        </>
      ) : null}
    </section>
  );
}
