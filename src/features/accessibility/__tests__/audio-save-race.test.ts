// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { getAudioMode, reconcileAudioModeWithDatabase, resetAudioModeForTests, setAudioMode } from '../lib/audio/audio-mode';
import { DEFAULT_AUDIO_SETTINGS } from '../lib/audio/audio-settings';
import { getAudioSettings, reconcileAudioSettingsWithDatabase, setAudioSettings } from '../data/audio-settings-store';

// Every save into Dexie is held until the test lets it go: the read of Dexie that the page's idle reconciliation
// makes meanwhile must not take the copy from before the change and switch the setting back (seen in the browser:
// a speaking rate moved to 1.2 came back as 1.1).
const held = vi.hoisted(() => ({ releases: [] as (() => void)[] }));
vi.mock('@/db/settings', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/db/settings')>();
  return {
    ...original,
    saveSetting: async (...args: Parameters<typeof original.saveSetting>) => {
      await new Promise<void>((resolve) => held.releases.push(resolve));
      return original.saveSetting(...args);
    },
  };
});

/** Long enough for a reconciliation to have read Dexie, had it not waited for the save. */
const readWouldHaveLanded = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(async () => {
  held.releases = [];
  localStorage.clear();
  resetAudioModeForTests();
  await db.settings.clear();
});

describe('an audio change still on its way into Dexie', () => {
  it('keeps the new speaking rate through the reconciliation that reads Dexie meanwhile', async () => {
    await db.settings.put({ key: 'audio', value: DEFAULT_AUDIO_SETTINGS });
    const saved = setAudioSettings({ rate: 1.2 });
    const reconciled = reconcileAudioSettingsWithDatabase();
    await vi.waitFor(() => expect(held.releases).toHaveLength(1));
    await readWouldHaveLanded();
    held.releases[0]?.();
    await Promise.all([saved, reconciled]);
    expect(getAudioSettings().rate).toBe(1.2);
    expect((await db.settings.get('audio'))?.value).toMatchObject({ rate: 1.2 });
  });

  it('keeps audio mode on through the reconciliation that reads Dexie meanwhile', async () => {
    await db.settings.put({ key: 'audioMode', value: false });
    const saved = setAudioMode(true);
    const reconciled = reconcileAudioModeWithDatabase();
    await vi.waitFor(() => expect(held.releases).toHaveLength(1));
    await readWouldHaveLanded();
    held.releases[0]?.();
    await Promise.all([saved, reconciled]);
    expect(getAudioMode()).toBe(true);
    expect((await db.settings.get('audioMode'))?.value).toBe(true);
  });
});
