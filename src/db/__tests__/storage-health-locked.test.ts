import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLockedError } from '../app-lock/errors';
import { clearStorageProblem, getStorageProblem, reportStorageError } from '../storage-health';

describe('storage problems and the app lock', () => {
  afterEach(() => clearStorageProblem());

  it('does not call a locked database a storage problem, and still reports a real one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reportStorageError(new AppLockedError('settings'))).toBeNull();
    expect(getStorageProblem()).toBeNull();
    expect(reportStorageError(new DOMException('full', 'QuotaExceededError'))?.kind).toBe('quota');
    expect(getStorageProblem()?.kind).toBe('quota');
    warn.mockRestore();
  });
});
