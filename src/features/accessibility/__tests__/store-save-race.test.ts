// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { defaultSettings } from '../lib/settings';
import { getAccessibilityState, reconcileWithDatabase, resetAccessibilityStoreForTests, setOption, startAccessibilitySettings } from '../data/store';

// The save of a change is held until the test lets it go: the read of Dexie that runs meanwhile (the page's idle
// reconciliation) must not take the copy from before the change and switch it back.
const held = vi.hoisted(() => ({ releases: [] as (() => void)[] }));
vi.mock('../data/save-accessibility-settings', async (importOriginal) => {
  const original = await importOriginal<typeof import('../data/save-accessibility-settings')>();
  return {
    ...original,
    saveAccessibilitySettings: async (...args: Parameters<typeof original.saveAccessibilitySettings>) => {
      await new Promise<void>((resolve) => held.releases.push(resolve));
      return original.saveAccessibilitySettings(...args);
    },
  };
});

beforeEach(async () => {
  held.releases = [];
  localStorage.clear();
  document.body.className = '';
  resetAccessibilityStoreForTests();
  await db.settings.clear();
});

/**
 * Stored defaults, the store started, high contrast switched on and the reconciliation begun, in that order; resolves
 * once the change's save is held, with the change's and the reconciliation's promises (neither settled yet).
 */
async function startWithHeldSave(): Promise<{ saved: Promise<boolean>; reconciled: Promise<void> }> {
  await db.settings.put({ key: 'accessibility', value: defaultSettings() });
  startAccessibilitySettings();
  const saved = setOption('high_contrast', true);
  const reconciled = reconcileWithDatabase();
  await vi.waitFor(() => expect(held.releases).toHaveLength(1));
  return { saved, reconciled };
}

describe('a change still on its way into Dexie', () => {
  it('is not undone by the reconciliation that reads Dexie meanwhile', async () => {
    const { saved, reconciled } = await startWithHeldSave();
    // Long enough for the reconciliation to have read Dexie, had it not waited for the save.
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.releases[0]?.();
    await Promise.all([saved, reconciled]);
    expect(getAccessibilityState().settings.high_contrast).toBe(true);
    expect(document.body.classList.contains('accessibility-high_contrast')).toBe(true);
    expect((await db.settings.get('accessibility'))?.value).toMatchObject({ high_contrast: true });
  });

  it('is not undone when a second change comes while the first is being saved', async () => {
    const { saved: first, reconciled } = await startWithHeldSave();
    const second = setOption('high_contrast', false);
    // The second save starts only once the first has landed, so that they land in order; the reconciliation must
    // still wait for the second before it reads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.releases).toHaveLength(1);
    held.releases[0]?.();
    await vi.waitFor(() => expect(held.releases).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.releases[1]?.();
    await Promise.all([first, second, reconciled]);
    expect(getAccessibilityState().settings.high_contrast).toBe(false);
    expect((await db.settings.get('accessibility'))?.value).toMatchObject({ high_contrast: false });
  });
});
