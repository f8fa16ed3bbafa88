import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlainText } from '@/lib/plain-language';
import { mainBlocksOf, outlineReading, textOfBlock } from '@/lib/reading-outline';
import { announce } from '../lib/announcer';
import { getAudioSettings } from '../data/audio-settings-store';
import { readAloud, SpeechError, stopSpeaking } from '../lib/audio/speech';

/**
 * In audio mode, every page offers to read its main text aloud, with the person's audio settings. The block being
 * read is outlined and kept in view, so someone who reads along does not lose their place.
 */
export function ReadAloudButton() {
  const [reading, setReading] = useState(false);
  const { pathname } = useLocation();
  const text = usePlainText();
  const readingRef = useRef(false);
  // Each reading's number: a reading that was stopped must not clear the outline or the state of the next one.
  const runRef = useRef(0);

  // Unmounted mid-reading (audio mode turned off): that reading must not outline anything from now on.
  useEffect(
    () => () => {
      runRef.current += 1;
      if (readingRef.current) outlineReading(null);
    },
    [],
  );

  useEffect(() => {
    readingRef.current = reading;
  }, [reading]);

  // A new page: whatever was being read belonged to the old one.
  useEffect(() => {
    if (!readingRef.current) return;
    runRef.current += 1;
    stopSpeaking();
    outlineReading(null);
    setReading(false);
  }, [pathname]);

  async function start() {
    const main = document.getElementById('main');
    if (!main) return;
    const blocks = mainBlocksOf(main);
    const run = ++runRef.current;
    setReading(true);
    try {
      await readAloud(blocks.map(textOfBlock), getAudioSettings(), {
        onBlock: (index) => {
          if (runRef.current === run) outlineReading(blocks[index] ?? null);
        },
      });
    } catch (error) {
      const stoppedOnPurpose = error instanceof SpeechError && (error.code === 'interrupted' || error.code === 'canceled');
      if (!stoppedOnPurpose) {
        console.warn('Reading aloud stopped', error);
        announce(text('Reading aloud stopped because the speech engine reported a problem.', 'Reading aloud stopped. Something went wrong.'));
      }
    } finally {
      if (runRef.current === run) {
        outlineReading(null);
        setReading(false);
      }
    }
  }

  function stop() {
    runRef.current += 1;
    stopSpeaking();
    outlineReading(null);
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
