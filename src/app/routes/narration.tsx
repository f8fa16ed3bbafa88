import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useAudioMode } from '@/features/accessibility/lib/audio/audio-mode';
import { NarrationProvider, type Narrator } from '@/lib/narration';
import { useHydrated } from '@/lib/use-hydrated';

function browserCanSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/**
 * Gives the screens below it a narrator that speaks through the accessibility feature's audio settings (features do
 * not import each other, so the app connects them). Insight narrates by itself in audio mode; the library reads
 * aloud when the person asks, with the same settings.
 */
export function NarrationOutlet() {
  const audioMode = useAudioMode();
  // Prerendered pages cannot know whether the browser speaks: hydration starts with speech unavailable.
  const hydrated = useHydrated();
  const narrator = useMemo<Narrator>(() => {
    const available = hydrated && browserCanSpeak();
    return {
      enabled: audioMode && available,
      available,
      // The speech code loads on first use, keeping it out of the first bundle.
      speak: (text) =>
        import('@/features/accessibility/data/audio-settings-store').then(({ speakWithSettings }) => speakWithSettings(text)),
      stop: () => {
        if (browserCanSpeak()) window.speechSynthesis.cancel();
      },
    };
  }, [audioMode, hydrated]);
  return (
    <NarrationProvider value={narrator}>
      <Outlet />
    </NarrationProvider>
  );
}
