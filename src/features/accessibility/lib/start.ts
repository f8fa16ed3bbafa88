import { getCurrentUserId, onCurrentUserChange } from '@/sync/current-user';
import { reconcileAudioModeWithDatabase, startAudioMode } from './audio/audio-mode';
import { watchScreenReaderSignals } from './screen-reader-signals';
import { reconcileWithAccount, reconcileWithDatabase, startAccessibilitySettings } from '../data/store';

/**
 * Called once before the app renders: applies the mirrored settings (public/boot.js already painted them), follows
 * the device's preferences and starts watching the screen-reader signals. Synchronous and small: Dexie is not
 * loaded here.
 */
export function startAccessibility(): void {
  startAccessibilitySettings();
  startAudioMode();
  watchScreenReaderSignals();
  followSignedInUser();
}

let followingUser = false;

/**
 * Each time a person is known to be signed in (the sync engine's auth listener sets the current user), their
 * settings are read back from the database and the newer copy kept. Nothing happens in local-only mode.
 */
function followSignedInUser(): void {
  if (followingUser) return;
  followingUser = true;
  const reconcile = (userId: string | null) => {
    if (userId) void reconcileSignedInUser(userId);
  };
  onCurrentUserChange(reconcile);
  reconcile(getCurrentUserId());
}

async function reconcileSignedInUser(userId: string): Promise<void> {
  try {
    const { getSupabaseAdapter } = await import('@/sync/start-sync');
    const adapter = await getSupabaseAdapter();
    if (!adapter || getCurrentUserId() !== userId) return;
    await reconcileWithAccount(userId, adapter, { isCurrentUser: () => getCurrentUserId() === userId });
  } catch (error) {
    console.warn('Accessibility settings could not be read from your account', error);
  }
}

/** Run once the browser is idle: Dexie, the source of truth, corrects any mirror that drifted. */
export function reconcileAccessibility(): Promise<void> {
  return Promise.all([
    reconcileWithDatabase(),
    reconcileAudioModeWithDatabase(),
    import('../data/audio-settings-store').then(({ reconcileAudioSettingsWithDatabase }) =>
      reconcileAudioSettingsWithDatabase(),
    ),
  ]).then(
    () => undefined,
    (error: unknown) => console.warn('Accessibility settings could not be read from this device’s database', error),
  );
}
