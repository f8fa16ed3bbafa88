/**
 * The handler of the `accessibility_settings` kind, declared in ./accessibility-settings-kind.ts. Imported by the
 * service worker: relative imports only.
 */
import type { AccessibilitySettings } from '../../../db/types';
import type { SupabaseAdapter } from '../../../sync/adapters/supabase';
import { toServerSettings } from '../../../sync/adapters/supabase-rows';
import { asDeliveryError } from '../../../sync/delivery-error';
import { emptyReport, type KindHandler } from '../../../sync/replay/handler';
import { sendableForUser, withParking } from '../../../sync/replay/user-rows-handler';

/**
 * Accessibility settings belong to a signed-in user (user_accessibility_settings is keyed by user_id). Anonymous
 * changes wait in the outbox until someone signs in, then the newest state is upserted for that user.
 */
export function accessibilitySettingsHandler(supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
  return {
    async send(entries) {
      const userId = await getUserId();
      if (!userId) return { ...emptyReport(), parked: { reason: 'sign-in' } };
      const { sendable, parked } = sendableForUser(entries, userId);
      const newest = sendable[sendable.length - 1];
      if (!newest) return withParking(emptyReport(), parked);
      try {
        await supabase.deliverAccessibilitySettings(toServerSettings(newest.payload as AccessibilitySettings, userId));
        // The newest state includes every older one: they are all delivered with it.
        return withParking({ ...emptyReport(), confirmed: sendable }, parked);
      } catch (error) {
        const failure = asDeliveryError(error);
        if (failure.retryable) return { ...emptyReport(), retry: { error: failure, entry: newest } };
        return withParking({ ...emptyReport(), rejected: sendable.map((entry) => ({ entry, error: failure })) }, parked);
      }
    },
  };
}
