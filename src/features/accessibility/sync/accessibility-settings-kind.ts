/**
 * The `accessibility_settings` kind: the person's accessibility settings, upserted for the signed-in user in Supabase's
 * user_accessibility_settings. Written by saveAccessibilitySettings (../data/save-accessibility-settings.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const accessibilitySettingsKind = defineOutboxKind({
  kind: 'accessibility_settings',
  label: 'Accessibility settings',
  destination: 'supabase',
  // The newest settings are the whole state: they replace a waiting older save.
  latestState: true,
  handler: async ({ supabase, getUserId }) =>
    supabase ? (await import('./accessibility-settings-handler')).accessibilitySettingsHandler(supabase, getUserId) : null,
});
