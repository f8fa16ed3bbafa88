import { COMMON_PASSWORDS } from './common-passwords.ts';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Why an admin password is too weak to start with, or null when it will do: at least 12 characters, not on the
 * common-password list (case-insensitive), and not one character repeated. Sign-in throttling
 * (login-throttle.ts) assumes this: a minute between guesses only protects a password that is not guessable in a
 * few thousand tries.
 */
export function adminPasswordWeakness(password: string): string | null {
  const length = [...password].length;
  if (length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `ADMIN_PASSWORD is too short: ${length} characters, at least ${MIN_ADMIN_PASSWORD_LENGTH} are needed.`;
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || /^(.)\1*$/u.test(password)) {
    return 'ADMIN_PASSWORD is on the list of common passwords that are guessed first; choose another.';
  }
  return null;
}
