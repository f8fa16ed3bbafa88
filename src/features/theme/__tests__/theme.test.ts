// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { storageKeys } from '@/db/local-mirror';
import { DEFAULT_THEME, readThemeMirror, resolveTheme } from '../data/theme-preference';

beforeEach(() => {
  localStorage.clear();
});

describe('resolveTheme', () => {
  it.each([
    ['system', true, 'light'],
    ['system', false, 'dark'],
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', true, 'dark'],
    ['dark', false, 'dark'],
  ] as const)('resolves %s with prefersLight=%s to %s', (preference, prefersLight, expected) => {
    expect(resolveTheme(preference, prefersLight)).toBe(expected);
  });
});

describe('readThemeMirror', () => {
  it("returns 'dark' when nothing is stored", () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(readThemeMirror()).toBe('dark');
  });

  it("returns 'dark' with a warning for a corrupt stored value", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(storageKeys.theme, '{broken');
    expect(readThemeMirror()).toBe('dark');
    expect(warn).toHaveBeenCalled();
  });

  it("returns 'dark' with a warning for a stored value that is not a theme", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(storageKeys.theme, '"purple"');
    expect(readThemeMirror()).toBe('dark');
    expect(warn).toHaveBeenCalled();
  });

  it.each(['light', 'system', 'dark'] as const)('returns the stored preference %s', (preference) => {
    localStorage.setItem(storageKeys.theme, JSON.stringify(preference));
    expect(readThemeMirror()).toBe(preference);
  });
});
