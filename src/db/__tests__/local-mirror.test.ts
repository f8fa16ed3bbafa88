// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { readMirror, storageKeys, writeMirror } from '../local-mirror';
import { getSessionId, resetSessionIdCache } from '../session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

beforeEach(() => {
  localStorage.clear();
  resetSessionIdCache();
});

describe('readMirror', () => {
  it('returns undefined for a missing key without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readMirror('better-minds:test', isCount)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns a stored value that passes the guard', () => {
    localStorage.setItem('better-minds:test', '42');
    expect(readMirror('better-minds:test', isCount)).toBe(42);
  });

  it('returns undefined and warns for corrupt JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('better-minds:test', '{not json');
    expect(readMirror('better-minds:test', isCount)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('better-minds:test');
  });

  it('returns undefined and warns for a value failing the guard', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('better-minds:test', '"forty-two"');
    expect(readMirror('better-minds:test', isCount)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('better-minds:test');
  });
});

describe('writeMirror', () => {
  it('writes a value that readMirror reads back, strings included', () => {
    const isString = (value: unknown): value is string => typeof value === 'string';
    expect(writeMirror('better-minds:test', 'light')).toBe(true);
    expect(readMirror('better-minds:test', isString)).toBe('light');
    expect(writeMirror('better-minds:count', 7)).toBe(true);
    expect(readMirror('better-minds:count', isCount)).toBe(7);
  });

  it('returns false without throwing when the quota is exceeded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    let result: boolean | undefined;
    expect(() => {
      result = writeMirror('better-minds:test', { big: true });
    }).not.toThrow();
    expect(result).toBe(false);
    expect(setItem).toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});

describe('getSessionId', () => {
  it('returns a stable UUID, kept across a cache reset', () => {
    const first = getSessionId();
    expect(first).toMatch(UUID);
    expect(getSessionId()).toBe(first);
    resetSessionIdCache();
    expect(getSessionId()).toBe(first);
  });

  it('replaces a stored value that is not a UUID', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const stored of ['not-a-uuid', '"not-a-uuid"', '"12345"']) {
      localStorage.setItem(storageKeys.sessionId, stored);
      resetSessionIdCache();
      const id = getSessionId();
      expect(id).toMatch(UUID);
      resetSessionIdCache();
      expect(getSessionId()).toBe(id);
    }
  });

  it('keeps a valid stored UUID', () => {
    const existing = '0b0f7a3e-8d55-4c2b-9a57-0d8f0c8e6b11';
    writeMirror(storageKeys.sessionId, existing);
    expect(getSessionId()).toBe(existing);
  });
});
