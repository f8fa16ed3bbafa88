/**
 * The encrypted transfer copy of an inbox's private key (docs/decisions.md, "Moving inbox keys"): the PKCS #8 bytes
 * under AES-256-GCM with a key made for this copy that cannot be exported. The copy opens only inside this browser,
 * through this app, and only to be sealed again for the therapist's other device.
 */
import type { InboxTransferCopy } from '@/db/inbox-types';

export async function makeTransferCopy(pkcs8: Uint8Array): Promise<InboxTransferCopy> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, pkcs8.slice()));
  return { key, iv, sealed };
}

/** The PKCS #8 bytes of a transfer copy; throws when the copy was changed (the AES-GCM tag). */
export async function openTransferCopy(copy: InboxTransferCopy): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: copy.iv.slice() }, copy.key, copy.sealed.slice()));
}
