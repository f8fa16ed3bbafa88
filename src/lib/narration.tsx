import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { blockShowing, outlineReading } from './reading-outline';

/**
 * Spoken narration. The app provides it (from the accessibility feature's speech, which features may not import);
 * without a provider, narration is simply off. Screens that narrate by themselves (Insight's breathing cues) do so
 * only in audio mode (`enabled`); a screen may also read aloud when the person asks it to (`available`).
 */
export interface Narrator {
  /** Audio mode is on and the browser can speak. */
  enabled: boolean;
  /** The browser can speak, whether or not audio mode is on: for reading aloud on request. */
  available: boolean;
  /** Speaks the text with the person's audio settings; resolves false if speech failed. */
  speak: (text: string) => Promise<boolean>;
  /** Stops anything being spoken. */
  stop: () => void;
}

export const silentNarrator: Narrator = { enabled: false, available: false, speak: () => Promise.resolve(false), stop: () => {} };

const NarrationContext = createContext<Narrator>(silentNarrator);

export const NarrationProvider = NarrationContext.Provider;

export function useNarrator(): Narrator {
  return useContext(NarrationContext);
}

/**
 * Some speech engines stop part-way through long utterances, so text is spoken a sentence or a few at a time, in
 * pieces of up to about 200 characters (a longer sentence stays whole rather than being cut mid-phrase).
 */
export function speechChunks(texts: readonly string[], limit = 200): string[] {
  const chunks: string[] = [];
  for (const text of texts) {
    const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?]+[.!?]*["”’)]*\s*/g) ?? [];
    let current = '';
    for (const sentence of sentences) {
      if (current && (current + sentence).trim().length > limit) {
        chunks.push(current.trim());
        current = '';
      }
      current += sentence;
    }
    if (current.trim()) chunks.push(current.trim());
  }
  return chunks;
}

/** Speaks one text piece by piece; false if speech failed or was stopped part-way. */
async function speakText(narrator: Narrator, text: string, isCurrent: () => boolean): Promise<boolean> {
  for (const chunk of speechChunks([text])) {
    if (!isCurrent() || !(await narrator.speak(chunk))) return false;
  }
  return true;
}

/**
 * Reads several texts aloud in turn (audio mode), one piece after another, until the end or until stopped. Stopping,
 * or leaving the screen, silences it. `reading` says whether it is reading now. While a text is read, the block of
 * the page's main content that shows it is outlined (`src/lib/reading-outline.ts`); a text no block shows (one made
 * for speech) outlines nothing.
 */
export function useReadAloud(): {
  enabled: boolean;
  available: boolean;
  reading: boolean;
  read: (texts: readonly string[]) => void;
  stop: () => void;
} {
  const narrator = useNarrator();
  const [reading, setReading] = useState(false);
  const run = useRef(0);
  const active = useRef(false);

  const stop = useCallback(() => {
    run.current += 1;
    if (active.current) {
      narrator.stop();
      outlineReading(null);
    }
    active.current = false;
    setReading(false);
  }, [narrator]);

  const read = useCallback(
    (texts: readonly string[]) => {
      if (active.current) narrator.stop();
      const mine = ++run.current;
      active.current = true;
      setReading(true);
      const isCurrent = () => run.current === mine;
      void (async () => {
        const main = document.getElementById('main');
        let lastShown: HTMLElement | null = null;
        for (const text of texts) {
          if (!isCurrent()) return;
          const shown: HTMLElement | null = main ? blockShowing(main, text, lastShown) : null;
          lastShown = shown ?? lastShown;
          outlineReading(shown);
          if (!(await speakText(narrator, text, isCurrent))) break;
        }
        if (isCurrent()) {
          outlineReading(null);
          active.current = false;
          setReading(false);
        }
      })();
    },
    [narrator],
  );

  useEffect(
    () => () => {
      run.current += 1;
      if (active.current) {
        narrator.stop();
        outlineReading(null);
      }
      active.current = false;
    },
    [narrator],
  );

  return { enabled: narrator.enabled, available: narrator.available, reading, read, stop };
}
