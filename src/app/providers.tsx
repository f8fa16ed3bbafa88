import { useEffect, type ReactNode } from 'react';
import { useAccessibility } from '@/features/accessibility/hooks/use-accessibility';
import { reconcileAccessibility } from '@/features/accessibility/lib/start';
import { replayEarlyEventsWhenHydrated } from '@/lib/early-events';
import { PlainLanguageProvider } from '@/lib/plain-language';
import { whenIdle } from '@/lib/when-idle';

/** App-wide context: whether content shows its plain-language variants (the Plain Language setting). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { settings } = useAccessibility();
  // Dexie is the source of truth for the settings (they set this screen's look): it is read once the first screen is
  // on view and the browser is idle.
  useEffect(() => whenIdle(() => void reconcileAccessibility()), []);
  // Once hydrated, what the person did before (public/boot.js kept it) is replayed, in a task of its own: each event is
  // committed before the next, which React cannot do from inside its effects. Then the page is marked as answering
  // (tests, and anything else that must not act on an inert page, wait for data-app-ready).
  useEffect(() => replayEarlyEventsWhenHydrated(() => document.documentElement.setAttribute('data-app-ready', '')), []);
  return <PlainLanguageProvider value={settings.plain_language}>{children}</PlainLanguageProvider>;
}
