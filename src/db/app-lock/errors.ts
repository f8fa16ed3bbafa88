/**
 * Raised when something reads a row sealed by the app lock, or writes to an encrypted table, while the app is
 * locked (no data key in memory). Screens and workers catch it by name and show the lock, never a broken screen.
 */
export class AppLockedError extends Error {
  override readonly name = 'AppLockedError';

  constructor(table: string) {
    super(`The app is locked: ${table} cannot be read or written until it is unlocked.`);
  }
}

export function isAppLockedError(error: unknown): error is AppLockedError {
  return error instanceof Error && error.name === 'AppLockedError';
}

/** A value the lock cannot seal (a CryptoKey, say): the table's policy should have named the field clear. */
export class AppLockUnsealableError extends Error {
  override readonly name = 'AppLockUnsealableError';
}
