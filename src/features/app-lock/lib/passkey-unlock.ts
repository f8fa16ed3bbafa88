/**
 * Unlocking with a passkey (docs/app-lock.md, section 2.2): the sync's WebAuthn port evaluates the PRF at the same
 * input as the sync keyring's passkey envelope; the wrap key is HKDF(prf, "app lock passkey wrap", 32); the envelope's
 * recipient is `passkey:<b64u(credentialId)>`. Adding one needs the lock unlocked; no row changes.
 */
import { db } from '@/db/database';
import { addUnlockEnvelope, unlockApp } from '@/db/app-lock/lock-switch';
import type { EnvelopeRecipient } from '@/db/app-lock/keys';
import { browserPasskeyPort } from '@/sync/e2ee/account/webauthn-passkey';
import { passkeyPrfInput } from '@contract/e2ee/keyring';
import { hkdfAesKey, importHkdfBase, platformRandomBytes } from '@contract/e2ee/primitives';
import { fromBase64Url, toBase64Url } from '@contract/share-bytes';
import { afterUnlock, readLockSetting } from './lock-actions';

const WRAP_INFO = 'app lock passkey wrap';
const PREFIX = 'passkey:';

async function wrapKeyOf(prfOutput: Uint8Array): Promise<CryptoKey> {
  return hkdfAesKey(await importHkdfBase(prfOutput), WRAP_INFO);
}

function recipientOf(credentialId: Uint8Array): EnvelopeRecipient {
  return `passkey:${toBase64Url(credentialId)}`;
}

export type PasskeyOutcome = 'done' | 'cancelled' | 'unavailable' | 'no-prf' | 'wrong';

export async function addUnlockPasskey(): Promise<PasskeyOutcome> {
  const prfInput = await passkeyPrfInput();
  const made = await browserPasskeyPort.create({ userHandle: platformRandomBytes(16), prfInput });
  if (!made.ok) return made.reason;
  if (!made.value.prfEnabled && made.value.prfOutput === null) return 'no-prf';
  let prf = made.value.prfOutput;
  if (!prf) {
    // Most platforms evaluate the PRF only when the passkey is used, not when it is made.
    const used = await browserPasskeyPort.get({ prfInput, credentialId: made.value.credentialId });
    if (!used.ok) return used.reason;
    prf = used.value.prfOutput;
  }
  if (!prf) return 'no-prf';
  await addUnlockEnvelope(db, recipientOf(made.value.credentialId), await wrapKeyOf(prf));
  return 'done';
}

export async function passkeyUnlockCount(): Promise<number> {
  const setting = await readLockSetting();
  return setting?.envelopes.filter((envelope) => envelope.recipient.startsWith(PREFIX)).length ?? 0;
}

export async function unlockWithPasskey(): Promise<PasskeyOutcome> {
  const setting = await readLockSetting();
  const ids = (setting?.envelopes ?? []).filter((envelope) => envelope.recipient.startsWith(PREFIX)).map((envelope) => envelope.recipient.slice(PREFIX.length));
  // With one, ask for that one (the platform may also hold the sync's passkey, which opens nothing here).
  const only = ids.length === 1 && ids[0] ? fromBase64Url(ids[0]) : null;
  const used = await browserPasskeyPort.get({ prfInput: await passkeyPrfInput(), ...(only ? { credentialId: only } : {}) });
  if (!used.ok) return used.reason;
  const prf = used.value.prfOutput;
  if (!prf) return 'no-prf';
  const result = await unlockApp(db, recipientOf(used.value.credentialId), () => wrapKeyOf(prf));
  if (!result.ok) return 'wrong';
  await afterUnlock();
  return 'done';
}
