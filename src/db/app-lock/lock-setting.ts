/** The clear settings row `appLock` (docs/app-lock.md, section 6): its presence means the lock is on. */
import type { WrongGuesses } from './backoff.ts';
import type { DataKeyEnvelope } from './keys.ts';

export interface AppLockSetting {
  v: 1;
  /** 16 random bytes, b64u, drawn when the lock was turned on; in every envelope's aad. */
  lockId: string;
  envelopes: DataKeyEnvelope[];
  /** The passphrase's Argon2id salt and cost, when a passphrase envelope exists (./passphrase-key.ts). */
  passphrase: { salt: string; memoryKiB: number; iterations: number } | null;
  wrongGuesses: WrongGuesses;
}
