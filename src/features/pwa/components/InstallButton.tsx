import { useEffect, useState } from 'react';
import { isStandalone } from '@/db/persistent-storage';
import { useHydrated } from '@/lib/use-hydrated';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const iOS = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return iOS && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

/** An install button where the browser offers installation; short instructions on iOS Safari. */
export function InstallButton() {
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  // The prerendered page cannot know the browser: nothing until hydration, then what this browser offers.
  const hydrated = useHydrated();

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setInstallEvent(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!hydrated || installed || isStandalone()) return null;
  if (installEvent) {
    return (
      <button
        type="button"
        className="button install-button"
        onClick={async () => {
          await installEvent.prompt();
          await installEvent.userChoice;
          setInstallEvent(null);
        }}
      >
        Install the app
      </button>
    );
  }
  if (isIosSafari()) {
    return (
      <details className="install-ios">
        <summary>Install on iPhone or iPad</summary>
        <p>
          Tap the Share button, then <strong>Add to Home Screen</strong>. Better Minds then opens like an app and
          works offline.
        </p>
      </details>
    );
  }
  return null;
}
