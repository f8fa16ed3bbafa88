// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { storageKeys } from '@/db/local-mirror';
import type { AccessibilitySettings } from '@/db/types';
import type { ServerAccessibilitySettingsRow } from '@/sync/adapters/supabase-rows';
import {
  chooseAccountSettings,
  fetchAccountAccessibilitySettings,
  type AccessibilitySettingsReader,
} from '../data/pull-accessibility-settings';
import { defaultSettings } from '../lib/settings';
import {
  getAccessibilityState,
  reconcileWithAccount,
  resetAccessibilityStoreForTests,
  setOption,
  startAccessibilitySettings,
} from '../data/store';

const USER = '7d3c9a52-5f0e-4a8e-9a43-0c2f4f1b6a11';
const OLDER = '2026-01-01T10:00:00.000Z';
const NEWER = '2026-03-01T10:00:00.000Z';

function row(overrides: Partial<ServerAccessibilitySettingsRow> = {}): ServerAccessibilitySettingsRow {
  return {
    user_id: USER,
    high_contrast: true,
    reduced_motion: false,
    font_size: 'large',
    voice_navigation: false,
    keyboard_shortcuts: true,
    dyslexia_font: true,
    plain_language: false,
    updated_at: NEWER,
    ...overrides,
  };
}

/** A stand-in for the Supabase adapter: answers with the given row (null is PGRST116, "no row") and records calls. */
function fakeAdapter(answer: ServerAccessibilitySettingsRow | null | (() => Promise<ServerAccessibilitySettingsRow | null>)) {
  const calls: string[] = [];
  const reader: AccessibilitySettingsReader = {
    getAccessibilitySettings(userId) {
      calls.push(userId);
      return typeof answer === 'function' ? answer() : Promise.resolve(answer);
    },
  };
  return { reader, calls };
}

function local(overrides: Partial<AccessibilitySettings> = {}): AccessibilitySettings {
  return { ...defaultSettings(), ...overrides };
}

describe('choosing between the account’s copy and this device’s', () => {
  it('takes the account’s copy when it is newer', () => {
    expect(chooseAccountSettings(local({ updated_at: OLDER }), local({ updated_at: NEWER }), USER)).toBe('take-remote');
  });

  it('keeps this device’s copy, and uploads it, when it is newer', () => {
    expect(chooseAccountSettings(local({ updated_at: NEWER }), local({ updated_at: OLDER }), USER)).toBe('push-local');
  });

  it('does nothing when both are the same age', () => {
    expect(chooseAccountSettings(local({ updated_at: NEWER }), local({ updated_at: NEWER }), USER)).toBe('keep-local');
  });

  it('with no copy in the account, uploads this device’s only if it was ever changed', () => {
    expect(chooseAccountSettings(local({ updated_at: OLDER }), null, USER)).toBe('push-local');
    expect(chooseAccountSettings(local(), null, USER)).toBe('keep-local');
  });

  it('never uploads settings another account saved on this device; the account’s own copy replaces them', () => {
    const someoneElse = local({ user_id: 'another-user', updated_at: NEWER });
    expect(chooseAccountSettings(someoneElse, null, USER)).toBe('keep-local');
    expect(chooseAccountSettings(someoneElse, local({ updated_at: OLDER }), USER)).toBe('take-remote');
  });
});

describe('reading the account’s copy', () => {
  it('asks the adapter for this user and validates the row like any stored value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { reader, calls } = fakeAdapter(row({ font_size: 'huge' as never }));
    const settings = await fetchAccountAccessibilitySettings(reader, USER);
    expect(calls).toEqual([USER]);
    expect(settings).toMatchObject({ user_id: USER, high_contrast: true, dyslexia_font: true, font_size: 'medium', updated_at: NEWER });
    expect(warn).toHaveBeenCalledWith('Ignoring a stored accessibility setting that cannot be parsed: font_size');
  });

  it('gives null when the account has none (the adapter turns PGRST116 into null)', async () => {
    expect(await fetchAccountAccessibilitySettings(fakeAdapter(null).reader, USER)).toBeNull();
  });
});

describe('reconciling with the signed-in account', () => {
  beforeEach(async () => {
    localStorage.clear();
    document.body.className = '';
    resetAccessibilityStoreForTests();
    await db.settings.clear();
    await db.outbox.clear();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-02-01T10:00:00.000Z') });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies a newer account copy on this page, in Dexie and both mirrors, and uploads nothing', async () => {
    startAccessibilitySettings();
    await setOption('plain_language', true); // 2026-02-01: older than the account's copy
    await db.outbox.clear();

    expect(await reconcileWithAccount(USER, fakeAdapter(row()).reader, { storageMode: 'database' })).toBe('take-remote');

    expect(getAccessibilityState().stored).toMatchObject({ user_id: USER, high_contrast: true, plain_language: false, font_size: 'large' });
    expect(document.body.classList.contains('accessibility-high_contrast')).toBe(true);
    expect(document.body.classList.contains('accessibility-plain_language')).toBe(false);
    expect((await db.settings.get('accessibility'))?.value).toMatchObject({ high_contrast: true, font_size: 'large', updated_at: NEWER });
    expect(JSON.parse(localStorage.getItem(storageKeys.accessibilitySettings) ?? 'null')).toMatchObject({ high_contrast: true });
    expect(JSON.parse(localStorage.getItem(storageKeys.accessibilityMap) ?? 'null')).toMatchObject({ dyslexia_font: true });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps this device’s newer copy and queues it for the account', async () => {
    startAccessibilitySettings();
    await setOption('reduced_motion', true); // 2026-02-01: newer than the account's copy
    await db.outbox.clear();

    const decision = await reconcileWithAccount(USER, fakeAdapter(row({ updated_at: OLDER })).reader, { storageMode: 'database' });

    expect(decision).toBe('push-local');
    expect(getAccessibilityState().stored).toMatchObject({ reduced_motion: true, high_contrast: false, user_id: USER });
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'accessibility_settings', recordId: USER, payload: { reduced_motion: true, user_id: USER } });
  });

  it('with no copy in the account (null), keeps this device’s settings', async () => {
    startAccessibilitySettings();
    expect(await reconcileWithAccount(USER, fakeAdapter(null).reader)).toBe('keep-local');
    expect(getAccessibilityState().stored).toMatchObject({ high_contrast: false, font_size: 'medium' });
    expect(await db.settings.get('accessibility')).toBeUndefined();
  });

  it('a change made while the account is being read wins over the account’s copy', async () => {
    startAccessibilitySettings();
    let answer: (value: ServerAccessibilitySettingsRow) => void = () => {};
    const pending = new Promise<ServerAccessibilitySettingsRow>((resolve) => (answer = resolve));
    const { reader, calls } = fakeAdapter(() => pending);
    const reconciling = reconcileWithAccount(USER, reader);
    // The account is being read (the adapter was asked) when the person changes a setting.
    await vi.waitFor(() => expect(calls).toEqual([USER]));
    await setOption('dyslexia_font', true);
    answer(row({ updated_at: '2030-01-01T00:00:00.000Z', dyslexia_font: false, high_contrast: true }));
    expect(await reconciling).toBe('changed-meanwhile');
    expect(getAccessibilityState().stored).toMatchObject({ dyslexia_font: true, high_contrast: false });
  });

  it('does nothing when the person signed out or changed while the account was being read', async () => {
    startAccessibilitySettings();
    const decision = await reconcileWithAccount(USER, fakeAdapter(row()).reader, { isCurrentUser: () => false });
    expect(decision).toBe('changed-meanwhile');
    expect(getAccessibilityState().stored.high_contrast).toBe(false);
  });
});
