import { useCallback, useEffect, useState } from 'react';
import type { ThemePreference } from '@/db/types';
import { useHydrated } from '@/lib/use-hydrated';
import { whenIdle } from '@/lib/when-idle';
import {
  DEFAULT_THEME,
  loadThemePreference,
  readThemeMirror,
  resolveTheme,
  saveThemePreference,
} from '../data/theme-preference';

const LIGHT_QUERY = '(prefers-color-scheme: light)';

function prefersLight(): boolean {
  return typeof matchMedia === 'function' && matchMedia(LIGHT_QUERY).matches;
}

function applyTheme(theme: 'light' | 'dark'): void {
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'light' ? '#f7f7fb' : '#0f1020');
}

/** Theme preference (light, dark, system); system follows the operating system as it changes. */
export function useTheme(): { preference: ThemePreference; setPreference: (next: ThemePreference) => void } {
  const [preference, setPreferenceState] = useState<ThemePreference>(readThemeMirror);
  // The prerendered HTML shows the default choice (public/boot.js has already painted the person's theme); the
  // person's own choice shows once hydrated, so hydration adopts the HTML as it is.
  const hydrated = useHydrated();

  useEffect(() => {
    let cancelled = false;
    // Dexie is the source of truth: if the mirror drifted (cleared, edited), Dexie's value wins.
    const cancelIdle = whenIdle(() => {
      void loadThemePreference().then((stored) => {
        if (!cancelled && stored && stored !== readThemeMirror()) {
          setPreferenceState(stored);
          void saveThemePreference(stored);
        }
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  useEffect(() => {
    applyTheme(resolveTheme(preference, prefersLight()));
    if (preference !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia(LIGHT_QUERY);
    const follow = () => applyTheme(resolveTheme('system', query.matches));
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [preference]);

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    void saveThemePreference(next);
  }, []);

  return { preference: hydrated ? preference : DEFAULT_THEME, setPreference };
}
