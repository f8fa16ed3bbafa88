import { reconcileAudioModeWithDatabase, startAudioMode } from './audio/audio-mode';
import { watchScreenReaderSignals } from './screen-reader-signals';
import { reconcileWithDatabase, startAccessibilitySettings } from './store';

/**
 * Called once before the app renders: applies the mirrored settings (public/boot.js already painted them), follows
 * the device's preferences and starts watching the screen-reader signals. Synchronous and small: Dexie is not
 * loaded here.
 */
export function startAccessibility(): void {
  startAccessibilitySettings();
  startAudioMode();
  watchScreenReaderSignals();
}

/** Run once the browser is idle: Dexie, the source of truth, corrects any mirror that drifted. */
export function reconcileAccessibility(): Promise<void> {
  return Promise.all([
    reconcileWithDatabase(),
    reconcileAudioModeWithDatabase(),
    import('./audio/audio-settings-store').then(({ reconcileAudioSettingsWithDatabase }) =>
      reconcileAudioSettingsWithDatabase(),
    ),
  ]).then(
    () => undefined,
    (error: unknown) => console.warn('Accessibility settings could not be read from this device’s database', error),
  );
}
