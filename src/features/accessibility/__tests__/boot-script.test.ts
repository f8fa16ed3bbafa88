// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/db/local-mirror';
import { BOOLEAN_OPTIONS, defaultSettings } from '../lib/settings';
import { resetAccessibilityStoreForTests, startAccessibilitySettings } from '../data/store';

/**
 * public/boot.js paints the settings before any module loads; the store applies them again once the app starts.
 * The two must agree, or the page would flash from one look to the other.
 */
function readBootScript(): string {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  const testFile = import.meta.url;
  const path = decodeURIComponent(new URL('../../../../public/boot.js', testFile).pathname);
  return nodeProcess.getBuiltinModule('node:fs').readFileSync(path, 'utf8');
}

const bootScript = readBootScript();

function stubDevice(matching: readonly string[]) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: matching.includes(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function pageLook() {
  return {
    classes: BOOLEAN_OPTIONS.filter((option) => document.body.classList.contains(`accessibility-${option}`)),
    fontSize: document.documentElement.getAttribute('data-font-size'),
  };
}

function bootLook() {
  document.body.className = '';
  document.documentElement.removeAttribute('data-font-size');
  new Function(bootScript)();
  return pageLook();
}

function storeLook() {
  document.body.className = '';
  document.documentElement.removeAttribute('data-font-size');
  resetAccessibilityStoreForTests();
  startAccessibilitySettings();
  return pageLook();
}

const cases: Array<{ name: string; stored: Record<string, string>; device?: string[] }> = [
  { name: 'nothing stored', stored: {} },
  {
    name: 'several options on',
    stored: {
      [storageKeys.accessibilitySettings]: JSON.stringify({
        ...defaultSettings(),
        high_contrast: true,
        dyslexia_font: true,
        plain_language: true,
        keyboard_shortcuts: false,
        font_size: 'xl',
      }),
    },
  },
  { name: 'a corrupt value', stored: { [storageKeys.accessibilitySettings]: '{oops' } },
  {
    name: 'one field that cannot be parsed',
    stored: { [storageKeys.accessibilitySettings]: JSON.stringify({ font_size: 'enormous', reduced_motion: true }) },
  },
  { name: "only the 'accessibility' map", stored: { [storageKeys.accessibilityMap]: JSON.stringify({ dyslexia_font: true }) } },
  { name: 'the device asking for reduced motion', stored: {}, device: ['(prefers-reduced-motion: reduce)'] },
  { name: 'forced colours', stored: {}, device: ['(forced-colors: active)'] },
  {
    name: 'more contrast that the person turned off',
    stored: { [storageKeys.accessibilityDeclinedDevice]: JSON.stringify(['high_contrast']) },
    device: ['(prefers-contrast: more)'],
  },
];

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public/boot.js and the settings store', () => {
  it.each(cases)('paint the same page for $name', ({ stored, device = [] }) => {
    stubDevice(device);
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const painted = bootLook();
    expect(storeLook()).toEqual(painted);
  });

  it('paints the options that are on before the app loads', () => {
    stubDevice([]);
    localStorage.setItem(storageKeys.accessibilitySettings, JSON.stringify({ ...defaultSettings(), high_contrast: true }));
    expect(bootLook()).toEqual({ classes: ['high_contrast', 'keyboard_shortcuts'], fontSize: 'medium' });
  });

  it('warns about a stored value it cannot parse', () => {
    stubDevice([]);
    localStorage.setItem(storageKeys.accessibilitySettings, '{oops');
    bootLook();
    expect(console.warn).toHaveBeenCalledWith('Ignoring corrupt stored accessibility settings');
  });
});
