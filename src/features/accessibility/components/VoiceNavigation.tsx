import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Plain, usePlainLanguage } from '@/lib/plain-language';
import { announce } from '../lib/announcer';
import { copy } from '../lib/copy';
import { fontSizeLabels, panelCopy, textSizeMessage } from '../lib/panel-copy';
import { getAccessibilityState, setOption, stepFont, toggleOption } from '../data/store';
import { HELP_PHRASES, UNKNOWN_COMMAND_MESSAGE, type ParsedVoiceCommand } from '../lib/voice/commands';
import { getSpeechRecognition } from '../lib/voice/support';
import { startVoiceListener } from '../lib/voice/voice-listener';

interface Exchange {
  heard: string;
  answer: string;
}

const HELP_MESSAGE = `You can say: ${HELP_PHRASES.join(', ')}.`;

/**
 * Voice navigation while it is on: listens for one command at a time (en-US), acts on it, and shows what it heard
 * and what it did. Answers are shown and announced politely, never spoken by the app, so the recogniser never
 * hears the app's own voice as a command.
 */
export function VoiceNavigation() {
  const navigate = useNavigate();
  const plainLanguage = usePlainLanguage();
  const [exchange, setExchange] = useState<Exchange | null>(null);
  const plainRef = useRef(plainLanguage);

  useEffect(() => {
    plainRef.current = plainLanguage;
  }, [plainLanguage]);

  useEffect(() => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) return;
    const pick = (variant: { standard: string; plain: string }) => (plainRef.current ? variant.plain : variant.standard);

    const respond = (heard: string, answer: string) => {
      setExchange({ heard, answer });
      announce(answer);
    };

    const act = (command: ParsedVoiceCommand) => {
      switch (command.kind) {
        case 'navigate':
          setExchange({ heard: command.phrase, answer: '' });
          navigate(command.to);
          return;
        case 'toggle-high-contrast': {
          const on = !getAccessibilityState().settings.high_contrast;
          void toggleOption('high_contrast');
          respond(command.phrase, pick(on ? copy.highContrastOn : copy.highContrastOff));
          return;
        }
        case 'font': {
          void stepFont(command.direction);
          const label = fontSizeLabels[getAccessibilityState().settings.font_size];
          respond(command.phrase, textSizeMessage(label, plainRef.current));
          return;
        }
        case 'help':
          respond(command.phrase, HELP_MESSAGE);
          return;
        case 'stop':
          announce(pick(copy.voiceOff));
          void setOption('voice_navigation', false);
          return;
        case 'unknown':
          respond(command.heard, UNKNOWN_COMMAND_MESSAGE);
          return;
      }
    };

    const listener = startVoiceListener(Recognition, {
      onCommand: act,
      onError: (error) => {
        const blocked = error === 'not-allowed' || error === 'service-not-allowed';
        const message = blocked
          ? panelCopy.voiceMicrophoneBlocked
          : error === 'no-speech'
            ? panelCopy.voiceHeardNothing
            : panelCopy.voiceStoppedAfterError;
        announce(pick(message));
        void setOption('voice_navigation', false);
      },
    });
    return () => listener.stop();
  }, [navigate]);

  return (
    <div className="a11y-voice" data-testid="voice-status">
      <p className="a11y-voice__state">
        <span className="a11y-voice__dot" aria-hidden="true" />
        <Plain standard="Listening for voice commands" plain="Listening. Say a command." />
      </p>
      {exchange ? (
        <p className="a11y-voice__exchange">
          <span className="a11y-voice__heard">
            <Plain standard="Heard:" plain="You said:" /> “{exchange.heard}”
          </span>
          {exchange.answer ? <span className="a11y-voice__answer">{exchange.answer}</span> : null}
        </p>
      ) : null}
      <button type="button" className="a11y-voice__stop" onClick={() => void setOption('voice_navigation', false)}>
        <Plain standard="Stop voice navigation" plain="Stop listening" />
      </button>
    </div>
  );
}
