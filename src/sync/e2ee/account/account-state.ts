/**
 * What a linked device keeps of its sync account (docs/e2ee-sync.md 2.2 to 2.4): ids, its two key pairs (private keys
 * non-extractable), the keyring's generations as HKDF base keys (usable, never readable: a rotation or a link code
 * reopens this device's envelope for the bytes, and keeps them no longer than the call), the recovery box's public key
 * and the log cursor. It goes through a store handed in, so the Dexie-backed one can come at integration.
 */
import type { AccountKey } from '@contract/e2ee/keys';
import type { SyncIdentity } from '../transport/sync-client';

export interface SyncAccountState {
  accountId: string;
  deviceId: string;
  signing: CryptoKeyPair;
  box: CryptoKeyPair;
  signingPublicKey: string;
  boxPublicKey: string;
  /** Generations 1..g in order. */
  keys: AccountKey[];
  recoveryPublicKey: string;
  /** The seq of the last change applied here; 0 before the first. */
  lastAppliedSeq: number;
}

export interface SyncAccountStore {
  load(): Promise<SyncAccountState | null>;
  save(state: SyncAccountState): Promise<void>;
  clear(): Promise<void>;
}

/** Kept in memory only: tests, and a device that has not chosen to sync. */
export function createMemoryAccountStore(initial: SyncAccountState | null = null): SyncAccountStore {
  let state = initial;
  return {
    load: async () => state,
    save: async (next) => {
      state = next;
    },
    clear: async () => {
      state = null;
    },
  };
}

export function identityOf(state: SyncAccountState): SyncIdentity {
  return { accountId: state.accountId, deviceId: state.deviceId, signingKey: state.signing.privateKey };
}

export function currentKey(state: SyncAccountState): AccountKey {
  const key = state.keys.at(-1);
  if (key === undefined) throw new Error('A sync account holds at least one generation');
  return key;
}

export function keyMap(state: SyncAccountState): Map<number, AccountKey> {
  return new Map(state.keys.map((key) => [key.generation, key]));
}
