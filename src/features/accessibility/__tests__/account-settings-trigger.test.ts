// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { ServerAccessibilitySettingsRow } from '@/sync/adapters/supabase-rows';
import { setCurrentUserId } from '@/sync/current-user';
import { startAccessibility } from '../lib/start';
import { getAccessibilityState, resetAccessibilityStoreForTests } from '../data/store';

const USER = 'c0ffee00-5f0e-4a8e-9a43-0c2f4f1b6a11';
const asked: string[] = [];

// The sync engine's adapter, faked: the account has large text and high contrast, saved in the future.
vi.mock('@/sync/start-sync', () => ({
  getSupabaseAdapter: () =>
    Promise.resolve({
      getAccessibilitySettings(userId: string): Promise<ServerAccessibilitySettingsRow | null> {
        asked.push(userId);
        return Promise.resolve({
          user_id: userId,
          high_contrast: true,
          reduced_motion: false,
          font_size: 'large',
          voice_navigation: false,
          keyboard_shortcuts: true,
          dyslexia_font: false,
          plain_language: false,
          updated_at: '2999-01-01T00:00:00.000Z',
        });
      },
    }),
}));

afterEach(() => {
  setCurrentUserId(null);
  resetAccessibilityStoreForTests();
});

describe('when a signed-in person becomes known', () => {
  it('reads their settings back from the account and applies the newer copy', async () => {
    localStorage.clear();
    await db.settings.clear();
    startAccessibility();
    expect(asked).toEqual([]);
    setCurrentUserId(USER);
    await vi.waitFor(() => expect(getAccessibilityState().stored).toMatchObject({ high_contrast: true, font_size: 'large', user_id: USER }));
    expect(asked).toEqual([USER]);
    await vi.waitFor(async () => expect((await db.settings.get('accessibility'))?.value).toMatchObject({ font_size: 'large' }));
    // Signing out asks nothing.
    setCurrentUserId(null);
    expect(asked).toEqual([USER]);
  });
});
