import { createContext, useContext } from 'react';

/**
 * Spoken narration in audio mode. The app provides it (from the accessibility feature's speech, which Insight may
 * not import); without a provider, narration is simply off.
 */
export interface Narrator {
  /** Audio mode is on and the browser can speak. */
  enabled: boolean;
  /** Speaks the text with the person's audio settings; resolves false if speech failed. */
  speak: (text: string) => Promise<boolean>;
  /** Stops anything being spoken. */
  stop: () => void;
}

export const silentNarrator: Narrator = { enabled: false, speak: () => Promise.resolve(false), stop: () => {} };

const NarrationContext = createContext<Narrator>(silentNarrator);

export const NarrationProvider = NarrationContext.Provider;

export function useNarrator(): Narrator {
  return useContext(NarrationContext);
}
