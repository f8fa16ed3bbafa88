import { readNavigationHistory } from '@/db/navigation-history';
import { getSessionId } from '@/db/session';
import { deviceTypeForWidth } from '../lib/device-type';

function mediaMatches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/** Accessibility options in use, read from the page itself (body classes and html attributes set by the panel),
 * so this feature needs nothing from the accessibility feature. */
function readAccessibilityInfo(doc: Document = document): Record<string, unknown> {
  const options = Array.from(doc.body.classList)
    .filter((name) => name.startsWith('accessibility-'))
    .map((name) => name.slice('accessibility-'.length))
    .sort();
  return {
    options,
    fontSize: doc.documentElement.dataset.fontSize ?? 'medium',
    theme: doc.documentElement.dataset.theme ?? null,
    prefersReducedMotion: mediaMatches('(prefers-reduced-motion: reduce)'),
    prefersHighContrast: mediaMatches('(prefers-contrast: more)'),
    forcedColors: mediaMatches('(forced-colors: active)'),
  };
}

function readPerformance(): Record<string, unknown> {
  if (typeof performance === 'undefined') return {};
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const paint = performance.getEntriesByType?.('paint').find((entry) => entry.name === 'first-contentful-paint');
  const round = (value: number | undefined) => (typeof value === 'number' && value > 0 ? Math.round(value) : null);
  return {
    timeOnPageMs: Math.round(performance.now()),
    domContentLoadedMs: round(navigation?.domContentLoadedEventEnd),
    loadMs: round(navigation?.loadEventEnd),
    firstContentfulPaintMs: round(paint?.startTime),
  };
}

/**
 * The spec's metadata: browser, device (mobile under 768 px, tablet under 1024, else desktop), this session's
 * navigation (at most 50 paths), accessibility and performance. Nothing that names the person.
 */
export async function collectMetadata(): Promise<Record<string, unknown>> {
  let history: string[] = [];
  try {
    history = await readNavigationHistory(getSessionId());
  } catch {
    history = [];
  }
  const width = window.innerWidth;
  return {
    browserInfo: {
      userAgent: navigator.userAgent,
      language: navigator.language,
      online: navigator.onLine,
      cookiesEnabled: navigator.cookieEnabled,
    },
    deviceInfo: {
      type: deviceTypeForWidth(width),
      viewportWidth: width,
      viewportHeight: window.innerHeight,
      screenWidth: window.screen?.width ?? null,
      screenHeight: window.screen?.height ?? null,
      pixelRatio: window.devicePixelRatio || 1,
      touch: navigator.maxTouchPoints > 0,
      standalone: mediaMatches('(display-mode: standalone)'),
    },
    navigationInfo: {
      history,
      historyLength: history.length,
    },
    accessibilityInfo: readAccessibilityInfo(),
    performance: readPerformance(),
  };
}
