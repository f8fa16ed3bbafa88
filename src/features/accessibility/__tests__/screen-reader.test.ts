// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { collectScreenReaderSignals, NAVIGATION_KEY_THRESHOLD, scoreScreenReader, type ScreenReaderSignals } from '../lib/screen-reader';
import {
  navigationKeyCount,
  resetScreenReaderSignalsForTests,
  watchScreenReaderSignals,
} from '../lib/screen-reader-signals';

const none: ScreenReaderSignals = {
  liveRegion: false,
  screenReaderOnlyElement: false,
  knownReaderInUserAgent: false,
  highContrast: false,
  forcedColors: false,
  hiddenElementHasSize: false,
  reducedMotion: false,
  keyboardNavigation: false,
};

describe('the screen-reader score', () => {
  it('is low and not detected with no signals', () => {
    expect(scoreScreenReader(none)).toEqual({ score: 0, confidence: 'low', detected: false });
  });

  it('is low and not detected at 1 point', () => {
    expect(scoreScreenReader({ ...none, reducedMotion: true })).toEqual({ score: 1, confidence: 'low', detected: false });
  });

  it('gives 2 points for a known reader in the user agent and for forced colours', () => {
    expect(scoreScreenReader({ ...none, knownReaderInUserAgent: true }).score).toBe(2);
    expect(scoreScreenReader({ ...none, forcedColors: true }).score).toBe(2);
  });

  it('is medium, and detected, at 2 to 3 points', () => {
    expect(scoreScreenReader({ ...none, liveRegion: true, screenReaderOnlyElement: true })).toEqual({
      score: 2,
      confidence: 'medium',
      detected: true,
    });
    expect(scoreScreenReader({ ...none, forcedColors: true, highContrast: true }).confidence).toBe('medium');
  });

  it('is high at 4 points or more', () => {
    expect(
      scoreScreenReader({ ...none, knownReaderInUserAgent: true, keyboardNavigation: true, hiddenElementHasSize: true }),
    ).toEqual({ score: 4, confidence: 'high', detected: true });
    const all = Object.fromEntries(Object.keys(none).map((key) => [key, true])) as unknown as ScreenReaderSignals;
    expect(scoreScreenReader(all)).toEqual({ score: 10, confidence: 'high', detected: true });
  });
});

describe('keyboard navigation', () => {
  afterEach(resetScreenReaderSignalsForTests);

  it('counts Tab, arrows, Home and End, and nothing else', () => {
    watchScreenReaderSignals();
    for (const key of ['Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'a', 'Enter', ' ']) {
      document.dispatchEvent(new KeyboardEvent('keydown', { key }));
    }
    expect(navigationKeyCount()).toBe(7);
  });

  it('counts as a signal only after more than 10 navigation keys: not at 10, at 11', () => {
    watchScreenReaderSignals();
    expect(NAVIGATION_KEY_THRESHOLD).toBe(10);
    const press = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    for (let key = 0; key < 10; key += 1) press();
    expect(navigationKeyCount()).toBe(10);
    expect(collectScreenReaderSignals().keyboardNavigation).toBe(false);
    press();
    expect(navigationKeyCount()).toBe(11);
    expect(collectScreenReaderSignals().keyboardNavigation).toBe(true);
  });
});
