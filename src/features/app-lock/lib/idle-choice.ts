/** The app lock's idle time: 1, 5 or 15 minutes without input, or hidden that long (5 until the person chooses). */
import { readMirror, storageKeys, writeMirror } from '@/db/local-mirror';

export const IDLE_CHOICES = [1, 5, 15] as const;
export type IdleMinutes = (typeof IDLE_CHOICES)[number];
export const DEFAULT_IDLE_MINUTES: IdleMinutes = 5;

function isIdleMinutes(value: unknown): value is IdleMinutes {
  return IDLE_CHOICES.some((choice) => choice === value);
}

export function readIdleMinutes(): IdleMinutes {
  return readMirror(storageKeys.appLockIdleMinutes, isIdleMinutes) ?? DEFAULT_IDLE_MINUTES;
}

export function writeIdleMinutes(minutes: IdleMinutes): void {
  writeMirror(storageKeys.appLockIdleMinutes, minutes);
}
