// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { db } from '../database';
import { storageKeys } from '../local-mirror';
import { readSetting, saveSetting } from '../settings';
import { clearStorageProblem, getStorageProblem } from '../storage-health';

beforeEach(async () => {
  localStorage.clear();
  clearStorageProblem();
  await db.settings.clear();
});

describe('saveSetting', () => {
  it('writes the theme to Dexie and to its localStorage mirror', async () => {
    expect(await saveSetting('theme', 'light')).toBe(true);
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'light' });
    expect(await readSetting('theme')).toBe('light');
    const mirrored = localStorage.getItem(storageKeys.theme);
    expect(mirrored).not.toBeNull();
    expect(JSON.parse(mirrored ?? 'null')).toBe('light');
    expect(getStorageProblem()).toBeNull();
  });

  it("returns false and reports a 'quota' problem when Dexie is out of space", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(db.settings, 'put').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );

    expect(await saveSetting('theme', 'dark')).toBe(false);
    expect(getStorageProblem()).toMatchObject({ kind: 'quota' });
  });

  it("reports an 'unavailable' problem for other storage errors", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(db.settings, 'put').mockRejectedValue(new Error('storage blocked'));

    expect(await saveSetting('theme', 'dark')).toBe(false);
    expect(getStorageProblem()).toMatchObject({ kind: 'unavailable' });
  });
});
