import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveToolEntry } from '../data/tool-page-writes';

// The chunk of the save cannot load (offline on a first visit, before the service worker holds it).
vi.mock('@/domains/tool-entries/data/save-tool-entry', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tool page’s writes', () => {
  it('count a save whose module cannot load as not saved, and log why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(saveToolEntry('thought-record', { situation: 'A hard morning' })).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('The data module for this write could not be loaded', expect.anything());
  });
});
