// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { defaultSettings } from '../settings';
import { getAccessibilityState, reconcileWithDatabase, resetAccessibilityStoreForTests, setOption, startAccessibilitySettings } from '../store';

// The save of a change is held until the test lets it go: the read of Dexie that runs meanwhile (the page's idle
// reconciliation) must not take the copy from before the change and switch it back.
const held = vi.hoisted(() => ({ release: null as (() => void) | null }));
vi.mock('../data/save-accessibility-settings', async (importOriginal) => {
  const original = await importOriginal<typeof import('../data/save-accessibility-settings')>();
  return {
    ...original,
    saveAccessibilitySettings: async (...args: Parameters<typeof original.saveAccessibilitySettings>) => {
      await new Promise<void>((resolve) => (held.release = resolve));
      return original.saveAccessibilitySettings(...args);
    },
  };
});

beforeEach(async () => {
  localStorage.clear();
  document.body.className = '';
  resetAccessibilityStoreForTests();
  await db.settings.clear();
});

describe('a change still on its way into Dexie', () => {
  it('is not undone by the reconciliation that reads Dexie meanwhile', async () => {
    await db.settings.put({ key: 'accessibility', value: defaultSettings() });
    startAccessibilitySettings();
    const saved = setOption('high_contrast', true);
    const reconciled = reconcileWithDatabase();
    await vi.waitFor(() => expect(held.release).not.toBeNull());
    // Long enough for the reconciliation to have read Dexie, had it not waited for the save.
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.release?.();
    await Promise.all([saved, reconciled]);
    expect(getAccessibilityState().settings.high_contrast).toBe(true);
    expect(document.body.classList.contains('accessibility-high_contrast')).toBe(true);
    expect((await db.settings.get('accessibility'))?.value).toMatchObject({ high_contrast: true });
  });
});
