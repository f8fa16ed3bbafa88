// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  applySettingsToDocument,
  BOOLEAN_OPTIONS,
  changeOption,
  defaultSettings,
  effectiveSettings,
  parseAccessibilityMap,
  parseSettings,
  parseStoredSettings,
  pruneDeclined,
  stepFontSize,
  switchedOnByDevice,
  toAccessibilityMap,
} from '../lib/settings';

const noDevice = { reducedMotion: false, moreContrast: false };

describe('the defaults of spec section 3', () => {
  it('are all off except keyboard shortcuts, with medium text', () => {
    const settings = defaultSettings();
    expect(settings).toMatchObject({
      high_contrast: false,
      reduced_motion: false,
      font_size: 'medium',
      voice_navigation: false,
      keyboard_shortcuts: true,
      dyslexia_font: false,
      plain_language: false,
      user_id: null,
    });
  });
});

describe('reading stored settings', () => {
  it('keeps every valid field', () => {
    const { settings, skipped } = parseSettings({ high_contrast: true, font_size: 'xl', keyboard_shortcuts: false }, vi.fn());
    expect(settings.high_contrast).toBe(true);
    expect(settings.font_size).toBe('xl');
    expect(settings.keyboard_shortcuts).toBe(false);
    expect(skipped).toEqual([]);
  });

  it('skips a field that cannot be parsed, with a warning, and keeps the rest', () => {
    const warn = vi.fn();
    const { settings, skipped } = parseSettings({ high_contrast: 'yes', font_size: 'huge', dyslexia_font: true }, warn);
    expect(settings.high_contrast).toBe(false);
    expect(settings.font_size).toBe('medium');
    expect(settings.dyslexia_font).toBe(true);
    expect(skipped).toEqual(['high_contrast', 'font_size']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('cannot be parsed: high_contrast');
  });

  it('gives the defaults with a warning for corrupt JSON or a value that is not an object', () => {
    const warn = vi.fn();
    expect(parseStoredSettings('{broken', warn).settings).toEqual(defaultSettings());
    expect(parseStoredSettings('[1,2]', warn).settings).toEqual(defaultSettings());
    expect(parseStoredSettings('"xl"', warn).settings).toEqual(defaultSettings());
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('gives the defaults silently when nothing is stored', () => {
    const warn = vi.fn();
    expect(parseStoredSettings(null, warn).settings).toEqual(defaultSettings());
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the separate 'accessibility' map, dropping unknown names and non-booleans", () => {
    expect(parseAccessibilityMap({ high_contrast: true, font_size: 'xl', plain_language: 'true', other: true })).toEqual({
      high_contrast: true,
    });
    expect(parseAccessibilityMap('nonsense')).toEqual({});
  });

  it("writes the 'accessibility' map with every on/off option", () => {
    const map = toAccessibilityMap({ ...defaultSettings(), dyslexia_font: true });
    expect(Object.keys(map).sort()).toEqual([...BOOLEAN_OPTIONS].sort());
    expect(map.dyslexia_font).toBe(true);
    expect(map.keyboard_shortcuts).toBe(true);
  });
});

describe('device preferences', () => {
  it('switch reduced motion and high contrast on when the device asks', () => {
    const effective = effectiveSettings(defaultSettings(), { reducedMotion: true, moreContrast: true }, []);
    expect(effective.reduced_motion).toBe(true);
    expect(effective.high_contrast).toBe(true);
    expect(switchedOnByDevice(defaultSettings(), { reducedMotion: true, moreContrast: false }, [])).toEqual([
      'reduced_motion',
    ]);
  });

  it('stop switching an option on once the person turned it off while the device was asking', () => {
    const device = { reducedMotion: true, moreContrast: false };
    const change = changeOption(defaultSettings(), [], device, 'reduced_motion', false);
    expect(change.declined).toEqual(['reduced_motion']);
    expect(effectiveSettings(change.stored, device, change.declined).reduced_motion).toBe(false);

    const again = changeOption(change.stored, change.declined, device, 'reduced_motion', true);
    expect(again.declined).toEqual([]);
    expect(effectiveSettings(again.stored, device, again.declined).reduced_motion).toBe(true);
  });

  it('do not record a refusal when the device is not asking', () => {
    expect(changeOption(defaultSettings(), [], noDevice, 'high_contrast', false).declined).toEqual([]);
  });

  it('forget a refusal once the device stops asking, so the device is followed the next time', () => {
    expect(pruneDeclined(['high_contrast', 'reduced_motion'], { reducedMotion: true, moreContrast: false })).toEqual([
      'reduced_motion',
    ]);
  });

  it('stamp a change with its time', () => {
    const now = new Date('2025-03-01T10:00:00.000Z');
    expect(changeOption(defaultSettings(), [], noDevice, 'plain_language', true, now).stored.updated_at).toBe(
      now.toISOString(),
    );
  });
});

describe('font size steps', () => {
  it('go up and down through small, medium, large and Extra Large, stopping at the ends', () => {
    expect(stepFontSize('medium', 1)).toBe('large');
    expect(stepFontSize('large', 1)).toBe('xl');
    expect(stepFontSize('xl', 1)).toBe('xl');
    expect(stepFontSize('medium', -1)).toBe('small');
    expect(stepFontSize('small', -1)).toBe('small');
  });
});

describe('body classes', () => {
  it('adds accessibility-{option} for each option that is on and removes it for each that is not', () => {
    document.body.className = 'accessibility-high_contrast accessibility-dyslexia_font unrelated';
    applySettingsToDocument({ ...defaultSettings(), plain_language: true, font_size: 'large' });
    expect(document.body.classList.contains('accessibility-plain_language')).toBe(true);
    expect(document.body.classList.contains('accessibility-keyboard_shortcuts')).toBe(true);
    expect(document.body.classList.contains('accessibility-high_contrast')).toBe(false);
    expect(document.body.classList.contains('accessibility-dyslexia_font')).toBe(false);
    expect(document.body.classList.contains('unrelated')).toBe(true);
    expect(document.documentElement.getAttribute('data-font-size')).toBe('large');
  });
});
