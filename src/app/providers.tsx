import { useEffect, type ReactNode } from 'react';
import { useAccessibility } from '@/features/accessibility/hooks/use-accessibility';
import { reconcileAccessibility } from '@/features/accessibility/start';
import { PlainLanguageProvider } from '@/lib/plain-language';
import { whenIdle } from '@/lib/when-idle';

/** App-wide context: whether content shows its plain-language variants (the Plain Language setting). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { settings } = useAccessibility();
  // Dexie is the source of truth for the settings; it is read once the first screen is on view and the browser idle.
  useEffect(() => whenIdle(() => void reconcileAccessibility()), []);
  return <PlainLanguageProvider value={settings.plain_language}>{children}</PlainLanguageProvider>;
}
