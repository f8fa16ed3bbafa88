import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlainText } from '@/lib/plain-language';
import { announce } from '../announcer';
import { getAudioSettings } from '../audio/audio-settings-store';
import { mainTextOf, readAloud, SpeechError, stopSpeaking } from '../audio/speech';

/** In audio mode, every page offers to read its main text aloud, with the person's audio settings. */
export function ReadAloudButton() {
  const [reading, setReading] = useState(false);
  const { pathname } = useLocation();
  const text = usePlainText();
  const readingRef = useRef(false);

  useEffect(() => {
    readingRef.current = reading;
  }, [reading]);

  // A new page: whatever was being read belonged to the old one.
  useEffect(() => {
    if (!readingRef.current) return;
    stopSpeaking();
    setReading(false);
  }, [pathname]);

  async function start() {
    const main = document.getElementById('main');
    if (!main) return;
    setReading(true);
    try {
      await readAloud(mainTextOf(main), getAudioSettings());
    } catch (error) {
      const stoppedOnPurpose = error instanceof SpeechError && (error.code === 'interrupted' || error.code === 'canceled');
      if (!stoppedOnPurpose) {
        console.warn('Reading aloud stopped', error);
        announce(text('Reading aloud stopped because the speech engine reported a problem.', 'Reading aloud stopped. Something went wrong.'));
      }
    } finally {
      setReading(false);
    }
  }

  function stop() {
    stopSpeaking();
    setReading(false);
  }

  return (
    <button
      type="button"
      className="a11y-dock__read-aloud"
      onClick={() => void (reading ? stop() : start())}
    >
      {reading ? text('Stop reading aloud', 'Stop reading') : text('Read this page aloud', 'Read this page to me')}
    </button>
  );
}
