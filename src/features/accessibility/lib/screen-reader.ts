import { hasFocusedHiddenElement, navigationKeyCount } from './screen-reader-signals';

/**
 * A gentle guess at whether a screen reader is in use, scored as spec section 5 says. No browser tells a page
 * this, so it is only ever a guess: the app uses it to adapt (audio mode stops speaking route changes itself, so two
 * voices never talk over each other) and never to lock or hide anything.
 */
export interface ScreenReaderSignals {
  /** An ARIA live region outside the app's own tree (assistive tools and extensions add these). */
  liveRegion: boolean;
  /** Focus has landed on an element that is visible only to screen readers. */
  screenReaderOnlyElement: boolean;
  /** The user agent names a known screen reader. */
  knownReaderInUserAgent: boolean;
  /** The device asks for more contrast. */
  highContrast: boolean;
  /** The device forces its own colours. */
  forcedColors: boolean;
  /** A visually hidden test element still takes up space (the page's styles are being overridden). */
  hiddenElementHasSize: boolean;
  /** The device asks for reduced motion. */
  reducedMotion: boolean;
  /** More than 10 navigation keys (Tab, arrows, Home, End) have been pressed. */
  keyboardNavigation: boolean;
}

type ScreenReaderConfidence = 'low' | 'medium' | 'high';

const SIGNAL_POINTS: Readonly<Record<keyof ScreenReaderSignals, number>> = {
  liveRegion: 1,
  screenReaderOnlyElement: 1,
  knownReaderInUserAgent: 2,
  highContrast: 1,
  forcedColors: 2,
  hiddenElementHasSize: 1,
  reducedMotion: 1,
  keyboardNavigation: 1,
};

/** Keyboard navigation counts after more than this many navigation keys. */
export const NAVIGATION_KEY_THRESHOLD = 10;

const KNOWN_READERS = /\b(NVDA|JAWS|VoiceOver|TalkBack|Orca|Narrator|ChromeVox|Dolphin|SuperNova|ZoomText)\b/i;

interface ScreenReaderResult {
  score: number;
  confidence: ScreenReaderConfidence;
  /** Detected only at medium or high confidence. */
  detected: boolean;
}

/** 4 points or more is high, 2 to 3 medium, below that low; detected only at medium or high. */
export function scoreScreenReader(signals: ScreenReaderSignals): ScreenReaderResult {
  let score = 0;
  for (const [signal, points] of Object.entries(SIGNAL_POINTS) as Array<[keyof ScreenReaderSignals, number]>) {
    if (signals[signal]) score += points;
  }
  const confidence: ScreenReaderConfidence = score >= 4 ? 'high' : score >= 2 ? 'medium' : 'low';
  return { score, confidence, detected: confidence !== 'low' };
}

function hiddenElementHasSize(): boolean {
  const probe = document.createElement('span');
  probe.className = 'visually-hidden';
  probe.textContent = 'Better Minds';
  document.body.append(probe);
  const { width, height } = probe.getBoundingClientRect();
  probe.remove();
  return width > 1 || height > 1;
}

/** The app's own live regions live inside #root; one anywhere else was added by something else. */
function foreignLiveRegion(): boolean {
  const root = document.getElementById('root');
  return Array.from(document.querySelectorAll('[aria-live]')).some((region) => !root?.contains(region));
}

function matches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/** Reads the signals from this page now. */
export function collectScreenReaderSignals(): ScreenReaderSignals {
  return {
    liveRegion: foreignLiveRegion(),
    screenReaderOnlyElement: hasFocusedHiddenElement(),
    knownReaderInUserAgent: KNOWN_READERS.test(navigator.userAgent),
    highContrast: matches('(prefers-contrast: more)'),
    forcedColors: matches('(forced-colors: active)'),
    hiddenElementHasSize: hiddenElementHasSize(),
    reducedMotion: matches('(prefers-reduced-motion: reduce)'),
    keyboardNavigation: navigationKeyCount() > NAVIGATION_KEY_THRESHOLD,
  };
}

export function detectScreenReader(): ScreenReaderResult {
  return scoreScreenReader(collectScreenReaderSignals());
}
