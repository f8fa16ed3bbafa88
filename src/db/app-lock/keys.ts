/**
 * The app lock's keys (docs/app-lock.md, section 2): a random data key, one AES key per table derived from it, and
 * envelopes that wrap the data key under a passphrase's, the recovery code's or a passkey's wrap key. More than one
 * envelope can hold the same data key, so adding a way to unlock (a passkey) rewraps it and changes no row.
 */
import {
  AES_GCM_IV_BYTES,
  aesGcmOpen,
  aesGcmSeal,
  hkdfAesKey,
  importHkdfBase,
  platformRandomBytes,
  utf8,
  type RandomBytes,
} from '../../../contract/e2ee/primitives.ts';
import { fromBase64Url, toBase64Url } from '../../../contract/share-bytes.ts';

export const DATA_KEY_BYTES = 32;
const LOCK_ID_BYTES = 16;
const ENVELOPE_VERSION = 0x01;

/** `passphrase`, `recovery`, or `passkey:<b64u(credentialId)>` (the passkey work's seam). */
export type EnvelopeRecipient = 'passphrase' | 'recovery' | `passkey:${string}`;

export interface DataKeyEnvelope {
  recipient: EnvelopeRecipient;
  /** b64u(0x01 ‖ iv (12) ‖ AES-256-GCM(wrap key, iv, DK, aad)) */
  sealed: string;
}

export function generateDataKey(random: RandomBytes = platformRandomBytes): Uint8Array {
  return random(DATA_KEY_BYTES);
}

export function generateLockId(random: RandomBytes = platformRandomBytes): string {
  return toBase64Url(random(LOCK_ID_BYTES));
}

function envelopeAad(lockId: string, recipient: EnvelopeRecipient): Uint8Array {
  return utf8(`app lock envelope|${lockId}|${recipient}`);
}

export async function sealEnvelope(
  wrapKey: CryptoKey,
  lockId: string,
  recipient: EnvelopeRecipient,
  dataKey: Uint8Array,
  random: RandomBytes = platformRandomBytes,
): Promise<DataKeyEnvelope> {
  const iv = random(AES_GCM_IV_BYTES);
  const sealed = await aesGcmSeal(wrapKey, iv, dataKey, envelopeAad(lockId, recipient));
  return { recipient, sealed: toBase64Url(Uint8Array.from([ENVELOPE_VERSION, ...iv, ...sealed])) };
}

/** The data key, or null: a wrong passphrase, code or passkey (which cannot be told from a damaged envelope). */
export async function openEnvelope(wrapKey: CryptoKey, lockId: string, envelope: DataKeyEnvelope): Promise<Uint8Array | null> {
  const bytes = fromBase64Url(envelope.sealed);
  if (!bytes || bytes[0] !== ENVELOPE_VERSION) return null;
  const opened = await aesGcmOpen(wrapKey, bytes.subarray(1, 1 + AES_GCM_IV_BYTES), bytes.subarray(1 + AES_GCM_IV_BYTES), envelopeAad(lockId, envelope.recipient));
  return opened && opened.length === DATA_KEY_BYTES ? opened : null;
}

/** `HKDF(E, "app lock recovery wrap", 32)`: the encrypted sync's recovery code opens the lock too (section 2.3). */
export async function recoveryWrapKey(recoveryEntropy: Uint8Array): Promise<CryptoKey> {
  return hkdfAesKey(await importHkdfBase(recoveryEntropy), 'app lock recovery wrap');
}

/**
 * The data key while unlocked: the table keys derived once each and kept, and the raw bytes only so that another
 * envelope can be added (a passkey) without locking. `forget()` overwrites the bytes and drops every key.
 */
export class UnlockedDataKey {
  private readonly tableKeys = new Map<string, Promise<CryptoKey>>();
  private base: Promise<CryptoKey> | null;
  private readonly raw: Uint8Array;

  constructor(dataKey: Uint8Array) {
    this.raw = new Uint8Array(dataKey);
    this.base = importHkdfBase(this.raw);
  }

  tableKey(table: string): Promise<CryptoKey> {
    const base = this.base;
    if (!base) return Promise.reject(new Error('The data key was forgotten'));
    let key = this.tableKeys.get(table);
    if (!key) {
      key = base.then((imported) => hkdfAesKey(imported, `app lock table|${table}`));
      this.tableKeys.set(table, key);
    }
    return key;
  }

  /** For sealing one more envelope while unlocked; callers keep nothing of it. */
  rawBytes(): Uint8Array {
    return new Uint8Array(this.raw);
  }

  forget(): void {
    this.raw.fill(0);
    this.base = null;
    this.tableKeys.clear();
  }
}
