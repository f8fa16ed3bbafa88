// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { storageKeys } from '@/db/local-mirror';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import { saveAccessibilitySettings } from '../data/save-accessibility-settings';
import { defaultSettings } from '../lib/settings';
import {
  getAccessibilityState,
  reconcileWithDatabase,
  resetAccessibilitySettings,
  resetAccessibilityStoreForTests,
  setFontSize,
  setOption,
  startAccessibilitySettings,
  stepFont,
} from '../data/store';

function stubDevice({ reducedMotion = false, moreContrast = false, forcedColors = false } = {}) {
  const answers: Record<string, boolean> = {
    '(prefers-reduced-motion: reduce)': reducedMotion,
    '(prefers-contrast: more)': moreContrast,
    '(forced-colors: active)': forcedColors,
  };
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: answers[query] ?? false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function mirrored(key: string): unknown {
  return JSON.parse(localStorage.getItem(key) ?? 'null');
}

beforeEach(async () => {
  localStorage.clear();
  document.body.className = '';
  clearStorageProblem();
  resetAccessibilityStoreForTests();
  await db.settings.clear();
  await db.outbox.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving the settings', () => {
  it('stores them in Dexie and mirrors them to both browser keys', async () => {
    startAccessibilitySettings();
    expect(await setOption('high_contrast', true)).toBe(true);
    const row = await db.settings.get('accessibility');
    expect(row?.value).toMatchObject({ high_contrast: true, keyboard_shortcuts: true, font_size: 'medium' });
    expect(mirrored(storageKeys.accessibilitySettings)).toMatchObject({ high_contrast: true });
    expect(mirrored(storageKeys.accessibilityMap)).toEqual({
      high_contrast: true,
      reduced_motion: false,
      voice_navigation: false,
      keyboard_shortcuts: true,
      dyslexia_font: false,
      plain_language: false,
    });
    expect(document.body.classList.contains('accessibility-high_contrast')).toBe(true);
  });

  it('queues the upsert to user_accessibility_settings in the same transaction when a database is configured', async () => {
    const settings = { ...defaultSettings(), plain_language: true };
    expect(await saveAccessibilitySettings(settings, { storageMode: 'database' })).toBe(true);
    const entries = await db.outbox.where('kind').equals('accessibility_settings').toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.payload).toMatchObject({ plain_language: true });
    expect(entries[0]?.recordId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await db.settings.get('accessibility'))?.value).toMatchObject({ plain_language: true });
  });

  it('uses the user id as the record when someone is signed in', async () => {
    await saveAccessibilitySettings({ ...defaultSettings(), user_id: 'user-42' }, { storageMode: 'database' });
    const [entry] = await db.outbox.where('kind').equals('accessibility_settings').toArray();
    expect(entry?.recordId).toBe('user-42');
  });

  it('queues nothing in local-only mode', async () => {
    expect(await saveAccessibilitySettings(defaultSettings(), { storageMode: 'local' })).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.settings.get('accessibility')).toBeDefined();
  });

  it('saves neither the setting nor its outbox entry when the outbox cannot be written', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    expect(await saveAccessibilitySettings({ ...defaultSettings(), dyslexia_font: true }, { storageMode: 'database' })).toBe(
      false,
    );
    expect(await db.settings.get('accessibility')).toBeUndefined();
    expect(getStorageProblem()).toMatchObject({ kind: 'quota' });
  });
});

describe('loading the settings', () => {
  it('applies the mirrored settings at start, each option as a body class', () => {
    localStorage.setItem(
      storageKeys.accessibilitySettings,
      JSON.stringify({ ...defaultSettings(), dyslexia_font: true, keyboard_shortcuts: false, font_size: 'xl' }),
    );
    startAccessibilitySettings();
    expect(getAccessibilityState().settings).toMatchObject({ dyslexia_font: true, keyboard_shortcuts: false, font_size: 'xl' });
    expect(document.body.classList.contains('accessibility-dyslexia_font')).toBe(true);
    expect(document.body.classList.contains('accessibility-keyboard_shortcuts')).toBe(false);
    expect(document.documentElement.getAttribute('data-font-size')).toBe('xl');
  });

  it('skips a corrupt stored value with a warning and starts from the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(storageKeys.accessibilitySettings, '{not json');
    startAccessibilitySettings();
    expect(getAccessibilityState().settings).toMatchObject({ high_contrast: false, keyboard_shortcuts: true });
    expect(warn).toHaveBeenCalledWith('Ignoring corrupt stored accessibility settings');
  });

  it('switches reduced motion and high contrast on when the device asks for them', () => {
    stubDevice({ reducedMotion: true, forcedColors: true });
    startAccessibilitySettings();
    const state = getAccessibilityState();
    expect(state.settings.reduced_motion).toBe(true);
    expect(state.settings.high_contrast).toBe(true);
    expect(state.fromDevice).toEqual(['reduced_motion', 'high_contrast']);
    expect(document.body.classList.contains('accessibility-reduced_motion')).toBe(true);
  });

  it('remembers when the person turns off what the device asked for', async () => {
    stubDevice({ moreContrast: true });
    startAccessibilitySettings();
    await setOption('high_contrast', false);
    expect(mirrored(storageKeys.accessibilityDeclinedDevice)).toEqual(['high_contrast']);
    resetAccessibilityStoreForTests();
    startAccessibilitySettings();
    expect(getAccessibilityState().settings.high_contrast).toBe(false);
  });

  it('lets Dexie, the source of truth, win over a mirror that drifted', async () => {
    await db.settings.put({ key: 'accessibility', value: { ...defaultSettings(), plain_language: true } });
    startAccessibilitySettings();
    expect(getAccessibilityState().settings.plain_language).toBe(false);
    await reconcileWithDatabase();
    expect(getAccessibilityState().settings.plain_language).toBe(true);
    expect(mirrored(storageKeys.accessibilitySettings)).toMatchObject({ plain_language: true });
    expect(document.body.classList.contains('accessibility-plain_language')).toBe(true);
  });

  it('copies the mirror into Dexie when Dexie has nothing yet', async () => {
    localStorage.setItem(storageKeys.accessibilitySettings, JSON.stringify({ ...defaultSettings(), font_size: 'large' }));
    startAccessibilitySettings();
    await reconcileWithDatabase();
    expect((await db.settings.get('accessibility'))?.value).toMatchObject({ font_size: 'large' });
  });
});

describe('changing the settings', () => {
  it('steps the font size and resets everything to the defaults', async () => {
    startAccessibilitySettings();
    await setFontSize('large');
    await stepFont(1);
    expect(getAccessibilityState().settings.font_size).toBe('xl');
    await setOption('voice_navigation', true);
    await resetAccessibilitySettings();
    expect(getAccessibilityState().settings).toMatchObject({
      font_size: 'medium',
      voice_navigation: false,
      keyboard_shortcuts: true,
    });
    expect((await db.settings.get('accessibility'))?.value).toMatchObject({ font_size: 'medium', voice_navigation: false });
  });
});
