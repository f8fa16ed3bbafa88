// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeMirror, storageKeys, writeMirror } from '@/db/local-mirror';
import { crisisCountryForDevice } from '../crisis-country';

/* The one rule every crisis-lines screen uses (crisis help, the safety plan, Presence, Held support). */
describe('the crisis country of this device', () => {
  afterEach(() => {
    removeMirror(storageKeys.crisisCountry);
    vi.unstubAllGlobals();
  });

  it('is the country the person chose, when there is one', () => {
    vi.stubGlobal('navigator', { languages: ['en-GB'], language: 'en-GB' });
    writeMirror(storageKeys.crisisCountry, 'US');
    expect(crisisCountryForDevice()).toEqual({ code: 'US', chosen: true });
  });

  it("is otherwise the first country the device's languages name", () => {
    vi.stubGlobal('navigator', { languages: ['fr', 'en-GB'], language: 'fr' });
    expect(crisisCountryForDevice()).toEqual({ code: 'GB', chosen: false });
  });

  it('is the international list when the languages name no country, or a saved value is not a country', () => {
    vi.stubGlobal('navigator', { languages: [], language: 'en' });
    expect(crisisCountryForDevice()).toEqual({ code: 'INTL', chosen: false });
    localStorage.setItem(storageKeys.crisisCountry, '"Atlantis"');
    expect(crisisCountryForDevice().chosen).toBe(false);
  });
});
